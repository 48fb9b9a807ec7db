/**
 * A bot's move chosen elsewhere (another thread or process) and played at the table.
 * @module
 */
import { parseAction } from "../actions/parse.js";
import { readList } from "../input/read.js";
import type { RngState } from "../random/prng.js";
import { apply } from "../reducers/apply.js";
import { engineFault } from "../reducers/fault.js";
import { err, type Result } from "../result.js";
import { advance } from "./play.js";
import type { Table } from "./types.js";

function isUint32(x: unknown): x is number {
  return typeof x === "number" && Number.isInteger(x) && x >= 0 && x <= 0xffffffff;
}

/**
 * Plays at the table a move that the bot to act chose elsewhere — {@link stepBot} run on a copy of
 * the table in a worker thread or another process — with the PRNG state the bot returned (the
 * seat's next `rngs` entry). The action and the state are read once, by value, and checked as
 * {@link playAction} checks a person's move: refused, with the table unchanged, when the hand is
 * over (`hand/over`), a person is to act (`table/wrong-seat`), the action is not for the seat to act
 * or the PRNG state is not four uint32 integers (`input/invalid`), and whatever `apply` refuses.
 * It does not run the bot: whether the move is the bot's own is for a replay to check (the move of a
 * built-in level is a function of the table, so `stepBot` on the same table plays it again).
 * Never throws.
 * @example
 * const made = newTable({ seed: 7, seats: ["person", "medium", "medium", "medium"] });
 * if (!made.ok) throw new Error(made.error.message);
 * const elsewhere = stepBot(made.value); // as a worker would, on its copy of the table
 * if (!elsewhere.ok) throw new Error(elsewhere.error.message);
 * const r = playBotMove(made.value, elsewhere.value.log[0], elsewhere.value.rngs[1]);
 * r.ok && r.value.log.length; // 1
 * playBotMove(made.value, { type: "draw", seat: 2 }, elsewhere.value.rngs[1]).error?.code; // "input/invalid"
 */
export function playBotMove(table: Table, action: unknown, rng: unknown): Result<Table> {
  try {
    const state = table.state;
    if (state.phase === "ended") return err("hand/over", "the hand is over", "R7.1");
    const seat = state.turn;
    if (table.seats[seat] === "person")
      return err("table/wrong-seat", `a person sits at seat ${seat}: play with playAction`);
    const parsed = parseAction(action);
    if (!parsed.ok) return parsed;
    const a = parsed.value;
    if (a.seat !== seat) return err("input/invalid", `the action is for seat ${a.seat}, but seat ${seat} is to act`);
    const list = readList(rng, 4, "rng");
    if (!list.ok) return list;
    const words = list.value;
    if (words.length !== 4 || !words.every(isUint32))
      return err("input/invalid", "rng: a PRNG state is four uint32 integers");
    const next = apply(state, a);
    if (!next.ok) return next;
    const rngs = table.rngs.slice();
    rngs[seat] = words as unknown as RngState;
    return advance(table, a, next.value, rngs);
  } catch (thrown) {
    return engineFault(thrown);
  }
}
