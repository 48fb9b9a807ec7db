import { scoreHand } from "burraco/scoring";
import { describe, expect, it } from "vitest";
import { fromNotation, play, refused } from "../helpers/table.js";

describe("§11 three players", () => {
  it("R11.3 threePlayerPairingFrom 0: a setupHand position pairs, as newHand and startHand do", () => {
    /*  { threePlayerPairingFrom: 0 }   seat 0: 5C (to discard, last card)   seat 1: 6C 7D   seat 2: 8H 9S */
    const position = (from: number) =>
      fromNotation({
        ruleset: { preset: "threePlayers", threePlayerPairingFrom: from },
        turn: 0,
        phase: "play",
        hands: ["5C", "6C 7D", "8H 9S"],
        discardPile: "KD",
      });
    expect(position(1000).pairing).toBe(false);
    const state = position(0);
    expect(state.pairing).toBe(true);
    // Seat 0 takes the 18-card pozzetto: seats 1 and 2 now play as one side.
    const after = play(state, { type: "discard", seat: 0, card: "5C" });
    expect(after.sides).toEqual([0, 1, 1]);
  });

  it("R11.1 R11.2 the first player to run out takes the 18-card pozzetto", () => {
    /*  threePlayers: each seat is a side; pozzetti on the table: 18 then 11
        seat 0: 5C (to discard, last card)     seat 1: 6C 7D     seat 2: 8H 9S
        pile: KD */
    const state = fromNotation({
      ruleset: { preset: "threePlayers" },
      turn: 0,
      phase: "play",
      hands: ["5C", "6C 7D", "8H 9S"],
      discardPile: "KD",
      melds: [[], [], []],
      pozzettoTaken: [false, false, false],
    });
    expect(state.pozzetti.map((p) => p.length)).toEqual([18, 11]);
    const after = play(state, { type: "discard", seat: 0, card: "5C" });
    expect(after.held[0]).toHaveLength(18);
    expect(after.pozzettoTaken).toEqual([true, false, false]);
    expect(after.pozzetti.map((p) => p.length)).toEqual([11]);
  });

  it("R11.2 the next player to run out takes the 11-card one", () => {
    /*  seat 0 already took the 18-card pozzetto; only the 11-card one is left
        seat 0: (18 cards)     seat 1: 6C (last card)     seat 2: 8H 9S */
    const state = fromNotation({
      ruleset: { preset: "threePlayers" },
      turn: 1,
      phase: "play",
      hands: ["3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 3D 4D 5D 6D 7D 8D", "6C", "8H 9S"],
      discardPile: "KD",
      melds: [[], [], []],
      pozzettoTaken: [true, false, false],
    });
    expect(state.pozzetti.map((p) => p.length)).toEqual([11]);
    const after = play(state, { type: "discard", seat: 1, card: "6C" });
    expect(after.held[1]).toHaveLength(11);
    expect(after.pozzettoTaken).toEqual([true, true, false]);
    expect(after.pozzetti).toEqual([]);
  });

  it("R11.2 R9.5 the third player takes none: their last card cannot go, and the hand costs them 100", () => {
    /*  both pozzetti taken
        seat 2: 9S (last card, to play)     pile: KD */
    const state = fromNotation({
      ruleset: { preset: "threePlayers" },
      turn: 2,
      phase: "play",
      hands: ["3S 4S", "6C 7C", "9S"],
      discardPile: "KD",
      melds: [[], [], []],
      pozzettoTaken: [true, true, false],
    });
    refused(state, { type: "discard", seat: 2, card: "9S" }, "discard/last-card", "R6.4");
    expect(scoreHand(state).sides[2]?.pozzettoPenalty).toBe(-100);
  });
});
