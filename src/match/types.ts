/**
 * The types of a match: plain, JSON-serialisable data (RULES.md §10, §11).
 * @module
 */
import type { Ruleset } from "../rules/ruleset.js";
import type { ScoreSheet } from "../scoring/types.js";
import type { HandEnd, Seat, Side } from "../state/types.js";

/**
 * A match seed: a string (at most 1,000 characters) or a finite number, so that a saved match is
 * plain JSON. Use {@link randomSeed} for a secret one.
 * @example
 * const seed: MatchSeed = randomSeed(); // keep it on the server: it deals every hand of the match
 * newMatch({ seed }).value?.seed === seed; // true
 */
export type MatchSeed = string | number;

/**
 * Options of {@link newMatch}.
 * @example
 * const options: NewMatchOptions = { ruleset: presets.classic, seed: "club-night-12" };
 * newMatch(options).value?.hands; // []
 */
export interface NewMatchOptions {
  /** The rules (default `presets.classic`): `targetScore` (R10.1), `tieBreak` (R10.2) and the rest. */
  readonly ruleset?: Ruleset;
  /**
   * The match seed: every hand's deal is derived from it and the hand number
   * ({@link matchHandSeed}). Default: a fresh secret seed ({@link randomSeed}). Keep it secret until
   * the match is over: it deals every hand. Send players {@link publicMatch}.
   */
  readonly seed?: MatchSeed;
}

/**
 * One finished hand of a match, as {@link recordHand} wrote it down.
 *
 * Match sides: with 4 players side 0 is seats 0 and 2, side 1 seats 1 and 3 (R2.1); with 2 or 3
 * players each player is a match side of their own (with 3 players, `credits` and `totals` are per
 * player even when the hand paired two of them, R11.3).
 * @example
 * function lastHand(match: Match): string {
 *   const record: HandRecord | undefined = match.hands.at(-1);
 *   if (record === undefined) return "no hand yet";
 *   return `hand ${record.number}: ${record.credits.join(" to ")}, totals ${record.totals.join(" to ")}`;
 * }
 * const started = newMatch({ seed: "club-night" });
 * if (!started.ok) throw new Error(started.error.message);
 * const match = started.value;
 * lastHand(match); // "no hand yet"
 */
export interface HandRecord {
  /** The hand's number in the match, 1 for the first. */
  readonly number: number;
  /** The seed of its deal (`matchHandSeed`). */
  readonly seed: string;
  /** Its dealer (R2.3). */
  readonly dealer: Seat;
  /** Whether the hand paired two players once the 18-card pozzetto was taken (R11.3, 3 players only). */
  readonly pairing: boolean;
  /** The side of each seat when the hand ended: with a pairing, two seats share a side (R11.3). */
  readonly sides: readonly Side[];
  /** How the hand ended. */
  readonly end: HandEnd;
  /** The itemised score sheet of the hand, by hand side (§9). */
  readonly sheet: ScoreSheet;
  /** What each match side was credited: its side's hand total, or half of it when paired (R11.3). */
  readonly credits: readonly number[];
  /** Each match side's running total after this hand. */
  readonly totals: readonly number[];
}

/**
 * A match: hands played until a side reaches the target (R10.1). Plain data, never changed in
 * place: {@link recordHand} returns a new match.
 * @example
 * const started = newMatch({ ruleset: presets.classic, seed: 7 });
 * if (!started.ok) throw new Error(started.error.message);
 * const match: Match = started.value;
 * match.totals;     // [0, 0]
 * match.nextDealer; // 0
 * match.winner;     // null
 */
export interface Match {
  /** The rules of every hand. */
  readonly ruleset: Ruleset;
  /** The match seed: secret, it deals every hand (see {@link publicMatch}). */
  readonly seed: MatchSeed;
  /** Each match side's running total (with 3 players, each player's). See {@link HandRecord}. */
  readonly totals: readonly number[];
  /** The finished hands, first first. */
  readonly hands: readonly HandRecord[];
  /** The dealer of the next hand (R2.3: seat 0 first, then one seat clockwise each hand). */
  readonly nextDealer: Seat;
  /** Whether the match is over (R10.1, R10.2). */
  readonly over: boolean;
  /** The winning match side once the match is over, else `null`. */
  readonly winner: number | null;
}

/**
 * A {@link HandRecord} without its seed: what {@link publicMatch} shows players.
 * @example
 * function sheetsForPlayers(match: Match): readonly PublicHandRecord[] {
 *   return publicMatch(match).hands; // the hands without their deal seeds
 * }
 * const started = newMatch({ seed: "club-night" });
 * if (!started.ok) throw new Error(started.error.message);
 * const match = started.value;
 * sheetsForPlayers(match); // []
 */
export type PublicHandRecord = Omit<HandRecord, "seed">;

/**
 * A match as players may see it: everything but the seeds ({@link publicMatch}).
 * @example
 * const started = newMatch({ ruleset: presets.classic, seed: randomSeed() });
 * if (!started.ok) throw new Error(started.error.message);
 * const match = started.value;
 * const shown: PublicMatch = publicMatch(match);
 * JSON.stringify(shown).includes("seed"); // false: safe to send to players
 */
export interface PublicMatch extends Omit<Match, "seed" | "hands"> {
  /** The finished hands, without their seeds. */
  readonly hands: readonly PublicHandRecord[];
}
