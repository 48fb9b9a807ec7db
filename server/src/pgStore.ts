/**
 * The shared store: PostgreSQL through node-postgres (`pg`), for several server processes on one
 * database (docs/guides/deploy.md). The same tables as the SQLite store; the schema is applied at
 * start by numbered migrations, each recorded in `schema_migrations` and run once (under an
 * advisory lock, so processes starting together do not race). `append` is one statement, so one
 * transaction; the `(table_id, seq)` primary key refuses a row written twice. Durability is the
 * server's `synchronous_commit` (on by default: a commit is on the database's disk before the hub
 * tells anyone).
 *
 * Many processes share the database, one owner a table: each table has a lease row
 * `(table_id, owner, epoch, lease_until)`, taken atomically (an UPDATE whose WHERE is the lapsed
 * lease, so two takers cannot both win) and renewed by its owner; a takeover adds one to the
 * epoch. Every journal row carries its writer's id and its epoch for that table, and a trigger
 * refuses a row whose lease is not that writer's at that epoch, reading the lease row FOR SHARE so
 * that a takeover waits for a write in flight and a write after it sees the new epoch: a process
 * that wakes after losing a lease cannot write, whatever it believes (the fence is the database's).
 * Live processes register with a heartbeat (`processes`); a new table goes to the least-loaded.
 */
import { connectSyncPg, PgError, type Query, type SyncPg } from "./pgBridge.js";
import {
  type JournalRow,
  type RowWrite,
  type Store,
  type StoredTable,
  storedTable,
  type TableLeases,
  type TableRow,
} from "./store.js";
import { randomId } from "./tokens.js";

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
  // Many owners, one a table: the process registry, a lease a table, and the fence per table (the
  // one-owner fence above is dropped). A table of before gets a lapsed lease at its last epoch, so
  // the first process to claim it writes at the next one.
  `CREATE TABLE processes (
     id text PRIMARY KEY,
     address text NOT NULL DEFAULT '',
     heartbeat timestamptz NOT NULL DEFAULT now(),
     tables integer NOT NULL DEFAULT 0
   );
   CREATE TABLE leases (
     table_id text PRIMARY KEY,
     owner text NOT NULL,
     epoch integer NOT NULL,
     lease_until timestamptz NOT NULL
   );
   CREATE INDEX leases_owner ON leases (owner);
   CREATE INDEX leases_until ON leases (lease_until);
   ALTER TABLE journal ADD COLUMN owner text NOT NULL DEFAULT '';
   INSERT INTO leases (table_id, owner, epoch, lease_until)
     SELECT t.id, '', coalesce((SELECT max(j.epoch) FROM journal j WHERE j.table_id = t.id), 0), '-infinity'
     FROM tables t;
   DROP TRIGGER journal_fence ON journal;
   CREATE FUNCTION journal_lease_fence() RETURNS trigger LANGUAGE plpgsql AS $fence$
   DECLARE held_by text; held_at integer;
   BEGIN
     SELECT owner, epoch INTO held_by, held_at FROM leases WHERE table_id = NEW.table_id FOR SHARE;
     IF held_by IS NULL OR held_by <> NEW.owner OR held_at <> NEW.epoch THEN
       RAISE EXCEPTION 'fenced: % at epoch % wrote a row of table %, whose lease is %''s at epoch %',
         NEW.owner, NEW.epoch, NEW.table_id, coalesce(held_by, 'nobody'), coalesce(held_at, 0) USING ERRCODE = 'P0035';
     END IF;
     RETURN NEW;
   END $fence$;
   CREATE TRIGGER journal_lease_fence BEFORE INSERT ON journal FOR EACH ROW EXECUTE FUNCTION journal_lease_fence();`,
];

/** A fixed number: the advisory lock the migrations run under. */
const MIGRATION_LOCK = 7_240_535;

/** How the PostgreSQL store is opened. */
export interface PgStoreOptions {
  /**
   * A table's lease: its owner renews it (every third of it); silent this long, its tables go to
   * the live processes. Also PostgreSQL's `idle_in_transaction_session_timeout`, so a process
   * stopped inside a transaction does not hold a lease row's lock for ever. Default 10,000.
   */
  readonly leaseMs?: number;
  /** Called once if the connection is lost: the store then refuses every call, and the process should stop. */
  readonly onLost?: (why: string) => void;
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

/** The rows as the columns of one multi-row INSERT (unnest of arrays), each with its epoch. */
function rowColumns(writes: readonly { tableId: string; row: JournalRow }[], epoch: (id: string) => number): unknown[] {
  return [
    writes.map((w) => w.tableId),
    writes.map((w) => w.row.seq),
    writes.map((w) => w.row.hand),
    writes.map((w) => w.row.kind),
    writes.map((w) => w.row.data),
    writes.map((w) => w.row.entry ?? null),
    writes.map((w) => epoch(w.tableId)),
  ];
}

/** Inserts the rows: $1 to $7 are their columns, `owner` the writer's id (an SQL expression). */
const insertRows = (
  owner: string,
): string => `INSERT INTO journal (table_id, seq, hand, kind, data, entry, epoch, owner)
  SELECT *, ${owner} FROM unnest($1::text[], $2::integer[], $3::integer[], $4::text[], $5::text[], $6::text[], $7::integer[])`;

const TABLE_COLUMNS = "id, settings, tokens, snapshot, snapshot_seq";
/** A lease from now on, `$ms` milliseconds long (the parameter's number). */
const until = (ms: string): string => `now() + ${ms}::integer * interval '1 millisecond'`;

/**
 * Connects to the database at `url` (postgres://…), applies the migrations it lacks, and
 * registers this process (it takes tables once it announces its address).
 */
export function openPgStore(url: string, options: PgStoreOptions = {}): Store {
  const leaseMs = options.leaseMs ?? 10_000;
  const db: SyncPg = connectSyncPg(url, {
    ...(leaseMs > 0 ? { transactionMs: leaseMs } : {}),
    ...(options.onLost === undefined ? {} : { onLost: options.onLost }),
  });
  const self = `${process.pid}-${randomId(6)}`;
  /** By table id, the epoch of each lease this process holds (its belief; the database checks it). */
  const held = new Map<string, number>();
  try {
    db.run(migrations(), true);
    db.run([{ text: "INSERT INTO processes (id) VALUES ($1)", values: [self] }], false);
  } catch (e) {
    db.close();
    throw e;
  }
  const load = (ids: readonly string[]): StoredTable[] =>
    ids.length === 0
      ? []
      : (
          (db.run(
            [{ text: `SELECT ${TABLE_COLUMNS} FROM tables WHERE id = ANY($1) ORDER BY id`, values: [ids] }],
            false,
          )[0] ?? []) as unknown as TableRow[]
        ).map(storedTable);
  const take = (rows: Record<string, unknown>[] | undefined): string[] => {
    const ids: string[] = [];
    for (const r of rows ?? []) {
      held.set(String(r.table_id), Number(r.epoch));
      ids.push(String(r.table_id));
    }
    return ids;
  };
  let peers: string[] = [];
  const livePeers = {
    text: `SELECT address FROM processes WHERE address <> '' AND heartbeat > now() - $1::integer * interval '1 millisecond'`,
    values: [leaseMs],
  };
  const readPeers = (rows: Record<string, unknown>[] | undefined): void => {
    peers = (rows ?? []).map((r) => String(r.address));
  };
  const leases: TableLeases = {
    self,
    announce(address) {
      const [, live] = db.run(
        [
          { text: "UPDATE processes SET address = $2, heartbeat = now() WHERE id = $1", values: [self, address] },
          livePeers,
        ],
        false,
      );
      readPeers(live);
    },
    peers: () => peers,
    holds: (tableId) => held.has(tableId),
    renew() {
      const ids = [...held.keys()];
      const [, renewed, live] = db.run(
        [
          {
            text: "UPDATE processes SET heartbeat = now(), tables = $2 WHERE id = $1",
            values: [self, held.size],
          },
          {
            text: `UPDATE leases SET lease_until = ${until("$3")} WHERE owner = $1 AND table_id = ANY($2) RETURNING table_id, epoch`,
            values: [self, ids, leaseMs],
          },
          livePeers,
        ],
        true,
      );
      readPeers(live);
      const still = new Map((renewed ?? []).map((r) => [String(r.table_id), Number(r.epoch)]));
      const lost = ids.filter((id) => still.get(id) !== held.get(id));
      for (const id of lost) held.delete(id);
      return lost;
    },
    claim() {
      // The tables placed on this process, then its share of the lapsed ones: their count over
      // the live processes', so that a dead process's tables spread over every live one.
      const [placed, counts] = db.run(
        [
          {
            text: `UPDATE leases SET lease_until = ${until("$3")}
              WHERE owner = $1 AND NOT (table_id = ANY($2)) RETURNING table_id, epoch`,
            values: [self, [...held.keys()], leaseMs],
          },
          {
            text: `SELECT (SELECT count(*) FROM leases WHERE lease_until < now())::integer AS lapsed,
              (SELECT count(*) FROM processes WHERE address <> '' AND heartbeat > now() - $1::integer * interval '1 millisecond')::integer AS live`,
            values: [leaseMs],
          },
        ],
        false,
      );
      const ids = take(placed);
      const lapsed = Number(counts?.[0]?.lapsed ?? 0);
      if (lapsed > 0) {
        const share = Math.ceil(lapsed / Math.max(1, Number(counts?.[0]?.live ?? 1)));
        const [taken] = db.run(
          [
            {
              text: `UPDATE leases l SET owner = $1, epoch = l.epoch + 1, lease_until = ${until("$3")}
                FROM (SELECT table_id FROM leases WHERE lease_until < now() ORDER BY random() LIMIT $2 FOR UPDATE SKIP LOCKED) e
                WHERE l.table_id = e.table_id AND l.lease_until < now() RETURNING l.table_id, l.epoch`,
              values: [self, share, leaseMs],
            },
          ],
          false,
        );
        ids.push(...take(taken));
      }
      return load(ids);
    },
    locate(tableId) {
      // Placed here, or lapsed: taken now (a takeover adds one to the epoch). SKIP LOCKED: a lease
      // row locked by a writer stopped inside its transaction is not waited on — every call of
      // this process waits for the database, so it would miss its own renewals until PostgreSQL
      // ends that session (after the lease); the client is told to join again later instead.
      const [taken] = db.run(
        [
          {
            text: `UPDATE leases l SET owner = $2, epoch = CASE WHEN l.owner = $2 THEN l.epoch ELSE l.epoch + 1 END,
                lease_until = ${until("$3")}
              FROM (SELECT table_id FROM leases WHERE table_id = $1 AND (owner = $2 OR lease_until < now())
                FOR UPDATE SKIP LOCKED) e
              WHERE l.table_id = e.table_id RETURNING l.table_id, l.epoch`,
            values: [tableId, self, leaseMs],
          },
        ],
        false,
      );
      if (take(taken).length > 0) {
        const [table] = load([tableId]);
        if (table !== undefined) return { at: "here", table };
      }
      const [owner] = db.run(
        [
          {
            // An owner that missed two renewals is likely gone (stopped, or dead): no address, so the
            // client tries again later rather than wait on a frozen process.
            text: `SELECT CASE WHEN p.heartbeat > now() - $2::integer * interval '1 millisecond' THEN p.address ELSE '' END AS address
              FROM leases l LEFT JOIN processes p ON p.id = l.owner WHERE l.table_id = $1`,
            values: [tableId, Math.ceil((2 * leaseMs) / 3) + 100],
          },
        ],
        false,
      );
      const address = owner?.[0]?.address;
      return typeof address === "string" ? { at: "elsewhere", address } : { at: "none" };
    },
  };
  return {
    leases,
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
      // The least-loaded live process owns it (this one when none is announced yet, or on a tie).
      const [lease] = db.run(
        [
          {
            text: `INSERT INTO leases (table_id, owner, epoch, lease_until)
              SELECT $1, coalesce((
                SELECT p.id FROM processes p LEFT JOIN leases l ON l.owner = p.id AND l.lease_until > now()
                WHERE p.address <> '' AND p.heartbeat > now() - $3::integer * interval '1 millisecond'
                GROUP BY p.id ORDER BY count(l.table_id), p.id = $2 DESC, random() LIMIT 1), $2),
                1, ${until("$3")}
              RETURNING owner`,
            values: [table.id, self, leaseMs],
          },
          {
            text: `INSERT INTO tables (${TABLE_COLUMNS}) VALUES ($1, $2, $3, $4, $5)`,
            values: [table.id, table.settings, JSON.stringify(table.tokenHashes), table.snapshot, table.snapshotSeq],
          },
          {
            // Written as whichever process the table went to: a table placed elsewhere is that
            // process's from its first row (it takes it up at its next claim, or at a join).
            text: insertRows("(SELECT owner FROM leases WHERE table_id = $8)"),
            values: [
              ...rowColumns(
                rows.map((row) => ({ tableId: table.id, row })),
                () => 1,
              ),
              table.id,
            ],
          },
        ],
        true,
      );
      if (lease?.[0]?.owner === self) held.set(table.id, 1);
    },
    append(writes: readonly RowWrite[]) {
      if (writes.length === 0) return;
      // A table's last snapshot in the batch is the one kept (as SQLite's UPDATEs in order do).
      const snapshots = new Map<string, { snapshot: string; seq: number }>();
      for (const w of writes)
        if (w.snapshot !== undefined) snapshots.set(w.tableId, { snapshot: w.snapshot, seq: w.row.seq });
      const ids = [...snapshots.keys()];
      // A table this process does not hold is written at epoch 0, which the fence refuses.
      db.run(
        [
          {
            text: `WITH s AS (
                UPDATE tables SET snapshot = u.snapshot, snapshot_seq = u.seq
                FROM unnest($9::text[], $10::text[], $11::integer[]) AS u(id, snapshot, seq) WHERE tables.id = u.id)
              ${insertRows("$8")}`,
            values: [
              ...rowColumns(writes, (id) => held.get(id) ?? 0),
              self,
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
      (db.run([{ text: `SELECT ${TABLE_COLUMNS} FROM tables ORDER BY id` }], false)[0] as TableRow[] | undefined)?.map(
        storedTable,
      ) ?? [],
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
      // Only under the table's lease: a process that lost it deletes nothing.
      const [gone] = db.run(
        [
          {
            text: `WITH l AS (DELETE FROM leases WHERE table_id = $1 AND owner = $2 AND epoch = $3 RETURNING table_id),
                j AS (DELETE FROM journal WHERE table_id IN (SELECT table_id FROM l)),
                t AS (DELETE FROM tables WHERE id IN (SELECT table_id FROM l))
              SELECT table_id FROM l`,
            values: [tableId, self, held.get(tableId) ?? 0],
          },
        ],
        false,
      );
      if ((gone ?? []).length === 0)
        throw new PgError(`fenced: table ${tableId}'s lease is not this process's`, "P0035");
      held.delete(tableId);
    },
    close: () => {
      // A clean stop hands its tables on at once: its leases lapse now.
      try {
        db.run(
          [
            { text: "UPDATE leases SET lease_until = '-infinity' WHERE owner = $1", values: [self] },
            { text: "DELETE FROM processes WHERE id = $1", values: [self] },
          ],
          true,
        );
      } catch {
        // The connection is gone: the leases lapse by themselves.
      }
      db.close();
    },
  };
}

/** Whether `db` names a PostgreSQL database rather than a SQLite file. */
export function isPostgresUrl(db: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(db);
}
