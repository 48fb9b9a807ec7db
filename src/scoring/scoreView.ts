/**
 * The score sheet of a hand as one seat sees it (RULES.md §9, §14): safe to send to that player
 * at any moment of the hand.
 * @module
 */
import { burracoBonus } from "../melds/burraco.js";
import type { PlayerView } from "../state/view.js";
import { pointsLeftInHand, pointsOfCards } from "./scoreHand.js";
import type { BurracoLine, ScoreSheet, SideScore } from "./types.js";

/**
 * Scores a hand from one seat's view (`viewFor(state, seat)`), by the lines of {@link scoreHand}
 * (R9.1–R9.8), counting only cards the view shows. Once the hand has ended every hand is shown
 * (R14.1) and the sheet equals `scoreHand(state)`. While it is in play the sheet is the seat's
 * running estimate: melds, burraco and the R9.5 penalty as everyone sees them, no closing bonus
 * yet, and in the hand line the seat's own cards and the cards everyone knows another hand holds
 * (R14.2); the rest of the other hands, and a pozzetto taken on discard (its cards are hidden from
 * every seat until it is played), count 0 — under `unplayedPozzetto: "flat-100"` such a pozzetto
 * costs its known 100. So two states that differ only in cards hidden from the seat give the seat
 * the same sheet, and a server may send it to that player mid-hand (unlike `scoreHand`). A
 * spectator's view (`seat: null`) counts no hand until the end. Trusts `view` to be one
 * `viewFor` made.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const mine = scoreView(viewFor(dealt.value, 0));
 * mine.sides[1]?.handPenalty; // 0: the other side's cards are hidden from seat 0
 * mine.sides[0]?.handPenalty === scoreHand(dealt.value).sides[0]?.handPenalty; // false: the partner's hand is hidden too
 */
export function scoreView(view: PlayerView): ScoreSheet {
  const rs = view.ruleset;
  const revealed = view.revealed;
  const sides = view.melds.map((melds, side): SideScore => {
    const seats = view.sides.flatMap((s, seat) => (s === side ? [seat] : []));
    let meldPoints = 0;
    const burraco: BurracoLine[] = [];
    let bonus = 0;
    melds.forEach((m, meld) => {
      meldPoints += pointsOfCards(m.cards); // R9.1
      if (m.burraco !== null) {
        const b = burracoBonus(m.burraco, rs); // R9.2
        burraco.push({ meld, class: m.burraco, bonus: b });
        bonus += b;
      }
    });
    const end = view.end;
    const closedHere = end !== null && end.reason === "closed" && end.closedBy !== null && seats.includes(end.closedBy);
    const closing = closedHere ? rs.closingBonus : 0; // R9.3
    let inHands = 0;
    let unplayedCost = 0;
    for (const seat of seats) {
      if (revealed !== null) {
        // R14.1: at the end every hand is shown, so the sheet is scoreHand's.
        const unplayed = revealed.unplayedPozzetto[seat] ?? null;
        inHands += pointsLeftInHand(revealed.held[seat] ?? [], unplayed); // R9.4
        if (unplayed !== null) unplayedCost += rs.unplayedPozzetto === "flat-100" ? 100 : pointsOfCards(unplayed); // R9.6
        continue;
      }
      // In play: the seat's own cards (its view leaves out its unplayed pozzetto), and what everyone knows.
      inHands += pointsOfCards(seat === view.seat ? view.held : (view.known[seat] ?? []));
      if ((view.unplayedPozzettoCounts[seat] ?? 0) > 0 && rs.unplayedPozzetto === "flat-100") unplayedCost += 100;
    }
    const handPenalty = 0 - inHands;
    const unplayedPozzetto = 0 - unplayedCost;
    // R9.5, as scoreHand: a side left without seats (R11.3 pairing) owes nothing.
    const pozzettoPenalty = view.pozzettoTaken[side] === true || seats.length === 0 ? 0 : 0 - rs.pozzettoPenalty;
    return {
      side,
      seats,
      meldPoints,
      burraco,
      burracoBonus: bonus,
      closing,
      handPenalty,
      pozzettoPenalty,
      unplayedPozzetto,
      penaltyCards: 0, // R9.8: the engine's own play has no irregularities
      total: meldPoints + bonus + closing + handPenalty + pozzettoPenalty + unplayedPozzetto, // R9.7
    };
  });
  return { sides, ended: view.phase === "ended" };
}
