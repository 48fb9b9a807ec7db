/**
 * RULES.md §8 — a hand that ends without a close: the stock running out (R8.1, both options) and
 * the stalemate of one-card pile swaps (R8.2, both options).
 */
import { legalActions, type Scenario } from "burraco";
import { scoreHand } from "burraco/scoring";
import { describe, expect, it } from "vitest";
import { fromNotation, hand, pile, play, refused, type Step } from "../helpers/table.js";

const CLEAN = "3H 4H 5H 6H 7H 8H 9H";

describe("§8 hand end without a close", () => {
  describe("R8.1 stockExhaustion two-left (default)", () => {
    /*  seat 0: 3D 9S (to draw)   seat 1: 4C   seat 2: 5C   seat 3: 6C
        stock: 5D 6D 7D (3 cards)    pile: all other cards, KD on top       */
    const three: Scenario = {
      turn: 0,
      phase: "draw",
      hands: ["3D 9S", "4C", "5C", "6C"],
      discardPile: "KD",
      stock: "5D 6D 7D",
      rest: "discard-pile",
    };

    it("R8.1 two-left: a draw that leaves two cards ends the hand after the discard, no closing bonus", () => {
      /*  seat 0: 3D 9S (to draw)   stock: 5D 6D 7D   pile: …, KD  */
      const s0 = fromNotation(three);
      const s1 = play(s0, { type: "draw", seat: 0 });
      expect(s1.stock).toHaveLength(2);
      expect(s1.phase).toBe("play");
      const s2 = play(s1, { type: "discard", seat: 0, card: "9S" });
      expect(s2.phase).toBe("ended");
      expect(s2.end).toEqual({ reason: "stock-exhausted", closedBy: null });
      expect(hand(s2, 0)).toBe("3D 5D");
      expect(s2.stock).toHaveLength(2); // the last two are never drawn
      expect(legalActions(s2)).toEqual([]);
      refused(s2, { type: "draw", seat: 1 }, "hand/over", "R8.1");
      expect(scoreHand(s2).sides.map((s) => s.closing)).toEqual([0, 0]);
    });

    it("R8.1 two-left: with three cards left after the draw, play goes on", () => {
      /*  seat 0: 3D 9S (to draw)   stock: 5D 6D 7D 8D   pile: …, KD  */
      const s1 = play(
        fromNotation({ ...three, stock: "5D 6D 7D 8D" }),
        { type: "draw", seat: 0 },
        { type: "discard", seat: 0, card: "9S" },
      );
      expect([s1.phase, s1.turn, s1.end]).toEqual(["draw", 1, null]);
      expect(s1.stock).toHaveLength(3);
    });

    it("R8.1 two-left: a player who can close in that last turn still scores the bonus", () => {
      /*  seat 0: KC (to draw)   stock: 10H 6D 7D    melds side 0: [3H…9H]   pozzetto: taken */
      const s0 = fromNotation({
        ...three,
        hands: ["KC", "4C", "5C", "6C"],
        stock: "10H 6D 7D",
        melds: [[CLEAN], []],
        pozzettoTaken: [true, false],
      });
      const s1 = play(s0, { type: "draw", seat: 0 }, { type: "attach", seat: 0, meld: 0, cards: "10H" });
      expect(s1.stock).toHaveLength(2);
      const s2 = play(s1, { type: "close", seat: 0, card: "KC" });
      expect(s2.end).toEqual({ reason: "closed", closedBy: 0 });
      expect(scoreHand(s2).sides[0]?.closing).toBe(100);
    });

    it("R8.1 two-left: the last two stock cards are never drawn; the pile may still be taken", () => {
      /*  stock: 6D 7D (2 cards)   pile: …, KD */
      const s0 = fromNotation({ ...three, stock: "6D 7D" });
      refused(s0, { type: "draw", seat: 0 }, "draw/stock-exhausted", "R8.1");
      expect(legalActions(s0)).toEqual([{ type: "pickUpDiscards", seat: 0 }]);
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 }, { type: "discard", seat: 0, card: "9S" });
      expect(s1.end).toEqual({ reason: "stock-exhausted", closedBy: null });
    });
  });

  describe("R8.1 stockExhaustion pozzetto-replaces", () => {
    const ruleset = { preset: "classic", stockExhaustion: "pozzetto-replaces" } as const;
    /*  seat 0: 3D 9S (to draw)    stock: 5D (1 card)    pile: the rest, KD on top
        pozzetti: P0, P1 (or none when both sides took theirs)                     */
    const one: Scenario = {
      ruleset,
      turn: 0,
      phase: "draw",
      hands: ["3D 9S", "4C", "5C", "6C"],
      discardPile: "KD",
      stock: "5D",
      rest: "discard-pile",
    };

    it("R8.1 pozzetto-replaces: the draw that empties the stock turns the next pozzetto into the stock", () => {
      /*  seat 0: 3D 9S (to draw)   stock: 5D   pozzetti: P0, P1   pile: …, KD  */
      const s0 = fromNotation(one);
      const [p0, p1] = s0.pozzetti;
      const s1 = play(s0, { type: "draw", seat: 0 });
      expect(s1.stock).toEqual(p0);
      expect(s1.pozzetti).toEqual([p1]);
      const s2 = play(s1, { type: "discard", seat: 0, card: "9S" });
      expect([s2.phase, s2.turn, s2.end]).toEqual(["draw", 1, null]);
    });

    it("R8.1 pozzetto-replaces: the pozzetto that became the stock is nobody's; the other goes to the first side out", () => {
      /*  seat 0: 3D 9S (to draw)   seat 1: 4C 4H 4S    stock: 5D    pozzetti: P0, P1 */
      const s0 = fromNotation({ ...one, hands: ["3D 9S", "4C 4H 4S", "5C", "6C"] });
      const [p0, p1] = s0.pozzetti;
      const s1 = play(
        s0,
        { type: "draw", seat: 0 },
        { type: "discard", seat: 0, card: "9S" },
        { type: "draw", seat: 1 },
        { type: "meld", seat: 1, cards: "4C 4H 4S" },
      );
      expect(s1.held[1]).toEqual(p0?.slice(0, 1)); // the top card of the pozzetto turned stock
      const s2 = play(s1, { type: "discard", seat: 1, card: s1.held[1]?.[0] ?? -1 });
      expect(s2.held[1]).toEqual(p1);
      expect(s2.pozzettoTaken).toEqual([false, true]);
      expect(s2.pozzetti).toEqual([]); // side 0 can no longer take one (R9.5 will cost it 100)
      expect(scoreHand(s2).sides[0]?.pozzettoPenalty).toBe(-100);
    });

    it("R8.1 pozzetto-replaces: two cards left are drawn like any other", () => {
      /*  seat 0: 3D 9S (to draw)   stock: 5D 6D   pozzetti: P0, P1  */
      const s1 = play(
        fromNotation({ ...one, stock: "5D 6D" }),
        { type: "draw", seat: 0 },
        { type: "discard", seat: 0, card: "9S" },
      );
      expect([s1.phase, s1.end]).toEqual(["draw", null]);
      expect(s1.stock).toHaveLength(1);
    });

    it("R8.1 pozzetto-replaces: with no pozzetto left, the hand ends after the discard of the player who drew the last card", () => {
      /*  both sides took their pozzetto   stock: 5D   */
      const s0 = fromNotation({ ...one, pozzettoTaken: [true, true] });
      expect(s0.pozzetti).toEqual([]);
      const s1 = play(s0, { type: "draw", seat: 0 });
      expect(s1.stock).toEqual([]);
      expect(s1.phase).toBe("play");
      const s2 = play(s1, { type: "discard", seat: 0, card: "9S" });
      expect(s2.end).toEqual({ reason: "stock-exhausted", closedBy: null });
      expect(scoreHand(s2).sides.map((s) => s.closing)).toEqual([0, 0]);
    });

    it("R8.1 pozzetto-replaces: an empty stock cannot be drawn from", () => {
      /*  both pozzetti taken   stock: (empty)   pile: …, KD */
      const s0 = fromNotation({ ...one, stock: "", pozzettoTaken: [true, true] });
      refused(s0, { type: "draw", seat: 0 }, "draw/stock-exhausted", "R8.1");
      expect(legalActions(s0)).toEqual([{ type: "pickUpDiscards", seat: 0 }]);
    });

    it("R8.1 preset openDirty uses pozzetto-replaces", () => {
      /*  openDirty   seat 0: 3D 9S (to draw)   stock: 5D   pozzetti: P0, P1  */
      const s1 = play(fromNotation({ ...one, ruleset: { preset: "openDirty" } }), { type: "draw", seat: 0 });
      expect(s1.stock).toHaveLength(11);
      expect(s1.pozzetti).toHaveLength(1);
    });
  });

  describe("R8.2 stalemate", () => {
    /*  seat 0: 3D 9S (to draw)   seat 1: 4C 10H   seat 2: 5C JH   seat 3: 6C QH
        pile: 7C (one card)    stock: 5D 6D …
        Each player takes the one-card pile and discards their other high card.       */
    const swaps: Scenario = {
      turn: 0,
      phase: "draw",
      hands: ["3D 9S", "4C 10H", "5C JH", "6C QH"],
      discardPile: "7C",
      stock: "5D 6D",
    };
    const swap = (seat: number, card: string): Step[] => [
      { type: "pickUpDiscards", seat },
      { type: "discard", seat, card },
    ];

    it("R8.2 stalemate end-hand (default): a full round of one-card swaps ends the hand, no closing bonus", () => {
      /*  seat 0: 3D 9S   seat 1: 4C 10H   seat 2: 5C JH   seat 3: 6C QH    pile: 7C  */
      const s0 = fromNotation(swaps);
      const s3 = play(s0, ...swap(0, "9S"), ...swap(1, "10H"), ...swap(2, "JH"));
      expect(s3.stalemateTurns).toBe(3);
      expect([s3.phase, s3.turn]).toEqual(["draw", 3]);
      const s4 = play(s3, ...swap(3, "QH"));
      expect(s4.phase).toBe("ended");
      expect(s4.end).toEqual({ reason: "stalemate", closedBy: null });
      expect(pile(s4)).toBe("QH");
      expect(scoreHand(s4).sides.map((s) => s.closing)).toEqual([0, 0]);
    });

    it("R8.2 a draw from the stock breaks the round", () => {
      /*  seat 0: 3D 9S   seat 1: 4C 10H   seat 2: 5C JH   seat 3: 6C QH    pile: 7C   stock: 5D 6D …  */
      const s3 = play(fromNotation(swaps), ...swap(0, "9S"), ...swap(1, "10H"), ...swap(2, "JH"));
      const s4 = play(s3, { type: "draw", seat: 3 }, { type: "discard", seat: 3, card: "QH" });
      expect([s4.phase, s4.stalemateTurns]).toEqual(["draw", 0]);
    });

    it("R8.2 a turn that melds or attaches does not count", () => {
      /*  seat 3: 6C QH KH 9H — takes the one-card pile JH, melds JH QH KH, discards 9H */
      const s0 = fromNotation({ ...swaps, hands: ["3D 9S", "4C 10H", "5C JH", "6C QH KH 9H"] });
      const s3 = play(s0, ...swap(0, "9S"), ...swap(1, "10H"), ...swap(2, "JH"));
      const s4 = play(
        s3,
        { type: "pickUpDiscards", seat: 3 },
        { type: "meld", seat: 3, cards: "JH QH KH" },
        { type: "discard", seat: 3, card: "9H" },
      );
      expect([s4.phase, s4.stalemateTurns, s4.turn]).toEqual(["draw", 0, 0]);
    });

    it("R8.2 a pile of two cards does not count", () => {
      /*  seat 0: 3D 9S (to draw)    pile: 8C 7C  */
      const s0 = fromNotation({ ...swaps, discardPile: "8C 7C" });
      const s1 = play(s0, ...swap(0, "9S"));
      expect(s1.stalemateTurns).toBe(0);
    });

    it("R8.2 stalemate force-draw: the next player must draw from the stock", () => {
      /*  { stalemate: "force-draw" }
          seat 0: 3D 9S   seat 1: 4C 10H   seat 2: 5C JH   seat 3: 6C QH    pile: 7C   stock: 5D 6D …  */
      const s0 = fromNotation({ ...swaps, ruleset: { preset: "classic", stalemate: "force-draw" } });
      const s4 = play(s0, ...swap(0, "9S"), ...swap(1, "10H"), ...swap(2, "JH"), ...swap(3, "QH"));
      expect([s4.phase, s4.turn, s4.end, s4.mustDraw]).toEqual(["draw", 0, null, true]);
      refused(s4, { type: "pickUpDiscards", seat: 0 }, "turn/must-draw", "R8.2");
      expect(legalActions(s4)).toEqual([{ type: "draw", seat: 0 }]);
      const s5 = play(s4, { type: "draw", seat: 0 });
      expect(s5.mustDraw).toBe(false);
      expect(hand(s5, 0)).toBe("3D 7C 5D");
      const s6 = play(s5, { type: "discard", seat: 0, card: "7C" });
      expect([s6.phase, s6.turn, s6.stalemateTurns, s6.mustDraw]).toEqual(["draw", 1, 0, false]);
    });

    it("R8.2 with two players a round is two turns", () => {
      /*  twoPlayers   seat 0: 3D 9S   seat 1: 4C 10H   pile: 7C  */
      const s0 = fromNotation({
        ruleset: { preset: "twoPlayers" },
        turn: 0,
        phase: "draw",
        hands: ["3D 9S", "4C 10H"],
        discardPile: "7C",
        stock: "5D",
      });
      const s2 = play(s0, ...swap(0, "9S"), ...swap(1, "10H"));
      expect(s2.end).toEqual({ reason: "stalemate", closedBy: null });
    });
  });
});
