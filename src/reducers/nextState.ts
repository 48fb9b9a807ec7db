/**
 * `nextState`: the one place where reducers build a new state.
 * @module
 */
import type { HandState } from "../state/types.js";

/**
 * The fields a reducer may change; a field left out or `undefined` keeps its value. The phase and
 * the hands are always given (every action changes them; time out passes them on), which keeps
 * `nextState` small enough for V8 to inline (see there).
 */
export type StateChanges = { readonly [K in keyof HandState]?: HandState[K] | undefined } & {
  readonly phase: HandState["phase"];
  readonly held: HandState["held"];
};

/**
 * A new state: `state` with `changes` applied, every other field shared. One object literal with
 * every field in a fixed order, rather than `{ ...state, … }` in each reducer: V8 then gives every
 * state the same hidden class, which made `apply` about three times faster in profiles.
 */
export function nextState(s: HandState, c: StateChanges): HandState {
  // Each field of `changes` is read once, into a local: call sites pass literals of many layouts, so
  // these are the costly (megamorphic) reads, and reading each twice cost a third of `apply`.
  // V8 inlines a function of at most 460 bytes of bytecode; inlined, each call site's literal has
  // one shape and these reads are nearly free. With the known cards and time out this function
  // grew to 465 bytes, was no longer inlined, and `apply` of listed actions ran at about half its
  // speed (docs/performance.md, "The checked path"): the phase and hands, always given, are taken
  // as they are (no test), which brings it to about 440. Keep it under 460 when adding a field
  // (`node --print-bytecode --print-bytecode-filter=nextState`), and keep this form: the same
  // fields written with `??` or destructuring defaults measured 40 % slower.
  const {
    phase,
    turn,
    sides,
    held: hands,
    known,
    stock,
    discardPile,
    pozzetti,
    melds,
    pozzettoTaken,
    unplayedPozzetto,
    turnsPlayed,
    pileTaken,
    forbiddenDiscards,
    meldedThisTurn,
    closeBlocked,
    stalemateTurns,
    mustDraw,
    timeOut,
    end,
  } = c;
  return {
    ruleset: s.ruleset,
    phase,
    turn: turn !== undefined ? turn : s.turn,
    dealer: s.dealer,
    sides: sides !== undefined ? sides : s.sides,
    held: hands,
    known: known !== undefined ? known : s.known,
    stock: stock !== undefined ? stock : s.stock,
    discardPile: discardPile !== undefined ? discardPile : s.discardPile,
    pozzetti: pozzetti !== undefined ? pozzetti : s.pozzetti,
    melds: melds !== undefined ? melds : s.melds,
    pozzettoTaken: pozzettoTaken !== undefined ? pozzettoTaken : s.pozzettoTaken,
    unplayedPozzetto: unplayedPozzetto !== undefined ? unplayedPozzetto : s.unplayedPozzetto,
    turnsPlayed: turnsPlayed !== undefined ? turnsPlayed : s.turnsPlayed,
    pileTaken: pileTaken !== undefined ? pileTaken : s.pileTaken,
    forbiddenDiscards: forbiddenDiscards !== undefined ? forbiddenDiscards : s.forbiddenDiscards,
    meldedThisTurn: meldedThisTurn !== undefined ? meldedThisTurn : s.meldedThisTurn,
    closeBlocked: closeBlocked !== undefined ? closeBlocked : s.closeBlocked,
    stalemateTurns: stalemateTurns !== undefined ? stalemateTurns : s.stalemateTurns,
    mustDraw: mustDraw !== undefined ? mustDraw : s.mustDraw,
    pairing: s.pairing,
    timeOut: timeOut !== undefined ? timeOut : s.timeOut,
    end: end !== undefined ? end : s.end,
    dealId: s.dealId,
  };
}
