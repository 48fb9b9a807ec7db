/**
 * Finding 5 of issue 8: typed inputs were not checked. From JavaScript, newHand() threw,
 * `{ ruleset: {} }` dealt 0 hands, `players: 7` dealt 7, `dealer: 1.5` gave `turn: 2.5`, and
 * startHand({}) and recordHand(null, s) threw.
 */
import { callTimeOut, newHand, pointsOf, presets, recordHand, replay, startHand } from "burraco";
import { describe, expect, it } from "vitest";
import { checkRuleset } from "../helpers/internal.js";
import { startMatch } from "../helpers/match.js";
import { playToEnd } from "../helpers/policy.js";

describe("newHand checks its options and returns a Result", () => {
  it("no options at all: a deal from a secret seed", () => {
    const r = newHand();
    expect(r.ok).toBe(true);
    expect(r.value?.held).toHaveLength(4);
  });

  it.each([
    ["an empty ruleset", { ruleset: {} }, "ruleset/invalid"],
    ["seven players", { ruleset: { ...presets.classic, players: 7 } }, "ruleset/invalid"],
    ["a fractional dealer", { dealer: 1.5 }, "input/invalid"],
    ["a dealer not at the table", { ruleset: presets.twoPlayers, dealer: 2 }, "input/invalid"],
    ["a seed that is an object", { seed: {} }, "input/invalid"],
    ["a seed that is NaN", { seed: Number.NaN }, "input/invalid"],
    ["a seed of 1,001 characters", { seed: "x".repeat(1001) }, "input/invalid"],
    ["pairing that is not a boolean", { pairing: "yes" }, "input/invalid"],
    ["an unknown field", { seats: 4 }, "input/invalid"],
    ["null", null, "input/invalid"],
    [
      "a getter that returns a bad seed",
      {
        get seed() {
          return {};
        },
      },
      "input/invalid",
    ],
    [
      "a getter that throws",
      {
        get seed() {
          throw new Error("boom");
        },
      },
      "input/invalid",
    ],
  ])("refuses %s", (_, options, code) => {
    const r = newHand(options as never);
    expect(r.ok).toBe(false);
    expect(r.error?.code).toBe(code);
  });

  it("a ruleset copy is checked once and frozen: changing the caller's object changes nothing", () => {
    const mine = { ...presets.classic };
    const r = newHand({ ruleset: mine, seed: 1 });
    expect(r.ok).toBe(true);
    mine.players = 2;
    expect(r.value?.ruleset.players).toBe(4);
    expect(Object.isFrozen(r.value?.ruleset)).toBe(true);
    expect(checkRuleset(mine).value).not.toBe(mine);
  });

  it("replay checks the same options and never throws", () => {
    expect(replay(null as never).error?.code).toBe("input/invalid");
    expect(replay({ seed: 1, actions: {} as never }).error?.code).toBe("input/invalid");
    expect(replay({ seed: 1, dealer: 1.5, actions: [] }).error?.code).toBe("input/invalid");
  });

  it("R8.3 replay reads a call entry once (issue 26: a getter or trap runs once, its value checked); extra fields are refused", () => {
    let ran = 0;
    const count = (): string => {
      ran++;
      return "timeOut";
    };
    const getter = Object.defineProperty({}, "call", { enumerable: true, get: count });
    const viaGetter = replay({ seed: 1, actions: [getter] });
    expect(viaGetter.ok && viaGetter.value[1]?.timeOut !== null).toBe(true);
    expect(ran).toBe(1);
    const trap = new Proxy({ call: "timeOut" }, { get: count });
    const viaProxy = replay({ seed: 1, actions: [trap] });
    expect(viaProxy.ok && viaProxy.value[1]?.timeOut !== null).toBe(true);
    expect(ran).toBe(2);
    const throwing = new Proxy(
      { call: "timeOut" },
      {
        get: () => {
          throw new Error("trap");
        },
      },
    );
    expect(replay({ seed: 1, actions: [throwing] }).error?.code).toBe("input/invalid");
    expect(replay({ seed: 1, actions: [{ call: "timeOut".repeat(10_000) }] }).error?.code).toBe("input/invalid");
    expect(replay({ seed: 1, actions: [{ call: "timeOut", x: 1 }] }).error?.code).toBe("input/invalid");
    expect(ran).toBe(2);
  });

  it("R8.3 callTimeOut never throws on a value that is not a state", () => {
    for (const bad of [null, undefined, 7, "state", {}, [], { phase: "draw" }]) {
      const r = callTimeOut(bad as never);
      expect(r.ok).toBe(false);
    }
    expect(callTimeOut(null as never).error?.code).toBe("state/invalid");
  });
});

describe("match functions check what they are given", () => {
  const match = startMatch({ ruleset: { ...presets.classic, targetScore: 100_000 }, seed: "options" });
  const ended = (() => {
    const dealt = startHand(match);
    if (!dealt.ok) throw new Error(dealt.error.message);
    return playToEnd(dealt.value, 1);
  })();

  it("startHand({}) and startHand(null) are match/invalid", () => {
    expect(startHand({} as never).error?.code).toBe("match/invalid");
    expect(startHand(null as never).error?.code).toBe("match/invalid");
  });

  it("recordHand(null, s) is match/invalid, recordHand(match, null) is state/invalid", () => {
    expect(recordHand(null as never, ended).error?.code).toBe("match/invalid");
    expect(recordHand(match, null as never).error?.code).toBe("state/invalid");
    expect(recordHand(match, ended).ok).toBe(true);
  });
});

describe("no mutable table is exported", () => {
  it("scores cannot be changed from outside: the points table is not reachable", async () => {
    const lib: Record<string, unknown> = await import("burraco");
    for (const [name, value] of Object.entries(lib)) {
      if (typeof value !== "object" || value === null) continue;
      expect(Object.isFrozen(value) || name.endsWith("Schema"), `${name} is exported and not frozen`).toBe(true);
    }
    expect(pointsOf(104)).toBe(30);
  });
});
