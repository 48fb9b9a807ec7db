/**
 * The actions of a turn (RULES.md §3): a discriminated union on `type`, each naming the acting seat.
 * Cards travel as ids.
 * @module
 */
import type { CardId } from "../cards/card.js";
import type { Seat, Side } from "../state/types.js";

/** Draw the top card of the stock (R3.1). */
export interface DrawAction { readonly type: "draw"; readonly seat: Seat }
/** Take the whole discard pile (R3.1, R3.2). */
export interface PickUpDiscardsAction { readonly type: "pickUpDiscards"; readonly seat: Seat }
/** Put a new meld down from the hand (§4). */
export interface MeldAction { readonly type: "meld"; readonly seat: Seat; readonly cards: readonly CardId[] }
/**
 * Add cards from the hand to a meld of the player's own side (R4.7, R4.8): `meld` is its index in
 * the side's list; `side` defaults to the player's own (any other side is refused, R4.8).
 */
export interface AttachAction {
  readonly type: "attach";
  readonly seat: Seat;
  readonly meld: number;
  readonly cards: readonly CardId[];
  readonly side?: Side;
}
/** Discard one card, ending the turn (R3.1); discarding the last card takes the pozzetto (R6.3). */
export interface DiscardAction { readonly type: "discard"; readonly seat: Seat; readonly card: CardId }
/** Take the pozzetto after emptying the hand by melding (R6.2). */
export interface TakePozzettoAction { readonly type: "takePozzetto"; readonly seat: Seat }
/** Discard the last card and close the hand (R7.1, R7.2). */
export interface CloseAction { readonly type: "close"; readonly seat: Seat; readonly card: CardId }

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
 * ACTION_TYPES.includes("draw"); // true
 */
export const ACTION_TYPES = ["draw", "pickUpDiscards", "meld", "attach", "discard", "takePozzetto", "close"] as const;

/** The `type` of every action. */
export type ActionType = (typeof ACTION_TYPES)[number];

// Compile-time proof that ACTION_TYPES lists exactly the action types.
const _allTypes: [ActionType, Action["type"]] extends [Action["type"], ActionType] ? true : never = true;
void _allTypes;
