/**
 * What each seat sees at a table: its view, its unseen events, whose turn it is.
 * @module
 */
import type { PublicEvent } from "../reducers/publicEvents.js";
import { err, ok, type Result } from "../result.js";
import type { Seat } from "../state/types.js";
import { type PlayerView, viewFor } from "../state/view.js";
import { isTableSeat } from "./play.js";
import type { Table, TableTurn } from "./types.js";

/**
 * What `seat` may see of the hand in play: `viewFor(table.state, seat)` (see `PlayerView`: its own
 * cards, everything public, nothing hidden). A seat not at the table gets the spectator view. Safe
 * to send to that seat as JSON.
 * @example
 * const table = newTable({ seed: 7, seats: ["person", "medium", "medium", "medium"] }).value;
 * if (table) tableView(table, 0).held.length; // 11
 * if (table) tableView(table, 9).seat; // null: a spectator
 */
export function tableView(table: Table, seat: Seat): PlayerView {
  return viewFor(table.state, seat);
}

/**
 * The public events of this hand (R14.1) that `seat` has not seen yet, oldest first; a seat not at
 * the table (a spectator) gets every event of the hand. They hold nothing private (a draw from the
 * stock carries no card): send them as they are. Mark them seen with {@link markSeen}.
 * @example
 * const made = newTable({ seed: 7, seats: ["person", "medium", "medium", "medium"] });
 * if (!made.ok) throw new Error(made.error.message);
 * const after = stepBot(made.value);
 * if (!after.ok) throw new Error(after.error.message);
 * seatEvents(after.value, 0).length; // 1: what seat 1 did
 * const seen = markSeen(after.value, 0);
 * if (seen.ok) seatEvents(seen.value, 0); // []
 */
export function seatEvents(table: Table, seat: Seat): readonly PublicEvent[] {
  if (!isTableSeat(table, seat)) return table.events;
  return table.events.slice(table.seen[seat] ?? 0);
}

/**
 * The table with every event of this hand marked seen by `seat`, so that {@link seatEvents} gives
 * only what comes next. A seat not at the table is refused with `input/invalid`. Never throws.
 * @example
 * const table = newTable({ seed: 7, seats: ["person", "medium", "medium", "medium"] }).value;
 * if (table) markSeen(table, 0).value?.seen; // [0, 0, 0, 0]: nothing has happened yet
 * if (table) markSeen(table, 4).error?.code; // "input/invalid"
 */
export function markSeen(table: Table, seat: Seat): Result<Table> {
  if (!isTableSeat(table, seat)) return err("input/invalid", `markSeen: seat ${String(seat)} is not at this table`);
  const seen = table.seen.slice();
  seen[seat] = table.events.length;
  return ok({ ...table, seen });
}

/**
 * Whose move it is: the seat to act and whether a bot sits there; `null` once the hand has ended
 * (then {@link nextHand}, unless the match is over).
 * @example
 * const table = newTable({ seed: 7, seats: ["medium", "person", "medium", "medium"] }).value;
 * if (table) tableTurn(table); // { seat: 1, bot: false }: seat 1's person plays first
 */
export function tableTurn(table: Table): TableTurn | null {
  const state = table.state;
  if (state.phase === "ended") return null;
  return { seat: state.turn, bot: table.seats[state.turn] !== "person" };
}
