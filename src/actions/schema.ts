/**
 * The zod schema of actions, and a hand-written check that accepts exactly what the schema accepts
 * without its cost: `apply` runs millions of times in simulations, so it checks fast and asks zod
 * only to word the refusal. A property test keeps the two in agreement.
 * @module
 */
import * as z from "zod/mini";
import { DECK_SIZE } from "../cards/card.js";
import { describeIssue } from "../rules/define.js";
import type { RuleError } from "../result.js";
import type { Action } from "./types.js";

const seat = z.number().check(z.int(), z.gte(0), z.lte(3));
const card = z.number().check(z.int(), z.gte(0), z.lte(DECK_SIZE - 1));
const cards = z.array(card).check(z.minLength(1), z.maxLength(DECK_SIZE));
const index = z.number().check(z.int(), z.gte(0), z.lte(1000));

/**
 * The zod schema of an {@link Action}: unknown fields are refused. (It also lets an attach's `side`
 * be `undefined`, read as absent; hence the cast to the `Action` it checks.)
 * @example
 * ActionSchema.safeParse({ type: "draw", seat: 0 }).success; // true
 */
export const ActionSchema: z.ZodMiniType<Action> = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("draw"), seat }),
  z.strictObject({ type: z.literal("pickUpDiscards"), seat }),
  z.strictObject({ type: z.literal("meld"), seat, cards }),
  z.strictObject({ type: z.literal("attach"), seat, meld: index, cards, side: z.optional(z.number().check(z.int(), z.gte(0), z.lte(3))) }),
  z.strictObject({ type: z.literal("discard"), seat, card }),
  z.strictObject({ type: z.literal("takePozzetto"), seat }),
  z.strictObject({ type: z.literal("close"), seat, card }),
]) as z.ZodMiniType<Action>;

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

const BARE = ["type", "seat"];
const WITH_CARDS = ["type", "seat", "cards"];
const WITH_CARD = ["type", "seat", "card"];
const ATTACH = ["type", "seat", "meld", "cards", "side"];

/** The fast check: true exactly when {@link ActionSchema} accepts `v`. */
export function isAction(v: unknown): v is Action {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const a = v as Record<string, unknown>;
  if (!isInt(a.seat, 3)) return false;
  switch (a.type) {
    case "draw":
    case "pickUpDiscards":
    case "takePozzetto":
      return onlyKeys(a, BARE);
    case "meld":
      return isCardList(a.cards) && onlyKeys(a, WITH_CARDS);
    case "attach":
      return isCardList(a.cards) && isInt(a.meld, 1000) && (a.side === undefined || isInt(a.side, 3)) && onlyKeys(a, ATTACH);
    case "discard":
    case "close":
      return isInt(a.card, DECK_SIZE - 1) && onlyKeys(a, WITH_CARD);
    default:
      return false;
  }
}

/**
 * Parses an action from untrusted input: the action, or an `input/invalid` error that says which
 * field is wrong.
 * @example
 * parseAction({ type: "draw", seat: 0 });      // { ok: true, value: { type: "draw", seat: 0 } }
 * parseAction({ type: "draw", seat: "zero" }); // { ok: false, error: { code: "input/invalid", … } }
 */
export function parseAction(v: unknown):
  | {
      /** The input is an action. */
      ok: true;
      /** The action. */
      value: Action;
    }
  | {
      /** The input is not an action. */
      ok: false;
      /** Which field is wrong. */
      error: RuleError;
    } {
  if (isAction(v)) return { ok: true, value: v };
  const parsed = ActionSchema.safeParse(v, { reportInput: true });
  const message = parsed.success ? "action is not valid" : describeIssue(parsed.error, "action");
  return { ok: false, error: { code: "input/invalid", message } };
}
