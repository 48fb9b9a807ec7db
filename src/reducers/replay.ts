/**
 * Rebuilding a hand from its action log.
 * @module
 */
import { apply } from "./apply.js";
import { err, ok, type Result } from "../result.js";
import { checkRuleset } from "../rules/define.js";
import type { Ruleset } from "../rules/ruleset.js";
import { type NewHandOptions, newHand } from "../state/deal.js";
import type { HandState } from "../state/types.js";

/**
 * Options of {@link replay}: the deal, as for {@link newHand}, and the actions played from it.
 * @example
 * const options: ReplayOptions = { ruleset: presets.classic, seed: 1, actions: [{ type: "draw", seat: 1 }] };
 */
export interface ReplayOptions extends NewHandOptions {
  /** The actions in the order they were applied; each may be untrusted JSON (checked by {@link apply}). */
  readonly actions: readonly unknown[];
}

/**
 * Rebuilds every state of a hand from its deal and its action log: `[deal, after action 0, after
 * action 1, …]`, so the result holds `actions.length + 1` states. The first action that
 * {@link apply} refuses stops the replay: the error keeps apply's code and rule, and its message
 * starts with `action <index>:`. A ruleset that is not valid is refused (`ruleset/invalid`), and so
 * are `actions` that are not an array, a seed that is not a number or a string, and a dealer that
 * is not a seat (`input/invalid`). Never throws.
 *
 * With a match, the deal of hand `n` is `{ ruleset: match.ruleset, seed: record.seed, dealer:
 * record.dealer, pairing: record.pairing }` (see {@link HandRecord}).
 * @example
 * const deal = newHand({ ruleset: presets.classic, seed: 1 });
 * const r = replay({ ruleset: presets.classic, seed: 1, actions: [{ type: "draw", seat: deal.turn }] });
 * if (r.ok) r.value.length; // 2: the deal and the state after the draw
 * replay({ seed: 1, actions: [{ type: "draw", seat: 0 }] }); // { ok: false, error: { code: "turn/not-your-turn", message: "action 0: …" } }
 */
export function replay(options: ReplayOptions): Result<HandState[]> {
  if (typeof options !== "object" || options === null) return err("input/invalid", "replay: expected an options object { ruleset, seed, dealer?, pairing?, actions }");
  const { actions, seed, dealer, pairing } = options;
  if (!Array.isArray(actions)) return err("input/invalid", "replay: actions must be an array of actions");
  if (!(typeof seed === "string" || (typeof seed === "number" && Number.isFinite(seed)))) {
    return err("input/invalid", "replay: seed must be a number or a string");
  }
  let ruleset: Ruleset | undefined;
  if (options.ruleset !== undefined) {
    const checked = checkRuleset(options.ruleset);
    if (!checked.ok) return checked;
    ruleset = checked.value;
  }
  const players = ruleset?.players ?? 4;
  if (dealer !== undefined && !(Number.isInteger(dealer) && dealer >= 0 && dealer < players)) {
    return err("input/invalid", `replay: dealer must be a seat from 0 to ${players - 1}`, "R2.3");
  }
  if (pairing !== undefined && typeof pairing !== "boolean") return err("input/invalid", "replay: pairing must be true or false", "R11.3");
  let state = newHand({
    seed,
    ...(ruleset === undefined ? {} : { ruleset }),
    ...(dealer === undefined ? {} : { dealer }),
    ...(pairing === undefined ? {} : { pairing }),
  });
  const states: HandState[] = [state];
  for (let i = 0; i < actions.length; i++) {
    const r = apply(state, actions[i]);
    if (!r.ok) return err(r.error.code, `action ${i}: ${r.error.message}`, r.error.rule);
    state = r.value;
    states.push(state);
  }
  return ok(states);
}
