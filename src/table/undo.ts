/**
 * Taking back a person's last move at a casual table.
 * @module
 */
import { engineFault } from "../reducers/fault.js";
import { err, ok, type Result } from "../result.js";
import type { Seat } from "../state/types.js";
import { seatRefusal } from "./play.js";
import { rebuild } from "./rebuild.js";
import type { Table } from "./types.js";

function refused(message: string, rule?: string): Result<Table> {
  return err("table/undo-refused", `undo: ${message}`, rule);
}

/**
 * Takes back `seat`'s last move, when the table allows it: a casual table opened with
 * `undo: true` (never a tournament table), the last entry of the log is that person's own action,
 * and the move showed that player no card they had not seen:
 * - a draw from the stock showed the card drawn: refused (R14.1);
 * - taking the pozzetto (R6.2) showed its cards: refused;
 * - taking the discard pile under `discardPileVisibility: "top-only"` showed the covered cards,
 *   which the view did not: refused; under `"open"` the whole pile was in view, so it may be taken
 *   back;
 * - a move that ended the hand showed every hand (R14.1): refused;
 * - a meld, an attach, a discard (one that takes the pozzetto on discard too: its cards stay hidden
 *   until the next turn, R6.3): taken back.
 * Nor is a move taken back once another person at the table has marked its events seen
 * ({@link markSeen}): an undo never unsays what another player was shown. (Bots have seen nothing:
 * none has acted since.) The hand is rebuilt from the log without the move; its events go, and no
 * seat has seen more than what is left. Refused with `table/undo-refused` (a seat not at the table,
 * or a bot's, `table/wrong-seat`). Never throws.
 * @example
 * const made = newTable({ seed: 7, seats: ["medium", "person", "medium", "medium"], undo: true });
 * if (!made.ok) throw new Error(made.error.message);
 * const drawn = playAction(made.value, 1, { type: "draw", seat: 1 });
 * if (!drawn.ok) throw new Error(drawn.error.message);
 * undoLast(drawn.value, 1).error?.code; // "table/undo-refused": the draw showed a card
 * const strict = newTable({ seed: 7, seats: ["medium", "person", "medium", "medium"] }).value;
 * if (strict) undoLast(strict, 1).error?.message; // "undo: this table was opened without undo"
 */
export function undoLast(table: Table, seat: Seat): Result<Table> {
  try {
    return undo(table, seat);
  } catch (thrown) {
    return engineFault(thrown);
  }
}

function undo(table: Table, seat: Seat): Result<Table> {
  // A value that is no seat is refused first, whatever the table allows.
  const wrong = seatRefusal(table, seat);
  if (wrong !== null) return { ok: false, error: wrong };
  if (table.tournament) return refused("a tournament table takes no move back");
  if (!table.undo) return refused("this table was opened without undo");
  if (table.seats[seat] !== "person") return err("table/wrong-seat", `a bot sits at seat ${seat}, not a person`);
  const last = table.log[table.log.length - 1];
  if (last === undefined) return refused("nothing has been played in this hand");
  if ("call" in last) return refused("the last entry is the referee's time out", "R8.3");
  if (last.seat !== seat) return refused(`the last move is seat ${last.seat}'s, not seat ${seat}'s`);
  if (table.state.phase === "ended") return refused("the move ended the hand and every hand was shown", "R14.1");
  if (last.type === "draw") return refused("the draw showed you the card drawn", "R14.1");
  if (last.type === "takePozzetto") return refused("taking the pozzetto showed you its cards", "R6.2");
  if (last.type === "pickUpDiscards" && table.ruleset.discardPileVisibility !== "open")
    return refused("taking the pile showed you its covered cards", "R14.2");
  const before = rebuild(table.ruleset, table.deal, table.log.slice(0, -1));
  if (!before.ok) return before;
  const kept = before.value.events.length;
  const seen = table.seen.map((n) => Math.min(n, kept));
  for (const [s, n] of table.seen.entries())
    if (s !== seat && table.seats[s] === "person" && n > kept) return refused(`seat ${s} has already seen the move`);
  return ok({ ...table, state: before.value.state, log: table.log.slice(0, -1), events: before.value.events, seen });
}
