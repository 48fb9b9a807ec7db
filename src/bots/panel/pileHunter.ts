/**
 * `pileHunterBot`: greedy's play, but it takes the discard pile whenever the pile gives it a meld or
 * holds many cards.
 * @module
 */
import { isWildcard } from "../../cards/card.js";
import type { PlayerView } from "../../state/view.js";
import { greedyBot } from "../greedyBot.js";
import { libraryBot } from "../handed.js";
import { formsNaturalMeld, profileOf } from "../profile.js";
import { reaches, reachOf } from "../reach.js";
import type { Bot } from "../types.js";

/** A pile of more cards than this is taken whatever they are. */
const PILE_CARDS = 4;

/** Whether a visible pile card makes a meld with the hand (and the pile), extends a meld or is a wildcard. */
function pileYieldsMeld(view: PlayerView): boolean {
  const pile = view.discardPile ?? (view.discardTop === null ? [] : [view.discardTop]);
  const seat = view.seat ?? view.turn;
  const reach = reachOf(view.melds[view.sides[seat] ?? seat] ?? []);
  const profile = profileOf(view.held, pile);
  for (const c of pile) {
    if (isWildcard(c) || reaches(reach, c) || formsNaturalMeld(c, profile, view.ruleset.allowSets, true)) return true;
  }
  return false;
}

/**
 * The pile hunter, a bot of the expert panel (`pile` on the command line): it takes the discard
 * pile (R3.1) whenever a card of it (those it can see: the whole pile when open, the top card under
 * `"top-only"`) makes a meld with its hand, extends one of its side's melds or is a wildcard, and
 * whenever the pile holds more than 4 cards, whatever they are. Everything else is
 * {@link greedyBot}'s, which takes the pile only when it is not mostly dead weight.
 *
 * Deterministic: greedy's ties are broken by the seeded PRNG.
 * @example
 * import { simulate } from "burraco/sim";
 * import { greedyBot, pileHunterBot } from "burraco/bots";
 * const report = simulate({ seed: 1, handCount: 2, bots: [pileHunterBot, greedyBot] });
 * report.value?.summary.errors; // 0
 */
export const pileHunterBot: Bot = /* @__PURE__ */ libraryBot((view, legal, rng) => {
  if (view.phase === "draw") {
    const pick = legal.find((a) => a.type === "pickUpDiscards");
    if (pick !== undefined && (view.discardCount > PILE_CARDS || pileYieldsMeld(view))) return [pick, rng];
  }
  return greedyBot(view, legal, rng);
});
