/**
 * Checking that a value is a match the engine could have recorded.
 * @module
 */
import * as z from "zod/mini";
import { DATA_BUDGET, readData } from "../input/read.js";
import { err, ok, type Result } from "../result.js";
import { defineRuleset, describeIssue } from "../rules/define.js";
import { RulesetSchema } from "../rules/ruleset.js";
import type { BurracoLine, ScoreSheet, SideScore } from "../scoring/types.js";
import { initialSides } from "../state/seats.js";
import type { HandEnd } from "../state/types.js";
import { matchOutcome, pairsHand } from "./outcome.js";
import { creditsOf, matchSideCount } from "./sides.js";
import { matchHandSeed } from "./startHand.js";
import type { HandRecord, Match } from "./types.js";

const seat = z.number().check(z.int(), z.gte(0), z.lte(3));
const points = z.number().check(z.int(), z.gte(-100_000_000), z.lte(100_000_000));
const list = <T extends z.core.SomeType>(item: T) => z.array(item).check(z.maxLength(4));

const BurracoLineSchema = z.strictObject({
  meld: z.number().check(z.int(), z.gte(0), z.lte(200)),
  class: z.enum(["clean", "semi-clean", "dirty", "royal", "super"]),
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
  end: z.strictObject({ reason: z.enum(["closed", "stock-exhausted", "stalemate"]), closedBy: z.nullable(seat) }),
  sheet: z.strictObject({ sides: list(SideScoreSchema), ended: z.boolean() }),
  credits: list(points),
  totals: list(points),
});

/** The zod object behind {@link MatchSchema}. */
const matchObject = z.strictObject({
  ruleset: RulesetSchema,
  seed: z.union([z.number(), z.string().check(z.maxLength(1000))]),
  totals: list(points),
  hands: z.array(HandRecordSchema).check(z.maxLength(10_000)),
  nextDealer: seat,
  over: z.boolean(),
  winner: z.nullable(seat),
});

/**
 * The zod schema of a {@link Match} as plain JSON data: every field required, unknown fields
 * refused. It checks the shape only; {@link checkMatch} and {@link deserializeMatch} also check
 * that the numbers add up.
 * @example
 * MatchSchema.safeParse(newMatch({ ruleset: presets.classic, seed: 1 })).success; // true
 */
export const MatchSchema: z.ZodMiniType<Match> = matchObject;

// Compile-time proof that the schemas list exactly the fields of the types they read.
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : never) : never;
type Fits<A, B> = [A] extends [B] ? SameKeys<A, B> : never;
type Parsed = z.infer<typeof matchObject>;
type ParsedHand = Parsed["hands"][number];
type ParsedSide = ParsedHand["sheet"]["sides"][number];
const _match: Fits<Parsed, Match> = true;
const _hand: Fits<ParsedHand, HandRecord> = true;
const _end: Fits<ParsedHand["end"], HandEnd> = true;
const _sheet: Fits<ParsedHand["sheet"], ScoreSheet> = true;
const _side: Fits<ParsedSide, SideScore> = true;
const _line: Fits<ParsedSide["burraco"][number], BurracoLine> = true;
void [_match, _hand, _end, _sheet, _side, _line];

/**
 * Checks that a value is a match this library could have recorded, and returns a fresh copy with
 * a frozen ruleset: the shape ({@link MatchSchema}, each field read once), then that the record
 * adds up. What is recomputed and must agree: each hand's number, seed ({@link matchHandSeed}),
 * dealer (R2.3) and pairing (R11.3); each score sheet's totals as the sum of its lines (R9.7); each
 * hand's credits from its sheet (R11.3) and the running totals; that no hand was played after the
 * match ended; the next dealer, `over` and `winner` (R10.1, R10.2). Refusals are `match/invalid`.
 * Never throws.
 * @example
 * checkMatch(newMatch({ ruleset: presets.classic, seed: 7 })).ok; // true
 * checkMatch({}).ok;                                              // false
 */
export function checkMatch(value: unknown): Result<Match> {
  const read = readMatch(value);
  if (!read.ok) return read;
  const match = read.value;
  const problem = matchProblem(match);
  return problem === null ? ok(match) : err("match/invalid", `match: ${problem[0]} (${problem[1]})`, problem[1]);
}

// A match of 10,000 hands (the schema's limit) holds about 600,000 values.
const MATCH_BUDGET = Object.freeze({ ...DATA_BUDGET, nodes: 1_000_000 });

/**
 * A fresh copy of a value that has the shape of a match ({@link MatchSchema}, each field read once,
 * the ruleset checked and frozen), without checking that its record adds up: what `startHand` and
 * `recordHand` need to never throw, while a test or a tool may still set totals by hand.
 * `match/invalid` otherwise. Never throws.
 * @internal
 * @example
 * readMatch({ ...newMatch({ seed: 1 }), totals: [1000, 0] }).ok; // true: the shape is right
 */
export function readMatch(value: unknown): Result<Match> {
  const copy = readData(value, "match", MATCH_BUDGET);
  if (!copy.ok) return err("match/invalid", copy.error.message);
  const parsed = matchObject.safeParse(copy.value, { reportInput: true });
  if (!parsed.success) return err("match/invalid", describeIssue(parsed.error, "match"));
  const rules = defineRuleset(parsed.data.ruleset);
  if (!rules.ok) return err("match/invalid", `match: ${rules.error.message}`, "§12");
  return ok({ ...parsed.data, ruleset: rules.value });
}

const PAIRED_SIDES: readonly (readonly number[])[] = [
  [0, 1, 1],
  [0, 1, 0],
  [0, 0, 2],
];

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The first thing in a match record that does not add up, as [message, rule], or `null`. */
function matchProblem(match: Match): [string, string] | null {
  const rs = match.ruleset;
  const players = rs.players;
  const count = matchSideCount(players);
  const seating = initialSides(players);
  let totals: readonly number[] = Array.from({ length: count }, () => 0);
  let over = false;
  for (const [i, hand] of match.hands.entries()) {
    const at = `hands[${i}]`;
    if (over) return [`${at}: the match was already over`, "R10.1"];
    if (hand.number !== i + 1) return [`${at}: number ${hand.number}, expected ${i + 1}`, "R10.1"];
    if (hand.seed !== matchHandSeed(match.seed, i + 1)) return [`${at}: seed ${JSON.stringify(hand.seed)}, expected ${JSON.stringify(matchHandSeed(match.seed, i + 1))}`, "R2.2"];
    if (hand.dealer !== i % players) return [`${at}: dealer ${hand.dealer}, expected seat ${i % players}`, "R2.3"];
    const pairing = pairsHand(totals, rs);
    if (hand.pairing !== pairing) return [`${at}: pairing ${hand.pairing}, but the totals say ${pairing}`, "R11.3"];
    if (!sameList(hand.sides, seating) && !(pairing && PAIRED_SIDES.some((p) => sameList(p, hand.sides)))) {
      return [`${at}: sides ${JSON.stringify(hand.sides)} is not a seating of ${players} players`, pairing ? "R11.3" : "R2.1"];
    }
    if (hand.end.reason === "closed" ? hand.end.closedBy === null || hand.end.closedBy >= players : hand.end.closedBy !== null) {
      return [`${at}: end ${JSON.stringify(hand.end)} does not fit the table`, "R7.1"];
    }
    const sheetProblem = checkSheet(hand.sheet, hand.sides, players === 4 ? 2 : players);
    if (sheetProblem !== null) return [`${at}.sheet: ${sheetProblem}`, "R9.7"];
    const credits = creditsOf(players, hand.sides, hand.sheet);
    if (!sameList(hand.credits, credits)) return [`${at}: credits ${JSON.stringify(hand.credits)}, the sheet gives ${JSON.stringify(credits)}`, "R11.3"];
    const after = totals.map((t, side) => t + (credits[side] ?? 0));
    if (!sameList(hand.totals, after)) return [`${at}: totals ${JSON.stringify(hand.totals)}, expected ${JSON.stringify(after)}`, "R10.1"];
    totals = after;
    over = matchOutcome(totals, rs).over;
  }
  if (!sameList(match.totals, totals)) return [`totals ${JSON.stringify(match.totals)}, the hands add up to ${JSON.stringify(totals)}`, "R10.1"];
  const nextDealer = match.hands.length % players;
  if (match.nextDealer !== nextDealer) return [`nextDealer ${match.nextDealer}, expected seat ${nextDealer}`, "R2.3"];
  const outcome = matchOutcome(totals, rs);
  if (match.over !== outcome.over || match.winner !== outcome.winner) {
    return [`over ${match.over} and winner ${match.winner}, the totals say ${outcome.over} and ${outcome.winner}`, "R10.2"];
  }
  return null;
}

function checkSheet(sheet: ScoreSheet, sides: readonly number[], sideCount: number): string | null {
  if (!sheet.ended) return "the hand is marked as not ended";
  if (sheet.sides.length !== sideCount) return `${sheet.sides.length} sides, expected ${sideCount}`;
  for (const [j, s] of sheet.sides.entries()) {
    const seats = sides.flatMap((side, seat) => (side === j ? [seat] : []));
    if (s.side !== j || !sameList(s.seats, seats)) return `sides[${j}] is side ${s.side} with seats ${JSON.stringify(s.seats)}, expected side ${j} with ${JSON.stringify(seats)}`;
    const bonus = s.burraco.reduce((sum, b) => sum + b.bonus, 0);
    if (bonus !== s.burracoBonus) return `sides[${j}].burracoBonus ${s.burracoBonus} is not the sum of its burraco lines (${bonus})`;
    const sum = s.meldPoints + s.burracoBonus + s.closing + s.handPenalty + s.pozzettoPenalty + s.unplayedPozzetto;
    if (sum !== s.total) return `sides[${j}].total ${s.total} is not the sum of its lines (${sum})`;
  }
  return null;
}
