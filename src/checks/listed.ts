/**
 * Actions already checked: the actions `legalActions` lists carry, in private class fields, the state object they were checked against, a private copy of what they say, and what
 * the check of a meld or attach built. `apply` given one of them with that very state, unchanged,
 * skips the input parse and the rule check (`reducers/trusted.ts`). Here, below both `legal/` and
 * `reducers/`, so that the one builds them and the other reads them.
 *
 * Private fields cannot be forged: JSON, a spread copy or an object made with the same prototype
 * has none. A listed action whose public fields were edited no longer matches its private copy and
 * is checked in full, like any other input. (Two costlier designs were measured and dropped: a
 * module-private `WeakSet`/`WeakMap` of listed actions, whose millions of short-lived weak entries
 * made simulations two to three times slower through the garbage collector's work; and freezing
 * every listed action, which cost a fifth of simulation speed.)
 * @module
 */
import type { Action, AttachAction, MeldAction } from "../actions/types.js";
import type { CardId } from "../cards/card.js";
import type { HandState, Meld } from "../state/types.js";

/**
 * What `legalActions` learnt while checking a meld or an attach: the new reading, and the hand
 * after it when the check built it.
 * @example
 * const known: Checked = { reading: meld, hand: null };
 */
export interface Checked {
  /** The meld as it will be on the table. */
  readonly reading: Meld;
  /** The hand after the action, or `null` when the check did not build it. */
  readonly hand: readonly CardId[] | null;
}

function sameCards(v: unknown, cards: readonly CardId[]): boolean {
  if (!Array.isArray(v) || v.length !== cards.length) return false;
  for (let i = 0; i < cards.length; i++) if (v[i] !== cards[i]) return false;
  return true;
}

/** The brand of a listed action: the state it is legal in, what it said then, what its check built. */
class Listed {
  readonly #state: HandState;
  readonly #known: Checked | null;
  readonly #type: Action["type"];
  readonly #seat: number;
  /** The card of a discard or close, the meld index of an attach. */
  readonly #n: number;
  readonly #cards: readonly CardId[] | null;

  constructor(state: HandState, type: Action["type"], seat: number, n: number, cards: readonly CardId[] | null, known: Checked | null) {
    this.#state = state;
    this.#type = type;
    this.#seat = seat;
    this.#n = n;
    this.#cards = cards === null ? null : cards.slice();
    this.#known = known;
  }

  /** Whether `a` was listed for this very `state` and still says what it said then. */
  static listedFor(a: object, state: HandState): boolean {
    if (!(#state in a) || a.#state !== state) return false;
    const p = a as unknown as Record<string, unknown>;
    if (p.type !== a.#type || p.seat !== a.#seat) return false;
    switch (a.#type) {
      case "discard":
      case "close":
        return p.card === a.#n;
      case "attach":
        return p.meld === a.#n && p.side === undefined && sameCards(p.cards, a.#cards ?? []);
      case "meld":
        return sameCards(p.cards, a.#cards ?? []);
      default:
        return true;
    }
  }

  static knownOf(a: Listed): Checked | null {
    return a.#known;
  }
}

class ListedBare extends Listed {
  readonly type: "draw" | "pickUpDiscards" | "takePozzetto";
  readonly seat: number;
  constructor(state: HandState, type: ListedBare["type"], seat: number) {
    super(state, type, seat, -1, null, null);
    this.type = type;
    this.seat = seat;
  }
}

class ListedMeld extends Listed {
  readonly type = "meld";
  readonly seat: number;
  readonly cards: readonly CardId[];
  constructor(state: HandState, seat: number, cards: readonly CardId[], known: Checked) {
    super(state, "meld", seat, -1, cards, known);
    this.seat = seat;
    this.cards = cards;
  }
}

class ListedAttach extends Listed {
  readonly type = "attach";
  readonly seat: number;
  readonly meld: number;
  readonly cards: readonly CardId[];
  constructor(state: HandState, seat: number, meld: number, card: CardId, known: Checked | null) {
    const cards = [card];
    super(state, "attach", seat, meld, cards, known);
    this.seat = seat;
    this.meld = meld;
    this.cards = cards;
  }
}

class ListedCard extends Listed {
  readonly type: "discard" | "close";
  readonly seat: number;
  readonly card: CardId;
  constructor(state: HandState, type: ListedCard["type"], seat: number, card: CardId) {
    super(state, type, seat, card, null, null);
    this.type = type;
    this.seat = seat;
    this.card = card;
  }
}

/**
 * A listed draw, pile pick-up or pozzetto, known legal in `state`.
 * @example
 * listedBare(state, "draw", state.turn);
 */
export function listedBare<T extends "draw" | "pickUpDiscards" | "takePozzetto">(state: HandState, type: T, seat: number): Extract<Action, { type: T }> {
  return new ListedBare(state, type, seat) as unknown as Extract<Action, { type: T }>;
}

/**
 * A listed meld (cards in table order), with the reading and hand its check built.
 * @example
 * listedMeld(state, seat, info.cards, { reading: info, hand: null });
 */
export function listedMeld(state: HandState, seat: number, cards: readonly CardId[], known: Checked): MeldAction {
  return new ListedMeld(state, seat, cards, known) as unknown as MeldAction;
}

/**
 * A listed 1-card attach, with what its check built when it was checked itself (`null` for the
 * other copies of a face checked once).
 * @example
 * listedAttach(state, seat, 0, card, { reading, hand });
 */
export function listedAttach(state: HandState, seat: number, meld: number, card: CardId, known: Checked | null): AttachAction {
  return new ListedAttach(state, seat, meld, card, known) as unknown as AttachAction;
}

/**
 * A listed discard or close.
 * @example
 * listedCard(state, "discard", seat, card);
 */
export function listedCard<T extends "discard" | "close">(state: HandState, type: T, seat: number, card: CardId): Extract<Action, { type: T }> {
  return new ListedCard(state, type, seat, card) as unknown as Extract<Action, { type: T }>;
}

/**
 * Whether `action` was listed by `legalActions` for this very `state` and still says what it said.
 * @example
 * if (listedFor(action, state)) knownOf(action);
 */
export function listedFor(action: unknown, state: HandState): action is Action {
  return typeof action === "object" && action !== null && Listed.listedFor(action, state);
}

/**
 * What the check of a listed meld or attach built, or `null`.
 * @example
 * const known = knownOf(action);
 */
export function knownOf(action: Action): Checked | null {
  return Listed.knownOf(action as unknown as Listed);
}
