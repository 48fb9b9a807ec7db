/**
 * Cheap summaries of a group of cards for the bots' heuristics: how many naturals of each rank, and
 * which run positions each suit covers. A 2 counts as a wildcard here (its natural use, A-2-3, is
 * rare enough for a heuristic).
 * @module
 */
import type { CardId } from "../cards/card.js";
import { POINTS, RANK, SUIT } from "../cards/card.js";

/**
 * Natural cards by rank and by run position, and the number of wildcards.
 */
export interface HandProfile {
  /** Natural cards (not 2s, not jokers) of each rank, indexed 1–13. */
  readonly rankCount: readonly number[];
  /** For each suit, a bit mask of the run positions held: bit p for rank p, bit 14 for a high ace. */
  readonly suitMask: readonly number[];
  /** Jokers and 2s. */
  readonly wilds: number;
}

/**
 * The {@link HandProfile} of some cards, or of two groups of cards together (a hand and the pile).
 * Trusts `cards` to be card ids.
 */
export function profileOf(cards: readonly CardId[], more: readonly CardId[] = NO_CARDS): HandProfile {
  // Plain arrays: a typed array costs about four times as much to allocate, and these are small.
  const rankCount = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const suitMask = [0, 0, 0, 0];
  let wilds = 0;
  for (let g = 0; g < 2; g++) {
    const group = g === 0 ? cards : more;
    for (let i = 0; i < group.length; i++) {
      const id = group[i] as number;
      const r = RANK[id] as number;
      if (r === 0 || r === 2) {
        wilds++;
        continue;
      }
      const s = SUIT[id] as number;
      rankCount[r] = (rankCount[r] as number) + 1;
      suitMask[s] = (suitMask[s] as number) | (1 << r) | (r === 1 ? 1 << 14 : 0);
    }
  }
  return { rankCount, suitMask, wilds };
}

const NO_CARDS: readonly CardId[] = [];

/** Run positions of a natural rank: the ace is 1 and 14. */
function positions(rank: number): readonly number[] {
  return rank === 1 ? ACE_POSITIONS : (RANK_POSITIONS[rank] as readonly number[]);
}
const ACE_POSITIONS: readonly number[] = [1, 14];
const RANK_POSITIONS: readonly (readonly number[])[] = Array.from({ length: 14 }, (_, r) => [r]);

function has(mask: number, p: number): boolean {
  return p >= 1 && p <= 14 && ((mask >> p) & 1) === 1;
}

/**
 * Whether a natural card makes a 3-card meld without a wildcard together with two other cards of a
 * profile (the profile may include the card itself: it is not counted twice).
 * Trusts its arguments: a card id and a profile from {@link profileOf}.
 */
export function formsNaturalMeld(
  card: CardId,
  profile: HandProfile,
  allowSets: boolean,
  profileHoldsCard = false,
): boolean {
  const r = RANK[card] as number;
  if (r === 0 || r === 2) return false;
  if (allowSets && (profile.rankCount[r] as number) - (profileHoldsCard ? 1 : 0) >= 2) return true;
  const mask = profile.suitMask[SUIT[card] as number] as number;
  for (const p of positions(r)) {
    if (
      (has(mask, p - 2) && has(mask, p - 1)) ||
      (has(mask, p - 1) && has(mask, p + 1)) ||
      (has(mask, p + 1) && has(mask, p + 2))
    ) {
      return true;
    }
  }
  return false;
}

/**
 * How much a natural card is worth keeping for the melds it could start with the other cards of a
 * profile: partners of its rank (for sets) and neighbours in its suit (for runs). 0 for a card with
 * no partner; wildcards are not scored here.
 * Trusts its arguments: a card id and a profile from {@link profileOf}.
 */
export function neighbourValue(
  card: CardId,
  profile: HandProfile,
  allowSets: boolean,
  profileHoldsCard: boolean,
): number {
  const r = RANK[card] as number;
  if (r === 0 || r === 2) return 0;
  let value = 0;
  if (allowSets) {
    const same = (profile.rankCount[r] as number) - (profileHoldsCard ? 1 : 0);
    value += same >= 2 ? 30 : same === 1 ? 12 : 0;
  }
  const mask = profile.suitMask[SUIT[card] as number] as number;
  for (const p of positions(r)) {
    if (has(mask, p - 1)) value += 10;
    if (has(mask, p + 1)) value += 10;
    if (has(mask, p - 2)) value += 4;
    if (has(mask, p + 2)) value += 4;
  }
  return value;
}

/**
 * The points of the cards, as they count against a side when left in hand (R1.2, R9.4).
 * Trusts `cards` to be card ids.
 */
export function pointsOfCards(cards: readonly CardId[]): number {
  let sum = 0;
  for (let i = 0; i < cards.length; i++) sum += POINTS[cards[i] as number] as number;
  return sum;
}
