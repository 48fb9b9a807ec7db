// Issue 34, "a row that does not replay never drops a table": replayJournal on a table's rows, a
// tampered one among them, and on the journal with the rewind row written after it.
import { newTable, stepBot, type Table } from "burraco/table";
import { describe, expect, it } from "vitest";
import { replayJournal } from "../../server/src/replayJournal.js";
import type { JournalRow } from "../../server/src/store.js";

function played(moves: number): { start: Table; tables: Table[]; rows: JournalRow[] } {
  const made = newTable({ seed: "journal", seats: ["medium", "easy", "medium", "easy"] });
  if (!made.ok) throw new Error(made.error.message);
  const start = made.value;
  const rows: JournalRow[] = [{ seq: 1, hand: 1, kind: "deal", data: "{}", entry: null }];
  const tables = [start];
  let t = start;
  for (let i = 0; i < moves; i++) {
    const next = stepBot(t);
    if (!next.ok) throw new Error(next.error.message);
    t = next.value;
    tables.push(t);
    rows.push({ seq: i + 2, hand: 1, kind: "play", data: "{}", entry: JSON.stringify(t.log.at(-1)) });
  }
  return { start, tables, rows };
}

describe("replayJournal", () => {
  it("replays every row of an untouched journal", () => {
    const { start, tables, rows } = played(12);
    const r = replayJournal(start, rows);
    expect(r.rewind).toBe(null);
    expect(r.seq).toBe(13);
    expect(r.table).toEqual(tables.at(-1));
  });

  it("keeps the table at the last row that replays, and a journal with that rewind row replays to it and on", () => {
    const { start, tables, rows } = played(12);
    const tampered = rows.map((row) =>
      row.seq === 8 ? { ...row, entry: JSON.stringify({ type: "discard", seat: 0, card: 0 }) } : row,
    );
    const r = replayJournal(start, tampered);
    expect(r.rewind).toMatchObject({ to: 7, from: 8, code: "server/rewound" });
    expect(r.seq).toBe(13);
    expect(r.table).toEqual(tables[6]);
    // The rewind row written, then play on from row 7's table: two moves.
    const journal: JournalRow[] = [
      ...tampered,
      { seq: 14, hand: 1, kind: "rewind", data: JSON.stringify(r.rewind), entry: null },
    ];
    let t = r.table;
    for (const seq of [15, 16]) {
      const next = stepBot(t);
      if (!next.ok) throw new Error(next.error.message);
      t = next.value;
      journal.push({ seq, hand: 1, kind: "play", data: "{}", entry: JSON.stringify(t.log.at(-1)) });
    }
    const again = replayJournal(start, journal);
    expect(again.rewind).toBe(null);
    expect(again.seq).toBe(16);
    expect(again.table).toEqual(t);
    // A second bad row after the first rewind: back to the row before it, the first rewind kept.
    const worse = journal.map((row) => (row.seq === 16 ? { ...row, entry: "{}" } : row));
    expect(replayJournal(start, worse).rewind).toMatchObject({ to: 15, from: 16 });
  });
});
