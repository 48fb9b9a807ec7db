/**
 * Playing a slice of an arena's deals in this thread, and cutting a run into shards.
 * @module
 */
import { playDeal, type TimingTally } from "./playDeal.js";
import type { ArenaPlan, DealRecord } from "./types.js";

/**
 * Plays deals `[from, to)` of a plan in order; `onDeal` is told after each one (for a progress bar).
 */
export function playDeals(
  plan: ArenaPlan,
  from: number,
  to: number,
  onDeal?: (index: number) => void,
): { records: DealRecord[]; timing: TimingTally } {
  const timing: TimingTally = { moves: [0, 0], botMs: [0, 0] };
  const records: DealRecord[] = [];
  for (let i = from; i < to; i++) {
    records.push(playDeal(plan, i, timing));
    onDeal?.(i);
  }
  return { records, timing };
}

/**
 * The deals of shard `i` of `n` (1-based): contiguous, disjoint slices that cover `[0, deals)`.
 */
export function shardRange(deals: number, i: number, n: number): [number, number] {
  return [Math.floor(((i - 1) * deals) / n), Math.floor((i * deals) / n)];
}
