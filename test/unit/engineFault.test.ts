/**
 * §13 An exception inside the library is its own fault, not the caller's: `apply` and
 * `callTimeOut` report it as `engine/fault` (issue 20), never as a refusal of the input and never
 * as a throw. The fault is forced here by making a reducer throw, as a bug in it would.
 */
import { apply, callTimeOut, newHand, presets } from "burraco";
import { describeError } from "burraco/i18n";
import { describe, expect, it, vi } from "vitest";

let broken = false;
/** What the broken reducer throws: by default a plain bug; a test may throw something nastier. */
let thrown: () => unknown = () => new TypeError("a bug in reduceDiscard");
vi.mock("../../src/reducers/discard.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/reducers/discard.js")>();
  return {
    ...real,
    reduceDiscard: (...args: Parameters<typeof real.reduceDiscard>) => {
      if (broken) throw thrown();
      return real.reduceDiscard(...args);
    },
  };
});

function discardAction() {
  const dealt = newHand({ ruleset: presets.classic, seed: "fault" });
  if (!dealt.ok) throw new Error(dealt.error.message);
  const drawn = apply(dealt.value, { type: "draw", seat: dealt.value.turn });
  if (!drawn.ok) throw new Error(drawn.error.message);
  const state = drawn.value;
  const card = state.held[state.turn]?.[0] as number;
  return { state, action: { type: "discard", seat: state.turn, card } as const };
}

describe("engine faults", () => {
  it("§13 a reducer that throws gives engine/fault, naming the bug, not the input", () => {
    const { state, action } = discardAction();
    expect(apply(state, action).ok).toBe(true);
    broken = true;
    try {
      const r = apply(state, action);
      expect(r.ok).toBe(false);
      expect(r.error?.code).toBe("engine/fault");
      expect(r.error?.message).toContain("a bug in the library, not in the input");
      expect(r.error?.message).toContain("TypeError: a bug in reduceDiscard");
    } finally {
      broken = false;
    }
  });

  it("§13 an exception whose message getter throws is still an engine/fault value, not a throw", () => {
    const { state, action } = discardAction();
    broken = true;
    thrown = () =>
      Object.defineProperty(new Error("x"), "message", {
        get() {
          throw new Error("the message getter");
        },
      });
    try {
      const r = apply(state, action);
      expect(r.error?.code).toBe("engine/fault");
      expect(r.error?.message).toContain("cannot be described");
    } finally {
      broken = false;
      thrown = () => new TypeError("a bug in reduceDiscard");
    }
  });

  it("§13 callTimeOut on a value it cannot read gives engine/fault; no state at all is state/invalid", () => {
    expect(callTimeOut({ phase: "draw", timeOut: null } as never).error?.code).toBe("engine/fault");
    expect(callTimeOut(null as never).error?.code).toBe("state/invalid");
  });

  it("§13 players read that the fault is the engine's, in English and Italian", () => {
    const error = { code: "engine/fault", message: "x" } as const;
    expect(describeError(error, "en")).toMatch(/engine/i);
    expect(describeError(error, "it")).toMatch(/motore/);
  });
});
