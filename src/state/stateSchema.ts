/**
 * The zod schema of a whole game state, for states that arrive from outside (see `checkState`).
 * @module
 */
import * as z from "zod/mini";
import { DECK_SIZE } from "../cards/card.js";
import { BURRACO_CLASSES, MELD_KINDS } from "../melds/types.js";
import { rulesetSchema } from "../rules/rulesetSchema.js";
import { type GameState, HAND_END_REASONS, type HandEnd, type Meld, PHASES } from "./types.js";

function build() {
  const card = z.number().check(z.int(), z.gte(0), z.lte(DECK_SIZE - 1));
  const cards = z.array(card).check(z.maxLength(DECK_SIZE));
  const seat = z.number().check(z.int(), z.gte(0), z.lte(3));
  const count = z.number().check(z.int(), z.gte(0), z.lte(1_000_000));
  const uint32 = z.number().check(z.int(), z.gte(0), z.lte(0xffffffff));
  const rank = z.literal([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  const position = z.number().check(z.int(), z.gte(0), z.lte(14));

  const MeldSchema = z.strictObject({
    kind: z.enum(MELD_KINDS),
    cards: cards.check(z.minLength(3)),
    rank: z.nullable(rank),
    suit: z.nullable(z.literal([0, 1, 2, 3, 4])),
    from: position,
    to: position,
    wildcard: z.nullable(card),
    wildcardRank: z.nullable(rank),
    wildcardLocked: z.boolean(),
    burraco: z.nullable(z.enum(BURRACO_CLASSES)),
  });

  const HandEndSchema = z.strictObject({
    reason: z.enum(HAND_END_REASONS),
    closedBy: z.nullable(seat),
  });
  const state = z.strictObject({
    ruleset: rulesetSchema(),
    phase: z.enum(PHASES),
    turn: seat,
    dealer: seat,
    sides: z.array(seat).check(z.maxLength(4)),
    hands: z.array(cards).check(z.maxLength(4)),
    stock: cards,
    discardPile: cards,
    pozzetti: z.array(cards).check(z.maxLength(2)),
    melds: z.array(z.array(MeldSchema).check(z.maxLength(DECK_SIZE))).check(z.maxLength(4)),
    pozzettoTaken: z.array(z.boolean()).check(z.maxLength(4)),
    unplayedPozzetto: z.array(z.nullable(cards)).check(z.maxLength(4)),
    turnsPlayed: z.array(count).check(z.maxLength(4)),
    pileTaken: z.number().check(z.int(), z.gte(0), z.lte(DECK_SIZE)),
    forbiddenDiscards: cards,
    meldedThisTurn: z.boolean(),
    closeBlocked: z.boolean(),
    stalemateTurns: count,
    mustDraw: z.boolean(),
    pairing: z.boolean(),
    end: z.nullable(HandEndSchema),
    rng: z.tuple([uint32, uint32, uint32, uint32]),
  });
  return { state, meld: MeldSchema, end: HandEndSchema };
}

let schemas: ReturnType<typeof build> | undefined;

/**
 * The zod schema of a {@link GameState} as plain JSON data, built on first use (bundles that never
 * check a state carry no zod): every field required, unknown fields refused, numbers in range. It checks the shape only; {@link checkState} adds the consistency
 * checks (every card once, melds that read as stored, …).
 * @example
 * stateSchema().safeParse(newHand({ ruleset: presets.classic, seed: 1 })).success; // true
 * stateSchema().safeParse({ phase: "draw" }).success;                               // false
 */
export function stateSchema(): ReturnType<typeof build>["state"] {
  schemas ??= build();
  return schemas.state;
}

// Compile-time proof that the schemas describe exactly the state's fields: a field added to
// GameState (or Meld, HandEnd) without its schema line fails the type check here.
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : never) : never;
type Fits<A, B> = [A] extends [B] ? SameKeys<A, B> : never;
type Built = ReturnType<typeof build>;
const _stateShape: Fits<z.infer<Built["state"]>, GameState> = true;
const _meldShape: Fits<z.infer<Built["meld"]>, Meld> = true;
const _endShape: Fits<z.infer<Built["end"]>, HandEnd> = true;
void _stateShape;
void _meldShape;
void _endShape;

