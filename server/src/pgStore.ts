/**
 * The shared store: PostgreSQL through node-postgres (`pg`), for several server processes on one
 * database (docs/guides/deploy.md). The same tables as the SQLite store; the schema is applied at
 * start by numbered migrations, each recorded in `schema_migrations` and run once (under an
 * advisory lock, so processes starting together do not race). `append` and `createTable` are each
 * one statement, so one transaction; the `(table_id, seq)` primary key refuses a row written twice.
 * Durability is the server's `synchronous_commit` (on by default: a commit is on the database's
 * disk before the hub tells anyone).
 *
 * One process owns the database at a time: it holds a session advisory lock, taken at start (a
 * second process waits for it: a standby), and it writes only through that one session. With a
 * lease (`leaseMs`), PostgreSQL itself ends the session of a process silent that long (a crash,
 * a lost machine, SIGSTOP), which frees the lock for the standby; the old session is never
 * reopened, so a process that wakes after losing it cannot write a row: fencing by the database,
 * not by the process's belief. Many processes each owning some tables is still on paper
 * (docs/architecture.md, "Scale past one machine").
 */
import { connectSyncPg, type Query, type SyncPg } from "./pgBridge.js";
import { type JournalRow, type RowWrite, type Store, type StoredTable, storedTable, type TableRow } from "./store.js";

/** The schema, in order: a migration, once applied, is never edited; a change is a new one. */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE meta (name text PRIMARY KEY, value text NOT NULL);
   CREATE TABLE tables (
     id text PRIMARY KEY,
     settings text NOT NULL,
     tokens text NOT NULL,
     snapshot text NOT NULL,
     snapshot_seq integer NOT NULL
   );
   CREATE TABLE journal (
     table_id text NOT NULL,
     seq integer NOT NULL,
     hand integer NOT NULL,
     kind text NOT NULL,
     data text NOT NULL,
     entry text,
     PRIMARY KEY (table_id, seq)
   );`,
  // The owners, one epoch each, and the fence: every row carries its writer's epoch (a session
  // setting), and a row whose epoch is not the latest owner's is refused by the database.
  `CREATE TABLE owners (epoch serial PRIMARY KEY, pid integer NOT NULL, since timestamptz NOT NULL DEFAULT now());
   ALTER TABLE journal ADD COLUMN epoch integer NOT NULL DEFAULT 0;
   CREATE FUNCTION journal_fence() RETURNS trigger LANGUAGE plpgsql AS $fence$
   DECLARE owner integer := (SELECT coalesce(max(epoch), 0) FROM owners);
   BEGIN
     NEW.epoch := coalesce(nullif(current_setting('burraco.epoch', true), ''), '0')::integer;
     IF NEW.epoch <> owner THEN
       RAISE EXCEPTION 'fenced: epoch % wrote a row, but the owner is epoch %', NEW.epoch, owner USING ERRCODE = 'P0035';
     END IF;
     RETURN NEW;
   END $fence$;
   CREATE TRIGGER journal_fence BEFORE INSERT ON journal FOR EACH ROW EXECUTE FUNCTION journal_fence();`,
];

/** Any fixed numbers: the advisory locks the migrations run under, and the owner holds. */
const MIGRATION_LOCK = 7_240_535;
const OWNER_LOCK = 7_240_536;

/** How the PostgreSQL store is opened. */
export interface PgStoreOptions {
  /** The lease: PostgreSQL ends this process's session after this long silent (0: never). */
  readonly leaseMs?: number;
  /** Called once if the session is lost: the store then refuses every call, and the process should stop. */
  readonly onLost?: (why: string) => void;
  /** Called once if another process owns the database, before waiting for it. */
  readonly onWait?: () => void;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function migrations(): Query[] {
  const steps: Query[] = [
    { text: `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})` },
    {
      text: "CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    },
  ];
  MIGRATIONS.forEach((sql, i) => {
    const version = i + 1;
    // One statement a migration, run only when its version is not recorded yet.
    steps.push({
      text: `DO $migration$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE version = ${version}) THEN
          ${sql}
          INSERT INTO schema_migrations (version) VALUES (${version});
        END IF;
      END $migration$`,
    });
  });
  return steps;
}

/** The rows as the columns of one multi-row INSERT (unnest of arrays). */
function rowColumns(writes: readonly { tableId: string; row: JournalRow }[]): unknown[] {
  return [
    writes.map((w) => w.tableId),
    writes.map((w) => w.row.seq),
    writes.map((w) => w.row.hand),
    writes.map((w) => w.row.kind),
    writes.map((w) => w.row.data),
    writes.map((w) => w.row.entry ?? null),
  ];
}

const INSERT_ROWS = `INSERT INTO journal (table_id, seq, hand, kind, data, entry)
  SELECT * FROM unnest($1::text[], $2::integer[], $3::integer[], $4::text[], $5::text[], $6::text[])`;

/**
 * Connects to the database at `url` (postgres://…), applies the migrations it lacks, and waits
 * until this process owns the database (no other server process holds its lock).
 */
export function openPgStore(url: string, options: PgStoreOptions = {}): Store {
  const db: SyncPg = connectSyncPg(url, {
    ...(options.leaseMs === undefined ? {} : { sessionMs: options.leaseMs }),
    ...(options.onLost === undefined ? {} : { onLost: options.onLost }),
  });
  try {
    db.run(migrations(), true);
    for (let waited = false; ; waited = true) {
      const [rows] = db.run([{ text: `SELECT pg_try_advisory_lock(${OWNER_LOCK}) AS got` }], false);
      if (rows?.[0]?.got === true) break;
      if (!waited) options.onWait?.();
      sleep(200);
    }
    // This process's epoch: the rows it writes carry it, and the fence compares it with the latest.
    const [owner] = db.run([{ text: "INSERT INTO owners (pid) VALUES (pg_backend_pid()) RETURNING epoch" }], false);
    db.run([{ text: `SET burraco.epoch = ${Number(owner?.[0]?.epoch)}` }], false);
  } catch (e) {
    db.close();
    throw e;
  }
  return {
    meta(name, fallback) {
      const [, rows] = db.run(
        [
          {
            text: "INSERT INTO meta (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
            values: [name, fallback],
          },
          { text: "SELECT value FROM meta WHERE name = $1", values: [name] },
        ],
        true,
      );
      const value = rows?.[0]?.value;
      return typeof value === "string" ? value : fallback;
    },
    createTable(table: StoredTable, rows: readonly JournalRow[]) {
      db.run(
        [
          {
            text: `WITH t AS (INSERT INTO tables (id, settings, tokens, snapshot, snapshot_seq) VALUES ($7, $8, $9, $10, $11))
              ${INSERT_ROWS}`,
            values: [
              ...rowColumns(rows.map((row) => ({ tableId: table.id, row }))),
              table.id,
              table.settings,
              JSON.stringify(table.tokenHashes),
              table.snapshot,
              table.snapshotSeq,
            ],
          },
        ],
        false,
      );
    },
    append(writes: readonly RowWrite[]) {
      if (writes.length === 0) return;
      // A table's last snapshot in the batch is the one kept (as SQLite's UPDATEs in order do).
      const snapshots = new Map<string, { snapshot: string; seq: number }>();
      for (const w of writes)
        if (w.snapshot !== undefined) snapshots.set(w.tableId, { snapshot: w.snapshot, seq: w.row.seq });
      const ids = [...snapshots.keys()];
      db.run(
        [
          {
            text: `WITH s AS (
                UPDATE tables SET snapshot = u.snapshot, snapshot_seq = u.seq
                FROM unnest($7::text[], $8::text[], $9::integer[]) AS u(id, snapshot, seq) WHERE tables.id = u.id)
              ${INSERT_ROWS}`,
            values: [
              ...rowColumns(writes),
              ids,
              ids.map((id) => snapshots.get(id)?.snapshot),
              ids.map((id) => snapshots.get(id)?.seq),
            ],
          },
        ],
        false,
      );
    },
    tables: () =>
      (
        db.run([{ text: "SELECT id, settings, tokens, snapshot, snapshot_seq FROM tables ORDER BY id" }], false)[0] as
          | TableRow[]
          | undefined
      )?.map(storedTable) ?? [],
    rows: (tableId, since) =>
      (db.run(
        [
          {
            text: "SELECT seq, hand, kind, data, entry FROM journal WHERE table_id = $1 AND seq > $2 ORDER BY seq",
            values: [tableId, since],
          },
        ],
        false,
      )[0] ?? []) as unknown as JournalRow[],
    deleteTable: (tableId) => {
      db.run(
        [
          { text: "DELETE FROM journal WHERE table_id = $1", values: [tableId] },
          { text: "DELETE FROM tables WHERE id = $1", values: [tableId] },
        ],
        true,
      );
    },
    close: () => db.close(),
  };
}

/** Whether `db` names a PostgreSQL database rather than a SQLite file. */
export function isPostgresUrl(db: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(db);
}
