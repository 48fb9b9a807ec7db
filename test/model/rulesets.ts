/**
 * Rulesets for the differential tests: the meld options of §4–§5 and the play options of §3–§9,
 * as fast-check records to mix into a preset. Bonuses keep their defaults, whose values differ, so a
 * reading's class follows from its bonus.
 */
import { defineRuleset, type Ruleset } from "burraco";
import fc from "fast-check";

/** A ruleset from options; throws on a bad one (a test bug). */
export function rulesetOf(input: Record<string, unknown>): Ruleset {
  const r = defineRuleset(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The options that change how cards read as melds (§4, §5). */
export const meldOptions = {
  aceToAceRuns: fc.boolean(),
  allowSets: fc.boolean(),
  semiClean: fc.boolean(),
  semiCleanRuns: fc.constantFrom("seven-in-a-row", "wildcard-at-end"),
  semiCleanSets: fc.constantFrom("at-least-8", "exactly-8"),
  royalBurraco: fc.constantFrom(null, 300),
  superBurraco: fc.constantFrom(null, 250),
};

/** The options of play (§3, §4, §6–§9). */
export const playOptions = {
  discardPickupRestriction: fc.constantFrom("same-card", "under-three"),
  firstTurnMelding: fc.boolean(),
  distinctSetRanks: fc.boolean(),
  directPozzetto: fc.boolean(),
  closeRequires: fc.constantFrom("any-burraco", "clean-burraco"),
  noCloseAfterSingleCardPickup: fc.boolean(),
  stockExhaustion: fc.constantFrom("two-left", "pozzetto-replaces"),
  stalemate: fc.constantFrom("end-hand", "force-draw"),
  timeOutRound: fc.constantFrom("fibur", "full-round"),
  unplayedPozzetto: fc.constantFrom("card-values", "flat-100"),
};
