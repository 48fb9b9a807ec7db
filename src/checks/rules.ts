/**
 * The rule checks that both the reducers and `legalActions` ask: whose turn it is, which cards a
 * hand holds, what R3.3, R3.4, R4.9 and R6.4 forbid. Each returns `RuleError | null` (or a
 * `Result` when it also computes a value) and never changes the state.
 * @module
 */
import type { CardId } from "../cards/card.js";
import { isWildcard } from "../cards/card.js";
import { sideCanClose } from "../melds/burraco.js";
import { err, ok, type Result, type RuleError, ruleError } from "../result.js";
import { removedAt } from "../state/arrays.js";
import { handOver } from "../state/handOver.js";
import { sideOf } from "../state/seats.js";
import type { HandState, Meld, Phase, Seat, Side } from "../state/types.js";

const PHASE_TEXT: Record<Phase, string> = {
  draw: "draw or take the discard pile first (R3.1)",
  play: "you have already drawn this turn (R3.1)",
  pozzetto: "take your pozzetto first (R6.2)",
  ended: "the hand is over",
};

/** Checks that `seat` may act now and that the hand is in `phase`. */
export function guard(state: HandState, seat: Seat, phase: Phase): RuleError | null {
  if (state.phase === "ended") return handOver(state);
  if (seat >= state.held.length)
    return ruleError("input/invalid", `seat ${seat} does not exist with ${state.held.length} players`);
  if (seat !== state.turn)
    return ruleError("turn/not-your-turn", `it is seat ${state.turn}'s turn, not seat ${seat}'s (R3.1)`, "R3.1");
  if (state.phase !== phase) {
    return ruleError(
      "turn/wrong-phase",
      `not now: ${PHASE_TEXT[state.phase]}`,
      state.phase === "pozzetto" ? "R6.2" : "R3.1",
    );
  }
  return null;
}

/** The hand without `ids`, or a refusal naming a card it does not hold or a card named twice. */
export function without(hand: readonly CardId[], ids: readonly CardId[]): Result<CardId[]> {
  // Stryker disable next-line ConditionalExpression,BlockStatement: a fast path; the loop below gives the same result
  if (ids.length === 1) {
    const i = hand.indexOf(ids[0] as number);
    if (i < 0) return notHeld(ids[0] as number);
    return ok(removedAt(hand, i));
  }
  // Several cards: check them all, then copy the hand once, skipping them.
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k] as number;
    for (let j = 0; j < k; j++) if (ids[j] === id) return err("card/duplicate", `card ${id} is named twice`, "R1.1");
    if (!hand.includes(id)) return notHeld(id);
  }
  // Stryker disable next-line ArrayDeclaration: presizing only; every slot is written below
  const out = new Array<CardId>(hand.length - ids.length);
  let n = 0;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i] as number;
    if (!ids.includes(id)) out[n++] = id;
  }
  return ok(out);
}

function notHeld(id: CardId): Result<never> {
  return { ok: false, error: notInHand(id) };
}

/** The refusal of a card the acting player does not hold (R3.1). */
export function notInHand(id: CardId): RuleError {
  return ruleError("card/not-in-hand", `card ${id} is not in your hand`, "R3.1");
}

/** Whether a side can still take a pozzetto (R6.1; none left after R8.1 or R11.2). */
function pozzettoAvailable(state: HandState, side: Side): boolean {
  return !state.pozzettoTaken[side] && state.pozzetti.length > 0;
}

/**
 * Whether a meld or attach may leave `seat`'s hand empty: only when the pozzetto can be taken at
 * once (R6.2, R6.4).
 */
function mayEmptyHand(state: HandState, seat: Seat): boolean {
  return state.ruleset.directPozzetto && pozzettoAvailable(state, sideOf(state, seat));
}

/** Whether the stock can no longer be drawn from (R8.1). */
export function stockExhausted(state: HandState): boolean {
  return state.ruleset.stockExhaustion === "two-left" ? state.stock.length <= 2 : state.stock.length === 0;
}

/** Whether the first-turn rule (R3.4) stops `seat` from melding or attaching now. */
export function firstTurnBlocks(state: HandState, seat: Seat): RuleError | null {
  if (!state.ruleset.firstTurnMelding && (state.turnsPlayed[seat] ?? 0) === 0) {
    return ruleError("turn/first-turn", "a first turn is only a draw and a discard (R3.4)", "R3.4");
  }
  return null;
}

/** Why a card may not be discarded or closed with now because of R3.3, or `null`. */
export function pickupForbids(state: HandState, card: CardId): RuleError | null {
  if (!state.forbiddenDiscards.includes(card)) return null;
  return ruleError(
    "discard/picked-up-card",
    state.ruleset.discardPickupRestriction === "same-card"
      ? "a card from a one-card pile cannot be discarded this turn (R3.3)"
      : "cards from a pile of under three cannot be discarded this turn (R3.3)",
    "R3.3",
  );
}

/**
 * Why a meld or attach may not leave `seat` with `hand`, or `null` (R6.4). An empty hand needs the
 * pozzetto to be taken at once (R6.2). A single card must be a legal last discard: one that takes
 * the pozzetto (R6.3) or one that closes with the side's melds as they will be (R7.1). Two cards
 * must not both be cards R3.3 forbids. Anything else would leave the player with no legal way to
 * end the turn.
 */
export function handLeftBlocks(
  state: HandState,
  seat: Seat,
  hand: readonly CardId[],
  sideMelds: readonly Meld[],
): RuleError | null {
  if (hand.length > 1) {
    // R3.3 may forbid up to two cards ("under-three"): at least one card must stay discardable.
    // Stryker disable next-line ConditionalExpression: R3.3 forbids at most two cards, so 3+ are never all forbidden
    if (hand.length > 2 || !hand.every((id) => state.forbiddenDiscards.includes(id))) return null;
    return ruleError("hand/would-empty", "keep a card you may discard this turn (R3.3, R6.4)", "R6.4");
  }
  const side = sideOf(state, seat);
  if (hand.length === 0) {
    if (mayEmptyHand(state, seat)) return null;
    return ruleError(
      "hand/would-empty",
      state.pozzettoTaken[side]
        ? "keep a card to close with (R6.4, R7.2)"
        : "keep a card to discard: no pozzetto now (R6.2, R6.4)",
      "R6.4",
    );
  }
  const last = hand[0] as number;
  if (state.forbiddenDiscards.includes(last)) {
    return ruleError("hand/would-empty", "your last card could not be discarded (R3.3, R6.4)", "R6.4");
  }
  if (!state.pozzettoTaken[side]) {
    if (state.pozzetti.length > 0) return null;
    return ruleError("hand/would-empty", "no pozzetto is left, so keep two cards (R6.4)", "R6.4");
  }
  const canClose = sideCanClose(sideMelds, state.ruleset) && !isWildcard(last);
  if (canClose && !state.closeBlocked) return null;
  if (canClose) {
    return ruleError("hand/would-empty", "no closing this turn: keep two cards (R7.3)", "R7.3");
  }
  return ruleError("hand/would-empty", "your last card could not close: keep two cards (R6.4, R7.1)", "R6.4");
}

/** Why a new meld repeats a set rank the side already holds (R4.9), or `null`. */
export function setRankTaken(state: HandState, own: readonly Meld[], info: Meld): RuleError | null {
  // Stryker disable next-line ConditionalExpression: a run's rank is null and a set's never is, so ranks alone tell
  if (info.kind !== "set" || !state.ruleset.distinctSetRanks) return null;
  // Stryker disable next-line ConditionalExpression: a run's rank is null and a set's never is, so ranks alone tell
  if (!own.some((m) => m.kind === "set" && m.rank === info.rank)) return null;
  return ruleError("meld/duplicate-set-rank", "your side already has a set of this rank (R4.9)", "R4.9");
}
