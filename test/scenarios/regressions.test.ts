import { actionFromNotation, apply, checkState, type HandState, legalActions } from "burraco";
import { describe, expect, it } from "vitest";
import { fromNotation, hand, play } from "../helpers/table.js";

// Positions found by review, where the engine once went wrong.
describe("regressions", () => {
  it("R3.3 R7.1 legalActions lists an attach of the pile's copy when the twin left in hand can close", () => {
    /*  seat 0: 9D KS (to draw)    pile: 9D    side 0 has its pozzetto and a clean burraco
        melds side 0: [6D 7D 8D] [KH KC KD] [3C 4C 5C 6C 7C 8C 9C]
        after: take the pile, attach KS → hand 9D 9D (the pile's copy may not be discarded) */
    const state = play(
      fromNotation({
        ruleset: { preset: "classic" },
        turn: 0,
        phase: "draw",
        hands: ["9D KS", "4S 4S", "5S 5S", "6S 6S"],
        discardPile: "9D",
        stock: "QS",
        melds: [["6D 7D 8D", "KH KC KD", "3C 4C 5C 6C 7C 8C 9C"], []],
        pozzettoTaken: [true, false],
      }),
      { type: "pickUpDiscards", seat: 0 },
      { type: "attach", seat: 0, meld: 1, cards: "KS" },
    );
    expect(hand(state, 0)).toBe("9D 9D");
    // The copy taken from the pile goes on 6D 7D 8D; its twin then closes (R3.3 allows the twin).
    const attach = actionFromNotation(state, { type: "attach", seat: 0, meld: 0, cards: "9D" });
    if (!attach.ok) throw new Error(attach.error.message);
    expect(legalActions(state)).toContainEqual(attach.value);
    const after = apply(state, attach.value);
    expect(after.ok).toBe(true);
    const closes = legalActions(after.value as HandState).filter((a) => a.type === "close");
    expect(closes).toHaveLength(1);
  });

  it("R11.3 under pozzetto-replaces, taking the 11-card pozzetto does not pair the other two", () => {
    /*  threePlayers, stockExhaustion "pozzetto-replaces", pairing on for this hand
        seat 0: 4H 5H 6H 7S 8S (to draw)   stock: 9S (last card)   pozzetti: 18, 11
        seat 0 draws the last card → the 18-card pozzetto becomes the stock; then melds out and takes the 11 */
    const dealt = fromNotation({
      ruleset: { preset: "threePlayers", stockExhaustion: "pozzetto-replaces" },
      turn: 0,
      phase: "draw",
      hands: ["4H 5H 6H 7S 8S", "7D 8D", "KD QD"],
      discardPile: "3C",
      stock: "9S",
      melds: [[], [], []],
      pozzettoTaken: [false, false, false],
      rest: "discard-pile",
    });
    const state: HandState = { ...dealt, pairing: true };
    const drawn = play(state, { type: "draw", seat: 0 });
    expect(drawn.pozzetti.map((p) => p.length)).toEqual([11]);
    const after = play(
      drawn,
      { type: "meld", seat: 0, cards: "4H 5H 6H" },
      { type: "meld", seat: 0, cards: "7S 8S 9S" },
      { type: "takePozzetto", seat: 0 },
    );
    expect(after.held[0]).toHaveLength(11);
    expect(after.sides).toEqual([0, 1, 2]);
    expect(after.pozzettoTaken).toEqual([true, false, false]);
    // A stored copy of this position is accepted as one play can reach.
    expect(checkState(after).ok).toBe(true);
  });
});
