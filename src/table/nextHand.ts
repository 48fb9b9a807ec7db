/**
 * The next hand at a table.
 * @module
 */
import { engineFault } from "../reducers/fault.js";
import { err, type Result } from "../result.js";
import { dealTable, matchDeal } from "./newTable.js";
import type { Table } from "./types.js";

/**
 * Deals the match's next hand once the hand in play has ended (it is already recorded in the
 * match): dealt as `startHand` deals it (R2.3: the deal moves one seat clockwise; the match's seeds
 * as they are), a fresh log, nothing seen, the bots seeded for the new hand. The events of the
 * ended hand go with it: send each seat its {@link seatEvents} first. Refused: a hand still in play
 * (`table/hand-in-play`), a match that is over or a table of one hand (`match/over`). Never throws.
 * @example
 * const made = newTable({ seed: 7, seats: ["medium", "medium", "medium", "medium"] });
 * if (!made.ok) throw new Error(made.error.message);
 * let table = made.value;
 * nextHand(table).error?.code; // "table/hand-in-play"
 * while (table.state.phase !== "ended") {
 *   const step = stepBot(table); // four bots: play the hand out
 *   if (!step.ok) throw new Error(step.error.message);
 *   table = step.value;
 * }
 * const next = nextHand(table);
 * next.ok && next.value.deal.number; // 2
 * next.ok && next.value.state.dealer; // 1: one seat clockwise
 */
export function nextHand(table: Table): Result<Table> {
  try {
    if (table.state.phase !== "ended")
      return err("table/hand-in-play", "the hand is still in play: the next one is dealt after it ends");
    const match = table.match;
    if (match === null) return err("match/over", "a table of one hand has no next hand");
    if (match.over) return err("match/over", `the match is over: side ${match.winner} won (R10.1)`, "R10.1");
    return dealTable(table.seats, table.ruleset, table.undo, table.tournament, match, matchDeal(match));
  } catch (thrown) {
    return engineFault(thrown);
  }
}
