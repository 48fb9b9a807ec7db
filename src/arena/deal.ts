/**
 * The arena's one call that deals: kept apart so that a change of `newHand`'s signature touches
 * one line.
 * @module
 */
import type { Ruleset } from "../rules/ruleset.js";
import { newHand } from "../state/deal.js";
import type { HandState } from "../state/types.js";

/**
 * The deal of an arena hand.
 * @example
 * const state = dealFor(presets.classic, handSeed(1, 0), 0);
 */
export function dealFor(ruleset: Ruleset, seed: number, dealer: number): HandState {
  return newHand({ ruleset, seed, dealer });
}
