/**
 * Who sits at a seat, changed while the table plays: a bot takes a person's seat, or the person
 * takes it back.
 * @module
 */
import { engineFault } from "../reducers/fault.js";
import { ok, type Result } from "../result.js";
import { seatRefusal } from "./play.js";
import { readSeat } from "./seats.js";
import type { Table, TableSeat } from "./types.js";

/**
 * The table with `who` at `seat` from now on: a bot that stands in for a person who is away, or
 * the person back at their seat. The hand, its log and every seat's PRNG state stay as they are:
 * a bot that sits down plays from the seat's own PRNG state, seeded from the hand's deal like
 * every seat's, so the same table and the same change give the same moves (a server's journal
 * replays them). `who` is read once, as {@link newTable} reads a seat. Refused, with the table
 * unchanged: a `seat` that is not a number from 0 to 3 (`input/invalid`) or not at the table
 * (`table/wrong-seat`), and a `who` that is not a seat (`input/invalid`). Never throws.
 * @example
 * const made = newTable({ seed: 7, seats: ["medium", "person", "medium", "medium"] });
 * if (!made.ok) throw new Error(made.error.message);
 * const away = changeSeat(made.value, 1, "medium"); // seat 1's person is away: a bot plays it
 * if (!away.ok) throw new Error(away.error.message);
 * tableTurn(away.value); // { seat: 1, bot: true }
 * const back = changeSeat(away.value, 1, "person"); // and they are back
 * back.ok && tableTurn(back.value); // { seat: 1, bot: false }
 * changeSeat(made.value, 3, "robot" as never).error?.code; // "input/invalid"
 */
export function changeSeat(table: Table, seat: number, who: TableSeat): Result<Table> {
  try {
    const refused = seatRefusal(table, seat);
    if (refused !== null) return { ok: false, error: refused };
    // Read by the reader newTable and loadTable use, into a fresh value.
    const read = readSeat(who, "changeSeat who");
    if (!read.ok) return read;
    const seats = table.seats.slice();
    seats[seat] = read.value;
    return ok({ ...table, seats });
  } catch (thrown) {
    return engineFault(thrown);
  }
}
