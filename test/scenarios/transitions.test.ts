/**
 * Every reducer's whole result (§3, §6, §7, §8): the new state equals the old one with exactly the
 * fields the rule changes — so a reducer that forgets, adds or miscomputes a field fails here — and
 * every refusal of the reducers comes with its code and rule. Written for mutation testing: each
 * test builds its position inside the test.
 */
import { apply, type HandState } from "burraco";
import { describe, expect, it } from "vitest";
import { fromNotation, ids, play, refused } from "../helpers/table.js";

/** Four players, seat `turn` to act in `phase`; classic unless overridden. */
function table(over: Record<string, unknown> = {}, ruleset: Record<string, unknown> = {}): HandState {
  return fromNotation({
    ruleset: { preset: "classic", ...ruleset },
    turn: 0,
    phase: "play",
    hands: ["3S 4S 5S 9C KD", "8C", "10C", "JC"],
    discardPile: "QH",
    stock: "8S 9S 10S",
    melds: [["7H 8H 9H"], []],
    pozzettoTaken: [false, false],
    ...over,
  });
}

const id = (text: string): number => ids(text)[0] as number;

describe("reducer results, field by field", () => {
  it("R3.1 draw: the top stock card joins the hand; only phase, hands and stock change", () => {
    const s0 = table({ phase: "draw" });
    const s1 = play(s0, { type: "draw", seat: 0 });
    expect(s1).toEqual({
      ...s0,
      phase: "play",
      held: [[...(s0.held[0] ?? []), id("8S")], ...s0.held.slice(1)],
      stock: s0.stock.slice(1),
    });
  });

  it("R8.1 pozzetto-replaces: the draw that empties the stock turns the next pozzetto into the stock", () => {
    const s0 = fromNotation({
      ruleset: { preset: "classic", stockExhaustion: "pozzetto-replaces" },
      turn: 0,
      phase: "draw",
      hands: ["3S", "8C", "10C", "JC"],
      stock: "8S",
      discardPile: "QH",
      rest: "discard-pile",
      melds: [[], []],
      pozzettoTaken: [false, false],
    });
    expect(s0.stock).toHaveLength(1);
    const s1 = play(s0, { type: "draw", seat: 0 });
    expect(s1.stock).toEqual(s0.pozzetti[0]);
    expect(s1.pozzetti).toEqual(s0.pozzetti.slice(1));
    expect(s1.held[0]).toEqual([id("3S"), id("8S")]);
  });

  it("R3.1 R3.3 R14.2 pick-up: the whole pile joins the hand and its known cards, and what it forbids is recorded", () => {
    const s0 = table({ phase: "draw", discardPile: "QH JD" }, { discardPickupRestriction: "under-three" });
    const s1 = play(s0, { type: "pickUpDiscards", seat: 0 });
    expect(s1).toEqual({
      ...s0,
      phase: "play",
      held: [[...(s0.held[0] ?? []), ...s0.discardPile], ...s0.held.slice(1)],
      known: [s0.discardPile, ...s0.known.slice(1)],
      discardPile: [],
      pileTaken: 2,
      forbiddenDiscards: s0.discardPile,
      closeBlocked: false,
    });
    const same = play(table({ phase: "draw", discardPile: "QH JD" }), { type: "pickUpDiscards", seat: 0 });
    expect([same.pileTaken, same.forbiddenDiscards]).toEqual([2, []]);
    const three = play(table({ phase: "draw", discardPile: "QH JD 4C" }, { discardPickupRestriction: "under-three" }), {
      type: "pickUpDiscards",
      seat: 0,
    });
    expect(three.forbiddenDiscards).toEqual([]);
  });

  it("§4 meld: the cards leave the hand, the meld joins the side's list, the turn records a play", () => {
    const s0 = table();
    const s1 = play(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" });
    expect(s1).toEqual({
      ...s0,
      held: [ids("9C KD"), ...s0.held.slice(1)],
      melds: [[...(s0.melds[0] ?? []), expect.objectContaining({ cards: ids("3S 4S 5S"), kind: "run" })], []],
      meldedThisTurn: true,
    });
  });

  it("R4.7 attach: the meld is read again with the card; nothing else of the side changes", () => {
    const s0 = table({ hands: ["10H 9C KD 4D", "8C", "10C", "JC"], melds: [["7H 8H 9H", "5D 6D 7D"], []] });
    const s1 = play(s0, { type: "attach", seat: 0, meld: 1, cards: "4D" });
    expect(s1).toEqual({
      ...s0,
      held: [ids("10H 9C KD"), ...s0.held.slice(1)],
      melds: [[s0.melds[0]?.[0], expect.objectContaining({ cards: ids("4D 5D 6D 7D") })], []],
      meldedThisTurn: true,
    });
  });

  it("R3.1 discard: the card tops the pile and the turn passes, every turn flag reset", () => {
    const s0 = play(table({ phase: "draw", discardPile: "QH" }), { type: "pickUpDiscards", seat: 0 });
    const s1 = play(s0, { type: "discard", seat: 0, card: "KD" });
    expect(s1).toEqual({
      ...s0,
      phase: "draw",
      turn: 1,
      held: [ids("3S 4S 5S 9C QH"), ...s0.held.slice(1)],
      discardPile: ids("KD"),
      turnsPlayed: [2, 1, 1, 1],
      pileTaken: 0,
      forbiddenDiscards: [],
      meldedThisTurn: false,
      closeBlocked: false,
      stalemateTurns: 1,
    });
  });

  it("R6.3 discarding the last card takes the pozzetto, unplayed until the next turn", () => {
    const s0 = table({ hands: ["9C", "8C", "10C", "JC"] });
    const s1 = play(s0, { type: "discard", seat: 0, card: "9C" });
    const pozzetto = s0.pozzetti[0] ?? [];
    expect(s1).toEqual({
      ...s0,
      phase: "draw",
      turn: 1,
      held: [pozzetto, ...s0.held.slice(1)],
      discardPile: ids("QH 9C"),
      pozzetti: s0.pozzetti.slice(1),
      pozzettoTaken: [true, false],
      unplayedPozzetto: [pozzetto, null, null, null],
      turnsPlayed: [2, 1, 1, 1],
    });
    // Seat 0's next turn: the pozzetto is now played (R6.3).
    const s2 = play(
      s1,
      { type: "draw", seat: 1 },
      { type: "discard", seat: 1, card: "8C" },
      { type: "draw", seat: 2 },
      { type: "discard", seat: 2, card: "10C" },
    );
    expect(s2.unplayedPozzetto).toEqual([pozzetto, null, null, null]);
    const s3 = play(s2, { type: "draw", seat: 3 }, { type: "discard", seat: 3, card: "JC" });
    expect(s3.unplayedPozzetto).toEqual([null, null, null, null]);
  });

  it("R6.2 melding out calls for the pozzetto, which the same player takes and plays on", () => {
    const s0 = table({ hands: ["3S 4S 5S", "8C", "10C", "JC"] });
    const s1 = play(s0, { type: "meld", seat: 0, cards: "3S 4S 5S" });
    expect([s1.phase, s1.held[0]]).toEqual(["pozzetto", []]);
    const s2 = play(s1, { type: "takePozzetto", seat: 0 });
    expect(s2).toEqual({
      ...s1,
      phase: "play",
      held: [s1.pozzetti[0], ...s1.held.slice(1)],
      pozzetti: s1.pozzetti.slice(1),
      pozzettoTaken: [true, false],
    });
  });

  it("R8.2 a full round of one-card pick-ups ends the hand; force-draw obliges the next player to draw", () => {
    const round = (ruleset: Record<string, unknown>) => {
      let s = table({ phase: "draw", hands: ["3S 4S", "8C 8D", "10C 10D", "JC JD"], discardPile: "QH" }, ruleset);
      for (let seat = 0; seat < 4; seat++) {
        s = play(s, { type: "pickUpDiscards", seat });
        s = play(s, { type: "discard", seat, card: s.held[seat]?.[0] as number });
        if (seat < 3) expect(s.stalemateTurns).toBe(seat + 1);
      }
      return s;
    };
    const ended = round({});
    expect([ended.phase, ended.end, ended.turn]).toEqual(["ended", { reason: "stalemate", closedBy: null }, 3]);
    const forced = round({ stalemate: "force-draw" });
    expect([forced.phase, forced.mustDraw, forced.stalemateTurns, forced.turn]).toEqual(["draw", true, 0, 0]);
    refused(forced, { type: "pickUpDiscards", seat: 0 }, "turn/must-draw", "R8.2");
    expect(play(forced, { type: "draw", seat: 0 }).mustDraw).toBe(false);
  });

  it("R8.2 a turn that melds, or draws, breaks the stalemate count", () => {
    const s0 = table({ phase: "draw", hands: ["3S 4S", "8C 8D", "10C 10D", "JC JD"], discardPile: "QH" });
    const s1 = play(s0, { type: "pickUpDiscards", seat: 0 }, { type: "discard", seat: 0, card: "3S" });
    expect(s1.stalemateTurns).toBe(1);
    expect(play(s1, { type: "draw", seat: 1 }, { type: "discard", seat: 1, card: "8C" }).stalemateTurns).toBe(0);
    const melding = {
      ...table({ phase: "draw", hands: ["10H 4S 5S", "8C 8D", "10C 10D", "JC JD"], discardPile: "QH" }),
      stalemateTurns: 3,
    };
    const s2 = play(
      melding,
      { type: "pickUpDiscards", seat: 0 },
      { type: "attach", seat: 0, meld: 0, cards: "10H" },
      { type: "discard", seat: 0, card: "4S" },
    );
    expect([s2.stalemateTurns, s2.phase]).toEqual([0, "draw"]);
  });

  it("R8.1 two-left: the discard after the draw that leaves two cards ends the hand", () => {
    const s0 = table({ phase: "draw", stock: "8S 9S 10S", rest: "discard-pile" });
    expect(s0.stock).toHaveLength(3);
    const s1 = play(s0, { type: "draw", seat: 0 });
    expect(s1.phase).toBe("play");
    const s2 = play(s1, { type: "discard", seat: 0, card: "KD" });
    expect([s2.phase, s2.end, s2.turn]).toEqual(["ended", { reason: "stock-exhausted", closedBy: null }, 0]);
    expect(s2.turnsPlayed).toEqual([2, 1, 1, 1]);
  });
});

describe("reducer refusals: code and rule", () => {
  it("R3.1 the seat, the phase and the hand are checked first", () => {
    const s0 = table();
    refused(s0, { type: "discard", seat: 1, card: id("8C") }, "turn/not-your-turn", "R3.1");
    // A seat the table does not have (seat 3 with two players).
    const two = fromNotation({
      ruleset: { preset: "twoPlayers" },
      turn: 0,
      phase: "draw",
      hands: ["3S", "4S"],
      discardPile: "QH",
    });
    const r = apply(two, { type: "draw", seat: 3 });
    expect(r.ok ? null : [r.error.code, r.error.rule]).toEqual(["input/invalid", undefined]);
    refused(s0, { type: "draw", seat: 0 }, "turn/wrong-phase", "R3.1");
    refused(table({ phase: "draw" }), { type: "discard", seat: 0, card: id("KD") }, "turn/wrong-phase", "R3.1");
    refused(s0, { type: "discard", seat: 0, card: id("QH") }, "card/not-in-hand", "R3.1");
    refused(s0, { type: "meld", seat: 0, cards: [id("3S"), id("4S"), id("QH")] }, "card/not-in-hand", "R3.1");
    refused(s0, { type: "meld", seat: 0, cards: [id("3S"), id("4S"), id("3S")] }, "card/duplicate", "R1.1");
    const ended = { ...s0, phase: "ended" as const, end: { reason: "stalemate" as const, closedBy: null } };
    refused(ended, { type: "discard", seat: 0, card: id("KD") }, "hand/over", "R8.2");
  });

  it("R6.2 in the pozzetto phase only takePozzetto; outside it takePozzetto is refused", () => {
    const s1 = play(table({ hands: ["3S 4S 5S", "8C", "10C", "JC"] }), { type: "meld", seat: 0, cards: "3S 4S 5S" });
    refused(s1, { type: "discard", seat: 0, card: id("QH") }, "turn/wrong-phase", "R6.2");
    refused(table(), { type: "takePozzetto", seat: 0 }, "turn/wrong-phase", "R6.2");
    refused(table({ phase: "draw" }), { type: "takePozzetto", seat: 0 }, "turn/wrong-phase", "R3.1");
    refused(s1, { type: "takePozzetto", seat: 1 }, "turn/not-your-turn", "R3.1");
  });

  it("R3.1 R8.1 draw and pick-up refusals", () => {
    refused(
      table({ phase: "draw", stock: "8S 9S", rest: "discard-pile" }),
      { type: "draw", seat: 0 },
      "draw/stock-exhausted",
      "R8.1",
    );
    refused(
      table(
        { phase: "draw", stock: "", rest: "discard-pile" },
        { stockExhaustion: "pozzetto-replaces", directPozzetto: true },
      ),
      { type: "draw", seat: 0 },
      "draw/stock-exhausted",
      "R8.1",
    );
    refused(table({ phase: "draw", discardPile: "" }), { type: "pickUpDiscards", seat: 0 }, "draw/pile-empty", "R3.1");
  });

  it("R3.4 R4.8 meld and attach refusals", () => {
    const first = { ...table({}, { firstTurnMelding: false }), turnsPlayed: [0, 1, 1, 1] };
    refused(first, { type: "meld", seat: 0, cards: "3S 4S 5S" }, "turn/first-turn", "R3.4");
    refused(first, { type: "attach", seat: 0, meld: 0, cards: "9C" }, "turn/first-turn", "R3.4");
    const s0 = table({ hands: ["10H 9C KD 4D", "8C", "10C", "JC"], melds: [["7H 8H 9H"], ["4C 5C 6C"]] });
    refused(s0, { type: "attach", seat: 0, meld: 0, cards: "10H", side: 1 }, "meld/other-side", "R4.8");
    refused(s0, { type: "attach", seat: 0, meld: 1, cards: "10H" }, "meld/not-found", "R4.8");
    expect(play(s0, { type: "attach", seat: 0, meld: 0, cards: "10H", side: 0 }).melds[0]?.[0]?.cards).toHaveLength(4);
  });

  it("R6.1 R6.4 R3.3 discard refusals", () => {
    // With the pozzetto taken and no burraco, the last card can neither be discarded nor close: R6.1.
    refused(
      table({ hands: ["9C", "8C", "10C", "JC"], pozzettoTaken: [true, false] }),
      { type: "discard", seat: 0, card: "9C" },
      "discard/last-card",
      "R6.1",
    );
    const none = { ...table({ hands: ["9C", "8C", "10C", "JC"] }), pozzetti: [] };
    refused(none, { type: "discard", seat: 0, card: "9C" }, "discard/last-card", "R6.4");
    const s1 = play(table({ phase: "draw", discardPile: "QH" }), { type: "pickUpDiscards", seat: 0 });
    refused(s1, { type: "discard", seat: 0, card: "QH" }, "discard/picked-up-card", "R3.3");
  });
});
