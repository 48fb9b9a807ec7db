/**
 * `burraco/table`: a match in progress with its seats, people and bots, for any front end or
 * server. A `Table` is plain data: play a person's action (`playAction`), let the bot to act take
 * one step (`stepBot`), call time out, deal the next hand; send each seat its view and its unseen
 * events; take back a move at a casual table; save and load it, signed when a key is given.
 * @example
 * import { newTable, stepBot, tableTurn } from "burraco/table";
 * const made = newTable({ seed: "club-night", seats: ["person", "medium", "medium", "medium"] });
 * if (!made.ok) throw new Error(made.error.message);
 * let table = made.value;
 * while (tableTurn(table)?.bot === true) {
 *   const step = stepBot(table); // the bots play until it is the person's turn
 *   if (!step.ok) throw new Error(step.error.message);
 *   table = step.value;
 * }
 * tableTurn(table)?.seat; // 0
 * @packageDocumentation
 */

export { advanceView, type ViewChange } from "./advanceView.js";
export { playBotMove } from "./botMove.js";
export { changeSeat } from "./changeSeat.js";
export { newTable } from "./newTable.js";
export { nextHand } from "./nextHand.js";
export { callTableTimeOut, playAction, stepBot } from "./play.js";
export { loadTable, saveTable } from "./save.js";
export type { Table, TableDeal, TableEntry, TableOptions, TableSeat, TableTurn } from "./types.js";
export { undoLast } from "./undo.js";
export { markSeen, seatEvents, tableTurn, tableView } from "./views.js";
