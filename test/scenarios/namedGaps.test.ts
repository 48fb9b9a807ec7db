/**
 * Rule gaps that mutation testing found (each test fails on the mutant named in its comment and
 * passes on the engine): melding down to two or one card (R6.4), R4.9 acceptances, the layout of
 * runs (R4.2, R4.6), the order of refusals, the R11.3 side left without seats (R9.5), huge victory
 * point differences (R10.3), and the state and refusals of a close (R7.1–R7.3).
 * States are built inside the tests, so a mutant only reruns the tests that reach it.
 */
import { analyzeMeld, defineRuleset, type HandState, legalActions, parseCards, victoryPoints } from "burraco";
import { scoreHand } from "burraco/scoring";
import { describe, expect, it } from "vitest";
import { fromNotation, hand, ids, melds, play, refused } from "../helpers/table.js";

/** Seat 0 to play with the given hand and side melds (4 players, classic unless overridden). */
function table(seat0: string, side0: string[], taken: boolean, ruleset: Record<string, unknown> = {}): HandState {
  return fromNotation({
    ruleset: { preset: "classic", ...ruleset },
    turn: 0,
    phase: "play",
    hands: [seat0, "8C", "10C", "JC"],
    discardPile: "KD",
    stock: "8S 9S 10S",
    melds: [side0, []],
    pozzettoTaken: [taken, false],
  });
}

function rules(options: Record<string, unknown>) {
  const r = defineRuleset({ preset: "classic", ...options });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function reading(text: string, ruleset: Record<string, unknown> = {}) {
  const r = analyzeMeld(ids(text), rules(ruleset));
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
}

describe("R6.4 melding down to few cards (meld.ts: hand.length > 1)", () => {
  it("R6.4 with the pozzetto taken and no burraco, a meld that leaves two cards is ordinary play", () => {
    // Mutant `hand.length > 1` → `false` treats two cards as one and refuses this meld.
    const s0 = table("3S 4S 5S 9C KD", ["7H 8H 9H"], true);
    const s1 = play(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" });
    expect(hand(s1, 0)).toBe("9C KD");
    expect(legalActions(s0)).toContainEqual({ type: "meld", seat: 0, cards: ids("3S 4S 5S") });
  });

  it("R6.4 the same for an attach that leaves two cards", () => {
    const s0 = table("10H 9C KD", ["7H 8H 9H"], true);
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

describe("R7.1 R6.4 clean-burraco closing (meld.ts: the burraco a last card needs)", () => {
  it("R7.1 closeRequires clean-burraco: melding down to one card is allowed with a clean burraco among other melds", () => {
    // Mutants that look at the wrong meld (`some` → `every`, or the clean test dropped) refuse it.
    const rs = { closeRequires: "clean-burraco" };
    const s0 = table("3S 4S 5S KD", ["5D 6D 7D", "3H 4H 5H 6H 7H 8H 9H"], true, rs);
    const s1 = play(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" });
    expect(hand(s1, 0)).toBe("KD");
    expect(legalActions(s1)).toContainEqual({ type: "close", seat: 0, card: ids("KD")[0] });
  });

  it("R7.1 closeRequires clean-burraco: a dirty burraco only is not enough to meld down to one card", () => {
    const s0 = table("3S 4S 5S KD", ["3H 4H 5H JK 7H 8H 9H"], true, { closeRequires: "clean-burraco" });
    refused(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" }, "hand/would-empty", "R6.4");
    // With any-burraco the same position is fine.
    const any = table("3S 4S 5S KD", ["3H 4H 5H JK 7H 8H 9H"], true);
    expect(hand(play(any, { type: "meld", seat: 0, cards: "3S 4S 5S" }), 0)).toBe("KD");
  });

  it("R7.1 R6.4 the meld itself may be the burraco that makes the last card a close", () => {
    const s0 = table("3S 4S 5S 6S 7S 8S 9S KD", [], true, { closeRequires: "clean-burraco" });
    expect(hand(play(s0, { type: "meld", seat: 0, cards: "3S 4S 5S 6S 7S 8S 9S" }), 0)).toBe("KD");
  });

  it("R7.1 R6.4 a wildcard as the last card cannot close, so melding down to it is refused", () => {
    const s0 = table("3S 4S 5S JK", ["3H 4H 5H 6H 7H 8H 9H"], true);
    refused(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" }, "hand/would-empty", "R6.4");
  });
});

describe("R4.9 distinctSetRanks acceptances (meld.ts: setRankTaken)", () => {
  it("R4.9 distinctSetRanks true: a set of a rank the side does not hold is accepted", () => {
    // Mutant `!own.some(...)` → `false` refuses every set.
    const s0 = table("9C 9D 9S 4H", ["7S 7H 7D", "3C 4C 5C"], false, { distinctSetRanks: true });
    expect(melds(play(s0, { type: "meld", seat: 0, cards: "9C 9D 9S" }), 0)).toEqual([
      "7S 7H 7D",
      "3C 4C 5C",
      "9S 9D 9C",
    ]);
    expect(legalActions(s0).filter((a) => a.type === "meld")).toHaveLength(1);
  });

  it("R4.9 distinctSetRanks true: a run beside a set of the same rank is not a second set", () => {
    const s0 = table("7C 8C 9C 4H", ["7S 7H 7D"], false, { distinctSetRanks: true });
    expect(melds(play(s0, { type: "meld", seat: 0, cards: "7C 8C 9C" }), 0)).toEqual(["7S 7H 7D", "7C 8C 9C"]);
  });

  it("R4.9 distinctSetRanks true: the other side's set of that rank does not count", () => {
    const s0 = fromNotation({
      ruleset: { preset: "classic", distinctSetRanks: true },
      turn: 0,
      phase: "play",
      hands: ["9C 9D 9S 4H", "8C", "10C", "JC"],
      discardPile: "KD",
      stock: "8S",
      melds: [[], ["9H 9H 9D"]],
      pozzettoTaken: [false, false],
    });
    expect(melds(play(s0, { type: "meld", seat: 0, cards: "9C 9D 9S" }), 0)).toEqual(["9S 9D 9C"]);
  });
});

describe("R4.2 R4.6 run layout (analyze.ts)", () => {
  it("R4.2 aceToAceRuns: a spade run A…K-A keeps both aces, the first deck's low", () => {
    // Mutant `id < 52` → `id <= 52` puts the second deck's A♠ (id 52) low too, losing a card.
    const cards = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 52];
    const r = analyzeMeld([52, ...cards.slice(0, 13)].reverse(), rules({ aceToAceRuns: true }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.cards).toEqual(cards);
    expect([r.value.from, r.value.to]).toEqual([1, 14]);
  });

  it("R4.6 R5.5 a royal run A…K is laid out ace low, not 2…K-A", () => {
    const r = reading("KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AH", { royalBurraco: 300 });
    expect(r.burraco).toBe("royal");
    expect(r.cards).toEqual(ids("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"));
    expect([r.from, r.to]).toEqual([1, 13]);
  });

  it("R4.6 R5.5 the ace-high royal 2…K-A is royal too", () => {
    const r = reading("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", { royalBurraco: 300 });
    // 2♥…K♥ plus A♥ reads ace low first (A-2-…-K): same cards, same class.
    expect(r.burraco).toBe("royal");
    expect([r.from, r.to]).toEqual([1, 13]);
  });

  it("R4.2 R4.6 A…K plus a wildcard: the wildcard is the low ace, the natural ace high (2♣ 2♥ 3♥ … K♥ A♥)", () => {
    // Ace low (wildcard high) and ace high (wildcard low) tie on every count; the wildcard goes low.
    for (const wild of ["2C", "JK"]) {
      const r = reading(`AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH ${wild}`);
      expect(r.cards).toEqual(ids(`${wild} 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH`));
      expect([r.from, r.to, r.wildcardRank, r.wildcardLocked]).toEqual([1, 14, 1, false]);
    }
  });

  it("R4.2 R4.3 refusal order: a duplicate rank is named before too many wildcards, too many wildcards before two aces", () => {
    const code = (text: string) => {
      const r = analyzeMeld(parseCards(text).value ?? []);
      return r.ok ? "ok" : r.error.code;
    };
    expect(code("5H 5H 6H JK 2S")).toBe("meld/duplicate-rank");
    expect(code("AH 3H 4H JK 2S AH")).toBe("meld/too-many-wildcards");
    expect(code("AH 3H 4H JK AH")).toBe("meld/duplicate-rank");
    expect(code("AH 3H 4H 2H 2S 2D")).toBe("meld/too-many-wildcards");
  });
});

describe("R9.5 R11.3 the side left without seats", () => {
  it("R9.5 R11.3 after a pairing, the side whose player joined another owes no pozzetto penalty", () => {
    const dealt = fromNotation({
      ruleset: { preset: "threePlayers" },
      turn: 0,
      phase: "play",
      hands: ["5C", "6C 7D", "8H 9S"],
      discardPile: "KD",
      melds: [[], ["3H 4H 5H"], ["3S 4S 5S"]],
      pozzettoTaken: [false, false, false],
    });
    const paired: HandState = { ...dealt, pairing: true };
    const after = play(paired, { type: "discard", seat: 0, card: "5C" });
    expect(after.sides).toEqual([0, 1, 1]);
    const sheet = scoreHand(after);
    expect(sheet.sides[2]).toMatchObject({ seats: [], meldPoints: 0, pozzettoPenalty: 0, total: 0 });
    expect(sheet.sides[1]).toMatchObject({ seats: [1, 2], meldPoints: 30, pozzettoPenalty: -100 });
    expect(sheet.sides[0]?.pozzettoPenalty).toBe(0);
  });
});

describe("R10.3 victory points of huge differences", () => {
  it("R10.3 a difference beyond 2^53 is refused, not read as 20–0", () => {
    for (const d of [1e20, 2 ** 53 + 5, Number.MAX_VALUE]) {
      const r = victoryPoints(d, 2);
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.rule]).toEqual(["vp/invalid", "R10.3"]);
    }
    expect(victoryPoints(2 ** 53 - 1 - ((2 ** 53 - 1) % 5), 2)).toEqual({ ok: true, value: [20, 0] });
  });
});

describe("R7.1 R7.2 R7.3 closing: the state after, and every refusal's code and rule", () => {
  /** Seat 0 holds `seat0` with its side's pozzetto taken and a clean burraco down. */
  const closing = (
    seat0: string,
    ruleset: Record<string, unknown> = {},
    side0 = ["3H 4H 5H 6H 7H 8H 9H", "9S 9D 9C"],
  ) => table(seat0, side0, true, ruleset);

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
      table("KC", ["3H 4H 5H 6H 7H 8H 9H"], false),
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
