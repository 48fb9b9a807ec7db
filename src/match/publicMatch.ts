/**
 * The form of a match that players may see.
 * @module
 */
import type { Match, PublicMatch } from "./types.js";

/**
 * A match without its seeds, to send to players: the match seed deals every hand, and a hand's
 * seed its whole deal, so neither may leave the server before the match is over (reveal a hand's
 * seed afterwards for {@link verifyDeal}). Trusts `match` to be a match this library made
 * ({@link newMatch}, {@link recordHand}, {@link deserializeMatch}).
 * @example
 * const started = newMatch({ ruleset: presets.classic, seed: randomSeed() });
 * if (!started.ok) throw new Error(started.error.message);
 * const match = started.value;
 * const shown = publicMatch(match);
 * "seed" in shown; // false
 */
export function publicMatch(match: Match): PublicMatch {
  const { seed: _seed, hands, ...rest } = match;
  return { ...rest, hands: hands.map(({ seed: _handSeed, ...record }) => record) };
}
