/**
 * Cards for the reference model (RULES.md §1): what a card id shows, read through the card notation
 * helpers (a face is suit × 13 + rank − 1, or the joker face), and what it is worth.
 */
import { faceOf, JOKER_FACE } from "../../src/cards/notation.js";

export const JOKER = 0;

/** 1 = ace … 13 = king; 0 for a joker. */
export function rank(id: number): number {
  const face = faceOf(id);
  return face === JOKER_FACE ? JOKER : (face % 13) + 1;
}

/** 0–3 for ♠ ♥ ♦ ♣; -1 for a joker. */
export function suit(id: number): number {
  const face = faceOf(id);
  return face === JOKER_FACE ? -1 : Math.floor(face / 13);
}

/** R4.3: the jokers and every 2 can act as wildcards. */
export function canBeWild(id: number): boolean {
  return rank(id) === JOKER || rank(id) === 2;
}

/** R1.2: joker 30 · any 2 20 · ace 15 · K Q J 10 9 8 → 10 · 7 6 5 4 3 → 5. */
export function points(id: number): number {
  const r = rank(id);
  if (r === JOKER) return 30;
  if (r === 2) return 20;
  if (r === 1) return 15;
  if (r >= 8) return 10;
  return 5;
}

/** The sum of R1.2 points. */
export function pointsOf(cards: readonly number[]): number {
  let sum = 0;
  for (const id of cards) sum += points(id);
  return sum;
}
