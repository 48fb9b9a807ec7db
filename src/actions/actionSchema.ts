/**
 * The zod schema of actions, for users who validate with zod (`burraco/schemas`). The engine
 * itself checks actions by hand (`parse.ts`); a property test keeps the two in agreement.
 * @module
 */
import * as z from "zod/mini";
import { DECK_SIZE } from "../cards/card.js";
import { MAX_MELD_INDEX, MAX_SEAT } from "./parse.js";

function build() {
  const seat = z.number().check(z.int(), z.gte(0), z.lte(MAX_SEAT));
  const card = z.number().check(z.int(), z.gte(0), z.lte(DECK_SIZE - 1));
  const cards = z.array(card).check(z.minLength(1), z.maxLength(DECK_SIZE));
  const index = z.number().check(z.int(), z.gte(0), z.lte(MAX_MELD_INDEX));
  return z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("draw"), seat }),
    z.strictObject({ type: z.literal("pickUpDiscards"), seat }),
    z.strictObject({ type: z.literal("meld"), seat, cards }),
    z.strictObject({ type: z.literal("attach"), seat, meld: index, cards, side: z.optional(seat) }),
    z.strictObject({ type: z.literal("discard"), seat, card }),
    z.strictObject({ type: z.literal("takePozzetto"), seat }),
    z.strictObject({ type: z.literal("close"), seat, card }),
  ]);
}

let schema: ReturnType<typeof build> | undefined;

/**
 * The zod schema of an {@link Action}, built on first use: unknown fields are refused.
 */
export function actionSchema(): ReturnType<typeof build> {
  schema ??= build();
  return schema;
}
