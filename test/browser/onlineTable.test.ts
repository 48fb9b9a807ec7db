/**
 * Issue 36, the online table as the playground's: one person (seat 0) and three easy bots play a
 * whole hand on the online page by keyboard alone. On a 390×844 phone the table is laid out as the
 * playground's: from each turn's start the others' melds, every seat's card count and the last
 * three moves lie in the window above the dock, measured by their boxes (inView.ts). Every turn
 * starts with focus on Draw; Enter draws and puts focus on the drawn card; the hand is one tab
 * stop (the arrows move inside it), so a plain turn (draw, a discard at most two cards from the
 * drawn one) takes 4 to 6 keys; after every key focus is on a control, never the page's body. axe-core, every rule on, finds nothing on
 * the table mid-hand (meld buttons named by their cards) and at the hand's end. At the end the
 * hand's itemised score sheet, the match by hand, every hand and the hand's moves are shown and
 * still there 5 s later, after the next deal (the server's hand pause is 4 s), until the player
 * hides them. A seat opened in a second tab: the first says so, in Italian and English, and stops.
 * The page's table drawn for a hand emptied by a discard that took the pozzetto says the pozzetto
 * is still to play (R6.3).
 */
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONLINE_TEXTS } from "../../playground/src/online/texts.js";
import { TEXTS } from "../../playground/src/texts.js";
import { createTable } from "../../server/bench/client.js";
import type { Spawned } from "../../server/bench/spawn.js";
import { axeAll, hasBrowser, launchBrowser, sayIfSkipped } from "./chromium.js";
import { unseen } from "./inView.js";
import { startSiteServer } from "./siteServer.js";

// biome-ignore lint/suspicious/noExplicitAny: the page's DOM, untyped on the Node side
type Dom = any;
declare const document: Dom;
declare const window: Dom;

sayIfSkipped("the online table by keyboard, in Chromium");

const outDir = fileURLToPath(new URL("../../test-output", import.meta.url));

let server: Spawned;
let browser: Browser;

beforeAll(async () => {
  if (!hasBrowser) return;
  // The server's own hand pause (4 s): the next hand is dealt while the test looks at the end.
  server = await startSiteServer("online-table", ["--bot-delay", "60"]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.kill("SIGTERM");
});

/** The focused control: its data-key (or id, or tag), and whether it is in the hand. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return `${el?.dataset?.key ?? (el?.id || el?.tagName)}${el?.closest("#hand") === null ? "" : " in-hand"}`;
  });
}

async function seatPage(
  lang: "it" | "en",
  table: string,
  token: string | null,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(`${server.url}/playground/online.html?lang=${lang}#t=${table}&k=${token}`);
  await page.waitForSelector('main[data-seat="0"]');
  return page;
}

describe.runIf(hasBrowser)("the online table by keyboard, in Chromium", () => {
  for (const [lang, size] of [
    ["it", { width: 1280, height: 800 }],
    ["en", { width: 390, height: 844 }],
  ] as const)
    it(`a whole hand by keyboard (${lang}, ${size.width}×${size.height}): 4–6 keys a plain turn, focus never on the body; the score sheet stays past the next deal; axe finds nothing`, async () => {
      const { table, tokens } = await createTable(server.url, { seats: ["person", "easy", "easy", "easy"] });
      const page = await seatPage(lang, table, tokens[0] ?? null, size);
      const t = ONLINE_TEXTS[lang];
      const keys: number[] = [];
      let turns = 0;
      let axeMid = false;
      let theirMelds = 0;
      for (let step = 0; step < 200; step++) {
        await page.waitForSelector('main[data-turn="0"][data-phase="draw"], main[data-phase="ended"]', {
          timeout: 60_000,
        });
        if ((await page.getAttribute("main", "data-phase")) === "ended") break;
        // Your turn begins with focus on Draw.
        await expect.poll(() => focused(page)).toBe("draw");
        if (size.width === 390) {
          // On a phone the table is the playground's (issue 36): the others' melds, every seat's
          // card count and the last three moves in view above the dock, measured by their boxes.
          const shown = await unseen(page, [
            { sel: "#their-melds .meld", min: 0 },
            { sel: "#seats .seat .count", min: 4 },
            { sel: "#moves li", last: 3, min: turns === 0 ? 0 : 3 },
          ]);
          await page.screenshot({ path: `${outDir}/online-table-390-en.png` });
          expect(shown.problems, `turn ${turns}`).toEqual([]);
          theirMelds = Math.max(theirMelds, shown.counts["#their-melds .meld"] ?? 0);
        }
        let presses = 0;
        const press = async (key: string): Promise<void> => {
          presses++;
          await page.keyboard.press(key);
          expect(await focused(page), `turn ${turns}, after ${key}`).not.toBe("BODY");
        };
        const seq = Number(await page.getAttribute("main", "data-seq"));
        await press("Enter");
        await page.waitForFunction(
          (n: number) =>
            Number(document.querySelector("main").dataset.seq) > n &&
            document.querySelector("main").dataset.phase !== "draw",
          seq,
        );
        // The drawn card holds the keyboard; the hand is one tab stop.
        expect(await focused(page), "after drawing: the drawn card").toMatch(/^card-\d+ in-hand$/);
        expect(await page.locator('#hand [data-card][tabindex="0"]').count()).toBe(1);
        const legal = await page.$$eval('#hand .card[data-discard="legal"]', (els: Dom[]) =>
          els.map((el) => Number(el.dataset.card)),
        );
        const cards = await page.$$eval("#hand .card", (els: Dom[]) => els.map((el) => Number(el.dataset.card)));
        const from = cards.indexOf(Number((await focused(page)).match(/\d+/)?.[0]));
        const to = legal.map((c) => cards.indexOf(c)).sort((a, b) => Math.abs(a - from) - Math.abs(b - from))[0];
        expect(to, "a legal discard").toBeDefined();
        const distance = Math.abs((to as number) - from);
        for (let i = 0; i < distance; i++) await press((to as number) > from ? "ArrowRight" : "ArrowLeft");
        await press("Space");
        expect(await page.getAttribute(`[data-card="${cards[to as number]}"]`, "aria-pressed")).toBe("true");
        // One Tab from the hand to Discard (Draw and Take the pile are disabled now).
        for (let i = 0; i < 6 && (await focused(page)) !== "discard"; i++) await press("Tab");
        expect(await focused(page)).toBe("discard");
        if (!axeMid && (await page.locator("#our-melds button.meld").count()) > 0) {
          // Your side's melds are buttons named by their cards (no "Attach to 1").
          expect(await axeAll(page), "mid-hand, a meld of your side on the table: axe").toEqual([]);
          axeMid = true;
        }
        const before = Number(await page.getAttribute("main", "data-seq"));
        await press("Enter");
        await page.waitForFunction((n: number) => Number(document.querySelector("main").dataset.seq) > n, before);
        expect(await focused(page), "after the discard").not.toBe("BODY");
        if (distance <= 2) {
          expect(presses, `turn ${turns}`).toBeGreaterThanOrEqual(4);
          expect(presses, `turn ${turns}`).toBeLessThanOrEqual(6);
          keys.push(presses);
        }
        turns++;
      }
      expect(turns, "turns played by keyboard").toBeGreaterThan(2);
      if (size.width === 390) {
        expect(theirMelds, "the others' melds measured on some turn").toBeGreaterThan(0);
        console.log(`online table at 390×844: up to ${theirMelds} melds of the others measured in view`);
      }
      expect(keys.length, "plain turns").toBeGreaterThan(turns / 2);
      console.log(
        `online page by keyboard (${lang}, ${size.width}×${size.height}): ${Math.min(...keys)}–${Math.max(...keys)} keys a plain turn (${keys.length} of ${turns} turns)`,
      );

      // The hand's end: its score sheet, the match by hand, every hand, the hand's moves.
      await page.waitForSelector("#result #score-sheet");
      // axe saw your side's meld buttons: mid-hand, or here (they are buttons to the end).
      expect(
        axeMid || (await page.locator("#our-melds button.meld").count()) > 0,
        "a meld of your side checked by axe",
      ).toBe(true);
      expect(await focused(page)).not.toBe("BODY");
      expect(await page.textContent("#result-title")).toBe(TEXTS[lang].scoreSheet(1));
      expect(await page.locator('#score-sheet [data-rule="R9.7"]').getAttribute("title")).toMatch(/R9\.7$/);
      expect(await page.locator("#match-hands tbody tr").count()).toBe(2); // hand 1 and the total
      expect(await page.locator("#all-hands li").count()).toBe(4);
      expect(await page.locator("#hand-moves li").count()).toBeGreaterThan(turns);
      expect(await axeAll(page), "the hand's end: axe").toEqual([]);
      const other = size.width === 1280 ? { width: 390, height: 844 } : { width: 1280, height: 800 };
      await page.setViewportSize(other);
      expect(await axeAll(page), "the hand's end, the other size: axe").toEqual([]);
      await page.setViewportSize(size);
      // 5 s later the next hand has been dealt, and the last hand's end is still on the page.
      await page.waitForTimeout(5_000);
      await page.waitForSelector('main[data-hand="2"]');
      expect(await page.locator("#result[data-hand='1'] #score-sheet").count()).toBe(1);
      expect(await page.locator("#hand-moves li").count()).toBeGreaterThan(turns);
      // The commitment is one folded line: the verdict in words, the 64 hex digits inside.
      expect(await page.locator("#fairness summary").textContent()).toBe(t.dealSealed(2));
      expect(await page.locator("#commitment code").textContent()).toMatch(/^[0-9a-f]{64}$/);
      expect(await page.locator("#commitment").isVisible()).toBe(false);
      // Hidden by the player: gone, and focus on the move to make.
      await page.locator("#dismiss").focus();
      await page.keyboard.press("Enter");
      await page.waitForSelector("#result", { state: "detached" });
      expect(await focused(page)).not.toBe("BODY");
      await page.context().close();
    });

  it("a seat opened in a second tab: the first says so plainly and stops, in Italian and in English", async () => {
    for (const lang of ["it", "en"] as const) {
      const { table, tokens } = await createTable(server.url, { seats: ["person", "easy", "easy", "easy"] });
      const first = await seatPage(lang, table, tokens[0] ?? null);
      const sent: string[] = [];
      first.on("websocket", (ws) => ws.on("framesent", (f) => sent.push(String(f.payload))));
      const second = await seatPage(lang, table, tokens[0] ?? null);
      await first.waitForSelector('#dead[data-status="replaced"]');
      expect(await first.textContent("#dead .text")).toBe(ONLINE_TEXTS[lang].replacedText);
      expect(await first.textContent("#connection")).toBe(ONLINE_TEXTS[lang].replaced);
      // No hand, no buttons to press: nothing is sent from the stopped page.
      expect(await first.locator("#hand, #actions").count()).toBe(0);
      await first.waitForTimeout(1_000);
      expect(sent.filter((f) => f.includes('"join"') || f.includes('"act"'))).toEqual([]);
      expect(await first.getAttribute("#dead", "data-status")).toBe("replaced");
      expect(await axeAll(first), `the replaced tab (${lang}): axe`).toEqual([]);
      // The second tab plays on; "Play here" takes the seat back, and the second tab says so in turn.
      expect(await second.locator("#connection").getAttribute("data-status")).toBe("open");
      await first.click("#play-here");
      await first.waitForSelector('main[data-seat="0"]');
      await first.waitForSelector('#connection[data-status="open"]');
      await second.waitForSelector('#dead[data-status="replaced"]');
      await first.context().close();
      await second.context().close();
    }
  });

  it("a hand emptied by a discard that took the pozzetto says the pozzetto is to play, in Italian and in English (R6.3)", async () => {
    // The page's own drawing (view.ts) bundled for the test, on a view of seat 0 whose hand is
    // empty but for an unplayed pozzetto of 11 cards.
    const root = fileURLToPath(new URL("../../", import.meta.url));
    const bundled = await build({
      stdin: {
        contents: `
          import { newHand, presets, viewFor } from "burraco";
          import { renderTable } from "./playground/src/online/view.ts";
          import { ONLINE_TEXTS } from "./playground/src/online/texts.ts";
          window.drawEmptied = (lang) => {
            const dealt = newHand({ ruleset: presets.classic, seed: 1 });
            const v = viewFor(dealt.value, 0);
            const view = {
              ...v,
              held: [],
              turn: 1,
              unplayedPozzettoCounts: v.unplayedPozzettoCounts.map((n, seat) => (seat === 0 ? 11 : n)),
              pozzettoTaken: v.pozzettoTaken.map((x, side) => (side === v.sides[0] ? true : x)),
            };
            const m = {
              lang, table: "t", seat: 0, seats: ["person", "easy", "easy", "easy"], players: ["person", "bot", "bot", "bot"],
              names: ["Sud", "Ovest", "Nord", "Est"], target: 2005, clockSeconds: null, status: "open", seq: 9,
              hand: { number: 1, commitment: "0".repeat(64) }, view, legal: [], match: null, moves: [], verdicts: [],
              selected: [], cursor: null, ended: null, history: [], message: null,
            };
            const parts = renderTable(m, ONLINE_TEXTS[lang]);
            document.body.replaceChildren(parts.main, parts.dock);
            return [document.querySelector("#hand-title").textContent, document.querySelector('#seats li[data-seat="0"]').textContent];
          };`,
        resolveDir: root,
        loader: "ts",
      },
      tsconfig: `${root}playground/tsconfig.json`,
      bundle: true,
      format: "iife",
      platform: "browser",
      write: false,
      logLevel: "silent",
    });
    const page = await (await browser.newContext()).newPage();
    await page.setContent("<!doctype html><html><body></body></html>");
    await page.addScriptTag({ content: bundled.outputFiles[0]?.text ?? "" });
    for (const lang of ["it", "en"] as const) {
      const [title, seat] = (await page.evaluate((l: string) => window.drawEmptied(l), lang)) as [string, string];
      expect(title).toBe(
        `${ONLINE_TEXTS[lang].yourHand} · ${ONLINE_TEXTS[lang].cards(0)} · ${ONLINE_TEXTS[lang].pozzettoToPlay}`,
      );
      expect(seat).toContain(TEXTS[lang].unplayedPozzetto);
    }
    await page.context().close();
  });
});
