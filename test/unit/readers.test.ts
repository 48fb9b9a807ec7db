/**
 * Issue 39, L5: every reader of outside data sees the same fields. A field is an own key of a
 * plain object, enumerable or not; a field a reader does not know is refused, a symbol key too
 * (docs/architecture.md, "Checking input"). Checked on each reader the issue names.
 */
import { newHand, parseAction } from "burraco";
import { greedyBot, randomBot } from "burraco/bots";
import { ActionSchema } from "burraco/schemas";
import { arena, playHand, simulate, simulateHands } from "burraco/sim";
import { describe, expect, it } from "vitest";

/** `o` with `key` added as a non-enumerable field. */
function hidden(o: object, key: string, value: unknown): object {
  return Object.defineProperty({ ...o }, key, { value, enumerable: false });
}

type Reader = (input: unknown) => { ok: boolean; error?: { code: string } | undefined };

const readers: Record<string, { read: Reader; good: Record<string, unknown>; needed: string }> = {
  parseAction: { read: (i) => parseAction(i), good: { type: "draw", seat: 0 }, needed: "seat" },
  simulate: { read: (i) => simulate(i as never), good: { seed: 1, handCount: 0, bots: [greedyBot] }, needed: "seed" },
  simulateHands: {
    read: (i) => simulateHands(i as never),
    good: { seed: 1, handCount: 0, bots: [greedyBot] },
    needed: "seed",
  },
  playHand: {
    read: (i) => playHand(i as never),
    good: { seed: 1, bots: [greedyBot], maxActions: 1 },
    needed: "seed",
  },
  arena: {
    read: (i) => arena(i as never),
    good: { seed: 1, dealCount: 0, bots: [greedyBot, randomBot] },
    needed: "seed",
  },
  newHand: { read: (i) => newHand(i as never), good: { seed: 1 }, needed: "seed" },
};

describe("issue 39: one rule for the fields every reader sees", () => {
  it.each(Object.keys(readers))("L5 %s refuses unknown fields, enumerable or not, and symbol keys", (name) => {
    const { read, good } = readers[name] as (typeof readers)[string];
    expect(read(good).ok).toBe(true);
    expect(read({ ...good, zz: 1 }).error?.code).toBe("input/invalid");
    expect(read(hidden(good, "zz", 1)).error?.code).toBe("input/invalid");
    expect(read({ ...good, [Symbol("zz")]: 1 }).error?.code).toBe("input/invalid");
  });

  it.each(Object.keys(readers))("L5 %s reads a non-enumerable field like any other", (name) => {
    const { read, good, needed } = readers[name] as (typeof readers)[string];
    const { [needed]: value, ...rest } = good;
    expect(read(hidden(rest, needed, value)).ok).toBe(true);
  });

  it("L5 the option names of simulate and playHand are not each other's", () => {
    const bots = [greedyBot];
    expect(simulate({ seed: 1, handCount: 1, bots, maxActions: 3 } as never).error?.message).toMatch(
      /unknown field "maxActions"/,
    );
    expect(playHand({ seed: 1, bots, maxActionsPerHand: 3 } as never).error?.message).toMatch(
      /unknown field "maxActionsPerHand"/,
    );
  });

  it("L5 ActionSchema follows the same rule as parseAction", () => {
    const draw = { type: "draw", seat: 0 };
    for (const odd of [
      hidden(draw, "zz", 1),
      hidden(draw, "cards", [1]),
      hidden({ type: "draw" }, "seat", 0),
      { ...draw, [Symbol("s")]: 1 },
    ])
      expect(ActionSchema.safeParse(odd).success).toBe(parseAction(odd).ok);
  });
});
