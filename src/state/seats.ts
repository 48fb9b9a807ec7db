/**
 * Seats and sides (R2.1, R2.3).
 * @module
 */
import type { GameState, Seat, Side } from "./types.js";

/**
 * The side of each seat when a hand starts: 4 players → [0, 1, 0, 1]; 2 or 3 players → each seat
 * its own side (R2.1, R11.1).
 * Trusts `players` to be 2, 3 or 4 (a checked ruleset's).
 * @example
 * initialSides(4); // [0, 1, 0, 1]
 */
export function initialSides(players: number): Side[] {
  return Array.from({ length: players }, (_, seat) => (players === 4 ? seat % 2 : seat));
}

/**
 * How many sides play a hand.
 * Trusts `state` to be a state this library made (newHand, setupHand, apply, deserialize): check
 * one from elsewhere with {@link checkState} first.
 * @example
 * sideCount(newHand({ ruleset: presets.classic, seed: 1 })); // 2
 */
export function sideCount(state: GameState): number {
  return state.melds.length;
}

/**
 * The side a seat plays for.
 * Trusts `state` to be a state this library made (newHand, setupHand, apply, deserialize): check
 * one from elsewhere with {@link checkState} first.
 * @example
 * sideOf(newHand({ ruleset: presets.classic, seed: 1 }), 2); // 0
 */
export function sideOf(state: GameState, seat: Seat): Side {
  return state.sides[seat] ?? seat;
}

/**
 * The seat after `seat`, clockwise (R2.3).
 * Trusts its arguments to be a seat and a player count of a checked ruleset.
 * @example
 * nextSeat(3, 4); // 0
 */
export function nextSeat(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

/**
 * The seats of a side.
 * Trusts `state` to be a state this library made (newHand, setupHand, apply, deserialize): check
 * one from elsewhere with {@link checkState} first.
 * @example
 * seatsOfSide(newHand({ ruleset: presets.classic, seed: 1 }), 1); // [1, 3]
 */
export function seatsOfSide(state: GameState, side: Side): Seat[] {
  const seats: Seat[] = [];
  for (let s = 0; s < state.sides.length; s++) if (state.sides[s] === side) seats.push(s);
  return seats;
}
