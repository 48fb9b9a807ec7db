/**
 * The game state of one hand: plain, readonly, JSON-serialisable data.
 * @module
 */
import type { CardId } from "../cards/card.js";
import type { Meld } from "../melds/types.js";
import type { DealId } from "../random/dealStream.js";
import type { Ruleset } from "../rules/ruleset.js";

/**
 * A seat at the table, 0 … players − 1, clockwise (R2.1).
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1, dealer: 3 });
 * const first: Seat | undefined = dealt.value?.turn; // 0: the dealer's left plays first (R2.3)
 */
export type Seat = number;
/**
 * A side (partnership or lone player) that owns melds and a pozzetto (R2.1).
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * const sides: readonly Side[] = dealt.value?.sides ?? []; // [0, 1, 0, 1]: seats 0 and 2 play together
 */
export type Side = number;

/**
 * Where the hand is: `draw` (the player to act must draw or take the pile), `play` (meld, attach,
 * discard or close), `pozzetto` (the player emptied their hand by melding and must take the
 * pozzetto, R6.2), `ended`.
 * @example
 * const dealt = newHand({ seed: 1 });
 * const phase: Phase | undefined = dealt.value?.phase; // "draw"
 */
export type Phase = (typeof phases)[number];

/**
 * Every {@link Phase}, in the order a turn goes through them.
 * @example
 * const order: Record<Phase, number> = { draw: 0, play: 1, pozzetto: 2, ended: 3 };
 * phases.every((phase, i) => order[phase] === i); // true
 */
export const phases = /* @__PURE__ */ Object.freeze(["draw", "play", "pozzetto", "ended"] as const);

// One name for a meld, read or on the table: melds/types.ts defines it.
export type { Meld } from "../melds/types.js";

/**
 * The ways a hand ends: a close (R7.1), the stock running out (R8.1), a stalemate (R8.2) or the
 * last round after time out (R8.3).
 * @example
 * endReasons.includes("closed"); // true
 */
export const endReasons = /* @__PURE__ */ Object.freeze([
  "closed",
  "stock-exhausted",
  "stalemate",
  "time-out",
] as const);

/**
 * How a hand ended: a close (R7.1), the stock running out (R8.1), a stalemate (R8.2) or time out
 * (R8.3).
 * @example
 * function endText(end: HandEnd | null): string {
 *   if (end === null) return "in play";
 *   return end.closedBy === null ? end.reason : `closed by seat ${end.closedBy}`;
 * }
 * endText({ reason: "stock-exhausted", closedBy: null }); // "stock-exhausted"
 */
export interface HandEnd {
  /** Why the hand ended. */
  readonly reason: (typeof endReasons)[number];
  /** The seat that closed, or `null`. */
  readonly closedBy: Seat | null;
}

/**
 * One hand of Burraco. Every field is plain data; reducers return a new state and share what did
 * not change. Build one with {@link newHand} or {@link setupHand}.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state: HandState = dealt.value;
 * state.held[state.turn]?.length; // 11
 * state.phase; // "draw"
 */
export interface HandState {
  /** The rules in force (§12). */
  readonly ruleset: Ruleset;
  /** Where the hand is. */
  readonly phase: Phase;
  /** Whose move it is. */
  readonly turn: Seat;
  /** The dealer of this hand (R2.3). */
  readonly dealer: Seat;
  /** The side of each seat (R2.1: with 4 players seats 0, 2 are side 0 and seats 1, 3 side 1). */
  readonly sides: readonly Side[];
  /** The cards in each seat's hand. */
  readonly held: readonly (readonly CardId[])[];
  /**
   * By seat, the cards it took from the discard pile and still holds (R14.2): ids, not faces, since
   * two copies of each card exist. Every player knows them; a subset of `held[seat]`.
   */
  readonly known: readonly (readonly CardId[])[];
  /** The face-down stock, top card first. */
  readonly stock: readonly CardId[];
  /** The face-up discard pile, bottom → top (the last card is the top). */
  readonly discardPile: readonly CardId[];
  /** The pozzetti still on the table, the next to be taken first. */
  readonly pozzetti: readonly (readonly CardId[])[];
  /** Each side's melds, in the order they were put down (never removed, merged or reordered). */
  readonly melds: readonly (readonly Meld[])[];
  /** Whether each side has taken its pozzetto (R6.1). */
  readonly pozzettoTaken: readonly boolean[];
  /**
   * A pozzetto taken on discard (R6.3) stays unplayed until its seat's next turn: the cards, by
   * seat, else `null` (for views and R9.6).
   */
  readonly unplayedPozzetto: readonly (readonly CardId[] | null)[];
  /** Turns each seat has finished in this hand (R3.4 looks at the first). */
  readonly turnsPlayed: readonly number[];
  /** Size of the discard pile taken this turn, 0 when the player drew or has not yet (R3.3, R7.3, R8.2). */
  readonly pileTaken: number;
  /** Cards that may not be discarded this turn (R3.3). */
  readonly forbiddenDiscards: readonly CardId[];
  /** Whether the player to act has melded or attached this turn (R8.2). */
  readonly meldedThisTurn: boolean;
  /** Whether closing is barred this turn (R7.3). */
  readonly closeBlocked: boolean;
  /** Consecutive turns that took a one-card pile, melded nothing and discarded (R8.2). */
  readonly stalemateTurns: number;
  /** Whether the player to act must draw from the stock (R8.2 `"force-draw"`). */
  readonly mustDraw: boolean;
  /**
   * Three players only (R11.3): whether this hand pairs the other two players once someone takes
   * the 18-card pozzetto. Always `false` with 2 or 4 players.
   */
  readonly pairing: boolean;
  /**
   * Time out (R8.3): the seat whose discard ends the last round, fixed when the referee called it
   * (see {@link callTimeOut}); `null` until then.
   */
  readonly timeOut: Seat | null;
  /** How the hand ended, once `phase` is `"ended"`. */
  readonly end: HandEnd | null;
  /**
   * Which seed dealt the hand: four 32-bit words of a digest of the seed, which tell nothing about
   * the cards or the seed (a match checks with it that a finished hand is the one it dealt);
   * `[0, 0, 0, 0]` for a hand from {@link setupHand}. Hidden from players. (Before state format 3
   * this field was `rng`, the sfc32 state after the deal; deals now come from SHA-256.)
   */
  readonly dealId: DealId;
}
