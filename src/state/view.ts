/**
 * What one seat may see of a hand: `viewFor`.
 * @module
 */
import type { CardId } from "../cards/card.js";
import type { Ruleset } from "../rules/ruleset.js";
import type { HandEnd, HandState, Meld, Phase, Seat, Side } from "./types.js";

/**
 * A seat's view of a hand: everything public, plus that seat's own cards. Safe to send to the
 * player as JSON.
 *
 * Hidden from it: the other hands' cards (only `heldCounts`), the stock and the pozzetti (only
 * `stockCount` and `pozzettiCounts`), the PRNG state (so the deck order cannot be rebuilt), and,
 * under `discardPileVisibility: "top-only"`, every discard but the top. Its own pozzetto taken on
 * discard is hidden from it too until its next turn (R6.3): `unplayedPozzettoCount` says how
 * many cards wait, and they are counted in `heldCounts` but not listed in `held`.
 *
 * Shown to every seat (R14.1, R14.2): each seat's known cards (taken from the discard pile and
 * still held), each unplayed pozzetto's size, and once the hand has ended every hand (`revealed`).
 *
 * Discard pile: `discardTop` and `discardCount` are always there; `discardPile` (bottom → top) is
 * present only when the ruleset shows the whole pile (`"open"`), and absent (not empty) under
 * `"top-only"`, so an empty pile is never confused with a hidden one.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const view: PlayerView = viewFor(dealt.value, 0);
 * view.held.length;          // 11
 * view.heldCounts;           // [11, 11, 11, 11]
 * view.discardPile?.length;  // 1: the face-up card
 * JSON.stringify(view).length < 4000; // true: small enough to send on every move
 */
export interface PlayerView {
  /** The seat this view is for, or `null` for a spectator view (a seat not at the table). */
  readonly seat: Seat | null;
  /** The rules in force. */
  readonly ruleset: Ruleset;
  /** Where the hand is. */
  readonly phase: Phase;
  /** Whose move it is. */
  readonly turn: Seat;
  /** The dealer of this hand. */
  readonly dealer: Seat;
  /** The side of each seat. */
  readonly sides: readonly Side[];
  /** This seat's cards, without its unplayed pozzetto (R6.3); empty for a spectator. */
  readonly held: readonly CardId[];
  /** Cards of this seat's pozzetto taken on discard that it may not see yet (R6.3); else 0. */
  readonly unplayedPozzettoCount: number;
  /** How many cards each seat holds, unplayed pozzetti included. */
  readonly heldCounts: readonly number[];
  /**
   * By seat, the cards every player knows it holds: those it took from the discard pile and has
   * not melded, attached or discarded since (R14.2). The viewer's own are listed too, so it sees
   * which of its cards the others know. Under `"top-only"` they include covered discards the view
   * does not otherwise show (each was seen when it was thrown); an app may choose not to show them.
   */
  readonly known: readonly (readonly CardId[])[];
  /**
   * By seat, the size of a pozzetto it took on discard and has not played yet (R6.3), else 0: every
   * player saw it taken (R14.1). The viewer's own is {@link PlayerView.unplayedPozzettoCount}.
   */
  readonly unplayedPozzettoCounts: readonly number[];
  /** How many cards are left in the stock. */
  readonly stockCount: number;
  /** The sizes of the pozzetti still on the table, the next to be taken first. */
  readonly pozzettiCounts: readonly number[];
  /** The whole discard pile, bottom → top; present only with `discardPileVisibility: "open"`. */
  readonly discardPile?: readonly CardId[];
  /** The top discard, or `null` when the pile is empty. */
  readonly discardTop: CardId | null;
  /** How many cards are in the discard pile. */
  readonly discardCount: number;
  /** Each side's melds (all public). */
  readonly melds: readonly (readonly Meld[])[];
  /** Whether each side has taken its pozzetto. */
  readonly pozzettoTaken: readonly boolean[];
  /** Turns each seat has finished in this hand (R3.4). */
  readonly turnsPlayed: readonly number[];
  /** Size of the discard pile taken this turn, 0 if none (R3.3, R7.3). */
  readonly pileTaken: number;
  /** Cards of this seat's hand it may not discard this turn (R3.3); empty when it is not its turn. */
  readonly forbiddenDiscards: readonly CardId[];
  /** Whether the player to act has melded or attached this turn (R8.2). */
  readonly meldedThisTurn: boolean;
  /** Whether closing is barred this turn (R7.3). */
  readonly closeBlocked: boolean;
  /** Whether the player to act must draw from the stock (R8.2 `"force-draw"`). */
  readonly mustDraw: boolean;
  /** Consecutive one-card pile swaps so far (R8.2). */
  readonly stalemateTurns: number;
  /** Time out (R8.3): the seat whose discard ends the last round, or `null` until it is called. */
  readonly timeOut: Seat | null;
  /** How the hand ended, or `null`. */
  readonly end: HandEnd | null;
  /**
   * Once the hand has ended, what is shown for scoring (R14.1): every seat's hand and every
   * unplayed pozzetto (R9.6). `null` while the hand is in play.
   */
  readonly revealed: Revealed | null;
}

/**
 * The cards turned face up at the end of a hand (R14.1), so that a client can show the penalties.
 * @example
 * const played = playHand({ seed: 7, bots: [greedyBot] }); // a hand played to its end
 * if (!played.ok) throw new Error(played.error.message);
 * const shown: Revealed | null = viewFor(played.value.state, 0).revealed;
 * shown?.held.length; // 4: every seat's cards, unplayed pozzetti included
 */
export interface Revealed {
  /** Every seat's cards, its unplayed pozzetto included. */
  readonly held: readonly (readonly CardId[])[];
  /** By seat, the pozzetto it took on discard and never played (R6.3, R9.6), else `null`. */
  readonly unplayedPozzetto: readonly (readonly CardId[] | null)[];
}

function isSeatOf(state: HandState, seat: unknown): seat is Seat {
  return typeof seat === "number" && Number.isInteger(seat) && seat >= 0 && seat < state.held.length;
}

// R3.3 names cards of the acting player's hand: only that player sees them, and only those still
// held (a forbidden card may have been melded since).
function ownForbidden(state: HandState, acting: boolean, held: readonly CardId[]): readonly CardId[] {
  if (!acting || state.forbiddenDiscards.length === 0) return [];
  return state.forbiddenDiscards.filter((id) => held.includes(id));
}

/**
 * The view of a hand for one seat (see {@link PlayerView} for what is hidden). A seat that is not
 * at the table (not an integer from 0 to players − 1) gets a spectator view: `seat: null`, no
 * hand, nothing private. The state is not changed; public arrays are shared with it, not copied.
 * Trusts `state` to be a state this library made (newHand, setupHand, apply, deserialize): check
 * one from elsewhere with {@link checkState} first. Any `seat` is safe: one not at the table gets
 * the spectator view.
 * @example
 * const dealt = newHand({ ruleset: presets.closed, seed: 7 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const view = viewFor(dealt.value, 2);
 * view.discardTop === dealt.value.discardPile.at(-1); // true: the face-up card
 * view.discardPile; // undefined: "top-only" shows the top card only
 * view.held === dealt.value.held[2]; // true: seat 2's own cards
 * viewFor(dealt.value, 9).seat; // null: a spectator's view
 */
export function viewFor(state: HandState, seat: Seat): PlayerView {
  const seated = isSeatOf(state, seat);
  const held = seated ? (state.held[seat] ?? []) : [];
  const unplayed = seated ? (state.unplayedPozzetto[seat] ?? null) : null;
  let visible: readonly CardId[] = held;
  if (unplayed !== null && unplayed.length > 0) {
    const hidden = new Set(unplayed);
    visible = held.filter((id) => !hidden.has(id));
  }
  const pile = state.discardPile;
  const base: PlayerView = {
    seat: seated ? seat : null,
    ruleset: state.ruleset,
    phase: state.phase,
    turn: state.turn,
    dealer: state.dealer,
    sides: state.sides,
    held: visible,
    unplayedPozzettoCount: held.length - visible.length,
    heldCounts: state.held.map((h) => h.length),
    known: state.known,
    unplayedPozzettoCounts: state.unplayedPozzetto.map((p) => (p === null ? 0 : p.length)),
    stockCount: state.stock.length,
    pozzettiCounts: state.pozzetti.map((p) => p.length),
    discardTop: pile.length > 0 ? (pile[pile.length - 1] ?? null) : null,
    discardCount: pile.length,
    melds: state.melds,
    pozzettoTaken: state.pozzettoTaken,
    turnsPlayed: state.turnsPlayed,
    pileTaken: state.pileTaken,
    forbiddenDiscards: ownForbidden(state, seated && seat === state.turn, held),
    meldedThisTurn: state.meldedThisTurn,
    closeBlocked: state.closeBlocked,
    mustDraw: state.mustDraw,
    stalemateTurns: state.stalemateTurns,
    timeOut: state.timeOut,
    end: state.end,
    revealed: state.end === null ? null : { held: state.held, unplayedPozzetto: state.unplayedPozzetto },
  };
  // Adding the field to the fresh object, not spreading it into another: the spread takes V8's
  // slow path here (about 20 times slower in profiles), and views are built on every bot move.
  if (state.ruleset.discardPileVisibility === "open") (base as { discardPile?: readonly CardId[] }).discardPile = pile;
  return base;
}
