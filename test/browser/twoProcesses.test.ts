/**
 * Issue 35, "Past one machine", in Chromium: two server processes on one PostgreSQL, one table of
 * four people. Seats 0 and 1 open their links through one process, seats 2 and 3 through the
 * other; the pages that reached the process that does not own the table follow its redirect frame
 * to the owner (their Content-Security-Policy lets them open a WebSocket to the other live
 * process). The four play a hand to its end by clicks, and every page checks the deal against the
 * commitment it was shown. Runs with BURRACO_TEST_PG (CI sets it); skipped, saying why, without.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable } from "../../server/bench/client.js";
import { type Spawned, serverMain, startServerProcess } from "../../server/bench/spawn.js";
import { connectSyncPg } from "../../server/src/pgBridge.js";
import { freshPgDatabase, pgRuns, sayIfNoPostgres } from "../server/postgres.js";
import { hasBrowser, launchBrowser, sayIfSkipped } from "./chromium.js";
import { clickMove, seqAtLeast, shown } from "./clickPlay.js";

const site = join(fileURLToPath(new URL("../../", import.meta.url)), "docs-site");
const runs = hasBrowser && pgRuns;

sayIfSkipped("a table across two server processes, in Chromium");
sayIfNoPostgres("a table across two server processes, in Chromium");

const servers: Spawned[] = [];
let browser: Browser;
let db = "";

beforeAll(async () => {
  if (!runs) return;
  expect(existsSync(serverMain), "run `npm run build --prefix server` first").toBe(true);
  db = freshPgDatabase();
  // A long pause after the hand: the test reads the end before the next deal.
  const args = ["--db", db, "--port", "0", "--site", site, "--hand-pause", "600000"];
  servers.push(...(await Promise.all([startServerProcess(args), startServerProcess(args)])));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const s of servers) await s.kill("SIGTERM");
});

/** The address of the process that holds `table`'s lease, once one does. */
async function ownerOf(table: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const pg = connectSyncPg(db);
    try {
      const rows = pg.run(
        [
          {
            text: "SELECT p.address FROM leases l JOIN processes p ON p.id = l.owner WHERE l.table_id = $1",
            values: [table],
          },
        ],
        false,
      )[0];
      if (rows?.[0] !== undefined) return String(rows[0].address);
    } finally {
      pg.close();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no process holds table ${table}'s lease`);
}

describe.runIf(runs)("issue 35: a table across two server processes, in Chromium", () => {
  it("four people, two through each process, play a hand to its end at the table's owner", async () => {
    const [one, two] = servers as [Spawned, Spawned];
    const { table, tokens } = await createTable(one.url, { seats: ["person", "person", "person", "person"] });
    const owner = await ownerOf(table);
    // Each process's pages may open a WebSocket to the other (its Content-Security-Policy names it
    // once it has seen the other's heartbeat).
    for (const [from, to] of [
      [one, two],
      [two, one],
    ] as const)
      await expect
        .poll(
          async () =>
            (await fetch(`${from.url}/playground/online.html`, { method: "HEAD" })).headers.get(
              "content-security-policy",
            ),
          { timeout: 15_000, interval: 250 },
        )
        .toMatch(new RegExp(`connect-src 'self'.* ${to.url.replace(/^http/, "ws").replace(/\./g, "\\.")}(;| |$)`));
    expect([one.url, two.url]).toContain(owner);

    // Seats 0 and 1 through the first process, 2 and 3 through the second; every WebSocket each opens.
    const seats: Page[] = [];
    const sockets: string[][] = [];
    for (const [seat, token] of tokens.entries()) {
      const home = seat < 2 ? one.url : two.url;
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      const opened: string[] = [];
      page.on("websocket", (ws) => opened.push(new URL(ws.url()).host));
      await page.goto(`${home}/playground/online.html?lang=en#t=${table}&k=${token}`);
      seats.push(page);
      sockets.push(opened);
    }
    for (const [seat, page] of seats.entries())
      await page.waitForSelector(`main[data-seat="${seat}"]`, { timeout: 20_000 });
    // The pages of the other process were sent on to the owner; the owner's own pages stayed.
    const ownerHost = new URL(owner).host;
    for (const [seat, opened] of sockets.entries()) {
      const home = new URL(seat < 2 ? one.url : two.url).host;
      expect(opened, `seat ${seat}'s sockets`).toEqual(home === ownerHost ? [home] : [home, ownerHost]);
    }

    let moves = 0;
    for (let step = 0; step < 400; step++) {
      const now = await shown(seats[0] as Page);
      if (now.phase === "ended") break;
      const page = seats[now.turn] as Page;
      await seqAtLeast(page, now.seq);
      await clickMove(page);
      moves += 1;
      for (const p of seats) await seqAtLeast(p, now.seq + 1);
    }
    for (const p of seats) await p.waitForSelector('main[data-phase="ended"]');
    expect(moves).toBeGreaterThan(40);
    // Every page saw the same hand: one commitment, and the deal checked against it.
    const commitments = await Promise.all(seats.map((p) => p.locator("#commitment code").textContent()));
    expect(new Set(commitments).size).toBe(1);
    for (const page of seats) {
      const verdict = page.locator("#verify");
      await verdict.waitFor();
      expect(await verdict.getAttribute("data-verdict")).toBe("verified");
    }
    // No page had to reconnect: one socket each at the owner from the first join to the end.
    for (const [seat, opened] of sockets.entries())
      expect(
        opened.filter((h) => h === ownerHost),
        `seat ${seat}`,
      ).toHaveLength(1);
    console.log(`a table across two processes: ${moves} moves by clicks, owner ${owner}`);
  }, 240_000);
});
