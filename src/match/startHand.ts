/**
 * Dealing the next hand of a match (R2.3, R11.3).
 * @module
 */

import { err, type Result } from "../result.js";
import { type NewHandOptions, newHand } from "../state/deal.js";
import type { HandState } from "../state/types.js";
import { matchHandSeed } from "./handSeed.js";
import { pairsHand } from "./outcome.js";
import { readMatch } from "./serializeMatch.js";
import type { Match } from "./types.js";

/**
 * Deals the match's next hand: seed `matchHandSeed`, dealer `match.nextDealer` (R2.3: seat 0
 * first, then one seat clockwise each hand), and with three players `pairing` on when some
 * player's total has reached `threePlayerPairingFrom` (R11.3). Play it with {@link apply}, then
 * give the ended state to {@link recordHand}. The match's shape is checked first (each field read
 * once; a value that is not a match gives `match/invalid`; {@link checkMatch} and
 * {@link deserializeMatch} also check that its record adds up); a match that is over is refused
 * with `match/over`. Never throws.
 * @example
 * const started = newMatch({ ruleset: presets.classic, seed: 7 });
 * if (!started.ok) throw new Error(started.error.message);
 * const match = started.value;
 * const r = startHand(match);
 * if (r.ok) r.value.turn; // 1: the player left of dealer 0 plays first
 */
export function startHand(match: Match): Result<HandState> {
  const checked = readMatch(match);
  if (!checked.ok) return checked;
  match = checked.value;
  if (match.over) return err("match/over", `the match is over: side ${match.winner} won (R10.1)`, "R10.1");
  return newHand(dealOptions(match));
}

/**
 * How the match's next hand is dealt: its ruleset, seed, dealer and pairing, for `newHand` or
 * `replay`.
 * @internal
 */
export function dealOptions(match: Match): NewHandOptions {
  return {
    ruleset: match.ruleset,
    seed: matchHandSeed(match.seed, match.hands.length + 1),
    dealer: match.nextDealer,
    pairing: pairsHand(match.totals, match.ruleset),
  };
}
