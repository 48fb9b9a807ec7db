/**
 * The playground in a real browser (Chromium through playwright-core): a complete seeded hand played
 * by clicking, its score sheet checked against `scoreHand` of the same action log replayed in Node,
 * an illegal click answered with its rule id, the language switch, and a clean console and network.
 * Needs the built site (`npm run docs`). Without Chromium the tests are skipped, saying so, unless
 * BURRACO_REQUIRE_BROWSER=1 (set by .ci/run), which makes a missing browser a failure.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Action, defineRuleset, type PresetName, replay, scoreHand, scoreLines } from "burraco";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaticServer, serveStatic } from "../../scripts/staticServer.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const site = join(root, "docs-site");
const outDir = join(root, "test-output");
const browserPath = process.env.BURRACO_CHROMIUM ?? "/usr/bin/chromium";
const hasBrowser = existsSync(browserPath);
const required = process.env.BURRACO_REQUIRE_BROWSER === "1";

if (!hasBrowser && !required) {
  console.warn(
    `\n[browser tests] SKIPPED: no Chromium at ${browserPath}.\n` +
      "  Install one (Debian/Ubuntu: sudo apt-get install -y chromium) or point BURRACO_CHROMIUM at a Chromium binary.\n" +
      "  CI sets BURRACO_REQUIRE_BROWSER=1, which turns this skip into a failure.\n",
  );
}

describe("browser prerequisites", () => {
  it.runIf(required)("a Chromium binary is installed (BURRACO_REQUIRE_BROWSER=1)", () => {
    expect(hasBrowser, `no Chromium at ${browserPath}: apt-get install -y chromium`).toBe(true);
  });
  it.runIf(hasBrowser)("the docs site with the playground is built (npm run docs)", () => {
    expect(existsSync(join(site, "playground", "playground.js")), "run `npm run docs` first").toBe(true);
  });
});

interface HandLog {
  readonly preset: PresetName;
  readonly players: 2 | 3 | 4;
  readonly seed: number | string;
  readonly dealer: number;
  readonly actions: readonly Action[];
}

describe.runIf(hasBrowser)("the playground in Chromium", () => {
  let server: StaticServer;
  let context: BrowserContext;
  let page: Page;
  let profile: string;
  const problems: string[] = [];

  beforeAll(async () => {
    server = await serveStatic(site);
    profile = mkdtempSync(join(tmpdir(), "burraco-chromium-"));
    // Playwright passes --headless and --user-data-dir itself (headless: true, the profile folder).
    context = await chromium.launchPersistentContext(profile, {
      executablePath: browserPath,
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console error: ${m.text()} (${m.location().url})`);
    });
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ""}`));
    page.on("response", (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    });
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
    if (profile !== undefined) rmSync(profile, { recursive: true, force: true });
  });

  /** Waits until it is seat 0's move or the hand is over; returns the phase. */
  async function yourMoveOrEnd(): Promise<string> {
    await page.waitForSelector('main[data-phase="ended"], main[data-turn="0"]:not([data-phase="ended"])', {
      timeout: 30_000,
    });
    return (await page.getAttribute("main", "data-phase")) ?? "";
  }

  it("R3.1: refuses an illegal click in words with its rule id, and switches language", async () => {
    await page.goto(`${server.url}/playground/index.html?seed=browser-1&preset=classic&players=4&lang=it&pause=0`);
    expect(await yourMoveOrEnd()).toBe("draw");
    await expect(page.textContent("#status")).resolves.toContain("Tocca a te");
    await expect(page.textContent('[data-action="draw"]')).resolves.toBe("Pesca");
    // Discarding before drawing: the engine refuses it under R3.1, in Italian.
    await page.click("#hand .card >> nth=0");
    await page.click('[data-action="discard"]');
    await expect(page.getAttribute("#message", "data-rule")).resolves.toBe("R3.1");
    const italian = (await page.textContent("#message")) ?? "";
    expect(italian).toContain("(R3.1)");
    expect(italian).toContain("prima si pesca");
    mkdirSync(outDir, { recursive: true });
    await page.screenshot({ path: join(outDir, "playground-refusal.png"), fullPage: true });
    // English: the same refusal is not re-worded (the message clears), but every label changes.
    await page.click('[data-lang="en"]');
    await expect(page.textContent('[data-action="draw"]')).resolves.toBe("Draw");
    await expect(page.textContent("#status")).resolves.toContain("Your turn");
    expect(page.url()).toContain("lang=en");
    await page.click('[data-action="discard"]');
    await expect(page.textContent("#message")).resolves.toContain("(R3.1)");
    await expect(page.textContent("#message")).resolves.toContain("first draw");
  });

  it("plays a complete seeded hand by clicking; the score sheet is scoreHand of the replayed log", async () => {
    await page.goto(`${server.url}/playground/index.html?seed=browser-2&preset=classic&players=4&lang=en&pause=0`);
    let moves = 0;
    for (let phase = await yourMoveOrEnd(); phase !== "ended"; phase = await yourMoveOrEnd()) {
      expect(moves++, "the hand should end within 400 of your moves").toBeLessThan(400);
      if (phase === "draw") {
        const canDraw = (await page.getAttribute('[data-action="draw"]', "class"))?.includes("legal") === true;
        await page.click(canDraw ? '[data-action="draw"]' : '[data-action="pickUp"]');
      } else if (phase === "pozzetto") {
        await page.click('[data-action="takePozzetto"]');
      } else {
        const discard = page.locator('#hand .card[data-discard="legal"]');
        const close = page.locator('#hand .card[data-close="legal"]');
        if ((await close.count()) > 0) {
          await close.first().click();
          await page.click('[data-action="close"]');
        } else {
          expect(await discard.count(), "a legal discard is offered").toBeGreaterThan(0);
          await discard.first().click();
          await page.click('[data-action="discard"]');
        }
      }
      await expect(page.getAttribute("#message", "class")).resolves.not.toBe("refusal");
    }
    const log = JSON.parse((await page.textContent("#action-log")) ?? "null") as HandLog;
    expect(log.actions.length).toBeGreaterThan(20);
    const ruleset = defineRuleset({ preset: log.preset, players: log.players });
    if (!ruleset.ok) throw new Error(ruleset.error.message);
    const states = replay({ ruleset: ruleset.value, seed: log.seed, dealer: log.dealer, actions: log.actions });
    expect(states.ok, states.error?.message).toBe(true);
    const last = states.value?.at(-1);
    expect(last?.phase).toBe("ended");
    const sheet = last === undefined ? undefined : scoreHand(last);
    for (const side of sheet?.sides ?? []) {
      for (const line of scoreLines) {
        const cell = await page.getAttribute(
          `#score-sheet td[data-side="${side.side}"][data-line="${line}"]`,
          "data-value",
        );
        expect(Number(cell), `side ${side.side} ${line}`).toBe(side[line]);
      }
    }
    await expect(page.textContent("#score-sheet")).resolves.toContain("total (R9.7)");
    mkdirSync(outDir, { recursive: true });
    await page.screenshot({ path: join(outDir, "playground-final.png"), fullPage: true });
    // The score sheet follows the language switch.
    await page.click('[data-lang="it"]');
    await expect(page.textContent("#score-sheet")).resolves.toContain("totale (R9.7)");
    await expect(page.textContent("#score-sheet")).resolves.toContain("carte calate (R9.1)");
    await page.screenshot({ path: join(outDir, "playground-final-it.png"), fullPage: true });
  });

  it("a two-player table under a top-only ruleset shows only the top of the pile (§12)", async () => {
    await page.goto(`${server.url}/playground/index.html?seed=browser-3&preset=closed&players=2&lang=en&pause=0`);
    await yourMoveOrEnd();
    await expect(page.locator("#seats .seat").count()).resolves.toBe(1);
    await expect(page.locator("#discard-pile .card").count()).resolves.toBe(1);
    await expect(page.textContent("#discard-pile")).resolves.toContain("only the top card shows");
    await page.click('[data-action="draw"]');
    await page.click('#hand .card[data-discard="legal"] >> nth=0');
    await page.click('[data-action="discard"]');
    // The bot plays its turn and the move list shows it; then it is your turn again, still seeing one card.
    await page.waitForSelector('main[data-turn="0"][data-phase="draw"]');
    await expect(page.locator("#moves li").count()).resolves.toBeGreaterThanOrEqual(4);
    await expect(page.locator("#moves li b", { hasText: "North" }).count()).resolves.toBeGreaterThanOrEqual(2);
    await expect(page.locator("#discard-pile .card").count()).resolves.toBe(1);
  });

  it("the docs site links to the playground and back", async () => {
    await page.goto(`${server.url}/documents/Playground.html`);
    await page.click("text=Open the playground");
    await page.waitForSelector("#hand");
    expect(page.url()).toContain("/playground/index.html");
    await page.click("#docs-link");
    await page.waitForSelector("text=Quick start");
  });

  it("no console error, page error or failed request in any of it", () => {
    expect(problems).toEqual([]);
  });
});
