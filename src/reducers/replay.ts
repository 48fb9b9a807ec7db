/**
 * Rebuilding a hand from its action log.
 * @module
 */

import type { Action } from "../actions/types.js";
import { readFields, readList } from "../input/read.js";
import { err, ok, type Result } from "../result.js";
import { type NewHandOptions, newHand } from "../state/deal.js";
import type { HandState } from "../state/types.js";
import { apply } from "./apply.js";
import { callTimeOut } from "./timeOut.js";

/**
 * Options of {@link replay}: the deal, as for {@link newHand}, and the actions played from it.
 * @example
 * const options: ReplayOptions = { ruleset: presets.classic, seed: 1, actions: [{ type: "draw", seat: 1 }] };
 */
export interface ReplayOptions extends NewHandOptions {
  /**
   * The log in the order it was played: actions (each may be untrusted JSON, checked by
   * {@link apply}) and referee's calls, `{ call: "timeOut" }` where time out was called (R8.3).
   */
  readonly actions: readonly unknown[];
}

/** The longest action log {@link replay} reads (a hand takes a few hundred actions). */
const MAX_REPLAY_ACTIONS = 100_000;

/**
 * Rebuilds every state of a hand from its deal and its action log: `[deal, after action 0, after
 * action 1, …]`, so the result holds `actions.length + 1` states. An entry `{ call: "timeOut" }`
 * is the referee's time out ({@link callTimeOut}, R8.3), applied where it stands in the log. The
 * first entry that {@link apply} (or `callTimeOut`) refuses stops the replay: the error keeps its
 * code and rule, and its message starts with `action <index>:`. The options are checked as by
 * {@link newHand} (the seed is required here), and `actions` must be an array of at most 100,000
 * items; each field and each action is read once. Never throws.
 *
 * With a match, the deal of hand `n` is `{ ruleset: match.ruleset, seed: record.seed, dealer:
 * record.dealer, pairing: record.pairing }` (see {@link HandRecord}).
 * @example
 * const deal = newHand({ ruleset: presets.classic, seed: 1 }).value!;
 * const r = replay({ ruleset: presets.classic, seed: 1, actions: [{ type: "draw", seat: deal.turn }] });
 * if (r.ok) r.value.length; // 2: the deal and the state after the draw
 * replay({ seed: 1, actions: [{ type: "draw", seat: 0 }] }); // { ok: false, error: { code: "turn/not-your-turn", message: "action 0: …" } }
 */
export function replay(options: ReplayOptions): Result<HandState[]> {
  // Stryker disable next-line StringLiteral: the name is only quoted in refusal messages
  const fields = readFields(options, ["ruleset", "seed", "dealer", "pairing", "actions"], "replay options");
  if (!fields.ok) return fields;
  const { actions: list, seed, ...deal } = fields.value;
  // Stryker disable next-line StringLiteral: the name is only quoted in refusal messages
  const actions = readList(list, MAX_REPLAY_ACTIONS, "replay: actions");
  if (!actions.ok) return actions;
  if (seed === undefined) return err("input/invalid", "replay: the seed of the deal is missing");
  const dealt = newHand({ ...deal, seed } as NewHandOptions);
  if (!dealt.ok) return dealt;
  let state = dealt.value;
  const states: HandState[] = [state];
  for (let i = 0; i < actions.value.length; i++) {
    const r = replayEntry(state, actions.value[i]);
    if (!r.ok) return err(r.error.code, `action ${i}: ${r.error.message}`, r.error.rule);
    state = r.value;
    states.push(state);
  }
  return ok(states);
}

/** The referee's calls a log may hold (R8.3), by the value of their `call` field. */
const CALLS = ["timeOut"];

/**
 * One log entry applied: an action goes to {@link apply} as given (so an action listed by
 * `legalActions` keeps its trusted path); an object with an own `call` field is read once and must
 * be exactly `{ call: "timeOut" }`.
 */
function replayEntry(state: HandState, entry: unknown): Result<HandState> {
  if (!isCall(entry)) return apply(state, entry as Action);
  // Stryker disable next-line StringLiteral: the name is only quoted in refusal messages
  const fields = readFields(entry, ["call"], "replay: a call");
  if (!fields.ok) return fields;
  const call = fields.value.call;
  if (typeof call !== "string" || !CALLS.includes(call)) {
    return err("input/invalid", 'replay: a call must be { call: "timeOut" }');
  }
  return callTimeOut(state);
}

/** Whether `entry` names a call: an object with an own `call` key (found without running any getter). */
function isCall(entry: unknown): boolean {
  try {
    return typeof entry === "object" && entry !== null && Object.hasOwn(entry, "call");
  } catch {
    // A Proxy trap that throws: apply refuses the entry as an action, with its own message.
    return false;
  }
}
