/**
 * The zod schema of actions (for documentation and tools), and the hand-written parser `apply`
 * uses: it reads each field once into a fresh copy, costs little (apply runs millions of times in
 * simulations) and accepts exactly what the schema accepts on plain JSON data. A property test
 * keeps the two in agreement.
 * @module
 */
import * as z from "zod/mini";
import { type CardId, DECK_SIZE } from "../cards/card.js";
import { describeValue } from "../input/describe.js";
import { readFields, readList } from "../input/read.js";
import { err, ok, type Result } from "../result.js";
import type { Action } from "./types.js";

const seat = z.number().check(z.int(), z.gte(0), z.lte(3));
const card = z.number().check(z.int(), z.gte(0), z.lte(DECK_SIZE - 1));
const cards = z.array(card).check(z.minLength(1), z.maxLength(DECK_SIZE));
const index = z.number().check(z.int(), z.gte(0), z.lte(1000));

/**
 * The zod schema of an {@link Action}: unknown fields are refused.
 * @example
 * ActionSchema.safeParse({ type: "draw", seat: 0 }).success; // true
 */
export const ActionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("draw"), seat }),
  z.strictObject({ type: z.literal("pickUpDiscards"), seat }),
  z.strictObject({ type: z.literal("meld"), seat, cards }),
  z.strictObject({ type: z.literal("attach"), seat, meld: index, cards, side: z.optional(z.number().check(z.int(), z.gte(0), z.lte(3))) }),
  z.strictObject({ type: z.literal("discard"), seat, card }),
  z.strictObject({ type: z.literal("takePozzetto"), seat }),
  z.strictObject({ type: z.literal("close"), seat, card }),
]);

function isInt(v: unknown, max: number): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= max;
}

const FIELDS: Record<Action["type"], readonly string[]> = {
  draw: ["type", "seat"],
  pickUpDiscards: ["type", "seat"],
  takePozzetto: ["type", "seat"],
  meld: ["type", "seat", "cards"],
  attach: ["type", "seat", "meld", "cards", "side"],
  discard: ["type", "seat", "card"],
  close: ["type", "seat", "card"],
};
const ALL_FIELDS = ["type", "seat", "cards", "card", "meld", "side"];

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
    if (!isInt(id, DECK_SIZE - 1)) return err("input/invalid", `action: field "cards.${i}": expected a card id from 0 to 107, got ${describeValue(id)}`);
  }
  return list as Result<CardId[]>;
}

/**
 * Parses an action from untrusted input into a fresh plain object: each field of `v` is read
 * exactly once, through its property descriptor (a getter is refused, never run), and the card
 * list is copied, so nothing the caller holds can change the action afterwards. Anything that is
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
 * @example
 * readAction({ seat: 0 }, "draw"); // { ok: true, value: { type: "draw", seat: 0 } }
 */
export function readAction(v: unknown, fixedType: Action["type"] | undefined): Result<Action> {
  const read = readFields(v, ALL_FIELDS, "action");
  if (!read.ok) return read;
  const f = read.value;
  const type = fixedType ?? f.type;
  if (typeof type !== "string" || !Object.hasOwn(FIELDS, type)) {
    return invalid(`field "type": expected one of ${Object.keys(FIELDS).join(" | ")}, got ${describeValue(type)}`);
  }
  const allowed = FIELDS[type as Action["type"]];
  for (const key of Object.keys(f)) {
    if (!allowed.includes(key) && !(key === "type" && fixedType !== undefined)) return invalid(`unknown field ${describeValue(key)} for a ${type}`);
  }
  const seat = f.seat;
  if (!isInt(seat, 3)) return invalid(`field "seat": expected a seat from 0 to 3, got ${describeValue(seat)}`);
  switch (type as Action["type"]) {
    case "draw":
    case "pickUpDiscards":
    case "takePozzetto":
      return ok({ type: type as "draw", seat });
    case "meld": {
      const cards = readCards(f.cards);
      return cards.ok ? ok({ type: "meld", seat, cards: cards.value }) : cards;
    }
    case "attach": {
      const cards = readCards(f.cards);
      if (!cards.ok) return cards;
      const meld = f.meld;
      if (!isInt(meld, 1000)) return invalid(`field "meld": expected a meld index from 0 to 1000, got ${describeValue(meld)}`);
      const side = f.side;
      if (side === undefined) return ok({ type: "attach", seat, meld, cards: cards.value });
      if (!isInt(side, 3)) return invalid(`field "side": expected a side from 0 to 3, got ${describeValue(side)}`);
      return ok({ type: "attach", seat, meld, cards: cards.value, side });
    }
    case "discard":
    case "close": {
      const card = f.card;
      if (!isInt(card, DECK_SIZE - 1)) return invalid(`field "card": expected a card id from 0 to 107, got ${describeValue(card)}`);
      return ok({ type: type as "discard", seat, card });
    }
  }
}

/**
 * Whether `v` is exactly an action that {@link parseAction} accepts (and {@link ActionSchema}
 * describes). For untrusted input use {@link parseAction} and its fresh copy instead: a getter or
 * a Proxy could answer differently the next time it is read.
 * @example
 * isAction({ type: "draw", seat: 0 }); // true
 */
export function isAction(v: unknown): v is Action {
  return parseAction(v).ok;
}
