/**
 * RULES.md §5 in play — burraco classes as melds grow at the table, and the bonuses they bring to
 * the score sheet (R5.1–R5.7). (Meld analysis itself is unit-tested in test/unit/melds.test.ts.)
 */
import type { Scenario } from "burraco";
import { scoreHand } from "burraco/scoring";
import { describe, expect, it } from "vitest";
import { fromNotation, melds, play } from "../helpers/table.js";

/** Seat 0 to play holding `seat0`, side 0's melds given, under `ruleset`. */
function table(seat0: string, melds0: string[], ruleset: Record<string, unknown> = { preset: "classic" }) {
  const scenario: Scenario = {
    ruleset,
    turn: 0,
    phase: "play",
    hands: [seat0, "5C", "6C", "QS"],
    discardPile: "KD",
    stock: "QC",
    melds: [melds0, []],
  };
  return fromNotation(scenario);
}

const classOf = (s: ReturnType<typeof table>, i = 0) => s.melds[0]?.[i]?.burraco;
const bonusLines = (s: ReturnType<typeof table>) => scoreHand(s).sides[0]?.burraco.map((b) => [b.class, b.bonus]);

describe("§5 burraco in play", () => {
  it("R5.1 a meld becomes a burraco at 7 cards, and its class follows the cards attached", () => {
    /*  seat 0: 8D 10D 9C    melds side 0: [2D 3D 4D 5D 6D 7D]  (natural 2)  */
    const s0 = table("8D 10D 9C", ["2D 3D 4D 5D 6D 7D"]);
    expect(classOf(s0)).toBeNull();
    const s1 = play(s0, { type: "attach", seat: 0, meld: 0, cards: "8D" });
    expect(classOf(s1)).toBe("clean");
    expect(bonusLines(s1)).toEqual([["clean", 200]]);
    // [004]: a clean burraco can turn dirty — the 2 now stands for 9D.
    const s2 = play(s1, { type: "attach", seat: 0, meld: 0, cards: "10D" });
    expect(melds(s2, 0)).toEqual(["3D 4D 5D 6D 7D 8D 2D 10D"]);
    expect(classOf(s2)).toBe("dirty");
    expect(bonusLines(s2)).toEqual([["dirty", 100]]);
  });

  it("R5.2 clean: no card acting as a wildcard (a natural 2 allowed) — 200", () => {
    /*  seat 0: 7S 9C    melds side 0: [7H 7H 7D 7D 7C 7C]  */
    const s1 = play(table("7S 9C", ["7H 7H 7D 7D 7C 7C"]), { type: "attach", seat: 0, meld: 0, cards: "7S" });
    expect(classOf(s1)).toBe("clean");
    expect(bonusLines(s1)).toEqual([["clean", 200]]);
  });

  it("R5.3 semiClean true: a wildcard at the end of 7 naturals in a row — 150", () => {
    /*  seat 0: 2S 9C    melds side 0: [4H 5H 6H 7H 8H 9H 10H]  */
    const s1 = play(table("2S 9C", ["4H 5H 6H 7H 8H 9H 10H"]), { type: "attach", seat: 0, meld: 0, cards: "2S" });
    expect(classOf(s1)).toBe("semi-clean");
    expect(bonusLines(s1)).toEqual([["semi-clean", 150]]);
  });

  it("R5.3 semiClean false: the same burraco is dirty", () => {
    /*  { semiClean: false }   seat 0: 2S 9C    melds side 0: [4H 5H 6H 7H 8H 9H 10H]  */
    const s1 = play(table("2S 9C", ["4H 5H 6H 7H 8H 9H 10H"], { preset: "classic", semiClean: false }), {
      type: "attach",
      seat: 0,
      meld: 0,
      cards: "2S",
    });
    expect(classOf(s1)).toBe("dirty");
  });

  it("R5.3 semiCleanRuns seven-in-a-row (default) vs wildcard-at-end: a locked wildcard before 7 naturals", () => {
    /*  seat 0: JH 9C    melds side 0: [3H JK 5H 6H 7H 8H 9H 10H]   (joker for 4H) */
    const seven = play(table("JH 9C", ["3H JK 5H 6H 7H 8H 9H 10H"]), { type: "attach", seat: 0, meld: 0, cards: "JH" });
    expect(classOf(seven)).toBe("semi-clean");
    const atEnd = play(
      table("JH 9C", ["3H JK 5H 6H 7H 8H 9H 10H"], { preset: "classic", semiCleanRuns: "wildcard-at-end" }),
      {
        type: "attach",
        seat: 0,
        meld: 0,
        cards: "JH",
      },
    );
    expect(classOf(atEnd)).toBe("dirty");
  });

  it("R5.3 semiCleanSets at-least-8 (default) vs exactly-8: a 9-card set with a wildcard", () => {
    /*  seat 0: 7S 9C    melds side 0: [7S 7H 7H 7D 7D 7C 7C JK]  (8 cards, semi-clean) */
    const atLeast = table("7S 9C", ["7S 7H 7H 7D 7D 7C 7C JK"]);
    expect(classOf(atLeast)).toBe("semi-clean");
    expect(classOf(play(atLeast, { type: "attach", seat: 0, meld: 0, cards: "7S" }))).toBe("semi-clean");
    const exactly = table("7S 9C", ["7S 7H 7H 7D 7D 7C 7C JK"], { preset: "fibur2026" });
    expect(classOf(exactly)).toBe("semi-clean");
    expect(classOf(play(exactly, { type: "attach", seat: 0, meld: 0, cards: "7S" }))).toBe("dirty");
  });

  it("R5.4 dirty: any other burraco with a wildcard — 100", () => {
    /*  seat 0: 9H 9C    melds side 0: [3H 4H JK 6H 7H 8H]   (joker for 5H) */
    const s1 = play(table("9H 9C", ["3H 4H JK 6H 7H 8H"]), { type: "attach", seat: 0, meld: 0, cards: "9H" });
    expect(classOf(s1)).toBe("dirty");
    expect(bonusLines(s1)).toEqual([["dirty", 100]]);
  });

  it("R5.5 royalBurraco null (default) vs 300: a clean run A…K", () => {
    /*  seat 0: KH 9C    melds side 0: [AH 2H 3H … QH]  */
    const run = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH";
    const plain = play(table("KH 9C", [run]), { type: "attach", seat: 0, meld: 0, cards: "KH" });
    expect(bonusLines(plain)).toEqual([["clean", 200]]);
    const royal = play(table("KH 9C", [run], { preset: "classic", royalBurraco: 300 }), {
      type: "attach",
      seat: 0,
      meld: 0,
      cards: "KH",
    });
    expect(bonusLines(royal)).toEqual([["royal", 300]]);
  });

  it("R5.6 superBurraco null (default) vs 250: a clean set of 8 naturals", () => {
    /*  seat 0: 7S 9C    melds side 0: [7S 7H 7H 7D 7D 7C 7C]  */
    const set = "7S 7H 7H 7D 7D 7C 7C";
    expect(bonusLines(play(table("7S 9C", [set]), { type: "attach", seat: 0, meld: 0, cards: "7S" }))).toEqual([
      ["clean", 200],
    ]);
    const sup = play(table("7S 9C", [set], { preset: "classic", superBurraco: 250 }), {
      type: "attach",
      seat: 0,
      meld: 0,
      cards: "7S",
    });
    expect(bonusLines(sup)).toEqual([["super", 250]]);
  });

  it("R5.7 bonuses are ruleset values", () => {
    /*  melds side 0: [3H…9H] clean  [3D 4D 5D JK 7D 8D 9D] dirty  [4S…10S 2C] semi-clean */
    const rules = { preset: "classic", cleanBurracoBonus: 300, dirtyBurracoBonus: 50, semiCleanBurracoBonus: 175 };
    const s = table("9C", ["3H 4H 5H 6H 7H 8H 9H", "3D 4D 5D JK 7D 8D 9D", "4S 5S 6S 7S 8S 9S 10S 2C"], rules);
    expect(bonusLines(s)).toEqual([
      ["clean", 300],
      ["dirty", 50],
      ["semi-clean", 175],
    ]);
    expect(scoreHand(s).sides[0]?.burracoBonus).toBe(525);
  });
});
