/**
 * The store behind the server: one interface, with SQLite (the embedded default, sqliteStore.ts)
 * and PostgreSQL (a shared database, pgStore.ts) behind it (docs/architecture.md, "Scale past one
 * machine"). Synchronous: every write is one transaction, committed before the caller tells anyone.
 */

import type { RowKind } from "./wire.js";

/** One row of a table's journal: numbered from 1 at each table, in the order everyone is told. */
export interface JournalRow {
  readonly seq: number;
  readonly hand: number;
  /**
   * A hand dealt, a move played, a hand's seed revealed, or the table taken back to an earlier row
   * at a restart (a row that did not replay, replayJournal.ts); its data's type is wire.ts's `RowData`.
   */
  readonly kind: RowKind;
  /** The row's JSON: what every client of the table is told (nothing hidden is in it). */
  readonly data: string;
  /** For a move, the table's log entry as JSON (kept to rebuild the table, never sent). */
  readonly entry?: string | null;
}

/** A table as stored: its settings, seat tokens (hashed) and the save it is rebuilt from. */
export interface StoredTable {
  readonly id: string;
  /** The table's settings as JSON (TableSettings). */
  readonly settings: string;
  /** By seat, the SHA-256 of its token (hex), or null for a bot's seat. */
  readonly tokenHashes: readonly (string | null)[];
  /** `saveTable` of the table at the start of its current hand (signed). */
  readonly snapshot: string;
  /** The seq of the last row the snapshot includes. */
  readonly snapshotSeq: number;
}

/** A row to write, with the table's new snapshot when the row starts a hand. */
export interface RowWrite {
  readonly tableId: string;
  readonly row: JournalRow;
  readonly snapshot?: string;
}

/** The store of tables and their journals. */
export interface Store {
  /** A value kept across restarts (the signing key), set once if missing; returns the kept value. */
  meta(name: string, fallback: string): string;
  /** Writes a new table and its first rows in one transaction. */
  createTable(table: StoredTable, rows: readonly JournalRow[]): void;
  /** Appends rows (of one or more tables) in one transaction; throws if a seq is taken. */
  append(writes: readonly RowWrite[]): void;
  /** Every table, for the restart. */
  tables(): StoredTable[];
  /** The rows of a table after `since`, oldest first, entries included. */
  rows(tableId: string, since: number): JournalRow[];
  /** Removes a table and its whole journal (an expired table) in one transaction. */
  deleteTable(tableId: string): void;
  close(): void;
}

/** A row of the `tables` table, as both stores keep it (the token hashes as a JSON array). */
export interface TableRow {
  readonly id: string;
  readonly settings: string;
  readonly tokens: string;
  readonly snapshot: string;
  readonly snapshot_seq: number;
}

/** The stored table a `tables` row holds. */
export function storedTable(r: TableRow): StoredTable {
  return {
    id: r.id,
    settings: r.settings,
    tokenHashes: JSON.parse(r.tokens) as (string | null)[],
    snapshot: r.snapshot,
    snapshotSeq: r.snapshot_seq,
  };
}
