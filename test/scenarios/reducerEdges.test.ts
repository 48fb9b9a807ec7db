/**
 * Reducer edges that mutation testing found unguarded: the public reducer functions and
 * `applyOrThrow`, a hand-edited state, the pozzetto of a side's second seat (R6.1), and a
 * three-player hand that does not pair (R11.3). States are built inside the tests.
 */
import { apply, attach, close, discard, draw, type HandState, meld, pickUpDiscards, takePozzetto } from "burraco";
import { describe, expect, it } from "vitest";
import { applyOrThrow } from "../../src/reducers/apply.js";
import { fromNotation, ids, play, refused } from "../helpers/table.js";

const id = (text: string): number => ids(text)[0] as number;

function table(over: Record<string, unknown> = {}): HandState {
  return fromNotation({
    ruleset: { preset: "classic" },
    turn: 0,
    phase: "play",
    hands: ["3S 4S 5S 10H KD", "8C", "10C", "JC"],
    discardPile: "QH",
    stock: "8S 9S 10S",
    melds: [["7H 8H 9H"], []],
    pozzettoTaken: [false, false],
    ...over,
  });
}

describe("the public reducers are apply with their type", () => {
  it("R3.1 draw, pickUpDiscards, meld, attach, discard, takePozzetto, close each give apply's result", () => {
    const drawPhase = table({ phase: "draw" });
    expect(draw(drawPhase, { seat: 0 })).toEqual(apply(drawPhase, { type: "draw", seat: 0 }));
    expect(pickUpDiscards(drawPhase, { seat: 0 })).toEqual(apply(drawPhase, { type: "pickUpDiscards", seat: 0 }));
    const s0 = table();
    const cards = ids("3S 4S 5S");
    expect(meld(s0, { seat: 0, cards })).toEqual(apply(s0, { type: "meld", seat: 0, cards }));
    expect(attach(s0, { seat: 0, meld: 0, cards: [id("10H")] })).toEqual(
      apply(s0, { type: "attach", seat: 0, meld: 0, cards: [id("10H")] }),
    );
    expect(discard(s0, { seat: 0, card: id("KD") })).toEqual(apply(s0, { type: "discard", seat: 0, card: id("KD") }));
    for (const r of [
      draw(drawPhase, { seat: 0 }),
      meld(s0, { seat: 0, cards }),
      discard(s0, { seat: 0, card: id("KD") }),
    ])
      expect(r.ok).toBe(true);
    const out = play(table({ hands: ["3S 4S 5S", "8C", "10C", "JC"] }), { type: "meld", seat: 0, cards: "3S 4S 5S" });
    const taken = takePozzetto(out, { seat: 0 });
    expect(taken.ok && taken.value.phase).toBe("play");
    const closing = table({
      hands: ["KC", "8C", "10C", "JC"],
      melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
      pozzettoTaken: [true, false],
    });
    const closed = close(closing, { seat: 0, card: id("KC") });
    expect(closed.ok && closed.value.end).toEqual({ reason: "closed", closedBy: 0 });
    expect(draw(s0, { seat: 0 }).ok).toBe(false);
  });

  it("R3.1 applyOrThrow returns the new state, and throws with the code and message of a refusal", () => {
    const s0 = table({ phase: "draw" });
    expect(applyOrThrow(s0, { type: "draw", seat: 0 }).phase).toBe("play");
    expect(() => applyOrThrow(s0, { type: "draw", seat: 1 })).toThrow(/^turn\/not-your-turn: /);
  });

  it("R2.1 a seat the table does not have is bad input, even the first one past the last", () => {
    const two = fromNotation({
      ruleset: { preset: "twoPlayers" },
      turn: 0,
      phase: "draw",
      hands: ["3S", "4S"],
      discardPile: "QH",
    });
    for (const seat of [2, 3]) {
      const r = apply(two, { type: "draw", seat });
      expect(r.ok ? null : r.error.code).toBe("input/invalid");
    }
  });

  it("§13 a hand-edited state that cannot be read is an engine/fault result, not a crash", () => {
    const broken = { ...table(), held: null } as unknown as HandState;
    const r = apply(broken, { type: "discard", seat: 0, card: id("KD") });
    expect(r.ok ? null : r.error.code).toBe("engine/fault");
  });
});

describe("pozzetto bookkeeping", () => {
  it("R6.1 R6.3 the pozzetto taken by a side's second seat is marked for that side", () => {
    const s0 = table({ turn: 3, hands: ["8D 9D", "8C", "10C", "JC"] });
    const s1 = play(s0, { type: "discard", seat: 3, card: "JC" });
    expect(s1.pozzettoTaken).toEqual([false, true]);
    expect(s1.held[3]).toHaveLength(11);
  });

  it("R11.3 three players without pairing: taking the 18-card pozzetto leaves every player a side", () => {
    const s0 = fromNotation({
      ruleset: { preset: "threePlayers" },
      turn: 0,
      phase: "play",
      hands: ["5C", "6C 7D", "8H 9S"],
      discardPile: "KD",
      melds: [[], ["3H 4H 5H"], ["3S 4S 5S"]],
      pozzettoTaken: [false, false, false],
    });
    expect(s0.pairing).toBe(false);
    const s1 = play(s0, { type: "discard", seat: 0, card: "5C" });
    expect(s1.sides).toEqual([0, 1, 2]);
    expect(s1.melds.map((m) => m.length)).toEqual([0, 1, 1]);
    const paired = play({ ...s0, pairing: true }, { type: "discard", seat: 0, card: "5C" });
    expect(paired.sides).toEqual([0, 1, 1]);
    expect(paired.melds.map((m) => m.length)).toEqual([0, 2, 0]);
  });
});

describe("check edges", () => {
  it("R3.1 attaching one card the hand does not hold is refused with card/not-in-hand", () => {
    refused(table(), { type: "attach", seat: 0, meld: 0, cards: [id("6H")] }, "card/not-in-hand", "R3.1");
  });

  it("R3.1 R6.2 takePozzetto by another seat during play is not that seat's turn", () => {
    refused(table(), { type: "takePozzetto", seat: 1 }, "turn/not-your-turn", "R3.1");
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
});
