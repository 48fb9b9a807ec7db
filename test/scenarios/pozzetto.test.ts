/**
 * RULES.md §6 — the pozzetto: one per side (R6.1), taken directly by melding out (R6.2) or on the
 * last discard (R6.3), and no other way of emptying a hand (R6.4): melding down to few cards, and
 * the cards left deciding what `legalActions` lists (with R3.3). States are built inside the tests.
 */
import { apply, type CardId, legalActions, type Scenario, viewFor } from "burraco";
import { describe, expect, it } from "vitest";
import {
  drawTable,
  fromNotation,
  hand,
  handSizes,
  ids,
  melds,
  oneId,
  pile,
  play,
  playTable,
  refused,
  tableWith,
} from "../helpers/table.js";

describe("§6 pozzetto", () => {
  describe("R6.1 one pozzetto per side", () => {
    it("R6.1 the first side to run out takes the first pozzetto, the other side the next one", () => {
      /*  seat 1: 9H  (to play)        seat 0: 3S 4S 5S
          seat 2: KD KD                seat 3: QC
          pozzetti: P0, P1 (11 each)   stock: 8S 8H 6S 8C …                */
      const s0 = fromNotation({
        turn: 1,
        phase: "play",
        hands: ["3S 4S 5S", "9H", "KD KD", "QC"],
        discardPile: "JD",
        stock: "8S 8H 6S 8C",
      });
      const [p0, p1] = s0.pozzetti;
      const s1 = play(s0, { type: "discard", seat: 1, card: "9H" });
      expect(s1.held[1]).toEqual(p0);
      expect(s1.pozzettoTaken).toEqual([false, true]);
      expect(s1.pozzetti).toEqual([p1]);
      const s2 = play(
        s1,
        { type: "draw", seat: 2 },
        { type: "discard", seat: 2, card: "8S" },
        { type: "draw", seat: 3 },
        { type: "discard", seat: 3, card: "QC" },
        { type: "draw", seat: 0 },
        { type: "meld", seat: 0, cards: "3S 4S 5S 6S" },
      );
      expect(s2.phase).toBe("pozzetto");
      const s3 = play(s2, { type: "takePozzetto", seat: 0 });
      expect(s3.held[0]).toEqual(p1);
      expect(s3.pozzettoTaken).toEqual([true, true]);
      expect(s3.pozzetti).toEqual([]);
    });

    it("R6.1 a side never takes a second pozzetto: the partner cannot meld out", () => {
      /*  seat 2: 9H 9D 9S (to play)   side 0 took its pozzetto (seat 0); no burraco
          melds side 0: [JS QS KS]                                                  */
      const s0 = fromNotation({
        turn: 2,
        phase: "play",
        hands: ["3D", "4D", "9H 9D 9S", "6D"],
        discardPile: "JD",
        stock: "8S",
        melds: [["JS QS KS"], []],
        pozzettoTaken: [true, false],
      });
      expect(s0.pozzetti).toHaveLength(1); // side 1's, still on the table
      refused(s0, { type: "meld", seat: 2, cards: "9H 9D 9S" }, "hand/would-empty", "R6.4");
      const s1 = play(s0, { type: "discard", seat: 2, card: "9S" });
      expect(hand(s1, 2)).toBe("9H 9D");
      expect(s1.pozzetti).toHaveLength(1);
      expect(s1.pozzettoTaken).toEqual([true, false]);
    });

    it("R6.1 discarding the last card is refused once the side holds its pozzetto", () => {
      /*  seat 0: KC  (to play)     pozzetto: taken      melds side 0: [3H 4H 5H 6H 7H 8H 9H]   */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["KC", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
        melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
        pozzettoTaken: [true, false],
      });
      refused(s0, { type: "discard", seat: 0, card: "KC" }, "discard/last-card", "R7.2");
      expect(legalActions(s0)).toEqual([{ type: "close", seat: 0, card: s0.held[0]?.[0] }]);
    });
  });

  describe("R6.2 direct pozzetto", () => {
    it("R6.2 directPozzetto true: melding out takes the pozzetto at once and the turn goes on", () => {
      /*  seat 0: 3S 4S 5S  (to play)    pile: JD     pozzetti: P0, P1
          seat 1..3: 4D | 5D | 6D                                        */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["3S 4S 5S", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
      });
      const [p0, p1] = s0.pozzetti;
      const s1 = play(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" });
      expect([s1.phase, s1.turn]).toEqual(["pozzetto", 0]);
      expect(s1.held[0]).toEqual([]);
      expect(legalActions(s1)).toEqual([{ type: "takePozzetto", seat: 0 }]);
      refused(s1, { type: "takePozzetto", seat: 1 }, "turn/not-your-turn", "R3.1");
      refused(s1, { type: "draw", seat: 0 }, "turn/wrong-phase", "R6.2");
      refused(s1, { type: "discard", seat: 0, card: p0?.[0] ?? 0 }, "turn/wrong-phase", "R6.2");
      const s2 = play(s1, { type: "takePozzetto", seat: 0 });
      expect(s2.held[0]).toEqual(p0);
      expect(s2.pozzetti).toEqual([p1]);
      expect(s2.pozzettoTaken).toEqual([true, false]);
      expect(s2.unplayedPozzetto).toEqual([null, null, null, null]);
      expect([s2.phase, s2.turn]).toEqual(["play", 0]);
      // Same turn: the pozzetto is played at once, ending with a discard.
      const s3 = play(s2, { type: "discard", seat: 0, card: p0?.[0] ?? -1 });
      expect([s3.phase, s3.turn]).toEqual(["draw", 1]);
      expect(s3.held[0]).toHaveLength(10);
    });

    it("R6.2 directPozzetto true: attaching the last card also takes it", () => {
      /*  seat 0: 6S   melds side 0: [3S 4S 5S]   */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["6S", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
        melds: [["3S 4S 5S"], []],
      });
      const s1 = play(s0, { type: "attach", seat: 0, meld: 0, cards: "6S" });
      expect(s1.phase).toBe("pozzetto");
      expect(melds(s1, 0)).toEqual(["3S 4S 5S 6S"]);
    });

    it("R6.2 the pozzetto is taken only by a player who has just emptied their hand", () => {
      /*  seat 0: 3S 4S 5S 9D  (to play)   */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["3S 4S 5S 9D", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
      });
      refused(s0, { type: "takePozzetto", seat: 0 }, "turn/wrong-phase", "R6.2");
    });

    it("R6.2 directPozzetto false: melding out is refused; keep a card to discard", () => {
      /*  { directPozzetto: false }    seat 0: 3S 4S 5S    */
      const ruleset = { preset: "classic", directPozzetto: false } as const;
      const s0 = fromNotation({
        ruleset,
        turn: 0,
        phase: "play",
        hands: ["3S 4S 5S", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
        melds: [["6S 7S 8S"], []],
      });
      refused(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" }, "hand/would-empty", "R6.4");
      expect(legalActions(s0).map((a) => a.type)).toEqual(["attach", "discard", "discard", "discard"]);
      const s1 = play(
        s0,
        { type: "attach", seat: 0, meld: 0, cards: "5S" },
        { type: "attach", seat: 0, meld: 0, cards: "4S" },
      );
      refused(s1, { type: "attach", seat: 0, meld: 0, cards: "3S" }, "hand/would-empty", "R6.4");
      const s2 = play(s1, { type: "discard", seat: 0, card: "3S" });
      expect(s2.pozzettoTaken).toEqual([true, false]);
      expect(s2.unplayedPozzetto[0]).toEqual(s0.pozzetti[0]);
    });

    it("R6.2 preset openDirty has no direct pozzetto", () => {
      /*  openDirty    seat 0: 3S 4S 5S    */
      const s0 = fromNotation({
        ruleset: { preset: "openDirty" },
        turn: 0,
        phase: "play",
        hands: ["3S 4S 5S", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
      });
      refused(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" }, "hand/would-empty", "R6.4");
    });
  });

  describe("R6.3 pozzetto on discard", () => {
    it("R6.3 discarding the last card takes the pozzetto, playable only from the next turn", () => {
      /*  seat 0: 9H (to play)   seat 1: 4D 4D   seat 2: 5D 5D   seat 3: 6D 6D
          pile: JD   stock: 8S 8H 8D 8C …     pozzetti: P0, P1                */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["9H", "4D 4D", "5D 5D", "6D 6D"],
        discardPile: "JD",
        stock: "8S 8H 8D 8C",
      });
      const [p0, p1] = s0.pozzetti;
      const s1 = play(s0, { type: "discard", seat: 0, card: "9H" });
      expect(pile(s1)).toBe("JD 9H");
      expect([s1.phase, s1.turn, s1.end]).toEqual(["draw", 1, null]); // not a close
      expect(s1.held[0]).toEqual(p0);
      expect(s1.unplayedPozzetto).toEqual([p0, null, null, null]);
      expect(s1.pozzettoTaken).toEqual([true, false]);
      expect(s1.pozzetti).toEqual([p1]);
      // The seat cannot look at it yet; the others see only the count.
      expect(viewFor(s1, 0).held).toEqual([]);
      expect(viewFor(s1, 0).unplayedPozzettoCount).toBe(11);
      expect(viewFor(s1, 1).heldCounts).toEqual([11, 2, 2, 2]);
      const s2 = play(
        s1,
        { type: "draw", seat: 1 },
        { type: "discard", seat: 1, card: "8S" },
        { type: "draw", seat: 2 },
        { type: "discard", seat: 2, card: "8H" },
        { type: "draw", seat: 3 },
      );
      expect(s2.unplayedPozzetto[0]).toEqual(p0);
      const s3 = play(s2, { type: "discard", seat: 3, card: "8D" });
      expect(s3.turn).toBe(0);
      expect(s3.unplayedPozzetto).toEqual([null, null, null, null]);
      expect(viewFor(s3, 0).held).toEqual(p0);
      expect(handSizes(s3)).toEqual([11, 2, 2, 2]);
    });

    it("R6.3 the last discard is not a close, so it may be a wildcard", () => {
      /*  seat 0: JK (to play)      seat 2: 2H … (side 1 has no burraco, nothing)  */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["JK", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
      });
      const s1 = play(s0, { type: "discard", seat: 0, card: "JK" });
      expect(pile(s1)).toBe("JD JK");
      expect(s1.pozzettoTaken).toEqual([true, false]);
      expect(s1.end).toBeNull();
    });

    it("R6.3 with two players the same rules apply to each player's own pozzetto", () => {
      /*  twoPlayers   seat 0: 2S (to play)    seat 1: 4D 5D   */
      const s0 = fromNotation({
        ruleset: { preset: "twoPlayers" },
        turn: 0,
        phase: "play",
        hands: ["2S", "4D 5D"],
        discardPile: "JD",
        stock: "8S",
      });
      const s1 = play(s0, { type: "discard", seat: 0, card: "2S" });
      expect(s1.pozzettoTaken).toEqual([true, false]);
      expect(s1.held[0]).toHaveLength(11);
      expect(s1.turn).toBe(1);
    });
  });

  describe("R6.4 no other way of emptying a hand", () => {
    it("R6.4 with its pozzetto taken, a side must keep a card to close with", () => {
      /*  seat 0: 3S 4S 5S 6S 8S (to play)    pozzetto: taken
          melds side 0: [3H 4H 5H 6H 7H 8H 9H]  (clean burraco)                */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["3S 4S 5S 6S 8S", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8C",
        melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
        pozzettoTaken: [true, false],
      });
      const s1 = play(s0, { type: "meld", seat: 0, cards: "3S 4S 5S 6S" });
      refused(s1, { type: "attach", seat: 0, meld: 1, cards: "8S" }, "meld/gap", "R4.2");
      expect(legalActions(s1)).toEqual([{ type: "close", seat: 0, card: s1.held[0]?.[0] }]);
      // Melding everything would leave nothing to close with.
      const s2 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["3S 4S 5S 6S", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
        melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
        pozzettoTaken: [true, false],
      });
      refused(s2, { type: "meld", seat: 0, cards: "3S 4S 5S 6S" }, "hand/would-empty", "R6.4");
    });

    it("R6.4 a meld that leaves one card is refused when that card could not close", () => {
      /*  seat 0: 3S 4S 5S KC (to play)    pozzetto: taken
          melds side 0: [3H 4H 5H]   (no burraco yet)                          */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["3S 4S 5S KC", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
        melds: [["3H 4H 5H"], []],
        pozzettoTaken: [true, false],
      });
      refused(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" }, "hand/would-empty", "R6.4");
      expect(legalActions(s0).filter((a) => a.type !== "discard")).toEqual([]);
    });

    it("R6.4 a meld that leaves a wildcard is refused (it could not close, R7.1)", () => {
      /*  seat 0: 3S 4S 5S 2D (to play)   pozzetto: taken   melds side 0: [3H…9H] (burraco) */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["3S 4S 5S 2D", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
        melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
        pozzettoTaken: [true, false],
      });
      refused(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" }, "hand/would-empty", "R6.4");
      // Melding the 2 instead leaves a natural card, which can close.
      const s1 = play(s0, { type: "meld", seat: 0, cards: "2D 4S 5S" });
      expect(hand(s1, 0)).toBe("3S");
      expect(play(s1, { type: "close", seat: 0, card: "3S" }).end).toEqual({ reason: "closed", closedBy: 0 });
    });

    it("R6.4 a meld that makes the burraco it needs is allowed, judged with the side's melds after the play", () => {
      /*  seat 0: 9H KC (to play)   pozzetto: taken   melds side 0: [3H 4H 5H 6H 7H 8H]  */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["9H KC", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
        melds: [["3H 4H 5H 6H 7H 8H"], []],
        pozzettoTaken: [true, false],
      });
      const s1 = play(s0, { type: "attach", seat: 0, meld: 0, cards: "9H" });
      expect(s1.melds[0]?.[0]?.burraco).toBe("clean");
      expect(hand(s1, 0)).toBe("KC");
    });

    it("R6.4 with the pozzetto still to take, a meld may leave a single card (to discard)", () => {
      /*  seat 0: 3S 4S 5S 2D (to play)   pozzetto: not taken   */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["3S 4S 5S 2D", "4D", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
      });
      const s1 = play(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" }, { type: "discard", seat: 0, card: "2D" });
      expect(s1.pozzettoTaken).toEqual([true, false]);
    });

    it("R6.4 when no pozzetto is left for the side, it must keep two cards", () => {
      /*  pozzetto-replaces   seat 1: 3S 4S 5S (to draw)   stock: 8S (last card)
          side 0 took its pozzetto; side 1's is the only one left: the draw turns it into the stock */
      const s0 = fromNotation({
        ruleset: { preset: "classic", stockExhaustion: "pozzetto-replaces" },
        turn: 1,
        phase: "draw",
        hands: ["3D", "3S 4S 5S", "5D", "6D"],
        discardPile: "JD",
        stock: "8S",
        rest: "discard-pile",
        pozzettoTaken: [true, false],
      });
      const pozzetto = s0.pozzetti[0];
      const s1 = play(s0, { type: "draw", seat: 1 });
      expect(s1.stock).toEqual(pozzetto);
      expect(s1.pozzetti).toEqual([]);
      refused(s1, { type: "meld", seat: 1, cards: "3S 4S 5S" }, "hand/would-empty", "R6.4");
      expect(legalActions(s1).map((a) => a.type)).toEqual(["discard", "discard", "discard", "discard"]);
      const s2 = play(s1, { type: "discard", seat: 1, card: "8S" });
      expect(hand(s2, 1)).toBe("3S 4S 5S");
    });
  });
});

describe("R6.4 melding down to few cards", () => {
  it("R6.4 with the pozzetto taken and no burraco, a meld that leaves two cards is ordinary play", () => {
    // Mutant `hand.length > 1` → `false` treats two cards as one and refuses this meld.
    const s0 = playTable("3S 4S 5S 9C KD", ["7H 8H 9H"], true);
    const s1 = play(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" });
    expect(hand(s1, 0)).toBe("9C KD");
    expect(legalActions(s0)).toContainEqual({ type: "meld", seat: 0, cards: ids("3S 4S 5S") });
  });

  it("R6.4 the same for an attach that leaves two cards", () => {
    const s0 = playTable("10H 9C KD", ["7H 8H 9H"], true);
    expect(hand(play(s0, { type: "attach", seat: 0, meld: 0, cards: "10H" }), 0)).toBe("9C KD");
  });

  it("R6.4 R3.3 two cards left that were both just taken from the pile are refused", () => {
    const s0 = fromNotation({
      ruleset: { preset: "classic", discardPickupRestriction: "under-three" },
      turn: 0,
      phase: "draw",
      hands: ["3S 4S 5S", "8C", "10C", "JC"],
      discardPile: "9C KD",
      stock: "8S 9S 10S",
      melds: [["7H 8H 9H"], []],
      pozzettoTaken: [true, false],
    });
    const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
    refused(s1, { type: "meld", seat: 0, cards: "3S 4S 5S" }, "hand/would-empty", "R6.4");
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
    const held = oneId("10H");
    const twin = ids("10H 10H")[1] as CardId;
    expect(s0.held[0]).toEqual([held]);
    expect(s1.held[0]).toContain(twin);
    const attaches = legalActions(s1).filter((a) => a.type === "attach");
    expect(attaches).toEqual([{ type: "attach", seat: 0, meld: 0, cards: [twin] }]);
    expect(apply(s1, { type: "attach", seat: 0, meld: 0, cards: [twin] }).ok).toBe(true);
    expect(apply(s1, { type: "attach", seat: 0, meld: 0, cards: [held] }).ok).toBe(false);
  });
});

describe("R6.1 R6.2 R6.3 pozzetto bookkeeping", () => {
  it("R6.1 R6.3 the pozzetto taken by a side's second seat is marked for that side", () => {
    const s0 = tableWith({ turn: 3, hands: ["8D 9D", "8C", "10C", "JC"] });
    const s1 = play(s0, { type: "discard", seat: 3, card: "JC" });
    expect(s1.pozzettoTaken).toEqual([false, true]);
    expect(s1.held[3]).toHaveLength(11);
  });

  it("R3.1 R6.2 takePozzetto by another seat during play is not that seat's turn", () => {
    refused(tableWith(), { type: "takePozzetto", seat: 1 }, "turn/not-your-turn", "R3.1");
  });
});

describe("R6.4 no meld or attach leaves a card with which the turn could not end", () => {
  // Side 0 holds its pozzetto and a dirty burraco; closing needs a clean one (R7.1).
  const table: Scenario = {
    ruleset: { preset: "classic", closeRequires: "clean-burraco" },
    turn: 0,
    phase: "play",
    hands: ["4C 5C 6C KD", "4D", "5D", "6D"],
    melds: [["3H 4H 5H 6H JK 8H 9H", "9S 10S JS QS KS AS"], []],
    pozzettoTaken: [true, false],
  };

  it("R6.4 R7.1 under clean-burraco with no clean burraco, a meld leaving one card is refused and not listed", () => {
    const s0 = fromNotation(table);
    // KD could not be discarded (the pozzetto is taken) nor close (no clean burraco).
    refused(s0, { type: "meld", seat: 0, cards: "4C 5C 6C" }, "hand/would-empty", "R6.4");
    const melds = legalActions(s0).filter((a) => a.type === "meld");
    expect(melds).toEqual([]);
  });

  it("R6.4 R7.1 the same meld is allowed when the play itself makes the clean burraco that closes", () => {
    // Attaching 8S makes 8S…AS a clean burraco: the last card KD may then close.
    const s0 = fromNotation({ ...table, hands: ["8S KD", "4D", "5D", "6D"] });
    const s1 = play(s0, { type: "attach", seat: 0, meld: 1, cards: "8S" });
    expect(legalActions(s1)).toEqual([{ type: "close", seat: 0, card: s1.held[0]?.[0] }]);
    // Under any-burraco the dirty burraco closes: the meld of the first table is allowed.
    const any = fromNotation({ ...table, ruleset: { preset: "classic" } });
    expect(legalActions(any).some((a) => a.type === "meld")).toBe(true);
  });
});
