/**
 * Finding 3 of issue 8: actionFromNotation threw on JSON-shaped input, accepted invalid actions,
 * and resolved cards against any seat's hand, telling a caller whether another seat held a card.
 */
import { actionFromNotation, formatCard, type HandState, type NotationAction, presets } from "burraco";
import { describe, expect, it } from "vitest";
import { dealt } from "../helpers/state.js";

const state: HandState = dealt({ ruleset: presets.classic, seed: "notation", dealer: 0 });
const other = (state.turn + 1) % 4;
const from = (action: unknown) => actionFromNotation(state, action as NotationAction);

describe("actionFromNotation on untrusted input", () => {
  it("never throws on JSON-shaped input, and refuses it with input/invalid", () => {
    const bad = [
      { type: "meld", seat: state.turn },
      { type: "discard", seat: state.turn, card: 7 },
      { type: "draw", seat: "constructor" },
      { type: "draw", seat: "0" },
      { type: "draw", seat: state.turn, extra: 1 },
      { type: "attach", seat: state.turn, meld: -1, cards: "7H" },
      { type: "discard", seat: state.turn, card: "7H", which: "other" },
      { type: "toString", seat: state.turn },
      null,
      "draw",
      [],
    ];
    for (const action of bad) {
      let r: ReturnType<typeof from> | undefined;
      expect(() => {
        r = from(action);
      }).not.toThrow();
      expect(r?.error?.code, JSON.stringify(action)).toBe("input/invalid");
    }
  });

  it("refuses another seat's action before looking at any hand: the same error whatever it holds", () => {
    const heldByOther = formatCard(state.held[other]?.[0] as number);
    const notHeldByOther = formatCard(
      state.stock.find((id) => !(state.held[other] ?? []).some((h) => h % 52 === id % 52)) as number,
    );
    const a = from({ type: "discard", seat: other, card: heldByOther });
    const b = from({ type: "discard", seat: other, card: notHeldByOther });
    expect(a.error).toMatchObject({ code: "turn/not-your-turn", rule: "R3.1" });
    expect(b.error).toEqual(a.error);
    expect(from({ type: "meld", seat: other, cards: `${heldByOther} ${heldByOther}` }).error).toEqual(a.error);
  });

  it("resolves the acting seat's cards as before", () => {
    const card = state.held[state.turn]?.[0] as number;
    expect(from({ type: "discard", seat: state.turn, card: formatCard(card) }).value).toEqual({
      type: "discard",
      seat: state.turn,
      card,
    });
    expect(from({ type: "draw", seat: state.turn }).value).toEqual({ type: "draw", seat: state.turn });
  });
});
