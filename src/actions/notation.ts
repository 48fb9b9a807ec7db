/**
 * Actions written in card notation, as in the scenario steps of the conformance vectors.
 * @module
 */
import type { CardId } from "../cards/card.js";
import { faceOf, parseFace } from "../cards/notation.js";
import { err, ok, type Result } from "../result.js";
import type { HandState } from "../state/types.js";
import type { Action } from "./types.js";

/**
 * An action written in card notation, as in the scenario steps: `cards`/`card` are notation,
 * resolved against the acting seat's hand; `which: "twin"` on a discard or close picks the other
 * copy of a card just taken from a one-card pile (R3.3).
 * @example
 * const a: NotationAction = { type: "meld", seat: 0, cards: "3S 4S 5S" };
 */
export type NotationAction =
  | {
      /** An action without cards. */
      readonly type: "draw" | "pickUpDiscards" | "takePozzetto";
      /** The acting seat. */
      readonly seat: number;
    }
  | {
      /** A new meld. */
      readonly type: "meld";
      /** The acting seat. */
      readonly seat: number;
      /** The meld's cards in notation. */
      readonly cards: string;
    }
  | {
      /** An attach. */
      readonly type: "attach";
      /** The acting seat. */
      readonly seat: number;
      /** The meld's index in the side's list. */
      readonly meld: number;
      /** The cards to add, in notation. */
      readonly cards: string;
      /** The side owning the meld (R4.8). */
      readonly side?: number;
    }
  | {
      /** A discard or a close. */
      readonly type: "discard" | "close";
      /** The acting seat. */
      readonly seat: number;
      /** The card in notation. */
      readonly card: string;
      /** `"twin"`: the other copy of a card just taken from a one-card pile (R3.3). */
      readonly which?: "twin";
    };

/**
 * Turns a {@link NotationAction} into an {@link Action} with card ids taken from the acting seat's
 * hand. Where the hand holds both copies of a card, the one R3.3 forbids is chosen unless
 * `which: "twin"` asks for the other (so a test can show both refusals and permissions).
 * @example
 * const state = newHand({ ruleset: presets.classic, seed: 1 });
 * const r = actionFromNotation(state, { type: "draw", seat: state.turn });
 * if (r.ok) apply(state, r.value);
 */
export function actionFromNotation(state: HandState, action: NotationAction): Result<Action> {
  const hand = state.hands[action.seat];
  if (hand === undefined) return err("input/invalid", `seat ${action.seat} does not exist`);
  const used = new Set<CardId>();
  const pick = (token: string, twin: boolean): CardId | undefined => {
    const face = parseFace(token);
    if (face === undefined) return undefined;
    const copies = hand.filter((id) => faceOf(id) === face && !used.has(id));
    const forbidden = copies.filter((id) => state.forbiddenDiscards.includes(id));
    const other = copies.filter((id) => !state.forbiddenDiscards.includes(id));
    const id = twin ? other[0] : (forbidden[0] ?? other[0]);
    if (id !== undefined) used.add(id);
    return id;
  };
  const cardsOf = (text: string): Result<CardId[]> => {
    const ids: CardId[] = [];
    for (const token of text.split(/[\s,]+/).filter(Boolean)) {
      const id = pick(token, false);
      if (id === undefined) return err("card/not-in-hand", `seat ${action.seat} holds no "${token}"`, "R3.1");
      ids.push(id);
    }
    return ok(ids);
  };
  switch (action.type) {
    case "draw":
    case "pickUpDiscards":
    case "takePozzetto":
      return ok({ type: action.type, seat: action.seat });
    case "meld": {
      const cards = cardsOf(action.cards);
      return cards.ok ? ok({ type: "meld", seat: action.seat, cards: cards.value }) : cards;
    }
    case "attach": {
      const cards = cardsOf(action.cards);
      if (!cards.ok) return cards;
      const base = { type: "attach" as const, seat: action.seat, meld: action.meld, cards: cards.value };
      return ok(action.side === undefined ? base : { ...base, side: action.side });
    }
    case "discard":
    case "close": {
      const id = pick(action.card, action.which === "twin");
      if (id === undefined) return err("card/not-in-hand", `seat ${action.seat} holds no "${action.card}"`, "R3.1");
      return ok({ type: action.type, seat: action.seat, card: id });
    }
  }
}
