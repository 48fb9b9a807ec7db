/**
 * What the server tests share: a fresh database folder, a free port, a seeded random source, and
 * reading a table's journal straight from the database.
 */
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { type ClientOptions, createTable, SeatClient, type Turn } from "../../server/bench/client.js";
import { type DbRow, readJournal } from "../../server/bench/journal.js";
import type { SeatKind } from "../../server/src/wire.js";

export const site = new URL("../../docs-site", import.meta.url).pathname;

export function tempDb(): string {
  return join(mkdtempSync(join(tmpdir(), "burraco-server-")), "test.db");
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** A small seeded generator (Park–Miller), so a test's clients choose the same moves each run. */
export function seeded(seed: number): () => number {
  let x = seed % 2147483647 || 1;
  return () => {
    x = (x * 16807) % 2147483647;
    return x / 2147483647;
  };
}

/** Every row of every table, by table id, read from the database (a SQLite file or a PostgreSQL URL). */
export function journal(db: string): Map<string, DbRow[]> {
  return readJournal(db);
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Waits until `done()` holds, checking every 20 ms, for at most `ms`. */
export async function until(done: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (done()) return true;
    await sleep(20);
  }
  return done();
}

/**
 * A table's journal against what its clients were told: numbered 1, 2, 3, … with no gap and no
 * number twice; every row told is the journal's row of that number, word for word, and every row
 * up to a client's last was told (nothing lost); each person's seat has no more moves in the
 * journal than its client sent (a move applied twice, before and after a crash, would make one more).
 */
export function expectToldIsJournal(rows: readonly DbRow[], told: readonly SeatClient[]): void {
  expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
  for (const c of told) {
    expect(c.duplicated).toBe(0);
    expect(c.skipped).toBe(0);
    for (const [seq, row] of c.rows) {
      const stored = rows[seq - 1];
      expect(stored?.kind).toBe(row.kind);
      expect(JSON.parse(stored?.data ?? "null")).toEqual(row.data);
    }
    expect(c.rows.size).toBe(c.seq);
    if (c.seat === null) continue;
    const moves = rows.filter((r) => r.kind === "play" && (JSON.parse(r.data) as { seat: unknown }).seat === c.seat);
    expect(moves.length).toBeLessThanOrEqual(c.sent);
    expect(moves.length).toBeGreaterThan(0);
  }
}

/**
 * Opens `count` tables at `url`, every `botsEvery`-th with two server bots (their pending turns
 * must survive too) and the others of four people, each with a client a seat and a spectator.
 */
export async function openTables(
  url: string,
  count: number,
  botsEvery: number,
  onTurn: (c: SeatClient, turn: Turn) => void,
  options: Omit<ClientOptions, "onTurn"> = {},
): Promise<{ tables: string[]; clients: SeatClient[] }> {
  const tables: string[] = [];
  const clients: SeatClient[] = [];
  for (let i = 0; i < count; i++) {
    const seats: readonly SeatKind[] =
      i % botsEvery === 0 ? ["person", "easy", "person", "medium"] : ["person", "person", "person", "person"];
    const made = await createTable(url, { seats, target: 5000 });
    tables.push(made.table);
    for (const token of made.tokens) clients.push(new SeatClient(url, made.table, token, { ...options, onTurn }));
    clients.push(new SeatClient(url, made.table, null, options));
  }
  return { tables, clients };
}
