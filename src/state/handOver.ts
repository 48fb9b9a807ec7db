/**
 * The refusal of anything played on a hand that has ended.
 * @module
 */
import { type RuleError, ruleError } from "../result.js";
import type { HandEnd, HandState } from "./types.js";

/** The rule that ended the hand: a close (R7.1), the stock (R8.1), a stalemate (R8.2), time out (R8.3). */
const END_RULES: Readonly<Record<HandEnd["reason"], string>> = {
  closed: "R7.1",
  "stock-exhausted": "R8.1",
  stalemate: "R8.2",
  "time-out": "R8.3",
};

/**
 * The refusal of an action on a hand that has ended (§13): its own code, `hand/over`, so that a
 * player is not told to draw first, naming the rule that ended the hand.
 */
export function handOver(state: HandState): RuleError {
  const rule = state.end === null ? "R3.1" : END_RULES[state.end.reason];
  return ruleError("hand/over", `the hand is over (${rule})`, rule);
}
