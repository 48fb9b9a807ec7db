// Issue 35, (1): the store contract. The same tests run on the embedded SQLite store and on the
// PostgreSQL store (BURRACO_TEST_PG; skipped outside CI without it, saying why): what the hub
// relies on — a value kept once, a table and its first rows written together, `append` in one
// transaction, the `(table_id, seq)` key refusing a row written twice, everything kept across a
// reopen — holds the same on both.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { connectSyncPg } from "../../server/src/pgBridge.js";
import { MIGRATIONS, openPgStore } from "../../server/src/pgStore.js";
import { openSqliteStore } from "../../server/src/sqliteStore.js";
import type { JournalRow, Store, StoredTable } from "../../server/src/store.js";
import { tempDb } from "./harness.js";
import { freshPgDatabase, pgRuns, sayIfNoPostgres } from "./postgres.js";

/** Each kind of store: a fresh database, and how to open it (again). */
const kinds: [string, boolean, () => () => Store][] = [
  [
    "SQLite",
    true,
    () => {
      const path = tempDb();
      return () => openSqliteStore(path);
    },
  ],
  [
    "PostgreSQL",
    pgRuns,
    () => {
      const url = freshPgDatabase();
      return () => openPgStore(url);
    },
  ],
];
sayIfNoPostgres("the store contract");

const table = (id: string, snapshotSeq = 1): StoredTable => ({
  id,
  settings: '{"preset":"classic"}',
  tokenHashes: ["a1", null, "b2", null],
  snapshot: `save of ${id} at ${snapshotSeq}`,
  snapshotSeq,
});
const row = (seq: number, kind: JournalRow["kind"] = "play", hand = 1): JournalRow => ({
  seq,
  hand,
  kind,
  data: `{"n":${seq}}`,
  entry: kind === "play" ? `{"seat":${seq % 4}}` : null,
});

for (const [name, runs, fresh] of kinds)
  describe.runIf(runs)(`issue 35 (1): the store contract on ${name}`, () => {
    it("keeps a meta value once: the first value set is the one returned ever after", () => {
      const open = fresh();
      const store = open();
      expect(store.meta("signing-key", "first")).toBe("first");
      expect(store.meta("signing-key", "second")).toBe("first");
      store.close();
      const again = open();
      expect(again.meta("signing-key", "third")).toBe("first");
      again.close();
    });

    it("writes a table with its first rows, and reads them back after `since`, oldest first", () => {
      const store = fresh()();
      store.createTable(table("t1"), [row(1, "deal")]);
      store.append([{ tableId: "t1", row: row(3) }]);
      store.append([{ tableId: "t1", row: row(2) }]);
      expect(store.tables()).toEqual([table("t1")]);
      expect(store.rows("t1", 0)).toEqual([row(1, "deal"), row(2), row(3)]);
      expect(store.rows("t1", 2)).toEqual([row(3)]);
      expect(store.rows("t1", 3)).toEqual([]);
      expect(store.rows("nope", 0)).toEqual([]);
      store.close();
    });

    it("deletes a table and its whole journal (an expired table), leaving the others and a rewind row kept", () => {
      const store = fresh()();
      store.createTable(table("t1"), [row(1, "deal")]);
      store.append([{ tableId: "t1", row: row(2) }]);
      store.createTable(table("t2"), [row(1, "deal")]);
      store.append([{ tableId: "t2", row: { ...row(2, "rewind"), data: '{"to":1,"from":2}' } }]);
      store.deleteTable("t1");
      expect(store.tables()).toEqual([table("t2")]);
      expect(store.rows("t1", 0)).toEqual([]);
      expect(store.rows("t2", 0)).toEqual([row(1, "deal"), { ...row(2, "rewind"), data: '{"to":1,"from":2}' }]);
      // Its id can be used again, from seq 1.
      store.createTable(table("t1"), [row(1, "deal")]);
      expect(store.rows("t1", 0)).toEqual([row(1, "deal")]);
      store.close();
    });

    it("refuses a row written twice: the (table_id, seq) key", () => {
      const store = fresh()();
      store.createTable(table("t1"), [row(1, "deal")]);
      store.append([{ tableId: "t1", row: row(2) }]);
      expect(() => store.append([{ tableId: "t1", row: { ...row(2), data: '{"other":true}' } }])).toThrow();
      expect(() => store.createTable(table("t1"), [row(1, "deal")])).toThrow();
      // The same seq at another table is another row.
      store.createTable(table("t2"), [row(1, "deal")]);
      store.append([{ tableId: "t2", row: row(2) }]);
      expect(store.rows("t1", 0)).toEqual([row(1, "deal"), row(2)]);
      store.close();
    });

    it("appends in one transaction: when one row of a batch is refused, none of it is written", () => {
      const store = fresh()();
      store.createTable(table("t1"), [row(1, "deal")]);
      store.createTable(table("t2"), [row(1, "deal")]);
      store.append([{ tableId: "t1", row: row(2) }]);
      expect(() =>
        store.append([
          { tableId: "t2", row: row(2) },
          { tableId: "t1", row: row(3) },
          { tableId: "t1", row: row(4, "deal", 2), snapshot: "save of t1 at 4" },
          { tableId: "t1", row: row(2) },
        ]),
      ).toThrow();
      expect(store.rows("t1", 0)).toEqual([row(1, "deal"), row(2)]);
      expect(store.rows("t2", 0)).toEqual([row(1, "deal")]);
      expect(store.tables().find((t) => t.id === "t1")).toEqual(table("t1"));
      // A batch that is whole is written whole, the new hand's snapshot with it.
      store.append([
        { tableId: "t2", row: row(2) },
        { tableId: "t1", row: row(3) },
        { tableId: "t1", row: row(4, "deal", 2), snapshot: "save of t1 at 4" },
      ]);
      expect(store.rows("t1", 0).map((r) => r.seq)).toEqual([1, 2, 3, 4]);
      expect(store.rows("t2", 0).map((r) => r.seq)).toEqual([1, 2]);
      expect(store.tables().find((t) => t.id === "t1")).toEqual(table("t1", 4));
      store.close();
    });

    it("keeps everything across a reopen, the schema applied once", () => {
      const open = fresh();
      const store = open();
      store.createTable(table("t1"), [row(1, "deal")]);
      store.append([{ tableId: "t1", row: row(2) }]);
      store.close();
      for (let i = 0; i < 2; i++) {
        const again = open();
        expect(again.tables()).toEqual([table("t1")]);
        expect(again.rows("t1", 0)).toEqual([row(1, "deal"), row(2)]);
        again.close();
      }
    });
  });

describe.runIf(pgRuns)("issue 35 (1): the PostgreSQL store's migrations", () => {
  it("applies each migration once, recorded in schema_migrations, however many processes open it", () => {
    const url = freshPgDatabase();
    for (let i = 0; i < 3; i++) openPgStore(url).close();
    const db = connectSyncPg(url);
    const [versions] = db.run([{ text: "SELECT version FROM schema_migrations ORDER BY version" }], false);
    db.close();
    expect(versions?.map((v) => v.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });

  it("keeps a table's rows under its lease: a lapsed lease is taken at the next epoch, and the database refuses the old owner's row", async () => {
    const url = freshPgDatabase();
    const a = openPgStore(url, { leaseMs: 1500 });
    const b = openPgStore(url, { leaseMs: 1500 });
    a.leases?.announce("http://a.example:1");
    b.leases?.announce("http://b.example:2");
    a.createTable(table("t1"), [row(1, "deal")]);
    a.append([{ tableId: "t1", row: row(2) }]);
    expect(a.leases?.holds("t1")).toBe(true);
    // Renewed, the lease is not B's to take; B is sent to A.
    expect(a.leases?.renew()).toEqual([]);
    expect(b.leases?.claim()).toEqual([]);
    expect(b.leases?.locate("t1")).toEqual({ at: "elsewhere", address: "http://a.example:1" });
    expect(b.leases?.locate("nope")).toEqual({ at: "none" });
    // A falls silent past its lease (no renewal): B takes the table, at epoch 2.
    await new Promise((done) => setTimeout(done, 1800));
    b.leases?.renew();
    expect(b.leases?.claim().map((t) => t.id)).toEqual(["t1"]);
    expect(() => a.append([{ tableId: "t1", row: row(3) }])).toThrow(/fenced: .* at epoch 1 wrote a row of table t1/);
    expect(() => a.deleteTable("t1")).toThrow(/fenced/);
    b.append([{ tableId: "t1", row: row(3) }]);
    // A learns it at its next renewal, and holds it no more.
    expect(a.leases?.renew()).toEqual(["t1"]);
    expect(a.leases?.holds("t1")).toBe(false);
    b.leases?.renew();
    expect(a.leases?.locate("t1")).toEqual({ at: "elsewhere", address: "http://b.example:2" });
    // Whatever a session believes, a row not under the table's lease is refused by the database.
    const stale = connectSyncPg(url);
    expect(() =>
      stale.run(
        [
          {
            text: "INSERT INTO journal (table_id, seq, hand, kind, data, epoch, owner) VALUES ('t1', 4, 1, 'play', '{}', 1, $1)",
            values: [a.leases?.self],
          },
        ],
        false,
      ),
    ).toThrow(/fenced/);
    const [written] = stale.run(
      [{ text: "SELECT seq, epoch, owner FROM journal WHERE table_id = 't1' ORDER BY seq" }],
      false,
    );
    stale.close();
    const ids = [a.leases?.self, a.leases?.self, b.leases?.self];
    expect(written).toEqual([1, 2, 3].map((seq, i) => ({ seq, epoch: seq < 3 ? 1 : 2, owner: ids[i] })));
    expect(b.rows("t1", 0)).toEqual([row(1, "deal"), row(2), row(3)]);
    a.close();
    b.close();
  });

  it("a join's takeover does not wait on a lease row locked by a writer stopped inside its transaction", async () => {
    const url = freshPgDatabase();
    const a = openPgStore(url, { leaseMs: 1500 });
    const b = openPgStore(url, { leaseMs: 1500 });
    a.leases?.announce("http://a.example:1");
    b.leases?.announce("http://b.example:2");
    a.createTable(table("t1"), [row(1, "deal")]);
    const admin = connectSyncPg(url);
    // A fell silent past its lease...
    admin.run([{ text: "UPDATE leases SET lease_until = '-infinity' WHERE table_id = 't1'" }], false);
    // ...stopped (SIGSTOP) inside an append, which holds the lease row FOR SHARE (the fence's read).
    const stopped = new (createRequire(new URL("../../server/package.json", import.meta.url))("pg").Client)({
      connectionString: url,
    });
    await stopped.connect();
    try {
      await stopped.query("BEGIN");
      await stopped.query("SELECT 1 FROM leases WHERE table_id = 't1' FOR SHARE");
      // B's whole process waits on its database calls: a join must not hang it until PostgreSQL
      // ends the stopped session (idle_in_transaction_session_timeout, the lease), which would
      // make B miss its own renewals. It is told to try later (or sent to the owner).
      const started = Date.now();
      const where = b.leases?.locate("t1");
      expect(Date.now() - started).toBeLessThan(1500);
      expect(where?.at).toBe("elsewhere");
      await stopped.query("ROLLBACK");
      // Once the row is free, the join takes the lapsed table, at the next epoch.
      expect(b.leases?.locate("t1")?.at).toBe("here");
      const [lease] = admin.run([{ text: "SELECT owner, epoch FROM leases WHERE table_id = 't1'" }], false);
      expect(lease).toEqual([{ owner: b.leases?.self, epoch: 2 }]);
    } finally {
      await stopped.end();
      admin.close();
      a.close();
      b.close();
    }
  }, 60_000);

  it("places a new table on the least-loaded live process, which takes it up; a clean stop hands its tables on at once", () => {
    const url = freshPgDatabase();
    const a = openPgStore(url);
    const b = openPgStore(url);
    a.leases?.announce("http://a.example:1");
    b.leases?.announce("http://b.example:2");
    a.createTable(table("t1"), [row(1, "deal")]);
    // A holds one table and B none: the next goes to B, its first row written as B's.
    a.createTable(table("t2"), [row(1, "deal")]);
    expect(a.leases?.holds("t2")).toBe(false);
    expect(a.leases?.locate("t2")).toEqual({ at: "elsewhere", address: "http://b.example:2" });
    expect(b.leases?.claim().map((t) => t.id)).toEqual(["t2"]);
    b.append([{ tableId: "t2", row: row(2) }]);
    expect(() => a.append([{ tableId: "t2", row: row(2, "seat") }])).toThrow(/fenced/);
    // A stops cleanly: its lease lapses now, and B's next claim takes it (at the next epoch).
    a.close();
    expect(b.leases?.claim().map((t) => t.id)).toEqual(["t1"]);
    b.append([{ tableId: "t1", row: row(2) }]);
    const db = connectSyncPg(url);
    const [epochs] = db.run([{ text: "SELECT table_id, seq, epoch FROM journal ORDER BY table_id, seq" }], false);
    db.close();
    expect(epochs).toEqual([
      { table_id: "t1", seq: 1, epoch: 1 },
      { table_id: "t1", seq: 2, epoch: 2 },
      { table_id: "t2", seq: 1, epoch: 1 },
      { table_id: "t2", seq: 2, epoch: 1 },
    ]);
    b.close();
  });
});
