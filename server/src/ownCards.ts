/**
 * Whether a move changed the cards a seat sees in its own hand: then, and only then, its row
 * carries them (docs/guides/server.md, "Protocol"); everything else in its view follows from the
 * row's public events (`advanceView` in `burraco/table`).
 */
import type { HandState } from "burraco";

/**
 * Whether `seat`'s own cards in its view (`held`, without an unplayed pozzetto) may differ between
 * two states of one hand. The reducers replace only the arrays they change, so the check is by
 * identity: the seat's hand, or its unplayed pozzetto (R6.3: hidden until its next turn).
 */
export function ownCardsChanged(before: HandState, after: HandState, seat: number): boolean {
  return before.held[seat] !== after.held[seat] || before.unplayedPozzetto[seat] !== after.unplayedPozzetto[seat];
}
