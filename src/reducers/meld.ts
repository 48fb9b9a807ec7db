import type { MeldAction } from "../actions/types.js";
import { isWildcard } from "../cards/card.js";
import { analyzeCards } from "../melds/analyze.js";
import { isCleanClass } from "../melds/burraco.js";
import type { RuleError } from "../result.js";
import { sideOf } from "../state/seats.js";
import type { GameState, Meld } from "../state/types.js";
import { appended, replaceAt } from "./arrays.js";
import { guard, mayEmptyHand, refusal, without } from "./common.js";
import { nextState } from "./nextState.js";

/** Whether the first-turn rule (R3.4) stops `seat` from melding or attaching now. */
export function firstTurnBlocks(state: GameState, seat: number): RuleError | null {
  if (!state.ruleset.firstTurnMelding && (state.turnsPlayed[seat] ?? 0) === 0) {
    return refusal("turn/first-turn", "in a player's first turn only the draw and the discard are allowed (R3.4)", "R3.4");
  }
  return null;
}

/**
 * Why a meld or attach may not leave `seat` with `hand`, or `null` (R6.4). An empty hand needs the
 * pozzetto to be taken at once (R6.2). A single card must be a legal last discard: one that takes
 * the pozzetto (R6.3) or one that closes with the side's melds as they will be (R7.1). Two cards
 * must not both be cards R3.3 forbids. Anything else would leave the player with no legal way to
 * end the turn.
 */
export function handLeftBlocks(state: GameState, seat: number, hand: readonly number[], sideMelds: readonly Meld[]): RuleError | null {
  if (hand.length > 1) {
    // R3.3 may forbid up to two cards ("under-three"): at least one card must stay discardable.
    if (hand.length > 2 || !hand.every((id) => state.forbiddenDiscards.includes(id))) return null;
    return refusal("hand/would-empty", "keep a card you may discard: the cards left were all just taken from the pile (R3.3, R6.4)", "R6.4");
  }
  const side = sideOf(state, seat);
  if (hand.length === 0) {
    if (mayEmptyHand(state, seat)) return null;
    return refusal(
      "hand/would-empty",
      state.pozzettoTaken[side]
        ? "keep a card: your side has its pozzetto, so your last card must close the hand (R6.4, R7.2)"
        : "keep a card to discard: the pozzetto cannot be taken by melding now (R6.2, R6.4)",
      "R6.4",
    );
  }
  const last = hand[0] as number;
  const rs = state.ruleset;
  if (state.forbiddenDiscards.includes(last)) {
    return refusal("hand/would-empty", "your last card would be one you may not discard this turn (R3.3, R6.4)", "R6.4");
  }
  if (!state.pozzettoTaken[side]) {
    if (state.pozzetti.length > 0) return null;
    return refusal("hand/would-empty", "no pozzetto is left, so you must keep two cards (R6.4)", "R6.4");
  }
  const burraco =
    rs.closeRequires === "clean-burraco" ? sideMelds.some((m) => isCleanClass(m.burraco)) : sideMelds.some((m) => m.burraco !== null);
  if (burraco && !isWildcard(last) && !state.closeBlocked) return null;
  if (burraco && !isWildcard(last)) {
    return refusal("hand/would-empty", "your last card may not close this turn after taking a one-card pile with one card (R7.3), so keep two cards", "R7.3");
  }
  return refusal("hand/would-empty", "your last card could not close the hand, so keep two cards (R6.4, R7.1)", "R6.4");
}

/** Why a new meld repeats a set rank the side already holds (R4.9), or `null`. */
export function setRankTaken(state: GameState, own: readonly Meld[], info: Meld): RuleError | null {
  if (info.kind !== "set" || !state.ruleset.distinctSetRanks) return null;
  if (!own.some((m) => m.kind === "set" && m.rank === info.rank)) return null;
  return refusal("meld/duplicate-set-rank", "your side already has a set of this rank (R4.9)", "R4.9");
}

/** The meld a `meld` action would put down and the hand after it, or why it is refused (§4). */
export function checkMeld(state: GameState, action: MeldAction): { meld: Meld; hand: number[] } | RuleError {
  const bad = guard(state, action.seat, "play") ?? firstTurnBlocks(state, action.seat);
  if (bad !== null) return bad;
  const hand = without(state.hands[action.seat] as readonly number[], action.cards);
  if (!Array.isArray(hand)) return hand;
  const info = analyzeCards(action.cards, state.ruleset);
  if ("code" in info) return info;
  const own = state.melds[sideOf(state, action.seat)] as readonly Meld[];
  const twice = setRankTaken(state, own, info);
  if (twice !== null) return twice;
  return (hand.length > 2 ? null : handLeftBlocks(state, action.seat, hand, appended(own, info))) ?? { meld: info, hand };
}

/** Puts a new meld down from the hand (§4); emptying the hand calls for the pozzetto (R6.2). */
export function reduceMeld(state: GameState, action: MeldAction): GameState | RuleError {
  const checked = checkMeld(state, action);
  if ("code" in checked) return checked;
  const side = sideOf(state, action.seat);
  return nextState(state, {
    phase: checked.hand.length === 0 ? "pozzetto" : "play",
    hands: replaceAt(state.hands, action.seat, checked.hand),
    melds: replaceAt(state.melds, side, appended(state.melds[side] as readonly Meld[], checked.meld)),
    meldedThisTurn: true,
  });
}
