/**
 * RULES.md §4 in play — melding and attaching at the table: sets and runs (R4.1–R4.5), the reading
 * of a meld (R4.6), substitution (R4.7), side ownership (R4.8) and the options R4.9, R4.10; the
 * layout of runs and the order of refusals (R4.2, R4.3, R4.6); what `legalActions` tries: the
 * attach pre-check `mayFit` and the candidate 3-card melds (R4.1, R4.2). Tests that mutation
 * testing asked for name the mutant they fail on in a comment. States are built inside the tests.
 */
import {
  analyzeMeld,
  type CardId,
  defineRuleset,
  isWildcard,
  legalActions,
  type Meld,
  parseCards,
  presets,
  rankOf,
} from "burraco";
import { describe, expect, it } from "vitest";
import { mayFit, meldCandidates } from "../helpers/internal.js";
import { drawTable, fromNotation, hand, ids, melds, oneId, play, playTable, refused } from "../helpers/table.js";

/** Four hands with seat 0 to play (after drawing); the other seats hold filler cards. */
function table(
  seat0: string,
  sideMelds: [string[], string[]] = [[], []],
  ruleset: Record<string, unknown> = { preset: "classic" },
) {
  return fromNotation({
    ruleset,
    turn: 0,
    phase: "play",
    hands: [seat0, "8C", "10C", "JC"],
    discardPile: "KD",
    stock: "8S",
    melds: sideMelds,
    pozzettoTaken: [false, false],
  });
}

function rules(options: Record<string, unknown>) {
  const r = defineRuleset({ preset: "classic", ...options });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The reading of the cards `text` under classic with `ruleset`'s changes; throws on a refusal. */
function reading(text: string, ruleset: Record<string, unknown> = {}) {
  const r = analyzeMeld(ids(text), rules(ruleset));
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
}

/** The first meld of side 0 on a table holding `cards`. */
function tableMeld(cards: string): Meld {
  const s = drawTable("4D", "KD", [cards]);
  return (s.melds[0] as readonly Meld[])[0] as Meld;
}

describe("§4 melds in play", () => {
  describe("R4.1 sets", () => {
    it("R4.1 three or more of one rank, any suits, duplicates allowed", () => {
      /*  seat 0: 7H 7H 7S 7D 9C      melds: —     */
      const s0 = table("7H 7H 7S 7D 9C");
      const s1 = play(s0, { type: "meld", seat: 0, cards: "7H 7H 7S" });
      expect(melds(s1, 0)).toEqual(["7S 7H 7H"]);
      expect(s1.melds[0]?.[0]?.kind).toBe("set");
      const s2 = play(s1, { type: "attach", seat: 0, meld: 0, cards: "7D" });
      expect(melds(s2, 0)).toEqual(["7S 7H 7H 7D"]);
      expect(hand(s2, 0)).toBe("9C");
    });

    it("R4.1 a set may hold one wildcard; mixed ranks are refused", () => {
      /*  seat 0: KH KD 2C 7H 7D 8S 9C     */
      const s0 = table("KH KD 2C 7H 7D 8S 9C");
      expect(melds(play(s0, { type: "meld", seat: 0, cards: "KH 2C KD" }), 0)).toEqual(["KH KD 2C"]);
      refused(s0, { type: "meld", seat: 0, cards: "7H 7D 8S" }, "meld/mixed", "R4.1");
      refused(s0, { type: "meld", seat: 0, cards: "7H 7D" }, "meld/too-few-cards", "R4.1");
    });

    it("R4.1 a set holds at most 8 naturals and one wildcard (9 cards)", () => {
      /*  seat 0: 2H 9C 4S     melds side 0: [7S 7S 7H 7H 7D 7D 7C 7C JK]   */
      const s0 = table("2H 9C 4S", [["7S 7S 7H 7H 7D 7D 7C 7C JK"], []]);
      expect(s0.melds[0]?.[0]?.cards).toHaveLength(9);
      refused(s0, { type: "attach", seat: 0, meld: 0, cards: "2H" }, "meld/too-many-wildcards", "R4.3");
      expect(legalActions(s0).filter((a) => a.type === "attach")).toEqual([]);
    });

    it("R4.1 2s are never the rank of a set", () => {
      /*  seat 0: 2H 2D 2S 9C    */
      refused(table("2H 2D 2S 9C"), { type: "meld", seat: 0, cards: "2H 2D 2S" }, "meld/wildcards-only", "R4.5");
    });
  });

  describe("R4.2 runs", () => {
    it("R4.2 consecutive cards of one suit; extended at either end", () => {
      /*  seat 0: 5C 6C 7C 4C 8C 9H    */
      const s0 = table("5C 6C 7C 4C 8C 9H");
      const s1 = play(s0, { type: "meld", seat: 0, cards: "7C 5C 6C" });
      expect(melds(s1, 0)).toEqual(["5C 6C 7C"]);
      const s2 = play(
        s1,
        { type: "attach", seat: 0, meld: 0, cards: "4C" },
        { type: "attach", seat: 0, meld: 0, cards: "8C" },
      );
      expect(melds(s2, 0)).toEqual(["4C 5C 6C 7C 8C"]);
      expect(s2.melds[0]?.[0]).toMatchObject({ kind: "run", suit: 3, from: 4, to: 8, wildcard: null });
    });

    it("R4.2 the ace is low or high, never wrapping", () => {
      /*  seat 0: AD 2D 3D QS KS AS KH AH 2H 9C    */
      const s0 = table("AD 2D 3D QS KS AS KH AH 3H 9C");
      expect(play(s0, { type: "meld", seat: 0, cards: "AD 2D 3D" }).melds[0]?.[0]).toMatchObject({
        from: 1,
        to: 3,
        wildcard: null,
      });
      expect(play(s0, { type: "meld", seat: 0, cards: "QS KS AS" }).melds[0]?.[0]).toMatchObject({ from: 12, to: 14 });
      refused(s0, { type: "meld", seat: 0, cards: "KH AH 3H" }, "meld/gap", "R4.2");
    });

    it("R4.2 gaps and mixed suits are refused", () => {
      /*  seat 0: 4C 5C 7C 6H 9S    */
      const s0 = table("4C 5C 7C 6H 9S");
      refused(s0, { type: "meld", seat: 0, cards: "4C 5C 7C" }, "meld/gap", "R4.2");
      refused(s0, { type: "meld", seat: 0, cards: "4C 5C 6H" }, "meld/mixed", "R4.1");
    });

    it("R4.2 a run spans at most 14 positions: A…K plus a wildcard for the other ace", () => {
      /*  seat 0: AH 2S 2H 5D 9C
          melds side 0: [3H 4H 5H 6H 7H 8H 9H 10H JH QH KH]                 */
      const s0 = table("AH 2S 2H 5D 9C", [["3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"], []]);
      const s1 = play(
        s0,
        { type: "attach", seat: 0, meld: 0, cards: "AH" },
        { type: "attach", seat: 0, meld: 0, cards: "2H" },
        { type: "attach", seat: 0, meld: 0, cards: "2S" },
      );
      expect(s1.melds[0]?.[0]?.cards).toHaveLength(14);
      expect(s1.melds[0]?.[0]).toMatchObject({ from: 1, to: 14, wildcard: ids("2S")[0] });
      expect(hand(s1, 0)).toBe("5D 9C");
    });

    it("R4.2 aceToAceRuns false (default): no natural ace at both ends", () => {
      /*  seat 0: AH 5D 9C     melds side 0: [AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH] */
      const s0 = table("AH 5D 9C", [["AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"], []]);
      refused(s0, { type: "attach", seat: 0, meld: 0, cards: "AH" }, "meld/duplicate-rank", "R4.2");
    });

    it("R4.2 aceToAceRuns true: a natural ace at both ends (14 naturals)", () => {
      /*  same table, { aceToAceRuns: true }   */
      const s0 = table("AH 5D 9C", [["AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"], []], {
        preset: "classic",
        aceToAceRuns: true,
      });
      const s1 = play(s0, { type: "attach", seat: 0, meld: 0, cards: "AH" });
      expect(s1.melds[0]?.[0]).toMatchObject({ from: 1, to: 14, wildcard: null, burraco: "clean" });
    });
  });

  describe("R4.3–R4.5 wildcards", () => {
    it("R4.3 a meld holds at most one card acting as a wildcard", () => {
      /*  seat 0: 7H JK 2S 9C 9D      melds side 0: [5S 6S 2D]   */
      const s0 = table("7H JK 2S 9C 9D", [["5S 6S 2D"], []]);
      refused(s0, { type: "meld", seat: 0, cards: "7H JK 2S" }, "meld/too-many-wildcards", "R4.3");
      refused(s0, { type: "attach", seat: 0, meld: 0, cards: "JK" }, "meld/too-many-wildcards", "R4.3");
      refused(s0, { type: "meld", seat: 0, cards: "9C 9D JK 2S" }, "meld/too-many-wildcards", "R4.3");
    });

    it("R4.4 a same-suit 2 in the 2 position is natural: the run may take one more wildcard", () => {
      /*  seat 0: AH 2H 3H JK 2H 9C      */
      const s0 = table("AH 2H 3H JK 2H 9C");
      const s1 = play(s0, { type: "meld", seat: 0, cards: "3H AH 2H" });
      expect(s1.melds[0]?.[0]).toMatchObject({ wildcard: null, from: 1, to: 3 });
      const s2 = play(s1, { type: "attach", seat: 0, meld: 0, cards: "JK" });
      expect(melds(s2, 0)).toEqual(["AH 2H 3H JK"]);
      expect(s2.melds[0]?.[0]).toMatchObject({ wildcard: 104, wildcardRank: 4 });
      refused(s2, { type: "attach", seat: 0, meld: 0, cards: "2H" }, "meld/too-many-wildcards", "R4.3");
    });

    it("R4.4 a run may hold two 2s of its suit, one natural and one wild", () => {
      /*  seat 0: 2H 9C 9S     melds side 0: [2H 3H 4H]   (natural 2)  */
      const s0 = table("2H 9C 9S", [["2H 3H 4H"], []]);
      const s1 = play(s0, { type: "attach", seat: 0, meld: 0, cards: "2H" });
      expect(melds(s1, 0)).toEqual(["2H 2H 3H 4H"]);
      expect(s1.melds[0]?.[0]).toMatchObject({ from: 1, to: 4, wildcardRank: 1, wildcardLocked: false });
    });

    it("R4.5 no meld of wildcards only", () => {
      /*  seat 0: 2H 2D JK 9C    */
      refused(table("2H 2D JK 9C"), { type: "meld", seat: 0, cards: "2H 2D JK" }, "meld/wildcards-only", "R4.5");
    });
  });

  describe("R4.6 interpretation", () => {
    it("R4.6 a free wildcard goes to the low end; a gap locks it", () => {
      /*  seat 0: JK 5D 6D 4C 5C 2H 7C 9S    */
      const s0 = table("JK 5D 6D 4C 5C 2H 7C 9S");
      const free = play(s0, { type: "meld", seat: 0, cards: "5D 6D JK" });
      expect(melds(free, 0)).toEqual(["JK 5D 6D"]);
      expect(free.melds[0]?.[0]).toMatchObject({ wildcardRank: 4, wildcardLocked: false });
      const locked = play(s0, { type: "meld", seat: 0, cards: "7C 4C 2H 5C" });
      expect(melds(locked, 0)).toEqual(["4C 5C 2H 7C"]);
      expect(locked.melds[0]?.[0]).toMatchObject({ wildcardRank: 6, wildcardLocked: true });
    });

    it("R4.6 fewest wildcards, then the best class: A♦ 🃏 3♦ … K♦ is 3…K-A with the joker free", () => {
      /*  fibur2026 (a locked wildcard makes a run dirty)
          seat 0: 4D 5D 6D 7D 8D 9D 10D JD QD KD 9C   melds side 0: [AD JK 3D]  (joker locked) */
      const s0 = table("4D 5D 6D 7D 8D 9D 10D JD QD KD 9C", [["AD JK 3D"], []], { preset: "fibur2026" });
      expect(s0.melds[0]?.[0]).toMatchObject({ wildcardRank: 2, wildcardLocked: true });
      const s1 = play(s0, { type: "attach", seat: 0, meld: 0, cards: "4D 5D 6D 7D 8D 9D 10D JD QD KD" });
      expect(melds(s1, 0)).toEqual(["JK 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"]);
      expect(s1.melds[0]?.[0]).toMatchObject({ from: 2, to: 14, wildcardLocked: false, burraco: "semi-clean" });
    });
  });

  describe("R4.7 substitution", () => {
    it("R4.7 the natural card frees a same-suit 2, which goes to its natural place", () => {
      /*  seat 0: 3H 9C 9S     melds side 0: [2H 4H 5H]  (2H stands for 3H) */
      const s0 = table("3H 9C 9S", [["2H 4H 5H"], []]);
      expect(s0.melds[0]?.[0]).toMatchObject({ wildcard: ids("2H")[0], wildcardRank: 3 });
      const s1 = play(s0, { type: "attach", seat: 0, meld: 0, cards: "3H" });
      expect(melds(s1, 0)).toEqual(["2H 3H 4H 5H"]);
      expect(s1.melds[0]?.[0]).toMatchObject({ wildcard: null, from: 2, to: 5 });
      expect(hand(s1, 0)).toBe("9C 9S");
    });

    it("R4.7 a wildcard attached to a run whose same-suit 2 acts wild turns the 2 natural", () => {
      /*  seat 0: JK 9C 9S     melds side 0: [2H 4H 5H]   */
      const s1 = play(table("JK 9C 9S", [["2H 4H 5H"], []]), { type: "attach", seat: 0, meld: 0, cards: "JK" });
      expect(melds(s1, 0)).toEqual(["2H JK 4H 5H"]);
      expect(s1.melds[0]?.[0]).toMatchObject({ wildcard: 104, wildcardRank: 3, wildcardLocked: true });
    });

    it("R4.7 a freed locked wildcard moves to the low end and keeps acting wild (never back to the hand)", () => {
      /*  seat 0: 6C 9D 9S     melds side 0: [4C 5C JK 7C]  (joker for 6C) */
      const s0 = table("6C 9D 9S", [["4C 5C JK 7C"], []]);
      const s1 = play(s0, { type: "attach", seat: 0, meld: 0, cards: "6C" });
      expect(melds(s1, 0)).toEqual(["JK 4C 5C 6C 7C"]);
      expect(s1.melds[0]?.[0]).toMatchObject({ wildcard: 104, wildcardRank: 3, wildcardLocked: false });
      expect(hand(s1, 0)).toBe("9D 9S");
      expect(s1.held[0]).not.toContain(104);
    });

    it("R4.7 the freed wildcard goes to the high end when the low end is impossible", () => {
      /*  seat 0: 2C 9D 9S     melds side 0: [AC JK 3C]  (joker for 2C) */
      const s1 = play(table("2C 9D 9S", [["AC JK 3C"], []]), { type: "attach", seat: 0, meld: 0, cards: "2C" });
      expect(melds(s1, 0)).toEqual(["AC 2C 3C JK"]);
      expect(s1.melds[0]?.[0]).toMatchObject({ wildcardRank: 4, wildcardLocked: false });
    });

    it("R4.7 a free wildcard ends up in a gap when a card is attached beyond it", () => {
      /*  seat 0: 10D 9C 9S    melds side 0: [JK 5D 6D 7D 8D]  */
      const s1 = play(table("10D 9C 9S", [["JK 5D 6D 7D 8D"], []]), { type: "attach", seat: 0, meld: 0, cards: "10D" });
      expect(melds(s1, 0)).toEqual(["5D 6D 7D 8D JK 10D"]);
      expect(s1.melds[0]?.[0]).toMatchObject({ wildcardRank: 9, wildcardLocked: true });
    });

    it("R4.7 a natural 2 may become the wildcard when the cards call for it", () => {
      /*  seat 0: 6D 9C 9S     melds side 0: [2D 3D 4D]   (clean) */
      const s0 = table("6D 9C 9S", [["2D 3D 4D"], []]);
      expect(s0.melds[0]?.[0]?.wildcard).toBeNull();
      const s1 = play(s0, { type: "attach", seat: 0, meld: 0, cards: "6D" });
      expect(melds(s1, 0)).toEqual(["3D 4D 2D 6D"]);
      expect(s1.melds[0]?.[0]).toMatchObject({ wildcard: ids("2D")[0], wildcardRank: 5, wildcardLocked: true });
    });
  });

  describe("R4.8 melds belong to the side", () => {
    it("R4.8 a player attaches only to their own side's melds", () => {
      /*  seat 0: 6S 9C 9D      melds side 0: [KH KD KC]   side 1: [3S 4S 5S]  */
      const s0 = table("6S 9C 9D", [["KH KD KC"], ["3S 4S 5S"]]);
      refused(s0, { type: "attach", seat: 0, side: 1, meld: 0, cards: "6S" }, "meld/other-side", "R4.8");
      // Without `side`, meld 0 is the side's own [KH KD KC]: 6S does not fit.
      refused(s0, { type: "attach", seat: 0, meld: 0, cards: "6S" }, "meld/mixed", "R4.1");
      expect(legalActions(s0).filter((a) => a.type === "attach")).toEqual([]);
    });

    it("R4.8 partners share their melds: seat 2 attaches to the meld seat 0 put down", () => {
      /*  seat 0: 9C 9D 3D   (acts first)      seat 2: KS 5H
          melds side 0: [KH KD KC]                                    */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["9C 9D 3D", "4C 4C", "KS 5H", "6D 6D"],
        discardPile: "QD",
        stock: "8S 8H",
        melds: [["KH KD KC"], []],
      });
      const s1 = play(
        s0,
        { type: "discard", seat: 0, card: "3D" },
        { type: "draw", seat: 1 },
        { type: "discard", seat: 1, card: "8S" },
        { type: "draw", seat: 2 },
        { type: "attach", seat: 2, side: 0, meld: 0, cards: "KS" },
      );
      expect(melds(s1, 0)).toEqual(["KS KH KD KC"]);
      expect(hand(s1, 2)).toBe("5H 8H");
    });

    it("R4.8 a meld index the side does not have is refused", () => {
      /*  seat 0: 6S 9C 9D    melds side 0: [KH KD KC]   side 1: [3S 4S 5S] [7H 8H 9H] */
      const s0 = table("6S 9C 9D", [["KH KD KC"], ["3S 4S 5S", "7H 8H 9H"]]);
      refused(s0, { type: "attach", seat: 0, meld: 1, cards: "9C" }, "meld/not-found", "R4.8");
      refused(s0, { type: "attach", seat: 0, side: 0, meld: 5, cards: "9C" }, "meld/not-found", "R4.8");
    });

    it("R4.8 two runs of a side are never merged, even when adjacent", () => {
      /*  seat 0: 6H 7H 8H 6H 9H 9C 9D     melds side 0: [3H 4H 5H]  */
      const s0 = table("6H 7H 8H 6H 9H 9C 9D", [["3H 4H 5H"], []]);
      const s1 = play(
        s0,
        { type: "meld", seat: 0, cards: "6H 7H 8H" },
        { type: "attach", seat: 0, meld: 1, cards: "9H" },
      );
      expect(melds(s1, 0)).toEqual(["3H 4H 5H", "6H 7H 8H 9H"]);
      const s2 = play(s1, { type: "attach", seat: 0, meld: 0, cards: "6H" });
      expect(melds(s2, 0)).toEqual(["3H 4H 5H 6H", "6H 7H 8H 9H"]);
    });
  });

  describe("R4.9 distinctSetRanks", () => {
    it("R4.9 distinctSetRanks false (default): a side may hold two sets of one rank", () => {
      /*  seat 0: 7C 7C JK 9D 9S     melds side 0: [7S 7H 7D]   */
      const s1 = play(table("7C 7C JK 9D 9S", [["7S 7H 7D"], []]), { type: "meld", seat: 0, cards: "7C 7C JK" });
      expect(melds(s1, 0)).toEqual(["7S 7H 7D", "7C 7C JK"]);
    });

    it("R4.9 distinctSetRanks true: a second set of the same rank is refused", () => {
      /*  seat 0: 7C 7C JK 7S 8S 9S 9D     melds side 0: [7S 7H 7D]  side 1: [7H 7D 2S]  */
      const s0 = table("7C 7C JK 7S 8S 9S 9D", [["7S 7H 7D"], ["7H 7D 2S"]], {
        preset: "classic",
        distinctSetRanks: true,
      });
      refused(s0, { type: "meld", seat: 0, cards: "7C 7C JK" }, "meld/duplicate-set-rank", "R4.9");
      refused(s0, { type: "meld", seat: 0, cards: "7C 7C 7S" }, "meld/duplicate-set-rank", "R4.9");
      // The set of 7s is still theirs to extend, and runs with a 7 are unaffected.
      expect(melds(play(s0, { type: "attach", seat: 0, meld: 0, cards: "7C" }), 0)).toEqual(["7S 7H 7D 7C"]);
      expect(melds(play(s0, { type: "meld", seat: 0, cards: "7S 8S 9S" }), 0)).toEqual(["7S 7H 7D", "7S 8S 9S"]);
      const legalMelds = legalActions(s0).filter((a) => a.type === "meld");
      expect(legalMelds.length).toBeGreaterThan(0);
      expect(legalMelds.every((a) => a.cards.some((c) => !isWildcard(c) && rankOf(c) !== 7))).toBe(true);
    });

    it("R4.9 distinctSetRanks true: a scenario with two sets of one rank on a side is refused", () => {
      /*  { distinctSetRanks: true }   melds side 0: [7S 7H 7D] [7C 7C JK]  → refused  */
      expect(() => table("9D", [["7S 7H 7D", "7C 7C JK"], []], { preset: "classic", distinctSetRanks: true })).toThrow(
        /R4\.9|same rank/,
      );
    });
  });

  describe("R4.10 allowSets", () => {
    it("R4.10 allowSets false: sets are refused, runs are fine", () => {
      /*  preset "open":  seat 0: 7S 7H 7D 8D 9D 9C    */
      const s0 = table("7S 7H 7D 8D 9D 9C", [[], []], { preset: "open" });
      refused(s0, { type: "meld", seat: 0, cards: "7S 7H 7D" }, "meld/sets-not-allowed", "R4.10");
      expect(melds(play(s0, { type: "meld", seat: 0, cards: "7D 8D 9D" }), 0)).toEqual(["7D 8D 9D"]);
      expect(legalActions(s0).filter((a) => a.type === "meld")).toHaveLength(1);
    });

    it("R4.10 allowSets true (default): sets are allowed", () => {
      /*  classic:  seat 0: 7S 7H 7D 8D 9D 9C    */
      const s0 = table("7S 7H 7D 8D 9D 9C");
      expect(melds(play(s0, { type: "meld", seat: 0, cards: "7S 7H 7D" }), 0)).toEqual(["7S 7H 7D"]);
      expect(legalActions(s0).filter((a) => a.type === "meld")).toHaveLength(2);
    });
  });
});

describe("R4.9 distinctSetRanks acceptances", () => {
  it("R4.9 distinctSetRanks true: a set of a rank the side does not hold is accepted", () => {
    // Mutant `!own.some(...)` → `false` refuses every set.
    const s0 = playTable("9C 9D 9S 4H", ["7S 7H 7D", "3C 4C 5C"], false, { distinctSetRanks: true });
    expect(melds(play(s0, { type: "meld", seat: 0, cards: "9C 9D 9S" }), 0)).toEqual([
      "7S 7H 7D",
      "3C 4C 5C",
      "9S 9D 9C",
    ]);
    expect(legalActions(s0).filter((a) => a.type === "meld")).toHaveLength(1);
  });

  it("R4.9 distinctSetRanks true: a run beside a set of the same rank is not a second set", () => {
    const s0 = playTable("7C 8C 9C 4H", ["7S 7H 7D"], false, { distinctSetRanks: true });
    expect(melds(play(s0, { type: "meld", seat: 0, cards: "7C 8C 9C" }), 0)).toEqual(["7S 7H 7D", "7C 8C 9C"]);
  });

  it("R4.9 distinctSetRanks true: the other side's set of that rank does not count", () => {
    const s0 = fromNotation({
      ruleset: { preset: "classic", distinctSetRanks: true },
      turn: 0,
      phase: "play",
      hands: ["9C 9D 9S 4H", "8C", "10C", "JC"],
      discardPile: "KD",
      stock: "8S",
      melds: [[], ["9H 9H 9D"]],
      pozzettoTaken: [false, false],
    });
    expect(melds(play(s0, { type: "meld", seat: 0, cards: "9C 9D 9S" }), 0)).toEqual(["9S 9D 9C"]);
  });
});

describe("R4.2 R4.6 run layout", () => {
  it("R4.2 aceToAceRuns: a spade run A…K-A keeps both aces, the first deck's low", () => {
    // Mutant `id < 52` → `id <= 52` puts the second deck's A♠ (id 52) low too, losing a card.
    const cards = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 52];
    const r = analyzeMeld([52, ...cards.slice(0, 13)].reverse(), rules({ aceToAceRuns: true }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.cards).toEqual(cards);
    expect([r.value.from, r.value.to]).toEqual([1, 14]);
  });

  it("R4.6 R5.5 a royal run A…K is laid out ace low, not 2…K-A", () => {
    const r = reading("KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AH", { royalBurraco: 300 });
    expect(r.burraco).toBe("royal");
    expect(r.cards).toEqual(ids("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"));
    expect([r.from, r.to]).toEqual([1, 13]);
  });

  it("R4.6 R5.5 the ace-high royal 2…K-A is royal too", () => {
    const r = reading("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", { royalBurraco: 300 });
    // 2♥…K♥ plus A♥ reads ace low first (A-2-…-K): same cards, same class.
    expect(r.burraco).toBe("royal");
    expect([r.from, r.to]).toEqual([1, 13]);
  });

  it("R4.2 R4.6 A…K plus a wildcard: the wildcard is the low ace, the natural ace high (2♣ 2♥ 3♥ … K♥ A♥)", () => {
    // Ace low (wildcard high) and ace high (wildcard low) tie on every count; the wildcard goes low.
    for (const wild of ["2C", "JK"]) {
      const r = reading(`AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH ${wild}`);
      expect(r.cards).toEqual(ids(`${wild} 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH`));
      expect([r.from, r.to, r.wildcardRank, r.wildcardLocked]).toEqual([1, 14, 1, false]);
    }
  });

  it("R4.2 R4.3 refusal order: a duplicate rank is named before too many wildcards, too many wildcards before two aces", () => {
    const code = (text: string) => {
      const r = analyzeMeld(parseCards(text).value ?? []);
      return r.ok ? "ok" : r.error.code;
    };
    expect(code("5H 5H 6H JK 2S")).toBe("meld/duplicate-rank");
    expect(code("AH 3H 4H JK 2S AH")).toBe("meld/too-many-wildcards");
    expect(code("AH 3H 4H JK AH")).toBe("meld/duplicate-rank");
    expect(code("AH 3H 4H 2H 2S 2D")).toBe("meld/too-many-wildcards");
  });
});

describe("R4.2 mayFit: the attach pre-check of legalActions and the bots", () => {
  it("R4.2 a run lets through its suit's naturals within two places of its ends, and no others", () => {
    const run = tableMeld("6H 7H 8H");
    expect(mayFit(run, oneId("4H"))).toBe(true); // `p > from - 2` refuses it
    expect(mayFit(run, oneId("5H"))).toBe(true);
    expect(mayFit(run, oneId("9H"))).toBe(true);
    expect(mayFit(run, oneId("10H"))).toBe(true);
    expect(mayFit(run, oneId("3H"))).toBe(false); // `p >= from - 2` → true, or `&&` → `||`, lets it through
    expect(mayFit(run, oneId("JH"))).toBe(false); // `p <= to + 2` → true lets it through
    expect(mayFit(run, oneId("QH"))).toBe(false);
    expect(mayFit(run, oneId("7S"))).toBe(false);
  });

  it("R4.2 an ace fits a run only near its low or its high end", () => {
    expect(mayFit(tableMeld("6H 7H 8H"), oneId("AH"))).toBe(false); // `near(1) || near(14)` → true
    expect(mayFit(tableMeld("3H 4H 5H"), oneId("AH"))).toBe(true);
    expect(mayFit(tableMeld("JH QH KH"), oneId("AH"))).toBe(true);
  });

  it("R4.1 R4.3 wildcards fit anything; a set takes its rank only", () => {
    const set = tableMeld("5H 5S 5D");
    expect(mayFit(set, oneId("5C"))).toBe(true);
    expect(mayFit(set, oneId("6C"))).toBe(false);
    expect(mayFit(set, oneId("JK"))).toBe(true);
    expect(mayFit(tableMeld("6H 7H 8H"), oneId("2S"))).toBe(true);
  });
});

describe("R4.1 R4.2 legalActions' order: bots pick by it, replays and arenas depend on it", () => {
  it("R4.1 R4.2 melds first, then attaches meld by meld (each face where it first comes in the hand, its copies together), then discards in hand order", () => {
    // Mutation testing asked for this: `slot < 0` → `slot <= 0` in the face table gives the second
    // 10♥ a slot of its own after the 6♥, so it is listed after the 6♥ instead of beside the first.
    const s = playTable("10H 6H 10H 5S 3S 4S", ["7H 8H 9H", "5C 5D 5H"], true);
    const [ten, six, ten2, five, three, four] = s.held[0] as CardId[];
    expect(legalActions(s)).toEqual([
      { type: "meld", seat: 0, cards: ids("3S 4S 5S") },
      { type: "attach", seat: 0, meld: 0, cards: [ten] },
      { type: "attach", seat: 0, meld: 0, cards: [ten2] },
      { type: "attach", seat: 0, meld: 0, cards: [six] },
      { type: "attach", seat: 0, meld: 1, cards: [five] },
      ...[ten, six, ten2, five, three, four].map((card) => ({ type: "discard", seat: 0, card })),
    ]);
  });

  it("R4.1 R4.2 with three cards or fewer (every copy checked) the copies of a face still come together", () => {
    // The same mutant on the per-copy path: the second 10♥ would come after the 6♥.
    const s = playTable("10H 6H 10H", ["7H 8H 9H"], true);
    const [ten, six, ten2] = s.held[0] as CardId[];
    expect(legalActions(s)).toEqual([
      { type: "attach", seat: 0, meld: 0, cards: [ten] },
      { type: "attach", seat: 0, meld: 0, cards: [ten2] },
      { type: "attach", seat: 0, meld: 0, cards: [six] },
      ...[ten, six, ten2].map((card) => ({ type: "discard", seat: 0, card })),
    ]);
  });
});

describe("R4.1 R4.2 legalActions depends on the position only", () => {
  it("R4.1 R4.2 a hand of three or fewer lists the same attaches whatever position was listed before it", () => {
    // Mutation testing asked for this: `k < copies` → `k <= copies` on the per-copy path reads one id
    // past a face's copies, left there by the position listed before (its second 10♥ in the same
    // place), and lists that 10♥'s attach a second time, under the 6♥.
    const before = playTable("6H 10H 10H", ["7H 8H 9H"], true);
    const [sixB, tenB, ten2B] = before.held[0] as CardId[];
    const after = playTable("10H 6H 10H", ["7H 8H 9H"], true);
    const [ten, six, ten2] = after.held[0] as CardId[];
    const listBefore = [
      { type: "attach", seat: 0, meld: 0, cards: [sixB] },
      { type: "attach", seat: 0, meld: 0, cards: [tenB] },
      { type: "attach", seat: 0, meld: 0, cards: [ten2B] },
      ...[sixB, tenB, ten2B].map((card) => ({ type: "discard", seat: 0, card })),
    ];
    const listAfter = [
      { type: "attach", seat: 0, meld: 0, cards: [ten] },
      { type: "attach", seat: 0, meld: 0, cards: [ten2] },
      { type: "attach", seat: 0, meld: 0, cards: [six] },
      ...[ten, six, ten2].map((card) => ({ type: "discard", seat: 0, card })),
    ];
    expect(legalActions(before)).toEqual(listBefore);
    expect(legalActions(after)).toEqual(listAfter);
    expect(legalActions(before)).toEqual(listBefore);
    expect(legalActions(after)).toEqual(listAfter);
  });
});

describe("R4.1 R4.2 meldCandidates: each possible 3-card meld once, three distinct cards", () => {
  it("R4.2 a natural run of three is the only candidate of its three cards", () => {
    // `const out = []` → `["Stryker was here"]` adds a non-meld.
    expect(meldCandidates(ids("4S 5S 6S"), true)).toEqual([ids("4S 5S 6S")]);
  });

  it("R4.2 a same-suit 2 is not used twice (as the natural at 2 and as the wildcard)", () => {
    // Dropping the distinct-ids test lists [2H, 3H, 2H].
    expect(meldCandidates(ids("2H 3H"), true)).toEqual([]);
    expect(meldCandidates(ids("AH 2H"), true)).toEqual([]);
  });

  it("R4.1 without sets (allowSets false) no set is a candidate", () => {
    expect(meldCandidates(ids("5H 5S 5D"), false)).toEqual([]); // `if (allowSets)` → true lists it
    expect(meldCandidates(ids("5H 5S 5D"), true)).toEqual([ids("5H 5S 5D")]);
  });

  it("R4.2 two copies of one card and a wildcard are no run", () => {
    // Starting the second position at p - 1 (so at p) pairs the two 5♥ with the joker.
    expect(meldCandidates(ids("5H 5H JK"), false)).toEqual([]);
  });

  it("R4.2 a natural run needs three consecutive places: a gap of one and a copy are not one", () => {
    // `q === p + 1` → true looks for a third card at p + 2 also when the second is there: 5♥ 7♥ 7♥.
    expect(meldCandidates(ids("5H 7H 7H"), true)).toEqual([]);
  });

  it("R4.2 the ace closes a run above the king (Q K A) and nothing follows it", () => {
    expect(meldCandidates(ids("QH KH AH"), true)).toEqual([ids("QH KH AH")]);
    expect(meldCandidates(ids("JH QH KH AH"), true)).toEqual([ids("JH QH KH"), ids("QH KH AH")]);
  });

  it("R4.1 R4.2 a hand of the whole deck: its thousands of candidates hold every valid 3-card meld, each once", () => {
    // More candidates than the scratch list first holds (256): it grows and keeps every one.
    const deck = Array.from({ length: 108 }, (_, id) => id);
    const got = meldCandidates(deck, true);
    expect(got.length).toBeGreaterThan(256);
    const keys = new Set(got.map((t) => [...t].sort((x, y) => x - y).join(",")));
    expect(keys.size).toBe(got.length);
    let valid = 0;
    for (let i = 0; i < 108; i++)
      for (let j = i + 1; j < 108; j++)
        for (let k = j + 1; k < 108; k++) {
          const t = [i, j, k];
          if (!analyzeMeld(t, presets.classic).ok) continue;
          valid++;
          if (!keys.has(`${i},${j},${k}`)) throw new Error(`valid meld ${t.join(" ")} is not a candidate`);
        }
    expect(valid).toBeGreaterThan(1000);
  });

  it("R4.1 R4.2 every valid 3-card meld of a mixed hand is a candidate, each once", () => {
    const cards = ids("AH 2H 3H 3H 4H 5S 5S 5D KD AD QD 2C JK");
    const got = meldCandidates(cards, true);
    const key = (t: readonly number[]): string => [...t].sort((x, y) => x - y).join(",");
    const keys = got.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of got) {
      expect(new Set(t).size).toBe(3);
      for (const id of t) expect(cards).toContain(id);
    }
    let valid = 0;
    for (let i = 0; i < cards.length; i++)
      for (let j = i + 1; j < cards.length; j++)
        for (let k = j + 1; k < cards.length; k++) {
          const t = [cards[i], cards[j], cards[k]] as CardId[];
          if (!analyzeMeld(t, presets.classic).ok) continue;
          valid++;
          expect(keys, `valid meld ${t.join(" ")} missing`).toContain(key(t));
        }
    expect(valid).toBeGreaterThan(10);
  });
});
