/**
 * The server's bot seats: a level as the library plays it, or `hard:<n>`, the hard planner with
 * fewer playouts a decision (a cheaper table; the tests' and benchmarks' way to play many). Every
 * bot here is a function of the table alone (the planner keeps no plan between calls), so one
 * function may serve every table, in any thread, and a journal replays after a restart.
 */
import { type Bot, createPlannerBot } from "burraco/bots";
import type { TableSeat } from "burraco/table";
import type { SeatKind } from "./wire.js";

/** `hard:<n>`: n playouts a decision, from 2 to the default 120. */
export const HARD_BUDGET = /^hard:([0-9]{1,3})$/;
export const MIN_PLAYOUTS = 2;
export const MAX_PLAYOUTS = 120;

/** The playouts of a `hard:<n>` seat, or null for anything else. */
export function playoutsOf(kind: string): number | null {
  const m = HARD_BUDGET.exec(kind);
  const n = m === null ? Number.NaN : Number(m[1]);
  return n >= MIN_PLAYOUTS && n <= MAX_PLAYOUTS ? n : null;
}

/**
 * The library's seat for a seat kind: `hard:<n>` is a bot of the server's own, by that name. A
 * kind read from a journal row may be anything: `changeSeat` then refuses it.
 */
export function tableSeat(kind: SeatKind | string): TableSeat {
  return playoutsOf(kind) === null ? (kind as TableSeat) : { bot: kind };
}

const made = new Map<string, Bot>();

/** The bots of a table's named seats (`hard:<n>`), for `stepBot`: one function a name, shared. */
export function seatBots(seats: readonly TableSeat[]): Record<string, Bot> {
  const bots: Record<string, Bot> = {};
  for (const seat of seats) {
    if (typeof seat !== "object") continue;
    const iterations = playoutsOf(seat.bot);
    if (iterations === null) continue;
    let bot = made.get(seat.bot);
    if (bot === undefined) {
      bot = createPlannerBot({ iterations, keepPlans: false });
      made.set(seat.bot, bot);
    }
    bots[seat.bot] = bot;
  }
  return bots;
}
