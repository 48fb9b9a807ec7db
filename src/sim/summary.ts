/**
 * Adding up simulated hands, one at a time, in constant memory.
 * @module
 */
import { type BurracoClass, burracoClasses } from "../melds/types.js";
import { type HandOutcome, type HandResult, handOutcomes, type SimulationSummary } from "./types.js";

function emptyClasses(): Record<BurracoClass, number> {
  const counts = {} as Record<BurracoClass, number>;
  for (const cls of burracoClasses) counts[cls] = 0;
  return counts;
}

/**
 * A running total of hands: {@link addHand} folds one hand in, {@link finishTally} gives the
 * summary. Plain data, updated in place by `addHand` (it belongs to whoever created it).
 */
interface Tally {
  /** Hands added so far. */
  handCount: number;
  /** Hands by how they ended. */
  ends: Record<HandOutcome, number>;
  /** The sum of each side's hand scores. */
  scoreSum: number[];
  /** Hands each side won outright. */
  wins: number[];
  /** Hands with the top score shared. */
  ties: number;
  /** Closes by side. */
  closes: number[];
  /** Hands in which each side took its pozzetto. */
  pozzetti: number[];
  /** Hands stopped by an error of a bot of each side. */
  botErrors: number[];
  /** Burraco made by each side, by class. */
  burraco: Record<BurracoClass, number>[];
  /** Turns played, all hands together. */
  turns: number;
  /** Actions applied, all hands together. */
  actions: number;
  /** The most actions in one hand. */
  maxActions: number;
}

/**
 * An empty {@link Tally}.
 */
export function newTally(): Tally {
  const ends = {} as Record<HandOutcome, number>;
  for (const reason of handOutcomes) ends[reason] = 0;
  return {
    handCount: 0,
    ends,
    scoreSum: [],
    wins: [],
    ties: 0,
    closes: [],
    pozzetti: [],
    botErrors: [],
    burraco: [],
    turns: 0,
    actions: 0,
    maxActions: 0,
  };
}

function grow(t: Tally, sides: number): void {
  while (t.scoreSum.length < sides) {
    t.scoreSum.push(0);
    t.wins.push(0);
    t.closes.push(0);
    t.pozzetti.push(0);
    t.botErrors.push(0);
    t.burraco.push(emptyClasses());
  }
}

/**
 * Folds one hand into a {@link Tally} (changing the tally, not the hand).
 * Trusts its arguments: a tally from {@link newTally} and a hand result of the simulator.
 */
export function addHand(t: Tally, hand: HandResult): void {
  const sides = hand.scores.length;
  grow(t, sides);
  t.handCount++;
  t.ends[hand.end]++;
  t.turns += hand.turns;
  t.actions += hand.actions;
  if (hand.actions > t.maxActions) t.maxActions = hand.actions;
  let best = Number.NEGATIVE_INFINITY;
  let bestSide = -1;
  let shared = false;
  for (let side = 0; side < sides; side++) {
    const score = hand.scores[side] as number;
    t.scoreSum[side] = (t.scoreSum[side] as number) + score;
    if (score > best) {
      best = score;
      bestSide = side;
      shared = false;
    } else if (score === best) shared = true;
    if (hand.pozzettoTaken[side] === true) t.pozzetti[side] = (t.pozzetti[side] as number) + 1;
    const counts = t.burraco[side] as Record<BurracoClass, number>;
    for (const cls of hand.burraco[side] ?? []) counts[cls]++;
  }
  if (shared || bestSide < 0) t.ties++;
  else t.wins[bestSide] = (t.wins[bestSide] as number) + 1;
  // The erring seat's side: seats alternate sides at four players (R2.1), each is its own side else.
  const erred = hand.error === null ? -1 : hand.error.seat % sides;
  if (erred >= 0) t.botErrors[erred] = (t.botErrors[erred] as number) + 1;
  if (hand.closingSide !== null) t.closes[hand.closingSide] = (t.closes[hand.closingSide] ?? 0) + 1;
}

/**
 * The {@link SimulationSummary} of a {@link Tally}.
 * Trusts `t` to be a tally from {@link newTally}.
 */
export function finishTally(t: Tally): SimulationSummary {
  const n = t.handCount;
  const mean = (x: number): number => (n === 0 ? 0 : x / n);
  return {
    handCount: n,
    ends: { ...t.ends },
    closeRate: mean(t.ends.closed),
    errors: t.ends["bot-error"],
    meanScore: t.scoreSum.map(mean),
    wins: t.wins.slice(),
    ties: t.ties,
    closes: t.closes.slice(),
    pozzetti: t.pozzetti.slice(),
    botErrors: t.botErrors.slice(),
    burraco: t.burraco.map((c) => {
      const copy = emptyClasses();
      for (const cls of burracoClasses) copy[cls] = c[cls];
      return copy;
    }),
    meanTurns: mean(t.turns),
    meanActions: mean(t.actions),
    maxActions: t.maxActions,
  };
}

/**
 * Adds up hand results (any iterable, read once: a generator keeps memory flat).
 * Trusts `hands` to be hand results of the simulator.
 * @example
 * const report = simulate({ seed: 1, handCount: 10, bots: [greedyBot] });
 * if (report.ok) summarize(report.value.hands).closeRate === report.value.summary.closeRate; // true
 */
export function summarize(hands: Iterable<HandResult>): SimulationSummary {
  const t = newTally();
  for (const hand of hands) addHand(t, hand);
  return finishTally(t);
}
