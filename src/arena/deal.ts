/**
 * The arena's one call that deals: kept apart so that a change of `newHand`'s signature touches
 * one line.
 * @module
 */

import type { Seed } from "../random/seed.js";
import type { Ruleset } from "../rules/ruleset.js";
import { dealHand } from "../state/deal.js";
import type { HandState } from "../state/types.js";

/**
 * The deal of an arena hand.
 */
export function dealFor(ruleset: Ruleset, seed: Seed, dealer: number): HandState {
  // The options are the CLI's own, already checked: the unchecked deal newHand itself uses.
  return dealHand(ruleset, seed, dealer, undefined);
}
