/**
 * The score pad page in a real browser (Chromium through playwright-core): a three-hand tournament
 * round entered by typing each side's count, its totals and victory points checked against the
 * library's `padSummary` of the same counts and in view after each hand, the settings first, a
 * refused count answered in words (its rule behind a toggle), the language switch, a reload that
 * loses nothing, undo putting the count back in the form, a new pad that asks first, axe-core's
 * accessibility rules, 44 px targets and no horizontal scroll at 390x844. Needs the built site (`npm run docs`); skipped without Chromium
 * unless BURRACO_REQUIRE_BROWSER=1, as the playground's test is.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { presets } from "burraco";
import { addCounts, newScorePad, padSummary, type ScorePad, type SideCount } from "burraco/pad";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaticServer, serveStatic } from "../../scripts/staticServer.js";
import { hasBrowser, injectAxe, launchChromium, sayIfSkipped } from "./chromium.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const site = join(root, "docs-site");
const outDir = join(root, "test-output");
sayIfSkipped("the score pad page in Chromium");

const count = (c: Partial<SideCount>): SideCount => ({
  meldPoints: 0,
  burraco: [],
  closed: false,
  pozzetto: "taken",
  unplayedPoints: 0,
  handPoints: 0,
  penaltyPoints: 0,
  ...c,
});

/** A three-hand round as a table would count it: closes, an unplayed pozzetto, penalty cards. */
const ROUND: readonly (readonly SideCount[])[] = [
  [
    count({ meldPoints: 185, burraco: ["clean", "dirty"], closed: true, handPoints: 10 }),
    count({ meldPoints: 70, pozzetto: "not-taken", handPoints: 45, penaltyPoints: 10 }),
  ],
  [
    count({ meldPoints: 95, handPoints: 30 }),
    count({ meldPoints: 240, burraco: ["semi-clean"], closed: true, handPoints: 10 }),
  ],
  [
    count({ meldPoints: 150, burraco: ["clean"], pozzetto: "unplayed", unplayedPoints: 80, handPoints: 15 }),
    count({ meldPoints: 60, pozzetto: "not-taken", handPoints: 55 }),
  ],
];

describe.runIf(hasBrowser)("the score pad page in Chromium", () => {
  let server: StaticServer;
  let context: BrowserContext;
  let page: Page;
  let profile: string;
  const problems: string[] = [];

  beforeAll(async () => {
    expect(existsSync(join(site, "playground", "scorepad.js")), "run `npm run docs` first").toBe(true);
    server = await serveStatic(site);
    profile = mkdtempSync(join(tmpdir(), "burraco-chromium-"));
    context = await launchChromium(profile);
    page = context.pages()[0] ?? (await context.newPage());
    await page.setViewportSize({ width: 390, height: 844 });
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console error: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("response", (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    });
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
    if (profile !== undefined) rmSync(profile, { recursive: true, force: true });
  });

  async function fill(counts: readonly SideCount[]): Promise<void> {
    for (const [side, c] of counts.entries()) {
      await page.fill(`#meldPoints-${side}`, String(c.meldPoints));
      for (const cls of ["clean", "semi-clean", "dirty"] as const) {
        const n = c.burraco.filter((b) => b === cls).length;
        await page.fill(`[id="${cls}-${side}"]`, n === 0 ? "" : String(n));
      }
      await page.selectOption(`#pozzetto-${side}`, c.pozzetto);
      await page.fill(`#unplayedPoints-${side}`, c.unplayedPoints === 0 ? "" : String(c.unplayedPoints));
      await page.fill(`#handPoints-${side}`, String(c.handPoints));
      await page.fill(`#penaltyPoints-${side}`, c.penaltyPoints === 0 ? "" : String(c.penaltyPoints));
    }
    const closer = counts.findIndex((c) => c.closed);
    await page.selectOption("#closer", closer < 0 ? "" : String(closer));
  }

  async function values(selector: string): Promise<number[]> {
    return page.$$eval(`${selector} td[data-side]`, (cells) => cells.map((c) => Number(c.getAttribute("data-value"))));
  }

  it("R10.3 a three-hand round typed in gives the library's totals and victory points", async () => {
    await page.goto(`${server.url}/playground/scorepad.html?lang=en`);
    await page.evaluate("localStorage.clear()");
    await page.reload();
    await page.selectOption("#preset", "classic");
    await page.selectOption("#mode", "3");
    await page.selectOption("#firstSide", "0");
    await page.click("#new-pad");
    await expect(page.textContent("#summary-title")).resolves.toContain("Tournament round of 3 hands");
    // The round's settings come first; a match is "to 2005 points", as in the playground.
    const order = (await page.evaluate(
      `[...document.querySelectorAll("main > *")].map((e) => e.id).filter((id) => id !== "")`,
    )) as string[];
    expect(order.indexOf("settings")).toBeLessThan(order.indexOf("summary"));
    await expect(page.textContent('#mode option[value="match"]')).resolves.toBe("Match to 2005 points");

    let pad = newScorePad({ ruleset: presets.classic, round: 3, firstSide: 0 }).value as ScorePad;
    for (const [i, counts] of ROUND.entries()) {
      await fill(counts);
      await page.click("#add-hand");
      await expect(page.textContent("#message")).resolves.toMatch(new RegExp(`^Hand ${i + 1} added\\.`));
      // The totals come into view with the focus, after each hand added.
      const inView = (await page.evaluate(`(() => {
        const el = document.activeElement;
        const r = document.querySelector("#totals").getBoundingClientRect();
        return el.id === "summary-title" && r.top >= 0 && r.bottom <= window.innerHeight;
      })()`)) as boolean;
      expect(inView, `hand ${i + 1}: the totals in view, focus on them`).toBe(true);
      pad = addCounts(pad, counts).value as ScorePad;
      const summary = padSummary(pad);
      // The itemised sheet of the hand just added, line by line.
      const sheet = summary.sheets.at(-1);
      for (const side of sheet?.sides ?? [])
        for (const line of ["meldPoints", "burracoBonus", "closing", "penaltyCards", "total"] as const)
          expect(
            Number(await page.getAttribute(`#sheet td[data-side="${side.side}"][data-line="${line}"]`, "data-value")),
            `hand ${i + 1} side ${side.side} ${line}`,
          ).toBe(side[line]);
      expect(await values("#totals")).toEqual(summary.totals);
      expect(await values("#vp")).toEqual(summary.victoryPoints);
    }
    const summary = padSummary(pad);
    expect(summary.over).toBe(true);
    await expect(page.getAttribute("#status", "data-over")).resolves.toBe("true");
    await expect(page.getAttribute("#status", "data-winner")).resolves.toBe(String(summary.winner));
    // The round is over: no next hand's form, only the undo of the last hand.
    await expect(page.locator("#add-hand").count()).resolves.toBe(0);
    await expect(page.locator("#entry input, #entry select").count()).resolves.toBe(0);
    await expect(page.isEnabled("#undo-hand")).resolves.toBe(true);
    await expect(page.textContent("#message")).resolves.toBe("Hand 3 added. The score pad is closed.");
    mkdirSync(outDir, { recursive: true });
    await page.screenshot({ path: join(outDir, "scorepad-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    // Each select shows its whole choice ("Tournament round of 3 hands"): its text fits beside the arrow (20 px).
    const cut = (await page.evaluate(`[...document.querySelectorAll("select")].filter((s) => {
      const probe = document.createElement("span");
      probe.style.font = getComputedStyle(s).font;
      probe.style.whiteSpace = "pre";
      probe.textContent = s.selectedOptions[0].textContent;
      document.body.append(probe);
      const room = s.clientWidth - parseFloat(getComputedStyle(s).paddingLeft) - parseFloat(getComputedStyle(s).paddingRight) - 20;
      const need = probe.getBoundingClientRect().width;
      probe.remove();
      return need > room;
    }).map((s) => s.id)`)) as string[];
    expect(cut, "selects whose text is cut at 1280 px").toEqual([]);
    await page.screenshot({ path: join(outDir, "scorepad-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it("a reload loses nothing; Italian labels; undo removes the last hand and puts its count back in the form", async () => {
    const before = await values("#totals");
    await page.reload();
    expect(await values("#totals")).toEqual(before);
    await page.click('[data-lang="it"]');
    await expect(page.textContent("#summary-title")).resolves.toContain("Turno di torneo di 3 mani");
    await expect(page.textContent("#sheet")).resolves.toContain("carte penalizzate");
    await expect(page.textContent("#sheet")).resolves.not.toMatch(/\(R\d/);
    await expect(page.getAttribute('#sheet th[data-rule="R9.8"]', "title")).resolves.toBe("Regola R9.8");
    await page.click("#undo-hand");
    // The last hand undone, the round goes on: its form is back, holding that hand's count.
    await expect(page.locator("#add-hand").count()).resolves.toBe(1);
    const last = ROUND[2] as readonly SideCount[];
    await expect(page.inputValue("#meldPoints-0")).resolves.toBe(String(last[0]?.meldPoints));
    await expect(page.inputValue("#unplayedPoints-0")).resolves.toBe(String(last[0]?.unplayedPoints));
    await expect(page.inputValue("#pozzetto-0")).resolves.toBe("unplayed");
    await expect(page.inputValue("#handPoints-1")).resolves.toBe(String(last[1]?.handPoints));
    await expect(page.inputValue('[id="clean-0"]')).resolves.toBe("1");
    let pad = newScorePad({ ruleset: presets.classic, round: 3, firstSide: 0 }).value as ScorePad;
    for (const counts of ROUND.slice(0, 2)) pad = addCounts(pad, counts).value as ScorePad;
    expect(await values("#totals")).toEqual(padSummary(pad).totals);
    expect(await values("#vp")).toEqual(padSummary(pad).victoryPoints);
    await page.screenshot({ path: join(outDir, "scorepad-it-390.png"), fullPage: true });
  });

  it("R7.1 an impossible count is refused in words, its rule behind a toggle, and the pad is unchanged", async () => {
    const before = await values("#totals");
    for (const f of ["unplayedPoints-0", "handPoints-1", "clean-0", "meldPoints-1", "handPoints-0"])
      await page.fill(`[id="${f}"]`, "");
    await page.selectOption("#pozzetto-0", "taken");
    await page.fill("#meldPoints-0", "100");
    await page.selectOption("#pozzetto-0", "not-taken");
    await page.selectOption("#closer", "0");
    await page.fill("#clean-0", "1");
    await page.click("#add-hand");
    await expect(page.getAttribute("#message", "data-rule")).resolves.toBe("R7.1");
    const words = (await page.textContent("#message")) ?? "";
    expect(words).not.toMatch(/\(R\d/);
    expect(words.length).toBeGreaterThan(20);
    await page.click("#message-box summary");
    await expect(page.textContent("#message-box .details")).resolves.toMatch(/^Regola R7\.1 · /);
    expect(await values("#totals")).toEqual(before);
    // The half-typed count survives a reload too.
    await page.reload();
    await expect(page.inputValue("#meldPoints-0")).resolves.toBe("100");
  });

  it("Nuovo segnapunti asks before wiping a round: Escape keeps it, yes starts a new one", async () => {
    const before = await values("#totals");
    await page.click("#new-pad");
    await page.waitForSelector("dialog#confirm[open]");
    const focusedId = (await page.evaluate("document.activeElement.id")) as string;
    expect(focusedId).toBe("confirm-no");
    await page.screenshot({ path: join(outDir, "scorepad-390-confirm-it.png") });
    const violations = await axeRun();
    expect(violations, "the dialog: axe").toEqual([]);
    await page.keyboard.press("Escape");
    await page.waitForSelector("dialog#confirm", { state: "hidden" });
    expect(await values("#totals")).toEqual(before);
    await page.click("#new-pad");
    await page.click("#confirm-yes");
    await page.waitForSelector("#undo-hand[disabled]", { state: "attached" });
    expect(await values("#totals")).toEqual([0, 0]);
  });

  async function axeRun(): Promise<string[]> {
    await injectAxe(page);
    return (await page.evaluate(
      "axe.run().then((r) => r.violations.map((v) => v.id + ': ' + v.help + ' (' + v.nodes.length + ')'))",
    )) as string[];
  }

  it("accessible: axe-core finds nothing, targets are 44 px, no horizontal scroll at 390 px", async () => {
    for (const lang of ["it", "en"]) {
      await page.goto(`${server.url}/playground/scorepad.html?lang=${lang}`);
      await injectAxe(page);
      // A string, run in the page: this file is type-checked without the DOM's types.
      const violations = (await page.evaluate(
        "axe.run().then((r) => r.violations.map((v) => v.id + ': ' + v.help + ' (' + v.nodes.length + ')'))",
      )) as string[];
      expect(violations, lang).toEqual([]);
    }
    const small = await page.$$eval("button, input, select, a", (els) =>
      els
        .map((e) => ({ id: e.id || e.textContent, r: e.getBoundingClientRect() }))
        .filter(({ r }) => r.height < 44 || r.width < 44)
        .map(({ id, r }) => `${id} ${Math.round(r.width)}x${Math.round(r.height)}`),
    );
    expect(small).toEqual([]);
    const overflow = (await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")) as number;
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("no console error, page error or failed request in any of it", () => {
    expect(problems).toEqual([]);
  });
});
