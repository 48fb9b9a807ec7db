// Issue 34, "a row that does not replay never drops a table": replayJournal on a table's rows, a
// tampered one among them, and on the journal with the rewind row written after it.
import { changeSeat, newTable, stepBot, type Table, tableTurn } from "burraco/table";
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

describe("replayJournal: seat rows (issue 36)", () => {
  const seatRow = (seq: number, data: unknown): JournalRow => ({
    seq,
    hand: 1,
    kind: "seat",
    data: JSON.stringify(data),
    entry: null,
  });

  it("replays a bot standing in for a person and the person back, to the table played live", () => {
    const made = newTable({ seed: "journal", seats: ["person", "easy", "medium", "easy"] });
    if (!made.ok) throw new Error(made.error.message);
    const start = made.value;
    const rows: JournalRow[] = [{ seq: 1, hand: 1, kind: "deal", data: "{}", entry: null }];
    // Seat 0's person is away: a bot plays it for a few moves, then the person is back.
    let t = changeSeat(start, 0, "easy").value as Table;
    rows.push(seatRow(2, { seat: 0, player: "bot", kind: "easy", reason: "join-wait" }));
    const step = (): void => {
      const next = stepBot(t);
      if (!next.ok) throw new Error(next.error.message);
      t = next.value;
      rows.push({ seq: rows.length + 1, hand: 1, kind: "play", data: "{}", entry: JSON.stringify(t.log.at(-1)) });
    };
    const atSeat0 = (): number => t.log.filter((e) => "seat" in e && e.seat === 0).length;
    while (atSeat0() < 2) step();
    t = changeSeat(t, 0, "person").value as Table;
    rows.push(seatRow(rows.length + 1, { seat: 0, player: "person", kind: "person", reason: "returned" }));
    while (tableTurn(t)?.bot === true) step();
    expect(tableTurn(t)?.seat).toBe(0);
    const r = replayJournal(start, rows);
    expect(r.rewind).toBe(null);
    expect(r.table).toEqual(t);
  });

  it("a seat row that does not replay is a rewind, not a dropped table", () => {
    const made = newTable({ seed: "journal", seats: ["person", "easy", "medium", "easy"] });
    if (!made.ok) throw new Error(made.error.message);
    const rows: JournalRow[] = [
      { seq: 1, hand: 1, kind: "deal", data: "{}", entry: null },
      seatRow(2, { seat: 0, player: "bot", kind: "robot", reason: "grace" }),
    ];
    expect(replayJournal(made.value, rows).rewind).toMatchObject({ to: 1, from: 2, code: "server/rewound" });
    expect(replayJournal(made.value, [rows[0] as JournalRow, seatRow(2, { seat: 0 })]).rewind).toMatchObject({
      from: 2,
    });
  });
});
