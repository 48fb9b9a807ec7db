/**
 * Meld analysis (RULES.md §4–§5): is a group of cards a valid set or run, how is it read, and what
 * burraco class is it. Pure and allocation-light, because reducers, `legalActions` and bots call it
 * constantly.
 * @module
 */
import { type CardId, DECK_SIZE, RANK, type Rank, SUIT, type Suit } from "../cards/card.js";
import { err, ok, type Result, type RuleError, ruleError } from "../result.js";
import { checkRuleset } from "../rules/define.js";
import { classic } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";
import { burracoBonus } from "./burraco.js";
import type { BurracoClass, Meld } from "./types.js";

// Refusals are constant, frozen results: a refused candidate (the common case when a bot or
// `legalActions` probes) costs no allocation.
const E_TOO_FEW: Result<never> = refused({
  code: "meld/too-few-cards",
  message: "a meld needs at least 3 cards (R4.1, R4.2)",
  rule: "R4.1",
});
const E_TOO_MANY: Result<never> = refused({
  code: "meld/too-many-cards",
  message: "too many cards: a run spans at most 14 places, a set 9 cards (R4.1, R4.2)",
  rule: "R4.2",
});
const E_ONLY_WILD: Result<never> = refused({
  code: "meld/wildcards-only",
  message: "a meld cannot be made of wildcards only (R4.5)",
  rule: "R4.5",
});
const E_WILD: Result<never> = refused({
  code: "meld/too-many-wildcards",
  message: "a meld holds at most one wildcard (R4.3)",
  rule: "R4.3",
});
const E_MIXED: Result<never> = refused({
  code: "meld/mixed",
  message: "the cards are neither one rank nor one suit (R4.1, R4.2)",
  rule: "R4.1",
});
const E_NO_SETS: Result<never> = refused({
  code: "meld/sets-not-allowed",
  message: "this ruleset allows runs only (R4.10)",
  rule: "R4.10",
});
const E_DUP: Result<never> = refused({
  code: "meld/duplicate-rank",
  message: "a run holds each rank once; an ace is low or high (R4.2)",
  rule: "R4.2",
});
const E_GAP: Result<never> = refused({
  code: "meld/gap",
  message: "the cards are not consecutive: one wildcard may fill one gap (R4.2, R4.3)",
  rule: "R4.2",
});

function refused(error: RuleError): Result<never> {
  return Object.freeze({ ok: false, error: Object.freeze(error) });
}

const BITS_1_TO_13 = 0x3ffe;
const BITS_2_TO_14 = 0x7ffc;

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
function lowBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}
function highBit(x: number): number {
  return 31 - Math.clz32(x);
}

const twoCount = new Uint8Array(4);

/**
 * The core of {@link analyzeMeld} for input already known to be well formed (distinct card ids and
 * a valid ruleset): returns the reading or the refusal. Reducers and `legalActions` call this
 * directly to skip input checks they have already made.
 * Trusts its arguments: distinct card ids and a checked ruleset ({@link analyzeMeld} checks them).
 */
export function analyzeTrusted(cards: readonly CardId[], rs: Ruleset): Result<Meld> {
  const n = cards.length;
  if (n < 3) return E_TOO_FEW;
  if (n > 14) return E_TOO_MANY;
  let jokers = 0;
  let twos = 0;
  let nat = 0;
  // Set by the first natural card; a group without one is refused before they are read.
  let rank0 = 0;
  let suit0 = 0;
  let sameRank = true;
  let sameSuit = true;
  let rankMask = 0;
  let dup = false;
  let aces = 0;
  twoCount[0] = twoCount[1] = twoCount[2] = twoCount[3] = 0;
  for (let i = 0; i < n; i++) {
    const id = cards[i] as number;
    const r = RANK[id] as number;
    if (r === 0) jokers++;
    else if (r === 2) {
      twos++;
      // Not `(x as number)++`: Stryker's instrumenter cannot mutate an update of a cast.
      const s = SUIT[id] as number;
      // Stryker disable next-line ArithmeticOperator: readRun reads only whether the count is 0, and the count cancels out of its wildcard sums
      twoCount[s] = (twoCount[s] as number) + 1;
    } else {
      const s = SUIT[id] as number;
      if (nat === 0) {
        rank0 = r;
        suit0 = s;
      } else {
        if (r !== rank0) sameRank = false;
        if (s !== suit0) sameSuit = false;
      }
      nat++;
      if (r === 1) aces++;
      else {
        const bit = 1 << r;
        if ((rankMask & bit) !== 0) dup = true;
        rankMask |= bit;
      }
    }
  }
  if (nat === 0) return E_ONLY_WILD;
  if (sameRank && nat >= 2) return readSet(cards, rs, rank0, jokers + twos, nat);
  if (!sameSuit) return E_MIXED;
  return readRun(cards, rs, suit0, jokers, twos, rankMask, dup, aces);
}

function readSet(cards: readonly CardId[], rs: Ruleset, rank: number, wild: number, nat: number): Result<Meld> {
  if (wild > 1) return E_WILD;
  if (!rs.allowSets) return E_NO_SETS;
  const n = cards.length;
  let burraco: BurracoClass | null = null;
  if (n >= 7) {
    if (wild === 0) burraco = rs.superBurraco !== null && nat === 8 ? "super" : "clean";
    else if (rs.semiClean && (rs.semiCleanSets === "at-least-8" ? n >= 8 : n === 8)) burraco = "semi-clean";
    else burraco = "dirty";
  }
  // Table order: naturals by suit (then deck copy), the wildcard last.
  const out: CardId[] = [];
  let wildcard: CardId | null = null;
  // Stryker disable next-line EqualityOperator: cards[n] is undefined and lands on out["NaN"], outside the list
  for (let i = 0; i < n; i++) {
    const id = cards[i] as number;
    if (RANK[id] !== rank) {
      wildcard = id;
      continue;
    }
    const key = setKey(id);
    let j = out.length;
    out.push(id);
    // Stryker disable next-line EqualityOperator,ConditionalExpression: two cards of a set never share a key (same suit and deck is the same card); below 0, out[-1] is undefined and compares false
    while (j > 0 && setKey(out[j - 1] as number) > key) {
      out[j] = out[j - 1] as number;
      j--;
    }
    out[j] = id;
  }
  if (wildcard !== null) out.push(wildcard);
  return ok({
    kind: "set",
    cards: out,
    rank: rank as Rank,
    suit: null,
    from: rank,
    to: rank,
    wildcard,
    wildcardRank: wildcard === null ? null : (rank as Rank),
    wildcardLocked: false,
    burraco,
  });
}

function setKey(id: number): number {
  return (SUIT[id] as number) * 2 + (id >= 52 ? 1 : 0);
}

function readRun(
  cards: readonly CardId[],
  rs: Ruleset,
  suit: number,
  jokers: number,
  twos: number,
  rankMask: number,
  dup: boolean,
  aces: number,
): Result<Meld> {
  if (dup) return E_DUP;
  const n = cards.length;
  const T = twoCount[suit] as number;
  const fixed = jokers + twos - T;
  if (fixed > 1) return E_WILD;
  if (aces === 2 && !rs.aceToAceRuns) return E_DUP;

  // Readings (R4.6): the ace low or high, a same-suit 2 natural or wild. Keep the one with the
  // fewest wildcards, then the most valuable burraco class, then a free wildcard over a locked one,
  // then the wildcard lower (R4.2: in 2♣ 2♥ 3♥ … K♥ A♥ the 2♣ is the low ace).
  // Stryker disable UnaryOperator,BooleanLiteral: the first reading found sets every best* value before one is read
  let bestWild = 9;
  let bestValue = -1;
  let bestLocked = true;
  let bestMask = 0;
  let bestPos = 0;
  let bestNatTwo = false;
  let bestAceHigh = false;
  let bestClass: BurracoClass | null = null;
  // Stryker restore UnaryOperator,BooleanLiteral
  let found = false;
  // One ace reads low (a = 0) or high (a = 1); none, or two (aceToAceRuns), leave one choice.
  // Stryker disable next-line ConditionalExpression: a second pass with no ace or two aces repeats the same readings, and only a strictly better one replaces the best
  const aceChoices = aces === 1 ? 2 : 1;
  // Stryker disable next-line EqualityOperator: an extra pass repeats readings already tried, and only a strictly better one replaces the best
  for (let a = 0; a < aceChoices; a++) {
    const aceBits = aces === 0 ? 0 : aces === 2 ? (1 << 1) | (1 << 14) : a === 0 ? 1 << 1 : 1 << 14;
    for (let t = T > 0 ? 1 : 0; t >= 0; t--) {
      const natTwo = t === 1;
      const wild = fixed + T - t;
      if (wild > 1) continue;
      const mask = rankMask | aceBits | (natTwo ? 1 << 2 : 0);
      const lo = lowBit(mask);
      const hi = highBit(mask);
      const cnt = popcount(mask);
      const gaps = hi - lo + 1 - cnt;
      if (gaps > wild) continue;
      const locked = wild === 1 && gaps === 1;
      const pos = wild === 1 ? wildcardPlace(mask, lo, hi, locked) : 0;
      // Every reading of the same cards has the same length, so all or none of them are a burraco.
      const cls = n >= 7 ? runClass(rs, mask, wild, cnt, lo, hi, pos, locked) : null;
      const value = burracoBonus(cls, rs);
      const better = !found || beats(wild, value, locked, pos, bestWild, bestValue, bestLocked, bestPos);
      if (better) {
        found = true;
        bestWild = wild;
        bestValue = value;
        bestLocked = locked;
        bestMask = mask;
        bestPos = pos;
        bestNatTwo = natTwo;
        bestAceHigh = a === 1; // only one ace has two readings
        bestClass = cls;
      }
    }
  }
  // No reading fits. §13 names the most specific rule: with two cards that would act as wildcards
  // unless a same-suit 2 is natural (`Q♠ K♠ A♠ 2♠` + `2♣`, `2♥ 5♥ 6♥` + joker), the meld is
  // refused by R4.3 even though the readings with the 2 natural also leave a gap (R4.2).
  if (!found) return fixed + T > 1 ? E_WILD : E_GAP;
  const lo = lowBit(bestMask);
  const start = bestWild === 1 ? Math.min(lo, bestPos) : lo;
  const out = layRun(cards, aces, start, bestPos, bestNatTwo ? naturalTwo(cards, suit) : -1, bestAceHigh);
  // The one wildcard, if any, was laid at its position.
  const wildcard = bestWild === 1 ? (out[bestPos - start] as CardId) : null;
  return ok(runMeld(out, suit, start, wildcard, bestPos, bestLocked, bestClass));
}

/**
 * Whether a reading that fits beats the best found before it (R4.6): as few wildcards, then a more
 * valuable burraco class, then a free wildcard over a locked one, then the wildcard lower (R4.2: in
 * 2♣ 2♥ 3♥ … K♥ A♥ the 2♣ is the low ace). Readings come fewest wildcards first: a natural 2
 * (t = 1) before a wild one, and an ace-high reading with a natural 2 spans 2…A, so the ace-low one
 * (A…K) was valid before it. So the first reading found has the fewest wildcards, a later one is
 * better only with as few, and a later locked wildcard never sits below an earlier free one (the
 * free one is above an A…12 run, the locked one fills 13 of 2…A).
 */
function beats(
  wild: number,
  value: number,
  locked: boolean,
  pos: number,
  bestWild: number,
  bestValue: number,
  bestLocked: boolean,
  bestPos: number,
): boolean {
  return (
    wild === bestWild &&
    (value > bestValue ||
      (value === bestValue &&
        ((bestLocked && !locked) ||
          // Stryker disable next-line ConditionalExpression: a locked reading after a free one never has pos < bestPos (see above)
          (locked === bestLocked && pos < bestPos))))
  );
}

/** The run whose cards `out` lay from `start`, the `wildcard` (if any) at `pos`. */
function runMeld(
  out: CardId[],
  suit: number,
  start: number,
  wildcard: CardId | null,
  pos: number,
  locked: boolean,
  burraco: BurracoClass | null,
): Meld {
  return {
    kind: "run",
    cards: out,
    rank: null,
    suit: suit as Suit,
    from: start,
    to: start + out.length - 1,
    wildcard,
    wildcardRank: wildcard === null ? null : ((pos === 14 ? 1 : pos) as Rank),
    wildcardLocked: locked, // a reading without a wildcard is never locked
    burraco,
  };
}

/** Where a run's one wildcard stands: in its gap when `locked`, else below the run, or above it from an ace. */
function wildcardPlace(mask: number, lo: number, hi: number, locked: boolean): number {
  if (locked) return lowBit(~mask & ((1 << (hi + 1)) - (1 << lo)));
  // lo is 1, so hi < 14: a run from A to A with no gap and a wildcard would be 15 cards.
  return lo > 1 ? lo - 1 : hi + 1;
}

/**
 * The burraco class of a run's reading of 7 cards or more (R5.2–R5.5): the positions in `mask` (bit
 * r for rank r, 14 for a high ace, `cnt` of them from `lo` to `hi`) and `wild` wildcards at `pos`.
 */
function runClass(
  rs: Ruleset,
  mask: number,
  wild: number,
  cnt: number,
  lo: number,
  hi: number,
  pos: number,
  locked: boolean,
): BurracoClass {
  if (wild === 0)
    // All 13 ranks A…K (R5.5), the ace read low or high: both readings are royal, so a
    // ruleset whose royal bonus is below the clean one cannot dodge it by moving the ace.
    return rs.royalBurraco !== null &&
      ((mask & BITS_1_TO_13) === BITS_1_TO_13 || (mask & BITS_2_TO_14) === BITS_2_TO_14)
      ? "royal"
      : "clean";
  if (!rs.semiClean) return "dirty";
  const semi =
    rs.semiCleanRuns === "seven-in-a-row" ? (locked ? Math.max(pos - lo, hi - pos) : cnt) >= 7 : !locked && cnt >= 7;
  return semi ? "semi-clean" : "dirty";
}

/**
 * A run's cards laid out by position from `start`: the wildcard (a joker, or a 2 but the natural
 * one, `natTwoId`) at `pos`, an ace low or high (`aceHigh`), every other card at its rank.
 */
function layRun(
  cards: readonly CardId[],
  aces: number,
  start: number,
  pos: number,
  natTwoId: number,
  aceHigh: boolean,
): CardId[] {
  const n = cards.length;
  // Stryker disable next-line ArrayDeclaration: presizing only; every slot is written below
  const out: CardId[] = new Array<CardId>(n);
  // Stryker disable next-line EqualityOperator: cards[n] is undefined and lands on out["NaN"], outside the list
  for (let i = 0; i < n; i++) {
    const id = cards[i] as number;
    const r = RANK[id] as number;
    let p: number;
    if (r === 0 || (r === 2 && id !== natTwoId)) p = pos;
    else if (r === 1) {
      // Two aces (aceToAceRuns): the first deck's goes low, so the layout ignores input order.
      if (aces === 2) p = id < 52 ? 1 : 14;
      else p = aceHigh ? 14 : 1;
    } else p = r;
    out[p - start] = id;
  }
  return out;
}

/** The id of a run's natural 2: the lowest 2 of the run's suit among `cards`. */
function naturalTwo(cards: readonly CardId[], suit: number): number {
  let natTwoId = -1;
  // Stryker disable next-line EqualityOperator: cards[n] is undefined, whose RANK is no 2
  for (let i = 0; i < cards.length; i++) {
    const id = cards[i] as number;
    // Stryker disable next-line EqualityOperator: no 2 has id 0 (ids of 2s are 1 mod 13)
    if (RANK[id] === 2 && SUIT[id] === suit && (natTwoId < 0 || id < natTwoId)) natTwoId = id;
  }
  return natTwoId;
}

// Marks of the ids seen by one check of a card list: a new mark value per list instead of clearing
// the array, and no array allocated per call (analyzeMeld is three times slower with one).
const seen = new Uint32Array(DECK_SIZE);
let mark = 0;

/** A mark not used since `seen` was last cleared. */
function nextMark(): number {
  // Stryker disable next-line ArithmeticOperator: any mark not used since the last clear works; counting down differs only after 2^32 calls
  mark = (mark + 1) >>> 0;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: clearing more often only costs time; never clearing differs only after 2^32 calls
  if (mark === 0) {
    seen.fill(0);
    mark = 1;
  }
  return mark;
}

/** Why item `i` of a list being checked under `stamp` is refused (not a card id, or seen before), or `null`. */
function checkCard(id: unknown, i: number, stamp: number): RuleError | null {
  // Number.isInteger is false for anything but a number.
  if (!Number.isInteger(id) || (id as number) < 0 || (id as number) >= DECK_SIZE) {
    return ruleError("input/invalid", `cards[${i}] is not a card id (an integer from 0 to 107)`);
  }
  if (seen[id as number] === stamp)
    return ruleError("card/duplicate", `cards[${i}]: card ${id} is listed twice`, "R1.1");
  seen[id as number] = stamp;
  return null;
}

/**
 * Checks that a list (a fresh copy, read already) holds distinct card ids. Not reentrant (module
 * scratch array); nothing in it calls out.
 */
function checkCardList(value: readonly unknown[]): RuleError | null {
  const stamp = nextMark();
  for (let i = 0; i < value.length; i++) {
    const bad = checkCard(value[i], i, stamp);
    if (bad !== null) return bad;
  }
  return null;
}

const BAD_LIST = /* @__PURE__ */ err<never>(
  "input/invalid",
  "cards must be a plain array of at most 108 card ids (0–107)",
);
const UNREADABLE = /* @__PURE__ */ err<never>("input/invalid", "cards could not be read (a getter or proxy threw)");

/**
 * A fresh copy of a plain array of at most 108 card ids, checked as it is read: its length and each
 * item read once with an ordinary read (a getter or a Proxy trap runs at most once an item, and the
 * copy is what is checked and used). A refusal for anything else: not a plain array or too long,
 * an item that is not a card id or is listed twice (the first such item is named, after every item
 * was read), or `input/invalid` when a getter or trap throws. One pass, because reading and
 * checking in two cost analyzeMeld a tenth of its time. Not `readList`: the meld tools bundle
 * stays within its budget without the generic reader and its messages. Not `slice`: on a plain
 * array it would still build its copy through a `constructor` field the caller set.
 */
function readCards(input: unknown): CardId[] | Result<never> {
  let out: CardId[];
  let bad: RuleError | null = null;
  let stamp: number;
  try {
    if (!Array.isArray(input) || Object.getPrototypeOf(input) !== Array.prototype) return BAD_LIST;
    const n: unknown = input.length;
    if (typeof n !== "number" || !(n <= DECK_SIZE)) return BAD_LIST;
    stamp = nextMark();
    out = [];
    for (let i = 0; i < n; i++) {
      const id: unknown = input[i];
      out.push(id as CardId);
      if (bad !== null) continue;
      bad = checkCard(id, i, stamp);
    }
  } catch {
    return UNREADABLE;
  }
  // A getter or trap that called analyzeMeld while this list was read moved the marks (module
  // scratch, see checkCardList): the copy is checked again, on its own, with a mark of its own.
  if (stamp !== mark) bad = checkCardList(out);
  return bad === null ? out : { ok: false, error: bad };
}

/**
 * Analyses a group of cards as a meld (RULES.md §4–§5): whether it is a valid set or run under the
 * ruleset (default `presets.classic`), how it reads (R4.6: fewest acting wildcards, then the
 * most valuable class, a free wildcard placed low), and its burraco class. A refusal carries a
 * stable code and the rule it breaks.
 * @example
 * const cards = parseCards("4C 5C 6C 2H 8C");
 * if (cards.ok) {
 *   const r = analyzeMeld(cards.value);
 *   if (r.ok) [r.value.kind, r.value.wildcardRank, r.value.burraco]; // ["run", 7, null]: the 2♥ stands for the 7♣
 * }
 * analyzeMeld(parseCards("7H JK 2S").value ?? []); // { ok: false, error: { code: "meld/too-many-wildcards", rule: "R4.3", … } }
 */
export function analyzeMeld(cards: readonly CardId[], ruleset?: Ruleset): Result<Meld> {
  // Typed for callers, checked all the same: the arguments may come from JSON or a hostile caller.
  return analyzeInput(cards as unknown, ruleset as unknown);
}

/**
 * Whether `cards` fit a meld on the table (`meld`: its cards, as `state.melds[side][i].cards`) by
 * the meld rules (RULES.md §4: R4.1 a set's rank, R4.2 a run's sequence, R4.3 one wildcard, R4.6 and
 * R4.7 how the grown meld reads): the grown meld's reading, its burraco class included, or why the
 * cards do not fit. Both lists are read once, by value, as {@link analyzeMeld} reads its one. An
 * attach has rules of its own beyond the meld's shape (R4.8 only your side's melds, R6.4 what is
 * left in hand): `legalActions` and `apply` check those.
 * @example
 * const run = parseCards("6D 7D 8D").value ?? [];
 * const fit = fitsMeld(run, parseCards("10D JD QD 2C").value ?? []);
 * if (fit.ok) [fit.value.cards.length, fit.value.burraco]; // [7, "dirty"]: the 2♣ stands for the 9♦
 * fitsMeld(run, parseCards("KH").value ?? []).ok; // false: a king of hearts makes no run or set with them
 */
export function fitsMeld(meld: readonly CardId[], cards: readonly CardId[], ruleset?: Ruleset): Result<Meld> {
  const on = readCards(meld as unknown);
  if (!Array.isArray(on)) return on;
  const added = readCards(cards as unknown);
  if (!Array.isArray(added)) return added;
  if (on.length === 0 || added.length === 0)
    return err("input/invalid", "fitsMeld: give the meld's cards and at least one card to add");
  return analyzeInput([...on, ...added], ruleset as unknown);
}

function analyzeInput(input: unknown, ruleset: unknown): Result<Meld> {
  // One read of each card into a fresh list (the length checked first, so a huge array costs
  // nothing), checked as it is read. Plain arrays only: an Array subclass could build its slice()
  // through a species that answers the check one list and the analysis another.
  const cards = readCards(input);
  if (!Array.isArray(cards)) return cards;
  let rs: Ruleset = classic;
  if (ruleset !== undefined) {
    const checked = checkRuleset(ruleset);
    if (!checked.ok) return checked;
    rs = checked.value;
  }
  return analyzeTrusted(cards, rs);
}
