/**
 * What the server tests share: a fresh database folder, a free port, a seeded random source, and
 * reading a table's journal straight from the SQLite file.
 */
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";

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

export interface DbRow {
  readonly seq: number;
  readonly hand: number;
  readonly kind: string;
  readonly data: string;
  readonly entry: string | null;
}

/** Every row of every table, by table id, read from the database file. */
export function journal(path: string): Map<string, DbRow[]> {
  const db = new Database(path, { readonly: true });
  try {
    const rows = db
      .prepare("SELECT table_id, seq, hand, kind, data, entry FROM journal ORDER BY table_id, seq")
      .all() as (DbRow & { table_id: string })[];
    const byTable = new Map<string, DbRow[]>();
    for (const { table_id, ...row } of rows) {
      const list = byTable.get(table_id) ?? [];
      list.push(row);
      byTable.set(table_id, list);
    }
    return byTable;
  } finally {
    db.close();
  }
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
