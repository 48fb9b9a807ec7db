/**
 * Meld analysis, rule by rule (RULES.md §4–§5). Cards are written in notation; a face named twice
 * gets the second deck's copy.
 */
import {
  analyzeMeld,
  type BurracoClass,
  type CardId,
  cardId,
  defineRuleset,
  formatCard,
  formatCards,
  type Meld,
  parseCards,
  presets,
  type RuleError,
  type Ruleset,
} from "burraco";
import { describe, expect, it } from "vitest";
import { analyzeTrusted, burracoBonus, isCleanClass } from "../helpers/internal.js";

type Overrides = Record<string, unknown>;

function ids(text: string): CardId[] {
  const r = parseCards(text);
  if (!r.ok) throw new Error(`test notation refused: ${r.error.message}`);
  return r.value;
}

function ruleset(overrides: Overrides = {}): Ruleset {
  const r = defineRuleset(overrides);
  if (!r.ok) throw new Error(`test ruleset refused: ${r.error.message}`);
  return r.value;
}

/** The reading of a meld the test expects to be valid. */
function meld(text: string, overrides: Overrides = {}): Meld {
  const r = analyzeMeld(ids(text), ruleset(overrides));
  if (!r.ok) throw new Error(`${text}: expected a valid meld, refused ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The refusal of a meld the test expects to be invalid. */
function refusal(text: string, overrides: Overrides = {}): RuleError {
  const r = analyzeMeld(ids(text), ruleset(overrides));
  if (r.ok) throw new Error(`${text}: expected a refusal, read as ${r.value.kind} ${formatCards(r.value.cards)}`);
  return r.error;
}

/** Table order as notation. */
function table(text: string, overrides: Overrides = {}): string {
  return formatCards(meld(text, overrides).cards);
}

function burraco(text: string, overrides: Overrides = {}): BurracoClass | null {
  return meld(text, overrides).burraco;
}

const SEMI_OFF = { semiClean: false };
const AT_END = { semiCleanRuns: "wildcard-at-end" };
const EXACTLY_8 = { semiCleanSets: "exactly-8" };
const HEARTS_A_TO_K = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH";

describe("R4.1 sets", () => {
  it("3 cards of one rank in different suits are a set", () => {
    const m = meld("7H 7D 7S");
    expect(m).toMatchObject({ kind: "set", rank: 7, suit: null, from: 7, to: 7 });
    expect(m).toMatchObject({ wildcard: null, wildcardRank: null, wildcardLocked: false, burraco: null });
  });

  it("every rank A and 3–K makes a set", () => {
    for (const rank of [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]) {
      const r = analyzeMeld([cardId(rank, 0), cardId(rank, 1), cardId(rank, 2, 1)]);
      expect(r.ok, `rank ${rank}`).toBe(true);
      if (r.ok) expect(r.value).toMatchObject({ kind: "set", rank });
    }
  });

  it("duplicates are allowed: KH KH KD, and all 8 copies of a rank", () => {
    expect(meld("KH KH KD")).toMatchObject({ kind: "set", rank: 13 });
    expect(meld("9S 9S 9H 9H 9D 9D 9C 9C")).toMatchObject({ kind: "set", rank: 9, wildcard: null });
    expect(meld("5H 5H 5D 5D")).toMatchObject({ kind: "set", rank: 5 });
  });

  it("a set may hold one wildcard: a joker or a 2 of any suit, standing for its rank", () => {
    const withJoker = meld("6C 6H JK");
    expect(withJoker).toMatchObject({ kind: "set", rank: 6, wildcard: 104, wildcardRank: 6, wildcardLocked: false });
    const withTwo = meld("8H 8D 2S");
    expect(withTwo).toMatchObject({ kind: "set", rank: 8, wildcardRank: 8 });
    expect(formatCard(withTwo.wildcard ?? -1)).toBe("2S");
    // A 2 of the naturals' suit is still a wildcard in a set.
    expect(formatCard(meld("8H 8D 2H").wildcard ?? -1)).toBe("2H");
  });

  it("at most 8 naturals + 1 wildcard: 9 cards", () => {
    expect(meld("9S 9S 9H 9H 9D 9D 9C 9C JK").cards).toHaveLength(9);
    expect(refusal("9S 9S 9H 9H 9D 9D 9C 9C JK 2S").code).toBe("meld/too-many-wildcards");
    // No 10-card candidate of one rank is a set, whatever the wildcards.
    for (const rank of [1, 3, 7, 13]) {
      const naturals = [0, 1, 2, 3].flatMap((suit) => [cardId(rank, suit, 0), cardId(rank, suit, 1)]);
      for (const extra of [
        [104, 105],
        [104, cardId(2, 0)],
        [cardId(2, 1), cardId(2, 2, 1)],
      ]) {
        expect(analyzeMeld([...naturals, ...extra]).ok).toBe(false);
      }
    }
  });

  it("R4.6 a set is laid out by suit, and within a suit the first deck's card first", () => {
    // Ids 0 and 52 are the two aces of clubs (first and second deck), 13 the first ace of diamonds.
    const r = analyzeMeld([52, 13, 0]);
    expect(r.ok && r.value.cards).toEqual([0, 52, 13]);
    const flipped = analyzeMeld([13, 0, 52]);
    expect(flipped.ok && flipped.value.cards).toEqual([0, 52, 13]);
  });

  it("2s are never the rank of a set", () => {
    expect(refusal("2H 2D 2S").code).toBe("meld/wildcards-only");
    expect(refusal("2H 2D 2S 2C").code).toBe("meld/wildcards-only");
    expect(refusal("2H 2D 2S 2C 2H 2D 2S 2C").code).toBe("meld/wildcards-only");
    expect(analyzeMeld(ids("2H 2D 2S 2C 2H 2D 2S 2C JK")).ok).toBe(false);
    // With naturals, the 2s are wildcards of the naturals' rank: two of them is one too many.
    expect(refusal("7H 7D 2H 2S").code).toBe("meld/too-many-wildcards");
  });

  it("mixed ranks are refused", () => {
    const e = refusal("7H 7D 8S");
    expect(e.code).toBe("meld/mixed");
    expect(e.rule).toBeDefined();
    expect(analyzeMeld(ids("7H 7D 8H")).ok).toBe(false);
    expect(analyzeMeld(ids("7H 7D 7S 8S JK")).ok).toBe(false);
  });

  it("fewer than 3 cards is not a meld", () => {
    expect(refusal("7H 7D").code).toBe("meld/too-few-cards");
    expect(refusal("7H JK").code).toBe("meld/too-few-cards");
    expect(analyzeMeld([]).ok).toBe(false);
  });
});

describe("R4.2 runs", () => {
  it("3 consecutive cards of one suit are a run", () => {
    const m = meld("3H 4H 5H");
    expect(m).toMatchObject({ kind: "run", suit: 1, rank: null, from: 3, to: 5, wildcard: null, burraco: null });
  });

  it("the ace is low (A-2-3) or high (Q-K-A)", () => {
    expect(meld("AS 2S 3S")).toMatchObject({ kind: "run", suit: 0, from: 1, to: 3, wildcard: null });
    expect(meld("QS KS AS")).toMatchObject({ kind: "run", suit: 0, from: 12, to: 14, wildcard: null });
    expect(table("AH QH KH")).toBe("QH KH AH");
  });

  it("input order does not matter", () => {
    expect(meld("AS KS QS")).toEqual(meld("QS KS AS"));
    expect(meld("5D 3D 4D")).toEqual(meld("3D 4D 5D"));
  });

  it("no wrapping: K-A-2 is not a run", () => {
    expect(analyzeMeld(ids("KH AH 2H 3H")).ok).toBe(false);
    expect(analyzeMeld(ids("QS KS AS 2S 3S")).ok).toBe(false);
    expect(analyzeMeld(ids("KH AH 2H 3H JK")).ok).toBe(false);
    // K A + a 2 is only ever read without wrapping: the 2 is a wildcard standing for the Q.
    const m = meld("KH AH 2C");
    expect(m).toMatchObject({ from: 12, to: 14, wildcardRank: 12 });
    expect(formatCards(m.cards)).toBe("2C KH AH");
    expect(meld("KH AH 2H")).toMatchObject({ from: 12, to: 14, wildcardRank: 12 });
  });

  it("the ace is never low and high at once (aceToAceRuns off)", () => {
    const e = refusal(`${HEARTS_A_TO_K} AH`);
    expect(e.code).toBe("meld/duplicate-rank");
    expect(e.rule).toBe("R4.2");
    expect(analyzeMeld(ids("AH AH KH QH")).ok).toBe(false);
  });

  it("one suit only, no gaps, no repeated rank", () => {
    expect(refusal("3H 4H 5D").code).toBe("meld/mixed");
    expect(refusal("3H 4H 6H").code).toBe("meld/gap");
    expect(refusal("3H JK 6H").code).toBe("meld/gap");
    expect(refusal("3H 4H 4H 5H").code).toBe("meld/duplicate-rank");
    expect(refusal("3H 4H 4H 5H").rule).toBe("R4.2");
  });

  it("spans at most 14 positions: A-2-…-K plus one wildcard for the ace at the other end", () => {
    const m = meld("2C 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH");
    expect(m).toMatchObject({ kind: "run", suit: 1, from: 1, to: 14, wildcardRank: 1, wildcardLocked: false });
    expect(formatCard(m.wildcard ?? -1)).toBe("2C");
    expect(m.cards).toHaveLength(14);
    expect(meld(`${HEARTS_A_TO_K} JK`)).toMatchObject({ from: 1, to: 14, wildcard: 104, wildcardRank: 1 });
    expect(refusal(`${HEARTS_A_TO_K} JK 2C`).code).toBe("meld/too-many-cards");
  });

  it("RULES.md example `2♣ 2♥ 3♥ … K♥ A♥`: the 2♣ stands for the low ace and is laid out first", () => {
    // R4.2 names the layout; R4.6: a free wildcard is placed at the low end when it can be.
    expect(table("2C 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH")).toBe("2C 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH");
    expect(table(`${HEARTS_A_TO_K} JK`)).toBe("JK 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH");
  });

  it("aceToAceRuns on: a natural ace at both ends (14 naturals)", () => {
    const on = { aceToAceRuns: true };
    const m = meld(`${HEARTS_A_TO_K} AH`, on);
    expect(m).toMatchObject({ kind: "run", from: 1, to: 14, wildcard: null, burraco: "clean" });
    expect(m.cards[0]).toBe(cardId(1, 1, 0));
    expect(m.cards[13]).toBe(cardId(1, 1, 1));
    // The layout does not depend on which ace comes first in the input.
    const reversed = [...m.cards].reverse();
    const again = analyzeMeld(reversed, ruleset(on));
    expect(again.ok && again.value.cards).toEqual(m.cards);
    // A wildcard may fill a gap between the two aces.
    expect(meld("AH JK 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", on)).toMatchObject({
      from: 1,
      to: 14,
      wildcardRank: 2,
      wildcardLocked: true,
    });
    // Never more than 14 positions, and two aces still need everything in between.
    expect(analyzeMeld(ids(`${HEARTS_A_TO_K} AH JK`), ruleset(on)).ok).toBe(false);
    expect(analyzeMeld(ids("AH AH 2H 3H"), ruleset(on)).ok).toBe(false);
    expect(analyzeMeld(ids("AH AH KH QH"), ruleset(on)).ok).toBe(false);
  });

  it("more than 14 cards is refused", () => {
    const fifteen = [...ids(HEARTS_A_TO_K), cardId(1, 1, 1), 104];
    const e = analyzeMeld(fifteen, ruleset({ aceToAceRuns: true }));
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.error.code).toBe("meld/too-many-cards");
  });
});

describe("R4.3 at most one card acting as a wildcard", () => {
  it.each([
    ["3H JK 5H JK", "two jokers in a run"],
    ["3H 4H JK 2S", "a joker and a foreign 2 in a run"],
    ["3H 2S 5H 2D", "two foreign 2s in a run"],
    ["7H 7D JK JK", "two jokers in a set"],
    ["7H 7D 7S JK 2C", "a joker and a 2 in a set"],
    ["3H 4H 5H 6H 7H 8H 9H JK 2S", "a long run with two wildcards"],
  ])("%s (%s) is refused with meld/too-many-wildcards, rule R4.3", (text) => {
    const e = refusal(text);
    expect(e.code).toBe("meld/too-many-wildcards");
    expect(e.rule).toBe("R4.3");
  });

  it("one wildcard is fine, in a run or a set", () => {
    expect(meld("3H JK 5H").wildcard).toBe(104);
    expect(meld("3H 2S 5H").wildcardRank).toBe(4);
    expect(meld("7H 7D JK").wildcard).toBe(104);
  });
});

describe("R4.4 natural two", () => {
  it("a 2 in the 2 position of a run of its suit is natural", () => {
    expect(meld("2H 3H 4H")).toMatchObject({ kind: "run", from: 2, to: 4, wildcard: null, wildcardRank: null });
    expect(meld("AS 2S 3S").wildcard).toBeNull();
  });

  it("the run may then hold one more wildcard: a joker", () => {
    const m = meld("2H 3H 4H JK");
    expect(m).toMatchObject({ wildcard: 104, wildcardRank: 1, wildcardLocked: false, from: 1, to: 4 });
    expect(formatCards(m.cards)).toBe("JK 2H 3H 4H");
  });

  it("the run may then hold one more wildcard: a 2 of another suit", () => {
    const m = meld("2H 3H 4H 2C");
    expect(formatCard(m.wildcard ?? -1)).toBe("2C");
    expect(formatCards(m.cards)).toBe("2C 2H 3H 4H");
  });

  it("a run may hold two 2s of its suit, one natural and one wild", () => {
    const m = meld("2H 2H 3H 4H");
    expect(m).toMatchObject({ kind: "run", from: 1, to: 4, wildcardRank: 1 });
    const [first, second] = ids("2H 2H");
    expect(m.cards).toEqual([second, first, ...ids("3H 4H")]);
    expect(m.wildcard).toBe(second);
    // …but then no other wildcard.
    expect(refusal("2H 2H 3H 4H JK").code).toBe("meld/too-many-wildcards");
    expect(refusal("2H 2H 3H 4H 2S").code).toBe("meld/too-many-wildcards");
  });

  it("a 2 of the run's suit away from the 2 position acts as a wildcard", () => {
    const m = meld("2H 5H 6H");
    expect(formatCard(m.wildcard ?? -1)).toBe("2H");
    expect(m).toMatchObject({ wildcardRank: 4, from: 4, to: 6 });
  });

  it("a natural 2 keeps a 7-card run clean", () => {
    expect(burraco("2H 3H 4H 5H 6H 7H 8H")).toBe("clean");
    expect(burraco("AH 2H 3H 4H 5H 6H 7H")).toBe("clean");
  });
});

describe("R4.5 no meld of wildcards only", () => {
  it.each(["JK JK JK", "2H 2D 2S", "JK 2S 2H", "2H 2H JK", "JK JK JK JK 2S 2S"])("%s is refused", (text) => {
    const e = refusal(text);
    expect(e.code).toBe("meld/wildcards-only");
    expect(e.rule).toBe("R4.5");
  });

  it("one natural and two wildcards is refused: every meld has 2+ naturals", () => {
    expect(analyzeMeld(ids("5H JK 2S")).ok).toBe(false);
    expect(analyzeMeld(ids("5H JK 2H")).ok).toBe(false);
    expect(analyzeMeld(ids("KD 2C 2S")).ok).toBe(false);
  });
});

describe("R4.6 interpretation", () => {
  it("fewest wildcards: a same-suit 2 is natural whenever it can be", () => {
    expect(meld("2H 3H 4H").wildcard).toBeNull();
    expect(meld("AH 2H 3H 4H").wildcard).toBeNull();
    expect(meld("2D 3D 4D 5D 6D 7D 8D 9D")).toMatchObject({ wildcard: null, burraco: "clean" });
  });

  it("`A♦ 🃏 3♦ … K♦` is read as 3…K-A with the joker free at the low end", () => {
    const text = "AD JK 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD";
    const m = meld(text);
    expect(m).toMatchObject({ kind: "run", suit: 2, from: 2, to: 14, wildcard: 104, wildcardRank: 2 });
    expect(m.wildcardLocked).toBe(false);
    expect(m.burraco).toBe("semi-clean");
    expect(formatCards(m.cards)).toBe("JK 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD");
    // Under wildcard-at-end the locked reading would be dirty: the free one (semi-clean) is taken.
    expect(meld(text, AT_END)).toMatchObject({ wildcardLocked: false, burraco: "semi-clean", from: 2, to: 14 });
  });

  it("fewest wildcards comes before the class: with a dirty burraco worth more, 2♥ 3♥ … 8♥ stays clean", () => {
    // Read with the 2♥ wild, the run would be a dirty burraco (300 here); natural, it is clean (200).
    const m = meld("2H 3H 4H 5H 6H 7H 8H", { dirtyBurracoBonus: 300 });
    expect(m).toMatchObject({ wildcard: null, burraco: "clean", from: 2, to: 8 });
  });

  it("a full tie between the ace low and the ace high keeps the ace low: `A♥ 2♥ 🃏 4♥ … K♥` is A…K", () => {
    // Both readings hold the joker locked at 3 and are semi-clean: nothing tells them apart, and
    // the ace-low one (tried first) stays. With the ace high the run would be 2…A.
    const m = meld("AH 2H JK 4H 5H 6H 7H 8H 9H 10H JH QH KH");
    expect(m).toMatchObject({ from: 1, to: 13, wildcardRank: 3, wildcardLocked: true, burraco: "semi-clean" });
    expect(formatCards(m.cards)).toBe("AH 2H JK 4H 5H 6H 7H 8H 9H 10H JH QH KH");
  });

  it("the class worth most is judged with the ruleset's bonuses (R5.7)", () => {
    // If a dirty burraco were worth more than a semi-clean one, the dirty reading would win.
    const odd = { ...AT_END, dirtyBurracoBonus: 300 };
    const m = meld("AD JK 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD", odd);
    expect(m).toMatchObject({ burraco: "dirty", from: 1, to: 13, wildcardRank: 2, wildcardLocked: true });
  });

  it("a free wildcard is placed at the low end", () => {
    expect(meld("3H 4H 5H JK")).toMatchObject({ wildcardRank: 2, wildcardLocked: false, from: 2, to: 5 });
    expect(table("3H 4H 5H JK")).toBe("JK 3H 4H 5H");
    expect(table("4H 5H 6H 2S")).toBe("2S 4H 5H 6H");
    expect(meld("JK QH KH")).toMatchObject({ wildcardRank: 11, from: 11, to: 13 });
  });

  it("…or at the high end when the low end is impossible", () => {
    expect(meld("AH 2H 3H JK")).toMatchObject({ wildcardRank: 4, wildcardLocked: false, from: 1, to: 4 });
    expect(table("AH 2H 3H JK")).toBe("AH 2H 3H JK");
    expect(table("2H AH JK")).toBe("AH 2H JK");
  });

  it("`Q♥ K♥ A♥ 🃏`: the joker is free at the low end, standing for the J", () => {
    for (const text of ["QH KH AH JK", "JK QH KH AH", "AH JK KH QH"]) {
      const m = meld(text);
      expect(m).toMatchObject({ from: 11, to: 14, wildcard: 104, wildcardRank: 11, wildcardLocked: false });
      expect(formatCards(m.cards)).toBe("JK QH KH AH");
    }
  });

  it("a wildcard inside a gap is locked and stands for that rank", () => {
    const m = meld("4C 5C 6C 2H 8C");
    expect(m).toMatchObject({
      kind: "run",
      suit: 3,
      from: 4,
      to: 8,
      wildcard: 14,
      wildcardRank: 7,
      wildcardLocked: true,
    });
    expect(formatCards(m.cards)).toBe("4C 5C 6C 2H 8C");
    expect(meld("AH 3H JK")).toMatchObject({ wildcardRank: 2, wildcardLocked: true, from: 1, to: 3 });
    expect(table("AH 3H JK")).toBe("AH JK 3H");
  });
});

describe("R4.7 substitution, read as melds", () => {
  it("`2♥ 4♥ 5♥` + `3♥` → `2♥ 3♥ 4♥ 5♥`, clean reading", () => {
    const before = meld("2H 4H 5H");
    // Before: the 2♥ is a wildcard at the low end of 4♥ 5♥, standing for the 3♥.
    expect(before).toMatchObject({ from: 3, to: 5, wildcardRank: 3, wildcardLocked: false });
    expect(formatCard(before.wildcard ?? -1)).toBe("2H");
    const after = meld("2H 4H 5H 3H");
    expect(formatCards(after.cards)).toBe("2H 3H 4H 5H");
    expect(after).toMatchObject({ wildcard: null, wildcardRank: null, from: 2, to: 5 });
  });

  it("`2♥ 4♥ 5♥` + joker → the 2♥ turns natural, the joker stands for the 3♥", () => {
    const m = meld("2H 4H 5H JK");
    expect(formatCards(m.cards)).toBe("2H JK 4H 5H");
    expect(m).toMatchObject({ wildcard: 104, wildcardRank: 3, wildcardLocked: true, from: 2, to: 5 });
  });

  it("`🃏 5♦ 6♦ 7♦ 8♦` + `10♦` → the joker stands for the 9♦, locked", () => {
    expect(meld("JK 5D 6D 7D 8D")).toMatchObject({ wildcardRank: 4, wildcardLocked: false });
    const m = meld("JK 5D 6D 7D 8D 10D");
    expect(formatCards(m.cards)).toBe("5D 6D 7D 8D JK 10D");
    expect(m).toMatchObject({ wildcard: 104, wildcardRank: 9, wildcardLocked: true, from: 5, to: 10 });
  });

  it("`2♦ 3♦ 4♦` + `6♦` → the 2♦ stands for the 5♦", () => {
    expect(meld("2D 3D 4D").wildcard).toBeNull();
    const m = meld("2D 3D 4D 6D");
    expect(formatCards(m.cards)).toBe("3D 4D 2D 6D");
    expect(formatCard(m.wildcard ?? -1)).toBe("2D");
    expect(m).toMatchObject({ wildcardRank: 5, wildcardLocked: true, from: 3, to: 6 });
  });

  it("[004] a clean burraco can turn dirty this way", () => {
    expect(burraco("2D 3D 4D 5D 6D 7D 8D")).toBe("clean");
    const m = meld("2D 3D 4D 5D 6D 7D 8D 10D");
    expect(formatCards(m.cards)).toBe("3D 4D 5D 6D 7D 8D 2D 10D");
    expect(m).toMatchObject({ wildcardRank: 9, wildcardLocked: true, burraco: "dirty" });
  });

  it("attaching the card a locked wildcard stands for frees it to the low end", () => {
    const m = meld("4C 5C 6C 2H 8C 7C");
    expect(formatCards(m.cards)).toBe("2H 4C 5C 6C 7C 8C");
    expect(m).toMatchObject({ wildcardRank: 3, wildcardLocked: false, from: 3, to: 8 });
  });

  it("…or to the high end when the low end is impossible", () => {
    const m = meld("AH JK 3H 2H");
    expect(formatCards(m.cards)).toBe("AH 2H 3H JK");
    expect(m).toMatchObject({ wildcard: 104, wildcardRank: 4, wildcardLocked: false });
  });
});

describe("R4.10 allowSets", () => {
  it("allowSets false refuses every set with meld/sets-not-allowed", () => {
    for (const text of ["7H 7D 7S", "7H 7D JK", "9S 9S 9H 9H 9D 9D 9C 9C"]) {
      const e = refusal(text, { allowSets: false });
      expect(e.code).toBe("meld/sets-not-allowed");
      expect(e.rule).toBe("R4.10");
    }
    const r = analyzeMeld(ids("7H 7D 7S"), presets.open);
    expect(r.ok).toBe(false);
  });

  it("runs are still allowed", () => {
    expect(meld("3H 4H 5H", { allowSets: false }).kind).toBe("run");
    expect(meld("3H JK 5H 6H 7H 8H 9H", { allowSets: false })).toMatchObject({ kind: "run", burraco: "dirty" });
    expect(analyzeMeld(ids("3H 4H 5H"), presets.closedSTBP).ok).toBe(true);
  });

  it("allowSets true (default) accepts sets", () => {
    expect(meld("7H 7D 7S", { allowSets: true }).kind).toBe("set");
  });
});

describe("R5.1 a burraco is a meld of 7+ cards", () => {
  it("6 cards: no class; 7 cards: a class", () => {
    expect(burraco("3H 4H 5H 6H 7H 8H")).toBeNull();
    expect(burraco("3H 4H 5H 6H 7H 8H 9H")).toBe("clean");
    expect(burraco("9H 9D 9S 9C 9H 9D")).toBeNull();
    expect(burraco("9H 9D 9S 9C 9H 9D 9S")).toBe("clean");
    expect(burraco("JK 4H 5H 6H 7H 8H")).toBeNull();
  });
});

describe("R5.2 clean", () => {
  it("no card acting as a wildcard", () => {
    expect(meld("3H 4H 5H 6H 7H 8H 9H")).toMatchObject({ burraco: "clean", wildcard: null });
    expect(meld("KS KS KH KH KD KD KC")).toMatchObject({ burraco: "clean", wildcard: null });
    expect(burraco(HEARTS_A_TO_K)).toBe("clean");
  });

  it("a natural 2 is allowed", () => {
    expect(burraco("AH 2H 3H 4H 5H 6H 7H 8H")).toBe("clean");
  });
});

describe("R5.3 semi-clean", () => {
  it("a run of 7 naturals in a row + a wildcard at either end", () => {
    expect(burraco("4H 5H 6H 7H 8H 9H 10H 2S")).toBe("semi-clean");
    expect(burraco("2S 4H 5H 6H 7H 8H 9H 10H")).toBe("semi-clean");
    expect(burraco("4H 5H 6H 7H 8H 9H 10H JK")).toBe("semi-clean");
    expect(meld("AH 2H 3H 4H 5H 6H 7H JK")).toMatchObject({ burraco: "semi-clean", wildcardRank: 8 });
  });

  it("a set of 7 naturals + the wildcard", () => {
    expect(burraco("9H 9D 9S 9C 9H 9D 9S JK")).toBe("semi-clean");
    expect(burraco("9H 9D 9S 9C 9H 9D 9S 2H")).toBe("semi-clean");
  });

  it("semiClean off: these are dirty", () => {
    expect(burraco("4H 5H 6H 7H 8H 9H 10H 2S", SEMI_OFF)).toBe("dirty");
    expect(burraco("9H 9D 9S 9C 9H 9D 9S JK", SEMI_OFF)).toBe("dirty");
    expect(burraco("9H 9D 9S 9C 9H 9D 9S 9C JK", SEMI_OFF)).toBe("dirty");
    expect(burraco("3H JK 5H 6H 7H 8H 9H 10H JH", SEMI_OFF)).toBe("dirty");
    // Clean stays clean.
    expect(burraco("3H 4H 5H 6H 7H 8H 9H", SEMI_OFF)).toBe("clean");
  });

  describe("semiCleanRuns", () => {
    const lockedSeven = "3H JK 5H 6H 7H 8H 9H 10H JH";

    it('"seven-in-a-row" (default): a locked wildcard beside 7 naturals in a row is semi-clean', () => {
      expect(presets.classic.semiCleanRuns).toBe("seven-in-a-row");
      expect(meld(lockedSeven)).toMatchObject({ burraco: "semi-clean", wildcardLocked: true, wildcardRank: 4 });
      expect(burraco(lockedSeven, { semiCleanRuns: "seven-in-a-row" })).toBe("semi-clean");
      expect(burraco("AH 2H 3H 4H 5H 6H 7H JK 9H")).toBe("semi-clean");
    });

    it('"seven-in-a-row": no 7 naturals in a row is dirty', () => {
      expect(burraco("3H 4H 5H JK 7H 8H 9H 10H")).toBe("dirty");
      expect(burraco("3H 4H 5H 6H JK 8H 9H 10H")).toBe("dirty");
      expect(burraco("3H 4H 5H 6H 7H 8H JK")).toBe("dirty");
    });

    it('"wildcard-at-end": a locked wildcard makes it dirty', () => {
      expect(meld(lockedSeven, AT_END)).toMatchObject({ burraco: "dirty", wildcardLocked: true });
      expect(burraco("AH 2H 3H 4H 5H 6H 7H JK 9H", AT_END)).toBe("dirty");
      expect(burraco(lockedSeven, { preset: "fibur2026" })).toBe("dirty");
    });

    it('"wildcard-at-end": a free wildcard at one end of 7+ naturals is semi-clean', () => {
      expect(burraco("4H 5H 6H 7H 8H 9H 10H 2S", AT_END)).toBe("semi-clean");
      expect(burraco("AH 2H 3H 4H 5H 6H 7H JK", AT_END)).toBe("semi-clean");
      expect(burraco("3H 4H 5H 6H 7H 8H JK", AT_END)).toBe("dirty");
    });
  });

  describe("semiCleanSets", () => {
    const eight = "9H 9D 9S 9C 9H 9D 9S JK";
    const nine = "9H 9D 9S 9C 9H 9D 9S 9C JK";

    it('"at-least-8" (default): 8 or 9 cards with the wildcard are semi-clean', () => {
      expect(presets.classic.semiCleanSets).toBe("at-least-8");
      expect(burraco(eight)).toBe("semi-clean");
      expect(burraco(nine)).toBe("semi-clean");
      expect(burraco(nine, { semiCleanSets: "at-least-8" })).toBe("semi-clean");
    });

    it('"exactly-8": the 8-card set is semi-clean, the 9-card set is dirty', () => {
      expect(burraco(eight, EXACTLY_8)).toBe("semi-clean");
      expect(burraco(nine, EXACTLY_8)).toBe("dirty");
      expect(analyzeMeld(ids(nine), presets.fibur2026)).toMatchObject({ ok: true, value: { burraco: "dirty" } });
    });

    it("6 naturals + a wildcard is dirty either way", () => {
      expect(burraco("9H 9D 9S 9C 9H 9D JK")).toBe("dirty");
      expect(burraco("9H 9D 9S 9C 9H 9D JK", EXACTLY_8)).toBe("dirty");
    });
  });
});

describe("R5.4 dirty", () => {
  it("any other burraco with a wildcard", () => {
    expect(burraco("3H 4H 5H 6H 7H 8H JK")).toBe("dirty");
    expect(burraco("3H 4H 5H 6H 7H 8H 2S")).toBe("dirty");
    expect(burraco("3H 4H 5H JK 7H 8H 9H 10H")).toBe("dirty");
    expect(burraco("KH KD KS KC KH KD 2C")).toBe("dirty");
  });
});

describe("R5.5 royal burraco", () => {
  it("off by default: A…K clean is just clean", () => {
    expect(presets.classic.royalBurraco).toBeNull();
    expect(burraco(HEARTS_A_TO_K)).toBe("clean");
  });

  it("on: a clean run of all 13 ranks is royal, ace low or high", () => {
    const on = { royalBurraco: 300 };
    expect(burraco(HEARTS_A_TO_K, on)).toBe("royal");
    expect(burraco("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", on)).toBe("royal");
  });

  it("on: royal whichever end the ace is read at, even with a royal bonus below the clean one", () => {
    // The reading worth most is chosen (R4.6): were 2…A only clean, it would beat a cheap royal.
    const cheap = { royalBurraco: 100, cleanBurracoBonus: 200 };
    expect(meld(HEARTS_A_TO_K, cheap)).toMatchObject({ burraco: "royal", from: 1, to: 13 });
  });

  it("on: not royal when a rank is missing or a wildcard acts", () => {
    const on = { royalBurraco: 300 };
    expect(burraco("3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", on)).toBe("clean");
    expect(burraco("AH JK 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", on)).toBe("semi-clean");
    expect(burraco(`${HEARTS_A_TO_K} JK`, on)).toBe("semi-clean");
  });
});

describe("R5.6 super burraco", () => {
  const eight = "9H 9D 9S 9C 9H 9D 9S 9C";

  it("off by default: 8 naturals of a rank are clean", () => {
    expect(presets.classic.superBurraco).toBeNull();
    expect(burraco(eight)).toBe("clean");
  });

  it("on: a clean set of 8 naturals is super", () => {
    expect(burraco(eight, { superBurraco: 250 })).toBe("super");
    expect(burraco("AS AS AH AH AD AD AC AC", { superBurraco: 250 })).toBe("super");
  });

  it("on: 7 naturals, or 8 naturals + a wildcard, are not super", () => {
    expect(burraco("9H 9D 9S 9C 9H 9D 9S", { superBurraco: 250 })).toBe("clean");
    expect(burraco(`${eight} JK`, { superBurraco: 250 })).toBe("semi-clean");
  });
});

describe("R5.7 bonuses come from the ruleset", () => {
  it("default bonuses: clean 200, semi-clean 150, dirty 100, none 0", () => {
    const rs = presets.classic;
    expect(burracoBonus("clean", rs)).toBe(200);
    expect(burracoBonus("semi-clean", rs)).toBe(150);
    expect(burracoBonus("dirty", rs)).toBe(100);
    expect(burracoBonus(null, rs)).toBe(0);
  });

  it("custom values are used", () => {
    const rs = ruleset({
      cleanBurracoBonus: 250,
      semiCleanBurracoBonus: 175,
      dirtyBurracoBonus: 90,
      royalBurraco: 300,
      superBurraco: 240,
    });
    expect(burracoBonus("clean", rs)).toBe(250);
    expect(burracoBonus("semi-clean", rs)).toBe(175);
    expect(burracoBonus("dirty", rs)).toBe(90);
    expect(burracoBonus("royal", rs)).toBe(300);
    expect(burracoBonus("super", rs)).toBe(240);
  });

  it("the class of a meld and its bonus under that ruleset agree", () => {
    const rs = ruleset({ cleanBurracoBonus: 333 });
    const r = analyzeMeld(ids("3H 4H 5H 6H 7H 8H 9H"), rs);
    expect(r.ok).toBe(true);
    if (r.ok) expect(burracoBonus(r.value.burraco, rs)).toBe(333);
  });

  it("isCleanClass: clean, royal and super (R7.1)", () => {
    expect(isCleanClass("clean")).toBe(true);
    expect(isCleanClass("royal")).toBe(true);
    expect(isCleanClass("super")).toBe(true);
    expect(isCleanClass("semi-clean")).toBe(false);
    expect(isCleanClass("dirty")).toBe(false);
    expect(isCleanClass(null)).toBe(false);
  });
});

describe("Meld fields", () => {
  it("cards: a set lists the naturals by suit ♠ ♥ ♦ ♣ (first deck first), the wildcard last", () => {
    const m = meld("6C 6H JK 6C");
    expect(m.cards).toEqual([cardId(6, 1), cardId(6, 3, 0), cardId(6, 3, 1), 104]);
    expect(table("9C 2D 9S 9H 9D")).toBe("9S 9H 9D 9C 2D");
  });

  it("cards: a run goes low to high with the wildcard in its place", () => {
    expect(table("8C 2H 4C 6C 5C")).toBe("4C 5C 6C 2H 8C");
    expect(table("KD QD JD 10D 9D")).toBe("9D 10D JD QD KD");
  });

  it("cards holds exactly the input cards, and the input is not changed", () => {
    const input = ids("8C 2H 4C 6C 5C");
    const copy = [...input];
    const r = analyzeMeld(input);
    expect(input).toEqual(copy);
    expect(r.ok).toBe(true);
    if (r.ok) expect([...r.value.cards].sort((a, b) => a - b)).toEqual([...copy].sort((a, b) => a - b));
  });

  it("wildcard / wildcardRank / wildcardLocked of a set: the wildcard stands for the set's rank", () => {
    expect(meld("QH QS 2D")).toMatchObject({ wildcard: cardId(2, 2), wildcardRank: 12, wildcardLocked: false });
    expect(meld("AH AS JK")).toMatchObject({ wildcardRank: 1, rank: 1, from: 1, to: 1 });
  });

  it("from/to count a high ace as 14; a wildcard standing for either ace has wildcardRank 1", () => {
    expect(meld("QS KS JK")).toMatchObject({ wildcardRank: 11, from: 11, to: 13 });
    expect(meld("KS AS JK")).toMatchObject({ wildcardRank: 12, from: 12, to: 14 });
    expect(meld("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS")).toMatchObject({ from: 1, to: 13, wildcard: null });
    expect(meld("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH JK")).toMatchObject({ wildcardRank: 13, from: 1, to: 13 });
    expect(meld(`${HEARTS_A_TO_K} 2S`)).toMatchObject({ wildcardRank: 1, from: 1, to: 14 });
  });

  it("analyzeTrusted gives the same reading or refusal as analyzeMeld", () => {
    for (const text of ["4C 5C 6C 2H 8C", "7H 7D JK", "3H 4H 6H", "JK JK JK"]) {
      const cards = ids(text);
      const direct = analyzeTrusted(cards, presets.classic);
      const r = analyzeMeld(cards);
      expect(direct).toEqual(r);
    }
  });

  it("the default ruleset is classic", () => {
    const cards = ids("9H 9D 9S 9C 9H 9D 9S 9C JK");
    expect(analyzeMeld(cards)).toEqual(analyzeMeld(cards, presets.classic));
  });
});

describe("analyzeMeld input errors (never throws)", () => {
  it.each([["7H 8H 9H"], [null], [undefined], [{ 0: 19, 1: 20, 2: 21, length: 3 }], [42], [new Set([19, 20, 21])]])(
    "a non-array %j is refused with input/invalid",
    (input) => {
      const r = analyzeMeld(input as never);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("input/invalid");
    },
  );

  it.each<[string, unknown[]]>([
    ["21.5", [19, 20, 21.5]],
    ['"21"', [19, 20, "21"]],
    ["NaN", [19, 20, Number.NaN]],
    ["-1", [19, 20, -1]],
    ["108", [19, 20, 108]],
    ["null", [19, 20, null]],
    ["21n", [19, 20, 21n]],
  ])("a bad card id %s is refused with input/invalid", (_name, input) => {
    const r = analyzeMeld(input as never);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("input/invalid");
      expect(r.error.message).toContain("cards[2]");
    }
  });

  it("a sparse array is refused", () => {
    const sparse: number[] = [19, 20];
    sparse[3] = 21;
    const r = analyzeMeld(sparse);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("input/invalid");
  });

  it("R1.1 a card listed twice is refused with card/duplicate, naming where", () => {
    const r = analyzeMeld([19, 20, 19]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toEqual({ code: "card/duplicate", message: "cards[2]: card 19 is listed twice", rule: "R1.1" });
    }
    // The check is per call: the same ids in a later call are fine.
    expect(analyzeMeld([19, 20, 21]).ok).toBe(true);
    expect(analyzeMeld([19, 20, 21]).ok).toBe(true);
  });

  it("at most 108 cards are read: all 108 ids reach the rules (too many for a meld), 109 are refused unread", () => {
    const all = Array.from({ length: 108 }, (_, id) => id);
    expect(analyzeMeld(all).error?.code).toBe("meld/too-many-cards");
    const r = analyzeMeld([...all, 0]);
    expect(r.error?.code).toBe("input/invalid");
    expect(r.error?.message).toMatch(/at most 108 card ids/);
  });

  it("a list whose reading throws (a Proxy trap) is refused with input/invalid, not thrown", () => {
    const trap = new Proxy([19, 20, 21], {
      get(target, key) {
        if (key === "1") throw new Error("get trap");
        return Reflect.get(target, key);
      },
    });
    const r = analyzeMeld(trap);
    expect(r.error?.code).toBe("input/invalid");
    expect(r.error?.message).toMatch(/could not be read/);
  });

  it("issue 26: a Proxy's get trap runs once an item, and the ids it returns are the ones read", () => {
    const reads = new Map<PropertyKey, number>();
    const trap = new Proxy([19, 20, 21], {
      get(target, key) {
        reads.set(key, (reads.get(key) ?? 0) + 1);
        return Reflect.get(target, key);
      },
    });
    expect(analyzeMeld(trap)).toEqual(analyzeMeld([19, 20, 21]));
    for (const key of ["length", "0", "1", "2"]) expect(reads.get(key), key).toBe(1);
  });

  it("an array that is not a plain one (another prototype) is refused with input/invalid", () => {
    // Array.isArray holds for both; only a plain array is read (a subclass's own methods never run).
    class Cards extends Array<number> {}
    const sub = Cards.from([19, 20, 21]);
    const bare = Object.setPrototypeOf([19, 20, 21], null) as number[];
    for (const odd of [sub, bare]) {
      expect(Array.isArray(odd)).toBe(true);
      expect(analyzeMeld(odd).error?.code).toBe("input/invalid");
    }
  });

  it("a Proxy whose length is not a number is refused with input/invalid, its items unread", () => {
    const reads: PropertyKey[] = [];
    const trap = new Proxy([19, 20, 21], {
      get(target, key) {
        reads.push(key);
        return key === "length" ? "3" : Reflect.get(target, key);
      },
    });
    expect(analyzeMeld(trap).error?.code).toBe("input/invalid");
    expect(reads).toEqual(["length"]);
  });

  it("R1.1 a getter that analyses another meld while the list is read does not hide a duplicate", () => {
    // The card ids are marked in module scratch as they are read; the inner call marks its own,
    // so the outer list is checked again on its own once it is read.
    const inner: unknown[] = [];
    const list = [19, 20, 19];
    Object.defineProperty(list, 1, {
      get: () => {
        inner.push(analyzeMeld([19, 20, 21]).ok);
        return 20;
      },
    });
    const r = analyzeMeld(list);
    expect(inner).toEqual([true]);
    expect(r.error).toEqual({ code: "card/duplicate", message: "cards[2]: card 19 is listed twice", rule: "R1.1" });
    // And without a duplicate the re-entered list reads like its copy.
    const clean = [19, 20, 21];
    Object.defineProperty(clean, 0, {
      get: () => {
        analyzeMeld([19, 20, 21]);
        return 19;
      },
    });
    expect(analyzeMeld(clean)).toEqual(analyzeMeld([19, 20, 21]));
  });

  it("R4.6 with both decks' 2 of the suit in a run, the reading does not depend on their order", () => {
    const [a, b, three, four] = ids("2H 2H 3H 4H") as [CardId, CardId, CardId, CardId];
    const first = analyzeMeld([a, b, three, four]);
    expect(first.ok).toBe(true);
    expect(analyzeMeld([b, a, three, four])).toEqual(first);
    expect(analyzeMeld([three, b, four, a])).toEqual(first);
  });

  it("an invalid or incomplete ruleset is refused with ruleset/invalid", () => {
    const cards = ids("7H 7D 7S");
    for (const bad of [{ allowSets: false }, { ...presets.classic, players: 7 }, "classic", 3, null]) {
      const r = analyzeMeld(cards, bad as never);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("ruleset/invalid");
    }
  });

  it("a plain (unfrozen) complete ruleset object is accepted", () => {
    const r = analyzeMeld(ids("7H 7D 7S"), { ...presets.classic, allowSets: false });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("meld/sets-not-allowed");
  });
});
