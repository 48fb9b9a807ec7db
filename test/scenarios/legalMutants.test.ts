/**
 * What mutation testing of src/legal found untested: the attach pre-check `mayFit` (R4.2), the
 * candidate 3-card melds (R4.1, R4.2), and the R6.4/R3.3 edge where which cards stay in hand decides
 * whether `legalActions` may list a play. Each test fails on the mutant named in its comment.
 * States are built inside the tests, so a mutant only reruns the tests that reach it.
 */
import { analyzeMeld, apply, type CardId, type HandState, legalActions, type Meld, presets } from "burraco";
import { describe, expect, it } from "vitest";
import { mayFit, meldCandidates } from "../helpers/internal.js";
import { fromNotation, ids, play } from "../helpers/table.js";

/** Seat 0 in the draw phase with `held`, the pile `pile` and its side's melds (4 players). */
function drawTable(held: string, pile: string, side0: string[], ruleset: Record<string, unknown> = {}): HandState {
  return fromNotation({
    ruleset: { preset: "classic", ...ruleset },
    turn: 0,
    phase: "draw",
    hands: [held, "8C", "10C", "JC"],
    discardPile: pile,
    stock: "8S 9S 10S",
    melds: [side0, []],
    pozzettoTaken: [true, false],
  });
}

/** The first meld of side 0 on a table holding `cards`. */
function tableMeld(cards: string): Meld {
  const s = drawTable("4D", "KD", [cards]);
  return (s.melds[0] as readonly Meld[])[0] as Meld;
}

/** One card id from notation. */
function card(text: string): CardId {
  return ids(text)[0] as CardId;
}

describe("R4.2 mayFit: the attach pre-check of legalActions and the bots", () => {
  it("R4.2 a run lets through its suit's naturals within two places of its ends, and no others", () => {
    const run = tableMeld("6H 7H 8H");
    expect(mayFit(run, card("4H"))).toBe(true); // `p > from - 2` refuses it
    expect(mayFit(run, card("5H"))).toBe(true);
    expect(mayFit(run, card("9H"))).toBe(true);
    expect(mayFit(run, card("10H"))).toBe(true);
    expect(mayFit(run, card("3H"))).toBe(false); // `p >= from - 2` → true, or `&&` → `||`, lets it through
    expect(mayFit(run, card("JH"))).toBe(false); // `p <= to + 2` → true lets it through
    expect(mayFit(run, card("QH"))).toBe(false);
    expect(mayFit(run, card("7S"))).toBe(false);
  });

  it("R4.2 an ace fits a run only near its low or its high end", () => {
    expect(mayFit(tableMeld("6H 7H 8H"), card("AH"))).toBe(false); // `near(1) || near(14)` → true
    expect(mayFit(tableMeld("3H 4H 5H"), card("AH"))).toBe(true);
    expect(mayFit(tableMeld("JH QH KH"), card("AH"))).toBe(true);
  });

  it("R4.1 R4.3 wildcards fit anything; a set takes its rank only", () => {
    const set = tableMeld("5H 5S 5D");
    expect(mayFit(set, card("5C"))).toBe(true);
    expect(mayFit(set, card("6C"))).toBe(false);
    expect(mayFit(set, card("JK"))).toBe(true);
    expect(mayFit(tableMeld("6H 7H 8H"), card("2S"))).toBe(true);
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

describe("R6.4 R3.3 legalActions where the cards left decide", () => {
  it("R6.4 R3.3 with five cards, a meld leaving the two just taken from the pile is not listed", () => {
    // The no-R6.4 shortcut for hands over five cards (`hand.length > 5` → `>= 5`) would list it.
    const s0 = drawTable("3S 4S 5S", "9C KD", ["7H 8H 9H"], { discardPickupRestriction: "under-three" });
    const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
    expect(s1.held[0]).toHaveLength(5);
    const melds = legalActions(s1).filter((a) => a.type === "meld");
    expect(melds).toEqual([]);
    expect(apply(s1, { type: "meld", seat: 0, cards: ids("3S 4S 5S") }).ok).toBe(false);
  });

  it("R6.4 R3.3 with three cards, only the copy that leaves a discardable card is listed for an attach", () => {
    // Checking one copy per face for three cards (`hand.length <= 3` → `< 3`) gets this wrong.
    const s0 = drawTable("10H", "10H KD", ["7H 8H 9H"], { discardPickupRestriction: "under-three" });
    const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
    const held = card("10H");
    const twin = ids("10H 10H")[1] as CardId;
    expect(s0.held[0]).toEqual([held]);
    expect(s1.held[0]).toContain(twin);
    const attaches = legalActions(s1).filter((a) => a.type === "attach");
    expect(attaches).toEqual([{ type: "attach", seat: 0, meld: 0, cards: [twin] }]);
    expect(apply(s1, { type: "attach", seat: 0, meld: 0, cards: [twin] }).ok).toBe(true);
    expect(apply(s1, { type: "attach", seat: 0, meld: 0, cards: [held] }).ok).toBe(false);
  });
});
