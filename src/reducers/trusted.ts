/**
 * Actions the engine produced itself: `legalActions` records the list it returns for a state, and
 * `apply` given one of those very action objects with that very state skips the input parse and
 * the rule check.
 *
 * The record lives in a module-private `WeakMap` keyed by the state, and the actions (with their
 * card lists) are frozen: JSON, a copy or an edited action is never one of the recorded objects,
 * and an action applied to any other state object is checked in full. One record per listing,
 * not one per action: marking every action cost more than the checks it saved.
 * @module
 */
import type { Action, AttachAction, MeldAction } from "../actions/types.js";
import type { CardId } from "../cards/card.js";
import type { GameState, Meld } from "../state/types.js";
import { commitAttach, reduceAttach } from "./attach.js";
import { commitClose } from "./close.js";
import { without } from "./common.js";
import { commitDiscard } from "./discard.js";
import { commitDraw } from "./draw.js";
import { commitMeld } from "./meld.js";
import { commitPickUpDiscards } from "./pickUpDiscards.js";
import { commitTakePozzetto } from "./takePozzetto.js";

/**
 * What `legalActions` learnt while checking a meld or an attach: the new reading, and the hand
 * after it when the check built it.
 * @example
 * const known: Checked = { reading: meld, hand: null };
 */
export interface Checked {
  readonly reading: Meld;
  readonly hand: readonly CardId[] | null;
}

interface Listing {
  readonly actions: readonly Action[];
  readonly known: readonly (Checked | undefined)[];
}

const LISTED = new WeakMap<GameState, Listing>();

/**
 * Freezes the actions (and their card lists) and records them as the legal actions of `state`;
 * `known[i]` is what the check of meld or attach `actions[i]` computed, kept so that `apply` does
 * not read the meld again. A later listing of the same state replaces this one.
 * @example
 * recordLegal(state, out, known);
 */
export function recordLegal(state: GameState, actions: readonly Action[], known: readonly (Checked | undefined)[]): void {
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i] as Action;
    if (a.type === "meld" || a.type === "attach") Object.freeze(a.cards);
    Object.freeze(a);
  }
  LISTED.set(state, { actions, known });
}

/**
 * The state after `action` when it is one of the actions recorded for this very `state`, else
 * `null` (the caller then checks it in full).
 * @example
 * const next = applyTrusted(state, legalActions(state)[0]);
 */
export function applyTrusted(state: GameState, action: unknown): GameState | null {
  const listing = LISTED.get(state);
  if (listing === undefined) return null;
  const i = listing.actions.indexOf(action as Action);
  if (i < 0) return null;
  const a = action as Action;
  switch (a.type) {
    case "draw":
      return commitDraw(state, a);
    case "pickUpDiscards":
      return commitPickUpDiscards(state, a);
    case "discard":
      return commitDiscard(state, a);
    case "close":
      return commitClose(state, a);
    case "takePozzetto":
      return commitTakePozzetto(state, a);
    case "meld":
      return trustedMeld(state, a, listing.known[i]);
    case "attach":
      return trustedAttach(state, a, listing.known[i]);
  }
}

function trustedMeld(state: GameState, a: MeldAction, known: Checked | undefined): GameState | null {
  if (known === undefined) return null;
  const hand = known.hand ?? without(state.hands[a.seat] as readonly CardId[], a.cards);
  return Array.isArray(hand) ? commitMeld(state, a.seat, known.reading, hand) : null;
}

function trustedAttach(state: GameState, a: AttachAction, known: Checked | undefined): GameState | null {
  if (known !== undefined && known.hand !== null) return commitAttach(state, a, known.reading, known.hand);
  // Another copy of a face that legalActions checked once: its reading was not built, so build it.
  const r = reduceAttach(state, a);
  return "code" in r ? null : r;
}
