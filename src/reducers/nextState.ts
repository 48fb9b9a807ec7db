/**
 * `nextState`: the one place where reducers build a new state.
 * @module
 */
import type { GameState } from "../state/types.js";

/** The fields a reducer may change; a field left out or `undefined` keeps its value. */
export type StateChanges = { readonly [K in keyof GameState]?: GameState[K] | undefined };

/**
 * A new state: `state` with `changes` applied, every other field shared. One object literal with
 * every field in a fixed order, rather than `{ ...state, … }` in each reducer: V8 then gives every
 * state the same hidden class, which made `apply` about three times faster in profiles.
 */
export function nextState(s: GameState, c: StateChanges): GameState {
  return {
    ruleset: s.ruleset,
    phase: c.phase !== undefined ? c.phase : s.phase,
    turn: c.turn !== undefined ? c.turn : s.turn,
    dealer: s.dealer,
    sides: c.sides !== undefined ? c.sides : s.sides,
    hands: c.hands !== undefined ? c.hands : s.hands,
    stock: c.stock !== undefined ? c.stock : s.stock,
    discardPile: c.discardPile !== undefined ? c.discardPile : s.discardPile,
    pozzetti: c.pozzetti !== undefined ? c.pozzetti : s.pozzetti,
    melds: c.melds !== undefined ? c.melds : s.melds,
    pozzettoTaken: c.pozzettoTaken !== undefined ? c.pozzettoTaken : s.pozzettoTaken,
    unplayedPozzetto: c.unplayedPozzetto !== undefined ? c.unplayedPozzetto : s.unplayedPozzetto,
    turnsPlayed: c.turnsPlayed !== undefined ? c.turnsPlayed : s.turnsPlayed,
    pileTaken: c.pileTaken !== undefined ? c.pileTaken : s.pileTaken,
    forbiddenDiscards: c.forbiddenDiscards !== undefined ? c.forbiddenDiscards : s.forbiddenDiscards,
    meldedThisTurn: c.meldedThisTurn !== undefined ? c.meldedThisTurn : s.meldedThisTurn,
    closeBlocked: c.closeBlocked !== undefined ? c.closeBlocked : s.closeBlocked,
    stalemateTurns: c.stalemateTurns !== undefined ? c.stalemateTurns : s.stalemateTurns,
    mustDraw: c.mustDraw !== undefined ? c.mustDraw : s.mustDraw,
    pairing: s.pairing,
    end: c.end !== undefined ? c.end : s.end,
    rng: s.rng,
  };
}
