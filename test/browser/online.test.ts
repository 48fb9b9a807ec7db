/**
 * Issue 28, (1): a real table in a real browser. The server is started as `npm run serve` starts
 * it (server/dist/main.js, built by `npm run build:server`) on a fresh database; a lobby page opens
 * a table of four people; four Chromium contexts join it by their invite links and play a hand to
 * its end through the page (draw from the stock, discard a card the page marks legal), while a
 * fifth context watches as a spectator. The spectator is never shown, on the page or in any frame
 * it receives, a card hidden in a hand (R14.1: only what is public at a real table); at the end
 * every seat's page verifies the deal against the commitment it was shown before the hand. The
 * lobby, two seats (one at 1280 px, one at 390 px) and the spectator are checked with axe-core
 * (WCAG 2.1 A and AA), for a sideways scroll, for a wheel that scrolls a page taller than the
 * window and for the move's buttons in view, at the start and at the end of the hand.
 * Without Chromium the test is skipped, saying so, unless BURRACO_REQUIRE_BROWSER=1.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONLINE_TEXTS } from "../../playground/src/online/texts.js";
import { createTable } from "../../server/bench/client.js";
import type { Spawned } from "../../server/bench/spawn.js";
import { axeViolations, hasBrowser, launchBrowser, sayIfSkipped } from "./chromium.js";
import { clickMove, seqAtLeast, shown } from "./clickPlay.js";
import { startSiteServer } from "./siteServer.js";

// biome-ignore lint/suspicious/noExplicitAny: the page's DOM, untyped on the Node side
type Dom = any;
declare const document: Dom;
declare const window: Dom;
declare const navigator: Dom;

sayIfSkipped("the online table in Chromium");

let server: Spawned;
let browser: Browser;

beforeAll(async () => {
  if (!hasBrowser) return;
  // A long pause after the hand: the test reads the end before the next deal.
  server = await startSiteServer("online", ["--hand-pause", "600000"]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.kill("SIGTERM");
});

/**
 * What a person would trip on: axe-core's WCAG 2.1 A/AA violations, a sideways scroll, a page
 * taller than the window that the wheel does not scroll, and the move's buttons out of view.
 */
async function usable(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `${what}: axe`).toEqual([]);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(scroll, `${what}: sideways scroll`).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  const actions = await page.evaluate(() => {
    const r = document.querySelector("#actions")?.getBoundingClientRect();
    return r === undefined ? null : { top: r.top, bottom: r.bottom, height: window.innerHeight };
  });
  if (actions !== null)
    expect(actions.top >= 0 && actions.bottom <= actions.height, `${what}: the move's buttons in view`).toBe(true);
  const below = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  if (below > 8) {
    // A wheel turn, as a person scrolls (a script's scrollTo works even where a person cannot).
    await page.mouse.move(100, 150);
    await page.mouse.wheel(0, 400);
    const moved = await page
      .waitForFunction(() => document.documentElement.scrollTop > 0, null, { timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    expect(moved, `${what}: the wheel scrolls to what is below the window`).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

describe.runIf(hasBrowser)("an online table in Chromium", () => {
  it("issue 36: the lobby keeps what was chosen after opening the table; a link copies in one tap and says so", async () => {
    const context = await browser.newContext({ locale: "it-IT", viewport: { width: 390, height: 844 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    const lobby = await context.newPage();
    // No ?lang=: the reader's Italian (navigator.language).
    await lobby.goto(`${server.url}/playground/online.html`);
    expect(await lobby.getAttribute("html", "lang")).toBe("it");
    await lobby.selectOption("#preset", "twoPlayers");
    await lobby.fill("#target", "1005");
    await lobby.selectOption('select[data-seat="1"]', "person");
    await lobby.fill("#clock", "90");
    await lobby.click("#create-table");
    await lobby.waitForSelector("#invites");
    // The form still says what was chosen.
    expect(await lobby.inputValue("#preset")).toBe("twoPlayers");
    expect(await lobby.inputValue("#target")).toBe("1005");
    expect(await lobby.inputValue('select[data-seat="0"]')).toBe("person");
    expect(await lobby.inputValue('select[data-seat="1"]')).toBe("person");
    expect(await lobby.inputValue("#clock")).toBe("90");
    const link = await lobby.$eval('a.invite[data-seat="1"]', (a: Dom) => String(a.href));
    expect(link).toContain("?lang=it#t=");
    await lobby.click('li[data-seat="1"] button.copy');
    await expect.poll(() => lobby.textContent('li[data-seat="1"] .copied')).toBe(ONLINE_TEXTS.it.copied);
    expect(await lobby.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The spectators' link copies too; the words move to the button pressed.
    await lobby.click("p.watch button.copy");
    await expect.poll(() => lobby.textContent("p.watch .copied")).toBe(ONLINE_TEXTS.it.copied);
    await expect(lobby.textContent('li[data-seat="1"] .copied')).resolves.toBe("");
    // A share button where the browser can share, none where it cannot.
    const canShare = (await lobby.evaluate(() => typeof navigator.share === "function")) as boolean;
    expect(await lobby.locator("button.share").count()).toBe(canShare ? 3 : 0);
    await usable(lobby, "the lobby after opening a table, 390 px, Italian");
    await lobby.setViewportSize({ width: 1280, height: 800 });
    await usable(lobby, "the lobby after opening a table, 1280 px, Italian");
    await context.close();
  });

  it("four players join by their links and play a hand to its end; the spectator sees no hidden card", async () => {
    const lobby = await (await browser.newContext()).newPage();
    await lobby.goto(`${server.url}/playground/online.html?lang=en`);
    for (const seat of [1, 2, 3]) await lobby.selectOption(`select[data-seat="${seat}"]`, "person");
    await lobby.click("#create-table");
    await lobby.waitForSelector("#invites");
    const links = await lobby.$$eval("a.invite", (as: Dom[]) => as.map((a) => String(a.href)));
    const watch = await lobby.$eval("#watch", (a: Dom) => String(a.href));
    await usable(lobby, "the lobby with its invites, 1280 px");
    await lobby.setViewportSize({ width: 390, height: 844 });
    await usable(lobby, "the lobby with its invites, 390 px");
    expect(links).toHaveLength(4);
    expect(new Set(links.map((l) => new URL(l).hash)).size).toBe(4); // one secret token per seat

    const seats: Page[] = [];
    // Seats 0 and 2 on a desktop, 1 and 3 on a phone: every move is made by clicking on both sizes.
    for (const [seat, link] of links.entries()) {
      const viewport = seat % 2 === 0 ? { width: 1280, height: 800 } : { width: 390, height: 844 };
      const page = await (await browser.newContext({ viewport })).newPage();
      await page.goto(link);
      seats.push(page);
    }
    const spectator = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    // Every frame the spectator's page receives: a spectator's view holds no card of any hand.
    const frames: Record<string, Dom>[] = [];
    spectator.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(JSON.parse(String(f.payload)))));
    await spectator.goto(watch);
    for (const [seat, page] of seats.entries())
      await page.waitForSelector(`main[data-seat="${seat}"]`, { timeout: 15_000 });
    await spectator.waitForSelector('main[data-seat="spectator"]');
    expect(await spectator.locator("#hand").count()).toBe(0);
    await usable(seats[0] as Page, "a seat at the start, 1280 px");
    await usable(seats[1] as Page, "a seat at the start, 390 px");
    await usable(spectator, "the spectator at the start, 390 px");

    let moves = 0;
    let checks = 0;
    for (let step = 0; step < 400; step++) {
      const now = await shown(seats[0] as Page);
      if (now.phase === "ended") break;
      const page = seats[now.turn] as Page;
      await seqAtLeast(page, now.seq);
      await clickMove(page);
      moves += 1;
      for (const p of [...seats, spectator]) await seqAtLeast(p, now.seq + 1);
      if (step % 5 === 0) {
        // All five pages at the same row: no card of any hand is on the spectator's page.
        const target = Math.max(...(await Promise.all(seats.map(shown))).map((s) => s.seq));
        for (const p of [...seats, spectator]) await seqAtLeast(p, target);
        const [watched, ...hands] = await Promise.all([spectator, ...seats].map(shown));
        if (watched !== undefined && watched.phase !== "ended" && watched.seq === target) {
          const visible = new Set(watched.all);
          for (const s of hands) if (s.seq === target) expect(s.hand.filter((id) => visible.has(id))).toEqual([]);
          checks += 1;
        }
      }
    }
    for (const p of [...seats, spectator]) await p.waitForSelector('main[data-phase="ended"]');
    expect(moves).toBeGreaterThan(40);
    await usable(seats[0] as Page, "a seat at the hand's end, 1280 px");
    await usable(seats[3] as Page, "a seat at the hand's end, 390 px");
    await usable(spectator, "the spectator at the hand's end, 390 px");
    expect(checks).toBeGreaterThan(5);
    // The frames (protocol 2): the whole views the spectator was sent (its state, a deal) are a
    // spectator's, with no hand; each move's row told it whose turn it was, and no row carried a
    // hand's cards or legal moves: its page moved its view on from the public events alone.
    const views = frames.filter((f) => f.view !== undefined).map((f) => f.view);
    expect(views.length).toBeGreaterThan(0);
    for (const v of views) {
      expect(v.seat).toBe(null);
      expect(v.held).toEqual([]);
      if (v.phase !== "ended") expect(v.revealed).toBe(null);
    }
    expect(frames.filter((f) => f.type === "row" && f.turn !== undefined).length).toBeGreaterThanOrEqual(moves);
    expect(frames.some((f) => f.legal !== undefined && f.legal !== null)).toBe(false);
    expect(frames.some((f) => f.held !== undefined)).toBe(false);
    // Each seat's page checked the revealed seed against the commitment shown before the hand.
    for (const page of seats) {
      const verdict = page.locator("#verify");
      await verdict.waitFor();
      expect(await verdict.getAttribute("data-verdict")).toBe("verified");
      expect(await verdict.getAttribute("data-hand")).toBe("1");
    }
    const commitments = await Promise.all(
      [...seats, spectator].map((p) => p.locator("#commitment code").textContent()),
    );
    expect(new Set(commitments).size).toBe(1);
    expect(commitments[0]).toMatch(/^[0-9a-f]{64}$/);
    // The spectator's page checked it too (against its own first view).
    expect(await spectator.locator("#verify").getAttribute("data-verdict")).toBe("verified");
    // Leave and come back: a reloaded page joins again, is told the rows from the start, and
    // checks the deal again from what it kept before the hand.
    const back = seats[2] as Page;
    await back.reload();
    await back.waitForSelector('main[data-seat="2"][data-phase="ended"]');
    expect(await back.locator("#verify").getAttribute("data-verdict")).toBe("verified");
  });

  it("issue 34: a link that leads nowhere is said plainly in the page's language; a double click is one move", async () => {
    const { table, tokens } = await createTable(server.url, { seats: ["person", "person", "person", "person"] });
    for (const [lang, hash, text] of [
      ["it", "#t=no-such-table", ONLINE_TEXTS.it.noTable],
      ["en", "#t=no-such-table", ONLINE_TEXTS.en.noTable],
      ["it", `#t=${table}&k=not-a-seat-code`, ONLINE_TEXTS.it.badLink],
      ["en", `#t=${table}&k=not-a-seat-code`, ONLINE_TEXTS.en.badLink],
    ] as const) {
      const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await page.goto(`${server.url}/playground/online.html?lang=${lang}${hash}`);
      await page.waitForSelector("#dead");
      expect(await page.locator("#dead .text").textContent()).toBe(text);
      await usable(page, `a link that leads nowhere (${lang})`);
      await page.context().close();
    }
    // The seat to draw first, on the Italian page: a double click on "draw" sends one move.
    const first = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const sent: string[] = [];
    first.on("websocket", (ws) => ws.on("framesent", (f) => sent.push(String(f.payload))));
    let turn = -1;
    for (const [seat, token] of tokens.entries()) {
      await first.goto(`${server.url}/playground/online.html?lang=it#t=${table}&k=${token}`);
      await first.waitForSelector("main[data-turn]");
      turn = Number(await first.locator("main").getAttribute("data-turn"));
      if (turn === seat) break;
    }
    const seq = Number(await first.locator("main").getAttribute("data-seq"));
    await first.locator('#actions [data-action="draw"]').dblclick();
    await seqAtLeast(first, seq + 1);
    await first.waitForTimeout(300);
    expect(sent.filter((f) => f.includes('"act"'))).toHaveLength(1);
    expect(await first.locator("#message").count()).toBe(0);
    expect(Number(await first.locator("main").getAttribute("data-seq"))).toBe(seq + 1);
  });
});
