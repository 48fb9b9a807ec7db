/**
 * Actions already checked: the actions `legalActions` lists carry, in private class fields, the state object they were checked against, a private copy of what they say, and what
 * the check of a meld or attach built. `apply` given one of them with that very state, unchanged,
 * skips the input parse and the rule check (`reducers/trusted.ts`). Here, below both `legal/` and
 * `reducers/`, so that the one builds them and the other reads them.
 *
 * Private fields cannot be forged: JSON, a spread copy or a look-alike object has none; and the
 * actions stay plain objects (the fields are stamped on them, see `OnObject`). A listed action whose public fields were edited no longer matches its private copy and
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
 */
export interface ListedPlay {
  /** The meld as it will be on the table. */
  readonly reading: Meld;
  /** The hand after the action, or `null` when the check did not build it. */
  readonly held: readonly CardId[] | null;
}

/** Stands for a field that is a getter: equal to nothing, so the action is parsed in full (and refused). */
const ACCESSOR: unique symbol = Symbol("accessor");

/**
 * An own field of `o` read through its descriptor, so that no getter runs: its value, `undefined`
 * when it is absent, {@link ACCESSOR} when it is a getter.
 */
function own(o: object, key: string | number): unknown {
  const d = Object.getOwnPropertyDescriptor(o, key);
  if (d === undefined) return undefined;
  return "value" in d ? d.value : ACCESSOR;
}

function sameCards(v: unknown, cards: readonly CardId[]): boolean {
  if (!Array.isArray(v) || own(v, "length") !== cards.length) return false;
  // Stryker disable next-line EqualityOperator: at i = length both arrays give undefined, so `<=` changes nothing
  for (let i = 0; i < cards.length; i++) if (own(v, i) !== cards[i]) return false;
  return true;
}

// A base class whose constructor returns the object it is given: a subclass then installs its
// private fields on that plain object, which keeps its own prototype (Object.prototype). So a
// listed action is plain JSON data to every reader (parseAction, structuredClone, JSON), and only
// this module can see its brand.
class OnObject {
  constructor(o: object) {
    // biome-ignore lint/correctness/noConstructorReturn: the private-field stamping described above
    return o;
  }
}

/** The brand of a listed action: the state it is legal in, what it said then, what its check built. */
class Listed extends OnObject {
  readonly #state: HandState;
  readonly #known: ListedPlay | null;
  readonly #type: Action["type"];
  readonly #seat: number;
  /** The card of a discard or close, the meld index of an attach. */
  readonly #n: number;
  readonly #cards: readonly CardId[] | null;

  constructor(
    o: object,
    state: HandState,
    type: Action["type"],
    seat: number,
    n: number,
    cards: readonly CardId[] | null,
    known: ListedPlay | null,
  ) {
    super(o);
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
    // Each public field through its descriptor: a getter added to a listed action never runs.
    if (own(a, "type") !== a.#type || own(a, "seat") !== a.#seat) return false;
    switch (a.#type) {
      case "discard":
      case "close":
        return own(a, "card") === a.#n;
      case "attach":
        return (
          own(a, "meld") === a.#n &&
          own(a, "side") === undefined &&
          sameCards(own(a, "cards"), a.#cards as readonly CardId[])
        );
      case "meld":
        return sameCards(own(a, "cards"), a.#cards as readonly CardId[]);
      default:
        return true;
    }
  }

  static knownOf(a: Listed): ListedPlay | null {
    return a.#known;
  }

  /**
   * The action as it was listed, built from the private copy: what `apply` commits, so that a getter
   * added to the public object cannot answer one thing to the comparison and another to the rules.
   */
  static copyOf(a: Listed): Action {
    const type = a.#type;
    const seat = a.#seat;
    switch (type) {
      case "discard":
      case "close":
        return { type, seat, card: a.#n };
      case "attach":
        return { type, seat, meld: a.#n, cards: a.#cards as readonly CardId[] };
      case "meld":
        return { type, seat, cards: a.#cards as readonly CardId[] };
      default:
        return { type, seat };
    }
  }
}

/** Brands the plain action `a` as listed for `state` and returns it. */
function stamp<A extends Action>(
  a: A,
  state: HandState,
  n: number,
  cards: readonly CardId[] | null,
  known: ListedPlay | null,
): A {
  new Listed(a, state, a.type, a.seat, n, cards, known);
  return a;
}

/**
 * A listed draw, pile pick-up or pozzetto, known legal in `state`.
 */
export function listedBare<T extends "draw" | "pickUpDiscards" | "takePozzetto">(
  state: HandState,
  type: T,
  seat: number,
): Extract<Action, { type: T }> {
  // Stryker disable next-line UnaryOperator: `n` is read only for discards, closes and attaches
  return stamp({ type, seat } as Extract<Action, { type: T }>, state, -1, null, null);
}

/**
 * A listed meld (cards in table order), with the reading and hand its check built.
 */
export function listedMeld(state: HandState, seat: number, cards: readonly CardId[], known: ListedPlay): MeldAction {
  // A copy: `cards` is the reading's own array, which apply puts on the table; the caller's
  // writes into the listed action must not reach it.
  // Stryker disable next-line UnaryOperator: `n` is read only for discards, closes and attaches
  return stamp<MeldAction>({ type: "meld", seat, cards: cards.slice() }, state, -1, cards, known);
}

/**
 * A listed 1-card attach, with what its check built when it was checked itself (`null` for the
 * other copies of a face checked once).
 */
export function listedAttach(
  state: HandState,
  seat: number,
  meld: number,
  card: CardId,
  known: ListedPlay | null,
): AttachAction {
  const cards = [card];
  return stamp<AttachAction>({ type: "attach", seat, meld, cards }, state, meld, cards, known);
}

/**
 * A listed discard or close.
 */
export function listedCard<T extends "discard" | "close">(
  state: HandState,
  type: T,
  seat: number,
  card: CardId,
): Extract<Action, { type: T }> {
  return stamp({ type, seat, card } as Extract<Action, { type: T }>, state, card, null, null);
}

/**
 * When `action` was listed by `legalActions` for this very `state` and still says what it said:
 * the action as listed (a fresh copy from its private fields) and what the check of a meld or
 * attach built; else `null`.
 */
export function listedAction(
  action: unknown,
  state: HandState,
): { readonly action: Action; readonly known: ListedPlay | null } | null {
  if (typeof action !== "object" || action === null || !Listed.listedFor(action, state)) return null;
  const l = action as Listed;
  return { action: Listed.copyOf(l), known: Listed.knownOf(l) };
}
