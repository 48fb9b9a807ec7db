/**
 * Seats and sides (R2.1, R2.3).
 * @module
 */
import { sameList } from "./arrays.js";
import type { HandState, Seat, Side } from "./types.js";

/**
 * The side of each seat when a hand starts: 4 players → [0, 1, 0, 1]; 2 or 3 players → each seat
 * its own side (R2.1, R11.1).
 * Trusts `players` to be 2, 3 or 4 (a checked ruleset's).
 */
export function initialSides(players: number): Side[] {
  return Array.from({ length: players }, (_, seat) => (players === 4 ? seat % 2 : seat));
}

/**
 * How many sides a table of `players` has: 2 with 4 players (two partnerships), else one per
 * player (R2.1, R11.1). Match sides follow the same count.
 */
export function sideCountFor(players: number): number {
  return players === 4 ? 2 : players;
}

/**
 * With three players, how a pairing hand's sides end up once seat `taker` takes the 18-card
 * pozzetto (R11.3): the taker keeps its side, the lower of the two others keeps its side and the
 * higher one (`merged`) joins it.
 */
export interface Pairing {
  readonly taker: Seat;
  /** The side the two others share. */
  readonly kept: Side;
  /** The side left without seats. */
  readonly merged: Side;
  /** The side of each seat after the pairing. */
  readonly sides: readonly Side[];
}

/**
 * The three pairings of a three-player hand, by taker (R11.3).
 */
export const PAIRINGS: readonly Pairing[] = /* @__PURE__ */ Object.freeze([
  { taker: 0, kept: 1, merged: 2, sides: [0, 1, 1] },
  { taker: 1, kept: 0, merged: 2, sides: [0, 1, 0] },
  { taker: 2, kept: 0, merged: 1, sides: [0, 0, 2] },
]);

/**
 * The pairing that gives these sides, or `null` when they are not a three-player pairing.
 */
export function pairingOf(sides: readonly Side[]): Pairing | null {
  return PAIRINGS.find((p) => sameList(p.sides, sides)) ?? null;
}

/**
 * The side a seat plays for.
 * Trusts `state` to be a state this library made (newHand, setupHand, apply, deserialize): check
 * one from elsewhere with {@link checkState} first.
 */
export function sideOf(state: HandState, seat: Seat): Side {
  return state.sides[seat] ?? seat;
}

/**
 * The seat after `seat`, clockwise (R2.3).
 * Trusts its arguments to be a seat and a player count of a checked ruleset.
 */
export function nextSeat(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

/**
 * The seats of a side.
 * Trusts `state` to be a state this library made (newHand, setupHand, apply, deserialize): check
 * one from elsewhere with {@link checkState} first.
 */
export function seatsOfSide(state: HandState, side: Side): Seat[] {
  const seats: Seat[] = [];
  for (let s = 0; s < state.sides.length; s++) if (state.sides[s] === side) seats.push(s);
  return seats;
}
