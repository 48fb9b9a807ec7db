/**
 * Actions written in card notation, as in the scenario steps of the conformance vectors.
 * @module
 */
import type { CardId } from "../cards/card.js";
import { faceOf, parseFaces } from "../cards/notation.js";
import { readFields } from "../input/read.js";
import { describeValue, err, ok, type Result } from "../result.js";
import { handOver } from "../state/handOver.js";
import type { HandState } from "../state/types.js";
import { readAction } from "./parse.js";
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

const NOTATION_FIELDS = ["type", "seat", "cards", "card", "meld", "side", "which"];

/**
 * Turns a {@link NotationAction} into an {@link Action} with card ids taken from the acting seat's
 * hand. Where the hand holds both copies of a card, the one R3.3 forbids is chosen unless
 * `which: "twin"` asks for the other (so a test can show both refusals and permissions).
 *
 * The input is checked like {@link parseAction} (each field read once; `input/invalid` for a
 * malformed one, card notation bounded as in {@link parseCards}), and an action on a hand that has
 * ended (`hand/over`) or of a seat that is not to play (`turn/not-your-turn`) is refused before any
 * hand is looked at, so the answer
 * never depends on another seat's cards. Trusts `state` to be a state this library made. Never
 * throws.
 * @example
 * // Seat 0 has drawn and holds the first hand (setupHand builds a table from card notation).
 * const table = setupHand({ turn: 0, phase: "play", hands: ["4C 5C 6C 9H KD", "4S", "5S", "6S"] });
 * if (!table.ok) throw new Error(table.error.message);
 * const r = actionFromNotation(table.value, { type: "meld", seat: 0, cards: "4C 5C 6C" });
 * r; // { ok: true, value: { type: "meld", seat: 0, cards: [42, 43, 44] } }
 * if (r.ok) apply(table.value, r.value).ok; // true
 */
export function actionFromNotation(state: HandState, action: NotationAction): Result<Action> {
  const read = readFields(action, NOTATION_FIELDS, "action");
  if (!read.ok) return read;
  const { cards, card, which, ...rest } = read.value;
  if (which !== undefined && which !== "twin")
    return err("input/invalid", `action: field "which": expected "twin", got ${describeValue(which)}`);
  // The fields are read with cards as placeholder ids: the notation is resolved only once the
  // seat is known to be the one to play.
  const fields = readAction(
    { ...rest, ...(cards === undefined ? {} : { cards: [0] }), ...(card === undefined ? {} : { card: 0 }) },
    undefined,
  );
  if (!fields.ok) return fields;
  const parsed = fields.value;
  if ("cards" in parsed && typeof cards !== "string")
    return err("input/invalid", `action: field "cards": expected card notation, got ${describeValue(cards)}`);
  if ("card" in parsed && typeof card !== "string")
    return err("input/invalid", `action: field "card": expected card notation, got ${describeValue(card)}`);
  const seat = parsed.seat;
  if (state.phase === "ended") return { ok: false, error: handOver(state) };
  if (seat !== state.turn)
    return err("turn/not-your-turn", `it is seat ${state.turn}'s turn, not seat ${seat}'s (R3.1)`, "R3.1");
  const hand = state.held[seat];
  if (hand === undefined) return err("input/invalid", `seat ${seat} does not exist`);
  const used = new Set<CardId>();
  const pick = (face: number, twin: boolean): CardId | undefined => {
    const copies = hand.filter((id) => faceOf(id) === face && !used.has(id));
    const forbidden = copies.filter((id) => state.forbiddenDiscards.includes(id));
    const other = copies.filter((id) => !state.forbiddenDiscards.includes(id));
    const id = twin ? other[0] : (forbidden[0] ?? other[0]);
    if (id !== undefined) used.add(id);
    return id;
  };
  const idsOf = (text: string, twin: boolean): Result<CardId[]> => {
    const faces = parseFaces(text);
    if (!faces.ok) return faces;
    const ids: CardId[] = [];
    for (const t of faces.value) {
      const id = pick(t.face, twin);
      if (id === undefined) return err("card/not-in-hand", `seat ${seat} holds no ${describeValue(t.text)}`, "R3.1");
      ids.push(id);
    }
    return ok(ids);
  };
  switch (parsed.type) {
    case "draw":
    case "pickUpDiscards":
    case "takePozzetto":
      return ok(parsed);
    case "meld":
    case "attach": {
      const ids = idsOf(cards as string, false);
      if (!ids.ok) return ids;
      return ids.value.length === 0
        ? err("input/invalid", 'action: field "cards": no card named')
        : ok({ ...parsed, cards: ids.value });
    }
    case "discard":
    case "close": {
      const ids = idsOf(card as string, which === "twin");
      if (!ids.ok) return ids;
      if (ids.value.length !== 1) return err("input/invalid", 'action: field "card": name exactly one card');
      return ok({ ...parsed, card: ids.value[0] as CardId });
    }
  }
}
