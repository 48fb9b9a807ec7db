/**
 * One table for every screen (issue 36), measured in Chromium: on a phone held upright (390×844)
 * and on its side (844×390), both with touch, and in a 1280×800 window, in Italian and in
 * English. From the moment each of your turns starts, every meld row of the other sides, every
 * seat's card count (yours included) and the last three moves lie inside the window, outside the
 * dock, inside every box that scrolls them, and nothing else is drawn over their middle (bounding
 * boxes and `elementFromPoint`, not the eye), up to a turn where the other side has eight melds or
 * more; so do your hand's cards and the move's buttons in the dock. Choosing where to attach a wildcard that fits several melds shows every legal meld the
 * same way, with no scrolling by the test. The menu is a disclosure button: Escape closes it and
 * focus goes back to it. axe-core finds nothing on these screens. Screenshots go to test-output/.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Game, HUMAN } from "../../playground/src/game.js";
import { type StaticServer, serveStatic } from "../../scripts/staticServer.js";
import { chosenDiscard, firstSeed, wildcardChoice } from "../helpers/playgroundPlayer.js";
import { axeViolations, hasBrowser, launchBrowser, sayIfSkipped } from "./chromium.js";
import { TURN_START, unseen } from "./inView.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const site = join(root, "docs-site");
const outDir = join(root, "test-output");

// biome-ignore lint/suspicious/noExplicitAny: the page's DOM, untyped on the Node side
type Dom = any;
declare const window: Dom;
declare const document: Dom;

sayIfSkipped("the playground's table layout in Chromium");

/** The three screens: a phone upright and on its side (touch), and a window. */
const SCREENS = [
  { name: "390x844", width: 390, height: 844, touch: true },
  { name: "844x390", width: 844, height: 390, touch: true },
  { name: "1280x800", width: 1280, height: 800, touch: false },
] as const;

/** How many melds the sides other than yours have. */
function theirMelds(game: Game): number {
  const own = game.state.sides[HUMAN];
  return game.state.melds.reduce((n, list, side) => n + (side === own ? 0 : list.length), 0);
}

/**
 * A seed where, the test's player drawing and discarding (test/helpers/playgroundPlayer.ts), one
 * of your turns of the first hand starts with the other side showing `melds` melds or more: that
 * turn's number (0 for your first turn).
 */
function meldRich(prefix: string, melds: number): { seed: string; turn: number } {
  return firstSeed(prefix, `turn with ${melds} melds of the other side`, (game) =>
    game.state.phase === "draw" && theirMelds(game) >= melds ? {} : undefined,
  );
}

describe.runIf(hasBrowser)("the playground's table on every screen", () => {
  let server: StaticServer;
  let browser: Browser;

  beforeAll(async () => {
    expect(existsSync(join(site, "playground", "playground.js")), "run `npm run docs` first").toBe(true);
    server = await serveStatic(site);
    mkdirSync(outDir, { recursive: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(screen: (typeof SCREENS)[number], address: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      hasTouch: screen.touch,
      isMobile: screen.touch,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/playground/index.html${address}`);
    return page;
  }

  async function yourTurn(page: Page): Promise<void> {
    await page.waitForSelector('main[data-turn="0"][data-phase="draw"]', { timeout: 30_000 });
  }

  /** Draws and discards the test's player's card of that turn, by taps or clicks. */
  async function drawAndDiscard(page: Page, turn: number, touch: boolean): Promise<void> {
    const press = (sel: string) => (touch ? page.tap(sel) : page.click(sel));
    await press('[data-action="draw"]');
    await page.waitForSelector('main[data-phase="play"]');
    const legal = await page.$$eval('#hand .card[data-discard="legal"]', (els) =>
      els.map((el) => Number((el as Dom).dataset.card)),
    );
    const card = chosenDiscard(legal, turn);
    await press(`[data-card="${card}"]`);
    await press('[data-action="discard"]');
    await page.waitForFunction((id) => document.querySelector(`[data-card="${id}"]`) === null, card);
  }

  const deal = meldRich("table", 8);

  for (const screen of SCREENS)
    for (const lang of ["it", "en"] as const)
      it(`${screen.name} ${lang}: from each turn's start the others' melds, every card count and the last three moves are in view, up to ${deal.turn} turns in (8 melds or more of theirs); axe-clean`, async () => {
        const page = await open(screen, `?seed=${deal.seed}&preset=classic&players=4&lang=${lang}&pause=0`);
        let melds = 0;
        for (let turn = 0; turn <= deal.turn; turn++) {
          await yourTurn(page);
          const shown = await unseen(page, TURN_START);
          expect(shown.problems, `turn ${turn}`).toEqual([]);
          melds = shown.counts["#their-melds .meld"] ?? 0;
          if (turn < deal.turn) await drawAndDiscard(page, turn, screen.touch);
        }
        expect(melds, "the other side's melds on the table at the last turn").toBeGreaterThanOrEqual(8);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: join(outDir, `table-${screen.name}-${lang}.png`) });
        await page.context().close();
      });

  it("choosing where to attach a wildcard: every legal meld in view and clear of the dock on each screen, in both languages, with no scrolling by the reader; axe-clean", async () => {
    const choice = wildcardChoice("attach");
    for (const screen of SCREENS) {
      const page = await open(screen, `?seed=${choice.seed}&preset=classic&players=4&lang=en&pause=0`);
      for (let turn = 0; turn < choice.turn; turn++) {
        await yourTurn(page);
        await drawAndDiscard(page, turn, screen.touch);
      }
      await yourTurn(page);
      await (screen.touch ? page.tap('[data-action="draw"]') : page.click('[data-action="draw"]'));
      await page.waitForSelector('main[data-phase="play"]');
      // The table scrolled down before the choice: the page brings the melds back.
      await page.evaluate(() => document.querySelector("#scroller").scrollTo(0, 0));
      await (screen.touch ? page.tap(`[data-card="${choice.card}"]`) : page.click(`[data-card="${choice.card}"]`));
      await (screen.touch ? page.tap('[data-action="attach"]') : page.click('[data-action="attach"]'));
      await page.waitForSelector("#message.tip");
      expect(await page.locator(".meld.legal").count()).toBeGreaterThanOrEqual(2);
      const shown = await unseen(page, [{ sel: ".meld.legal", min: 2 }]);
      expect(shown.problems, `${screen.name} en`).toEqual([]);
      expect(await axeViolations(page), `${screen.name} en`).toEqual([]);
      await page.screenshot({ path: join(outDir, `table-attach-${screen.name}-en.png`) });
      // In Italian, through the menu: the choice stays, the melds stay in view.
      await page.click("#menu-button");
      await page.click('[data-key="lang-it"]');
      await page.keyboard.press("Escape");
      await page.waitForSelector('html[lang="it"]');
      expect((await unseen(page, [{ sel: ".meld.legal", min: 2 }])).problems, `${screen.name} it`).toEqual([]);
      expect(await axeViolations(page), `${screen.name} it`).toEqual([]);
      await page.screenshot({ path: join(outDir, `table-attach-${screen.name}-it.png`) });
      await page.context().close();
    }
  });

  it("the menu is a disclosure: its button says whether it is open, Escape closes it and focus goes back to the button; axe-clean open", async () => {
    const page = await open(SCREENS[0], "?seed=table-menu&preset=classic&players=4&lang=en&pause=0");
    await yourTurn(page);
    const button = page.locator("#menu-button");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await page.locator("#menu").isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    expect(await page.locator("#new-match").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(outDir, "table-menu-390x844-en.png") });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await page.locator("#menu").isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("menu-button");
    await page.context().close();
  });
});
