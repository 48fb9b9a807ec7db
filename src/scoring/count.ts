/**
 * A real table's count of a hand (RULES.md R9.9): its type, and the one read that refuses a count
 * no hand could produce.
 * @module
 */
import { POINTS } from "../cards/card.js";
import { readFields, readList } from "../input/read.js";
import { isCleanClass } from "../melds/burraco.js";
import { type BurracoClass, burracoClasses } from "../melds/types.js";
import { cleanMessage, describeValue, ok, type Result, type RuleError, ruleError } from "../result.js";
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
 *   unplayedPoints: 0, handPoints: 10, penaltyPoints: 0,
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
/** The most burraco all sides can hold: 7 cards each (R5.1) out of 108 (R1.1). */
const MOST_BURRACO = 15;
/** The most clean, royal and super burraco (no wildcard, R5.2): 7 naturals each of the deck's 104 (R1.1). */
const MOST_CLEAN = 14;
/** The most super burraco: all 8 cards of one of the 12 set ranks A, 3–K each (R4.1, R5.6). */
const MOST_SUPER = 12;

/**
 * The most burraco a hand can end with (R5.1): 7 cards each of the 108, less the cards that are
 * never melded when it ends — the last discard on the pile (every hand ends after a discard:
 * R3.1, R7.2, R8), one card at least in the hand of each player who did not close (R3.1), and under
 * `stockExhaustion: "two-left"` the two stock cards never drawn (R8.1). 14 but at two players, and
 * at three with a close, under `"pozzetto-replaces"` (15).
 */
function mostBurraco(rs: Ruleset, closed: boolean): number {
  const kept = 1 + rs.players - (closed ? 1 : 0) + (rs.stockExhaustion === "two-left" ? 2 : 0);
  return Math.min(MOST_BURRACO, Math.floor((108 - kept) / 7));
}

/**
 * The least melded points of one burraco by class (R9.9), with sets and with runs only (R4.10):
 * clean seven 3s, or 3…9 of a suit; semi-clean seven 3s and a 2, or 3…9 and a 2; dirty six 3s and
 * a 2, or 3…8 and a 2; royal A…K of a suit; super eight 3s.
 */
const LEAST_BY_CLASS: Readonly<Record<BurracoClass, readonly [sets: number, runsOnly: number]>> = {
  clean: [35, 45],
  "semi-clean": [55, 65],
  dirty: [50, 55],
  royal: [120, 120],
  super: [40, 40],
};

/** The points of a pozzetto of 11 and of 18 cards (R2.2): its cheapest to its dearest cards. */
const POZZETTO_11 = { least: 55, most: 260 } as const;
const POZZETTO_18 = { least: 90, most: 370 } as const;

/** Why the count is refused: `message` names the field, `rule` the game rule it breaks (§13). */
function refusal(message: string, rule?: string): RuleError {
  return ruleError("count/invalid", cleanMessage(rule === undefined ? message : `${message} (${rule})`), rule);
}

/** A failed `Result` of `error`. */
function fail(error: RuleError): Result<never> {
  return { ok: false, error };
}

/** {@link refusal} as a failed `Result`. */
function refuse(message: string, rule?: string): Result<never> {
  return fail(refusal(message, rule));
}

/** The deck's points, cheapest first (R1.2). */
const ASCENDING = /* @__PURE__ */ Array.from(POINTS).sort((a, b) => a - b);

/** The least points `n` cards of the deck can hold: its `n` cheapest. */
function leastPoints(n: number): number {
  let sum = 0;
  // n is at most 105 (15 burraco, checked before), under the deck's 108: no bound on i is needed.
  for (let i = 0; i < n; i++) sum += ASCENDING[i] as number;
  return sum;
}

/** `n` and the noun, singular for one: "1 side", "2 sides". */
function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Why `value` is not a number of card points (R1.1, R1.2), or `null`. */
function checkPoints(value: unknown, at: string): RuleError | null {
  // Number.isFinite is false for anything but a finite number (it does not convert).
  if (!Number.isFinite(value)) return refusal(`${at}: not a number: ${describeValue(value)}`);
  const n = value as number;
  if (n < 0) return refusal(`${at}: ${n} is negative: card points are never below 0`, "R1.2");
  if (n % 5 !== 0) return refusal(`${at}: ${n} is not a number of card points (multiples of 5)`, "R1.2");
  if (n > DECK_POINTS) return refusal(`${at}: ${n} is more than the deck's ${DECK_POINTS}`, "R1.1");
  return null;
}

/**
 * The first own string key of `value` that a count has not, if any: only asked once the generic
 * reader refused the value, so that the message names the field instead of counting fields.
 */
function unknownField(value: unknown): string | undefined {
  try {
    // Reflect.ownKeys throws on a value that is not an object: the catch answers for it.
    const fields: readonly string[] = SIDE_COUNT_FIELDS;
    return Reflect.ownKeys(value as object).find((k): k is string => typeof k === "string" && !fields.includes(k));
  } catch {
    return undefined;
  }
}

function fieldsOfSide(value: unknown, at: string): Result<Record<string, unknown>> {
  const f = readFields(value, SIDE_COUNT_FIELDS, at);
  if (f.ok) return f;
  const extra = unknownField(value);
  return refuse(extra === undefined ? f.error.message : `${at}: unknown field ${describeValue(extra)}`);
}

/** Why `cls` is not a burraco class the ruleset scores (R5), or `null`. */
function checkClass(cls: unknown, at: string, rs: Ruleset): RuleError | null {
  if (!burracoClasses.includes(cls as BurracoClass))
    return refusal(`${at}.burraco: not a burraco class: ${describeValue(cls)}`);
  const unscored =
    cls === "semi-clean"
      ? !rs.semiClean
      : cls === "royal"
        ? rs.royalBurraco === null
        : cls === "super" && rs.superBurraco === null;
  if (unscored)
    return refusal(
      `${at}.burraco: the ruleset scores no ${cls} burraco`,
      cls === "semi-clean" ? "R5.3" : cls === "royal" ? "R5.5" : "R5.6",
    );
  // A super burraco is a set (R5.6): there is none when the ruleset has no sets (R4.10).
  if (cls === "super" && !rs.allowSets)
    return refusal(`${at}.burraco: a super burraco is a set; the ruleset has none`, "R4.10");
  return null;
}

/** The burraco classes of a side, each one the ruleset scores (R5). */
function readBurraco(value: unknown, at: string, rs: Ruleset): Result<BurracoClass[]> {
  const list = readList(value, MOST_BURRACO, `${at}.burraco`);
  if (!list.ok) return refuse(list.error.message);
  for (const cls of list.value) {
    const bad = checkClass(cls, at, rs);
    if (bad !== null) return fail(bad);
  }
  return ok(list.value as BurracoClass[]);
}

/** The point fields of a count, in the order they are checked. */
const POINT_FIELDS = ["meldPoints", "unplayedPoints", "handPoints", "penaltyPoints"] as const;

/** One side's count, read once and checked on its own (R2.2, R3.1, R5.1, R7.1, R9.6, R9.9). */
function readSide(value: unknown, at: string, rs: Ruleset): Result<SideCount> {
  const read = fieldsOfSide(value, at);
  if (!read.ok) return read;
  const f = read.value;
  for (const key of SIDE_COUNT_FIELDS) if (!(key in f)) return refuse(`${at}: missing field "${key}"`);
  for (const key of POINT_FIELDS) {
    const bad = checkPoints(f[key], `${at}.${key}`);
    if (bad !== null) return fail(bad);
  }
  const burraco = readBurraco(f.burraco, at, rs);
  if (!burraco.ok) return burraco;
  const classes = burraco.value;
  const closed = f.closed;
  if (typeof closed !== "boolean") return refuse(`${at}.closed: not true or false: ${describeValue(closed)}`);
  const pozzetto = f.pozzetto as PozzettoCount;
  if (!pozzettoCounts.includes(pozzetto))
    return refuse(`${at}.pozzetto: not "not-taken", "taken" or "unplayed": ${describeValue(pozzetto)}`);
  const meldPoints = f.meldPoints as number;
  const unplayedPoints = f.unplayedPoints as number;
  const handPoints = f.handPoints as number;
  // R5.1: each burraco is 7 cards at least, worth at least its class's cheapest 7 (or 8) cards.
  const column = rs.allowSets ? 0 : 1;
  const least = classes.reduce((sum, cls) => sum + LEAST_BY_CLASS[cls][column], 0);
  if (meldPoints < least)
    return refuse(
      `${at}: ${plural(classes.length, "burraco", "burraco")} need at least ${least} melded points`,
      "R5.1",
    );
  const unplayed = pozzetto === "unplayed";
  if (!unplayed && unplayedPoints !== 0) return refuse(`${at}: unplayed points without an unplayed pozzetto`, "R9.6");
  if (unplayed) {
    // R2.2: a pozzetto holds 11 cards (with three players 11 or 18: checkThreePlayerPozzetti tells which, R11.2).
    const most = rs.players === 3 ? POZZETTO_18.most : POZZETTO_11.most;
    if (unplayedPoints < POZZETTO_11.least || unplayedPoints > most)
      return refuse(`${at}: an unplayed pozzetto holds ${POZZETTO_11.least} to ${most} points`, "R2.2");
  }
  if (closed) {
    const clean = rs.closeRequires === "clean-burraco";
    if (pozzetto === "not-taken") return refuse(`${at} closed without its pozzetto`, "R7.1");
    if (!classes.some((cls) => !clean || isCleanClass(cls)))
      return refuse(`${at} closed without ${clean ? "a clean" : "a"} burraco`, "R7.1");
    if (rs.players !== 4 && (handPoints > 0 || unplayed))
      return refuse(`${at} closed, so its player holds no card`, "R7.1");
  }
  // R3.1: a player who did not close ends every turn holding a card, worth 5 at least; one whose
  // cards are an unplayed pozzetto (a side has one) counts them in R9.6, not here.
  const holding = (rs.players === 4 ? 2 : 1) - (closed ? 1 : 0) - (unplayed ? 1 : 0);
  if (handPoints < 5 * holding)
    return refuse(
      `${at}.handPoints: ${handPoints}, but ${plural(holding, "player")} of the side still ${holding === 1 ? "holds" : "hold"} cards (a turn ends on an empty hand only by closing): at least ${5 * holding}`,
      "R3.1",
    );
  // R6.3, R9.9: a pozzetto taken on the last discard and never played is its player's whole hand; with
  // four players the side's hand points are then the partner's, none when the partner closed.
  if (unplayed && handPoints > 0 && (rs.players !== 4 || closed))
    return refuse(
      `${at}.handPoints: ${handPoints}, but the unplayed pozzetto is its holder's whole hand${closed ? " and the closer holds no card" : ""}`,
      "R9.9",
    );
  return ok({
    meldPoints,
    burraco: classes,
    closed,
    pozzetto,
    unplayedPoints,
    handPoints,
    penaltyPoints: f.penaltyPoints as number,
  });
}

// Whether an unplayed pozzetto's points fit 11 or 18 cards: readSide already holds each to 55–370
// (R2.2), so only the other bound of each is asked.
const in11 = (n: number): boolean => n <= POZZETTO_11.most;
const in18 = (n: number): boolean => n >= POZZETTO_18.least;

/** R11.2: with three players the first pozzetto taken is the 18-card one, the second the 11-card one. */
function checkThreePlayerPozzetti(counts: readonly SideCount[], rs: Ruleset): RuleError | null {
  const unplayed = counts.filter((c) => c.pozzetto === "unplayed").map((c) => c.unplayedPoints);
  const taken = counts.filter((c) => c.pozzetto !== "not-taken").length;
  const [a = 0, b = 0] = unplayed;
  if (unplayed.length === 2 && !((in18(a) && in11(b)) || (in11(a) && in18(b))))
    return refusal(
      `counts: two unplayed pozzetti are one of 18 cards (${POZZETTO_18.least}–${POZZETTO_18.most} points) and one of 11 (${POZZETTO_11.least}–${POZZETTO_11.most})`,
      "R11.2",
    );
  // A lone pozzetto taken is the 18-card one, unless that one may have become the stock (R8.1).
  if (unplayed.length === 1 && taken === 1 && rs.stockExhaustion !== "pozzetto-replaces" && !in18(a))
    return refusal(
      `counts: the only pozzetto taken is the 18-card one, ${POZZETTO_18.least} to ${POZZETTO_18.most} points`,
      "R11.2",
    );
  return null;
}

/** The sides' counts, each read and checked on its own (R2.1, R11.1). */
function readSides(value: unknown, rs: Ruleset): Result<SideCount[]> {
  const sides = sideCountFor(rs.players);
  const list = readList(value, 4, "counts");
  if (!list.ok) return refuse(list.error.message);
  if (list.value.length !== sides)
    return refuse(
      `counts: ${plural(list.value.length, "side")}, ${rs.players} players make ${sides}`,
      rs.players === 3 ? "R11.1" : "R2.1",
    );
  const counts: SideCount[] = [];
  for (let i = 0; i < list.value.length; i++) {
    const side = readSide(list.value[i], `counts[${i}]`, rs);
    if (!side.ok) return side;
    counts.push(side.value);
  }
  return ok(counts);
}

/** Why the sides' counts together make no hand (R1.1, R5.1, R5.2, R5.6, R7.1, R9.9, R11.2), or `null`. */
function checkTogether(counts: readonly SideCount[], rs: Ruleset): RuleError | null {
  const taken = counts.filter((c) => c.pozzetto !== "not-taken").length;
  const classes = counts.flatMap((c) => c.burraco);
  const total = counts.reduce((a, c) => a + c.meldPoints + c.handPoints + c.unplayedPoints + c.penaltyPoints, 0);
  const off = uncounted(rs, taken);
  // The first refusal, in this order (`??` asks the next check only when one found nothing).
  return (
    (counts.filter((c) => c.closed).length > 1 ? refusal("counts: two sides closed", "R7.1") : null) ??
    (taken > 2 ? refusal("counts: three pozzetti taken, the deal has two", "R11.2") : null) ??
    (rs.players === 3 ? checkThreePlayerPozzetti(counts, rs) : null) ??
    checkBurracoCounts(counts, classes, rs) ??
    (total > DECK_POINTS ? refusal(`counts: ${total} points in all, the deck holds ${DECK_POINTS}`, "R1.1") : null) ??
    checkDeck(classes, rs) ??
    (total > DECK_POINTS - off
      ? refusal(
          `counts: ${total} points in all, but the cards no side counts (the last discard on the pile${rs.stockExhaustion === "two-left" ? ", the stock's last two and any pozzetto never taken" : ""}) hold at least ${off}: at most ${DECK_POINTS - off}`,
          "R9.9",
        )
      : null)
  );
}

/** Why the burraco of all sides are more than a hand's cards make (R5.1, R5.2, R5.6), or `null`. */
function checkBurracoCounts(
  counts: readonly SideCount[],
  classes: readonly BurracoClass[],
  rs: Ruleset,
): RuleError | null {
  const burraco = classes.length;
  const most = mostBurraco(
    rs,
    counts.some((c) => c.closed),
  );
  if (burraco > most)
    return refusal(`counts: ${burraco} burraco in all; the cards a hand leaves to meld make at most ${most}`, "R5.1");
  const clean = classes.filter(isCleanClass).length;
  if (clean > MOST_CLEAN)
    return refusal(
      `counts: ${clean} clean, royal or super burraco in all; the 104 natural cards make at most ${MOST_CLEAN}`,
      "R5.2",
    );
  const supers = classes.filter((c) => c === "super").length;
  if (supers > MOST_SUPER)
    return refusal(`counts: ${supers} super burraco in all; sets have ${MOST_SUPER} ranks`, "R5.6");
  // R5.1, R1.2: the burraco of all sides are 7 × their number cards at least, worth the deck's cheapest.
  const melded = counts.reduce((n, c) => n + c.meldPoints, 0);
  const cheapest = leastPoints(7 * burraco);
  if (melded < cheapest)
    return refusal(
      `counts: ${burraco} burraco are ${7 * burraco} cards at least, worth at least ${cheapest}; ${melded} melded points in all`,
      "R5.1",
    );
  return null;
}

/** The natural cards each burraco class holds at least (R5.2–R5.6): a wildcard stands beside 6 or 7. */
const NATURALS: Readonly<Record<BurracoClass, number>> = { clean: 7, "semi-clean": 7, dirty: 6, royal: 13, super: 8 };

/**
 * R9.9, the deck's own budget (R1.1: 96 naturals that are not 2s, 8 twos, 4 jokers): one wildcard in
 * each semi-clean and dirty burraco (R4.3); the naturals all burraco need, where a 2 is natural only
 * in its run's 2 position (R4.4: one a run, never in a set or a super) and only if no burraco's
 * wildcard is that 2; 8 royal (a suit's A…K, twice in the deck); with runs only (R4.10) a suit's 26
 * cards make 3 runs of 7 naturals (clean, semi-clean, royal).
 */
function checkDeck(classes: readonly BurracoClass[], rs: Ruleset): RuleError | null {
  const n = (cls: BurracoClass): number => classes.filter((c) => c === cls).length;
  const wild = n("semi-clean") + n("dirty");
  if (wild > 12)
    return refusal(
      `counts: ${wild} semi-clean and dirty burraco hold a wildcard each; the deck has 12 (8 twos, 4 jokers)`,
      "R9.9",
    );
  // The 2s that no burraco's wildcard is (the jokers first): each royal holds one of them, natural.
  const free = 8 - Math.max(0, wild - 4);
  if (n("royal") > free)
    return refusal(
      `counts: ${n("royal")} royal burraco, each A…K of a suit with its 2; the deck has ${free} such 2s left`,
      "R9.9",
    );
  const need = classes.reduce((sum, cls) => sum + NATURALS[cls], 0);
  const twos = Math.min(free, classes.length - n("super"));
  if (need > 96 + twos)
    return refusal(
      `counts: the burraco need ${need} natural cards; the deck has 96 and ${plural(twos, "2")} that can stand as itself`,
      "R9.9",
    );
  const runs = classes.length - n("dirty") - n("super");
  if (!rs.allowSets && runs > 12)
    return refusal(`counts: ${runs} clean, semi-clean or royal runs; a suit's 26 cards make at most 3`, "R9.9");
  return null;
}

/**
 * R9.9, the least points no side counts: every hand ends after a discard (R3.1, R7.2, R8), which lies
 * on the pile; under `"two-left"` (R8.1) the stock keeps its last two cards and a pozzetto no side
 * took stays on the table (under `"pozzetto-replaces"` it may have become the stock and been drawn).
 */
function uncounted(rs: Ruleset, taken: number): number {
  if (rs.stockExhaustion !== "two-left") return 5;
  // With three players the first pozzetto taken is the 18-card one (R11.2): the 11-card one stays.
  const left = 2 - taken;
  return (
    15 +
    (left === 0
      ? 0
      : left === 1
        ? POZZETTO_11.least
        : POZZETTO_11.least + (rs.players === 3 ? POZZETTO_18.least : POZZETTO_11.least))
  );
}

/**
 * Reads a table's counts once (R9.9): each field by value (a getter runs at most once), into fresh values, then
 * every check R9.9 lists. `count/invalid`, with the rule when a game rule is broken. Trusts
 * `ruleset` to be checked.
 * @internal
 */
export function readCounts(value: unknown, ruleset: Ruleset): Result<SideCount[]> {
  const counts = readSides(value, ruleset);
  if (!counts.ok) return counts;
  const bad = checkTogether(counts.value, ruleset);
  return bad === null ? counts : fail(bad);
}
