/**
 * `apply`'s trusted path: the actions `legalActions` lists (see `checks/listed.ts`) are committed
 * without being checked again when applied to the very state they were listed for.
 * @module
 */
import type {
  AttachAction,
  CloseAction,
  DiscardAction,
  DrawAction,
  MeldAction,
  PickUpDiscardsAction,
  TakePozzettoAction,
} from "../actions/types.js";
import type { CardId } from "../cards/card.js";
import { type ListedPlay, listedAction } from "../checks/listed.js";
import { without } from "../checks/rules.js";
import type { HandState } from "../state/types.js";
import { commitAttach, reduceAttach } from "./attach.js";
import { commitClose } from "./close.js";
import { commitDiscard } from "./discard.js";
import { commitDraw } from "./draw.js";
import { commitMeld } from "./meld.js";
import { commitPickUpDiscards } from "./pickUpDiscards.js";
import { commitTakePozzetto } from "./takePozzetto.js";

/**
 * The state after `action` when it was listed by `legalActions` for this very `state`, else `null`
 * (the caller then checks it in full).
 */
export function applyTrusted(state: HandState, action: unknown): HandState | null {
  const listed = listedAction(action, state);
  // Stryker disable next-line ConditionalExpression: refusing the shortcut (true) leaves apply's full check, with the same result
  if (listed === null) return null;
  const a = listed.action;
  switch (a.type) {
    case "draw":
      return commitDraw(state, a as DrawAction);
    case "pickUpDiscards":
      return commitPickUpDiscards(state, a as PickUpDiscardsAction);
    case "discard":
      return commitDiscard(state, a as DiscardAction);
    case "close":
      return commitClose(state, a as CloseAction);
    case "takePozzetto":
      return commitTakePozzetto(state, a as TakePozzettoAction);
    case "meld":
      // A listed meld always carries what its check built (listedMeld).
      return trustedMeld(state, a, listed.known as ListedPlay);
    case "attach":
      return trustedAttach(state, a, listed.known);
  }
}

function trustedMeld(state: HandState, a: MeldAction, known: ListedPlay): HandState | null {
  // Stryker disable next-line ConditionalExpression: building the hand again (false) gives the same hand
  if (known.held !== null) return commitMeld(state, a.seat, known.reading, known.held);
  const hand = without(state.held[a.seat] as readonly CardId[], a.cards);
  return hand.ok ? commitMeld(state, a.seat, known.reading, hand.value) : null;
}

function trustedAttach(state: HandState, a: AttachAction, known: ListedPlay | null): HandState | null {
  // A checked attach always carries its hand (checkAttach builds it).
  // Stryker disable next-line ConditionalExpression: without the shortcut (false) reduceAttach builds the same state
  if (known !== null) return commitAttach(state, a, known.reading, known.held as readonly CardId[]);
  // Another copy of a face that legalActions checked once: its reading was not built, so build it.
  const r = reduceAttach(state, a);
  // Stryker disable next-line StringLiteral: a copy listed on its face's verdict is legal, so reduceAttach does not refuse it
  return "code" in r ? null : r;
}
