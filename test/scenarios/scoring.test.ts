/**
 * RULES.md §9 — the itemised score of a hand (R9.1–R9.7), on hands played to their end.
 */
import type { Scenario } from "burraco";
import { scoreHand } from "burraco/scoring";
import { describe, expect, it } from "vitest";
import { fromNotation, play } from "../helpers/table.js";

const CLEAN = "3H 4H 5H 6H 7H 8H 9H"; //         5·5 + 10·2 = 45 points, clean (200)
const DIRTY = "3D 4D 5D JK 7D 8D 9D"; //  5·4 + 30 + 10·2 = 70 points, dirty (100)
const SEMI = "4S 5S 6S 7S 8S 9S 10S 2C"; // 5·4 + 10·3 + 20 = 70 points, semi-clean (150)

/*  The closing hand used below:
      seat 0: KC (closes)        seat 1: JK 5C        seat 2: 4D        seat 3: AC
      melds side 0: [3H…9H] [3D 4D 5D JK 7D 8D 9D] [4S…10S 2C]     side 1: [KS KD KH] [AH 2H 3H]
      pile: 8D    pozzetto: side 0 taken, side 1 not                                           */
const closing: Scenario = {
  turn: 0,
  phase: "play",
  hands: ["KC", "JK 5C", "4D", "AC"],
  discardPile: "8D",
  stock: "10C",
  melds: [
    [CLEAN, DIRTY, SEMI],
    ["KS KD KH", "AH 2H 3H"],
  ],
  pozzettoTaken: [true, false],
};

function closed(overrides: Partial<Scenario> = {}) {
  return play(fromNotation({ ...closing, ...overrides }), { type: "close", seat: 0, card: "KC" });
}

describe("§9 scoring a hand", () => {
  it("R9.1 + the points of every card in the side's melds (a natural 2 still counts 20)", () => {
    /*  melds side 0: [3H…9H] 45 · [3D 4D 5D JK 7D 8D 9D] 70 · [4S…10S 2C] 70    side 1: [KS KD KH] 30 · [AH 2H 3H] 40  */
    const sheet = scoreHand(closed());
    expect(sheet.sides[0]?.meldPoints).toBe(45 + 70 + 70);
    expect(sheet.sides[1]?.meldPoints).toBe(30 + (15 + 20 + 5));
  });

  it("R9.2 + each burraco's bonus, by its class as it stands", () => {
    /*  side 0: [3H…9H] clean · [3D 4D 5D JK 7D 8D 9D] dirty · [4S…10S 2C] semi-clean    side 1: no burraco  */
    const sheet = scoreHand(closed());
    expect(sheet.sides[0]?.burraco).toEqual([
      { meld: 0, class: "clean", bonus: 200 },
      { meld: 1, class: "dirty", bonus: 100 },
      { meld: 2, class: "semi-clean", bonus: 150 },
    ]);
    expect(sheet.sides[0]?.burracoBonus).toBe(450);
    expect(sheet.sides[1]?.burraco).toEqual([]);
    expect(sheet.sides[1]?.burracoBonus).toBe(0);
  });

  it("R9.3 + 100 for the closing side only", () => {
    /*  seat 0 closes with KC  */
    const sheet = scoreHand(closed());
    expect(sheet.sides.map((s) => s.closing)).toEqual([100, 0]);
  });

  it("R9.4 − the points of every card left in the side's players' hands", () => {
    /*  left in hand — seat 2: 4D (side 0)   seat 1: JK 5C, seat 3: AC (side 1)  */
    const sheet = scoreHand(closed());
    expect(sheet.sides[0]?.handPenalty).toBe(-5); //        seat 2: 4D
    expect(sheet.sides[1]?.handPenalty).toBe(-(30 + 5 + 15)); // seat 1: JK 5C, seat 3: AC
  });

  it("R9.5 − 100 if the side never took its pozzetto", () => {
    /*  pozzetto taken: side 0 yes, side 1 no  */
    const sheet = scoreHand(closed());
    expect(sheet.sides.map((s) => s.pozzettoPenalty)).toEqual([0, -100]);
  });

  it("R9.7 the sheet is itemised and the total is the sum of its lines", () => {
    /*  the closing hand above, every line of both sides */
    const sheet = scoreHand(closed());
    expect(sheet.ended).toBe(true);
    expect(sheet.sides[0]).toEqual({
      side: 0,
      seats: [0, 2],
      meldPoints: 185,
      burraco: [
        { meld: 0, class: "clean", bonus: 200 },
        { meld: 1, class: "dirty", bonus: 100 },
        { meld: 2, class: "semi-clean", bonus: 150 },
      ],
      burracoBonus: 450,
      closing: 100,
      handPenalty: -5,
      pozzettoPenalty: 0,
      unplayedPozzetto: 0,
      penaltyCards: 0,
      total: 730,
    });
    expect(sheet.sides[1]).toEqual({
      side: 1,
      seats: [1, 3],
      meldPoints: 70,
      burraco: [],
      burracoBonus: 0,
      closing: 0,
      handPenalty: -50,
      pozzettoPenalty: -100,
      unplayedPozzetto: 0,
      penaltyCards: 0,
      total: -80,
    });
  });

  it("R9.7 the conformance example: a clean burraco and a close", () => {
    /*  seat 0: KC (closes)   seat 1: JK   seat 2: 4D   seat 3: 5C
        melds side 0: [3H…9H]   side 1: [KS KD KH]   pozzetto: side 0 */
    const s = play(
      fromNotation({
        turn: 0,
        phase: "play",
        hands: ["KC", "JK", "4D", "5C"],
        discardPile: "8D",
        stock: "",
        melds: [[CLEAN], ["KS KD KH"]],
        pozzettoTaken: [true, false],
      }),
      { type: "close", seat: 0, card: "KC" },
    );
    expect(scoreHand(s).sides.map((x) => x.total)).toEqual([340, -105]);
  });

  describe("R9.6 a pozzetto taken on discard and never played", () => {
    /*  seat 0: 4S 5S 9S (to draw)   seat 1: JK 5C   seat 2: 4D KD   seat 3: AC
        stock: 3S 6D 7D (3 cards)    pile: the rest, 8D on top
        pozzetto P0: AS 2S KS QS JS 10S 9H 8H 7H 6H JK  (135 points)
        Seat 0 draws 3S, melds 3S 4S 5S and discards 9S: it takes P0, and the hand ends at once
        (two cards left in the stock, R8.1), so P0 is never played.                          */
    const scenario = (unplayedPozzetto: "card-values" | "flat-100"): Scenario => ({
      ruleset: { preset: "classic", unplayedPozzetto },
      turn: 0,
      phase: "draw",
      hands: ["4S 5S 9S", "JK 5C", "4D KD", "AC"],
      discardPile: "8D",
      stock: "3S 6D 7D",
      pozzetti: ["AS 2S KS QS JS 10S 9H 8H 7H 6H JK"],
      rest: "discard-pile",
    });
    const end = (unplayedPozzetto: "card-values" | "flat-100") =>
      play(
        fromNotation(scenario(unplayedPozzetto)),
        { type: "draw", seat: 0 },
        { type: "meld", seat: 0, cards: "3S 4S 5S" },
        { type: "discard", seat: 0, card: "9S" },
      );

    it("R9.6 unplayedPozzetto card-values (default): minus the points of its cards", () => {
      /*  seat 0 ends holding P0 unplayed (135 points)   seat 2: 4D KD   side 1: JK 5C | AC  */
      const s = end("card-values");
      expect(s.end).toEqual({ reason: "stock-exhausted", closedBy: null });
      expect(s.unplayedPozzetto[0]).toHaveLength(11);
      const side0 = scoreHand(s).sides[0];
      expect(side0).toMatchObject({
        meldPoints: 15,
        closing: 0,
        pozzettoPenalty: 0,
        handPenalty: -15, // seat 2's 4D KD; seat 0's unplayed cards are not counted twice
        unplayedPozzetto: -135,
        total: -135,
      });
      expect(scoreHand(s).sides[1]).toMatchObject({ handPenalty: -50, pozzettoPenalty: -100, total: -150 });
    });

    it("R9.6 unplayedPozzetto flat-100: minus 100", () => {
      /*  { unplayedPozzetto: "flat-100" }   seat 0 ends holding P0 unplayed   seat 2: 4D KD  */
      const side0 = scoreHand(end("flat-100")).sides[0];
      expect(side0).toMatchObject({ meldPoints: 15, handPenalty: -15, unplayedPozzetto: -100, total: -100 });
    });

    it("R9.6 a pozzetto taken on discard and then played is scored like any hand", () => {
      /*  same deal, but the hand goes on (stock 4 cards): at seat 0's next turn the pozzetto is
          ordinary hand cards (R9.4), no R9.6 line                                             */
      const s0 = fromNotation({ ...scenario("card-values"), stock: "3S 6D 7D 8C 9C 10C 10D" });
      const s1 = play(
        s0,
        { type: "draw", seat: 0 },
        { type: "meld", seat: 0, cards: "3S 4S 5S" },
        { type: "discard", seat: 0, card: "9S" },
        { type: "draw", seat: 1 },
        { type: "discard", seat: 1, card: "5C" },
        { type: "draw", seat: 2 },
        { type: "discard", seat: 2, card: "4D" },
        { type: "draw", seat: 3 },
        { type: "discard", seat: 3, card: "AC" },
      );
      expect(s1.unplayedPozzetto[0]).toBeNull();
      const side0 = scoreHand(s1).sides[0];
      expect(side0).toMatchObject({ unplayedPozzetto: 0, handPenalty: -135 - 15 });
    });
  });
});
