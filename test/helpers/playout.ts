/**
 * Random playouts steered by a list of numbers (fast-check's, so a failing playout shrinks): a small
 * greedy policy attaches and melds (three cards that analyzeTrusted accepts) whenever it can, takes
 * the pile now and then, draws, discards and closes, all through `apply`. Unlike picking from
 * `legalActions`, it reaches closes and pozzetti taken on discard quickly.
 */

import {
  type Action,
  apply,
  type CardId,
  callTimeOut,
  type HandState,
  isWildcard,
  type Ruleset,
  rankOf,
  suitOf,
} from "burraco";
import { analyzeTrusted } from "./internal.js";
import { dealt } from "./state.js";

function tryApply(state: HandState, action: object): HandState | null {
  const r = apply(state, action as Action);
  return r.ok ? r.value : null;
}

const isMeld = (cards: readonly CardId[], ruleset: Ruleset): boolean => !("code" in analyzeTrusted(cards, ruleset));

function findMeld(state: HandState, hand: readonly CardId[]): HandState | null {
  const n = hand.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      for (let k = j + 1; k < n; k++) {
        const cards = [hand[i], hand[j], hand[k]] as CardId[];
        if (!isMeld(cards, state.ruleset)) continue;
        const next = tryApply(state, { type: "meld", seat: state.turn, cards });
        if (next !== null) return next;
      }
    }
  }
  return null;
}

function findAttach(state: HandState, hand: readonly CardId[]): HandState | null {
  const own = state.melds[state.sides[state.turn] ?? 0] ?? [];
  for (let m = 0; m < own.length; m++) {
    const cards = own[m]?.cards ?? [];
    for (const card of hand) {
      if (!isMeld([...cards, card], state.ruleset)) continue;
      const next = tryApply(state, { type: "attach", seat: state.turn, meld: m, cards: [card] });
      if (next !== null) return next;
    }
  }
  return null;
}

// Loners first: a natural card with no partner (same rank, or same suit within two ranks) helps no
// meld; wildcards are kept. Without this the random players almost never get down to one card.
function discardOrder(hand: readonly CardId[], choice: number): CardId[] {
  const near = (a: CardId, b: CardId): boolean =>
    rankOf(a) === rankOf(b) || (suitOf(a) === suitOf(b) && Math.abs(rankOf(a) - rankOf(b)) <= 2);
  const partners = (a: CardId): number =>
    isWildcard(a) ? hand.length : hand.filter((b) => b !== a && near(a, b)).length;
  const rotated = hand.map((_, k) => hand[(k + choice) % hand.length] as CardId);
  return rotated
    .map((id) => [id, partners(id)] as const)
    .sort((x, y) => x[1] - y[1])
    .map(([id]) => id);
}

function step(state: HandState, choice: number): HandState | null {
  const seat = state.turn;
  const hand = state.held[seat] ?? [];
  switch (state.phase) {
    case "ended":
      return null;
    case "pozzetto":
      return tryApply(state, { type: "takePozzetto", seat });
    case "draw":
      if (choice % 5 === 0) return tryApply(state, { type: "pickUpDiscards", seat });
      return tryApply(state, { type: "draw", seat }) ?? tryApply(state, { type: "pickUpDiscards", seat });
    case "play": {
      if (hand.length === 1) {
        const closedHand = tryApply(state, { type: "close", seat, card: hand[0] });
        if (closedHand !== null) return closedHand;
      }
      if (choice % 4 !== 0) {
        const played = findAttach(state, hand) ?? findMeld(state, hand);
        if (played !== null) return played;
      }
      for (const card of discardOrder(hand, choice)) {
        const next = tryApply(state, { type: "discard", seat, card }) ?? tryApply(state, { type: "close", seat, card });
        if (next !== null) return next;
      }
      return null;
    }
  }
}

/**
 * Every state of a random playout, the deal first. With `timeOutAt`, the referee calls time out
 * (R8.3) before the choice of that index, and the state after the call is one of the states.
 */
export function playout(ruleset: Ruleset, seed: number, choices: readonly number[], timeOutAt = -1): HandState[] {
  let state = dealt({ ruleset, seed });
  const states = [state];
  for (const [i, choice] of choices.entries()) {
    if (i === timeOutAt && state.phase !== "ended") {
      const called = callTimeOut(state);
      if (!called.ok) throw new Error(called.error.message);
      state = called.value;
      states.push(state);
    }
    const next = step(state, choice);
    if (next === null) break;
    state = next;
    states.push(state);
  }
  return states;
}
