/**
 * Issue 36, "Language and small things", in Chromium on the built site (`npm run docs`): every page
 * follows the reader's language (the browser context's `locale`, which sets navigator.language)
 * unless the address or a saved choice says otherwise, and the links between the pages carry it;
 * the score pad applies a round and a first side chosen before its first hand; at the end of a
 * round the final score is in view. Skipped without Chromium unless BURRACO_REQUIRE_BROWSER=1.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { deserializePad } from "burraco/pad";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaticServer, serveStatic } from "../../scripts/staticServer.js";
import { axeViolations, hasBrowser, launchBrowser, sayIfSkipped } from "./chromium.js";

// The page's globals, untyped on the Node side (see playground.test.ts).
// biome-ignore lint/suspicious/noExplicitAny: the page's DOM
declare const document: any;
// biome-ignore lint/suspicious/noExplicitAny: the page's storage
declare const localStorage: any;

const root = fileURLToPath(new URL("../../", import.meta.url));
const site = join(root, "docs-site");

sayIfSkipped("the pages' language in Chromium");

describe.runIf(hasBrowser)("the pages' language and the score pad's settings in Chromium", () => {
  let server: StaticServer;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    expect(existsSync(join(site, "playground", "scorepad.js")), "run `npm run docs` first").toBe(true);
    server = await serveStatic(site);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A fresh browser profile reading `locale` (navigator.language), at a size. */
  async function reader(locale: string, width = 390, height = 844): Promise<BrowserContext> {
    const context = await browser.newContext({ locale, viewport: { width, height } });
    context.on("page", (page) => page.on("pageerror", (e) => problems.push(`page error: ${e.message}`)));
    return context;
  }

  const lang = (page: Page): Promise<string | null> => page.getAttribute("html", "lang");

  for (const [locale, want] of [
    ["it-IT", "it"],
    ["en-GB", "en"],
    ["de-DE", "en"],
  ] as const)
    it(`every page follows navigator.language ${locale}: ${want}, and its links carry it`, async () => {
      const context = await reader(locale);
      const page = await context.newPage();
      for (const path of ["playground/index.html", "playground/scorepad.html", "playground/online.html"]) {
        await page.goto(`${server.url}/${path}`);
        await page.waitForSelector("header");
        expect(await lang(page), path).toBe(want);
      }
      // From the docs' landing page to the playground and the score pad, as a reader goes.
      await page.goto(`${server.url}/index.html`);
      // The site's header link (in its menu on a phone), followed as it is written: no ?lang= in it.
      const link = page.locator('a[href="playground/index.html"]').first();
      expect(await link.getAttribute("href")).toBe("playground/index.html");
      await page.goto(await link.evaluate((a: { href: string }) => a.href));
      // The playground's links are in its header's menu.
      await page.waitForSelector("#menu-button");
      expect(await lang(page)).toBe(want);
      expect(await page.getAttribute("#pad-link", "href")).toBe(`scorepad.html?lang=${want}`);
      await page.click("#menu-button");
      await page.click("#pad-link");
      await page.waitForSelector("#settings");
      expect(await lang(page)).toBe(want);
      const back = page.locator('header a[href^="index.html"]');
      expect(await back.getAttribute("href")).toBe(`index.html?lang=${want}`);
      await page.goto(`${server.url}/playground/online.html`);
      expect(await page.getAttribute("#playground-link", "href")).toBe(`index.html?lang=${want}`);
      await context.close();
    });

  it("the address's ?lang= wins over the browser's; a language button's choice is kept for the other pages", async () => {
    const context = await reader("it-IT");
    const page = await context.newPage();
    await page.goto(`${server.url}/playground/scorepad.html?lang=en`);
    expect(await lang(page)).toBe("en");
    // Without ?lang= again: the browser's Italian, as nothing was chosen.
    await page.goto(`${server.url}/playground/scorepad.html`);
    expect(await lang(page)).toBe("it");
    // English chosen on the playground: every page without ?lang= is in English from then on.
    await page.goto(`${server.url}/playground/index.html`);
    await page.waitForSelector("#menu-button");
    await page.click("#menu-button");
    await page.locator('[data-key="lang-en"], nav [data-lang="en"]').first().click();
    await page.waitForFunction(() => document.documentElement.lang === "en");
    for (const path of ["playground/scorepad.html", "playground/online.html", "playground/index.html"]) {
      await page.goto(`${server.url}/${path}`);
      await page.waitForSelector("header");
      expect(await lang(page), path).toBe("en");
    }
    // And back to Italian from the online page's own link.
    // Its header folds the links into a menu, as the playground's.
    await page.goto(`${server.url}/playground/online.html`);
    await page.click("#menu-button");
    await page.click('header a[data-lang="it"]');
    await page.waitForFunction(() => document.documentElement.lang === "it");
    await page.goto(`${server.url}/playground/scorepad.html`);
    expect(await lang(page)).toBe("it");
    await context.close();
  });

  /** Fills one hand's count (the score pad test's first): side 0 closes, side 1 never took its pozzetto. */
  async function oneHand(page: Page, n: number): Promise<void> {
    await page.fill("#meldPoints-0", "185");
    await page.fill('[id="clean-0"]', "1");
    await page.fill('[id="dirty-0"]', "1");
    await page.selectOption("#pozzetto-0", "taken");
    await page.fill("#handPoints-0", "10");
    await page.selectOption("#closer", "0");
    await page.fill("#meldPoints-1", "70");
    await page.selectOption("#pozzetto-1", "not-taken");
    await page.fill("#handPoints-1", "45");
    await page.fill("#penaltyPoints-1", "10");
    await page.click("#add-hand");
    // Added, not refused: "Hand n added." / "Mano n aggiunta."
    await expect(page.textContent("#message")).resolves.toMatch(new RegExp(`^(Hand|Mano) ${n} `));
  }

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const)
    it(`the score pad applies a round and a first side chosen before the first hand; the final score in view (${width}×${height})`, async () => {
      const context = await reader("en-US", width, height);
      const page = await context.newPage();
      await page.goto(`${server.url}/playground/scorepad.html`);
      // Chosen, and no "New pad" pressed: the first hand goes to a round of 2 hands, side B first.
      await page.selectOption("#mode", "2");
      await page.selectOption("#firstSide", "1");
      await expect(page.textContent("#summary-title")).resolves.toContain("Tournament round of 2 hands");
      await oneHand(page, 1);
      const stored = (await page.evaluate(() => localStorage.getItem("burraco-scorepad"))) as string;
      const pad = deserializePad((JSON.parse(stored) as { pad: string }).pad);
      expect(pad.ok && pad.value.round).toBe(2);
      expect(pad.ok && pad.value.firstSide).toBe(1);
      expect(pad.ok && pad.value.hands.length).toBe(1);
      // Once a hand is on the pad, changing a setting no longer replaces it.
      await page.selectOption("#mode", "3");
      await expect(page.textContent("#summary-title")).resolves.toContain("Tournament round of 2 hands");
      await oneHand(page, 2);
      // The round is over: the winner and the final score are in the window, under the title.
      await page.waitForSelector('#status[data-over="true"]');
      const box = await page.locator("#status").boundingBox();
      expect(box, "the final score is shown").not.toBeNull();
      if (box !== null) {
        expect(box.y, "the final score is not above the window").toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, "the final score is not below the window").toBeLessThanOrEqual(height);
      }
      await expect(page.textContent("#status")).resolves.toMatch(
        /^Winner: Side A · Final score: Side A \d+, Side B -?\d+/,
      );
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

  it("the score pad in Italian: the same, its final score worded in Italian", async () => {
    const context = await reader("it-IT");
    const page = await context.newPage();
    await page.goto(`${server.url}/playground/scorepad.html`);
    await page.selectOption("#mode", "2");
    await oneHand(page, 1);
    await oneHand(page, 2);
    await expect(page.textContent("#status")).resolves.toMatch(/^Vince: Coppia A · Punteggio finale: Coppia A \d+/);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("no page error in any of it", () => {
    expect(problems).toEqual([]);
  });
});
