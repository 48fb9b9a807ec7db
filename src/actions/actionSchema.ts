/**
 * The zod schema of actions, for users who validate with zod (`burraco/schemas`). The engine
 * itself checks actions by hand (`parse.ts`); a property test keeps the two in agreement.
 * @module
 */

import * as z from "zod/mini";
import type { ParsePayload } from "zod/v4/core";
import { DECK_SIZE } from "../cards/card.js";
import { MAX_MELD_INDEX, MAX_SEAT } from "./parse.js";

function build() {
  const seat = z.number().check(z.int(), z.gte(0), z.lte(MAX_SEAT));
  const card = z.number().check(z.int(), z.gte(0), z.lte(DECK_SIZE - 1));
  const cards = z.array(card).check(z.minLength(1), z.maxLength(DECK_SIZE));
  const index = z.number().check(z.int(), z.gte(0), z.lte(MAX_MELD_INDEX));
  return z.pipe(
    z.transform(ownFields),
    z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("draw"), seat }),
      z.strictObject({ type: z.literal("pickUpDiscards"), seat }),
      z.strictObject({ type: z.literal("meld"), seat, cards }),
      z.strictObject({ type: z.literal("attach"), seat, meld: index, cards, side: z.optional(seat) }),
      z.strictObject({ type: z.literal("discard"), seat, card }),
      z.strictObject({ type: z.literal("takePozzetto"), seat }),
      z.strictObject({ type: z.literal("close"), seat, card }),
    ]),
  );
}

/**
 * What zod's objects cannot see, as the readers see it (docs/architecture.md, "Checking input"):
 * a plain object is copied, each own key read once, into a fresh object whose fields zod checks
 * (so a non-enumerable field counts, and a symbol key is refused, as `parseAction` does); a class
 * instance, or `cards` that is not a plain array, is refused. Anything else goes to zod as it is.
 */
function ownFields(value: unknown, ctx: ParsePayload): unknown {
  const refuse = (message: string): unknown => {
    ctx.issues.push({ code: "custom", message, input: value });
    return value;
  };
  try {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return refuse("expected a plain object (JSON data)");
    const from = value as Record<string, unknown>;
    // A prototype-free copy: a "__proto__" key stays a field, which the strict objects refuse.
    const out: Record<string, unknown> = Object.create(null);
    for (const key of Reflect.ownKeys(value)) {
      if (typeof key === "symbol") return refuse("a symbol key is not JSON data");
      out[key] = from[key];
    }
    const cards = out.cards;
    if (Array.isArray(cards) && Object.getPrototypeOf(cards) !== Array.prototype)
      return refuse("cards: expected a plain array (JSON data)");
    return out;
  } catch {
    return refuse("the action could not be read (a getter or proxy threw)");
  }
}

let schema: ReturnType<typeof build> | undefined;

/**
 * The zod schema of an {@link Action}, built on first use: unknown fields are refused.
 */
export function actionSchema(): ReturnType<typeof build> {
  schema ??= build();
  return schema;
}
