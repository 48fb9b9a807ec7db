/**
 * RULES.md §11 — three players: who takes the 18-card and the 11-card pozzetto, and no pozzetto
 * left for the third (R11.1, R11.2); the pairing when the 18 is taken (R11.3, also under
 * pozzetto-replaces, and without pairing); the side left without seats at scoring (R9.5 with R11.3).
 */
import { checkState, type HandState } from "burraco";
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

/** Three players, not paired: seat 0 discards its last card 5C to take the 18-card pozzetto. */
function lastCardTable(): HandState {
  return fromNotation({
    ruleset: { preset: "threePlayers" },
    turn: 0,
    phase: "play",
    hands: ["5C", "6C 7D", "8H 9S"],
    discardPile: "KD",
    melds: [[], ["3H 4H 5H"], ["3S 4S 5S"]],
    pozzettoTaken: [false, false, false],
  });
}

describe("R9.5 R11.3 the side left without seats", () => {
  it("R9.5 R11.3 after a pairing, the side whose player joined another owes no pozzetto penalty", () => {
    const dealt = lastCardTable();
    const paired: HandState = { ...dealt, pairing: true };
    const after = play(paired, { type: "discard", seat: 0, card: "5C" });
    expect(after.sides).toEqual([0, 1, 1]);
    const sheet = scoreHand(after);
    expect(sheet.sides[2]).toMatchObject({ seats: [], meldPoints: 0, pozzettoPenalty: 0, total: 0 });
    expect(sheet.sides[1]).toMatchObject({ seats: [1, 2], meldPoints: 30, pozzettoPenalty: -100 });
    expect(sheet.sides[0]?.pozzettoPenalty).toBe(0);
  });
});

describe("R11.2 R11.3 pozzetti and pairing with three players", () => {
  it("R11.3 three players without pairing: taking the 18-card pozzetto leaves every player a side", () => {
    const s0 = lastCardTable();
    expect(s0.pairing).toBe(false);
    const s1 = play(s0, { type: "discard", seat: 0, card: "5C" });
    expect(s1.sides).toEqual([0, 1, 2]);
    expect(s1.melds.map((m) => m.length)).toEqual([0, 1, 1]);
    const paired = play({ ...s0, pairing: true }, { type: "discard", seat: 0, card: "5C" });
    expect(paired.sides).toEqual([0, 1, 1]);
    expect(paired.melds.map((m) => m.length)).toEqual([0, 2, 0]);
  });

  it("R6.2 R6.4 R11.2 with no pozzetto left, melding out is refused", () => {
    const s0 = fromNotation({
      ruleset: { preset: "threePlayers" },
      turn: 2,
      phase: "play",
      hands: [
        "5C 6C 7C 8C 9C 10C JC QC KC 5D 6D 7D 8D 9D 10D JD QD KD",
        "4H 5H 6H 7H 8H 9H 10H JH QH KH 4S",
        "3S 4S 5S",
      ],
      discardPile: "KS",
      melds: [[], [], []],
      pozzettoTaken: [true, true, false],
    });
    expect(s0.pozzetti).toEqual([]);
    refused(s0, { type: "meld", seat: 2, cards: "3S 4S 5S" }, "hand/would-empty", "R6.4");
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
