/**
 * Properties of meld analysis (RULES.md §4–§5), checked on generated melds.
 */
import { fc, it } from "@fast-check/vitest";
import {
  analyzeMeld,
  type BurracoClass,
  type CardId,
  cardId,
  defineRuleset,
  formatCards,
  isWildcard,
  type Meld,
  type MeldKind,
  presets,
  type Ruleset,
} from "burraco";
import { describe, expect } from "vitest";
import { RANK, SUIT } from "../helpers/internal.js";

function ruleset(overrides: Record<string, unknown>): Ruleset {
  const r = defineRuleset(overrides);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const SEMI_OFF = ruleset({ semiClean: false });
const BONUSES_ON = ruleset({ aceToAceRuns: true, royalBurraco: 300, superBurraco: 250 });
const RULESETS: readonly Ruleset[] = [presets.classic, presets.fibur2026, presets.open, SEMI_OFF, BONUSES_ON];
const anyRuleset = fc.constantFrom(...RULESETS);

/** Runs per property: a multiple of the global setting (FC_NUM_RUNS), since one analysis is cheap. */
const base = fc.readConfigureGlobal().numRuns ?? 100;
const cheap = { numRuns: base * 5 };

/** A generated meld and what RULES.md says it is. */
interface Model {
  readonly cards: readonly CardId[];
  readonly kind: MeldKind;
  /** The ranks (positions, 1–14) or rank the naturals stand at. */
  readonly naturals: readonly number[];
  readonly wild: CardId | null;
  /**
   * The ranks the wildcard may stand for (`[null]` without one). Two when RULES.md leaves a tie:
   * `A♠ 3♠ … Q♠ 🃏` reads the joker as the 2 (ace low) or the K (ace high), both locked and of one class.
   */
  readonly wildcardRanks: readonly (number | null)[];
  /** Classes under classic, under semiClean off, and under royal/super on. */
  readonly classic: BurracoClass | null;
  readonly semiOff: BurracoClass | null;
  readonly bonusesOn: BurracoClass | null;
}

/** One card that can only act as a wildcard in a run of `suit`: a joker or a 2 of another suit. */
const foreignWildcard = fc.oneof(
  fc.integer({ min: 104, max: 107 }).map((id) => ({ joker: id, offset: 0, copy: 0 })),
  fc.record({ joker: fc.constant(-1), offset: fc.integer({ min: 1, max: 3 }), copy: fc.integer({ min: 0, max: 1 }) }),
);

function wildcardCard(w: { joker: number; offset: number; copy: number }, suit: number): CardId {
  return w.joker >= 0 ? w.joker : cardId(2, (suit + w.offset) % 4, w.copy);
}

function longestStretch(sorted: readonly number[]): number {
  let best = 0;
  let cur = 0;
  let prev = -10;
  for (const p of sorted) {
    cur = p === prev + 1 ? cur + 1 : 1;
    best = Math.max(best, cur);
    prev = p;
  }
  return best;
}

/**
 * Valid runs: a random suit and span within A…K (ace low) or 2…A (ace high), each natural from a
 * random deck copy; optionally one wildcard (joker or foreign 2) replacing a card or added at an end.
 */
const runModel: fc.Arbitrary<Model> = fc
  .record({
    suit: fc.integer({ min: 0, max: 3 }),
    start: fc.integer({ min: 1, max: 12 }),
    length: fc.integer({ min: 3, max: 13 }),
    copies: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 14, maxLength: 14 }),
    wild: fc.option(
      fc.record({ mode: fc.constantFrom("replace", "low", "high"), at: fc.nat(), card: foreignWildcard }),
      { nil: null },
    ),
  })
  .map(({ suit, start, length, copies, wild }): Model => {
    let s = start;
    const e = Math.min(14, s + length - 1);
    if (e - s + 1 < 3) s = e - 2;
    const natural = new Map<number, CardId>();
    for (let p = s; p <= e; p++) natural.set(p, cardId(p === 14 ? 1 : p, suit, copies[p - 1] ?? 0));
    let wildCard: CardId | null = null;
    if (wild !== null) {
      wildCard = wildcardCard(wild.card, suit);
      if (wild.mode === "replace") natural.delete(s + (wild.at % (e - s + 1)));
    }
    const naturals = [...natural.keys()].sort((a, b) => a - b);
    const cards = [...natural.values(), ...(wildCard === null ? [] : [wildCard])];
    const n = cards.length;
    // R4.6: the ace may be read at the other end when the run still holds; take the best reading.
    const readings = [naturals];
    if (naturals[0] === 1) readings.push([...naturals.slice(1), 14]);
    if (naturals[naturals.length - 1] === 14) readings.push([1, ...naturals.slice(0, -1)]);
    let best: { pos: number[]; locked: boolean; semi: boolean } | null = null;
    for (const r of readings) {
      const lo = r[0] ?? 0;
      const hi = r[r.length - 1] ?? 0;
      const gaps = hi - lo + 1 - r.length;
      if (gaps > (wildCard === null ? 0 : 1)) continue;
      let pos = 0;
      if (wildCard !== null) {
        const afterGap = r.find((p, i) => i > 0 && p !== (r[i - 1] ?? 0) + 1);
        if (afterGap !== undefined) pos = afterGap - 1;
        else if (lo > 1) pos = lo - 1;
        else if (hi < 14) pos = hi + 1;
        else continue;
      }
      const reading = { pos: [pos === 14 ? 1 : pos], locked: gaps === 1, semi: longestStretch(r) >= 7 };
      if (
        best === null ||
        (reading.semi && !best.semi) ||
        (reading.semi === best.semi && best.locked && !reading.locked)
      ) {
        best = reading;
      } else if (reading.semi === best.semi && reading.locked === best.locked) {
        best.pos.push(...reading.pos);
      }
    }
    if (best === null) throw new Error(`model error: ${formatCards(cards)} has no reading`);
    const wildcardRanks = wildCard === null ? [null] : best.pos;
    let classic: BurracoClass | null = null;
    let semiOff: BurracoClass | null = null;
    let bonusesOn: BurracoClass | null = null;
    if (n >= 7) {
      if (wildCard === null) {
        classic = semiOff = "clean";
        bonusesOn = naturals.length === 13 ? "royal" : "clean";
      } else {
        classic = bonusesOn = best.semi ? "semi-clean" : "dirty";
        semiOff = "dirty";
      }
    }
    return { cards, kind: "run", naturals, wild: wildCard, wildcardRanks, classic, semiOff, bonusesOn };
  });

const SET_RANKS = [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/** Valid sets: a rank A or 3–K, 3–8 of its 8 copies, optionally one wildcard (joker or any 2). */
const setModel: fc.Arbitrary<Model> = fc
  .record({
    rank: fc.constantFrom(...SET_RANKS),
    picks: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7], { minLength: 3, maxLength: 8 }),
    wild: fc.option(
      fc.oneof(
        fc.integer({ min: 104, max: 107 }),
        fc.integer({ min: 0, max: 7 }).map((i) => cardId(2, i % 4, i >> 2)),
      ),
      { nil: null },
    ),
  })
  .map(({ rank, picks, wild }): Model => {
    const naturalCards = picks.map((i) => cardId(rank, i % 4, i >> 2));
    const cards = wild === null ? naturalCards : [...naturalCards, wild];
    const n = cards.length;
    let classic: BurracoClass | null = null;
    let semiOff: BurracoClass | null = null;
    let bonusesOn: BurracoClass | null = null;
    if (n >= 7) {
      if (wild === null) {
        classic = semiOff = "clean";
        bonusesOn = n === 8 ? "super" : "clean";
      } else {
        classic = bonusesOn = n >= 8 ? "semi-clean" : "dirty";
        semiOff = "dirty";
      }
    }
    return {
      cards,
      kind: "set",
      naturals: picks.map(() => rank),
      wild,
      wildcardRanks: [wild === null ? null : rank],
      classic,
      semiOff,
      bonusesOn,
    };
  });

/** The model's cards in a random order. */
function shuffled(model: fc.Arbitrary<Model>): fc.Arbitrary<Model> {
  return model.chain((m) =>
    fc
      .shuffledSubarray([...m.cards], { minLength: m.cards.length, maxLength: m.cards.length })
      .map((cards) => ({ ...m, cards })),
  );
}

/** Runs that may also hold a 2 of their own suit (natural or acting), kept when valid under classic. */
const runWithOwnTwo: fc.Arbitrary<readonly CardId[]> = fc
  .tuple(runModel, fc.integer({ min: 0, max: 1 }))
  .map(([m, copy]) => {
    const suit = SUIT[m.cards.find((c) => !isWildcard(c)) ?? 0] ?? 0;
    const two = cardId(2, suit, copy);
    return m.cards.includes(two) ? m.cards : [...m.cards, two];
  })
  .filter((cards) => analyzeMeld(cards).ok);

/** Valid melds of every shape (under classic), in random order. */
const validCards: fc.Arbitrary<readonly CardId[]> = fc
  .oneof(
    runModel.map((m) => m.cards),
    setModel.map((m) => m.cards),
    runWithOwnTwo,
  )
  .chain((cards) => fc.shuffledSubarray([...cards], { minLength: cards.length, maxLength: cards.length }));

function read(cards: readonly CardId[], rs: Ruleset = presets.classic): Meld {
  const r = analyzeMeld(cards, rs);
  if (!r.ok) throw new Error(`${formatCards(cards)}: refused ${r.error.code}: ${r.error.message}`);
  return r.value;
}

function permutationsOf(cards: readonly CardId[]): fc.Arbitrary<CardId[]> {
  return fc.shuffledSubarray([...cards], { minLength: cards.length, maxLength: cards.length });
}

describe("(a) a valid meld's reading does not depend on the order of its cards (R4.6)", () => {
  it.prop([validCards.chain((cards) => fc.tuple(fc.constant(cards), permutationsOf(cards))), anyRuleset], cheap)(
    "same validity, kind, burraco class, wildcardRank — and the same reading",
    ([cards, permuted], rs) => {
      const a = analyzeMeld(cards, rs);
      const b = analyzeMeld(permuted, rs);
      expect(b.ok).toBe(a.ok);
      if (!a.ok || !b.ok) return;
      expect(b.value.kind).toBe(a.value.kind);
      expect(b.value.burraco).toBe(a.value.burraco);
      expect(b.value.wildcardRank).toBe(a.value.wildcardRank);
      expect(b.value).toEqual(a.value);
    },
  );
});

describe("(b) generated valid melds are accepted with the expected reading", () => {
  it.prop([shuffled(runModel)], cheap)("runs: kind, suit, span, wildcard and class under classic", (m) => {
    const info = read(m.cards);
    expect(info.kind).toBe("run");
    expect(info.suit).toBe(SUIT[m.cards.find((c) => !isWildcard(c)) ?? 0]);
    expect(info.to - info.from + 1).toBe(m.cards.length);
    expect(info.from).toBeGreaterThanOrEqual(1);
    expect(info.to).toBeLessThanOrEqual(14);
    expect(info.wildcard).toBe(m.wild);
    expect(m.wildcardRanks).toContain(info.wildcardRank);
    expect(info.burraco).toBe(m.classic);
    expect([...info.cards].sort((x, y) => x - y)).toEqual([...m.cards].sort((x, y) => x - y));
  });

  it.prop([shuffled(runModel)], cheap)("runs: each card is laid out at the position it stands for", (m) => {
    const info = read(m.cards);
    for (const [i, id] of info.cards.entries()) {
      const pos = info.from + i;
      if (id === info.wildcard) expect(pos === 14 ? 1 : pos).toBe(info.wildcardRank);
      else expect(RANK[id] === 1 ? pos === 1 || pos === 14 : pos === RANK[id]).toBe(true);
    }
  });

  it.prop([shuffled(runModel), anyRuleset], cheap)("runs are valid under every ruleset, with its classes", (m, rs) => {
    const info = read(m.cards, rs);
    expect(info.kind).toBe("run");
    if (rs === SEMI_OFF) expect(info.burraco).toBe(m.semiOff);
    if (rs === BONUSES_ON) expect(info.burraco).toBe(m.bonusesOn);
    if (rs === presets.open) expect(info.burraco).toBe(m.classic);
  });

  it.prop([shuffled(setModel)], cheap)("sets: kind, rank, wildcard and class under classic", (m) => {
    const info = read(m.cards);
    expect(info.kind).toBe("set");
    expect(info.rank).toBe(m.naturals[0]);
    expect(info.from).toBe(m.naturals[0]);
    expect(info.to).toBe(m.naturals[0]);
    expect(info.suit).toBeNull();
    expect(info.wildcard).toBe(m.wild);
    expect(m.wildcardRanks).toContain(info.wildcardRank);
    expect(info.wildcardLocked).toBe(false);
    expect(info.burraco).toBe(m.classic);
    // Table order: the wildcard (if any) last.
    if (m.wild !== null) expect(info.cards[info.cards.length - 1]).toBe(m.wild);
  });

  it.prop([shuffled(setModel), anyRuleset], cheap)("sets under every ruleset: refused only without sets", (m, rs) => {
    const r = analyzeMeld(m.cards, rs);
    if (!rs.allowSets) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("meld/sets-not-allowed");
      return;
    }
    if (!r.ok) throw new Error(`${formatCards(m.cards)} refused: ${r.error.code}`);
    expect(r.value.kind).toBe("set");
    if (rs === SEMI_OFF) expect(r.value.burraco).toBe(m.semiOff);
    if (rs === BONUSES_ON) expect(r.value.burraco).toBe(m.bonusesOn);
    if (rs === presets.fibur2026 && m.wild !== null && m.cards.length >= 7) {
      expect(r.value.burraco).toBe(m.cards.length === 8 ? "semi-clean" : "dirty");
    }
  });
});

/** Wildcards that can only ever act as wildcards next to `info`. */
function strangerWildcards(info: Meld): CardId[] {
  const out: CardId[] = [104, 105, 106, 107];
  for (let suit = 0; suit < 4; suit++) {
    if (info.kind === "run" && suit === info.suit) continue;
    out.push(cardId(2, suit, 0), cardId(2, suit, 1));
  }
  return out.filter((id) => !info.cards.includes(id));
}

/** Whether the acting wildcard of a meld can never turn natural (R4.4, R4.7). */
function wildcardStaysWild(info: Meld): boolean {
  const w = info.wildcard;
  if (w === null) return false;
  if (info.kind === "set" || RANK[w] === 0 || SUIT[w] !== info.suit) return true;
  // A 2 of the run's suit acting as wild stays wild only when the other one is the natural 2.
  return info.cards.some((c) => c !== w && RANK[c] === 2 && SUIT[c] === info.suit);
}

describe("(c) a second acting wildcard is always refused (R4.3)", () => {
  const withWildcard = fc
    .oneof(
      runModel,
      setModel,
      runWithOwnTwo.map((cards) => ({ cards }) as Pick<Model, "cards">),
    )
    .map((m) => m.cards)
    .filter((cards) => {
      const r = analyzeMeld(cards);
      return r.ok && wildcardStaysWild(r.value);
    });

  it.prop([withWildcard, fc.nat(), anyRuleset], cheap)(
    "a meld with a joker / foreign 2 acting + another joker or foreign 2",
    (cards, pick, rs) => {
      const info = read(cards);
      const extra = strangerWildcards(info);
      const added = extra[pick % extra.length] ?? 104;
      const r = analyzeMeld([...cards, added], rs);
      expect(r.ok, `${formatCards(cards)} + ${formatCards([added])}`).toBe(false);
    },
  );

  it.prop([runModel.filter((m) => m.wild !== null), fc.nat()], cheap)(
    "in particular every generated run with one wildcard refuses a second one",
    (m, pick) => {
      const extra = strangerWildcards(read(m.cards));
      const r = analyzeMeld([...m.cards, extra[pick % extra.length] ?? 104]);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(["meld/too-many-wildcards", "meld/too-many-cards"]).toContain(r.error.code);
    },
  );
});

const CLEAN_CLASSES: readonly (BurracoClass | null)[] = ["clean", "royal", "super"];

/** Random candidates: 3–14 distinct cards, any ids. */
const randomCandidates = fc.uniqueArray(fc.integer({ min: 0, max: 107 }), { minLength: 3, maxLength: 14 });

describe("(d) clean means no acting wildcard (R5.2)", () => {
  it.prop([fc.oneof(validCards, randomCandidates), anyRuleset], cheap)(
    "clean / royal / super ⇒ wildcard === null; wildcard === null and 7+ cards ⇒ clean / royal / super",
    (cards, rs) => {
      const r = analyzeMeld(cards, rs);
      if (!r.ok) return;
      const info = r.value;
      if (CLEAN_CLASSES.includes(info.burraco)) expect(info.wildcard).toBeNull();
      if (info.wildcard === null && info.cards.length >= 7) expect(CLEAN_CLASSES).toContain(info.burraco);
      if (info.wildcard === null) {
        expect(info.wildcardRank).toBeNull();
        expect(info.wildcardLocked).toBe(false);
      }
      expect(info.burraco === null).toBe(info.cards.length < 7);
    },
  );
});

describe("(e) analyzeMeld never throws", () => {
  it.prop([fc.anything(), fc.option(fc.anything(), { nil: undefined })], cheap)(
    "on any input it returns a Result",
    (cards, rs) => {
      const r = analyzeMeld(cards as never, rs as never);
      expect(typeof r.ok).toBe("boolean");
      if (!Array.isArray(cards)) {
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.code).toBe("input/invalid");
      }
      if (!r.ok) {
        expect(typeof r.error.code).toBe("string");
        expect(typeof r.error.message).toBe("string");
      }
    },
  );

  it.prop([fc.array(fc.oneof(fc.integer({ min: -3, max: 110 }), fc.anything()), { maxLength: 16 })], cheap)(
    "on arrays of anything; ok only for distinct card ids",
    (cards) => {
      const r = analyzeMeld(cards as never);
      if (r.ok) {
        expect(cards.every((c) => Number.isInteger(c) && (c as number) >= 0 && (c as number) < 108)).toBe(true);
        expect(new Set(cards).size).toBe(cards.length);
      }
    },
  );
});
