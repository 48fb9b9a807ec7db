/**
 * The shapes of simulation options and results.
 * @module
 */
import type { Action } from "../actions/types.js";
import type { BotError } from "../bots/playBots.js";
import type { Bot } from "../bots/types.js";
import type { BurracoClass } from "../melds/types.js";
import type { Seed } from "../random/seed.js";
import type { Ruleset } from "../rules/ruleset.js";
import { endReasons, type Seat, type Side } from "../state/types.js";

export type { BotError };

/**
 * How a simulated hand ended: the three ways of the rules (R7.1, R8.1, R8.2), or stopped by the
 * simulator because a bot failed (`"bot-error"`: an action `apply` refused, no action, or an
 * exception) or the hand hit the action cap (`"action-cap"`).
 * @example
 * const report = simulate({ seed: 1, handCount: 10, bots: [greedyBot] });
 * const reason: HandOutcome | undefined = report.value?.hands[0]?.end;
 * reason === "bot-error" || reason === "action-cap"; // false: the built-in bots finish their hands
 */
export type HandOutcome = (typeof handOutcomes)[number];

/**
 * Every {@link HandOutcome}, in report order.
 * @example
 * const report = simulate({ seed: 1, handCount: 10, bots: [greedyBot] });
 * if (report.ok) for (const reason of handOutcomes) console.log(reason, report.value.summary.ends[reason]);
 */
export const handOutcomes = /* @__PURE__ */ Object.freeze([...endReasons, "bot-error", "action-cap"] as const);

/**
 * Options of {@link playHand}: one hand between bots.
 * @example
 * const options: PlayHandOptions = { ruleset: presets.classic, seed: 7, dealer: 0, bots: [greedyBot, randomBot] };
 * playHand(options).value?.state.phase; // "ended"
 */
export interface PlayHandOptions {
  /** The rules (default `presets.classic`). */
  readonly ruleset?: Ruleset;
  /** The deal seed (see `newHand`). */
  readonly seed: Seed;
  /** The dealer (default 0). */
  readonly dealer?: Seat;
  /** One bot per seat, or one per side (4 players: `[side 0, side 1]`). */
  readonly bots: readonly Bot[];
  /** Seed of the bots' PRNGs (default: derived from `seed`, see {@link botSeed}). */
  readonly botSeed?: Seed;
  /** Stop the hand after this many actions (default 5,000). */
  readonly maxActions?: number;
  /** Keep every applied action in `log` (default `false`). */
  readonly record?: boolean;
}

/**
 * Options of {@link simulate}: complete hands between bots, dealer rotating (R2.3).
 * @example
 * const options: SimulateOptions = { ruleset: presets.classic, seed: 1, handCount: 1000, bots: [greedyBot, randomBot] };
 */
export interface SimulateOptions {
  /** The rules (default `presets.classic`). */
  readonly ruleset?: Ruleset;
  /** The simulation seed: hand `i` is dealt with {@link dealSeed}(seed, i). */
  readonly seed: Seed;
  /** How many hands to play. */
  readonly handCount: number;
  /** One bot per seat, or one per side (4 players: `[side 0, side 1]`). */
  readonly bots: readonly Bot[];
  /** Dealer of the first hand (default 0); the dealer moves one seat clockwise each hand (R2.3). */
  readonly firstDealer?: Seat;
  /** Stop a hand after this many actions (default 5,000). */
  readonly maxActionsPerHand?: number;
  /**
   * Called with each hand's result as soon as it is played. An exception it throws stops the run:
   * `simulate` returns `callback/threw` (naming `onHand` and the hand) instead of throwing.
   */
  readonly onHand?: (result: HandResult) => void;
  /**
   * Whether the report lists every hand (default `true`). Set `false` for long runs: memory then
   * stays flat, and `onHand` still sees every hand.
   */
  readonly keepHands?: boolean;
}

/**
 * One simulated hand.
 * @example
 * const report = simulate({ seed: 1, handCount: 1, bots: [greedyBot] });
 * const r: HandResult | undefined = report.value?.hands[0];
 * r?.end;           // how the hand ended: "closed", "stock-exhausted", …
 * r?.scores.length; // 2: the hand total of each side
 */
export interface HandResult {
  /** The hand's index in the simulation, from 0. */
  readonly index: number;
  /** The hand's 32-bit deal seed, {@link dealSeed}(seed, index): `newHand({ seed: dealSeed })` deals it again. */
  readonly dealSeed: number;
  /** The dealer. */
  readonly dealer: Seat;
  /** How the hand ended. */
  readonly end: HandOutcome;
  /** The seat that closed, or `null`. */
  readonly closedBy: Seat | null;
  /** The side that closed, or `null`. */
  readonly closingSide: Side | null;
  /** Each side's hand total (`scoreHand(state).sides[side].total`); a running estimate if the hand was stopped. */
  readonly scores: readonly number[];
  /** Each side's burraco classes on the table at the end, in meld order. */
  readonly burraco: readonly (readonly BurracoClass[])[];
  /** Whether each side took its pozzetto. */
  readonly pozzettoTaken: readonly boolean[];
  /** Turns completed (discards and the close). */
  readonly turns: number;
  /** Actions applied. */
  readonly actions: number;
  /** The bot failure that stopped the hand, or `null`. */
  readonly error: BotError | null;
  /** The applied actions, in order, when `record` was set. */
  readonly log?: readonly Action[];
}

/**
 * What a simulation adds up to.
 * @example
 * const report = simulate({ seed: 1, handCount: 10, bots: [greedyBot] });
 * if (!report.ok) throw new Error(report.error.message);
 * const s: SimulationSummary = report.value.summary;
 * s.closeRate;    // the share of hands that ended by a close, 0 to 1
 * s.meanScore[0]; // the mean hand total of side 0
 */
export interface SimulationSummary {
  /** Hands played. */
  readonly handCount: number;
  /** How many hands ended each way. */
  readonly ends: Readonly<Record<HandOutcome, number>>;
  /** Share of hands that ended with a close (0–1). */
  readonly closeRate: number;
  /** Hands stopped by a bot failure: the sum of `botErrors` (kept for the JSON reports already written). */
  readonly errors: number;
  /**
   * Hands stopped by a bot failure, by the side of the seat whose bot failed: per bot when bots are
   * given one per side, as the arena's `botErrors` is. A failed hand's seat is in its `error`.
   */
  readonly botErrors: readonly number[];
  /** Each side's mean hand total. */
  readonly meanScore: readonly number[];
  /** Each side's hands won: its total strictly above every other side's. */
  readonly wins: readonly number[];
  /** Hands where the best total was shared. */
  readonly ties: number;
  /** Each side's closes. */
  readonly closes: readonly number[];
  /** Each side's hands in which it took its pozzetto. */
  readonly pozzetti: readonly number[];
  /** Each side's burraco on the table at the end of hands, counted by class. */
  readonly burraco: readonly Readonly<Record<BurracoClass, number>>[];
  /** Mean turns per hand. */
  readonly meanTurns: number;
  /** Mean actions per hand. */
  readonly meanActions: number;
  /** The most actions in one hand. */
  readonly maxActions: number;
}

/**
 * The result of {@link simulate}: every hand (unless `keepHands: false`) and the summary.
 * @example
 * const report = simulate({ seed: 1, handCount: 10, bots: [greedyBot, randomBot] });
 * if (report.ok) report.value.summary.wins; // the hands each side won
 */
export interface SimulationReport {
  /** Each hand's result, in order; empty with `keepHands: false`. */
  readonly hands: readonly HandResult[];
  /** The totals. */
  readonly summary: SimulationSummary;
}
