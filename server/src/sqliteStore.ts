/**
 * The embedded store: SQLite through better-sqlite3. Journal mode WAL with synchronous NORMAL: a
 * commit is a write to the WAL file, which the operating system holds, so killing the process at
 * any moment loses no committed row; a power loss can lose the last commits since the WAL was last
 * synced (at a checkpoint), never corrupt the file. `synchronous: "full"` syncs every commit.
 * Checkpoints are left to checkpointer.ts, off the main thread.
 */
import Database from "better-sqlite3";
import { type JournalRow, type RowWrite, type Store, type StoredTable, storedTable, type TableRow } from "./store.js";

/** How a commit reaches the disk (SQLite's PRAGMA synchronous). */
export type Synchronous = "normal" | "full";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  settings TEXT NOT NULL,
  tokens TEXT NOT NULL,
  snapshot TEXT NOT NULL,
  snapshot_seq INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS journal (
  table_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  hand INTEGER NOT NULL,
  kind TEXT NOT NULL,
  data TEXT NOT NULL,
  entry TEXT,
  PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
`;

/** Opens (or creates) the SQLite file at `path`. */
export function openSqliteStore(
  path: string,
  synchronous: Synchronous = "normal",
  walLimitBytes = 64 * 1024 * 1024,
): Store {
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma(`synchronous = ${synchronous === "full" ? "FULL" : "NORMAL"}`);
  db.pragma("foreign_keys = OFF");
  // Checkpoints run in a worker thread (checkpointer.ts), never inside a commit.
  db.pragma("wal_autocheckpoint = 0");
  // When the WAL starts over, it is cut to this size (checkpointer.ts truncates a longer one).
  db.pragma(`journal_size_limit = ${walLimitBytes > 0 ? walLimitBytes : -1}`);
  db.exec(SCHEMA);
  const getMeta = db.prepare<[string], { value: string }>("SELECT value FROM meta WHERE name = ?");
  const setMeta = db.prepare("INSERT OR IGNORE INTO meta (name, value) VALUES (?, ?)");
  const insertTable = db.prepare(
    "INSERT INTO tables (id, settings, tokens, snapshot, snapshot_seq) VALUES (?, ?, ?, ?, ?)",
  );
  const insertRow = db.prepare(
    "INSERT INTO journal (table_id, seq, hand, kind, data, entry) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const setSnapshot = db.prepare("UPDATE tables SET snapshot = ?, snapshot_seq = ? WHERE id = ?");
  const allTables = db.prepare<[], TableRow>("SELECT id, settings, tokens, snapshot, snapshot_seq FROM tables");
  const rowsAfter = db.prepare<[string, number], JournalRow>(
    "SELECT seq, hand, kind, data, entry FROM journal WHERE table_id = ? AND seq > ? ORDER BY seq",
  );
  const dropRows = db.prepare("DELETE FROM journal WHERE table_id = ?");
  const dropTable = db.prepare("DELETE FROM tables WHERE id = ?");
  const drop = db.transaction((tableId: string) => {
    dropRows.run(tableId);
    dropTable.run(tableId);
  });
  const writeRow = (tableId: string, row: JournalRow): void => {
    insertRow.run(tableId, row.seq, row.hand, row.kind, row.data, row.entry ?? null);
  };
  const create = db.transaction((table: StoredTable, rows: readonly JournalRow[]) => {
    insertTable.run(table.id, table.settings, JSON.stringify(table.tokenHashes), table.snapshot, table.snapshotSeq);
    for (const row of rows) writeRow(table.id, row);
  });
  const append = db.transaction((writes: readonly RowWrite[]) => {
    for (const w of writes) {
      writeRow(w.tableId, w.row);
      if (w.snapshot !== undefined) setSnapshot.run(w.snapshot, w.row.seq, w.tableId);
    }
  });
  return {
    meta(name, fallback) {
      setMeta.run(name, fallback);
      return getMeta.get(name)?.value ?? fallback;
    },
    createTable: (table, rows) => create(table, rows),
    append: (writes) => append(writes),
    tables: () => allTables.all().map(storedTable),
    rows: (tableId, since) => rowsAfter.all(tableId, since),
    deleteTable: (tableId) => drop(tableId),
    close: () => db.close(),
  };
}
