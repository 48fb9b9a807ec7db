/**
 * The order of play (R2.3): seat `dealer + 1` plays first, then clockwise, one turn each. Shared by
 * `checkState` (saved states) and `setupHand` (scenarios with `turnsPlayed`).
 * @internal
 * @module
 */

/**
 * Why turn counts (one per seat) and the seat to play cannot follow from play in turn from the
 * dealer's left, or `null`. Once a hand is over, the turn stays with the seat that played last.
 * Trusts its arguments: whole numbers, `dealer` and `turn` seats of the table.
 * @internal
 */
export function turnOrderProblem(
  turns: readonly number[],
  dealer: number,
  turn: number,
  ended: boolean,
): string | null {
  const players = turns.length;
  const first = (dealer + 1) % players;
  let total = 0;
  for (const n of turns) total += n;
  for (let seat = 0; seat < players; seat++) {
    const behind = (seat - first + players) % players;
    if (turns[seat] !== Math.max(0, Math.ceil((total - behind) / players))) {
      return `turnsPlayed ${JSON.stringify(turns)} cannot happen: seats play in turn from seat ${first}, left of dealer ${dealer}`;
    }
  }
  if (ended && total === 0) return "the hand ended before any turn was played";
  const expected = (first + total - (ended ? 1 : 0)) % players;
  return turn === expected
    ? null
    : `turn: seat ${turn}, but after ${total} turns from seat ${first} it is seat ${expected}'s`;
}
