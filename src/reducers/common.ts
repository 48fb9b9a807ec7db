/**
 * Pure helpers shared by the reducers: the end of a turn and the taking of a pozzetto.
 * @module
 */
import type { CardId } from "../cards/card.js";
import { stockExhausted } from "../checks/rules.js";
import { joined, removedAt, replaceAt } from "../state/arrays.js";
import { nextSeat, PAIRINGS, type Pairing } from "../state/seats.js";
import type { HandEnd, HandState, Meld, Seat } from "../state/types.js";
import { nextState, type StateChanges } from "./nextState.js";

/**
 * Ends the turn of `seat` after its discard, whose own `changes` (hand, pile, pozzetto) are applied
 * in the same new state: counts stalemate turns (R8.2), ends the hand when the stock is exhausted
 * (R8.1), on a stalemate, or with the last discard of the round after time out (R8.3), else passes
 * the turn clockwise. The next seat may now play a pozzetto it took on discard (R6.3).
 */
export function endTurn(
  state: HandState,
  seat: Seat,
  changes: Pick<
    StateChanges,
    "held" | "known" | "discardPile" | "pozzetti" | "pozzettoTaken" | "sides" | "melds" | "unplayedPozzetto"
  >,
): HandState {
  const players = state.held.length;
  const stale = state.pileTaken === 1 && !state.meldedThisTurn;
  let stalemateTurns = stale ? state.stalemateTurns + 1 : 0;
  let mustDraw = false;
  let end: HandState["end"] = null;
  // R8.3: when two ends fall on the same discard, R8.1 and R8.2 are reported before time out.
  if (stockExhausted(state)) end = STOCK_END;
  else if (stalemateTurns >= players && state.ruleset.stalemate === "end-hand") end = STALEMATE_END;
  else if (seat === state.timeOut) end = TIME_OUT_END;
  else if (stalemateTurns >= players) {
    mustDraw = true;
    stalemateTurns = 0;
  }
  const next = end === null ? nextSeat(seat, players) : state.turn;
  let unplayedPozzetto = changes.unplayedPozzetto ?? state.unplayedPozzetto;
  // Stryker disable next-line ConditionalExpression: clearing an entry that is already null changes nothing
  if (end === null && unplayedPozzetto[next] !== null) unplayedPozzetto = replaceAt(unplayedPozzetto, next, null);
  // Fields listed one by one: spreading `changes` into a literal that then gains more fields
  // makes V8 fall back to a dictionary object, which cost 15 µs a discard in profiles.
  return nextState(state, {
    held: changes.held,
    known: changes.known,
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

/**
 * Every seat's known cards (R14.2) once `seat` holds `hand` (after a meld or an attach): its known
 * cards that left the hand are dropped. Shared, not copied, when none did. It reads `hand`, a plain
 * array, rather than the action or the meld, which come in many layouts (slow, megamorphic reads).
 */
export function knownAfter(state: HandState, seat: Seat, hand: readonly CardId[]): HandState["known"] {
  const mine = state.known[seat] as readonly CardId[];
  const n = mine.length;
  if (n === 0) return state.known;
  let kept: CardId[] | null = null;
  // Stryker disable next-line EqualityOperator: `i <= n` is the equivalent one, one past the end is no card in hand, the same known cards (a copy)
  for (let i = 0; i < n; i++) {
    const id = mine[i] as CardId;
    if (hand.includes(id)) kept?.push(id);
    else if (kept === null) {
      kept = [];
      for (let j = 0; j < i; j++) kept.push(mine[j] as CardId);
    }
  }
  return kept === null ? state.known : replaceAt(state.known, seat, kept);
}

/** Every seat's known cards (R14.2) once `card` left `seat`'s hand (a discard or a close). */
export function knownWithoutCard(state: HandState, seat: Seat, card: CardId): HandState["known"] {
  const mine = state.known[seat] as readonly CardId[];
  const at = mine.length === 0 ? -1 : mine.indexOf(card);
  return at < 0 ? state.known : replaceAt(state.known, seat, removedAt(mine, at));
}

const NONE: readonly CardId[] = /* @__PURE__ */ Object.freeze([]);
const STOCK_END: HandEnd = /* @__PURE__ */ Object.freeze({ reason: "stock-exhausted", closedBy: null });
const STALEMATE_END: HandEnd = /* @__PURE__ */ Object.freeze({ reason: "stalemate", closedBy: null });
const TIME_OUT_END: HandEnd = /* @__PURE__ */ Object.freeze({ reason: "time-out", closedBy: null });

/**
 * Marks `seat`'s side as holding its pozzetto (R6.1), before that pozzetto leaves `state.pozzetti`.
 * With three players and pairing on (R11.3), taking the 18-card pozzetto (R11.2) makes the two
 * other players one side: the
 * second one's melds are appended to the first one's list, and both now share melds and the
 * 11-card pozzetto for the rest of the hand.
 */
export function pozzettoTakenBy(state: HandState, seat: Seat): Pick<HandState, "pozzettoTaken" | "sides" | "melds"> {
  const side = state.sides[seat] ?? seat;
  const pozzettoTaken = replaceAt(state.pozzettoTaken, side, true);
  // Only the 18-card pozzetto pairs (R11.3): under "pozzetto-replaces" it may have become the stock.
  // Stryker disable next-line OptionalChaining: only called when a pozzetto is left to take
  const eighteen = state.pozzetti[0]?.length === 18;
  // Stryker disable next-line ConditionalExpression: `pairing` is only ever true with three players (R11.3)
  if (!state.pairing || state.held.length !== 3 || !eighteen)
    return { pozzettoTaken, sides: state.sides, melds: state.melds };
  // The 18-card pozzetto is the first taken, so the sides are still the starting ones here.
  const { kept, merged, sides } = PAIRINGS[seat] as Pairing;
  // Three players have three sides of melds, so both lists exist.
  const both = joined(state.melds[kept] as readonly Meld[], state.melds[merged] as readonly Meld[]);
  let melds = replaceAt(state.melds, kept, both);
  melds = replaceAt(melds, merged, []);
  return { pozzettoTaken, sides, melds };
}
