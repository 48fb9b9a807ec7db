/**
 * The playground in a real browser (Chromium through playwright-core): a whole match of two hands
 * played by keyboard only on a phone (390×844, Italian) and by mouse on a desktop (1280×800,
 * English), with focus checked after every action, the key presses of each simple turn counted,
 * axe-core's WCAG 2.1 AA rules run at the start, in the middle and at the end of a hand in both
 * layouts and both languages (the other language opened from the saved game, which also checks
 * that a reload goes on where you were), no horizontal scroll, 44 px targets, the hand and the
 * action bar in the window; the final totals checked against the same match played in Node.
 * Screenshots go to test-output/. Needs the built site (`npm run docs`). Without Chromium the tests
 * are skipped, saying so, unless BURRACO_REQUIRE_BROWSER=1 (set by .ci/run), which makes a missing
 * browser a failure.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Game, matchOf, startGame } from "../../playground/src/game.js";
import { readSettings } from "../../playground/src/settings.js";
import { type StaticServer, serveStatic } from "../../scripts/staticServer.js";
import { chosenDiscard, playMatch } from "../helpers/playgroundPlayer.js";
import { browserPath, hasBrowser, launchChromium, required, sayIfSkipped } from "./chromium.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const site = join(root, "docs-site");
const outDir = join(root, "test-output");
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const MAX_KEYS_PER_TURN = 15;

// The functions given to page.evaluate run in the page; Node's tsconfig has no DOM types, so the
// page's globals are declared loosely here (module scope only).
// biome-ignore lint/suspicious/noExplicitAny: the page's DOM, untyped on the Node side
type Dom = any;
declare const window: Dom;
declare const document: Dom;

sayIfSkipped("the playground in Chromium");

describe("browser prerequisites", () => {
  it.runIf(required)("a Chromium binary is installed (BURRACO_REQUIRE_BROWSER=1)", () => {
    expect(hasBrowser, `no Chromium at ${browserPath}: apt-get install -y chromium`).toBe(true);
  });
  it.runIf(hasBrowser)("the docs site with the playground is built (npm run docs)", () => {
    expect(existsSync(join(site, "playground", "playground.js")), "run `npm run docs` first").toBe(true);
  });
});

/**
 * A seed and a target whose match, played by the test's player (test/helpers/playgroundPlayer.ts),
 * ends after exactly two hands: found by playing candidate matches in Node, so that the test does
 * not depend on the cards any seed deals. Returns the totals the page must end with.
 */
function twoHandMatch(prefix: string, lang: "it" | "en"): { seed: string; target: number; totals: number[] } {
  for (let i = 0; i < 40; i++) {
    const seed = `${prefix}-${i}`;
    const address = `?seed=${seed}&preset=classic&players=4&lang=${lang}&pause=0`;
    const free = playMatch(startGame(readSettings(`${address}&target=100000`)).value as Game, 2);
    const [one, two] = free.map((g) => matchOf(g).totals);
    if (one === undefined || two === undefined) continue;
    const target = Math.max(5, 5 * Math.ceil((Math.max(...one) + 1) / 5));
    const played = playMatch(startGame(readSettings(`${address}&target=${target}`)).value as Game, 3);
    const last = played.at(-1);
    if (played.length === 2 && last !== undefined && matchOf(last).over)
      return { seed, target, totals: [...matchOf(last).totals] };
  }
  throw new Error(`no two-hand match among the seeds ${prefix}-0…39`);
}

describe.runIf(hasBrowser)("the playground in Chromium", () => {
  let server: StaticServer;
  let context: BrowserContext;
  let profile: string;
  const problems: string[] = [];

  beforeAll(async () => {
    server = await serveStatic(site);
    profile = mkdtempSync(join(tmpdir(), "burraco-chromium-"));
    mkdirSync(outDir, { recursive: true });
    context = await launchChromium(profile);
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
    if (profile !== undefined) rmSync(profile, { recursive: true, force: true });
  });

  async function open(address: string, width: number, height: number): Promise<Page> {
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console error: ${m.text()} (${m.location().url})`);
    });
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ""}`));
    page.on("response", (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    });
    await page.goto(`${server.url}/playground/index.html${address}`);
    return page;
  }

  /** Waits until it is your move or the hand is over; returns the phase. */
  async function yourMoveOrEnd(page: Page): Promise<string> {
    await page.waitForSelector('main[data-phase="ended"], main[data-turn="0"]:not([data-phase="ended"])', {
      timeout: 30_000,
    });
    return (await page.getAttribute("main", "data-phase")) ?? "";
  }

  async function focused(page: Page): Promise<string> {
    return page.evaluate(() => {
      const el = document.activeElement as Dom;
      return `${el?.dataset.key ?? el?.tagName ?? ""}${el?.closest("#hand") === null ? "" : " in-hand"}`;
    });
  }

  /** axe-core's WCAG 2.1 A and AA rules on the page: the violations, by rule and element. */
  async function axe(page: Page): Promise<string[]> {
    if ((await page.evaluate(() => "axe" in window)) === false) await page.addScriptTag({ path: axePath });
    return page.evaluate(async () => {
      const run = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResult> } }).axe.run;
      type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
      const r = await run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
      return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
    });
  }

  /** What a person sees: no sideways scroll, 44 px targets, the hand and the buttons in the window. */
  async function layout(page: Page): Promise<{ scroll: number; small: string[]; hidden: string[] }> {
    return page.evaluate(() => {
      const view = { w: window.innerWidth, h: window.innerHeight };
      const small = [...document.querySelectorAll("button, select, input, summary, a")]
        .filter((el: Dom) => el.offsetParent !== null)
        .filter((el: Dom) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.width < 44 || r.height < 44);
        })
        .map((el: Dom) => String(el.dataset.key ?? el.id ?? el.tagName));
      const hidden = ["#hand .cards", "#actions", "#next-hand"]
        .map((sel) => [sel, document.querySelector(sel)?.getBoundingClientRect()] as const)
        .filter(([, r]) => r !== undefined && r !== null && (r.top < 0 || r.bottom > view.h || r.height === 0))
        .map(([sel]) => sel);
      return { scroll: document.documentElement.scrollWidth - view.w, small, hidden };
    });
  }

  /** The checks of one moment: layout, axe here, and axe in the other language on the saved game. */
  async function checkpoint(page: Page, name: string, address: string, other: "it" | "en"): Promise<void> {
    const size = page.viewportSize() ?? { width: 0, height: 0 };
    const shown = await layout(page);
    expect(shown.scroll, `${name}: horizontal scroll`).toBeLessThanOrEqual(0);
    expect(shown.small, `${name}: targets under 44 px`).toEqual([]);
    expect(shown.hidden, `${name}: out of the window`).toEqual([]);
    expect(await axe(page), `${name}: axe`).toEqual([]);
    await page.screenshot({ path: join(outDir, `playground-${size.width}-${name}.png`) });
    // The same game in the other language, from the save: a reload goes on where you were.
    const again = await open(address.replace(/lang=\w+/, `lang=${other}`), size.width, size.height);
    await again.waitForSelector(
      `html[lang="${other}"] main[data-hand="${await page.getAttribute("main", "data-hand")}"]`,
    );
    expect(await again.getAttribute("main", "data-phase")).toBe(await page.getAttribute("main", "data-phase"));
    const cards = (p: Page): Promise<string[]> =>
      p.$$eval("#hand [data-card], #all-hands .card", (els) => els.map((el) => String((el as Dom).dataset.id)));
    expect(await cards(again)).toEqual(await cards(page));
    expect(await axe(again), `${name} (${other}): axe`).toEqual([]);
    await again.screenshot({ path: join(outDir, `playground-${size.width}-${name}-${other}.png`) });
    await again.close();
  }

  it("plays a whole match of two hands by keyboard only at 390×844 (Italian): focus after each action, ≤ 15 keys a turn", async () => {
    const match = twoHandMatch("kbd", "it");
    const address = `?seed=${match.seed}&preset=classic&players=4&lang=it&pause=0&target=${match.target}`;
    const page = await open(address, 390, 844);
    const keys: number[] = [];
    for (let hand = 1; hand <= 2; hand++) {
      let turn = 0;
      for (let phase = await yourMoveOrEnd(page); phase !== "ended"; phase = await yourMoveOrEnd(page)) {
        expect(phase, "this player never melds, so never takes the pozzetto").toBe("draw");
        // Your turn begins with focus on Draw.
        expect(await focused(page)).toBe("draw");
        if (hand === 1 && turn === 0) await checkpoint(page, "start", address, "en");
        // The bots' moves since your last turn are listed, and the live region says it is your turn.
        expect(await page.locator("#moves li").count()).toBeGreaterThanOrEqual(3);
        await expect(page.textContent("#live")).resolves.toContain("Tocca a te");
        let presses = 0;
        const press = async (key: string): Promise<void> => {
          presses++;
          await page.keyboard.press(key);
        };
        await press("Enter");
        await page.waitForSelector('main[data-phase="play"]');
        expect(await focused(page), "after drawing: the drawn card").toMatch(/^card-\d+ in-hand$/);
        const legal = await page.$$eval('#hand .card[data-discard="legal"]', (els) =>
          els.map((el) => Number((el as Dom).dataset.card)),
        );
        const cards = await page.$$eval("#hand .card", (els) => els.map((el) => Number((el as Dom).dataset.card)));
        const wanted = chosenDiscard(legal, turn);
        expect(wanted, "a legal discard").toBeDefined();
        // To the named card: Home or End when nearer, then the arrows.
        const from = cards.indexOf(Number((await focused(page)).match(/\d+/)?.[0]));
        const to = cards.indexOf(wanted as number);
        const direct = Math.abs(to - from);
        if (to + 1 < direct || cards.length - to < direct) {
          const home = to + 1 <= cards.length - to;
          await press(home ? "Home" : "End");
          for (let i = 0; i < (home ? to : cards.length - 1 - to); i++) await press(home ? "ArrowRight" : "ArrowLeft");
        } else {
          for (let i = 0; i < direct; i++) await press(to > from ? "ArrowRight" : "ArrowLeft");
        }
        expect(await focused(page)).toBe(`card-${wanted} in-hand`);
        await press("Space");
        expect(await focused(page), "selecting keeps focus on the card").toBe(`card-${wanted} in-hand`);
        expect(await page.getAttribute(`[data-card="${wanted}"]`, "aria-pressed")).toBe("true");
        if (hand === 1 && turn === 2) await checkpoint(page, "mid-hand", address, "en");
        for (let i = 0; i < 6 && (await focused(page)) !== "discard"; i++) await press("Tab");
        expect(await focused(page)).toBe("discard");
        await press("Enter");
        keys.push(presses);
        expect(presses, `turn ${turn} of hand ${hand}`).toBeLessThanOrEqual(MAX_KEYS_PER_TURN);
        await page.waitForFunction((id) => document.querySelector(`[data-card="${id}"]`) === null, wanted);
        turn++;
      }
      // The hand is over: the score sheet in view, every hand shown, focus on the next step.
      await page.waitForSelector("#next-hand");
      expect(await focused(page)).toBe("next");
      expect(await page.locator("#all-hands li").count()).toBe(4);
      await expect(page.textContent("#score-sheet")).resolves.toContain("totale (R9.7)");
      if (hand === 1) {
        await checkpoint(page, "end-of-hand", address, "en");
        await expect(page.textContent("#next-hand")).resolves.toBe("Mano successiva");
        await page.keyboard.press("Enter");
        await page.waitForSelector('main[data-hand="2"]:not([data-phase="ended"])');
      } else {
        await expect(page.textContent("#match-verdict")).resolves.toContain("Partita finita");
        await expect(page.textContent("#next-hand")).resolves.toBe("Nuova partita");
        await checkpoint(page, "match-over", address, "en");
      }
    }
    const totals = await page.$$eval("#match-line [data-total]", (els) => els.map((el) => Number(el.textContent)));
    expect(totals).toEqual(match.totals);
    console.log(
      `keyboard: key presses per simple turn ${Math.min(...keys)}–${Math.max(...keys)} (${keys.length} turns)`,
    );
    await page.close();
  });

  it("plays a whole match of two hands by mouse at 1280×800 (English), drawing by clicking the stock", async () => {
    const match = twoHandMatch("mouse", "en");
    const address = `?seed=${match.seed}&preset=classic&players=4&lang=en&pause=0&target=${match.target}`;
    const page = await open(address, 1280, 800);
    for (let hand = 1; hand <= 2; hand++) {
      let turn = 0;
      for (let phase = await yourMoveOrEnd(page); phase !== "ended"; phase = await yourMoveOrEnd(page)) {
        expect(phase).toBe("draw");
        if (hand === 1 && turn === 0) await checkpoint(page, "start", address, "it");
        await page.click("#stock");
        await page.waitForSelector('main[data-phase="play"]');
        expect(await focused(page), "after drawing: the drawn card").toMatch(/^card-\d+ in-hand$/);
        const legal = await page.$$eval('#hand .card[data-discard="legal"]', (els) =>
          els.map((el) => Number((el as Dom).dataset.card)),
        );
        const wanted = chosenDiscard(legal, turn);
        await page.click(`[data-card="${wanted}"]`);
        expect(await focused(page)).toBe(`card-${wanted} in-hand`);
        if (hand === 1 && turn === 2) {
          await expect(page.textContent("#possible")).resolves.toContain("discard");
          await checkpoint(page, "mid-hand", address, "it");
        }
        await page.click('[data-action="discard"]');
        await page.waitForFunction((id) => document.querySelector(`[data-card="${id}"]`) === null, wanted);
        turn++;
      }
      await page.waitForSelector("#next-hand");
      expect(await focused(page)).toBe("next");
      await expect(page.textContent("#score-sheet")).resolves.toContain("total (R9.7)");
      if (hand === 1) {
        await checkpoint(page, "end-of-hand", address, "it");
        await page.click("#next-hand");
        await page.waitForSelector('main[data-hand="2"]:not([data-phase="ended"])');
      } else {
        await expect(page.textContent("#match-verdict")).resolves.toContain("Match over");
        await checkpoint(page, "match-over", address, "it");
      }
    }
    const totals = await page.$$eval("#match-line [data-total]", (els) => els.map((el) => Number(el.textContent)));
    expect(totals).toEqual(match.totals);
    await page.close();
  });

  it("R3.1: a refusal in words, its rule in a details line; New deal draws a new seed kept in the address", async () => {
    const page = await open("?seed=browser-1&preset=classic&players=2&lang=it&pause=0", 390, 844);
    expect(await yourMoveOrEnd(page)).toBe("draw");
    // One of your melds selected cards cannot attach to: the engine refuses, in Italian.
    await page.click('[data-action="draw"]');
    await page.waitForSelector('main[data-phase="play"]');
    await page.click("#hand .card >> nth=0");
    await page.click("#hand .card >> nth=1");
    await page.click("#hand .card >> nth=2");
    const canMeld = (await page.getAttribute('[data-action="meld"]', "class"))?.includes("legal") === true;
    if (!canMeld) {
      await page.click('[data-action="meld"]');
      await page.waitForSelector("#message.refusal");
      const text = (await page.textContent("#message .text")) ?? "";
      expect(text).not.toMatch(/\(R\d/);
      await expect(page.textContent("#message .details")).resolves.toMatch(/^Regola R\d+\.\d+ · meld\//);
      await expect(page.textContent("#live")).resolves.toBe(text);
      await page.screenshot({ path: join(outDir, "playground-390-refusal.png") });
    }
    const before = new URL(page.url()).searchParams.get("seed");
    await page.click("#new-deal");
    await page.waitForSelector("main");
    const after = new URL(page.url()).searchParams.get("seed");
    expect(after).not.toBe(before);
    expect(after).toMatch(/^\d+$/);
    await expect(page.inputValue("#seed")).resolves.toBe(after);
    expect(await focused(page)).toBe("new-deal");
    await page.close();
  });

  it("saves in the library's formats; a tampered or old save gives a clear message and a new match, not a crash", async () => {
    const address = "?seed=browser-save&preset=classic&players=2&lang=en&pause=0";
    const page = await open(address, 1280, 800);
    await yourMoveOrEnd(page);
    await page.click("#stock");
    await page.waitForSelector('main[data-phase="play"]');
    const saved = JSON.parse(await page.evaluate(() => window.localStorage.getItem("burraco-playground")));
    expect([saved.format, saved.version]).toEqual(["burraco/playground", 2]);
    expect(JSON.parse(saved.match).format).toBe("burraco/match");
    expect(JSON.parse(saved.hand).format).toBe("burraco/state");
    const held = (p: Page): Promise<string[]> =>
      p.$$eval("#hand [data-card]", (els) => els.map((el) => String((el as Dom).dataset.card)));
    const before = await held(page);
    /**
     * Opens the address again with `text` as the save: the message shown and its code, and the
     * phase (the bots wait 5 s, so that the live region still holds what the page said).
     */
    const reloadWith = async (text: string): Promise<[string, string, string]> => {
      await page.evaluate((t) => window.localStorage.setItem("burraco-playground", t), text);
      await page.goto(`${server.url}/playground/index.html${address.replace("pause=0", "pause=5000")}`);
      await page.waitForSelector("main");
      return page.evaluate(() => [
        document.querySelector("#message .text")?.textContent ?? "",
        document.querySelector("#message")?.dataset.code ?? "",
        document.querySelector("main")?.dataset.phase ?? "",
      ]);
    };
    // The save as it was: the game goes on, after your draw.
    expect(await reloadWith(JSON.stringify(saved))).toEqual(["", "", "play"]);
    expect(await held(page)).toEqual(before);
    // Inflated totals: the match does not add up.
    const match = JSON.parse(saved.match);
    const rich = JSON.stringify({ ...match, match: { ...match.match, totals: [1000, 0] } });
    const [text, code, phase] = await reloadWith(JSON.stringify({ ...saved, match: rich }));
    expect(text).toBe("The saved game is damaged or was edited and cannot go on: a new match starts.");
    expect(code).toBe("match/invalid");
    expect(phase).not.toBe("ended");
    await expect(page.textContent("#live")).resolves.toBe(text);
    await expect(page.textContent("#match-line [data-total]")).resolves.toBe("0");
    await page.screenshot({ path: join(outDir, "playground-1280-bad-save.png") });
    // The new match replaced the bad save.
    const fresh = JSON.parse(await page.evaluate(() => window.localStorage.getItem("burraco-playground")));
    expect(JSON.parse(fresh.match).match.totals).toEqual([0, 0]);
    // The page's first save format (the hands' action logs) and a hand that is not JSON.
    const old = await reloadWith(JSON.stringify({ address: saved.address, hands: [], log: saved.log }));
    expect(old.slice(0, 2)).toEqual([
      "The saved game is from an older version of the playground: a new match starts.",
      "save/old",
    ]);
    const broken = await reloadWith(JSON.stringify({ ...saved, hand: "{" }));
    expect(broken[1]).toBe("state/invalid");
    await page.close();
    // The save readers' chunk does not load (offline): said as such, and a new match (a page
    // without the problem listeners: the failed request is the point here).
    const offline = await context.newPage();
    await offline.route("**/chunk-restore.js", (route) => route.abort());
    await offline.goto(`${server.url}/playground/index.html${address.replace("pause=0", "pause=5000")}`);
    await offline.waitForSelector("main");
    await expect(offline.getAttribute("#message", "data-code")).resolves.toBe("save/unread");
    await expect(offline.textContent("#message .text")).resolves.toContain("did not load");
    await offline.close();
  });

  it("Hint loads the planner on first use and suggests a move in words, by keyboard, axe-clean", async () => {
    const page = await open("?seed=browser-hint&preset=classic&players=4&lang=en&pause=0", 390, 844);
    expect(await yourMoveOrEnd(page)).toBe("draw");
    const scripts = (): Promise<string[]> =>
      page.$$eval("script[src]", (els) => els.map((e) => e.getAttribute("src") ?? ""));
    expect(await scripts()).not.toContain("chunk-hint.js");
    await page.focus('[data-action="hint"]');
    await page.keyboard.press("Enter");
    await page.waitForSelector("#message.tip");
    const text = (await page.textContent("#message .text")) ?? "";
    expect(text).toMatch(/^Hint: (Draw|Pick up the pile) \(estimated margin [+−]\d+ ± \d+ points\)/);
    await expect(page.textContent("#live")).resolves.toBe(text);
    expect(await scripts()).toContain("chunk-hint.js");
    expect(await focused(page)).toBe("hint");
    expect(await axe(page), "hint: axe").toEqual([]);
    await page.screenshot({ path: join(outDir, "playground-390-hint.png") });
    // After the draw, the hint is a play of the turn (a meld, an attach, a discard or a close).
    await page.click('[data-action="draw"]');
    await page.waitForSelector('main[data-phase="play"]');
    await page.click('[data-action="hint"]');
    await page.waitForFunction(() =>
      /^Hint: (Meld|Attach|Discard|Close)/.test(document.querySelector("#message .text")?.textContent ?? ""),
    );
    await page.close();
  });

  it("a two-player table under a top-only ruleset shows only the top of the pile (§12)", async () => {
    const page = await open("?seed=browser-3&preset=closed&players=2&lang=en&pause=0", 1280, 800);
    await yourMoveOrEnd(page);
    await expect(page.locator("#seats .seat").count()).resolves.toBe(1);
    await expect(page.locator("#discard-pile .card").count()).resolves.toBe(1);
    await expect(page.textContent("#discard-pile")).resolves.toContain("only the top card shows");
    await page.close();
  });

  it("the docs site links to the playground and back", async () => {
    const page = await open("", 1280, 800);
    await page.goto(`${server.url}/documents/Playground.html`);
    await page.click('a[href$="playground/index.html"]:has-text("Open the playground")');
    await page.waitForSelector("#hand");
    expect(page.url()).toContain("/playground/index.html");
    await page.click("#docs-link");
    await page.waitForSelector("text=Quick start");
    await page.close();
  });

  it("no console error, page error or failed request in any of it", () => {
    expect(problems).toEqual([]);
  });
});
