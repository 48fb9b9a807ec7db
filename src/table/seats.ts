/**
 * A table's seats: reading them from outside, the bot of each, and the bots' seeds.
 * @module
 */
import { greedyBot } from "../bots/greedyBot.js";
import { easyBot } from "../bots/levels.js";
import { createPlannerBot } from "../bots/planner/plannerBot.js";
import type { Bot } from "../bots/types.js";
import { isWellFormed } from "../input/bytes.js";
import { readFields, readList } from "../input/read.js";
import { type RngState, seedRng } from "../random/prng.js";
import { describeValue, err, ok, type Result } from "../result.js";
import { botSeed } from "../sim/seeds.js";
import type { Seat } from "../state/types.js";
import type { TableDeal, TableSeat } from "./types.js";

/** The longest name of a bot of one's own. */
const MAX_NAME = 100;

/**
 * The tables' hard level: the planner that keeps no plan between calls, so that its move is a
 * function of its arguments alone (the table's state, the seat and the seat's PRNG state). One
 * function may then serve every table: however tables interleave, whatever a process played
 * before, and after a save, a load or a restart, a table's bot plays the same moves.
 */
const hard: Bot = /* @__PURE__ */ createPlannerBot({ keepPlans: false });

/** The built-in levels: each a function of its arguments alone (see {@link hard}). */
function levelBot(level: "easy" | "medium" | "hard"): Bot {
  if (level === "easy") return easyBot;
  if (level === "medium") return greedyBot;
  return hard;
}

/**
 * One seat read from outside into a fresh value, or why it is not a {@link TableSeat}.
 * @internal
 */
export function readSeat(value: unknown, at: string): Result<TableSeat> {
  if (value === "person" || value === "easy" || value === "medium" || value === "hard") return ok(value);
  if (typeof value !== "object" || value === null)
    return err(
      "input/invalid",
      `${at}: expected "person", "easy", "medium", "hard" or { bot: name }, got ${describeValue(value)}`,
    );
  const fields = readFields(value, ["bot"], at);
  if (!fields.ok) return fields;
  const name = fields.value.bot;
  if (typeof name !== "string" || name.length === 0 || name.length > MAX_NAME || !isWellFormed(name))
    return err("input/invalid", `${at}: a bot's name is a well-formed string of 1 to ${MAX_NAME} characters`);
  return ok({ bot: name });
}

/**
 * The seats of a table read once from outside: a list of exactly `players` seats. Shared by
 * `newTable` and `loadTable`.
 * @internal
 */
export function readSeats(value: unknown, players: number, what: string): Result<TableSeat[]> {
  const list = readList(value, 4, `${what}: seats`);
  if (!list.ok) return list;
  if (list.value.length !== players)
    return err("input/invalid", `${what}: seats: ${list.value.length} seats for ${players} players`);
  const seats: TableSeat[] = [];
  for (const [i, v] of list.value.entries()) {
    const seat = readSeat(v, `${what}: seats[${i}]`);
    if (!seat.ok) return seat;
    seats.push(seat.value);
  }
  return ok(seats);
}

/**
 * The bot at `seat`, or `null` for a person; a named bot missing from `bots` is an error message.
 * @internal
 */
export function botAt(
  seats: readonly TableSeat[],
  seat: Seat,
  bots: Readonly<Record<string, Bot>>,
): Bot | null | string {
  const who = seats[seat];
  if (who === undefined || who === "person") return null;
  if (typeof who === "string") return levelBot(who);
  const bot = Object.hasOwn(bots, who.bot) ? bots[who.bot] : undefined;
  return typeof bot === "function" ? bot : `no bot named ${describeValue(who.bot)} was given for seat ${seat}`;
}

/**
 * Each seat's PRNG for a hand: `seedRng(botSeed(seed, seat))` from the hand's deal seed, as the
 * simulator seeds its bots (`playHand`), so the same deal and seed play the same moves.
 * @internal
 */
export function botRngs(deal: TableDeal, players: number): RngState[] {
  return Array.from({ length: players }, (_, seat) => seedRng(botSeed(deal.seed, seat)));
}
