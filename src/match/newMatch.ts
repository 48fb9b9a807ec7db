/**
 * Starting a match (RULES.md §10).
 * @module
 */
import { randomSeed } from "../random/seed.js";
import { classic } from "../rules/presets.js";
import { sideCountFor } from "../state/seats.js";
import type { Match, NewMatchOptions } from "./types.js";

/**
 * A new match: every total at 0, no hand played, seat 0 deals first (R2.3). Play it with
 * {@link startHand} and {@link recordHand} until `match.over`. Trusts its options as typed
 * (a ruleset from `presets` or {@link defineRuleset}, a {@link MatchSeed}): it checks nothing, and
 * {@link startHand} and {@link recordHand} refuse a match that does not hold together.
 * @example
 * const match = newMatch({ ruleset: { ...presets.classic, targetScore: 1005 }, seed: "final" });
 * match.totals; // [0, 0]
 * match.over;   // false
 */
export function newMatch(options: NewMatchOptions = {}): Match {
  const ruleset = options.ruleset ?? classic;
  return {
    ruleset,
    seed: options.seed ?? randomSeed(),
    totals: Array.from({ length: sideCountFor(ruleset.players) }, () => 0),
    hands: [],
    nextDealer: 0,
    over: false,
    winner: null,
  };
}
