/**
 * The types of a table: plain, JSON-serialisable data.
 * @module
 */
import type { Action } from "../actions/types.js";
import type { BotLevel } from "../bots/levels.js";
import type { Match, MatchSeed } from "../match/types.js";
import type { RngState } from "../random/prng.js";
import type { PublicEvent } from "../reducers/publicEvents.js";
import type { TimeOutCall } from "../reducers/timeOut.js";
import type { Ruleset } from "../rules/ruleset.js";
import type { HandState, Seat } from "../state/types.js";

/**
 * Who sits at a seat: `"person"` (someone who plays through {@link playAction}), a built-in bot by
 * level (`"easy"`, `"medium"`, `"hard"`, as `createBot` makes them, the hard one with
 * `keepPlans: false`, so that its move is a function of the table alone), or a bot of your own by name,
 * `{ bot: "name" }`. A `Bot` is a function, which a save cannot hold: the table keeps the name, and
 * {@link stepBot} takes the functions by name.
 * @example
 * const seats: TableSeat[] = ["person", "medium", { bot: "mine" }, "hard"];
 * newTable({ seed: 1, seats }).ok; // true
 */
export type TableSeat =
  | "person"
  | BotLevel
  | {
      /** The name of a bot of one's own, given to {@link stepBot} by that name. */
      readonly bot: string;
    };

/**
 * Options of {@link newTable}.
 * @example
 * const options: TableOptions = { ruleset: presets.classic, seed: "club-night", seats: ["person", "easy", "easy", "easy"], undo: true };
 * newTable(options).value?.undo; // true
 */
export interface TableOptions {
  /** The rules (default `presets.classic`), checked as `newHand` checks them. */
  readonly ruleset?: Ruleset;
  /**
   * The match seed (as `newMatch` takes it: text or a finite number; default a fresh secret one),
   * or with `oneHand` the seed of the one hand's deal. Keep it secret: it deals every hand.
   */
  readonly seed?: MatchSeed;
  /** Who sits where: one entry per player of the ruleset, seat 0 first. */
  readonly seats: readonly TableSeat[];
  /**
   * `true` for a table of one hand, dealt as `newHand({ ruleset, seed, dealer })` deals it, instead
   * of a match to the ruleset's target (default `false`).
   */
  readonly oneHand?: boolean;
  /** With `oneHand`, the dealer (default seat 0). A match's dealers follow R2.3. */
  readonly dealer?: Seat;
  /**
   * Whether a person may take back their last move ({@link undoLast}; default `false`). Refused
   * together with `tournament`.
   */
  readonly undo?: boolean;
  /** A tournament table (default `false`): no undo, ever. */
  readonly tournament?: boolean;
}

/**
 * The deal of the hand in play: what `replay` needs, with the ruleset, to rebuild it from the log.
 * @example
 * const table = newTable({ seed: 1, seats: ["person", "medium", "medium", "medium"] }).value;
 * const deal: TableDeal | undefined = table?.deal;
 * deal?.number; // 1
 */
export interface TableDeal {
  /** The hand's number at the table, 1 for the first. */
  readonly number: number;
  /** The seed of its deal: a match's `matchHandSeed`, or a one-hand table's seed. */
  readonly seed: MatchSeed;
  /** Its dealer (R2.3). */
  readonly dealer: Seat;
  /** Whether it pairs two of three players (R11.3). */
  readonly pairing: boolean;
}

/**
 * One entry of a hand's log: a player's action, or the referee's time out (R8.3), as `replay` reads
 * them.
 * @example
 * const entries: TableEntry[] = [{ type: "draw", seat: 1 }, { call: "timeOut" }];
 */
export type TableEntry = Action | TimeOutCall;

/**
 * A table: a match (or one hand) in progress with its seats. Plain data: every function returns a
 * new table and never changes one, and {@link saveTable} writes it as JSON text. It holds the hidden
 * cards and the seeds: keep it on the server, and send each seat {@link tableView} and
 * {@link seatEvents}.
 * @example
 * const made = newTable({ seed: 7, seats: ["person", "medium", "medium", "medium"] });
 * if (!made.ok) throw new Error(made.error.message);
 * const table: Table = made.value;
 * table.state.turn; // 1: the seat left of dealer 0 plays first
 * table.log;        // []
 */
export interface Table {
  /** Who sits where, by seat. */
  readonly seats: readonly TableSeat[];
  /** The rules of every hand. */
  readonly ruleset: Ruleset;
  /** Whether a person may take back their last move ({@link undoLast}). */
  readonly undo: boolean;
  /** Whether this is a tournament table (never any undo). */
  readonly tournament: boolean;
  /**
   * The match, or `null` at a table of one hand. A hand that has ended is already recorded in it,
   * so the totals are always current.
   */
  readonly match: Match | null;
  /** The deal of the hand in play (or just ended). */
  readonly deal: TableDeal;
  /** The hand as it stands. */
  readonly state: HandState;
  /** Every action and referee's call of this hand, in order: `replay` of them from the deal rebuilds it. */
  readonly log: readonly TableEntry[];
  /** The public events of this hand, in order (R14.1): what `replayEvents` gives for the log. */
  readonly events: readonly PublicEvent[];
  /** By seat, how many of `events` it has seen ({@link markSeen}). */
  readonly seen: readonly number[];
  /** By seat, its bot's PRNG state (a person's seat keeps one too, unused). */
  readonly rngs: readonly RngState[];
}

/**
 * Whose move it is ({@link tableTurn}): the seat, and whether a bot sits there.
 * @example
 * const table = newTable({ seed: 7, seats: ["person", "medium", "medium", "medium"] }).value;
 * if (table) tableTurn(table); // { seat: 1, bot: true }
 */
export interface TableTurn {
  /** The seat to act. */
  readonly seat: Seat;
  /** Whether a bot sits there (play it with {@link stepBot}), else a person ({@link playAction}). */
  readonly bot: boolean;
}
