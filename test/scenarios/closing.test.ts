/**
 * RULES.md §7 — closing: the conditions of a close (R7.1, option closeRequires), the close as the
 * final discard (R7.2), and noCloseAfterSingleCardPickup (R7.3); melding down to the card that
 * closes under clean-burraco (R7.1 with R6.4); the state after a close and every refusal's code
 * and rule. States are built inside the tests, so a mutant only reruns the tests that reach it.
 */
import { formatCards, legalActions } from "burraco";
import { scoreHand } from "burraco/scoring";
import { describe, expect, it } from "vitest";
import { fromNotation, hand, handSizes, ids, pile, play, playTable, refused } from "../helpers/table.js";

const CLEAN = "3H 4H 5H 6H 7H 8H 9H";
const DIRTY = "3H 4H 5H JK 7H 8H 9H";

/** Seat 0 to play, holding `seat0`, with side 0's melds and pozzetto flag as given. */
function table(
  seat0: string,
  melds0: string[],
  taken: boolean,
  ruleset: Record<string, unknown> = { preset: "classic" },
) {
  return fromNotation({
    ruleset,
    turn: 0,
    phase: "play",
    hands: [seat0, "5C 6C", "4D", "KS KS"],
    discardPile: "8D",
    stock: "10S 10D",
    melds: [melds0, ["QS QD QH"]],
    pozzettoTaken: [taken, false],
  });
}

describe("§7 closing", () => {
  describe("R7.1 the conditions of a close", () => {
    it("R7.1 pozzetto taken + a burraco + a natural last card: the close ends the hand with 100", () => {
      /*  seat 0: KC (to play)     seat 1: 5C 6C    seat 2: 4D    seat 3: KS KS
          pile: 8D        melds side 0: [3H…9H] clean    side 1: [QS QD QH]
          pozzetto: side 0 taken                                               */
      const s0 = table("KC", [CLEAN], true);
      expect(legalActions(s0)).toEqual([{ type: "close", seat: 0, card: s0.held[0]?.[0] }]);
      const s1 = play(s0, { type: "close", seat: 0, card: "KC" });
      expect(s1.phase).toBe("ended");
      expect(s1.end).toEqual({ reason: "closed", closedBy: 0 });
      expect(hand(s1, 0)).toBe("");
      expect(pile(s1)).toBe("8D KC");
      expect(handSizes(s1)).toEqual([0, 2, 1, 2]);
      const sheet = scoreHand(s1);
      expect(sheet.ended).toBe(true);
      expect(sheet.sides[0]?.closing).toBe(100);
      expect(sheet.sides[1]?.closing).toBe(0);
      // After the close nothing may happen.
      expect(legalActions(s1)).toEqual([]);
      refused(s1, { type: "draw", seat: 1 }, "hand/over", "R7.1");
      refused(s1, { type: "discard", seat: 1, card: "5C" }, "hand/over", "R7.1");
    });

    it("R7.1 no close before the side has taken its pozzetto (the last discard takes it instead)", () => {
      /*  seat 0: KC   melds side 0: [3H…9H]   pozzetto: not taken  */
      const s0 = table("KC", [CLEAN], false);
      refused(s0, { type: "close", seat: 0, card: "KC" }, "close/not-allowed", "R7.1");
      expect(legalActions(s0)).toEqual([{ type: "discard", seat: 0, card: s0.held[0]?.[0] }]);
      const s1 = play(s0, { type: "discard", seat: 0, card: "KC" });
      expect([s1.phase, s1.end, s1.pozzettoTaken[0]]).toEqual(["draw", null, true]);
    });

    it("R7.1 no close without a burraco", () => {
      /*  seat 0: KC   melds side 0: [3H 4H 5H]   pozzetto: taken  */
      const s0 = table("KC", ["3H 4H 5H"], true);
      refused(s0, { type: "close", seat: 0, card: "KC" }, "close/not-allowed", "R7.1");
      refused(s0, { type: "discard", seat: 0, card: "KC" }, "discard/last-card", "R6.1");
    });

    it("R7.1 the closing card may not be a wildcard", () => {
      /*  seat 0: JK  (or 2C)   melds side 0: [3H…9H]   pozzetto: taken  */
      refused(table("JK", [CLEAN], true), { type: "close", seat: 0, card: "JK" }, "close/wildcard", "R7.1");
      refused(table("2C", [CLEAN], true), { type: "close", seat: 0, card: "2C" }, "close/wildcard", "R7.1");
    });

    it("R7.1 one closes with the last card only", () => {
      /*  seat 0: KC 9D   melds side 0: [3H…9H]   pozzetto: taken  */
      const s0 = table("KC 9D", [CLEAN], true);
      refused(s0, { type: "close", seat: 0, card: "KC" }, "close/not-allowed", "R7.1");
      expect(legalActions(s0).filter((a) => a.type === "close")).toEqual([]);
    });

    it("R7.1 a pozzetto taken on discard and not yet played counts: the partner may close", () => {
      /*  seat 0: 9S (to play)   seat 1: 5C 6C   seat 2: KC 10H   seat 3: KS KS
          melds side 0: [3H…9H] clean    pile: 8D    stock: 10S JH …
          seat 0 discards its last card (pozzetto taken, unplayed); seat 2 then closes.   */
      const s0 = fromNotation({
        turn: 0,
        phase: "play",
        hands: ["9S", "5C 6C", "KC 10H", "KS KS"],
        discardPile: "8D",
        stock: "10S JH",
        melds: [[CLEAN], ["QS QD QH"]],
        pozzettoTaken: [false, false],
      });
      const s1 = play(
        s0,
        { type: "discard", seat: 0, card: "9S" },
        { type: "draw", seat: 1 },
        { type: "discard", seat: 1, card: "5C" },
        { type: "draw", seat: 2 },
        { type: "attach", seat: 2, meld: 0, cards: "10H" },
        { type: "attach", seat: 2, meld: 0, cards: "JH" },
      );
      expect(s1.unplayedPozzetto[0]).toEqual(s0.pozzetti[0]);
      expect(hand(s1, 2)).toBe("KC");
      const s2 = play(s1, { type: "close", seat: 2, card: "KC" });
      expect(s2.end).toEqual({ reason: "closed", closedBy: 2 });
      expect(s2.unplayedPozzetto[0]).toEqual(s0.pozzetti[0]);
    });

    it("R7.1 closeRequires any-burraco (default): a dirty burraco is enough", () => {
      /*  seat 0: KC   melds side 0: [3H 4H 5H JK 7H 8H 9H] dirty   pozzetto: taken */
      const s0 = table("KC", [DIRTY], true);
      expect(s0.melds[0]?.[0]?.burraco).toBe("dirty");
      expect(play(s0, { type: "close", seat: 0, card: "KC" }).end).toEqual({ reason: "closed", closedBy: 0 });
    });

    it("R7.1 closeRequires clean-burraco: a dirty or semi-clean burraco is not enough, a clean one is", () => {
      /*  { closeRequires: "clean-burraco" }   seat 0: KC
          (a) [3H 4H 5H JK 7H 8H 9H] dirty   (b) [2S 4H…10H] semi-clean   (c) [3H…9H] clean */
      const ruleset = { preset: "classic", closeRequires: "clean-burraco" };
      refused(table("KC", [DIRTY], true, ruleset), { type: "close", seat: 0, card: "KC" }, "close/not-allowed", "R7.1");
      const semi = table("KC", ["4H 5H 6H 7H 8H 9H 10H 2S"], true, ruleset);
      expect(semi.melds[0]?.[0]?.burraco).toBe("semi-clean");
      refused(semi, { type: "close", seat: 0, card: "KC" }, "close/not-allowed", "R7.1");
      expect(
        play(table("KC", [DIRTY, "3S 4S 5S 6S 7S 8S 9S"], true, ruleset), { type: "close", seat: 0, card: "KC" }).end
          ?.reason,
      ).toBe("closed");
    });

    it("R7.1 preset closed needs a clean burraco, closedDirty any burraco", () => {
      /*  seat 0: KC   melds side 0: [3H 4H 5H JK 7H 8H 9H] dirty   pozzetto: taken */
      refused(
        table("KC", [DIRTY], true, { preset: "closed" }),
        { type: "close", seat: 0, card: "KC" },
        "close/not-allowed",
        "R7.1",
      );
      expect(
        play(table("KC", [DIRTY], true, { preset: "closedDirty" }), { type: "close", seat: 0, card: "KC" }).phase,
      ).toBe("ended");
    });
  });

  describe("R7.2 no close without a final discard", () => {
    it("R7.2 a plain discard never ends the hand and refuses a last card that could only close", () => {
      /*  seat 0: KC 9D   melds side 0: [3H…9H]   pozzetto: taken  */
      const s0 = table("KC 9D", [CLEAN], true);
      const s1 = play(s0, { type: "discard", seat: 0, card: "9D" });
      expect([s1.phase, s1.end, s1.turn]).toEqual(["draw", null, 1]);
      const s2 = table("KC", [CLEAN], true);
      refused(s2, { type: "discard", seat: 0, card: "KC" }, "discard/last-card", "R7.2");
      expect(play(s2, { type: "close", seat: 0, card: "KC" }).end?.reason).toBe("closed");
    });

    it("R7.2 melding out with the pozzetto taken is no close: it is refused", () => {
      /*  seat 0: 10H JH   melds side 0: [3H…9H]   pozzetto: taken  */
      const s0 = table("10H JH", [CLEAN], true);
      refused(s0, { type: "attach", seat: 0, meld: 0, cards: "10H JH" }, "hand/would-empty", "R6.4");
    });
  });

  describe("R7.3 noCloseAfterSingleCardPickup", () => {
    /*  seat 0: KC (to draw)    pile: 10H     melds side 0: [3H…9H]   pozzetto: taken
        seat 1: 5C 6C   seat 2: 4D   seat 3: KS KS (…)       stock: 10S 10D 10C …
        Taking the one-card pile gives KC 10H; closing means attaching 10H then closing with KC. */
    const scenario = (ruleset: Record<string, unknown>, seat3 = "KS KS") => ({
      ruleset,
      turn: 0,
      phase: "draw" as const,
      hands: ["KC", "5C 6C", "4D", seat3],
      discardPile: "10H",
      stock: "10S 10D 10C",
      melds: [[CLEAN], ["QS QD QH"]],
      pozzettoTaken: [true, false],
    });

    it("R7.3 noCloseAfterSingleCardPickup false (default): take the one card and close", () => {
      /*  seat 0: KC (to draw)   pile: 10H   melds side 0: [3H…9H]   pozzetto: taken  */
      const s1 = play(fromNotation(scenario({ preset: "classic" })), { type: "pickUpDiscards", seat: 0 });
      expect(s1.closeBlocked).toBe(false);
      const s2 = play(s1, { type: "attach", seat: 0, meld: 0, cards: "10H" }, { type: "close", seat: 0, card: "KC" });
      expect(s2.end).toEqual({ reason: "closed", closedBy: 0 });
    });

    it("R7.3 noCloseAfterSingleCardPickup true: a one-card hand that took a one-card pile may not close", () => {
      /*  { noCloseAfterSingleCardPickup: true }
          seat 0: KC (to draw)   pile: 10H   melds side 0: [3H…9H]   pozzetto: taken  */
      const s0 = fromNotation(scenario({ preset: "classic", noCloseAfterSingleCardPickup: true }));
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
      expect(s1.closeBlocked).toBe(true);
      // The attach would leave KC, which may not close this turn: the refusal names R7.3.
      const error = refused(s1, { type: "attach", seat: 0, meld: 0, cards: "10H" }, "hand/would-empty", "R7.3");
      expect(error.message).toMatch(/R7\.3/);
      expect(legalActions(s1)).toEqual([{ type: "discard", seat: 0, card: s1.held[0]?.[0] }]);
      const s2 = play(s1, { type: "discard", seat: 0, card: "KC" });
      expect([s2.phase, s2.turn]).toEqual(["draw", 1]);
      expect(hand(s2, 0)).toBe("10H");
    });

    it("R7.3 noCloseAfterSingleCardPickup true: allowed when the stock is exhausted", () => {
      /*  as above, but the stock holds only 2 cards (R8.1 two-left): every other card is in
          seat 3's hand (a position setupHand builds; in play the hand would have ended already) */
      const rules = { preset: "classic", noCloseAfterSingleCardPickup: true };
      const all = fromNotation(scenario(rules));
      const s0 = fromNotation({ ...scenario(rules, `KS KS ${formatCards(all.stock.slice(2))}`), stock: "10S 10D" });
      expect(s0.stock).toHaveLength(2);
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
      expect(s1.closeBlocked).toBe(false);
      const s2 = play(s1, { type: "attach", seat: 0, meld: 0, cards: "10H" }, { type: "close", seat: 0, card: "KC" });
      expect(s2.end).toEqual({ reason: "closed", closedBy: 0 });
    });

    it("R7.3 noCloseAfterSingleCardPickup true: a player holding two cards may take one card and close", () => {
      /*  seat 0: KC 9D (to draw)   pile: 10H  */
      const s0 = fromNotation({
        ...scenario({ preset: "classic", noCloseAfterSingleCardPickup: true }),
        hands: ["KC 9D", "5C 6C", "4D", "KS KS"],
      });
      const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
      expect(s1.closeBlocked).toBe(false);
      const s2 = play(s1, { type: "attach", seat: 0, meld: 0, cards: "10H" }, { type: "discard", seat: 0, card: "9D" });
      expect(hand(s2, 0)).toBe("KC");
    });
  });
});

describe("R7.1 R6.4 clean-burraco closing: the burraco a last card needs", () => {
  it("R7.1 closeRequires clean-burraco: melding down to one card is allowed with a clean burraco among other melds", () => {
    // Mutants that look at the wrong meld (`some` → `every`, or the clean test dropped) refuse it.
    const rs = { closeRequires: "clean-burraco" };
    const s0 = playTable("3S 4S 5S KD", ["5D 6D 7D", "3H 4H 5H 6H 7H 8H 9H"], true, rs);
    const s1 = play(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" });
    expect(hand(s1, 0)).toBe("KD");
    expect(legalActions(s1)).toContainEqual({ type: "close", seat: 0, card: ids("KD")[0] });
  });

  it("R7.1 closeRequires clean-burraco: a dirty burraco only is not enough to meld down to one card", () => {
    const s0 = playTable("3S 4S 5S KD", ["3H 4H 5H JK 7H 8H 9H"], true, { closeRequires: "clean-burraco" });
    refused(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" }, "hand/would-empty", "R6.4");
    // With any-burraco the same position is fine.
    const any = playTable("3S 4S 5S KD", ["3H 4H 5H JK 7H 8H 9H"], true);
    expect(hand(play(any, { type: "meld", seat: 0, cards: "3S 4S 5S" }), 0)).toBe("KD");
  });

  it("R7.1 R6.4 the meld itself may be the burraco that makes the last card a close", () => {
    const s0 = playTable("3S 4S 5S 6S 7S 8S 9S KD", [], true, { closeRequires: "clean-burraco" });
    expect(hand(play(s0, { type: "meld", seat: 0, cards: "3S 4S 5S 6S 7S 8S 9S" }), 0)).toBe("KD");
  });

  it("R7.1 R6.4 a wildcard as the last card cannot close, so melding down to it is refused", () => {
    const s0 = playTable("3S 4S 5S JK", ["3H 4H 5H 6H 7H 8H 9H"], true);
    refused(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" }, "hand/would-empty", "R6.4");
  });
});

describe("R7.1 R7.2 R7.3 closing: the state after, and every refusal's code and rule", () => {
  /** Seat 0 holds `seat0` with its side's pozzetto taken and a clean burraco down. */
  const closing = (
    seat0: string,
    ruleset: Record<string, unknown> = {},
    side0 = ["3H 4H 5H 6H 7H 8H 9H", "9S 9D 9C"],
  ) => playTable(seat0, side0, true, ruleset);

  it("R7.1 R7.2 after a close: hand empty, card on the pile, turn counted, turn flags cleared", () => {
    const s0 = fromNotation({
      ruleset: { preset: "classic", discardPickupRestriction: "under-three" },
      turn: 0,
      phase: "draw",
      hands: ["KC", "8C", "10C", "JC"],
      discardPile: "9H 9D",
      stock: "8S 9S 10S",
      melds: [["3H 4H 5H 6H 7H 8H 9H", "9S 9C 9C"], []],
      pozzettoTaken: [true, false],
    });
    const s1 = play(
      s0,
      { type: "pickUpDiscards", seat: 0 },
      { type: "attach", seat: 0, meld: 1, cards: "9H" },
      { type: "attach", seat: 0, meld: 1, cards: "9D" },
    );
    expect([s1.pileTaken, s1.forbiddenDiscards.length, s1.meldedThisTurn]).toEqual([2, 2, true]);
    const s2 = play(s1, { type: "close", seat: 0, card: "KC" });
    expect(s2.phase).toBe("ended");
    expect(s2.end).toEqual({ reason: "closed", closedBy: 0 });
    expect(s2.held[0]).toEqual([]);
    expect(s2.discardPile).toEqual(ids("KC"));
    expect(s2.turnsPlayed).toEqual([(s1.turnsPlayed[0] as number) + 1, 1, 1, 1]);
    expect([s2.pileTaken, s2.forbiddenDiscards, s2.meldedThisTurn, s2.closeBlocked]).toEqual([0, [], false, false]);
    expect(s2.turn).toBe(0);
    expect(scoreHand(s2).sides[0]?.closing).toBe(100);
  });

  it("R7.1 R3.1 close refusals carry their code and rule", () => {
    refused(closing("KC"), { type: "close", seat: 0, card: ids("KD")[0] as number }, "card/not-in-hand", "R3.1");
    refused(closing("KC QC"), { type: "close", seat: 0, card: "KC" }, "close/not-allowed", "R7.1");
    refused(
      playTable("KC", ["3H 4H 5H 6H 7H 8H 9H"], false),
      { type: "close", seat: 0, card: "KC" },
      "close/not-allowed",
      "R7.1",
    );
    refused(closing("KC", {}, ["3H 4H 5H"]), { type: "close", seat: 0, card: "KC" }, "close/not-allowed", "R7.1");
    refused(
      closing("KC", { closeRequires: "clean-burraco" }, ["3H 4H 5H JK 7H 8H 9H"]),
      { type: "close", seat: 0, card: "KC" },
      "close/not-allowed",
      "R7.1",
    );
    refused(closing("JK"), { type: "close", seat: 0, card: "JK" }, "close/wildcard", "R7.1");
    refused(closing("2C"), { type: "close", seat: 0, card: "2C" }, "close/wildcard", "R7.1");
    refused(closing("KC"), { type: "close", seat: 1, card: ids("KC")[0] as number }, "turn/not-your-turn", "R3.1");
    const drawPhase = { ...closing("KC"), phase: "draw" as const };
    refused(drawPhase, { type: "close", seat: 0, card: "KC" }, "turn/wrong-phase", "R3.1");
  });

  it("R7.1 closing with a clean burraco under clean-burraco is accepted (the mirror of the refusal)", () => {
    const s = play(closing("KC", { closeRequires: "clean-burraco" }), { type: "close", seat: 0, card: "KC" });
    expect(s.end).toEqual({ reason: "closed", closedBy: 0 });
  });

  it("R3.3 R7.3 closing with a card R3.3 forbids, or when R7.3 bars it, is refused with that rule", () => {
    const s0 = closing("KC");
    const kc = ids("KC")[0] as number;
    refused(
      { ...s0, forbiddenDiscards: [kc], pileTaken: 1 },
      { type: "close", seat: 0, card: kc },
      "discard/picked-up-card",
      "R3.3",
    );
    refused(
      { ...s0, closeBlocked: true, pileTaken: 1 },
      { type: "close", seat: 0, card: kc },
      "close/not-allowed",
      "R7.3",
    );
    // The pick-up sets the bar only for a one-card hand taking a one-card pile while the stock lasts.
    const pickup = (ruleset: Record<string, unknown>, handText: string, pileText: string) =>
      play(
        fromNotation({
          ruleset: { preset: "classic", ...ruleset },
          turn: 0,
          phase: "draw",
          hands: [handText, "8C", "10C", "JC"],
          discardPile: pileText,
          stock: "8S 9S 10S",
          melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
          pozzettoTaken: [true, false],
        }),
        { type: "pickUpDiscards", seat: 0 },
      );
    expect(pickup({ noCloseAfterSingleCardPickup: true }, "KC", "QD").closeBlocked).toBe(true);
    expect(pickup({}, "KC", "QD").closeBlocked).toBe(false);
    expect(pickup({ noCloseAfterSingleCardPickup: true }, "KC QC", "QD").closeBlocked).toBe(false);
    expect(pickup({ noCloseAfterSingleCardPickup: true }, "KC", "QD JD").closeBlocked).toBe(false);
  });
});
