/**
 * When a match ends and who wins (R10.1, R10.2), from the running totals: for matches and score pads.
 * @module
 */
import type { Ruleset } from "../rules/ruleset.js";
import { initialSides } from "../state/seats.js";

/**
 * Whether a match is over and who won, from the running totals: a side at or above the target
 * ends the match (R10.1); if more than one is, the higher total wins (R10.2); on an exact tie for
 * the highest, `"play-on"` plays another hand and `"starting-side"` gives the match to the side
 * that played first in the match: `first`, by default the side of seat 1, left of the first dealer
 * (a score pad passes the side a real table says played first). With three players, when the tie
 * is between two players neither of whom played first, the one who played earlier in the first
 * hand's order (`first`, then clockwise) wins.
 * Trusts its arguments: totals and a ruleset this library made or checked.
 */
export function matchOutcome(
  totals: readonly number[],
  ruleset: Ruleset,
  first: number = startingSide(ruleset),
): {
  /** Whether the match is over (R10.1, R10.2). */
  over: boolean;
  /** The winning match side, or `null` while it goes on. */
  winner: number | null;
} {
  const target = ruleset.targetScore;
  let best = Number.NEGATIVE_INFINITY;
  // Stryker disable next-line EqualityOperator: `t >= best` sets best to the same value on an equal total
  for (const t of totals) if (t >= target && t > best) best = t;
  const top: number[] = [];
  totals.forEach((t, side) => {
    if (t === best) top.push(side);
  });
  if (top.length === 1) return { over: true, winner: top[0] ?? null };
  if (ruleset.tieBreak === "play-on") return { over: false, winner: null };
  // Stryker disable next-line EqualityOperator: `k <= length` visits `first` again, after every side was asked
  for (let k = 0; k < totals.length; k++) {
    const side = (first + k) % totals.length;
    if (top.includes(side)) return { over: true, winner: side };
  }
  // No total reached the target: no side is at the top.
  return { over: false, winner: null };
}

/**
 * The match side that plays first in the match: the side of the seat left of the first dealer
 * (seat 0 deals first, so seat 1 plays first; R2.3, R10.2).
 * Trusts `ruleset` to be one this library made or checked.
 */
export function startingSide(ruleset: Ruleset): number {
  // Stryker disable next-line LogicalOperator: seat 1 is on side 1 at every table size, so `?? 1` and `&& 1` both give 1
  return initialSides(ruleset.players)[1] ?? 1;
}
