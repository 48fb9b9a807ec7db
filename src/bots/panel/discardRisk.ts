/**
 * What a discard gives the next opponent, read from the acting seat's view only: the safe
 * discarder's measure of a card (see `safeDiscarder.ts`).
 * @module
 */
import type { CardId } from "../../cards/card.js";
import { isWildcard } from "../../cards/card.js";
import type { PlayerView } from "../../state/view.js";
import { formsNaturalMeld, type HandProfile, neighbourValue, profileOf } from "../profile.js";
import { type MeldReach, reaches, reachOf } from "../reach.js";

/**
 * What the next opponent could do with a discard, as the acting seat sees it: the melds of their
 * side, the cards they are known to hold (R14.2) with the pile they would take with it, and the
 * cards gone into melds, which no hand can pair a discard with any more.
 */
export interface TableReading {
  /** The next opponent's side's melds, as the natural cards they would take; `null` without one. */
  readonly reach: MeldReach | null;
  /** The next opponent's known cards. */
  readonly known: HandProfile;
  /** The next opponent's known cards and the visible discard pile they would take. */
  readonly pileAndKnown: HandProfile;
  /** Every meld's cards on the table: a discard's partners there are out of play. */
  readonly melded: HandProfile;
  readonly allowSets: boolean;
}

/** The first seat after the acting one that plays on another side, or `null` (no opponent). */
function nextOpponent(view: PlayerView): number | null {
  const seat = view.seat ?? view.turn;
  const side = view.sides[seat] ?? seat;
  const players = view.sides.length;
  for (let k = 1; k < players; k++) {
    const other = (seat + k) % players;
    if ((view.sides[other] ?? other) !== side) return other;
  }
  return null;
}

/**
 * The {@link TableReading} of a view. Trusts its argument: a view this library made.
 */
export function readTable(view: PlayerView): TableReading {
  const opp = nextOpponent(view);
  const oppSide = opp === null ? null : (view.sides[opp] ?? opp);
  const known = opp === null ? [] : (view.known[opp] ?? []);
  // Under "top-only" only the top card is seen; the covered ones the opponent holds are in `known`.
  const pile = view.discardPile ?? (view.discardTop === null ? [] : [view.discardTop]);
  const melded: CardId[] = [];
  for (const side of view.melds) for (const m of side) for (const id of m.cards) if (!isWildcard(id)) melded.push(id);
  return {
    reach: oppSide === null ? null : reachOf(view.melds[oppSide] ?? []),
    known: profileOf(known),
    pileAndKnown: profileOf(known, pile),
    melded: profileOf(melded),
    allowSets: view.ruleset.allowSets,
  };
}

/**
 * A risk from which a discard is a gift: it extends a meld of the next opponent's side, or makes
 * one with the cards they are known to hold or the pile they would take (the planner's line).
 */
export const GIFT_RISK = 100;

/** Extending a meld of theirs: a certain gift (the next player attaches it, or takes the pile for it). */
const EXTENDS_MELD = 200;
/** A meld with cards they are known to hold. */
const MELDS_WITH_KNOWN = 150;
/** A meld with the pile they would take with it (and their known cards). */
const MELDS_WITH_PILE = 100;

/**
 * How much a natural discard would help the next opponent, higher for a worse gift, lower (below 0)
 * for a card already dead: its rank partners and suit neighbours gone into melds. Wildcards are not
 * judged here (no bot of the panel throws one while it has another card).
 * Trusts its arguments: a reading from {@link readTable} and a card id.
 */
export function discardRisk(reading: TableReading, card: CardId): number {
  if (isWildcard(card)) return 0;
  let risk = 0;
  if (reading.reach !== null && reaches(reading.reach, card)) risk += EXTENDS_MELD;
  if (formsNaturalMeld(card, reading.known, reading.allowSets)) risk += MELDS_WITH_KNOWN;
  else if (formsNaturalMeld(card, reading.pileAndKnown, reading.allowSets)) risk += MELDS_WITH_PILE;
  // Half a meld: one partner in what they would hold.
  risk += neighbourValue(card, reading.pileAndKnown, reading.allowSets, false) / 2;
  risk -= neighbourValue(card, reading.melded, reading.allowSets, false) / 4;
  return risk;
}
