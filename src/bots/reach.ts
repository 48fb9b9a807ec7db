/**
 * Which natural cards a side's melds could still take: a heuristic for the bots (what to pick up,
 * what not to feed an opponent), computed from the melds' positions without meld analysis.
 * @module
 */
import type { CardId } from "../cards/card.js";
import { RANK, SUIT } from "../cards/card.js";
import type { Meld } from "../state/types.js";

/**
 * The natural cards that extend some meld of a list: per suit, a bit mask of run positions (bit 14 =
 * high ace), and a bit mask of set ranks. 2s are left out (they are wildcards for the heuristics).
 */
export interface MeldReach {
  /** For each suit, the run positions that some run of that suit could take. */
  readonly runs: readonly number[];
  /** Bit r set: some set of rank r has room for another natural. */
  readonly sets: number;
}

/**
 * The {@link MeldReach} of melds: a run takes the natural just below and just above it and, when a
 * wildcard stands in it, the natural it stands for (R4.7); a set takes its rank until it holds 8
 * naturals (R4.1).
 * Trusts its argument: melds this library made.
 */
export function reachOf(melds: readonly Meld[]): MeldReach {
  const runs = [0, 0, 0, 0];
  let sets = 0;
  for (let i = 0; i < melds.length; i++) {
    const m = melds[i] as Meld;
    if (m.kind === "set") {
      const naturals = m.cards.length - (m.wildcard === null ? 0 : 1);
      if (naturals < 8 && m.rank !== null) sets |= 1 << m.rank;
      continue;
    }
    const s = m.suit as number;
    let bits = runs[s] as number;
    if (m.from > 1) bits |= 1 << (m.from - 1);
    if (m.to < 14) bits |= 1 << (m.to + 1);
    if (m.wildcardRank !== null) bits |= 1 << (m.wildcardRank === 1 && m.to === 14 ? 14 : m.wildcardRank);
    runs[s] = bits;
  }
  return { runs, sets };
}

/**
 * Whether a natural card extends one of the melds summarised by a {@link MeldReach}.
 * Trusts its arguments: a reach from {@link reachOf} and a card id.
 */
export function reaches(reach: MeldReach, card: CardId): boolean {
  const r = RANK[card] as number;
  if (r === 0 || r === 2) return false;
  if (((reach.sets >> r) & 1) === 1) return true;
  const bits = reach.runs[SUIT[card] as number] as number;
  return ((bits >> r) & 1) === 1 || (r === 1 && ((bits >> 14) & 1) === 1);
}
