// Issue 34, "What must be shown" (1) and (2): tables of hard bots across a SIGKILL, and a person's
// table beside a hundred hard-bot tables. The bots think on worker threads (server/src/botPool.ts),
// and a bot's move is a function of its table alone, so a restart replays every journal.

import { afterAll, describe, expect, it } from "vitest";
import { createTable, pickMove, SeatClient, type Turn } from "../../server/bench/client.js";
import { type Spawned, startServerProcess } from "../../server/bench/spawn.js";
import Database from "../../server/bench/sqlite.js";
import type { SeatKind } from "../../server/src/wire.js";
import { freePort, journal, seeded, site, sleep, tempDb, until } from "./harness.js";

const BOT_TABLES = 100;
const spawned: Spawned[] = [];
const clients: SeatClient[] = [];

afterAll(async () => {
  for (const c of clients) c.stop();
  for (const s of spawned) await s.kill();
});

function serverArgs(db: string, port: number, more: readonly string[]): string[] {
  return ["--db", db, "--port", String(port), "--site", site, "--rate", "1000", "--burst", "1000", ...more];
}

/** A server on a fresh database, with its arguments (to start it again on the same). */
async function startOn(more: readonly string[]): Promise<{ db: string; args: string[]; first: Spawned }> {
  const db = tempDb();
  const args = serverArgs(db, await freePort(), more);
  const first = await startServerProcess(args);
  spawned.push(first);
  return { db, args, first };
}

/** Ten clients open the bot tables, a tenth each, at once. */
async function openBotTables(url: string, seats: readonly SeatKind[]): Promise<string[]> {
  const byClient = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const ids: string[] = [];
      for (let i = 0; i < BOT_TABLES / 10; i++) ids.push((await createTable(url, { seats, target: 5000 })).table);
      return ids;
    }),
  );
  return byClient.flat();
}

describe("issue 34: hard bots on worker threads", () => {
  it("1. 100 hard-bot tables and a table of two people and two hard bots all come back after a SIGKILL, and every client's told log is the journal", async () => {
    // hard:4, the planner with four playouts a decision: the same search, cheap enough for 400 bots.
    const { db, args, first } = await startOn(["--bot-delay", "10", "--hand-pause", "30"]);
    const tables = await openBotTables(first.url, ["hard:4", "hard:4", "hard:4", "hard:4"]);
    const people = await createTable(first.url, { seats: ["person", "hard:4", "person", "hard:4"], target: 5000 });
    tables.push(people.table);
    const random = seeded(34);
    let acting = true;
    const onTurn = (c: SeatClient, turn: Turn): void => {
      setTimeout(() => {
        if (acting && c.seq === turn.seq) c.act(pickMove(turn.legal, random), turn.seq);
      }, 5);
    };
    for (const token of people.tokens)
      if (token !== null) clients.push(new SeatClient(first.url, people.table, token, { onTurn }));
    // A watcher at every table: what it is told is checked against the journal.
    for (const id of tables) clients.push(new SeatClient(first.url, id, null));
    await Promise.all(clients.map((c) => c.start()));
    // Mid-play: every table has moved, and both people have played.
    expect(await until(() => clients.every((c) => c.seq > 3 && (c.seat === null || c.sent > 0)), 60_000)).toBe(true);
    const before = journal(db);
    await first.kill("SIGKILL");
    const second = await startServerProcess(args);
    spawned.push(second);
    expect(await until(() => clients.every((c) => c.reconnects >= 1), 20_000)).toBe(true);
    const moves = (rows: readonly { kind: string; data: string }[] | undefined, seat: number): number =>
      (rows ?? []).filter((r) => r.kind === "play" && JSON.parse(r.data).seat === seat).length;
    // Every table came back and plays on: its journal grows past what it held at the kill, and
    // both people play again.
    const grew = (): boolean => {
      const now = journal(db);
      return (
        tables.every((id) => (now.get(id)?.length ?? 0) > (before.get(id)?.length ?? 0)) &&
        [0, 2].every((seat) => moves(now.get(people.table), seat) > moves(before.get(people.table), seat))
      );
    };
    expect(await until(grew, 60_000)).toBe(true);
    acting = false;
    // Every client catches up with its table's journal as it then stands.
    await sleep(300);
    await second.kill("SIGKILL");
    const after = journal(db);
    expect(first.stderr() + second.stderr()).not.toMatch(/does not replay|could not play/);
    for (const id of tables) {
      const rows = after.get(id) ?? [];
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
      expect(rows.some((r) => r.kind === "rewind")).toBe(false);
    }
    for (const c of clients) {
      const rows = after.get(c.table) ?? [];
      expect(c.duplicated).toBe(0);
      expect(c.skipped).toBe(0);
      expect(c.rows.size).toBe(c.seq);
      for (const [seq, row] of c.rows) {
        const stored = rows[seq - 1];
        expect(stored?.kind).toBe(row.kind);
        expect(JSON.parse(stored?.data ?? "null")).toEqual(JSON.parse(row.text));
      }
    }
    // The people played before the restart too.
    for (const seat of [0, 2]) expect(moves(before.get(people.table), seat)).toBeGreaterThan(0);
  });

  it("2. beside 100 hard-bot tables opened by ten clients, a person's move is answered before the bots' queue comes round", async () => {
    const db = tempDb();
    const port = await freePort();
    // One bot thread and no pause: a hundred tables' hard bots always have decisions waiting.
    const server = await startServerProcess(
      serverArgs(db, port, ["--bot-delay", "0", "--hand-pause", "30", "--bot-threads", "1"]),
    );
    spawned.push(server);
    await openBotTables(server.url, ["hard", "hard", "hard", "hard"]);
    const made = await createTable(server.url, { preset: "twoPlayers", seats: ["person", "person"], target: 5000 });
    const players = made.tokens.map((t) => new SeatClient(server.url, made.table, t));
    clients.push(...players);
    await Promise.all(players.map((c) => c.start()));
    const reader = new Database(db, { readonly: true });
    const botRows = reader.prepare("SELECT count(*) AS n FROM journal WHERE table_id != ? AND kind = 'play'");
    const count = (): number => (botRows.get(made.table) as { n: number }).n;
    const random = seeded(2);
    // Bot moves committed while each of the person's moves waited for its answer.
    const during: number[] = [];
    try {
      const start = count();
      for (let i = 0; i < 12; i++) {
        const mover = players.find((c) => c.legal !== null && c.legal.length > 0);
        if (mover === undefined || mover.legal === null) break;
        const at = mover.seq;
        const n = count();
        mover.act(pickMove(mover.legal, random), at);
        expect(await until(() => mover.seq > at, 30_000)).toBe(true);
        during.push(count() - n);
      }
      // The bots were at work all along (their moves were committed meanwhile) …
      expect(during.length).toBe(12);
      expect(count() - start).toBeGreaterThan(0);
    } finally {
      reader.close();
    }
    // … yet no move of the person's waited for a round of the bots' queue (a hundred decisions,
    // as when the bots thought on the event loop: every table's due timer ran before the frame).
    expect(Math.max(...during)).toBeLessThan(BOT_TABLES / 4);
  });
});

describe("issue 34: a row that does not replay", () => {
  it("never drops a table people sit at: the table goes back to the last row that replays, its people are told, and play goes on", async () => {
    const { db, args, first } = await startOn(["--bot-delay", "10", "--hand-pause", "60000"]);
    const made = await createTable(first.url, { seats: ["person", "hard:4", "person", "medium"], target: 5000 });
    const random = seeded(7);
    const onTurn = (c: SeatClient, turn: Turn): void => {
      setTimeout(() => {
        if (c.seq === turn.seq) c.act(pickMove(turn.legal, random), turn.seq);
      }, 5);
    };
    const people = made.tokens.flatMap((t) =>
      t === null ? [] : [new SeatClient(first.url, made.table, t, { onTurn })],
    );
    clients.push(...people);
    await Promise.all(people.map((c) => c.start()));
    expect(await until(() => people.every((c) => c.seq > 16), 30_000)).toBe(true);
    await first.kill("SIGKILL");
    // A bot's move in the journal is changed by hand: the bot would not play it.
    const writer = new Database(db);
    const bad = writer
      .prepare("SELECT seq FROM journal WHERE table_id = ? AND kind = 'play' AND seq > 2 ORDER BY seq LIMIT 1 OFFSET 4")
      .get(made.table) as { seq: number };
    writer
      .prepare("UPDATE journal SET entry = ? WHERE table_id = ? AND seq = ?")
      .run(JSON.stringify({ type: "discard", seat: 1, card: 0 }), made.table, bad.seq);
    const last = (
      writer.prepare("SELECT max(seq) AS n FROM journal WHERE table_id = ?").get(made.table) as { n: number }
    ).n;
    writer.close();
    const second = await startServerProcess(args);
    spawned.push(second);
    expect(second.stderr()).toMatch(new RegExp(`row ${bad.seq} does not replay`));
    // The people are back at their table (no server/no-table), told of the rewind, and play on.
    expect(await until(() => people.every((c) => c.reconnects >= 1 && c.seq > last + 3), 30_000)).toBe(true);
    for (const c of people) {
      expect(c.errors).toEqual([]);
      const told = c.rows.get(last + 1);
      expect(told?.kind).toBe("rewind");
      expect(JSON.parse(told?.text ?? "null")).toMatchObject({
        to: bad.seq - 1,
        from: bad.seq,
        code: "server/rewound",
      });
    }
    await second.kill("SIGKILL");
    // A second restart replays the rewind as it was written: nothing more to take back.
    const third = await startServerProcess(args);
    spawned.push(third);
    expect(third.stderr()).not.toMatch(/does not replay/);
    const before = journal(db).get(made.table)?.length ?? 0;
    expect(await until(() => (journal(db).get(made.table)?.length ?? 0) > before + 2, 30_000)).toBe(true);
    const rows = journal(db).get(made.table) ?? [];
    expect(rows.filter((r) => r.kind === "rewind")).toHaveLength(1);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
  });
});
