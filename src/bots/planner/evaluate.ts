/**
 * Judging turn plans: every plan played on the same sampled deals with the same playout seeds (so
 * comparisons are paired), the weaker half dropped after each round (successive halving).
 * @module
 */
import type { CardId } from "../../cards/card.js";
import type { Rand } from "../../random/prng.js";
import type { PlayerView } from "../../state/view.js";
import type { Deadline } from "../budget.js";
import { determinize } from "../search/determinize.js";
import { marginAfter, type Work } from "../search/margin.js";
import type { Plan } from "./plans.js";

/**
 * How plans are judged: playouts in all, playout policy and length.
 */
export interface EvalBudget {
  /** Playouts for the whole decision, shared among the plans. */
  readonly iterations: number;
  /** The playout policy after the plan: greedy at every seat, or the fast heuristic. */
  readonly rollout: "greedy" | "heuristic";
  /** Stop each playout after this many actions: the hand is scored as it stands. */
  readonly playoutActions: number;
  /**
   * The work bound: stop sampling once the playouts have listed this many legal actions (see
   * {@link Work}). Far above what ordinary positions take, it stops the decisions whose hands are
   * huge (a seat that hoards the discard pile) at a bounded cost.
   */
  readonly work: number;
  /** The time budget, when there is one: each round stops at its share of it. */
  readonly deadline: Deadline;
  /** Rounds of halving (default ⌈log₂ plans⌉; 1: every plan judged on every sample). */
  readonly rounds?: number;
  /**
   * The share of the playouts (and of the time) kept for the last round, which then judges only
   * the first plan and the best other one (and the plans marked `keep`): where the bot's choice is
   * made. By default every round gets an equal share and the better half goes on each time.
   */
  readonly finalShare?: number;
}

/** What one evaluation did: its playouts and the legal actions they listed. */
export interface EvalStats {
  playouts: number;
  listed: number;
}

/**
 * What the playouts said of one plan: its mean margin at the horizon, the standard error of that
 * mean, and the playouts behind them; `diff` and `diffStderr` compare it with the first plan
 * (greedy's) on the same samples.
 */
export interface PlanEstimate {
  /** The plan judged. */
  readonly plan: Plan;
  /** Mean margin of the seat's side at the end of the playouts. */
  readonly margin: number;
  /** Standard error of `margin`. */
  readonly stderr: number;
  /** How many playouts judged it. */
  readonly playouts: number;
  /** Mean paired difference with the first plan over the same samples. */
  readonly diff: number;
  /** Standard error of `diff`. */
  readonly diffStderr: number;
  /** The margin of each playout, in the order of the samples (the same samples for every plan judged as long). */
  readonly margins: readonly number[];
}

/** The mean of `xs` and its standard error (0 for fewer than two). */
export function meanAndError(xs: readonly number[]): [number, number] {
  const n = xs.length;
  if (n === 0) return [0, 0];
  let sum = 0;
  for (const x of xs) sum += x;
  const mean = sum / n;
  let ss = 0;
  for (const x of xs) ss += (x - mean) * (x - mean);
  return [mean, n > 1 ? Math.sqrt(ss / (n - 1) / n) : 0];
}

/**
 * Plays the plans out on samples of `view` (dealt from `hidden` with `rand`) and estimates each.
 * Rounds of successive halving: each round deals fresh samples to the plans still in the race, then
 * keeps the better half by mean margin (the first plan always stays, as the baseline, and so does
 * a plan marked `keep`). It stops
 * early once the playouts have listed `budget.work` legal actions or the time is up: the plans
 * left unplayed then have fewer playouts than the first one, and `stats` counts what was done.
 */
export function evaluatePlans(
  view: PlayerView,
  hidden: readonly CardId[],
  plans: readonly Plan[],
  rand: Rand,
  budget: EvalBudget,
  stats: EvalStats = { playouts: 0, listed: 0 },
): PlanEstimate[] {
  const side = view.sides[view.seat ?? view.turn] as number;
  const greedy = budget.rollout === "greedy";
  const k = plans.length;
  const margins: number[][] = plans.map(() => []);
  let alive = plans.map((_, i) => i);
  const rounds = budget.rounds ?? (k <= 2 ? 1 : Math.ceil(Math.log2(k)));
  const final = rounds > 1 ? budget.finalShare : undefined;
  // The share of the budget spent once `r` rounds are done.
  const spent = (r: number): number =>
    final === undefined || r >= rounds ? r / rounds : (r * (1 - final)) / (rounds - 1);
  const work: Work = { listed: 0 };
  let over = false;
  for (let round = 0; round < rounds && !over; round++) {
    // At least one sample a round, two in the last (a standard error needs two).
    const least = round === rounds - 1 ? 2 : 1;
    const perRound =
      final === undefined
        ? budget.iterations / rounds
        : budget.iterations * (round === rounds - 1 ? final : (1 - final) / (rounds - 1));
    const m = Math.max(least, Math.floor(perRound / alive.length));
    for (let j = 0; j < m; j++) {
      const sample = determinize(view, hidden, rand);
      const seed = rand.state();
      rand.uint32();
      // The plans are played in order, greedy's first: a stop mid-sample leaves the rest of the
      // race one playout short, and only plans judged on as many playouts as greedy's compete.
      for (const c of alive) {
        (margins[c] as number[]).push(
          marginAfter(sample, (plans[c] as Plan).actions, side, seed, greedy, budget.playoutActions, work),
        );
        stats.playouts++;
        over = work.listed >= budget.work || budget.deadline.passed(1);
        if (over) break;
      }
      if (over || (j + 1 >= least && budget.deadline.passed(spent(round + 1)))) break;
    }
    if (round === rounds - 1 || over) break;
    const ranked = alive.slice().sort((a, b) => mean(margins[b] as number[]) - mean(margins[a] as number[]) || a - b);
    // Before a last round of its own share: the first plan and the best other one.
    const pool = final === undefined ? ranked : ranked.filter((c) => c !== 0);
    const keep = new Set(pool.slice(0, final !== undefined && round === rounds - 2 ? 1 : Math.ceil(alive.length / 2)));
    keep.add(0);
    for (const c of alive) if ((plans[c] as Plan).keep === true) keep.add(c);
    alive = alive.filter((c) => keep.has(c));
  }
  stats.listed += work.listed;
  const base = margins[0] as number[];
  return plans.map((plan, c) => {
    const xs = margins[c] as number[];
    const [margin, stderr] = meanAndError(xs);
    const diffs = xs.map((x, i) => x - (base[i] as number));
    const [diff, diffStderr] = meanAndError(diffs);
    return { plan, margin, stderr, playouts: xs.length, diff, diffStderr, margins: xs };
  });
}

function mean(xs: readonly number[]): number {
  let sum = 0;
  for (const x of xs) sum += x;
  return xs.length === 0 ? 0 : sum / xs.length;
}
