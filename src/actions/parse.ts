/**
 * The action parser `apply` and `parseAction` use, written by hand: it reads each field of the
 * input once into a fresh copy, costs little (`apply` runs millions of times in simulations) and
 * bundles no zod. On plain JSON data it accepts exactly what the zod schema of `actionSchema.ts`
 * accepts; a property test keeps the two in agreement (see docs/architecture.md, "The action
 * contract").
 * @module
 */
import { type CardId, DECK_SIZE } from "../cards/card.js";
import { readList, showKey } from "../input/read.js";
import { describeValue, err, ok, type Result } from "../result.js";
import type { Action, ActionType } from "./types.js";

/** The most seats a table has, minus one: seats and sides are 0–3. */
export const MAX_SEAT = 3;
/** The highest meld index an action may name. */
export const MAX_MELD_INDEX = 1000;

/** The fields each action type has, `type` and `seat` first. */
const ACTION_FIELDS: { readonly [T in ActionType]: readonly string[] } = /* @__PURE__ */ Object.freeze({
  draw: ["type", "seat"],
  pickUpDiscards: ["type", "seat"],
  meld: ["type", "seat", "cards"],
  attach: ["type", "seat", "meld", "cards", "side"],
  discard: ["type", "seat", "card"],
  takePozzetto: ["type", "seat"],
  close: ["type", "seat", "card"],
});

function isInt(v: unknown, max: number): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= max;
}

/** Every field any action may have. */
const ALL_FIELDS: readonly string[] = [...new Set(Object.values(ACTION_FIELDS).flat())];

// One bit per field, so that the fields an action has are one number (no list, no record).
const TYPE = 1;
const SEAT = 2;
const CARDS = 4;
const CARD = 8;
const MELD = 16;
const SIDE = 32;
const FIELD_BITS: { readonly [field: string]: number } = /* @__PURE__ */ Object.freeze({
  __proto__: null,
  type: TYPE,
  seat: SEAT,
  cards: CARDS,
  card: CARD,
  meld: MELD,
  side: SIDE,
} as unknown as { [field: string]: number });
/** The bits of the fields of each action type (from ACTION_FIELDS, so the two cannot differ). */
const ALLOWED_BITS = /* @__PURE__ */ Object.fromEntries(
  Object.entries(ACTION_FIELDS).map(([t, fields]) => [t, fields.reduce((bits, f) => bits | (FIELD_BITS[f] ?? 0), 0)]),
) as { readonly [T in ActionType]: number };

function invalid(message: string): Result<Action> {
  return err("input/invalid", `action: ${message}`);
}

/** A fresh copy of an action's card list, or why it is not one. */
function readCards(value: unknown): Result<CardId[]> {
  const list = readList(value, DECK_SIZE, "action.cards");
  if (!list.ok) return list;
  if (list.value.length === 0) return err("input/invalid", 'action: field "cards": must hold at least 1 card');
  for (let i = 0; i < list.value.length; i++) {
    const id = list.value[i];
    if (!isInt(id, DECK_SIZE - 1))
      return err(
        "input/invalid",
        `action: field "cards.${i}": expected a card id from 0 to 107, got ${describeValue(id)}`,
      );
  }
  return list as Result<CardId[]>;
}

/**
 * Parses an action from untrusted input into a fresh plain object: each field of `v` is read at
 * most once, with an ordinary read (a getter or a Proxy trap runs at most once a field, and what it
 * returns is checked like any other value), and the card list is copied, so nothing the caller
 * holds can change the action afterwards. Anything that is
 * not exactly an action, or cannot be read, is refused with `input/invalid` and a message that
 * says which field is wrong. Never throws.
 * @example
 * parseAction({ type: "draw", seat: 0 });      // { ok: true, value: { type: "draw", seat: 0 } }
 * parseAction({ type: "draw", seat: "zero" }); // { ok: false, error: { code: "input/invalid", … } }
 */
export function parseAction(v: unknown): Result<Action> {
  return readAction(v, undefined);
}

/**
 * {@link parseAction} for the reducers' input, whose `type` is given by the reducer: a `type`
 * field in `v`, if any, is ignored.
 * @internal
 */
export function readAction(v: unknown, fixedType: Action["type"] | undefined): Result<Action> {
  if (typeof v !== "object" || v === null) return invalid(`expected an object, got ${describeValue(v)}`);
  // Written out rather than through readFields: this runs for every action a server receives, and
  // the generic reader's record without a prototype and its key lists cost two thirds of apply
  // (docs/performance.md, "The checked path"). The same one read: each own field once, with an
  // ordinary read, into a local that is checked and used.
  let type: unknown;
  let seat: unknown;
  let cards: unknown;
  let card: unknown;
  let meld: unknown;
  let side: unknown;
  let present = 0;
  let names: string[];
  try {
    // Inside the try: on a revoked Proxy, Array.isArray throws.
    if (Array.isArray(v)) return invalid(`expected an object, got ${describeValue(v)}`);
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null)
      return invalid("expected a plain object (JSON data), got an instance of a class");
    // Every own key, as readFields sees them (docs/architecture.md, "Checking input"): a
    // non-enumerable field is a field like any other, a symbol key an unknown one. On a Proxy,
    // ownKeys traps and no descriptor trap. Names and symbols apart, not Reflect.ownKeys: V8 lists
    // a plain object's names from its enum cache, and ownKeys cost this path a third of its speed.
    names = Object.getOwnPropertyNames(v);
    if (Object.getOwnPropertySymbols(v).length !== 0) return invalid("a symbol key is not JSON data");
    if (names.length > ALL_FIELDS.length)
      return invalid(`${names.length} fields, at most ${ALL_FIELDS.length} expected`);
    const o = v as Record<string, unknown>;
    for (let i = 0; i < names.length; i++) {
      const key = names[i] as string;
      // A switch on the key rather than a look-up in FIELD_BITS (a record without a prototype):
      // JSON keys are internalized strings, so each case is one comparison.
      switch (key) {
        case "type":
          type = o.type;
          present |= TYPE;
          break;
        case "seat":
          seat = o.seat;
          present |= SEAT;
          break;
        case "cards":
          cards = o.cards;
          present |= CARDS;
          break;
        case "card":
          card = o.card;
          present |= CARD;
          break;
        case "meld":
          meld = o.meld;
          present |= MELD;
          break;
        case "side":
          side = o.side;
          present |= SIDE;
          break;
        default:
          return invalid(`unknown field ${showKey(key)}`);
      }
    }
  } catch {
    return err("input/invalid", "action could not be read (a getter or proxy threw)");
  }
  const given = fixedType ?? type;
  if (typeof given !== "string" || !Object.hasOwn(ACTION_FIELDS, given)) {
    return invalid(
      `field "type": expected one of ${Object.keys(ACTION_FIELDS).join(" | ")}, got ${describeValue(given)}`,
    );
  }
  const t = given as Action["type"];
  if ((present & ~(ALLOWED_BITS[t] | TYPE)) !== 0) {
    const allowed = ACTION_FIELDS[t];
    const extra = names.find(
      (k) => Object.hasOwn(FIELD_BITS, k) && (present & (FIELD_BITS[k] as number)) !== 0 && !allowed.includes(k),
    );
    return invalid(`unknown field "${extra}" for a ${t}`);
  }
  if (!isInt(seat, MAX_SEAT)) return invalid(`field "seat": expected a seat from 0 to 3, got ${describeValue(seat)}`);
  switch (t) {
    case "draw":
    case "pickUpDiscards":
    case "takePozzetto":
      return ok({ type: t, seat });
    case "meld": {
      const list = readCards(cards);
      return list.ok ? ok({ type: "meld", seat, cards: list.value }) : list;
    }
    case "attach": {
      const list = readCards(cards);
      if (!list.ok) return list;
      if (!isInt(meld, MAX_MELD_INDEX))
        return invalid(`field "meld": expected a meld index from 0 to 1000, got ${describeValue(meld)}`);
      if (side === undefined) return ok({ type: "attach", seat, meld, cards: list.value });
      if (!isInt(side, MAX_SEAT))
        return invalid(`field "side": expected a side from 0 to 3, got ${describeValue(side)}`);
      return ok({ type: "attach", seat, meld, cards: list.value, side });
    }
    case "discard":
    case "close":
      if (!isInt(card, DECK_SIZE - 1))
        return invalid(`field "card": expected a card id from 0 to 107, got ${describeValue(card)}`);
      return ok({ type: t, seat, card });
  }
}
