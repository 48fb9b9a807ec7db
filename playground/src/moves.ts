/**
 * What one move showed the table: the one place that turns an action into what the move list and
 * the live region tell, from the states before and after it. Only public facts: a bot's drawn
 * card stays hidden, yours is shown to you.
 */
import type { Action, CardId, HandState } from "burraco";

/** A move as the table saw it. */
export interface Move {
  readonly seat: number;
  readonly type: Action["type"];
  /** The cards shown: melded, attached, discarded; the card you drew (a bot's draw shows none). */
  readonly cards: readonly CardId[];
  /** Cards picked up from the pile, or taken with the pozzetto. */
  readonly count: number;
  /** The meld attached to, counted from 1 (0 for other moves). */
  readonly meld: number;
  /** Whether the move also took the side's pozzetto (a discard or meld of the last card, R8.1). */
  readonly pozzetto: boolean;
}

/** The move `action` made, from `before` to `after` (seat 0 sees its own drawn card). */
export function moveOf(before: HandState, action: Action, after: HandState): Move {
  const side = before.sides[action.seat] ?? action.seat;
  const pozzetto = action.type !== "takePozzetto" && !before.pozzettoTaken[side] && after.pozzettoTaken[side] === true;
  const base = { seat: action.seat, type: action.type, cards: [] as CardId[], count: 0, meld: 0, pozzetto };
  switch (action.type) {
    case "draw": {
      const drawn = before.stock[0];
      return action.seat === 0 && drawn !== undefined ? { ...base, cards: [drawn] } : base;
    }
    case "pickUpDiscards":
      return { ...base, cards: before.discardPile.slice(), count: before.discardPile.length };
    case "takePozzetto":
      return { ...base, count: after.held[action.seat]?.length ?? 0 };
    case "meld":
      return { ...base, cards: action.cards.slice() };
    case "attach":
      return { ...base, cards: action.cards.slice(), meld: action.meld + 1 };
    case "discard":
    case "close":
      return { ...base, cards: [action.card] };
  }
}
