/**
 * `safeDiscarderBot`: greedy's play with a discard chosen first of all not to feed the next opponent.
 * @module
 */
import type { Action, DiscardAction } from "../../actions/types.js";
import { type CardId, isJoker, isWildcard, POINTS } from "../../cards/card.js";
import { nextInt, type RngState } from "../../random/prng.js";
import type { PlayerView } from "../../state/view.js";
import { greedyBot } from "../greedyBot.js";
import { libraryBot } from "../handed.js";
import { type HandProfile, neighbourValue, profileOf } from "../profile.js";
import { type MeldReach, reaches, reachOf } from "../reach.js";
import type { Bot, BotChoice } from "../types.js";
import { discardRisk, readTable } from "./discardRisk.js";

/**
 * How much the bot wants to keep a card for itself (higher is kept): greedy's measure without the
 * opponent's part, which {@link discardRisk} weighs here, and weighs more.
 */
function ownKeep(card: CardId, profile: HandProfile, reach: MeldReach, allowSets: boolean): number {
  if (isWildcard(card)) return 1000 + (isJoker(card) ? 10 : 0);
  let value = neighbourValue(card, profile, allowSets, true);
  if (reaches(reach, card)) value += 40;
  // Among equally safe cards, shed the heavy ones first (R9.4).
  return value - (POINTS[card] as number) / 10;
}

function safeDiscard(view: PlayerView, legal: readonly Action[], rng: RngState): BotChoice {
  const seat = view.seat ?? view.turn;
  const profile = profileOf(view.held);
  const reach = reachOf(view.melds[view.sides[seat] ?? seat] ?? []);
  const reading = readTable(view);
  let lowest = Number.POSITIVE_INFINITY;
  let ties: DiscardAction[] = [];
  for (const a of legal) {
    if (a.type !== "discard") continue;
    const v = discardRisk(reading, a.card) + ownKeep(a.card, profile, reach, reading.allowSets);
    if (v < lowest) {
      lowest = v;
      ties = [a];
    } else if (v === lowest) ties.push(a);
  }
  if (ties.length <= 1) return [ties[0] ?? legal[0] ?? null, rng];
  const [i, next] = nextInt(rng, ties.length);
  return [ties[i] as DiscardAction, next];
}

/**
 * The safe discarder, a bot of the expert panel (`safe` on the command line): {@link greedyBot}'s
 * draws, melds, attaches and closes, but its discard is the card the next opponent can least use,
 * judged from its own view: never one that extends their side's melds if another will do, nor one
 * that makes a meld with the cards they are known to hold (R14.2) or with the pile they would take
 * with it; among safe cards, one already dead (its partners gone into melds), then the one least
 * useful to itself. Greedy only weighs the first of these, and lightly.
 *
 * Deterministic: ties between equally good discards are broken by the seeded PRNG.
 * @example
 * import { legalActions, newHand, presets, viewFor } from "burraco";
 * import { safeDiscarderBot, seedRng } from "burraco/bots";
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * const [action] = safeDiscarderBot(viewFor(state, state.turn), legalActions(state), seedRng(1));
 * action?.type === "draw" || action?.type === "pickUpDiscards"; // true
 */
export const safeDiscarderBot: Bot = /* @__PURE__ */ libraryBot((view, legal, rng) => {
  const [action, next] = greedyBot(view, legal, rng);
  if (action === null || action.type !== "discard") return [action, next];
  return safeDiscard(view, legal, rng);
});
