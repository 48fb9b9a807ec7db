/**
 * Playing at a table: a person's action, a bot's step, the referee's time out.
 * @module
 */
import { MAX_SEAT, parseAction } from "../actions/parse.js";
import type { Action } from "../actions/types.js";
import { playBots } from "../bots/playBots.js";
import type { Bot } from "../bots/types.js";
import { readFields } from "../input/read.js";
import { recordHandLog } from "../match/recordHand.js";
import type { RngState } from "../random/prng.js";
import { apply } from "../reducers/apply.js";
import { engineFault } from "../reducers/fault.js";
import { eventsOf, timeOutEvents } from "../reducers/publicEvents.js";
import { callTimeOut } from "../reducers/timeOut.js";
import { describeValue, err, ok, type Result, type RuleError, ruleError } from "../result.js";
import type { HandState } from "../state/types.js";
import { botAt } from "./seats.js";
import type { Table, TableEntry } from "./types.js";

/**
 * Whether `seat` is a seat of the table (an integer from 0 to players − 1).
 * @internal
 */
export function isTableSeat(table: Table, seat: unknown): seat is number {
  return typeof seat === "number" && Number.isInteger(seat) && seat >= 0 && seat < table.seats.length;
}

/**
 * Why `seat` cannot act at `table`, or `null`: a value that is not a seat number at all (the
 * string "1", 1.5) is `input/invalid` and says so, a seat number the table has no chair for
 * (seat 3 at two players) is `table/wrong-seat`.
 * @internal
 */
export function seatRefusal(table: Table, seat: unknown): RuleError | null {
  if (typeof seat !== "number" || !Number.isInteger(seat) || seat < 0 || seat > MAX_SEAT)
    return ruleError("input/invalid", `the seat must be a number from 0 to ${MAX_SEAT}, got ${describeValue(seat)}`);
  return isTableSeat(table, seat) ? null : ruleError("table/wrong-seat", `seat ${seat} is not at this table`);
}

/**
 * The table after `entry` took the hand from `table.state` to `after`: the entry logged, its
 * events added, and an ended hand recorded in the match (from the log, as `recordHandLog` does).
 * @internal
 */
export function advance(
  table: Table,
  entry: TableEntry,
  after: HandState,
  rngs: readonly RngState[] = table.rngs,
): Result<Table> {
  const log = table.log.concat([entry]);
  const added = "call" in entry ? timeOutEvents(after) : eventsOf(table.state, entry, after);
  let match = table.match;
  if (after.phase === "ended" && match !== null) {
    const recorded = recordHandLog(match, log);
    if (!recorded.ok) return recorded;
    match = recorded.value;
  }
  return ok({ ...table, match, state: after, log, events: table.events.concat(added), rngs });
}

/**
 * Plays a person's action at the table: `seat` is who sends it (a server knows it from the
 * connection), `action` is read once and checked as {@link apply} checks it. Refused, with the
 * table unchanged: a `seat` that is not a number from 0 to 3 (the string `"1"` included:
 * `input/invalid`), a seat that is not at the table or where a bot sits (`table/wrong-seat`), an
 * action for another seat than `seat` (`input/invalid`), not that seat's turn or the hand over
 * (`turn/not-your-turn`, `hand/over`), and whatever `apply` refuses, with its code and rule. When
 * the action ends the hand, the hand is recorded in the match. Trusts `table` to be one the table
 * functions made ({@link newTable}, {@link loadTable}, …). Never throws.
 * @example
 * const made = newTable({ seed: 7, seats: ["medium", "person", "medium", "medium"] });
 * if (!made.ok) throw new Error(made.error.message);
 * const table = made.value; // seat 1 plays first
 * const r = playAction(table, 1, { type: "draw", seat: 1 });
 * r.ok && r.value.log.length; // 1
 * playAction(table, 0, { type: "draw", seat: 0 }).error?.code; // "table/wrong-seat": a bot sits at seat 0
 * playAction(table, 1, { type: "draw", seat: 2 }).error?.code; // "input/invalid": not seat 1's action
 * playAction(table, "1" as never, { type: "draw", seat: 1 }).error?.message; // 'the seat must be a number from 0 to 3, got "1"'
 */
export function playAction(table: Table, seat: number, action: unknown): Result<Table> {
  try {
    return personAction(table, seat, action);
  } catch (thrown) {
    return engineFault(thrown);
  }
}

function personAction(table: Table, seat: number, action: unknown): Result<Table> {
  const refused = seatRefusal(table, seat);
  if (refused !== null) return { ok: false, error: refused };
  if (table.seats[seat] !== "person") return err("table/wrong-seat", `a bot sits at seat ${seat}, not a person`);
  const parsed = parseAction(action);
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  if (a.seat !== seat) return err("input/invalid", `the action is for seat ${a.seat}, but seat ${seat} sent it`);
  const state = table.state;
  if (state.phase === "ended") return err("hand/over", "the hand is over", "R7.1");
  const next = apply(state, a);
  return next.ok ? advance(table, a, next.value) : next;
}

/**
 * The bot whose turn it is plays one action, so that a screen can show each move. The bot is asked
 * as the simulator asks it, through `playBots` (its seat's view, the legal actions and its PRNG
 * state, which the table keeps), so a table of bots plays exactly the hands `playHand` plays from
 * the same deal and seeds. Bots of one's own are given by name (`bots`, for seats
 * `{ bot: "name" }`). Refused, with the table unchanged: the hand over (`hand/over`), a person to
 * act (`table/wrong-seat`), a named bot not given, or one that fails (no action, a refused one, an
 * exception: `table/bot-failed`). Trusts `table` as {@link playAction} does. Never throws.
 * @example
 * const made = newTable({ seed: 7, seats: ["person", "medium", "medium", "medium"] });
 * if (!made.ok) throw new Error(made.error.message);
 * const r = stepBot(made.value); // seat 1, a medium bot, draws or takes the pile
 * r.ok && r.value.log.length; // 1
 * const mine = newTable({ seed: 7, seats: ["person", { bot: "first" }, "easy", "easy"] }).value;
 * if (mine) stepBot(mine, { first: (_view, legal, rng) => [legal[0] ?? null, rng] }).ok; // true
 */
export function stepBot(table: Table, bots: Readonly<Record<string, Bot>> = {}): Result<Table> {
  try {
    // Read once into a fresh record: a getter or a Proxy runs once, and only the copy is used.
    const given = readFields(bots, null, "stepBot bots");
    return given.ok ? botAction(table, given.value as Record<string, Bot>) : given;
  } catch (thrown) {
    return engineFault(thrown);
  }
}

function botAction(table: Table, bots: Readonly<Record<string, Bot>>): Result<Table> {
  const state = table.state;
  if (state.phase === "ended") return err("hand/over", "the hand is over", "R7.1");
  const seat = state.turn;
  const bot = botAt(table.seats, seat, bots);
  if (bot === null) return err("table/wrong-seat", `a person sits at seat ${seat}: play with playAction`);
  if (typeof bot === "string") return err("table/bot-failed", bot);
  // playBots reads every seat's bot by index; only the seat to act is asked, once.
  const seatBots: Bot[] = table.seats.map(() => bot);
  const rngs = table.rngs.slice();
  const played: Action[] = [];
  const step = playBots(state, seatBots, rngs, 1, { onAction: (a) => played.push(a) });
  const action = played[0];
  if (step.error !== null || action === undefined)
    return err(
      "table/bot-failed",
      `the bot at seat ${seat} failed: ${step.error?.error.message ?? "no action"}`,
      step.error?.error.rule,
    );
  return advance(table, action, step.state, rngs);
}

/**
 * The referee calls time out (R8.3, {@link callTimeOut}): the call is logged where it happened
 * (`{ call: "timeOut" }`) and every seat gets its event. R8.3 speaks of tournaments; the table
 * lets whoever holds it call it (a server, a tournament clock). Refused as `callTimeOut` refuses:
 * a second call (`time-out/already-called`), a hand over (`hand/over`). Never throws.
 * @example
 * const made = newTable({ seed: 7, seats: ["person", "medium", "medium", "medium"], tournament: true });
 * if (!made.ok) throw new Error(made.error.message);
 * const r = callTableTimeOut(made.value);
 * r.ok && r.value.events; // [{ type: "timeOut", endsWith: 0 }]: one full round is left
 * if (r.ok) callTableTimeOut(r.value).error?.code; // "time-out/already-called"
 */
export function callTableTimeOut(table: Table): Result<Table> {
  try {
    const next = callTimeOut(table.state);
    return next.ok ? advance(table, { call: "timeOut" }, next.value) : next;
  } catch (thrown) {
    return engineFault(thrown);
  }
}
