// The online table's promises, through the protocol against the server started as a child process:
// the tournament clock calls time out (R8.3), bots play their seats and a bot's pending turn
// survives a SIGKILL, a reconnect resumes from the last row seen, each hand's revealed seed
// verifies against the commitment published before it (verifyDeal), and each client sees only its
// own seat's cards.
import { dealCommitment, type PlayerView, verifyDeal } from "burraco";
import { afterAll, describe, expect, it } from "vitest";
import { createTable, pickMove, SeatClient } from "../../server/bench/client.js";
import { type Spawned, startServerProcess } from "../../server/bench/spawn.js";
import { freePort, journal, seeded, site, tempDb, until } from "./harness.js";

const spawned: Spawned[] = [];
const clients: SeatClient[] = [];
afterAll(async () => {
  for (const c of clients) c.stop();
  for (const s of spawned) await s.kill();
});

async function start(db: string, port: number, extra: readonly string[] = []): Promise<Spawned> {
  const s = await startServerProcess(["--db", db, "--port", String(port), "--site", site, ...extra]);
  spawned.push(s);
  return s;
}

describe("the online table", () => {
  it("calls time out when the tournament clock runs out (R8.3), and the hand ends within the last round", async () => {
    const server = await start(tempDb(), 0, ["--bot-delay", "40", "--hand-pause", "60000"]);
    const made = await createTable(server.url, { seats: ["easy", "easy", "easy", "easy"], clockSeconds: 1 });
    const watcher = new SeatClient(server.url, made.table, null);
    clients.push(watcher);
    await watcher.start();
    const rows = (): { kind: string; data: Record<string, unknown> }[] =>
      [...watcher.rows.values()].map((r) => ({ kind: r.kind, data: r.data as Record<string, unknown> }));
    expect(await until(() => rows().some((r) => r.kind === "reveal"), 20_000)).toBe(true);
    const plays = rows().filter((r) => r.kind === "play");
    const call = plays.findIndex((r) => r.data.seat === null);
    expect(call).toBeGreaterThan(0);
    expect((plays[call]?.data.events as { type: string }[] | undefined)?.[0]?.type).toBe("timeOut");
    // After the call at most one round of turns is played (each turn: a draw, then melds, a discard).
    const after = plays.slice(call + 1).filter((r) => (r.data.events as { type: string }[])[0]?.type === "draw");
    expect(after.length).toBeLessThanOrEqual(4);
    const end = plays.at(-1)?.data.events as { type: string; reason?: string }[];
    expect(end.at(-1)?.type).toBe("handEnd");
  });

  it("reveals each hand's seed after it: it opens the commitment shown before it and deals the first view (verifyDeal)", async () => {
    const server = await start(tempDb(), 0, [
      "--bot-delay",
      "5",
      "--hand-pause",
      "100",
      "--rate",
      "1000",
      "--burst",
      "1000",
    ]);
    const made = await createTable(server.url, { seats: ["medium", "person", "medium", "medium"], target: 100_000 });
    const random = seeded(11);
    let first: PlayerView | null = null;
    // Seat 1 plays first (dealer 0, R2.3): nothing moves before it does, so its first view is the deal.
    const me = new SeatClient(server.url, made.table, made.tokens[1] ?? null, {
      onTurn: (c, turn) => setTimeout(() => c.act(pickMove(turn.legal, random), turn.seq), 1),
    });
    clients.push(me);
    await me.start();
    first = me.view as unknown as PlayerView;
    expect(first.held).toHaveLength(11);
    expect(first.heldCounts).toEqual([11, 11, 11, 11]);
    expect(await until(() => [...me.rows.values()].some((r) => r.kind === "reveal"), 60_000)).toBe(true);
    const deal = JSON.parse(JSON.stringify(me.rows.get(1)?.data ?? null)) as { commitment: string; dealer: number };
    const reveal = [...me.rows.values()].find((r) => r.kind === "reveal")?.data as { seed: string; number: number };
    expect(reveal.number).toBe(1);
    expect(dealCommitment(reveal.seed).value).toBe(deal.commitment);
    expect(verifyDeal({ commitment: deal.commitment, seed: reveal.seed, dealer: deal.dealer, view: first }).ok).toBe(
      true,
    );
    // Another hand's seed does not open this commitment.
    const second = [...me.rows.values()].filter((r) => r.kind === "deal")[1]?.data as
      | { commitment: string }
      | undefined;
    if (second !== undefined) expect(second.commitment).not.toBe(deal.commitment);
    // The seat's view holds its own cards only: counts for the others, nothing of the stock.
    const view = me.view as unknown as PlayerView & Record<string, unknown>;
    expect(view.seat).toBe(1);
    expect(view.held.length).toBe((view.heldCounts[1] ?? 0) - view.unplayedPozzettoCount);
    for (const hidden of ["stock", "pozzetti", "dealId", "unplayedPozzetto"]) expect(view[hidden]).toBeUndefined();
    expect(me.errors.filter((e) => e.code !== "server/stale")).toEqual([]);
  });

  it("keeps a bot's pending turn across a SIGKILL, and a client that was away gets exactly the rows it missed", async () => {
    const db = tempDb();
    const port = await freePort();
    const first = await start(db, port, ["--bot-delay", "300", "--hand-pause", "60000"]);
    const made = await createTable(first.url, { seats: ["easy", "easy", "easy", "easy"] });
    const watcher = new SeatClient(first.url, made.table, null);
    clients.push(watcher);
    await watcher.start();
    expect(await until(() => watcher.seq >= 3, 10_000)).toBe(true);
    // Killed while a bot waits for its move: nobody is told of a move that was not stored.
    await first.kill("SIGKILL");
    const atKill = journal(db).get(made.table)?.length ?? 0;
    expect(watcher.seq).toBe(atKill);
    await start(db, port, ["--bot-delay", "30", "--hand-pause", "60000"]);
    // The bots go on by themselves after the restart; the watcher reconnects and catches up.
    expect(await until(() => watcher.seq >= atKill + 10, 15_000)).toBe(true);
    expect(watcher.reconnects).toBeGreaterThanOrEqual(1);
    expect(watcher.duplicated).toBe(0);
    expect(watcher.skipped).toBe(0);
    // A late joiner asking from row 5 gets rows 6, 7, … and then the state.
    const late = new SeatClient(first.url, made.table, null);
    late.seq = 5;
    clients.push(late);
    await late.start();
    const stored = journal(db).get(made.table) ?? [];
    expect(Math.min(...late.rows.keys())).toBe(6);
    expect(late.rows.size).toBeGreaterThanOrEqual(Math.min(stored.length, late.seq) - 5);
    for (const [seq, row] of late.rows) expect(JSON.stringify(row.data)).toBe(stored[seq - 1]?.data);
  });
});
