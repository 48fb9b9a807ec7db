/**
 * `legalActions`: every atomic action the player to act may take.
 * @module
 */
import type { Action } from "../actions/types.js";
import type { CardId } from "../cards/card.js";
import { RANK, SUIT } from "../cards/card.js";
import { faceOf } from "../cards/notation.js";
import { checkAttach, checkClose, checkDiscard, checkDraw, checkMeld, checkPickUpDiscards } from "../checks/actions.js";
import { firstTurnBlocks, setRankTaken } from "../checks/rules.js";
import { analyzeTrusted } from "../melds/analyze.js";
import { sideOf } from "../state/seats.js";
import type { HandState, Meld } from "../state/types.js";
import { meldTriples, meldTriplesBuffer } from "./meldCandidates.js";

/**
 * The atomic actions the player to act may take now: draw and pick-up, 3-card melds, 1-card
 * attaches, every legal discard and close, or taking the pozzetto. Any larger meld or attach is a
 * 3-card meld plus 1-card attaches, so this list covers every play while staying small.
 * Exactly these atomic actions are accepted by {@link apply}. Melds list their cards in table order.
 * Each is a fresh plain object: {@link applyTrusted} takes one of them, for this same `state`,
 * without checking it again.
 * Trusts `state` to be a state this library made (newHand, setupHand, apply, deserialize): check
 * one from elsewhere with {@link checkState} first.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * legalActions(dealt.value); // [{ type: "draw", seat: 1 }, { type: "pickUpDiscards", seat: 1 }]
 */
export function legalActions(state: HandState): Action[] {
  const seat = state.turn;
  switch (state.phase) {
    case "ended":
      return [];
    case "pozzetto":
      return [{ type: "takePozzetto", seat }];
    case "draw": {
      const out: Action[] = [];
      const draw = { type: "draw", seat } as const;
      if (checkDraw(state, draw) === null) out.push(draw);
      const pick = { type: "pickUpDiscards", seat } as const;
      if (checkPickUpDiscards(state, pick) === null) out.push(pick);
      return out;
    }
    case "play":
      return playActions(state, seat);
  }
}

/**
 * A cheap pre-check for attaching one card: a wildcard, a natural of a set's rank, or a natural of a
 * run's suit within two places of its ends (one place beyond the other end of a run can only be
 * reached by moving its one wildcard, R4.7). Everything it lets through is fully checked.
 */
export function mayFit(meld: Meld, card: CardId): boolean {
  const rank = RANK[card] as number;
  if (rank === 0 || rank === 2) return true;
  if (meld.kind === "set") return rank === meld.rank;
  if (SUIT[card] !== meld.suit) return false;
  const near = (p: number): boolean => p >= meld.from - 2 && p <= meld.to + 2;
  return rank === 1 ? near(1) || near(14) : near(rank);
}

// Scratch tables of playActions, reused on every call (see meldCandidates): the slot of each face
// (0–52, the joker 52) in this hand or -1, and the ids of each slot, at most four (the jokers).
const faceSlot = new Int8Array(53);
const slotCount = new Uint8Array(53);
const slotIds = new Int16Array(53 * 4);
const candidate: CardId[] = [0, 0, 0];

function playActions(state: HandState, seat: number): Action[] {
  const out: Action[] = [];
  const hand = state.held[seat] as readonly CardId[];
  if (firstTurnBlocks(state, seat) === null) {
    const melds = state.melds[sideOf(state, seat)] as readonly Meld[];
    const count = meldTriples(hand, state.ruleset.allowSets);
    const triples = meldTriplesBuffer();
    for (let t = 0; t < count; t++) {
      // One scratch array for every candidate: neither check keeps it (a reading's cards are its own).
      candidate[0] = triples[3 * t] as CardId;
      candidate[1] = triples[3 * t + 1] as CardId;
      candidate[2] = triples[3 * t + 2] as CardId;
      const cards = candidate;
      // With more than five cards in hand a 3-card meld leaves three or more, so R6.4 cannot apply
      // and the full check (which copies the hand) is not needed: the reading and R4.9 decide.
      // Stryker disable next-line ConditionalExpression,BlockStatement: skipping the shortcut (false, {}) leaves the verdict to the full check below, which agrees
      if (hand.length > 5) {
        const info = analyzeTrusted(cards, state.ruleset);
        if (!info.ok || setRankTaken(state, melds, info.value) !== null) continue;
        out.push({ type: "meld", seat, cards: info.value.cards });
        continue;
      }
      // Stryker disable next-line StringLiteral: the check functions do not read the action's type
      const checked = checkMeld(state, { type: "meld", seat, cards });
      if (checked.ok) out.push({ type: "meld", seat, cards: checked.value.meld.cards });
    }
    // Cards of one face fit the same melds, so each face is tried once (but see `perCopy`): the
    // faces in the order they first come in the hand, each with its ids in hand order.
    faceSlot.fill(-1);
    let faces = 0;
    for (const id of hand) {
      const face = faceOf(id);
      let slot = faceSlot[face] as number;
      if (slot < 0) {
        slot = faces++;
        faceSlot[face] = slot;
        slotCount[slot] = 0;
      }
      const n = slotCount[slot] as number;
      slotIds[slot * 4 + n] = id;
      slotCount[slot] = n + 1;
    }
    // With three cards or fewer, which copy stays in hand can decide R3.3/R6.4: check every id.
    // Stryker disable next-line ConditionalExpression: checking every copy (true) only repeats the first copy's verdict when 3+ cards stay
    const perCopy = hand.length <= 3;
    for (let m = 0; m < melds.length; m++) {
      const target = melds[m] as Meld;
      // The meld with one card more, built at the first face that may fit and then only its last
      // place written for each face tried (the reading keeps none of it).
      const size = target.cards.length;
      let grown: CardId[] | null = null;
      for (let slot = 0; slot < faces; slot++) {
        const first = slotIds[slot * 4] as CardId;
        const copies = slotCount[slot] as number;
        // Stryker disable next-line ConditionalExpression: without the pre-check (false) every face is fully checked, with the same verdicts
        if (!mayFit(target, first)) continue;
        // Stryker disable next-line ConditionalExpression: checking every copy (true) only repeats the first copy's verdict when 3+ cards stay
        if (perCopy) {
          for (let k = 0; k < copies; k++) {
            const attach = { type: "attach", seat, meld: m, cards: [slotIds[slot * 4 + k] as CardId] } as const;
            if (checkAttach(state, attach).ok) out.push(attach);
          }
          continue;
        }
        // Four cards or more: three or more stay, so R6.4 cannot apply and the card is held, so
        // checkAttach's verdict is the reading's (the seat and phase are the turn's, the first turn is
        // checked above).
        // Stryker disable next-line ConditionalExpression: building the grown meld again for every face (true) gives the same cards
        if (grown === null) {
          grown = [];
          for (let i = 0; i < size; i++) grown.push(target.cards[i] as CardId);
          grown.push(first);
        } else grown[size] = first;
        if (!analyzeTrusted(grown, state.ruleset).ok) continue;
        for (let k = 0; k < copies; k++)
          out.push({ type: "attach", seat, meld: m, cards: [slotIds[slot * 4 + k] as CardId] });
      }
    }
  }
  for (const card of hand) {
    const discard = { type: "discard", seat, card } as const;
    if (checkDiscard(state, discard) === null) out.push(discard);
  }
  // Stryker disable next-line ConditionalExpression: without the shortcut (true) checkClose refuses a hand of two or more cards itself
  if (hand.length === 1) {
    const card = hand[0] as CardId;
    const close = { type: "close", seat, card } as const;
    if (checkClose(state, close) === null) out.push(close);
  }
  return out;
}
