/**
 * Every group of three cards in a hand that could be a meld: a superset of the valid 3-card melds
 * (R4.1, R4.2), built from ranks and run positions instead of trying all C(n, 3) triples.
 * @module
 */
import type { CardId } from "../cards/card.js";
import { RANK, SUIT } from "../cards/card.js";

// Scratch tables reused on every call (legalActions runs millions of times in simulations): ids by
// suit and run position (at most 2 copies each: two decks), ids by rank (at most 8), and the
// wildcards (at most 12: four jokers, eight 2s). Each suit has 16 positions: 1–14 hold cards (the ace
// at 1 and 14, a 2 at 2), 0 and 15 stay empty, so a run's third position past the ace reads none.
// A count is valid only where its bit is set in the call's masks (a bit set clears its count), so
// no table is cleared and the loops below visit only positions and ranks the hand holds.
const posIds = new Int16Array(4 * 16 * 2);
const posCount = new Uint8Array(4 * 16);
const posMask = new Int32Array(4);
const rankIds = new Int16Array(14 * 8);
const rankCount = new Uint8Array(14);
const wildIds = new Int16Array(12);

// The candidates of the last meldTriples call, three ids each, in order: module scratch, grown
// when a hand has more (a whole deck's hand has some ten thousand).
let triples = new Int16Array(3 * 256);

/** The candidates {@link meldTriples} wrote, three ids each: read them before the next call. */
export function meldTriplesBuffer(): Int16Array {
  return triples;
}

/**
 * Candidate 3-card melds from a hand, each listed once, as arrays: {@link meldTriples} (which
 * `legalActions` uses, allocating nothing per candidate), one array a candidate.
 * Trusts its arguments: a hand of card ids and a ruleset this library checked.
 */
export function meldCandidates(hand: readonly CardId[], allowSets: boolean): CardId[][] {
  const count = meldTriples(hand, allowSets);
  const out: CardId[][] = [];
  for (let t = 0; t < count; t++)
    out.push([triples[3 * t] as CardId, triples[3 * t + 1] as CardId, triples[3 * t + 2] as CardId]);
  return out;
}

/**
 * Candidate 3-card melds from a hand, each listed once, written into {@link meldTriplesBuffer}
 * (module scratch: not reentrant, and nothing in it calls out); returns how many. Any valid
 * 3-card meld is among them: a set is three naturals of a rank or two and a wildcard; a run is three naturals in consecutive
 * positions (ace at 1 or 14, a same-suit 2 at 2), or two naturals at most two positions apart and
 * a wildcard. The caller still checks each one.
 * Trusts its arguments: a hand of card ids and a ruleset this library checked.
 */
export function meldTriples(hand: readonly CardId[], allowSets: boolean): number {
  posMask[0] = posMask[1] = posMask[2] = posMask[3] = 0;
  let ranks = 0;
  let wilds = 0;
  for (const id of hand) {
    const r = RANK[id] as number;
    if (r === 0 || r === 2) {
      wildIds[wilds++] = id;
      // Stryker disable next-line ConditionalExpression: a joker pushed at run position 0 is never read (runs start at 1)
      if (r === 0) continue;
    } else {
      if ((ranks & (1 << r)) === 0) {
        ranks |= 1 << r;
        rankCount[r] = 0;
      }
      const rc = rankCount[r] as number;
      rankIds[r * 8 + rc] = id;
      rankCount[r] = rc + 1;
    }
    const suit = SUIT[id] as number;
    push(suit, r, id);
    if (r === 1) push(suit, 14, id);
  }
  let count = 0;
  const put = (a: number, b: number, c: number): void => {
    // Stryker disable next-line EqualityOperator: growing one candidate early only costs memory
    if (3 * count + 3 > triples.length) {
      const grown = new Int16Array(triples.length * 2);
      grown.set(triples);
      triples = grown;
    }
    triples[3 * count] = a;
    triples[3 * count + 1] = b;
    triples[3 * count + 2] = c;
    count++;
  };
  // Made only when a group with a 2 comes up: only such groups can come up twice (below).
  let seen: Set<number> | null = null;
  const add = (a: number, b: number, c: number): void => {
    // a and b are always two different cards; c repeats one only as a wildcard (a same-suit 2 at its natural place).
    if (a === c || b === c) return;
    // A group is listed twice only through a 2, which stands both at its run position and as a
    // wildcard (A♠ 2♠ 3♠ as three naturals and as A♠ 3♠ with a wildcard; A♠ 2♠ 2♠ either 2 wild):
    // without one, each group has one way in (sets share a rank, runs hold different ranks, an ace
    // at 14 is never a run's first card), so there is nothing to look up.
    // Stryker disable next-line ConditionalExpression,BlockStatement: looking every group up (false, or an empty block that falls through to the lookup) finds none of them twice, as said above, and puts each
    if (RANK[a] !== 2 && RANK[b] !== 2 && RANK[c] !== 2) {
      put(a, b, c);
      return;
    }
    const lo = Math.min(a, b, c);
    const hi = Math.max(a, b, c);
    // Stryker disable next-line ArithmeticOperator: each sign change still maps distinct id triples (0–107) to distinct keys
    const key = (lo * 108 + (a + b + c - lo - hi)) * 108 + hi;
    if (seen === null) seen = new Set<number>();
    else if (seen.has(key)) return;
    seen.add(key);
    put(a, b, c);
  };
  if (allowSets) {
    // The ranks held, lowest first (1–13; 0 and 2 are wildcards and never set here).
    for (let left = ranks; left !== 0; left &= left - 1) {
      const r = 31 - Math.clz32(left & -left);
      const n = rankCount[r] as number;
      // Stryker disable next-line EqualityOperator: with i = n the loops inside do not run (j starts past n)
      for (let i = 0; i < n; i++) {
        const a = rankIds[r * 8 + i] as number;
        for (let j = i + 1; j < n; j++) {
          const b = rankIds[r * 8 + j] as number;
          // Stryker disable next-line ArithmeticOperator: starting at j - 1 only adds triples already listed or with a card twice, which `add` drops
          for (let k = j + 1; k < n; k++) add(a, b, rankIds[r * 8 + k] as number);
          for (let w = 0; w < wilds; w++) add(a, b, wildIds[w] as number);
        }
      }
    }
  }
  // Stryker disable next-line EqualityOperator: s = 4 reads past the end of posMask (undefined, no position), so no loop body runs
  for (let s = 0; s < 4; s++) {
    const base = s * 16;
    const mask = posMask[s] as number;
    // The positions held from 1 to 13, lowest first (a run's first card is never at 14).
    for (let left = mask & 0x3ffe; left !== 0; left &= left - 1) {
      const p = 31 - Math.clz32(left & -left);
      const np = posCount[base + p] as number;
      for (let q = p + 1; q <= Math.min(p + 2, 14); q++) {
        // A position the hand does not hold has a stale count (from an earlier call): skip it.
        if ((mask & (1 << q)) === 0) continue;
        const nq = posCount[base + q] as number;
        for (let i = 0; i < np; i++) {
          const a = posIds[(base + p) * 2 + i] as number;
          for (let j = 0; j < nq; j++) {
            const b = posIds[(base + q) * 2 + j] as number;
            for (let w = 0; w < wilds; w++) add(a, b, wildIds[w] as number);
            if (q === p + 1 && (mask & (1 << (p + 2))) !== 0) {
              const nr = posCount[base + p + 2] as number;
              for (let k = 0; k < nr; k++) add(a, b, posIds[(base + p + 2) * 2 + k] as number);
            }
          }
        }
      }
    }
  }
  return count;
}

function push(suit: number, p: number, id: number): void {
  const slot = suit * 16 + p;
  const mask = posMask[suit] as number;
  if ((mask & (1 << p)) === 0) {
    posMask[suit] = mask | (1 << p);
    posCount[slot] = 0;
  }
  const n = posCount[slot] as number;
  posIds[slot * 2 + n] = id;
  posCount[slot] = n + 1;
}
