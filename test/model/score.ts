/**
 * The reference model's score sheet of a hand (RULES.md §9, §11), line by line.
 */
import { pointsOf } from "./cards.js";
import { bonusOf, readMeld } from "./melds.js";
import type { ModelSheet, ModelSideScore, Table } from "./types.js";

function sideScore(table: Table, side: number): ModelSideScore {
  const rules = table.ruleset;
  const melds = table.melds[side] ?? [];
  const seats = table.sides.map((s, seat) => (s === side ? seat : -1)).filter((seat) => seat >= 0);

  // R9.1: every card in the side's melds.
  const meldPoints = melds.reduce((sum, m) => sum + pointsOf(m.cards), 0);
  // R9.2, R5.1: each burraco's bonus, by its class as the meld stands.
  const burraco: ModelSideScore["burraco"][number][] = [];
  melds.forEach((m, index) => {
    const cls = readMeld(m.cards, rules)?.burraco ?? null;
    if (cls !== null) burraco.push({ meld: index, class: cls, bonus: bonusOf(cls, rules) });
  });
  const burracoBonus = burraco.reduce((sum, b) => sum + b.bonus, 0);
  // R9.3: the closing side.
  const end = table.end;
  const closedHere =
    end !== null && end.reason === "closed" && end.closedBy !== null && table.sides[end.closedBy] === side;
  const closing = closedHere ? rules.closingBonus : 0;
  // R9.4: cards left in the side's hands — except an unplayed pozzetto, which R9.6 scores instead.
  let left = 0;
  let unplayed = 0;
  for (const seat of seats) {
    const pozzetto = table.unplayedPozzetto[seat] ?? null;
    const hand = table.held[seat] ?? [];
    left += pointsOf(hand.filter((id) => pozzetto === null || !pozzetto.includes(id)));
    // R9.6: a pozzetto taken on discard and never played.
    if (pozzetto !== null) unplayed += rules.unplayedPozzetto === "flat-100" ? 100 : pointsOf(pozzetto);
  }
  // R9.5: a side that never took its pozzetto. (R11.3: a side whose player joined another side has
  // no seats left and owes nothing — the rules credit the pair, not the empty side.)
  const pozzettoPenalty = table.pozzettoTaken[side] || seats.length === 0 ? 0 : -rules.pozzettoPenalty;
  const handPenalty = -left;
  const unplayedPozzetto = -unplayed;
  return {
    side,
    seats,
    meldPoints,
    burraco,
    burracoBonus,
    closing,
    handPenalty: handPenalty + 0, // +0 turns -0 into 0
    pozzettoPenalty: pozzettoPenalty + 0,
    unplayedPozzetto: unplayedPozzetto + 0,
    penaltyCards: 0, // R9.8: no irregularities in a played hand
    // R9.7: the total is the sum of the lines.
    total: meldPoints + burracoBonus + closing + handPenalty + pozzettoPenalty + unplayedPozzetto,
  };
}

/** The score sheet of the hand as it stands (a running estimate until it has ended). */
export function modelScore(table: Table): ModelSheet {
  return { sides: table.melds.map((_, side) => sideScore(table, side)), ended: table.phase === "ended" };
}
