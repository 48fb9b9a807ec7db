/**
 * Dealing the next hand of a match (R2.3, R11.3).
 * @module
 */
import type { Seed } from "../random/prng.js";
import { err, ok, type Result } from "../result.js";
import { newHand } from "../state/deal.js";
import type { HandState } from "../state/types.js";
import { pairsHand } from "./outcome.js";
import type { Match } from "./types.js";

/**
 * The seed of a match's hand `number` (1 for the first): `"<match seed>/<number>"`. The same match
 * seed always deals the same hands, and every hand a different deal.
 * @example
 * matchHandSeed("final", 3); // "final/3"
 * matchHandSeed(42, 1);      // "42/1"
 */
export function matchHandSeed(seed: Seed, number: number): string {
  return `${seed}/${number}`;
}

/**
 * Deals the match's next hand: seed `matchHandSeed`, dealer `match.nextDealer` (R2.3: seat 0
 * first, then one seat clockwise each hand), and with three players `pairing` on when some
 * player's total has reached `threePlayerPairingFrom` (R11.3). Play it with {@link apply}, then
 * give the ended state to {@link recordHand}. A match that is over is refused with `match/over`.
 * @example
 * const match = newMatch({ ruleset: presets.classic, seed: 7 });
 * const r = startHand(match);
 * if (r.ok) r.value.turn; // 1: the player left of dealer 0 plays first
 */
export function startHand(match: Match): Result<HandState> {
  if (match.over) return err("match/over", `the match is over: side ${match.winner} won (R10.1)`, "R10.1");
  return ok(
    newHand({
      ruleset: match.ruleset,
      seed: matchHandSeed(match.seed, match.hands.length + 1),
      dealer: match.nextDealer,
      pairing: pairsHand(match.totals, match.ruleset),
    }),
  );
}
