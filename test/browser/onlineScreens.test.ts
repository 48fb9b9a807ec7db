/**
 * Issue 36, the online table on every screen: a phone held upright (390×844) and on its side
 * (844×390), both with touch, and a wide window (1280×800), each in Italian and in English. One
 * person (seat 0) plays against three easy bots by taps or clicks; at the start of each of its
 * turns every meld row of the other side, every seat's card count, the last three moves and the
 * dock's hand and buttons lie whole inside the window, outside the dock (the dock's own parts
 * inside it), inside every box that scrolls them and uncovered, measured by their boxes
 * (inView.ts). When a card chosen in the play phase fits melds of your side (an attach choice),
 * every meld marked legal is measured the same way. axe-core (every rule) finds nothing on the
 * table, with the header's menu open, in the lobby and for a spectator.
 */
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONLINE_TEXTS } from "../../playground/src/online/texts.js";
import { TEXTS } from "../../playground/src/texts.js";
import { createTable } from "../../server/bench/client.js";
import type { Spawned } from "../../server/bench/spawn.js";
import { axeAll, hasBrowser, launchBrowser, sayIfSkipped } from "./chromium.js";
import { unseen, type Wanted } from "./inView.js";
import { startSiteServer } from "./siteServer.js";

// biome-ignore lint/suspicious/noExplicitAny: the page's DOM, untyped on the Node side
type Dom = any;
declare const document: Dom;
declare const window: Dom;

sayIfSkipped("the online table on every screen, in Chromium");

const outDir = fileURLToPath(new URL("../../test-output", import.meta.url));

const SCREENS = [
  { name: "phone", width: 390, height: 844, touch: true },
  { name: "side", width: 844, height: 390, touch: true },
  { name: "wide", width: 1280, height: 800, touch: false },
] as const;
type Screen = (typeof SCREENS)[number];

/** The turns played in each language on each screen. */
const TURNS = 5;

/** What a turn's start shows (inView.ts's TURN_START, with your own seat's count in the seats). */
const turnStart = (first: boolean): Wanted[] => [
  { sel: "#their-melds .meld", min: 0 },
  { sel: "#seats .seat .count", min: 4 },
  { sel: "#moves li", last: 3, min: first ? 0 : 3 },
  { sel: "#hand-title", min: 1 },
  { sel: "#hand .cards", min: 1 },
  { sel: "#actions button", min: 2 },
];

let server: Spawned;
let browser: Browser;
/** The attach choices measured, over every screen. */
let attachChoices = 0;

beforeAll(async () => {
  if (!hasBrowser) return;
  server = await startSiteServer("online-screens", ["--bot-delay", "40"]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.kill("SIGTERM");
});

async function open(screen: Screen, path: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    hasTouch: screen.touch,
    isMobile: screen.touch,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/playground/${path}`);
  return page;
}

/** A tap on a touch screen, a click elsewhere. */
const press = (page: Page, screen: Screen, sel: string): Promise<void> =>
  screen.touch ? page.tap(sel) : page.click(sel);

const seqOf = async (page: Page): Promise<number> => Number(await page.getAttribute("main", "data-seq"));

/**
 * In the play phase, each card of your hand chosen alone in turn: where it fits melds of your side,
 * every legal meld is measured; the card is then let go. Returns how many choices were measured.
 */
async function attachChoicesOf(page: Page, screen: Screen, what: string): Promise<number> {
  if ((await page.locator("#our-melds button.meld").count()) === 0) return 0;
  let measured = 0;
  const cards = await page.$$eval("#hand .card", (els: Dom[]) => els.map((el) => Number(el.dataset.card)));
  for (const card of cards) {
    const sel = `#hand [data-card="${card}"]`;
    await press(page, screen, sel);
    await page.waitForSelector(`${sel}[aria-pressed="true"]`);
    const legal = await page.locator(".meld.legal").count();
    if (legal > 0) {
      const shown = await unseen(page, [{ sel: ".meld.legal", min: legal }]);
      expect(shown.problems, `${what}: the melds card ${card} fits`).toEqual([]);
      if (measured === 0) await page.screenshot({ path: `${outDir}/online-attach-${screen.name}.png` });
      measured++;
    }
    await press(page, screen, sel);
    await page.waitForSelector(`${sel}[aria-pressed="false"]`);
  }
  return measured;
}

/** One turn of seat 0 from its start: measured, then a draw and a legal discard. */
async function turn(page: Page, screen: Screen, what: string, first: boolean): Promise<void> {
  // The last hand's summary stays until hidden; hidden here, as a player goes on.
  if ((await page.locator("#dismiss").count()) > 0) {
    await press(page, screen, "#dismiss");
    await page.waitForSelector("#result", { state: "detached" });
  }
  const shown = await unseen(page, turnStart(first));
  expect(shown.problems, `${what}: the turn's start`).toEqual([]);
  const seq = await seqOf(page);
  await press(page, screen, '[data-action="draw"]');
  await page.waitForFunction(
    (n: number) =>
      Number(document.querySelector("main").dataset.seq) > n && document.querySelector("main").dataset.phase !== "draw",
    seq,
  );
  attachChoices += await attachChoicesOf(page, screen, what);
  const legal = await page.$$eval('#hand .card[data-discard="legal"]', (els: Dom[]) =>
    els.map((el) => Number(el.dataset.card)),
  );
  const card = legal.at(-1);
  expect(card, `${what}: a legal discard`).toBeDefined();
  await press(page, screen, `#hand [data-card="${card}"]`);
  const before = await seqOf(page);
  await press(page, screen, '[data-action="discard"]');
  await page.waitForFunction((n: number) => Number(document.querySelector("main").dataset.seq) > n, before);
}

describe.runIf(hasBrowser)("the online table on every screen, in Chromium", () => {
  for (const screen of SCREENS)
    it(`${screen.name} (${screen.width}×${screen.height}${screen.touch ? ", touch" : ""}), Italian and English: each turn's start in view above the dock, every legal meld of an attach choice uncovered, axe finds nothing (lobby and spectator too)`, async () => {
      const { table, tokens } = await createTable(server.url, { seats: ["person", "easy", "easy", "easy"] });
      let played = 0;
      for (const lang of ["it", "en"] as const) {
        const what = `${screen.name} ${lang}`;
        // The lobby, in the reader's language, with its menu closed and open.
        const lobby = await open(screen, `online.html?lang=${lang}`);
        await lobby.waitForSelector("#lobby");
        expect(await axeAll(lobby), `${what}: the lobby`).toEqual([]);
        await lobby.context().close();

        const page = await open(screen, `online.html?lang=${lang}#t=${table}&k=${tokens[0]}`);
        await page.waitForSelector('main[data-seat="0"]');
        expect(await page.textContent("#menu-button")).toContain(TEXTS[lang].menu);
        for (let i = 0; i < TURNS; i++) {
          await page.waitForSelector('main[data-turn="0"][data-phase="draw"]', { timeout: 60_000 });
          if (i === 0) {
            expect(await axeAll(page), `${what}: the table`).toEqual([]);
            // The header's menu: the languages and the link to play alone, then closed by Escape.
            await press(page, screen, "#menu-button");
            expect(await page.isVisible("#playground-link")).toBe(true);
            expect(await page.textContent("#playground-link")).toBe(ONLINE_TEXTS[lang].playground);
            expect(await axeAll(page), `${what}: the menu open`).toEqual([]);
            await page.keyboard.press("Escape");
            expect(await page.isVisible("#menu")).toBe(false);
            expect(await page.evaluate(() => document.activeElement?.id)).toBe("menu-button");
            await page.screenshot({ path: `${outDir}/online-${screen.name}-${lang}.png` });
          }
          await turn(page, screen, `${what}, turn ${i}`, played === 0);
          played++;
        }
        await page.context().close();

        // A spectator sees the same table: every seat's count and the last moves, above its dock.
        const watcher = await open(screen, `online.html?lang=${lang}#t=${table}`);
        await watcher.waitForSelector('main[data-seat="spectator"]');
        const shown = await unseen(watcher, [
          { sel: "#their-melds .meld", min: 0 },
          { sel: "#seats .seat .count", min: 4 },
          { sel: "#moves li", last: 3, min: 3 },
        ]);
        expect(shown.problems, `${what}: the spectator`).toEqual([]);
        expect(await axeAll(watcher), `${what}: the spectator`).toEqual([]);
        await watcher.context().close();
      }
      expect(played).toBe(2 * TURNS);
    });

  it("an attach choice was measured on some screen", () => {
    expect(attachChoices).toBeGreaterThan(0);
    console.log(`online table: ${attachChoices} attach choices measured`);
  });
});
