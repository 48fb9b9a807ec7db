/**
 * Match sides: who is credited what after a hand (R2.1, R11.3).
 * @module
 */
import type { ScoreSheet } from "../scoring/types.js";
import { initialSides, sideCountFor } from "../state/seats.js";
import type { Side } from "../state/types.js";

/**
 * A paired player's credit (R11.3): half of the pair's hand total, rounded to a multiple of 5, a
 * half-way value (x2.5) going up (toward +∞). RULES.md leaves the rounding open; this is the
 * engine's choice (docs/guides/matches.md).
 * Trusts `total` to be a whole number of points.
 */
export function pairedCredit(total: number): number {
  return 5 * Math.floor((total + 5) / 10);
}

/**
 * What each match side is credited for a hand: its hand side's total, or `pairedCredit` of it
 * when that hand side ended with more seats than the match side has (a 3-player pairing, R11.3).
 * Trusts its arguments: a player count, the sides of a state and a score sheet this library made.
 */
export function creditsOf(players: number, sides: readonly Side[], sheet: ScoreSheet): number[] {
  const seating = initialSides(players);
  const credits: number[] = [];
  for (let m = 0; m < sideCountFor(players); m++) {
    const seat = seating.indexOf(m);
    const handSide = sides[seat] ?? m;
    const seatsNow = sides.filter((s) => s === handSide).length;
    const seatsAtStart = seating.filter((s) => s === m).length;
    const total = sheet.sides[handSide]?.total ?? 0;
    credits.push(seatsNow > seatsAtStart ? pairedCredit(total) : total);
  }
  return credits;
}
