/**
 * The zod schema of a whole game state, for states that arrive from outside (see `checkState`).
 * @module
 */
import * as z from "zod/mini";
import { DECK_SIZE } from "../cards/card.js";
import { RulesetSchema } from "../rules/ruleset.js";
import type { GameState, HandEnd, Meld } from "./types.js";

const card = z.number().check(z.int(), z.gte(0), z.lte(DECK_SIZE - 1));
const cards = z.array(card).check(z.maxLength(DECK_SIZE));
const seat = z.number().check(z.int(), z.gte(0), z.lte(3));
const count = z.number().check(z.int(), z.gte(0), z.lte(1_000_000));
const uint32 = z.number().check(z.int(), z.gte(0), z.lte(0xffffffff));
const rank = z.literal([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
const position = z.number().check(z.int(), z.gte(0), z.lte(14));

const MeldSchema = z.strictObject({
  kind: z.enum(["set", "run"]),
  cards: cards.check(z.minLength(3)),
  rank: z.nullable(rank),
  suit: z.nullable(z.literal([0, 1, 2, 3, 4])),
  from: position,
  to: position,
  wildcard: z.nullable(card),
  wildcardRank: z.nullable(rank),
  wildcardLocked: z.boolean(),
  burraco: z.nullable(z.enum(["clean", "semi-clean", "dirty", "royal", "super"])),
});

const HandEndSchema = z.strictObject({
  reason: z.enum(["closed", "stock-exhausted", "stalemate"]),
  closedBy: z.nullable(seat),
});

/** The zod object behind {@link GameStateSchema}. */
const stateObject = z.strictObject({
  ruleset: RulesetSchema,
  phase: z.enum(["draw", "play", "pozzetto", "ended"]),
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

/**
 * The zod schema of a {@link GameState} as plain JSON data: every field required, unknown fields
 * refused, numbers in range. It checks the shape only; {@link checkState} adds the consistency
 * checks (every card once, melds that read as stored, …).
 * @example
 * GameStateSchema.safeParse(newHand({ ruleset: presets.classic, seed: 1 })).success; // true
 * GameStateSchema.safeParse({ phase: "draw" }).success;                               // false
 */
export const GameStateSchema: z.ZodMiniType<GameState> = stateObject;

// Compile-time proof that the schemas describe exactly the state's fields: a field added to
// GameState (or Meld, HandEnd) without its schema line fails the type check here.
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : never) : never;
type Fits<A, B> = [A] extends [B] ? SameKeys<A, B> : never;
const _stateShape: Fits<z.infer<typeof stateObject>, GameState> = true;
const _meldShape: Fits<z.infer<typeof MeldSchema>, Meld> = true;
const _endShape: Fits<z.infer<typeof HandEndSchema>, HandEnd> = true;
void _stateShape;
void _meldShape;
void _endShape;

