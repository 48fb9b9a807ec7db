/**
 * The model's own meld reader (RULES.md §4, §5), written for checking by eye, not for speed: it
 * lists every way the cards could be read — as a set, or as a run with each ace low or high and each
 * same-suit 2 natural or wild — keeps the valid readings, and picks as R4.6 says: fewest cards acting
 * as wildcards, then the most valuable burraco class.
 */
import { canBeWild, JOKER, rank, suit } from "./cards.js";
import type { BurracoClass, Rules } from "./types.js";

/** What the model needs to know about a valid meld. */
export interface Reading {
  readonly kind: "set" | "run";
  /** How many cards act as wildcards (0 or 1, R4.3). */
  readonly wildcards: number;
  /** The burraco class when the meld has 7+ cards (R5.1), else null. */
  readonly burraco: BurracoClass | null;
}

/** R5.2–R5.7: the bonus of a class under the rules. */
export function bonusOf(cls: BurracoClass | null, rules: Rules): number {
  if (cls === null) return 0;
  if (cls === "royal") return rules.royalBurraco ?? rules.cleanBurracoBonus;
  if (cls === "super") return rules.superBurraco ?? rules.cleanBurracoBonus;
  if (cls === "clean") return rules.cleanBurracoBonus;
  if (cls === "semi-clean") return rules.semiCleanBurracoBonus;
  return rules.dirtyBurracoBonus;
}

/** R7.1 "clean-burraco": clean, royal or super. */
export function isClean(cls: BurracoClass | null): boolean {
  return cls === "clean" || cls === "royal" || cls === "super";
}

/** A set reading (R4.1): naturals of one rank (never 2s), at most one wildcard (R4.3). */
function readAsSet(cards: readonly number[], rules: Rules): Reading | null {
  if (!rules.allowSets) return null; // R4.10
  const naturals = cards.filter((id) => !canBeWild(id));
  const wild = cards.length - naturals.length;
  if (naturals.length === 0) return null; // R4.5
  if (wild > 1) return null; // R4.3
  const r = rank(naturals[0] as number);
  if (!naturals.every((id) => rank(id) === r)) return null;
  // R4.1 caps a set at 8 naturals + 1 wildcard: only 8 cards of a rank exist, so it always holds.
  let burraco: BurracoClass | null = null;
  if (cards.length >= 7) {
    if (wild === 0)
      burraco = rules.superBurraco !== null && naturals.length === 8 ? "super" : "clean"; // R5.2, R5.6
    else if (rules.semiClean && (rules.semiCleanSets === "at-least-8" ? cards.length >= 8 : cards.length === 8))
      burraco = "semi-clean"; // R5.3
    else burraco = "dirty"; // R5.4
  }
  return { kind: "set", wildcards: wild, burraco };
}

/** One way to place a run's cards: the position of each natural (1 = low ace … 14 = high ace), and how many are wild. */
interface Placement {
  readonly positions: readonly number[];
  readonly wild: number;
}

/** Every placement of the cards as a run of `runSuit` (R4.2, R4.4), before checking it. */
function placements(cards: readonly number[], runSuit: number): Placement[] {
  let out: Placement[] = [{ positions: [], wild: 0 }];
  for (const id of cards) {
    const r = rank(id);
    const options: ("wild" | number)[] = [];
    if (r === JOKER) options.push("wild");
    else if (r === 2) {
      if (suit(id) === runSuit) options.push(2); // R4.4: natural in the 2 position…
      options.push("wild"); // …or a wildcard
    } else if (suit(id) !== runSuit) return [];
    else if (r === 1)
      options.push(1, 14); // R4.2: the ace low or high
    else options.push(r);
    const next: Placement[] = [];
    for (const p of out) {
      for (const o of options) {
        next.push(
          o === "wild"
            ? { positions: p.positions, wild: p.wild + 1 }
            : { positions: [...p.positions, o], wild: p.wild },
        );
      }
    }
    out = next;
  }
  return out;
}

/** Whether `positions` (sorted) hold `length` consecutive positions with no gap. */
function hasRunOf(positions: readonly number[], length: number): boolean {
  let streak = 1;
  for (let i = 1; i < positions.length; i++) {
    streak = positions[i] === (positions[i - 1] as number) + 1 ? streak + 1 : 1;
    if (streak >= length) return true;
  }
  return length <= 1 && positions.length > 0;
}

/** A run reading from one placement, or null when it breaks a rule. */
function readPlacement(cards: readonly number[], p: Placement, rules: Rules): Reading | null {
  if (p.wild > 1) return null; // R4.3
  const pos = [...p.positions].sort((a, b) => a - b);
  if (pos.length === 0) return null; // R4.5
  for (let i = 1; i < pos.length; i++) if (pos[i] === pos[i - 1]) return null; // one card per place
  if (pos.includes(1) && pos.includes(14) && !rules.aceToAceRuns) return null; // R4.2: never both…
  const lo = pos[0] as number;
  const hi = pos[pos.length - 1] as number;
  const gaps = hi - lo + 1 - pos.length;
  let locked = false;
  if (p.wild === 0) {
    if (gaps !== 0) return null; // consecutive
  } else if (gaps === 1)
    locked = true; // the wildcard stands for the missing place
  else if (gaps === 0) {
    if (lo === 1 && hi === 14) return null; // no place left for the wildcard within 1…14
  } else return null;
  let burraco: BurracoClass | null = null;
  if (cards.length >= 7) {
    if (p.wild === 0) {
      const ranks = new Set(pos.map((x) => (x === 14 ? 1 : x)));
      burraco = rules.royalBurraco !== null && ranks.size === 13 ? "royal" : "clean"; // R5.5, R5.2
    } else if (rules.semiClean) {
      const semi = rules.semiCleanRuns === "seven-in-a-row" ? hasRunOf(pos, 7) : !locked && pos.length >= 7; // R5.3
      burraco = semi ? "semi-clean" : "dirty";
    } else burraco = "dirty"; // R5.4
  }
  return { kind: "run", wildcards: p.wild, burraco };
}

/** Every valid run reading of the cards (R4.2–R4.4). */
function readAsRun(cards: readonly number[], rules: Rules): Reading[] {
  const naturalSuits = new Set(cards.filter((id) => !canBeWild(id)).map(suit));
  if (naturalSuits.size !== 1) return []; // R4.2 one suit; R4.5 some natural that is not a 2
  const runSuit = [...naturalSuits][0] as number;
  const out: Reading[] = [];
  for (const p of placements(cards, runSuit)) {
    const r = readPlacement(cards, p, rules);
    if (r !== null) out.push(r);
  }
  return out;
}

/**
 * How a group of cards reads as a meld under the rules, or null when it is no meld (§4, §5):
 * among the valid readings, the fewest wildcards, then the highest bonus (R4.6).
 */
export function readMeld(cards: readonly number[], rules: Rules): Reading | null {
  if (cards.length < 3) return null; // R4.1, R4.2
  if (new Set(cards).size !== cards.length) return null; // each card once
  const readings: Reading[] = [];
  const asSet = readAsSet(cards, rules);
  if (asSet !== null) readings.push(asSet);
  readings.push(...readAsRun(cards, rules));
  let best: Reading | null = null;
  for (const r of readings) {
    if (
      best === null ||
      r.wildcards < best.wildcards ||
      (r.wildcards === best.wildcards && bonusOf(r.burraco, rules) > bonusOf(best.burraco, rules))
    ) {
      best = r;
    }
  }
  return best;
}
