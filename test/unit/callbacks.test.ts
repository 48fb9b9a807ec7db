/**
 * Issue 39, L6: a function the caller passes in (`simulate`'s `onHand`, `arena`'s `onDeal`) that
 * throws stops the run, and the call returns `callback/threw` naming it: no exception escapes.
 */
import { greedyBot, randomBot } from "burraco/bots";
import { describeError } from "burraco/i18n";
import { arena, simulate } from "burraco/sim";
import { describe, expect, it } from "vitest";

describe("issue 39: callbacks that throw", () => {
  it("L6 simulate stops at the hand whose onHand threw and returns callback/threw", () => {
    const seen: number[] = [];
    const r = simulate({
      seed: 1,
      handCount: 5,
      bots: [greedyBot],
      onHand: (h) => {
        seen.push(h.index);
        if (h.index === 1) throw new RangeError("full disk");
      },
    });
    expect(r.ok).toBe(false);
    expect(r.error?.code).toBe("callback/threw");
    expect(r.error?.message).toContain("onHand");
    expect(r.error?.message).toContain("hand 1");
    expect(r.error?.message).toContain("RangeError: full disk");
    expect(seen).toEqual([0, 1]);
    expect(describeError(r.error ?? { code: "input/invalid", message: "" }, "it").length).toBeGreaterThan(0);
  });

  it("L6 arena stops at the deal whose onDeal threw, whatever was thrown", () => {
    for (const thrown of [
      new Error("boom"),
      "text",
      null,
      {
        get message(): string {
          throw new Error("x");
        },
      },
    ]) {
      const r = arena({
        bots: [greedyBot, randomBot],
        seed: 1,
        dealCount: 3,
        onDeal: (i) => {
          if (i === 1) throw thrown;
        },
      });
      expect(r.error?.code).toBe("callback/threw");
      expect(r.error?.message).toContain("onDeal");
      expect(r.error?.message).toContain("deal 1");
    }
  });
});
