/**
 * Pure helpers shared by the reducers: turn and phase guards, hand edits, the end of a turn.
 * @module
 */
import type { CardId } from "../cards/card.js";
import type { RuleError } from "../result.js";
import { joined, removedAt, replaceAt } from "./arrays.js";
import { nextState, type StateChanges } from "./nextState.js";
import { nextSeat, sideOf } from "../state/seats.js";
import type { GameState, HandEnd, Phase, Seat, Side } from "../state/types.js";


/** Builds a refusal. */
export function refusal(code: RuleError["code"], message: string, rule?: string): RuleError {
  return rule === undefined ? { code, message } : { code, message, rule };
}

const PHASE_TEXT: Record<Phase, string> = {
  draw: "draw from the stock or take the discard pile first (R3.1)",
  play: "you have already drawn this turn (R3.1)",
  pozzetto: "take your pozzetto first (R6.2)",
  ended: "the hand is over",
};

/** Checks that `seat` may act now and that the hand is in `phase`. */
export function guard(state: GameState, seat: Seat, phase: Phase): RuleError | null {
  if (state.phase === "ended") return refusal("turn/wrong-phase", "the hand is over", "R3.1");
  if (seat >= state.hands.length) return refusal("input/invalid", `seat ${seat} does not exist with ${state.hands.length} players`);
  if (seat !== state.turn) return refusal("turn/not-your-turn", `it is seat ${state.turn}'s turn, not seat ${seat}'s (R3.1)`, "R3.1");
  if (state.phase !== phase) {
    return refusal("turn/wrong-phase", `not now: ${PHASE_TEXT[state.phase]}`, state.phase === "pozzetto" ? "R6.2" : "R3.1");
  }
  return null;
}

/** The hand of `seat` without `ids`, or a refusal naming a card the seat does not hold. */
export function without(hand: readonly CardId[], ids: readonly CardId[]): CardId[] | RuleError {
  if (ids.length === 1) {
    const i = hand.indexOf(ids[0] as number);
    if (i < 0) return notHeld(ids[0] as number);
    return removedAt(hand, i);
  }
  // Several cards: check them all, then copy the hand once, skipping them.
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k] as number;
    for (let j = 0; j < k; j++) if (ids[j] === id) return refusal("card/duplicate", `card ${id} is named twice`, "R1.1");
    if (!hand.includes(id)) return notHeld(id);
  }
  const out = new Array<CardId>(hand.length - ids.length);
  let n = 0;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i] as number;
    if (!ids.includes(id)) out[n++] = id;
  }
  return out;
}

function notHeld(id: CardId): RuleError {
  return refusal("card/not-in-hand", `card ${id} is not in your hand`, "R3.1");
}


/** Whether a side can still take a pozzetto (R6.1; none left after R8.1 or R11.2). */
export function pozzettoAvailable(state: GameState, side: Side): boolean {
  return !state.pozzettoTaken[side] && state.pozzetti.length > 0;
}

/**
 * Whether a meld or attach may leave `seat`'s hand empty: only when the pozzetto can be taken at
 * once (R6.2, R6.4).
 */
export function mayEmptyHand(state: GameState, seat: Seat): boolean {
  return state.ruleset.directPozzetto && pozzettoAvailable(state, sideOf(state, seat));
}

/** Whether the stock can no longer be drawn from (R8.1). */
export function stockExhausted(state: GameState): boolean {
  return state.ruleset.stockExhaustion === "two-left" ? state.stock.length <= 2 : state.stock.length === 0;
}

/**
 * Ends the turn of `seat` after its discard, whose own `changes` (hand, pile, pozzetto) are applied
 * in the same new state: counts stalemate turns (R8.2), ends the hand when the stock is exhausted
 * (R8.1) or on a stalemate, else passes the turn clockwise. The next seat may now play a pozzetto
 * it took on discard (R6.3).
 */
export function endTurn(
  state: GameState,
  seat: Seat,
  changes: Pick<StateChanges, "hands" | "discardPile" | "pozzetti" | "pozzettoTaken" | "sides" | "melds" | "unplayedPozzetto">,
): GameState {
  const players = state.hands.length;
  const stale = state.pileTaken === 1 && !state.meldedThisTurn;
  let stalemateTurns = stale ? state.stalemateTurns + 1 : 0;
  let mustDraw = false;
  let end: GameState["end"] = null;
  if (stockExhausted(state)) end = STOCK_END;
  else if (stalemateTurns >= players) {
    if (state.ruleset.stalemate === "end-hand") end = STALEMATE_END;
    else {
      mustDraw = true;
      stalemateTurns = 0;
    }
  }
  const next = end === null ? nextSeat(seat, players) : state.turn;
  let unplayedPozzetto = changes.unplayedPozzetto ?? state.unplayedPozzetto;
  if (end === null && unplayedPozzetto[next] !== null) unplayedPozzetto = replaceAt(unplayedPozzetto, next, null);
  // Fields listed one by one: spreading `changes` into a literal that then gains more fields
  // makes V8 fall back to a dictionary object, which cost 15 µs a discard in profiles.
  return nextState(state, {
    hands: changes.hands,
    discardPile: changes.discardPile,
    pozzetti: changes.pozzetti,
    pozzettoTaken: changes.pozzettoTaken,
    sides: changes.sides,
    melds: changes.melds,
    turnsPlayed: replaceAt(state.turnsPlayed, seat, (state.turnsPlayed[seat] ?? 0) + 1),
    pileTaken: 0,
    forbiddenDiscards: NONE,
    meldedThisTurn: false,
    closeBlocked: false,
    stalemateTurns,
    mustDraw,
    unplayedPozzetto,
    turn: next,
    phase: end === null ? "draw" : "ended",
    end,
  });
}

const NONE: readonly CardId[] = Object.freeze([]);
const STOCK_END: HandEnd = Object.freeze({ reason: "stock-exhausted", closedBy: null });
const STALEMATE_END: HandEnd = Object.freeze({ reason: "stalemate", closedBy: null });

/**
 * Marks `seat`'s side as holding its pozzetto (R6.1), before that pozzetto leaves `state.pozzetti`.
 * With three players and pairing on (R11.3), taking the 18-card pozzetto (R11.2) makes the two
 * other players one side: the
 * second one's melds are appended to the first one's list, and both now share melds and the
 * 11-card pozzetto for the rest of the hand.
 */
export function pozzettoTakenBy(state: GameState, seat: Seat): Pick<GameState, "pozzettoTaken" | "sides" | "melds"> {
  const side = state.sides[seat] ?? seat;
  const pozzettoTaken = replaceAt(state.pozzettoTaken, side, true);
  // Only the 18-card pozzetto pairs (R11.3): under "pozzetto-replaces" it may have become the stock.
  const eighteen = state.pozzetti[0]?.length === 18;
  if (!state.pairing || state.hands.length !== 3 || !eighteen) return { pozzettoTaken, sides: state.sides, melds: state.melds };
  const others = [0, 1, 2].filter((s) => s !== seat);
  const keep = state.sides[others[0] as number] as Side;
  const merge = state.sides[others[1] as number] as Side;
  const sides = replaceAt(state.sides, others[1] as number, keep);
  let melds = replaceAt(state.melds, keep, joined(state.melds[keep] ?? [], state.melds[merge] ?? []));
  melds = replaceAt(melds, merge, []);
  return { pozzettoTaken, sides, melds };
}
