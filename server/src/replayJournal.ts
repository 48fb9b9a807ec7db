/**
 * Rebuilding a table from its save at the start of the hand and its journal's rows since, at a
 * restart. A row that does not replay (a move the rules refuse, a bot that answers otherwise: a
 * journal edited by hand, a damaged disk, a bot changed between versions) never drops the table:
 * the table is kept as it stood at the last row that replays, and a `rewind` row says so to its
 * clients (docs/guides/server.md, "Restarts"). A later restart replays the rewind the same way.
 */
import { callTableTimeOut, changeSeat, playAction, stepBot, type Table } from "burraco/table";
import { seatBots, tableSeat } from "./botSeats.js";
import type { JournalRow } from "./store.js";
import type { RewindData, SeatData, WireError } from "./wire.js";

/**
 * What a `rewind` row holds (the wire's `RewindData`): the row the table went back to (the table as
 * it stood after it), the first row that did not replay, and why.
 */
export type Rewind = RewindData;

/** The table rebuilt, the journal's last row, and the rewind to write if a row did not replay. */
export interface Replayed {
  readonly table: Table;
  readonly seq: number;
  readonly rewind: Rewind | null;
}

type Step = { ok: true; value: Table } | { ok: false; error: WireError };

/** One move row replayed: a person's move and the clock's call checked again, a bot's played again. */
export function replayRow(table: Table, row: JournalRow): Step {
  let entry: unknown;
  try {
    entry = JSON.parse(row.entry ?? "null");
  } catch {
    entry = null;
  }
  if (typeof entry !== "object" || entry === null)
    return { ok: false, error: { code: "server/store", message: "no entry" } };
  if ("call" in entry) return callTableTimeOut(table);
  const seat = (entry as { seat: unknown }).seat;
  if (typeof seat === "number" && table.seats[seat] === "person") return playAction(table, seat, entry);
  const stepped = stepBot(table, seatBots(table.seats));
  if (stepped.ok && JSON.stringify(stepped.value.log.at(-1)) !== row.entry)
    return { ok: false, error: { code: "server/store", message: "the bot played another move" } };
  return stepped;
}

/** A `seat` row replayed: who plays the seat from it on (a bot standing in, or the person back). */
export function replaySeat(table: Table, row: JournalRow): Step {
  let data: { readonly [K in keyof SeatData]?: unknown } | null;
  try {
    data = JSON.parse(row.data);
  } catch {
    data = null;
  }
  const seat = data?.seat;
  const kind = data?.kind;
  if (typeof seat !== "number" || typeof kind !== "string")
    return { ok: false, error: { code: "server/store", message: "a seat row without its seat and kind" } };
  return changeSeat(table, seat, tableSeat(kind));
}

/**
 * Replays `rows` (the deal row first) on `start`, the table saved at that deal. Rewind rows already
 * in the journal take the table back as they did when written.
 */
export function replayJournal(start: Table, rows: readonly JournalRow[]): Replayed {
  const deal = rows[0] as JournalRow;
  const last = (rows.at(-1) as JournalRow).seq;
  // The rows a rewind already took back are not played again: the rewind row stands for them.
  const rewound = new Map<number, number>();
  // From the last row back: a rewind takes back the rows between its `to` and itself, a rewind
  // among them included.
  let floor = Number.POSITIVE_INFINITY;
  for (let i = rows.length - 1; i > 0; i--) {
    const row = rows[i] as JournalRow;
    if (row.seq > floor || row.kind !== "rewind") continue;
    const to = (JSON.parse(row.data) as { to?: unknown }).to;
    if (typeof to === "number" && to >= deal.seq && to < row.seq) {
      rewound.set(row.seq, to);
      floor = to;
    }
  }
  // The table after each row so far: a rewind goes back to one of them.
  const after = new Map<number, Table>([[deal.seq, start]]);
  let table = start;
  let good = deal.seq;
  for (const row of rows.slice(1)) {
    const to = rewound.get(row.seq);
    if (to !== undefined) table = after.get(to) ?? table;
    else if (isTakenBack(row.seq, rewound)) continue;
    else if (row.kind === "play" || row.kind === "seat") {
      const next = row.kind === "play" ? replayRow(table, row) : replaySeat(table, row);
      if (!next.ok)
        return {
          table,
          seq: last,
          rewind: { to: good, from: row.seq, code: "server/rewound", message: next.error.message },
        };
      table = next.value;
    }
    good = row.seq;
    after.set(good, table);
  }
  return { table, seq: last, rewind: null };
}

/** Whether a later rewind row took row `seq` back (it lies between the rewind's `to` and the rewind). */
function isTakenBack(seq: number, rewound: ReadonlyMap<number, number>): boolean {
  for (const [at, to] of rewound) if (seq > to && seq < at) return true;
  return false;
}
