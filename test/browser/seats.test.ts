/**
 * Issue 36, "Seats never sit empty", in Chromium: a table opened from the lobby with short waits
 * (2 s and 1 s), two people and two easy bots. Seat 1's person does not come: the pages show, in Italian
 * and in English, that a bot plays the seat for its person; the person opens their link and the
 * seat is theirs again ("persona" / "person"); they close the tab and, past the grace time, a bot
 * plays it again. axe-core finds nothing on the lobby, a seat's page or the spectator's. With
 * BURRACO_SHOTS=<folder> the test also saves screenshots of a bot-played seat at 1280×800 and 390×844.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONLINE_TEXTS } from "../../playground/src/online/texts.js";
import type { Spawned } from "../../server/bench/spawn.js";
import { axeViolations, hasBrowser, launchBrowser, sayIfSkipped } from "./chromium.js";
import { startSiteServer } from "./siteServer.js";

const shots = process.env.BURRACO_SHOTS;

sayIfSkipped("seats that never sit empty, in Chromium");

let server: Spawned;
let browser: Browser;

beforeAll(async () => {
  if (!hasBrowser) return;
  // Bots at a slow pace: the moves list shows the last 12 lines, and a line about a seat must
  // still be there when the test looks for it on a busy machine.
  server = await startSiteServer("seats", ["--bot-delay", "600"]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.kill("SIGTERM");
});

/** Seat 1's line in the seats list, once it says `player` plays it. */
async function seatOne(page: Page, player: "bot" | "person"): Promise<string> {
  const line = page.locator(`#seats li[data-seat="1"][data-player="${player}"]`);
  await line.waitFor({ timeout: 15_000 });
  return (await line.locator(".player").textContent()) ?? "";
}

async function shoot(page: Page, name: string): Promise<void> {
  if (shots === undefined) return;
  mkdirSync(shots, { recursive: true });
  // The seats list, with the bot-played seat, at the top of the window (on a phone it lies below
  // the melds, and the dock covers the bottom of the window).
  await page.evaluate('document.querySelector("#seats").scrollIntoView({ block: "start" })');
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: false });
}

describe.runIf(hasBrowser)("seats never sit empty, in Chromium", () => {
  it("a seat left empty is played by a bot, given back when its person comes, and played by a bot again when they leave; both languages say who plays it", async () => {
    const it = ONLINE_TEXTS.it;
    const en = ONLINE_TEXTS.en;
    // The lobby, in Italian: two people, two easy bots, a join wait of 2 s and a grace time of 1 s.
    const lobby = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await lobby.goto(`${server.url}/playground/online.html?lang=it`);
    await lobby.selectOption('select[data-seat="1"]', "person");
    for (const seat of [2, 3]) await lobby.selectOption(`select[data-seat="${seat}"]`, "easy");
    expect(await lobby.locator("#join-wait").inputValue()).toBe("60");
    expect(await lobby.locator("#grace").inputValue()).toBe("30");
    await lobby.fill("#join-wait", "2");
    await lobby.fill("#grace", "1");
    expect(await axeViolations(lobby), "the lobby: axe").toEqual([]);
    await lobby.click("#create-table");
    await lobby.waitForSelector("#invites");
    const links = await lobby.$$eval("a.invite", (as) => as.map((a) => String((a as { href: string }).href)));
    const watch = await lobby.$eval("#watch", (a) => String((a as { href: string }).href));
    expect(links).toHaveLength(2);

    // Seat 0 sits down (Italian, 1280 px); a spectator watches (English, 390 px). Seat 1 is empty.
    const south = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await south.goto(links[0] as string);
    await south.waitForSelector('main[data-seat="0"]');
    const spectator = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await spectator.goto(watch.replace("lang=it", "lang=en"));
    await spectator.waitForSelector('main[data-seat="spectator"]');
    expect(await south.locator('#seats li[data-seat="2"] .player').textContent()).toBe(it.kinds.easy);
    expect(await spectator.locator('#seats li[data-seat="2"] .player').textContent()).toBe(en.kinds.easy);
    expect(await south.locator('#seats li[data-seat="0"] .player').textContent()).toBe(it.personPlays);

    // Past the join wait a bot of the table's level plays seat 1, and both pages say so.
    expect(await seatOne(south, "bot")).toBe(it.standIn(it.kinds.easy as string));
    expect(await seatOne(spectator, "bot")).toBe(en.standIn(en.kinds.easy as string));
    const names = { it: await south.locator('#seats li[data-seat="1"] b').textContent(), en: "" };
    names.en = (await spectator.locator('#seats li[data-seat="1"] b').textContent()) ?? "";
    await south.locator("#moves li", { hasText: it.seatTaken(names.it ?? "", "join-wait") }).waitFor();
    await spectator.locator("#moves li", { hasText: en.seatTaken(names.en, "join-wait") }).waitFor();
    // The bot plays on: the table comes round to seat 0 (its person does not move here).
    await south.waitForSelector('main[data-turn="0"]', { timeout: 30_000 });
    expect(await axeViolations(south), "a seat, a bot at seat 1: axe").toEqual([]);
    expect(await axeViolations(spectator), "the spectator, a bot at seat 1: axe").toEqual([]);
    await shoot(south, "bot-seat-it-1280x800");
    await shoot(spectator, "bot-seat-en-390x844");
    await south.setViewportSize({ width: 390, height: 844 });
    await shoot(south, "bot-seat-it-390x844");
    await spectator.setViewportSize({ width: 1280, height: 800 });
    await shoot(spectator, "bot-seat-en-1280x800");

    // Seat 1's person comes, by their link, in English: the seat is theirs again at once.
    const east = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await east.goto((links[1] as string).replace("lang=it", "lang=en"));
    await east.waitForSelector('main[data-seat="1"]');
    expect(await seatOne(east, "person")).toBe(en.personPlays);
    expect(await seatOne(south, "person")).toBe(it.personPlays);
    expect(await seatOne(spectator, "person")).toBe(en.personPlays);
    await south.locator("#moves li", { hasText: it.seatBack(names.it ?? "") }).waitFor();
    expect(await axeViolations(east), "the person back at seat 1: axe").toEqual([]);

    // They close the tab: past the grace time a bot plays the seat again.
    await east.context().close();
    expect(await seatOne(south, "bot")).toBe(it.standIn(it.kinds.easy as string));
    await south.locator("#moves li", { hasText: it.seatTaken(names.it ?? "", "grace") }).waitFor();
    expect(await seatOne(spectator, "bot")).toBe(en.standIn(en.kinds.easy as string));
  });
});
