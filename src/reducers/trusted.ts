/**
 * The trusted step: the next state after a move that `legalActions` listed for that very state,
 * with no input read, no rule checked and no brand looked for. For bots, simulators, search and
 * tests; `apply` is the way for anything else.
 * @module
 */
import type { Action } from "../actions/types.js";
import type { CardId } from "../cards/card.js";
import { analyzeTrusted } from "../melds/analyze.js";
import { joined } from "../state/arrays.js";
import { sideOf } from "../state/seats.js";
import type { HandState, Meld } from "../state/types.js";
import { trustedAttach } from "./attach.js";
import { trustedClose } from "./close.js";
import { trustedDiscard } from "./discard.js";
import { trustedDraw } from "./draw.js";
import { trustedMeld } from "./meld.js";
import { trustedPickUpDiscards } from "./pickUpDiscards.js";
import { trustedTakePozzetto } from "./takePozzetto.js";

/**
 * The state after `action`, trusted to be one of the moves {@link legalActions} listed for this
 * very `state` (the object itself or an equal copy, unchanged): for bots, simulators, search and
 * tests, where the move is known legal. It neither reads the action as input nor checks a rule, so
 * it costs a fraction of {@link apply}; anything else (another state's move, an edited or
 * hand-built action, input from a player or the network) is undefined behaviour: a wrong state or
 * a throw. Even then it never changes `state` or `action`. Untrusted input goes to {@link apply}.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * let state = dealt.value;
 * // A player who always makes the first legal move, to the end of the hand.
 * while (state.phase !== "ended") state = applyTrusted(state, legalActions(state)[0]!);
 * state.end !== null; // true
 */
export function applyTrusted(state: HandState, action: Action): HandState {
  switch (action.type) {
    case "draw":
      return trustedDraw(state, action);
    case "pickUpDiscards":
      return trustedPickUpDiscards(state, action);
    case "discard":
      return trustedDiscard(state, action);
    case "close":
      return trustedClose(state, action);
    case "takePozzetto":
      return trustedTakePozzetto(state, action);
    case "meld": {
      const seat = action.seat;
      const cards = action.cards;
      // The reading and the hand are built again (a 3-card meld reads in well under a microsecond):
      // a listed action carries nothing but what it says.
      const reading = analyzeTrusted(cards, state.ruleset);
      const hand = heldWithout(state.held[seat] as readonly CardId[], cards);
      if (!reading.ok || hand === null) throw new Error("applyTrusted: not a meld legalActions listed for this state");
      return trustedMeld(state, seat, reading.value, hand);
    }
    case "attach": {
      const cards = action.cards;
      const seat = action.seat;
      const target = (state.melds[sideOf(state, seat)] as readonly Meld[])[action.meld];
      const reading = target === undefined ? null : analyzeTrusted(joined(target.cards, cards), state.ruleset);
      const hand = heldWithout(state.held[seat] as readonly CardId[], cards);
      if (reading === null || !reading.ok || hand === null)
        throw new Error("applyTrusted: not an attach legalActions listed for this state");
      return trustedAttach(state, action, reading.value, hand);
    }
  }
}

/**
 * The hand without `cards`, in its order, or `null` unless every one of them is held and none is
 * named twice: what `without` gives for a listed move, in one pass and without its refusals. A
 * hand holds each id once, so at most `cards.length` of its ids go, and fewer exactly when one of
 * `cards` is not held or is named twice: then one id too many is kept.
 */
function heldWithout(hand: readonly CardId[], cards: readonly CardId[]): CardId[] | null {
  const n = hand.length;
  const k = cards.length;
  const left = n - k;
  if (left < 0) return null;
  // Stryker disable next-line ArrayDeclaration: presizing only; every slot is written below or null is returned
  const out = new Array<CardId>(left);
  let w = 0;
  for (let i = 0; i < n; i++) {
    const id = hand[i] as CardId;
    let named = false;
    // Stryker disable next-line EqualityOperator: `j <= k` is the equivalent one, one past the end names no card
    for (let j = 0; j < k; j++) {
      if (cards[j] === id) {
        named = true;
        break;
      }
    }
    if (named) continue;
    if (w === left) return null;
    out[w++] = id;
  }
  return out;
}
