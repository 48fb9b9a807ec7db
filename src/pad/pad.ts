/**
 * The score pad: a match, or a tournament round, kept from real tables' counts (RULES.md R9.9,
 * §10). It stores the counts only; every total is derived from them.
 * @module
 */
import { readFields } from "../input/read.js";
import { describeValue, err, ok, type Result } from "../result.js";
import { checkRuleset } from "../rules/checked.js";
import type { Ruleset } from "../rules/ruleset.js";
import { readCounts, type SideCount } from "../scoring/count.js";
import { matchOutcome, startingSide } from "../scoring/outcome.js";
import { sheetOfCounts } from "../scoring/scoreCount.js";
import type { ScoreSheet } from "../scoring/types.js";
import { victoryPoints } from "../scoring/victoryPoints.js";
import { sideCountFor } from "../state/seats.js";

/**
 * The hands of a tournament round (R10.3), or `null` for a match played to the ruleset's target
 * (R10.1).
 * @example
 * const round: PadRound = 3;
 * newScorePad({ ruleset: presets.classic, round }).ok; // true
 */
export type PadRound = 2 | 3 | 4 | null;

/**
 * A score pad: plain data, never changed in place ({@link addCounts} returns a new pad). It holds
 * what a table says and nothing derived: the totals, the winner and the victory points come from
 * {@link padSummary}.
 * @example
 * const r = newScorePad({ ruleset: presets.classic, round: 3 });
 * const pad: ScorePad | undefined = r.value;
 * pad?.hands; // []
 */
export interface ScorePad {
  /** The rules the counts are scored by: bonuses, penalties, `targetScore`, `tieBreak`. */
  readonly ruleset: Ruleset;
  /** A tournament round of 2, 3 or 4 hands between two sides (R10.3), or `null`: a match to the target (R10.1). */
  readonly round: PadRound;
  /** The side that played first in the match, for `tieBreak: "starting-side"` (R10.2). */
  readonly firstSide: number;
  /** Each hand's counts, one per side, first hand first. */
  readonly hands: readonly (readonly SideCount[])[];
}

/**
 * Options of {@link newScorePad}.
 * @example
 * const options: NewScorePadOptions = { ruleset: presets.classic, round: 4, firstSide: 0 };
 */
export interface NewScorePadOptions {
  /** The rules: any valid ruleset (a preset, a spread of one, one from `defineRuleset`), checked as `newHand` checks it. */
  readonly ruleset: Ruleset;
  /** A tournament round of 2, 3 or 4 hands (R10.3), or `null` (the default): a match to the target. */
  readonly round?: PadRound;
  /** The side that played first (default: the side of seat 1, as in a match, R2.3). */
  readonly firstSide?: number;
}

/**
 * What a pad's counts add up to.
 * @example
 * const pad = newScorePad({ ruleset: presets.classic, round: 3 });
 * if (!pad.ok) throw new Error(pad.error.message);
 * const us: SideCount = { meldPoints: 185, burraco: ["clean"], closed: true, pozzetto: "taken", unplayedPoints: 0, handPoints: 10, penaltyPoints: 0 };
 * const them: SideCount = { meldPoints: 70, burraco: [], closed: false, pozzetto: "not-taken", unplayedPoints: 0, handPoints: 45, penaltyPoints: 10 };
 * const next = addCounts(pad.value, [us, them]);
 * if (!next.ok) throw new Error(next.error.message);
 * const summary: PadSummary = padSummary(next.value);
 * summary.totals; // [475, -85]
 * summary.over;   // false: a round of 3 hands, 1 played
 */
export interface PadSummary {
  /** Each hand's itemised sheet (R9.1–R9.8), as {@link scoreCount} gives it. */
  readonly sheets: readonly ScoreSheet[];
  /** Each side's running total after every hand: `running[h][side]`. */
  readonly running: readonly (readonly number[])[];
  /** Each side's total (R10.1). */
  readonly totals: readonly number[];
  /** A match: a side reached the target and the tie-break did not play on (R10.1, R10.2). A round: all its hands are in. */
  readonly over: boolean;
  /** The winning side once `over` (a round whose totals tie has none), else `null`. */
  readonly winner: number | null;
  /**
   * A round only (else `null`): each side's victory points (R10.3) for the hands counted so far,
   * by side, from the number of hands the round was to have, even when it ended early.
   */
  readonly victoryPoints: readonly number[] | null;
}

/**
 * Checks a pad's round and first side against its (checked) ruleset: the part of a pad that is
 * not counts. `pad/invalid`, naming R10.3 for a round the rule does not allow.
 * @internal
 */
export function padFrame(rs: Ruleset, round: unknown, first: unknown, what: string): Result<ScorePad> {
  const sides = sideCountFor(rs.players);
  const r = round ?? null;
  const firstSide = first ?? startingSide(rs);
  // R10.3's bands are in fives, so a round's difference must be one: every value it adds up is.
  const values = [rs.cleanBurracoBonus, rs.semiCleanBurracoBonus, rs.dirtyBurracoBonus, rs.closingBonus];
  const fives = [...values, rs.pozzettoPenalty, rs.royalBurraco ?? 0, rs.superBurraco ?? 0].every((v) => v % 5 === 0);
  if (r !== null && (![2, 3, 4].includes(r as number) || sides !== 2 || !fives))
    return err("pad/invalid", `${what}: a round is 2, 3 or 4 hands between two sides, in fives (R10.3)`, "R10.3");
  if (!Number.isInteger(firstSide) || (firstSide as number) < 0 || (firstSide as number) >= sides)
    return err("pad/invalid", `${what}.firstSide: not a side of the table: ${describeValue(firstSide)}`);
  return ok({ ruleset: rs, round: r as PadRound, firstSide: firstSide as number, hands: [] });
}

/**
 * A new, empty score pad. Its options are read once; the ruleset is checked as `newHand`
 * checks it (`ruleset/invalid`; the pad keeps a frozen copy); `pad/invalid` for a round that is
 * not 2, 3 or 4 hands or not between two sides,
 * or under a ruleset whose bonuses or penalties are not multiples of 5 (R10.3's bands are in
 * fives), or a first side the table does not have. Never throws.
 * @example
 * const pad = newScorePad({ ruleset: presets.classic, round: 3 });
 * if (pad.ok) pad.value.hands.length; // 0
 * newScorePad({ ruleset: presets.threePlayers, round: 3 }).error?.code; // "pad/invalid": a round is between two sides
 * newScorePad({ ruleset: { ...presets.classic, targetScore: 505 } }).ok; // true
 * newScorePad({ ruleset: { ...presets.classic, players: 5 as 4 } }).error?.code; // "ruleset/invalid"
 */
export function newScorePad(options: NewScorePadOptions): Result<ScorePad> {
  const f = readFields(options, ["ruleset", "round", "firstSide"], "score pad options");
  if (!f.ok) return err("pad/invalid", f.error.message);
  // Checked by value, as newHand checks it (issue 26), with the same code.
  const rs = checkRuleset(f.value.ruleset);
  if (!rs.ok) return rs;
  return padFrame(rs.value, f.value.round, f.value.firstSide, "score pad options");
}

/**
 * What a pad's counts add up to: each hand's sheet, the running totals, whether the match (or
 * round) is over, the winner (R10.1, R10.2, with the pad's `firstSide` for `"starting-side"`) and,
 * for a round, the victory points (R10.3). Trusts `pad` to be one this library made
 * ({@link newScorePad}, {@link addCounts}, {@link deserializePad}).
 * @example
 * const pad = newScorePad({ ruleset: presets.classic, round: 3 });
 * if (!pad.ok) throw new Error(pad.error.message);
 * padSummary(pad.value).totals; // [0, 0]
 * padSummary(pad.value).victoryPoints; // [10, 10]: a round not yet played is a draw
 */
export function padSummary(pad: ScorePad): PadSummary {
  const rs = pad.ruleset;
  const sheets = pad.hands.map((counts) => sheetOfCounts(counts, rs));
  let totals: readonly number[] = Array.from({ length: sideCountFor(rs.players) }, () => 0);
  const running: (readonly number[])[] = [];
  for (const sheet of sheets) {
    totals = plus(totals, sheet);
    running.push(totals);
  }
  remember(pad, totals);
  return { sheets, running, totals, ...padOutcome(pad, totals, pad.hands.length) };
}

/** `totals` after one more hand's sheet. */
function plus(totals: readonly number[], sheet: ScoreSheet): readonly number[] {
  // Stryker disable next-line OptionalChaining: a sheet has a side for each of the totals (both come from the ruleset's players)
  return totals.map((t, side) => t + (sheet.sides[side]?.total ?? 0));
}

/**
 * The most hands a pad holds: the most its save holds ({@link deserializePad} reads no more).
 * @internal
 */
export const MAX_PAD_HANDS = 10_000;

/**
 * Each pad's totals, kept beside it: a pad holds only what the tables said (its totals are
 * derived), yet adding a hand must score that hand alone, not every hand before it (E2). Keyed by
 * the pad and checked against its hands list, so a pad rebuilt by hand is summed once, afresh.
 */
const knownTotals = new WeakMap<
  ScorePad,
  { readonly hands: ScorePad["hands"]; readonly length: number; readonly totals: readonly number[] }
>();

function remember(pad: ScorePad, totals: readonly number[]): void {
  knownTotals.set(pad, { hands: pad.hands, length: pad.hands.length, totals });
}

/**
 * A pad's totals (R10.1): remembered for a pad this library returned, else summed once.
 * @internal
 */
export function padTotals(pad: ScorePad): readonly number[] {
  const known = knownTotals.get(pad);
  if (known !== undefined && known.hands === pad.hands && known.length === pad.hands.length) return known.totals;
  return padSummary(pad).totals;
}

/**
 * Whether a pad with these totals after `played` hands is over, its winner and, for a round, the
 * victory points by side (R10.1–R10.3). Trusts its arguments.
 * @internal
 */
export function padOutcome(
  pad: Omit<ScorePad, "hands">,
  totals: readonly number[],
  played: number,
): Pick<PadSummary, "over" | "winner" | "victoryPoints"> {
  if (pad.round === null) return { ...matchOutcome(totals, pad.ruleset, pad.firstSide), victoryPoints: null };
  const [a = 0, b = 0] = totals;
  // padFrame keeps a round's values in fives, so the difference is always one R10.3 reads.
  const vp = victoryPoints(Math.abs(a - b), pad.round);
  // Stryker disable next-line ArrayDeclaration: unreachable, padFrame keeps a round's values in fives, so R10.3 reads every difference
  const [high, low] = vp.ok ? vp.value : [10, 10];
  const over = played >= pad.round;
  // Stryker disable next-line EqualityOperator: `a > b` is the same, a tie scores 10–10 either way (R10.3)
  const bySide = a >= b ? [high, low] : [low, high];
  // A tie has no winner, whichever way it is tested.
  return { over, winner: !over ? null : a > b ? 0 : b > a ? 1 : null, victoryPoints: bySide };
}

/**
 * Adds a hand's counts, one per side, to a pad: read once and checked as {@link scoreCount} checks
 * them (`count/invalid`, with the rule). Refused with `pad/over` once the match is over (R10.1) or
 * the round has all its hands (R10.3); `pad/invalid` past 10,000 hands, the most a save holds.
 * Scores the new hand only: the pad's totals are remembered, so adding a hand costs the same
 * whatever the pad's length. Returns a new pad; never throws. Trusts `pad` as {@link padSummary} does.
 * @example
 * const pad = newScorePad({ ruleset: presets.classic, round: 3 });
 * if (!pad.ok) throw new Error(pad.error.message);
 * const us: SideCount = { meldPoints: 185, burraco: ["clean"], closed: true, pozzetto: "taken", unplayedPoints: 0, handPoints: 10, penaltyPoints: 0 };
 * const them: SideCount = { meldPoints: 70, burraco: [], closed: false, pozzetto: "not-taken", unplayedPoints: 0, handPoints: 45, penaltyPoints: 10 };
 * const next = addCounts(pad.value, [us, them]);
 * if (next.ok) padSummary(next.value).totals; // [475, -85]
 * addCounts(pad.value, [us, us]).ok; // false: both sides cannot have closed
 */
export function addCounts(pad: ScorePad, counts: readonly SideCount[]): Result<ScorePad> {
  // The pad's totals are remembered, so a hand costs the same at the 4,000th as at the first (E2).
  const totals = padTotals(pad);
  if (padOutcome(pad, totals, pad.hands.length).over)
    return pad.round === null
      ? err("pad/over", "the match is over: a side reached the target (R10.1)", "R10.1")
      : err("pad/over", `the round had its ${pad.round} hands (R10.3)`, "R10.3");
  if (pad.hands.length >= MAX_PAD_HANDS)
    return err("pad/invalid", `a pad holds at most ${MAX_PAD_HANDS} hands, the most its save can hold`);
  const read = readCounts(counts, pad.ruleset);
  if (!read.ok) return read;
  // concat, not a spread: one copy of the list, without the iterator.
  const next: ScorePad = { ...pad, hands: pad.hands.concat([read.value]) };
  remember(next, plus(totals, sheetOfCounts(read.value, pad.ruleset)));
  return ok(next);
}
