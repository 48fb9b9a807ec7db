// Issue 28, (2): under load the server is killed with SIGKILL mid-hand and started again on the
// same database; every client reconnects by itself, and each table's journal equals what its
// clients were told: nothing lost, nothing told or applied twice, every move still checked by the
// rules when the table is rebuilt (R3.1: the next moves after the restart are refused or accepted
// by the same rules).
import { afterAll, describe, expect, it } from "vitest";
import { createTable, pickMove, SeatClient } from "../../server/bench/client.js";
import { type Spawned, startServerProcess } from "../../server/bench/spawn.js";
import { freePort, journal, seeded, site, sleep, tempDb, until } from "./harness.js";

const TABLES = 16;
const spawned: Spawned[] = [];
const clients: SeatClient[] = [];

afterAll(async () => {
  for (const c of clients) c.stop();
  for (const s of spawned) await s.kill();
});

describe("a SIGKILL mid-hand, and a restart", () => {
  it("loses nothing any client was told, and tells or applies nothing twice", async () => {
    const db = tempDb();
    const port = await freePort();
    const args = [
      "--db",
      db,
      "--port",
      String(port),
      "--site",
      site,
      "--bot-delay",
      "15",
      "--hand-pause",
      "30",
      "--rate",
      "1000",
      "--burst",
      "1000",
    ];
    const first = await startServerProcess(args);
    spawned.push(first);
    const random = seeded(28);
    let acting = true;
    const onTurn = (c: SeatClient, turn: { seq: number; legal: readonly Record<string, unknown>[] }): void => {
      setTimeout(
        () => {
          if (acting && c.seq === turn.seq) c.act(pickMove(turn.legal, random), turn.seq);
        },
        2 + random() * 8,
      );
    };
    const tables: string[] = [];
    for (let i = 0; i < TABLES; i++) {
      // Every fourth table has two bots, played by the server: their pending turns survive too.
      const seats = i % 4 === 0 ? ["person", "easy", "person", "medium"] : ["person", "person", "person", "person"];
      const made = await createTable(first.url, { seats, target: 5000 });
      tables.push(made.table);
      for (const token of made.tokens) clients.push(new SeatClient(first.url, made.table, token, { onTurn }));
      clients.push(new SeatClient(first.url, made.table, null));
    }
    await Promise.all(clients.map((c) => c.start()));
    await sleep(1500);
    const before = journal(db);
    const atKill = Math.max(...clients.map((c) => c.seq));
    expect(atKill).toBeGreaterThan(20);
    await first.kill("SIGKILL");
    // Started again on the same port and database; the clients find it by themselves.
    const second = await startServerProcess(args);
    spawned.push(second);
    expect(await until(() => clients.every((c) => c.reconnects >= 1), 10_000)).toBe(true);
    // Every table goes on: a client may still be waiting out its back-off (up to 3 s) when the
    // server is back, longer on a busy machine, so this waits for the journal, not a fixed time.
    const advanced = (): boolean => {
      const now = journal(db);
      return tables.every((id) => (now.get(id)?.length ?? 0) > (before.get(id)?.length ?? 0));
    };
    expect(await until(advanced, 30_000)).toBe(true);
    await sleep(500);
    // Quiet: no more moves from the clients, then wait until every client has caught up with its
    // table (bots still play their turns up to a person's).
    acting = false;
    await sleep(300);
    await second.kill("SIGKILL");
    const after = journal(db);
    for (const id of tables) {
      const rows = after.get(id) ?? [];
      const told = clients.filter((c) => c.table === id);
      // The table went on after the restart.
      expect(rows.length).toBeGreaterThan((before.get(id) ?? []).length);
      // The journal is numbered 1, 2, 3, … with no gap and no number twice.
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
      for (const c of told) {
        expect(c.duplicated).toBe(0);
        expect(c.skipped).toBe(0);
        // Every row the client was told is the journal's row of that number, word for word.
        for (const [seq, row] of c.rows) {
          const stored = rows[seq - 1];
          expect(stored?.kind).toBe(row.kind);
          expect(JSON.parse(stored?.data ?? "null")).toEqual(row.data);
        }
        // And it was told every row up to its last: nothing lost on the way.
        expect(c.rows.size).toBe(c.seq);
      }
      // Nothing applied twice: each person's seat has at most as many moves in the journal as its
      // client sent (a move applied twice, before and after the crash, would make one more).
      for (const c of told) {
        if (c.seat === null) continue;
        const moves = rows.filter(
          (r) => r.kind === "play" && (JSON.parse(r.data) as { seat: unknown }).seat === c.seat,
        );
        expect(moves.length).toBeLessThanOrEqual(c.sent);
        expect(moves.length).toBeGreaterThan(0);
      }
    }
    expect(clients.every((c) => c.errors.every((e) => e.code === "server/stale"))).toBe(true);
  });
});
