/**
 * The state at the start of a hand's turn with nothing done in it yet: the one literal both a deal
 * (`newHand`) and a composed position (`setupHand`) build their state with.
 * @module
 */
import { initialSides } from "./seats.js";
import type { HandState } from "./types.js";

/** What a deal or a scenario decides; every other field of the state starts the same. */
export type StartFields = Pick<
  HandState,
  | "ruleset"
  | "phase"
  | "turn"
  | "dealer"
  | "held"
  | "known"
  | "stock"
  | "discardPile"
  | "pozzetti"
  | "melds"
  | "pozzettoTaken"
  | "turnsPlayed"
  | "pairing"
  | "timeOut"
  | "dealId"
>;

/**
 * A state from `f`, nothing yet done this turn: no pile taken, no discard forbidden, no meld this
 * turn, no stalemate round, no pozzetto left unplayed, the hand not over. Written in the order of
 * the `HandState` interface, as `nextState` writes it, so every state has one layout (hidden class;
 * docs/architecture.md, "Hot paths"). Trusts `f`.
 * @internal
 */
export function startState(f: StartFields): HandState {
  const players = f.held.length;
  return {
    ruleset: f.ruleset,
    phase: f.phase,
    turn: f.turn,
    dealer: f.dealer,
    sides: initialSides(players),
    held: f.held,
    known: f.known,
    stock: f.stock,
    discardPile: f.discardPile,
    pozzetti: f.pozzetti,
    melds: f.melds,
    pozzettoTaken: f.pozzettoTaken,
    unplayedPozzetto: Array.from({ length: players }, () => null),
    turnsPlayed: f.turnsPlayed,
    pileTaken: 0,
    forbiddenDiscards: [],
    meldedThisTurn: false,
    closeBlocked: false,
    stalemateTurns: 0,
    mustDraw: false,
    pairing: f.pairing,
    timeOut: f.timeOut,
    end: null,
    dealId: f.dealId,
  };
}
