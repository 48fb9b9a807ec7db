/**
 * The itemised score of one hand (RULES.md §9).
 * @module
 */
import type { CardId } from "../cards/card.js";
import { POINTS } from "../cards/card.js";
import { burracoBonus } from "../melds/burraco.js";
import { seatsOfSide } from "../state/seats.js";
import type { HandState, Meld, Side } from "../state/types.js";
import type { BurracoLine, ScoreSheet, SideScore } from "./types.js";

/**
 * R1.2: a card's points never depend on its role, so one table read per card.
 * @internal
 */
export function pointsOfCards(cards: readonly CardId[]): number {
  let sum = 0;
  for (const id of cards) sum += POINTS[id] ?? 0;
  return sum;
}

/**
 * R9.4 leaves the unplayed pozzetto (R6.3) to R9.6: those cards are in the hand too, so skip them.
 * @internal
 */
export function pointsLeftInHand(hand: readonly CardId[], unplayed: readonly CardId[] | null): number {
  // Stryker disable next-line ConditionalExpression: a shortcut; the loop below gives the same sum
  if (unplayed === null || unplayed.length === 0) return pointsOfCards(hand);
  const skip = new Set(unplayed);
  let sum = 0;
  for (const id of hand) if (!skip.has(id)) sum += POINTS[id] ?? 0;
  return sum;
}

function scoreSide(state: HandState, side: Side): SideScore {
  const rs = state.ruleset;
  // Stryker disable next-line ArrayDeclaration: every side has a meld list; `?? []` only satisfies the type
  const melds: readonly Meld[] = state.melds[side] ?? [];
  const seats = seatsOfSide(state, side);

  let meldPoints = 0;
  const burraco: BurracoLine[] = [];
  let burracoTotal = 0;
  melds.forEach((m, index) => {
    meldPoints += pointsOfCards(m.cards); // R9.1
    if (m.burraco !== null) {
      // R9.2, R5.1: the class stored with the meld is its class as it stands now.
      const bonus = burracoBonus(m.burraco, rs);
      burraco.push({ meld: index, class: m.burraco, bonus });
      burracoTotal += bonus;
    }
  });

  const end = state.end;
  const closedHere =
    // Stryker disable next-line ConditionalExpression: closedBy is set exactly when the reason is "closed"
    end !== null && end.reason === "closed" && end.closedBy !== null && state.sides[end.closedBy] === side;
  const closing = closedHere ? rs.closingBonus : 0; // R9.3

  let inHands = 0;
  let unplayedCost = 0;
  for (const seat of seats) {
    const unplayed = state.unplayedPozzetto[seat] ?? null;
    // Stryker disable next-line ArrayDeclaration: every seat has a hand; `?? []` only satisfies the type
    inHands += pointsLeftInHand(state.held[seat] ?? [], unplayed); // R9.4
    if (unplayed !== null) unplayedCost += rs.unplayedPozzetto === "flat-100" ? 100 : pointsOfCards(unplayed); // R9.6
  }
  // `0 - x` rather than `-x`: a side with nothing to pay shows 0, not -0.
  const handPenalty = 0 - inHands;
  const unplayedPozzetto = 0 - unplayedCost;
  // R9.5. A side left without seats (the second player of an R11.3 pairing) owes nothing.
  const pozzettoPenalty = state.pozzettoTaken[side] === true || seats.length === 0 ? 0 : 0 - rs.pozzettoPenalty;

  return {
    side,
    seats,
    meldPoints,
    burraco,
    burracoBonus: burracoTotal,
    closing,
    handPenalty,
    pozzettoPenalty,
    unplayedPozzetto,
    penaltyCards: 0, // R9.8: the engine's own play has no irregularities
    total: meldPoints + burracoTotal + closing + handPenalty + pozzettoPenalty + unplayedPozzetto, // R9.7
  };
}

/**
 * Scores a hand, side by side, line by line (R9.1–R9.8): meld points, burraco bonuses, the closing
 * bonus, cards left in hand, the pozzetto penalty, unplayed pozzetti, penalty cards (always 0 here:
 * the engine's play has no irregularities, R9.8) and their total. Bonuses
 * and penalties come from the state's ruleset (R5.7).
 *
 * On a hand still in play the sheet is a running estimate: the same lines as if the hand ended now
 * without a close (so a side that has not yet taken its pozzetto shows the R9.5 penalty). Its hand
 * and unplayed-pozzetto lines then count cards that are hidden from the players (every hand, the
 * pozzetti taken on discard): a server must not send it to a player before the hand has ended —
 * it would tell them what the other hands hold. Send {@link scoreView} of the player's view instead:
 * the same sheet once the hand has ended, and mid-hand only what that seat can see.
 * Trusts `state` to be a state this library made (newHand, setupHand, apply, deserialize): check
 * one from elsewhere with {@link checkState} first.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const sheet = scoreHand(dealt.value);
 * sheet.ended;                 // false: a running estimate
 * sheet.sides[0]?.meldPoints;  // 0
 * sheet.sides[0]?.pozzettoPenalty; // -100: not taken yet (R9.5)
 */
export function scoreHand(state: HandState): ScoreSheet {
  const sides: SideScore[] = [];
  for (let side = 0; side < state.melds.length; side++) sides.push(scoreSide(state, side));
  return { sides, ended: state.phase === "ended" };
}
