/**
 * Victory points of a tournament round (RULES.md R10.3).
 * @module
 */
import { describeValue, err, ok, type Result } from "../result.js";

/**
 * R10.3 as data: for 2, 3 and 4 hands, the upper limit of each band of the match-point difference,
 * from 10–10 up to 19–1; above the last limit the result is 20–0. Band `i` (0-based) gives
 * `[10 + i, 10 - i]`. The bands are contiguous in steps of 5 (a band starts 5 above the previous
 * limit), so the upper limits are the whole table.
 */
const BAND_LIMITS: Readonly<Record<2 | 3 | 4, readonly number[]>> = {
  2: [40, 120, 200, 300, 400, 500, 620, 740, 870, 1000],
  3: [50, 150, 250, 350, 500, 650, 800, 1000, 1250, 1500],
  4: [100, 300, 500, 700, 900, 1100, 1300, 1500, 1700, 2000],
};

function refuse(message: string): Result<[winner: number, loser: number]> {
  return err("vp/invalid", `${message} (R10.3)`, "R10.3");
}

/**
 * Converts the match-point difference between two sides over a round of 2, 3 or 4 hands into
 * victory points, winner first (R10.3, FIBUR table). The difference is what the winner scored
 * above the loser: a whole, non-negative multiple of 5.
 *
 * Refused with `vp/invalid` (rule `R10.3`): a difference that is not a number, not a safe integer
 * (beyond 2^53 "a multiple of 5" cannot be checked), negative or not a multiple of 5; `handCount`
 * other than 2, 3 or 4 (the types say so; the checks are for JavaScript callers and values read
 * from outside).
 * @example
 * victoryPoints(0, 2);    // { ok: true, value: [10, 10] }
 * victoryPoints(45, 2);   // { ok: true, value: [11, 9] }
 * victoryPoints(1005, 2); // { ok: true, value: [20, 0] }
 * victoryPoints(42, 2);   // { ok: false, error: { code: "vp/invalid", rule: "R10.3", … } }
 */
export function victoryPoints(difference: number, handCount: 2 | 3 | 4): Result<[winner: number, loser: number]> {
  // Typed for TypeScript callers, checked for JavaScript ones and values read from outside.
  if (handCount !== 2 && handCount !== 3 && handCount !== 4) {
    return refuse(`the hand count must be 2, 3 or 4, got ${describeValue(handCount)}`);
  }
  if (typeof difference !== "number")
    return refuse(`the difference must be a number, got ${describeValue(difference)}`);
  if (!Number.isSafeInteger(difference)) return refuse(`the difference must be a whole number, got ${difference}`);
  if (difference < 0) return refuse(`the difference is the winner's lead and cannot be negative, got ${difference}`);
  if (difference % 5 !== 0)
    return refuse(`match points move in fives, so the difference must be a multiple of 5, got ${difference}`);
  const limits = BAND_LIMITS[handCount];
  let band = 0;
  while (band < limits.length && difference > (limits[band] ?? 0)) band++;
  return ok([10 + band, 10 - band]);
}
