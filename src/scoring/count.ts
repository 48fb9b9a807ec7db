/**
 * A real table's count of a hand (RULES.md R9.9): its type, and the one read that refuses a count
 * no hand could produce.
 * @module
 */
import { POINTS } from "../cards/card.js";
import { readFields, readList } from "../input/read.js";
import { isCleanClass } from "../melds/burraco.js";
import { type BurracoClass, burracoClasses } from "../melds/types.js";
import { describeValue, err, ok, type Result } from "../result.js";
import type { Ruleset } from "../rules/ruleset.js";
import { sideCountFor } from "../state/seats.js";

/**
 * What became of a side's pozzetto (R6, R9.5, R9.6): never taken, taken (and played, or taken
 * directly), or taken on discard and never played (R6.3).
 * @example
 * // Taken on a discard and never played: counted against the side (R9.6).
 * const pozzetto: PozzettoCount = "unplayed";
 * pozzettoCounts.includes(pozzetto); // true
 */
export type PozzettoCount = "not-taken" | "taken" | "unplayed";

/**
 * The pozzetto outcomes of a count, in order.
 * @example
 * pozzettoCounts.includes("taken"); // true
 */
export const pozzettoCounts: readonly PozzettoCount[] = /* @__PURE__ */ Object.freeze([
  "not-taken",
  "taken",
  "unplayed",
]);

/**
 * One side's count after a hand played with real cards (R9.9): what the players add up at the
 * table. Every field is required; points are card points (R1.2), so multiples of 5.
 * @example
 * const count: SideCount = {
 *   meldPoints: 185, burraco: ["clean", "dirty"], closed: true, pozzetto: "taken",
 *   unplayedPoints: 0, handPoints: 0, penaltyPoints: 0,
 * };
 */
export interface SideCount {
  /** R9.1: points of every card in the side's melds. */
  readonly meldPoints: number;
  /** R9.2: the class of each of the side's burraco, in any order. */
  readonly burraco: readonly BurracoClass[];
  /** R9.3: whether a player of this side closed. */
  readonly closed: boolean;
  /** R9.5, R9.6: what became of the side's pozzetto. */
  readonly pozzetto: PozzettoCount;
  /** R9.6: points of the pozzetto taken on discard and never played (0 unless `pozzetto` is `"unplayed"`). */
  readonly unplayedPoints: number;
  /** R9.4: points of the cards left in the side's players' hands, not counting an unplayed pozzetto. */
  readonly handPoints: number;
  /** R9.8: points of the cards a referee penalised. */
  readonly penaltyPoints: number;
}

/**
 * The fields of a {@link SideCount}, in order: the one list the count reader reads.
 * @internal
 */
const SIDE_COUNT_FIELDS = /* @__PURE__ */ Object.freeze([
  "meldPoints",
  "burraco",
  "closed",
  "pozzetto",
  "unplayedPoints",
  "handPoints",
  "penaltyPoints",
] as const satisfies readonly (keyof SideCount)[]);

/** The deck's points (R1.1, R1.2): 1,080. */
const DECK_POINTS = 1080;

class Refused {
  constructor(
    readonly message: string,
    readonly rule?: string,
  ) {}
}

/** Refuses the count: `message` names the field, `rule` the game rule it breaks (§13). */
function refuse(message: string, rule?: string): never {
  throw new Refused(rule === undefined ? message : `${message} (${rule})`, rule);
}

/** The most points `n` cards can hold: the deck's `n` highest. */
function mostPoints(n: number): number {
  return Array.from(POINTS)
    .sort((a, b) => b - a)
    .slice(0, n)
    .reduce((a, b) => a + b, 0);
}

function points(value: unknown, at: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) refuse(`${at}: not a number: ${describeValue(value)}`);
  const n = value as number;
  if (n < 0 || n % 5 !== 0) refuse(`${at}: ${n} is not a number of card points (multiples of 5)`, "R1.2");
  if (n > DECK_POINTS) refuse(`${at}: ${n} is more than the deck's ${DECK_POINTS}`, "R1.1");
  return n;
}

function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Refused(r.error.message);
  return r.value;
}

function readSide(value: unknown, at: string, rs: Ruleset): SideCount {
  const f = unwrap(readFields(value, SIDE_COUNT_FIELDS, at));
  for (const key of SIDE_COUNT_FIELDS) if (!(key in f)) refuse(`${at}: missing field "${key}"`);
  const meldPoints = points(f.meldPoints, `${at}.meldPoints`);
  // At most 15 burraco of 7 cards fit in 108 cards (R5.1).
  const burraco = unwrap(readList(f.burraco, 15, `${at}.burraco`)) as BurracoClass[];
  for (const cls of burraco) {
    if (!burracoClasses.includes(cls)) refuse(`${at}.burraco: not a burraco class: ${describeValue(cls)}`);
    const unscored =
      cls === "semi-clean"
        ? !rs.semiClean
        : cls === "royal"
          ? rs.royalBurraco === null
          : cls === "super" && rs.superBurraco === null;
    if (unscored)
      refuse(
        `${at}.burraco: the ruleset scores no ${cls} burraco`,
        cls === "semi-clean" ? "R5.3" : cls === "royal" ? "R5.5" : "R5.6",
      );
  }
  if (meldPoints < 35 * burraco.length)
    refuse(`${at}: ${burraco.length} burraco of 7 cards need ${35 * burraco.length} melded points`, "R5.1");
  const closed = f.closed;
  if (typeof closed !== "boolean") refuse(`${at}.closed: not true or false: ${describeValue(closed)}`);
  const pozzetto = f.pozzetto as PozzettoCount;
  if (!pozzettoCounts.includes(pozzetto))
    refuse(`${at}.pozzetto: not "not-taken", "taken" or "unplayed": ${describeValue(pozzetto)}`);
  const unplayedPoints = points(f.unplayedPoints, `${at}.unplayedPoints`);
  const handPoints = points(f.handPoints, `${at}.handPoints`);
  const penaltyPoints = points(f.penaltyPoints, `${at}.penaltyPoints`);
  const unplayed = pozzetto === "unplayed";
  if (!unplayed && unplayedPoints !== 0) refuse(`${at}: unplayed points without an unplayed pozzetto`, "R9.6");
  if (unplayed) {
    // R2.2: a pozzetto holds 11 cards (with three players, 11 or 18).
    const most = mostPoints(rs.players === 3 ? 18 : 11);
    if (unplayedPoints < 55 || unplayedPoints > most)
      refuse(`${at}: an unplayed pozzetto holds 55 to ${most} points`, "R2.2");
  }
  if (closed) {
    const clean = rs.closeRequires === "clean-burraco";
    if (pozzetto === "not-taken") refuse(`${at} closed without its pozzetto`, "R7.1");
    if (!burraco.some((c) => !clean || isCleanClass(c)))
      refuse(`${at} closed without ${clean ? "a clean" : "a"} burraco`, "R7.1");
    if (rs.players !== 4 && (handPoints > 0 || unplayed)) refuse(`${at} closed, so its player holds no card`, "R7.1");
  }
  return { meldPoints, burraco, closed: closed as boolean, pozzetto, unplayedPoints, handPoints, penaltyPoints };
}

function readAll(value: unknown, rs: Ruleset): SideCount[] {
  const sides = sideCountFor(rs.players);
  const list = unwrap(readList(value, 4, "counts"));
  if (list.length !== sides)
    refuse(`counts: ${list.length} sides, ${rs.players} players make ${sides}`, rs.players === 3 ? "R11.1" : "R2.1");
  const counts = list.map((side, i) => readSide(side, `counts[${i}]`, rs));
  if (counts.filter((c) => c.closed).length > 1) refuse("counts: two sides closed", "R7.1");
  if (counts.filter((c) => c.pozzetto !== "not-taken").length > 2)
    refuse("counts: three pozzetti taken, the deal has two", "R11.2");
  const total = counts.reduce((a, c) => a + c.meldPoints + c.handPoints + c.unplayedPoints + c.penaltyPoints, 0);
  if (total > DECK_POINTS) refuse(`counts: ${total} points in all, the deck holds ${DECK_POINTS}`, "R1.1");
  return counts;
}

/**
 * Reads a table's counts once (R9.9): each field through its descriptor, into fresh values, then
 * every check R9.9 lists. `count/invalid`, with the rule when a game rule is broken. Trusts
 * `ruleset` to be checked.
 * @internal
 */
export function readCounts(value: unknown, ruleset: Ruleset): Result<SideCount[]> {
  try {
    return ok(readAll(value, ruleset));
  } catch (e) {
    if (e instanceof Refused) return err("count/invalid", e.message, e.rule);
    return err("count/invalid", "counts could not be read");
  }
}
