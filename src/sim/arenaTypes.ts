/**
 * The shapes of arena options, deal records and reports.
 * @module
 */
import type { Seed } from "../random/seed.js";
import type { Ruleset } from "../rules/ruleset.js";

/**
 * What an arena plays: two bots (the first bot's side is the one measured), the rules, the seed
 * and how many deals; with `duplicate`, every deal is played twice with the partnerships swapped.
 */
export interface ArenaPlan {
  /**
   * The names of the bot measured, then of its opponent: built-in bot names for the CLI's arena,
   * any names for `arena`'s bots.
   */
  readonly bots: readonly [string, string];
  /** The rules played. */
  readonly ruleset: Ruleset;
  /** The preset's name, kept in reports so that shards of different runs are never merged. */
  readonly preset: string;
  /** The run's seed: deal `i` is dealt with `dealSeed(seed, i)`. */
  readonly seed: Seed;
  /** How many deals the whole run plays (`--hands`). */
  readonly dealCount: number;
  /** Whether every deal is played twice, the partnerships swapped. */
  readonly duplicate: boolean;
  /** Stop a hand after this many actions. */
  readonly maxActions: number;
}

/**
 * One deal's hands: for each time it was played, the first bot's side's hand total and the second
 * bot's. Two entries in duplicate play (the first bot on side 0, then on side 1), else one.
 * @example
 * const report = arena({ bots: [greedyBot, randomBot], seed: 1, dealCount: 2, duplicate: true });
 * const first: DealRecord | undefined = report.value?.records[0];
 * first?.length; // 2: the deal played twice, the partnerships swapped
 */
export type DealRecord = readonly (readonly [number, number])[];

/**
 * Time spent by each bot, for the report only (it varies from run to run, unlike every other figure).
 * @example
 * const report = arena({ bots: [greedyBot, randomBot], seed: 1, dealCount: 2 });
 * const timing: ArenaTiming | undefined = report.value?.timing;
 * const msAMove = timing === undefined ? 0 : timing.botMs[0] / Math.max(1, timing.moves[0]);
 */
export interface ArenaTiming {
  /** Decisions each bot took. */
  readonly moves: readonly [number, number];
  /** Milliseconds each bot spent deciding. */
  readonly botMs: readonly [number, number];
}

/**
 * An arena's figures, as `burraco arena --json` prints them. `records` lists every deal's hands, so
 * that shards can be merged into exactly the figures of one run. The field names are the JSON
 * report's (kept for the files already written): `hands` is the run's deal count, `deals` the range
 * of deals this report covers.
 * @example
 * const report = arena({ bots: [greedyBot, randomBot], names: ["greedy", "random"], seed: 1, dealCount: 6 });
 * const r: ArenaReport | undefined = report.value;
 * r?.bots; // ["greedy", "random"]
 * r?.deals; // [0, 6]
 * r?.botErrors; // [0, 0]: no hand stopped by a bot's error
 */
export interface ArenaReport {
  /** The bot measured, then its opponent. */
  readonly bots: readonly [string, string];
  /** The preset the rules came from. */
  readonly preset: string;
  /** The rules played, in full (a merge needs the match target and tie rule). */
  readonly ruleset: Ruleset;
  /** The run's seed. */
  readonly seed: Seed;
  /** How many deals the whole run plays (`--hands`): the plan's `dealCount`. */
  readonly hands: number;
  /** Whether every deal was played twice, the partnerships swapped. */
  readonly duplicate: boolean;
  /** The range of deals these figures cover: `[from, to)`. */
  readonly deals: readonly [number, number];
  /** Hands played (deals × 2 in duplicate play). */
  readonly handsPlayed: number;
  /** Mean hand margin of the first bot's side (its hand total minus the other side's). */
  readonly margin: number;
  /** 95 % confidence interval of `margin`, over deals (a duplicate pair counts as one sample). */
  readonly ci95: readonly [number, number];
  /** Share of hands the first bot's side scored more in. */
  readonly handsWon: number;
  /** Share of completed matches (hands in deal order, to the ruleset's target) the first bot won. */
  readonly matchesWon: number | null;
  /** Matches completed. */
  readonly matches: number;
  /** Time spent by each bot (varies from run to run). */
  readonly timing: ArenaTiming;
  /**
   * Hands each bot stopped by an error (the bot measured, then its opponent): an action `apply`
   * refused, no action or an exception. Such a hand counts as it stood. `arena` and `burraco
   * arena` refuse to report a run in which a bot erred in every hand (`arena/bot-failed`).
   */
  readonly botErrors: readonly [number, number];
  /** Every deal's hand totals, in deal order. */
  readonly records: readonly DealRecord[];
}
