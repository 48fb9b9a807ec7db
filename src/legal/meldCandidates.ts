/**
 * Every group of three cards in a hand that could be a meld: a superset of the valid 3-card melds
 * (R4.1, R4.2), built from ranks and run positions instead of trying all C(n, 3) triples.
 * @module
 */
import { type CardId, RANK, SUIT } from "../cards/card.js";

/**
 * Candidate 3-card melds from a hand, each listed once. Any valid 3-card meld is among them: a set
 * is three naturals of a rank or two and a wildcard; a run is three naturals in consecutive
 * positions (ace at 1 or 14, a same-suit 2 at 2), or two naturals at most two positions apart and
 * a wildcard. The caller still checks each one.
 * @example
 * meldCandidates([42, 43, 44, 104]); // [[42, 43, 44], [42, 43, 104], …]
 */
export function meldCandidates(hand: readonly CardId[], allowSets: boolean): CardId[][] {
  const byRank: CardId[][] = Array.from({ length: 14 }, () => []);
  const byPos: CardId[][][] = Array.from({ length: 4 }, () => Array.from({ length: 15 }, () => []));
  const wilds: CardId[] = [];
  for (const id of hand) {
    const r = RANK[id] as number;
    const s = SUIT[id] as number;
    if (r === 0) {
      wilds.push(id);
      continue;
    }
    const pos = byPos[s] as CardId[][];
    if (r === 2) {
      wilds.push(id);
      (pos[2] as CardId[]).push(id);
      continue;
    }
    (byRank[r] as CardId[]).push(id);
    (pos[r] as CardId[]).push(id);
    if (r === 1) (pos[14] as CardId[]).push(id);
  }
  const out: CardId[][] = [];
  const seen = new Set<number>();
  const add = (a: CardId, b: CardId, c: CardId): void => {
    if (a === b || a === c || b === c) return;
    const lo = Math.min(a, b, c);
    const hi = Math.max(a, b, c);
    const key = (lo * 108 + (a + b + c - lo - hi)) * 108 + hi;
    if (seen.has(key)) return;
    seen.add(key);
    out.push([a, b, c]);
  };
  if (allowSets) {
    for (const ids of byRank) {
      for (let i = 0; i < ids.length; i++) {
        for (let j = i + 1; j < ids.length; j++) {
          const a = ids[i] as CardId;
          const b = ids[j] as CardId;
          for (let k = j + 1; k < ids.length; k++) add(a, b, ids[k] as CardId);
          for (const w of wilds) add(a, b, w);
        }
      }
    }
  }
  for (const pos of byPos) {
    for (let p = 1; p <= 14; p++) {
      const here = pos[p] as CardId[];
      if (here.length === 0) continue;
      for (let q = p + 1; q <= Math.min(p + 2, 14); q++) {
        const there = pos[q] as CardId[];
        for (const a of here) {
          for (const b of there) {
            for (const w of wilds) add(a, b, w);
            if (q === p + 1 && p + 2 <= 14) for (const c of pos[p + 2] as CardId[]) add(a, b, c);
          }
        }
      }
    }
  }
  return out;
}
