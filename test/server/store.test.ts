// Issue 35, (1): the store contract. The same tests run on the embedded SQLite store and on the
// PostgreSQL store (BURRACO_TEST_PG; skipped outside CI without it, saying why): what the hub
// relies on — a value kept once, a table and its first rows written together, `append` in one
// transaction, the `(table_id, seq)` key refusing a row written twice, everything kept across a
// reopen — holds the same on both.
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

  it("refuses a row from an owner whose epoch was taken over: the fence is the database's", () => {
    const url = freshPgDatabase();
    const first = openPgStore(url);
    first.createTable(table("t1"), [row(1, "deal")]);
    first.close();
    // A second owner: epoch 2. A session still writing as epoch 1 is refused, whatever it believes.
    const second = openPgStore(url);
    const stale = connectSyncPg(url);
    stale.run([{ text: "SET burraco.epoch = 1" }], false);
    expect(() =>
      stale.run(
        [{ text: "INSERT INTO journal (table_id, seq, hand, kind, data) VALUES ('t1', 2, 1, 'play', '{}')" }],
        false,
      ),
    ).toThrow(/fenced: epoch 1 wrote a row, but the owner is epoch 2/);
    stale.close();
    second.append([{ tableId: "t1", row: row(2) }]);
    expect(second.rows("t1", 0)).toEqual([row(1, "deal"), row(2)]);
    second.close();
  });
});
