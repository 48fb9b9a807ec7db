/**
 * The order of play (R2.3): seat `dealer + 1` plays first, then clockwise, one turn each. Shared by
 * `checkState` (saved states) and `setupHand` (scenarios with `turnsPlayed`).
 * @internal
 * @module
 */
import { type ErrorCode, type RuleError, ruleError } from "../result.js";

/**
 * Why turn counts (one per seat) and the seat to play cannot follow from play in turn from the
 * dealer's left, or `null`: a refusal with `code`, naming R2.3 (or R8.1 for a hand that ended
 * before any turn). Once a hand is over, the turn stays with the seat that played last.
 * Trusts its arguments: whole numbers, `dealer` and `turn` seats of the table.
 * @internal
 */
export function turnOrderProblem(
  turns: readonly number[],
  dealer: number,
  turn: number,
  ended: boolean,
  code: ErrorCode,
): RuleError | null {
  const players = turns.length;
  const first = (dealer + 1) % players;
  let total = 0;
  for (const n of turns) total += n;
  for (let seat = 0; seat < players; seat++) {
    const behind = (seat - first + players) % players;
    if (turns[seat] !== Math.max(0, Math.ceil((total - behind) / players))) {
      const message = `turnsPlayed ${JSON.stringify(turns)} cannot happen: seats play in turn from seat ${first}, left of dealer ${dealer}`;
      return ruleError(code, message, "R2.3");
    }
  }
  if (ended && total === 0) return ruleError(code, "the hand ended before any turn was played", "R8.1");
  const expected = (first + total - (ended ? 1 : 0)) % players;
  return turn === expected
    ? null
    : ruleError(
        code,
        `turn: seat ${turn}, but after ${total} turns from seat ${first} it is seat ${expected}'s`,
        "R2.3",
      );
}
