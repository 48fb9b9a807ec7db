/**
 * When a three-player hand pairs (R11.3). When a match ends and who wins (R10.1, R10.2) is
 * `matchOutcome`, in `scoring/outcome.ts`: the score pad needs it too.
 * @module
 */
import type { Ruleset } from "../rules/ruleset.js";

/**
 * Whether a three-player hand starting with these totals pairs the other two players once the
 * 18-card pozzetto is taken (R11.3): some player's total is at or above `threePlayerPairingFrom`;
 * 0 pairs every hand (even when every total is negative). Always `false` with 2 or 4 players.
 * Trusts its arguments: totals and a ruleset this library made or checked.
 */
export function pairsHand(totals: readonly number[], ruleset: Ruleset): boolean {
  if (ruleset.players !== 3) return false;
  const from = ruleset.threePlayerPairingFrom;
  return from === 0 || totals.some((t) => t >= from);
}
