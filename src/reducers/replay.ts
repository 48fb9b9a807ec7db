/**
 * Rebuilding a hand from its action log.
 * @module
 */

import { parseAction } from "../actions/parse.js";
import type { Action } from "../actions/types.js";
import { readFields, readList } from "../input/read.js";
import { err, ok, type Result } from "../result.js";
import { type NewHandOptions, newHand } from "../state/deal.js";
import type { HandState } from "../state/types.js";
import { apply } from "./apply.js";
import { eventsOf, type PublicEvent, timeOutEvents } from "./publicEvents.js";
import { callTimeOut, readCall } from "./timeOut.js";

/**
 * Options of {@link replay}: the deal, as for {@link newHand}, and the actions played from it.
 * @example
 * const options: ReplayOptions = { ruleset: presets.classic, seed: 1, actions: [{ type: "draw", seat: 1 }] };
 * replay(options).value?.at(-1)?.phase; // "play"
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
 * const r = replay({ ruleset: presets.classic, seed: 1, dealer: 0, actions: [{ type: "draw", seat: 1 }] });
 * if (r.ok) r.value.length; // 2: the deal and the state after the draw
 * replay({ seed: 1, actions: [{ type: "draw", seat: 0 }] }); // { ok: false, error: { code: "turn/not-your-turn", … } }
 */
export function replay(options: ReplayOptions): Result<HandState[]> {
  return replayLog(options, null);
}

/**
 * The public events of a whole action log (R14.1), in order: what {@link publicEvents} gives for
 * each action of {@link replay}, one list for the hand. Checked and refused exactly as by
 * {@link replay}; each action is read once. Never throws.
 * @example
 * const r = replayEvents({ ruleset: presets.classic, seed: 1, dealer: 0, actions: [{ type: "draw", seat: 1 }] });
 * if (r.ok) r.value; // [{ type: "draw", seat: 1 }]
 */
export function replayEvents(options: ReplayOptions): Result<PublicEvent[]> {
  const events: PublicEvent[] = [];
  const states = replayLog(options, events);
  return states.ok ? ok(events) : states;
}

/** {@link replay}, adding each action's public events to `events` unless it is `null`. */
function replayLog(options: ReplayOptions, events: PublicEvent[] | null): Result<HandState[]> {
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
    const entry = actions.value[i];
    const call = readCall(entry);
    // With events, an action is read once here and its copy applied and described; without, apply
    // reads it.
    const parsed = call !== null || events === null ? null : parseAction(entry);
    let r: Result<HandState>;
    if (call !== null) r = call.ok ? callTimeOut(state) : call;
    else if (parsed === null) r = apply(state, entry as Action);
    else r = parsed.ok ? apply(state, parsed.value) : parsed;
    if (!r.ok) return err(r.error.code, `action ${i}: ${r.error.message}`, r.error.rule);
    if (events !== null) {
      const added = parsed?.ok ? eventsOf(state, parsed.value, r.value) : timeOutEvents(r.value);
      for (const e of added) events.push(e);
    }
    state = r.value;
    states.push(state);
  }
  return ok(states);
}
