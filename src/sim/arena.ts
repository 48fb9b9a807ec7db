/**
 * The arena: two bots on the same deals, each deal once or twice with the partnerships swapped,
 * played by the simulator's own hand ({@link runHand}) and cut into shards for worker threads.
 * @module
 */
import { type BotName, botFor } from "../bots/registry.js";
import type { Bot } from "../bots/types.js";
import { initialSides } from "../state/seats.js";
import type { ArenaPlan, DealRecord } from "./arenaTypes.js";
import { runHand } from "./playHand.js";
import { dealSeed } from "./seeds.js";

/**
 * Running time per bot, added to by {@link playDeal}.
 */
export interface TimingTally {
  /** Decisions each bot took. */
  moves: [number, number];
  /** Milliseconds each bot spent deciding. */
  botMs: [number, number];
}

/** The two bots of a plan, by their names: the CLI's arena names only built-in bots. */
export function botsOf(plan: ArenaPlan): readonly [Bot, Bot] {
  return [botFor(plan.bots[0] as BotName), botFor(plan.bots[1] as BotName)];
}

/**
 * Plays deal `index` of a plan with `pair` (the first bot, the one measured, then its opponent):
 * dealt with `dealSeed(seed, index)` by dealer `index % players`, exactly as hand `index` of a
 * simulation with `firstDealer: 0` is. Without `duplicate` the first bot sits on side `index % 2`
 * (so each bot starts as often); in duplicate play it sits on side 0 and then on side 1. Each
 * seat's bot gets the PRNG `botSeed(dealSeed, seat)`. A bot error or the action cap ends the hand
 * as it stands.
 */
export function playDeal(
  plan: ArenaPlan,
  index: number,
  timing: TimingTally,
  pair: readonly [Bot, Bot] = botsOf(plan),
): DealRecord {
  const orientations = plan.duplicate ? [0, 1] : [index % 2];
  return orientations.map((firstSide) => playOnce(plan, index, firstSide, timing, pair));
}

function playOnce(
  plan: ArenaPlan,
  index: number,
  firstSide: number,
  timing: TimingTally,
  pair: readonly [Bot, Bot],
): [number, number] {
  const ruleset = plan.ruleset;
  // Which of the two bots each seat has, for the whole hand: 0 on the first bot's side, 1 elsewhere.
  const whose = initialSides(ruleset.players).map((side) => (side === firstSide ? 0 : 1));
  const seatBots = whose.map((k) => pair[k] as Bot);
  const seed = dealSeed(plan.seed, index);
  const { result } = runHand(
    { ruleset, seatBots, maxActions: plan.maxActions },
    { index, dealSeed: seed, dealer: index % ruleset.players, botSeed: seed, record: false },
    (seat, ms) => {
      const k = whose[seat] as 0 | 1;
      timing.botMs[k] += ms;
      timing.moves[k]++;
    },
  );
  return [result.scores[firstSide] ?? 0, result.scores[1 - firstSide] ?? 0];
}

/**
 * Plays deals `[from, to)` of a plan in order with `pair` (by default the built-in bots the plan
 * names); `onDeal` is told after each one (for a progress bar).
 */
export function playDeals(
  plan: ArenaPlan,
  from: number,
  to: number,
  onDeal?: (index: number) => void,
  pair: readonly [Bot, Bot] = botsOf(plan),
): { records: DealRecord[]; timing: TimingTally } {
  const timing: TimingTally = { moves: [0, 0], botMs: [0, 0] };
  const records: DealRecord[] = [];
  for (let i = from; i < to; i++) {
    records.push(playDeal(plan, i, timing, pair));
    onDeal?.(i);
  }
  return { records, timing };
}

/**
 * The deals of shard `i` of `n` (1-based): contiguous, disjoint slices that cover `[0, dealCount)`.
 */
export function shardRange(dealCount: number, i: number, n: number): [number, number] {
  return [Math.floor(((i - 1) * dealCount) / n), Math.floor((i * dealCount) / n)];
}
