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
  /**
   * On a store shared by many processes (PostgreSQL): the tables' leases. Without it (SQLite) this
   * process owns every table.
   */
  readonly leases?: TableLeases;
  close(): void;
}

/** Where a table the hub does not hold is played: nowhere, here (now taken), or at another process. */
export type Located =
  | { readonly at: "none" }
  | { readonly at: "here"; readonly table: StoredTable }
  | { readonly at: "elsewhere"; readonly address: string };

/**
 * Many processes on one database, one owner a table (docs/architecture.md, "Scale past one
 * machine"): each table has a lease row, and a row of its journal is written only under the
 * table's latest lease (the database refuses any other). `createTable` places a new table on the
 * least-loaded live process, which may be another one.
 */
export interface TableLeases {
  /** This process's id in the registry. */
  readonly self: string;
  /** Names this process's public address in the registry: from then on it takes tables. */
  announce(address: string): void;
  /** Whether this process holds the table's lease (as far as it knows). */
  holds(tableId: string): boolean;
  /**
   * Renews this process's leases and its heartbeat; returns the ids of the tables it held and has
   * lost (taken over while it was silent): the hub drops them.
   */
  renew(): string[];
  /** Takes this process's share of the tables whose lease ran out, and those placed on it; returns them. */
  claim(): StoredTable[];
  /** Where a table is played: here when this process is its owner or could take its lapsed lease now. */
  locate(tableId: string): Located;
  /**
   * The public addresses of the live processes, as of the last announce or renewal: the online
   * page may open its WebSocket to them (a redirect), so its Content-Security-Policy names them.
   */
  peers(): readonly string[];
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
