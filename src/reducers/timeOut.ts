/**
 * `callTimeOut`: the referee's time out (R8.3), a call on the state rather than a player's action.
 * @module
 */
import { readFields } from "../input/read.js";
import { err, ok, type Result } from "../result.js";
import type { HandState, Seat } from "../state/types.js";
import { engineFault } from "./fault.js";
import { nextState } from "./nextState.js";

/**
 * The entry an action log holds where time out was called (R8.3); {@link replay} applies it.
 * @example
 * const log: unknown[] = [{ type: "draw", seat: 1 }, { call: "timeOut" } satisfies TimeOutCall];
 */
export interface TimeOutCall {
  /** The referee's call. */
  readonly call: "timeOut";
}

/**
 * The seat whose discard ends the last round when time out is called now (R8.3). Under `"fibur"`
 * with four players, a call while the player to act is playing (phase `play` or `pozzetto`) ends
 * the round with that player's partner; otherwise, and always with two or three players (no
 * partners), one full round is played: it ends with the seat before the player to act, the turn in
 * progress counting as that player's.
 */
function timeOutSeat(state: HandState): Seat {
  const players = state.held.length;
  const fibur = state.ruleset.timeOutRound === "fibur" && players === 4;
  if (fibur && state.phase !== "draw") return (state.turn + 2) % players;
  return (state.turn + players - 1) % players;
}

/**
 * Calls time out (R8.3): play goes on only to the end of the last round, and the hand ends after
 * the discard of the seat that ends it, unless a close, the stock (R8.1) or a stalemate (R8.2)
 * ends it first. That seat is, under `timeOutRound: "fibur"` with four players, the partner of the
 * player to act when they have drawn (phase `play` or `pozzetto`); otherwise (before the draw,
 * under `"full-round"`, and always with two or three players) the seat before the player to act,
 * after one full round. The seat is fixed now and kept in `state.timeOut` (a pairing,
 * R11.3, does not change it). A second call, or one on a hand that has ended, is refused citing
 * R8.3. Like {@link apply}, it trusts `state` to be one this library made (a value that cannot be
 * read as one gives `engine/fault`, no state at all `state/invalid`; it never throws) and never changes it.
 * An action log records the call as `{ call: "timeOut" }` where it happened (see {@link replay}).
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const r = callTimeOut(dealt.value);
 * if (!r.ok) throw new Error(r.error.message);
 * r.value.timeOut; // 0: the seat before the player to act, so one full round is left
 * callTimeOut(r.value); // { ok: false, error: { code: "time-out/already-called", rule: "R8.3", … } }
 */
export function callTimeOut(state: HandState): Result<HandState> {
  // No state at all is the caller's mistake, told apart at no cost; a state that cannot be read is not.
  if (typeof state !== "object" || state === null) return err("state/invalid", "callTimeOut: expected a hand state");
  try {
    return timeOutOf(state);
  } catch (thrown) {
    // A bug, or a value that is not a state this library made (as in apply).
    return engineFault(thrown);
  }
}

function timeOutOf(state: HandState): Result<HandState> {
  if (state.phase === "ended") return err("hand/over", "time out: the hand is over (R8.3)", "R8.3");
  if (state.timeOut !== null) {
    return err(
      "time-out/already-called",
      `time out was already called: the round ends with seat ${state.timeOut}'s discard (R8.3)`,
      "R8.3",
    );
  }
  return ok(nextState(state, { phase: state.phase, held: state.held, timeOut: timeOutSeat(state) }));
}

/** The referee's calls a log may hold (R8.3), by the value of their `call` field. */
const CALLS = ["timeOut"];

/**
 * A log entry read as a referee's call: `null` when it is not one (no own `call` key, found
 * without running a getter), else the call read once, or why it is not `{ call: "timeOut" }`.
 * For {@link replay} and {@link publicEvents}, which take both actions and calls.
 * @internal
 */
export function readCall(entry: unknown): Result<TimeOutCall> | null {
  if (!isCall(entry)) return null;
  // Stryker disable next-line StringLiteral: the name is only quoted in refusal messages
  const fields = readFields(entry, ["call"], "a referee's call");
  if (!fields.ok) return fields;
  const call = fields.value.call;
  if (typeof call !== "string" || !CALLS.includes(call))
    return err("input/invalid", 'a call must be { call: "timeOut" }');
  return ok({ call: "timeOut" });
}

/** Whether `entry` names a call: an object with an own `call` key (found without running any getter). */
function isCall(entry: unknown): boolean {
  try {
    return typeof entry === "object" && entry !== null && Object.hasOwn(entry, "call");
  } catch {
    // A Proxy trap that throws: the entry is then refused as an action, with its own message.
    return false;
  }
}
