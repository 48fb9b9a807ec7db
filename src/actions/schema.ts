/**
 * The action check written by hand: what `apply` and `parseAction` use. It accepts exactly what
 * the zod schema of `actionSchema.ts` accepts, without its cost (`apply` runs millions of times in
 * simulations) and without bundling zod. A property test keeps the two in agreement; see
 * docs/architecture.md, "The action contract".
 * @module
 */
import { DECK_SIZE } from "../cards/card.js";
import { describeValue, type Result } from "../result.js";
import { actionTypes, type Action, type ActionType } from "./types.js";

/** The most seats a table has, minus one: seats and sides are 0–3. */
export const MAX_SEAT = 3;
/** The highest meld index an action may name. */
export const MAX_MELD_INDEX = 1000;

/** The fields each action type has, `type` and `seat` first. */
export const ACTION_FIELDS: { readonly [T in ActionType]: readonly string[] } = {
  draw: ["type", "seat"],
  pickUpDiscards: ["type", "seat"],
  meld: ["type", "seat", "cards"],
  attach: ["type", "seat", "meld", "cards", "side"],
  discard: ["type", "seat", "card"],
  takePozzetto: ["type", "seat"],
  close: ["type", "seat", "card"],
};

function isInt(v: unknown, max: number): boolean {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= max;
}
function isCardList(v: unknown): boolean {
  if (!Array.isArray(v) || v.length < 1 || v.length > DECK_SIZE) return false;
  for (let i = 0; i < v.length; i++) if (!isInt(v[i], DECK_SIZE - 1)) return false;
  return true;
}
// Like zod's strict objects: every enumerable key, own or inherited, must be one the action has.
function onlyKeys(o: object, allowed: readonly string[]): boolean {
  for (const k in o) if (!allowed.includes(k)) return false;
  return true;
}

/**
 * Whether a value is a well-formed action (the fast check behind {@link parseAction}).
 * @example
 * isAction({ type: "draw", seat: 0 }); // true
 */
export function isAction(v: unknown): v is Action {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const a = v as Record<string, unknown>;
  if (!isInt(a.seat, MAX_SEAT)) return false;
  switch (a.type) {
    case "draw":
    case "pickUpDiscards":
    case "takePozzetto":
      return onlyKeys(a, ACTION_FIELDS.draw);
    case "meld":
      return isCardList(a.cards) && onlyKeys(a, ACTION_FIELDS.meld);
    case "attach":
      return (
        isCardList(a.cards) &&
        isInt(a.meld, MAX_MELD_INDEX) &&
        (a.side === undefined || isInt(a.side, MAX_SEAT)) &&
        onlyKeys(a, ACTION_FIELDS.attach)
      );
    case "discard":
    case "close":
      return isInt(a.card, DECK_SIZE - 1) && onlyKeys(a, ACTION_FIELDS.discard);
    default:
      return false;
  }
}

const CARD_TEXT = `a card id (a whole number from 0 to ${DECK_SIZE - 1})`;

/** Why a value that {@link isAction} refuses is not an action: one sentence naming the field. */
function actionProblem(v: unknown): string {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return `expected an object, got ${describeValue(v)}`;
  const a = v as Record<string, unknown>;
  const field = (name: string, expected: string): string => `field "${name}": expected ${expected}, got ${describeValue(a[name])}`;
  if (!actionTypes.includes(a.type as ActionType)) return field("type", `one of ${actionTypes.map((t) => JSON.stringify(t)).join(" | ")}`);
  const type = a.type as ActionType;
  if (!isInt(a.seat, MAX_SEAT)) return field("seat", `a seat (a whole number from 0 to ${MAX_SEAT})`);
  const allowed = ACTION_FIELDS[type];
  if (allowed.includes("cards")) {
    const cards = a.cards;
    if (!Array.isArray(cards) || cards.length < 1 || cards.length > DECK_SIZE) return field("cards", `a list of 1 to ${DECK_SIZE} card ids`);
    const bad = cards.findIndex((c) => !isInt(c, DECK_SIZE - 1));
    if (bad >= 0) return `field "cards.${bad}": expected ${CARD_TEXT}, got ${describeValue(cards[bad])}`;
  }
  if (allowed.includes("card") && !isInt(a.card, DECK_SIZE - 1)) return field("card", CARD_TEXT);
  if (allowed.includes("meld") && !isInt(a.meld, MAX_MELD_INDEX)) return field("meld", `a meld index (a whole number from 0 to ${MAX_MELD_INDEX})`);
  if (allowed.includes("side") && a.side !== undefined && !isInt(a.side, MAX_SEAT)) return field("side", `a side (a whole number from 0 to ${MAX_SEAT})`);
  const extra: string[] = [];
  for (const k in a) if (!allowed.includes(k)) extra.push(k);
  return `unknown field${extra.length > 1 ? "s" : ""} ${extra.map((k) => `"${k}"`).join(", ")}`;
}

/**
 * Parses an action from untrusted input (JSON from a client, say): the action, or an
 * `input/invalid` error that says which field is wrong. Servers call it first, then {@link apply}.
 * @example
 * parseAction({ type: "draw", seat: 0 });      // { ok: true, value: { type: "draw", seat: 0 } }
 * parseAction({ type: "draw", seat: "zero" }); // { ok: false, error: { code: "input/invalid", … } }
 */
export function parseAction(v: unknown): Result<Action> {
  if (isAction(v)) return { ok: true, value: v };
  return { ok: false, error: { code: "input/invalid", message: `action: ${actionProblem(v)}` } };
}
