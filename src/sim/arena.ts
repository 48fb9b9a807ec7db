/**
 * The arena: two bots on the same deals, each deal once or twice with the partnerships swapped,
 * played by the simulator's own hand ({@link runHand}) and cut into shards for worker threads.
 * @module
 */
import { type BotName, botFor } from "../bots/registry.js";
import type { Bot } from "../bots/types.js";
import { err, ok, type Result, type RuleError } from "../result.js";
import { initialSides } from "../state/seats.js";
import type { ArenaPlan, ArenaReport, DealRecord } from "./arenaTypes.js";
import { runHand } from "./playHand.js";
import { dealSeed } from "./seeds.js";

/**
 * Running time and errors per bot, added to by {@link playDeal}.
 */
export interface ArenaTally {
  /** Decisions each bot took. */
  moves: [number, number];
  /** Milliseconds each bot spent deciding. */
  botMs: [number, number];
  /** Hands each bot stopped by an error. */
  botErrors: [number, number];
  /** The first bot error of these deals, and its deal, or `null`. */
  firstError: { deal: number; error: RuleError } | null;
}

/** An empty {@link ArenaTally}. */
export function newArenaTally(): ArenaTally {
  return { moves: [0, 0], botMs: [0, 0], botErrors: [0, 0], firstError: null };
}

/**
 * `arena/bot-failed` when a bot erred in every hand played: its margin would measure nothing but
 * the error, so no margin is reported. `first` is the first error (of the first deal played, as
 * every hand erred). Otherwise the report, its errors counted in `botErrors`.
 */
export function failedEveryHand(report: ArenaReport, first: ArenaTally["firstError"]): Result<ArenaReport> {
  // No error at all (first null) also covers a run of no hands, where 0 errors is every hand.
  const k = report.botErrors.indexOf(report.handsPlayed);
  if (k < 0 || first === null) return ok(report);
  return err(
    "arena/bot-failed",
    `bot ${report.bots[k]} erred in every hand (${report.handsPlayed}), first in deal ${first.deal}: ${first.error.code}: ${first.error.message}`,
  );
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
 * as it stands; a bot error is counted against its bot in `timing`.
 */
export function playDeal(
  plan: ArenaPlan,
  index: number,
  timing: ArenaTally,
  pair: readonly [Bot, Bot] = botsOf(plan),
): DealRecord {
  const orientations = plan.duplicate ? [0, 1] : [index % 2];
  return orientations.map((firstSide) => playOnce(plan, index, firstSide, timing, pair));
}

function playOnce(
  plan: ArenaPlan,
  index: number,
  firstSide: number,
  timing: ArenaTally,
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
  const e = result.error;
  if (e !== null) {
    timing.botErrors[whose[e.seat] as 0 | 1]++;
    timing.firstError ??= { deal: index, error: e.error };
  }
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
): { records: DealRecord[]; timing: ArenaTally } {
  const timing = newArenaTally();
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
