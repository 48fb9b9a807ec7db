/**
 * The zod schema of a match as JSON data, built on first use (bundles that never read a saved
 * match carry no zod).
 * @module
 */
import * as z from "zod/mini";
import { BURRACO_CLASSES } from "../melds/types.js";
import { rulesetSchema } from "../rules/rulesetSchema.js";
import type { BurracoLine, ScoreSheet, SideScore } from "../scoring/types.js";
import { HAND_END_REASONS, type HandEnd } from "../state/types.js";
import type { HandRecord, Match } from "./types.js";

function build() {
  const seat = z.number().check(z.int(), z.gte(0), z.lte(3));
  const points = z.number().check(z.int(), z.gte(-100_000_000), z.lte(100_000_000));
  const list = <T extends z.core.SomeType>(item: T) => z.array(item).check(z.maxLength(4));

  const BurracoLineSchema = z.strictObject({
    meld: z.number().check(z.int(), z.gte(0), z.lte(200)),
    class: z.enum(BURRACO_CLASSES),
    bonus: points,
  });

  const SideScoreSchema = z.strictObject({
    side: seat,
    seats: list(seat),
    meldPoints: points,
    burraco: z.array(BurracoLineSchema).check(z.maxLength(200)),
    burracoBonus: points,
    closing: points,
    handPenalty: points,
    pozzettoPenalty: points,
    unplayedPozzetto: points,
    total: points,
  });

  const HandRecordSchema = z.strictObject({
    number: z.number().check(z.int(), z.gte(1)),
    seed: z.string().check(z.maxLength(2000)),
    dealer: seat,
    pairing: z.boolean(),
    sides: list(seat),
    end: z.strictObject({ reason: z.enum(HAND_END_REASONS), closedBy: z.nullable(seat) }),
    sheet: z.strictObject({ sides: list(SideScoreSchema), ended: z.boolean() }),
    credits: list(points),
    totals: list(points),
  });

  const match = z.strictObject({
    ruleset: rulesetSchema(),
    seed: z.union([z.number(), z.string().check(z.maxLength(1000))]),
    totals: list(points),
    hands: z.array(HandRecordSchema).check(z.maxLength(10_000)),
    nextDealer: seat,
    over: z.boolean(),
    winner: z.nullable(seat),
  });
  return { match, hand: HandRecordSchema };
}

let built: ReturnType<typeof build> | undefined;

/**
 * The zod schema of a {@link Match} as plain JSON data, built on first use: every field required, unknown fields
 * refused. It checks the shape only; {@link deserializeMatch} also checks that the numbers add up.
 * @example
 * matchSchema().safeParse(newMatch({ ruleset: presets.classic, seed: 1 })).success; // true
 */
export function matchSchema(): ReturnType<typeof build>["match"] {
  built ??= build();
  return built.match;
}

// Compile-time proof that the schemas list exactly the fields of the types they read.
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : never) : never;
type Fits<A, B> = [A] extends [B] ? SameKeys<A, B> : never;
type Parsed = z.infer<ReturnType<typeof build>["match"]>;
type ParsedHand = Parsed["hands"][number];
type ParsedSide = ParsedHand["sheet"]["sides"][number];
const _match: Fits<Parsed, Match> = true;
const _hand: Fits<ParsedHand, HandRecord> = true;
const _end: Fits<ParsedHand["end"], HandEnd> = true;
const _sheet: Fits<ParsedHand["sheet"], ScoreSheet> = true;
const _side: Fits<ParsedSide, SideScore> = true;
const _line: Fits<ParsedSide["burraco"][number], BurracoLine> = true;
void [_match, _hand, _end, _sheet, _side, _line];

