/**
 * Fast playouts: a policy that picks one legal action without listing them all, and plays a hand
 * to its end with it. The search bot plays its sampled deals out with it.
 * @module
 */
import { type CardId, isWildcard, RANK, SUIT } from "../../cards/card.js";
import {
  checkAttach,
  checkClose,
  checkDiscard,
  checkDraw,
  checkMeld,
  checkPickUpDiscards,
} from "../../checks/actions.js";
import { firstTurnBlocks } from "../../checks/rules.js";
import { legalActions, mayFit } from "../../legal/legalActions.js";
import { meldCandidates } from "../../legal/meldCandidates.js";
import { Rand, type RngState } from "../../random/prng.js";
import { trustedAttach } from "../../reducers/attach.js";
import { trustedClose } from "../../reducers/close.js";
import { trustedDiscard } from "../../reducers/discard.js";
import { trustedDraw } from "../../reducers/draw.js";
import { trustedMeld } from "../../reducers/meld.js";
import { trustedPickUpDiscards } from "../../reducers/pickUpDiscards.js";
import { trustedTakePozzetto } from "../../reducers/takePozzetto.js";
import { applyTrusted } from "../../reducers/trusted.js";
import { sideOf } from "../../state/seats.js";
import type { HandState, Meld } from "../../state/types.js";

/**
 * How a playout chooses: `"random"` picks among draw or pile, a meld, an attach and a discard at
 * random (a stand-in for {@link randomBot}); `"heuristic"` takes the pile when its top card fits,
 * puts down every natural meld and attach it finds (wildcards only when going out or late), closes
 * when it can and discards a card with no neighbour in its hand.
 * @example
 * const dealt = newHand({ seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const policy: PlayoutPolicy = "heuristic"; // greedy-like moves: slower than "random", closer to real play
 * playout(dealt.value, seedRng(1), policy).state.phase; // "ended"
 */
export type PlayoutPolicy = "random" | "heuristic";

/**
 * Where a {@link playout} stopped.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const end: PlayoutResult = playout(dealt.value, seedRng(1), "random");
 * scoreHand(end.state).ended; // true
 */
export interface PlayoutResult {
  /** The last state: ended, unless `maxActions` stopped the playout first. */
  readonly state: HandState;
  /** The PRNG state after the playout. */
  readonly rng: RngState;
  /** How many actions were played. */
  readonly actions: number;
}

/**
 * Plays `state` on to the end of the hand (or `maxActions` actions) with a {@link PlayoutPolicy}:
 * every action is legal, and each one is checked without listing the others. Returns the last
 * state, the PRNG state after it and the number of actions played.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const end = playout(dealt.value, seedRng(2), "heuristic");
 * end.state.phase; // "ended"
 */
export function playout(state: HandState, rng: RngState, policy: PlayoutPolicy, maxActions = 5000): PlayoutResult {
  const rand = new Rand(rng);
  const s = playoutWith(state, rand, policy === "heuristic", maxActions);
  return { state: s.state, rng: rand.state(), actions: s.actions };
}

/**
 * {@link playout} on a mutable generator: the search's inner loop.
 */
export function playoutWith(
  state: HandState,
  rand: Rand,
  heuristic: boolean,
  maxActions: number,
): { state: HandState; actions: number } {
  let s = state;
  let n = 0;
  while (s.phase !== "ended" && n < maxActions) {
    const next = step(s, rand, heuristic);
    if (next === null) break;
    s = next;
    n++;
  }
  return { state: s, actions: n };
}

/**
 * One action of the policy, applied; `null` only for a state no action can follow (not one from
 * this engine).
 */
export function step(s: HandState, rand: Rand, heuristic: boolean): HandState | null {
  switch (s.phase) {
    case "pozzetto":
      return trustedTakePozzetto(s, { type: "takePozzetto", seat: s.turn });
    case "draw":
      return drawStep(s, rand, heuristic);
    default:
      return playStep(s, rand, heuristic) ?? fallback(s, rand);
  }
}

function drawStep(s: HandState, rand: Rand, heuristic: boolean): HandState | null {
  const seat = s.turn;
  const draw = { type: "draw", seat } as const;
  const pick = { type: "pickUpDiscards", seat } as const;
  const canDraw = checkDraw(s, draw) === null;
  const canPick = checkPickUpDiscards(s, pick) === null;
  if (canDraw && canPick) {
    const take = heuristic ? pileHelps(s, seat) : rand.int(2) === 0;
    return take ? trustedPickUpDiscards(s, pick) : trustedDraw(s, draw);
  }
  if (canDraw) return trustedDraw(s, draw);
  if (canPick) return trustedPickUpDiscards(s, pick);
  return fallback(s, rand);
}

/** Whether the top discard fits one of the side's melds or makes a natural meld with two cards of the hand. */
function pileHelps(s: HandState, seat: number): boolean {
  const top = s.discardPile[s.discardPile.length - 1] as CardId;
  if (isWildcard(top)) return true;
  const melds = s.melds[sideOf(s, seat)] as readonly Meld[];
  for (const m of melds) if (mayFit(m, top) && (m.kind === "set" || m.wildcard === null)) return true;
  const hand = s.held[seat] as readonly CardId[];
  const r = RANK[top] as number;
  const su = SUIT[top] as number;
  let sameRank = 0;
  let near = 0;
  for (const id of hand) {
    if (RANK[id] === r) sameRank++;
    else if (SUIT[id] === su && Math.abs((RANK[id] as number) - r) <= 2 && RANK[id] !== 2) near++;
  }
  return (s.ruleset.allowSets && sameRank >= 2) || near >= 2;
}

function playStep(s: HandState, rand: Rand, heuristic: boolean): HandState | null {
  const seat = s.turn;
  const hand = s.held[seat] as readonly CardId[];
  if (hand.length === 1) {
    const close = { type: "close", seat, card: hand[0] as CardId } as const;
    if (checkClose(s, close) === null) return trustedClose(s, close);
  }
  if (firstTurnBlocks(s, seat) === null) {
    if (heuristic) {
      const spendWild = hand.length <= 4 || s.stock.length <= 8;
      const played = tryMeld(s, seat, hand, rand, spendWild) ?? tryAttach(s, seat, hand, rand, spendWild);
      if (played !== null) return played;
    } else {
      const k = rand.int(3);
      const played =
        k === 0 ? tryMeld(s, seat, hand, rand, true) : k === 1 ? tryAttach(s, seat, hand, rand, true) : null;
      if (played !== null) return played;
    }
  }
  return discardStep(s, seat, hand, rand, heuristic);
}

function tryMeld(
  s: HandState,
  seat: number,
  hand: readonly CardId[],
  rand: Rand,
  spendWild: boolean,
): HandState | null {
  const candidates = meldCandidates(hand, s.ruleset.allowSets);
  const n = candidates.length;
  if (n === 0) return null;
  const start = rand.int(n);
  for (let k = 0; k < n; k++) {
    const cards = candidates[(start + k) % n] as CardId[];
    if (
      !spendWild &&
      (isWildcard(cards[0] as CardId) || isWildcard(cards[1] as CardId) || isWildcard(cards[2] as CardId))
    )
      continue;
    const checked = checkMeld(s, { type: "meld", seat, cards });
    if (checked.ok) return trustedMeld(s, seat, checked.value.meld, checked.value.held);
  }
  return null;
}

function tryAttach(
  s: HandState,
  seat: number,
  hand: readonly CardId[],
  rand: Rand,
  spendWild: boolean,
): HandState | null {
  const melds = s.melds[sideOf(s, seat)] as readonly Meld[];
  const m = melds.length;
  const h = hand.length;
  if (m === 0) return null;
  const startMeld = rand.int(m);
  const startCard = rand.int(h);
  for (let i = 0; i < m; i++) {
    const index = (startMeld + i) % m;
    const target = melds[index] as Meld;
    for (let j = 0; j < h; j++) {
      const card = hand[(startCard + j) % h] as CardId;
      if (!mayFit(target, card) || (!spendWild && isWildcard(card))) continue;
      const action = { type: "attach", seat, meld: index, cards: [card] } as const;
      const checked = checkAttach(s, action);
      if (checked.ok) return trustedAttach(s, action, checked.value.meld, checked.value.held);
    }
  }
  return null;
}

/** Whether a natural card has a same-rank or near same-suit card in the hand (worth keeping). */
function hasNeighbour(hand: readonly CardId[], card: CardId): boolean {
  const r = RANK[card] as number;
  const su = SUIT[card] as number;
  for (const id of hand) {
    if (id === card || RANK[id] === 2 || RANK[id] === 0) continue;
    if (RANK[id] === r || (SUIT[id] === su && Math.abs((RANK[id] as number) - r) <= 2)) return true;
  }
  return false;
}

function discardStep(
  s: HandState,
  seat: number,
  hand: readonly CardId[],
  rand: Rand,
  heuristic: boolean,
): HandState | null {
  const h = hand.length;
  const start = rand.int(h);
  // The heuristic first looks for a lone natural card, then takes any legal discard.
  for (let pass = heuristic ? 0 : 1; pass < 2; pass++) {
    for (let j = 0; j < h; j++) {
      const card = hand[(start + j) % h] as CardId;
      if (pass === 0 && (isWildcard(card) || hasNeighbour(hand, card))) continue;
      const action = { type: "discard", seat, card } as const;
      if (checkDiscard(s, action) === null) return trustedDiscard(s, action);
    }
  }
  return null;
}

/** A position the shortcuts miss (none in a state from this engine): list the legal actions and take one. */
function fallback(s: HandState, rand: Rand): HandState | null {
  const legal = legalActions(s);
  if (legal.length === 0) return null;
  return applyTrusted(s, legal[rand.int(legal.length)] as (typeof legal)[number]);
}
