/**
 * RULES.md §13 — a refusal names the most specific rule broken: a second acting wildcard is R4.3
 * even when a gap reading also fails; a plain discard of a last card that could only close is
 * R7.2; anything played on an ended hand has its own code; malformed input names no game rule; a
 * hand-edited state that cannot be read is `state/invalid`.
 */
import { analyzeMeld, apply, callTimeOut, type HandState, newHand, parseCards, type Scenario } from "burraco";
import { describe, expect, it } from "vitest";
import { fromNotation, oneId, play, refused, tableWith } from "../helpers/table.js";

function meldError(text: string): unknown {
  const r = analyzeMeld(parseCards(text).value ?? []);
  return r.ok ? null : { code: r.error.code, rule: r.error.rule };
}

describe("§13 the rule a refusal names", () => {
  it("§13 R4.3 a second acting wildcard is R4.3 even when the reading with a natural 2 leaves a gap", () => {
    // 2♠ natural (A-2 … Q-K) leaves a gap; 2♠ wild makes two wildcards with 2♣.
    expect(meldError("QS KS AS 2S 2C")).toEqual({ code: "meld/too-many-wildcards", rule: "R4.3" });
    // 2♥ natural leaves 3♥ 4♥ to fill with one joker; 2♥ wild makes two wildcards with the joker.
    expect(meldError("2H 5H 6H JK")).toEqual({ code: "meld/too-many-wildcards", rule: "R4.3" });
    // One wildcard and a gap it cannot fill is still a gap (R4.2).
    expect(meldError("5H 7H 9H JK")).toEqual({ code: "meld/gap", rule: "R4.2" });
    expect(meldError("2H 4H 9H")).toEqual({ code: "meld/gap", rule: "R4.2" });
    // A same-suit 2 alone is read wild at an end: valid.
    expect(meldError("2H 5H 6H")).toBeNull();
  });

  it("§13 R4.3 the same refusal when the second wildcard is attached", () => {
    const s0 = fromNotation({
      turn: 0,
      phase: "play",
      hands: ["2C JK 9D", "4C", "5C", "6C"],
      melds: [["QS KS AS 2S", "2H 5H 6H"], []],
    });
    refused(s0, { type: "attach", seat: 0, meld: 0, cards: "2C" }, "meld/too-many-wildcards", "R4.3");
    refused(s0, { type: "attach", seat: 0, meld: 1, cards: "JK" }, "meld/too-many-wildcards", "R4.3");
  });

  it("§13 R7.2 R6.1 a plain discard of the last card: R7.2 when it could close, R6.1 when it could not", () => {
    const base: Scenario = {
      turn: 0,
      phase: "play",
      hands: ["KC", "4C", "5C", "6C"],
      melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
      pozzettoTaken: [true, false],
    };
    refused(fromNotation(base), { type: "discard", seat: 0, card: "KC" }, "discard/last-card", "R7.2");
    // A wildcard never closes (R7.1): its plain discard is refused by R6.1, not R7.2.
    const wild = fromNotation({ ...base, hands: ["JK", "4C", "5C", "6C"] });
    refused(wild, { type: "discard", seat: 0, card: "JK" }, "discard/last-card", "R6.1");
    // Under closeRequires "clean-burraco" a dirty burraco does not close (R7.1): R6.1 again.
    const dirty = fromNotation({
      ...base,
      ruleset: { preset: "classic", closeRequires: "clean-burraco" },
      melds: [["3H 4H 5H 6H JK 8H 9H"], []],
    });
    refused(dirty, { type: "discard", seat: 0, card: "KC" }, "discard/last-card", "R6.1");
  });

  it("§13 R7.1 R8.1 R8.2 R8.3 an action on an ended hand is hand/over, naming the rule that ended it", () => {
    const closed = play(
      fromNotation({
        turn: 0,
        phase: "play",
        hands: ["KC", "4C 5C 6C", "5C", "6C"],
        melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
        pozzettoTaken: [true, false],
      }),
      { type: "close", seat: 0, card: "KC" },
    );
    for (const step of [
      { type: "draw", seat: 1 },
      { type: "pickUpDiscards", seat: 1 },
      { type: "discard", seat: 1, card: "4C" },
      { type: "takePozzetto", seat: 0 },
      { type: "meld", seat: 1, cards: "4C 5C 6C" },
    ] as const) {
      refused(closed, step, "hand/over", "R7.1");
    }
    const quiet = fromNotation({ turn: 0, phase: "play", hands: ["3D 9S", "4C 8H", "5C 9H", "6C 10S"] });
    let s = (callTimeOut(quiet).value ?? quiet) as typeof quiet;
    s = play(
      s,
      { type: "discard", seat: 0, card: "9S" },
      { type: "draw", seat: 1 },
      { type: "discard", seat: 1, card: "4C" },
      { type: "draw", seat: 2 },
      { type: "discard", seat: 2, card: "5C" },
    );
    expect(s.end?.reason).toBe("time-out");
    refused(s, { type: "draw", seat: 3 }, "hand/over", "R8.3");
  });

  it("§13 malformed options of newHand name the field and no game rule", () => {
    for (const options of [{ dealer: 1.5 }, { dealer: 4 }, { dealer: "0" }, { pairing: "yes" }]) {
      const r = newHand(options as never);
      expect(r.error?.code).toBe("input/invalid");
      expect(r.error?.rule).toBeUndefined();
      expect(r.error?.message).toMatch(/field "(dealer|pairing)"/);
    }
    expect(apply(newHand({ seed: 1 }).value as never, { type: "draw", seat: 9 } as never).error?.rule).toBeUndefined();
  });
});

describe("§13 a state that cannot be read", () => {
  it("§13 a hand-edited state that cannot be read is an engine/fault result, not a crash", () => {
    const broken = { ...tableWith(), held: null } as unknown as HandState;
    const r = apply(broken, { type: "discard", seat: 0, card: oneId("KD") });
    expect(r.ok ? null : r.error.code).toBe("engine/fault");
  });
});
