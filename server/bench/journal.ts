/**
 * Every journal row of every table, read straight from the database (a SQLite file, read only, or
 * a PostgreSQL URL): what the tests and the load benchmark compare with what clients were told.
 * It lives in the server package because that is where the database drivers are installed.
 */
import Database from "better-sqlite3";
import { connectSyncPg } from "../src/pgBridge.js";
import { isPostgresUrl } from "../src/pgStore.js";

export interface DbRow {
  readonly seq: number;
  readonly hand: number;
  readonly kind: string;
  readonly data: string;
  readonly entry: string | null;
}

const SELECT = "SELECT table_id, seq, hand, kind, data, entry FROM journal ORDER BY table_id, seq";

function byTable(rows: readonly (DbRow & { table_id: string })[]): Map<string, DbRow[]> {
  const tables = new Map<string, DbRow[]>();
  for (const { table_id, ...row } of rows) {
    const list = tables.get(table_id) ?? [];
    list.push(row);
    tables.set(table_id, list);
  }
  return tables;
}

export function readJournal(db: string): Map<string, DbRow[]> {
  if (isPostgresUrl(db)) {
    const pg = connectSyncPg(db);
    try {
      return byTable((pg.run([{ text: SELECT }], false)[0] ?? []) as unknown as (DbRow & { table_id: string })[]);
    } finally {
      pg.close();
    }
  }
  const sqlite = new Database(db, { readonly: true });
  try {
    return byTable(sqlite.prepare(SELECT).all() as (DbRow & { table_id: string })[]);
  } finally {
    sqlite.close();
  }
}
