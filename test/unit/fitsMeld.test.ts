/**
 * Issue 37 ("no helper says whether a card fits a meld"): fitsMeld reads a meld on the table and the
 * cards to add, each once by value, and answers with the grown meld's reading or the meld rule the
 * cards break.
 */
import { fitsMeld, parseCards, presets } from "burraco";
import { describe, expect, it } from "vitest";

const cards = (text: string): number[] => parseCards(text).value ?? [];

describe("fitsMeld (issue 37)", () => {
  it("R4.2 R4.6 a run grows at its ends and a wildcard fills its gap: a dirty burraco (R5.1)", () => {
    const grown = fitsMeld(cards("6D 7D 8D"), cards("10D JD QD 2C"));
    expect(grown.ok && grown.value.cards.length).toBe(7);
    expect(grown.ok && grown.value.burraco).toBe("dirty");
    expect(grown.ok && grown.value.wildcardRank).toBe(9);
    expect(fitsMeld(cards("6D 7D 8D"), cards("9D")).ok).toBe(true);
  });

  it("R4.1 R4.2 R4.3 refuses what breaks the meld, with the code and rule analyzeMeld gives", () => {
    // Neither a run (another suit) nor a set (other ranks).
    expect(fitsMeld(cards("6D 7D 8D"), cards("KH")).error?.rule).toMatch(/^R4\.[12]$/);
    expect(fitsMeld(cards("7H 7S 7C"), cards("8H")).ok).toBe(false);
    expect(fitsMeld(cards("7H 7S 7C"), cards("7D")).ok).toBe(true);
    const two = fitsMeld(cards("5S 6S 2H"), cards("JK"));
    expect(two.error?.code).toBe("meld/too-many-wildcards");
    expect(two.error?.rule).toBe("R4.3");
    // The ruleset's own rules: no sets where allowSets is off.
    expect(fitsMeld(cards("7H 7S 7C"), cards("7D"), { ...presets.classic, allowSets: false }).ok).toBe(false);
  });

  it("reads each list once, by value: getters, a card twice, empty lists and odd values are refused, never thrown", () => {
    let reads = 0;
    const meld = cards("6D 7D 8D");
    const tricky = Object.defineProperty([...meld], 0, {
      get: () => {
        reads++;
        return reads === 1 ? meld[0] : 999;
      },
      enumerable: true,
    });
    expect(fitsMeld(tricky, cards("9D")).ok).toBe(true);
    expect(reads).toBe(1);
    expect(fitsMeld(meld, [meld[0] as number]).ok).toBe(false);
    expect(fitsMeld(meld, []).error?.code).toBe("input/invalid");
    expect(fitsMeld([], cards("9D")).error?.code).toBe("input/invalid");
    expect(fitsMeld(meld, "9D" as unknown as number[]).ok).toBe(false);
    expect(fitsMeld(meld, cards("9D"), { nope: 1 } as unknown as typeof presets.classic).ok).toBe(false);
  });
});
