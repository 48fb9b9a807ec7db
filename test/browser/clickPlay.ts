/**
 * Playing the online page by clicks, as a person does, for the browser tests that play a whole
 * hand: what a page shows, waiting for a row, and one move (draw from the stock, or discard the
 * first card the page marks legal).
 */
import type { Page } from "playwright-core";

// biome-ignore lint/suspicious/noExplicitAny: the page's DOM, untyped on the Node side
type Dom = any;
declare const document: Dom;

/** What a page shows: its row number, phase, whose turn, and the card ids on it. */
export interface Shown {
  readonly seq: number;
  readonly phase: string;
  readonly turn: number;
  readonly hand: number[];
  readonly all: number[];
}

export function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const main = document.querySelector("main[data-seq]");
    const ids = (sel: string): number[] =>
      [...document.querySelectorAll(sel)].map((el: Dom) => Number(el.getAttribute("data-id")));
    return {
      seq: Number(main?.getAttribute("data-seq") ?? -1),
      phase: String(main?.getAttribute("data-phase") ?? ""),
      turn: Number(main?.getAttribute("data-turn") ?? -1),
      hand: ids("#hand .card[data-id]"),
      all: ids(".card[data-id]"),
    };
  });
}

/** Waits until the page has been told row `seq`. */
export async function seqAtLeast(page: Page, seq: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (n: number) => Number(document.querySelector("main[data-seq]")?.getAttribute("data-seq")) >= n,
    seq,
    { timeout },
  );
}

/** One move by clicks on the page whose turn it is: draw when it may, else a legal discard. */
export async function clickMove(page: Page): Promise<void> {
  const draw = page.locator('#actions [data-action="draw"]:not([disabled])');
  if ((await draw.count()) > 0) await draw.click();
  else {
    await page.locator('#hand .card[data-discard="legal"]').first().click();
    await page.locator('#actions [data-action="discard"]').click();
  }
}
