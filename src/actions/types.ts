/**
 * The actions of a turn (RULES.md §3): a discriminated union on `type`, each naming the acting seat.
 * Cards travel as ids.
 * @module
 */
import type { CardId } from "../cards/card.js";
import type { Seat, Side } from "../state/types.js";

/**
 * Draw the top card of the stock (R3.1).
 * @example
 * const action: DrawAction = { type: "draw", seat: 1 };
 */
export interface DrawAction {
  /** The action's tag. */
  readonly type: "draw";
  /** The acting seat (R3.1: it must be the seat whose turn it is). */
  readonly seat: Seat;
}
/**
 * Take the whole discard pile (R3.1, R3.2).
 * @example
 * const action: PickUpDiscardsAction = { type: "pickUpDiscards", seat: 1 };
 */
export interface PickUpDiscardsAction {
  /** The action's tag. */
  readonly type: "pickUpDiscards";
  /** The acting seat (R3.1: it must be the seat whose turn it is). */
  readonly seat: Seat;
}
/**
 * Put a new meld down from the hand (§4).
 * @example
 * const action: MeldAction = { type: "meld", seat: 1, cards: parseCards("4C 5C 6C").value ?? [] };
 */
export interface MeldAction {
  /** The action's tag. */
  readonly type: "meld";
  /** The acting seat (R3.1: it must be the seat whose turn it is). */
  readonly seat: Seat;
  /** The cards of the new meld, from the hand, in any order (R4.1, R4.2). */
  readonly cards: readonly CardId[];
}
/**
 * Add cards from the hand to a meld of the player's own side (R4.7, R4.8): `meld` is its index in
 * the side's list; `side` defaults to the player's own (any other side is refused, R4.8).
 * @example
 * const action: AttachAction = { type: "attach", seat: 1, meld: 0, cards: parseCards("7C").value ?? [] };
 */
export interface AttachAction {
  /** The action's tag. */
  readonly type: "attach";
  /** The acting seat (R3.1: it must be the seat whose turn it is). */
  readonly seat: Seat;
  /** The meld's index in the side's list (`state.melds[side]`). */
  readonly meld: number;
  /** The cards to add, from the hand (R4.7). */
  readonly cards: readonly CardId[];
  /** The side owning the meld; only the player's own is accepted (R4.8). */
  readonly side?: Side;
}
/**
 * Discard one card, ending the turn (R3.1); discarding the last card takes the pozzetto (R6.3).
 * @example
 * const action: DiscardAction = { type: "discard", seat: 1, card: cardId(13, 2) };
 */
export interface DiscardAction {
  /** The action's tag. */
  readonly type: "discard";
  /** The acting seat (R3.1: it must be the seat whose turn it is). */
  readonly seat: Seat;
  /** The card to discard, from the hand (R3.3 may forbid some). */
  readonly card: CardId;
}
/**
 * Take the pozzetto after emptying the hand by melding (R6.2).
 * @example
 * const action: TakePozzettoAction = { type: "takePozzetto", seat: 1 };
 */
export interface TakePozzettoAction {
  /** The action's tag. */
  readonly type: "takePozzetto";
  /** The acting seat (R3.1: it must be the seat whose turn it is). */
  readonly seat: Seat;
}
/**
 * Discard the last card and close the hand (R7.1, R7.2).
 * @example
 * const action: CloseAction = { type: "close", seat: 1, card: cardId(13, 2) };
 */
export interface CloseAction {
  /** The action's tag. */
  readonly type: "close";
  /** The acting seat (R3.1: it must be the seat whose turn it is). */
  readonly seat: Seat;
  /** The last card of the hand, discarded to close; never a wildcard (R7.1). */
  readonly card: CardId;
}

/**
 * Every action. `apply` accepts any of these, checked first, from untrusted JSON.
 * @example
 * const action: Action = { type: "discard", seat: 0, card: 17 };
 */
export type Action =
  | DrawAction
  | PickUpDiscardsAction
  | MeldAction
  | AttachAction
  | DiscardAction
  | TakePozzettoAction
  | CloseAction;

/**
 * The `type` of every action, in turn order.
 * @example
 * actionTypes.includes("draw"); // true
 */
export const actionTypes = /* @__PURE__ */ Object.freeze([
  "draw",
  "pickUpDiscards",
  "meld",
  "attach",
  "discard",
  "takePozzetto",
  "close",
] as const);

/**
 * The `type` of every action.
 * @example
 * // A button label for every action: the compiler asks for a new one when an action type is added.
 * const labels: Record<ActionType, string> = {
 *   draw: "Draw", pickUpDiscards: "Take the pile", meld: "Meld", attach: "Attach",
 *   discard: "Discard", takePozzetto: "Take the pozzetto", close: "Close",
 * };
 * labels[actionTypes[1]]; // "Take the pile"
 */
export type ActionType = (typeof actionTypes)[number];

// Compile-time proof that actionTypes lists exactly the action types.
const _allTypes: [ActionType, Action["type"]] extends [Action["type"], ActionType] ? true : never = true;
void _allTypes;
