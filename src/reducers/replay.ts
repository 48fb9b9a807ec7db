/**
 * Rebuilding a hand from its action log.
 * @module
 */

import { parseAction } from "../actions/schema.js";
import type { Action } from "../actions/types.js";
import { readFields, readList } from "../input/read.js";
import { err, ok, type Result } from "../result.js";
import { type NewHandOptions, newHand } from "../state/deal.js";
import type { HandState } from "../state/types.js";
import { apply } from "./apply.js";
import { eventsOf, type PublicEvent } from "./publicEvents.js";

/**
 * Options of {@link replay}: the deal, as for {@link newHand}, and the actions played from it.
 * @example
 * const options: ReplayOptions = { ruleset: presets.classic, seed: 1, actions: [{ type: "draw", seat: 1 }] };
 */
export interface ReplayOptions extends NewHandOptions {
  /** The actions in the order they were applied; each may be untrusted JSON (checked by {@link apply}). */
  readonly actions: readonly unknown[];
}

/** The longest action log {@link replay} reads (a hand takes a few hundred actions). */
const MAX_REPLAY_ACTIONS = 100_000;

/**
 * Rebuilds every state of a hand from its deal and its action log: `[deal, after action 0, after
 * action 1, …]`, so the result holds `actions.length + 1` states. The first action that
 * {@link apply} refuses stops the replay: the error keeps apply's code and rule, and its message
 * starts with `action <index>:`. The options are checked as by {@link newHand} (the seed is
 * required here), and `actions` must be an array of at most 100,000 items; each field and each
 * action is read once. Never throws.
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
  return replayLog(options, null);
}

/**
 * The public events of a whole action log (R14.1), in order: what {@link publicEvents} gives for
 * each action of {@link replay}, one list for the hand. Checked and refused exactly as by
 * {@link replay}; each action is read once. Never throws.
 * @example
 * const deal = newHand({ ruleset: presets.classic, seed: 1 }).value!;
 * const r = replayEvents({ ruleset: presets.classic, seed: 1, actions: [{ type: "draw", seat: deal.turn }] });
 * if (r.ok) r.value; // [{ type: "draw", seat: deal.turn }]
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
    // With events, the action is read once here and its copy applied and described.
    const parsed = events === null ? ok(actions.value[i] as Action) : parseAction(actions.value[i]);
    const r = parsed.ok ? apply(state, parsed.value) : parsed;
    if (!r.ok) return err(r.error.code, `action ${i}: ${r.error.message}`, r.error.rule);
    if (events !== null && parsed.ok) for (const e of eventsOf(state, parsed.value, r.value)) events.push(e);
    state = r.value;
    states.push(state);
  }
  return ok(states);
}
