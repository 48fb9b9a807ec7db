/**
 * Issue 18, "The edges" (F4–F12): each a clear error value, never a throw or a hang; since issue 26
 * a getter runs at most once a field (its value the one checked), and none where a test says so.
 */
import {
  analyzeMeld,
  apply,
  checkMatch,
  dealCommitment,
  deserialize,
  deserializeMatch,
  legalActions,
  newHand,
  parseAction,
  parseSeed,
  presets,
  recordHand,
  serialize,
  serializeMatch,
  startHand,
} from "burraco";
import { greedyBot } from "burraco/bots";
import { describeError } from "burraco/i18n";
import { playHand, simulate, simulateHands } from "burraco/sim";
import { describe, expect, it } from "vitest";
import { readData } from "../../src/input/read.js";
import { startMatch } from "../helpers/match.js";
import { playToEnd } from "../helpers/policy.js";
import { dealt } from "../helpers/state.js";

/** A Uint8Array whose `length` and iterator lie or blow up: none of it may run. */
function hostileBytes(real: number, claimed: number): { bytes: Uint8Array; ran: string[] } {
  const ran: string[] = [];
  const bytes = new Uint8Array(real);
  Object.defineProperty(bytes, "length", {
    get() {
      ran.push("length");
      return claimed;
    },
  });
  Object.defineProperty(bytes, Symbol.iterator, {
    value: function* endless() {
      ran.push("iterator");
      for (;;) yield 1;
    },
  });
  return { bytes, ran };
}

describe("F4: seeds and keys are well-formed", () => {
  it("F4: a seed with a lone surrogate is refused (it would deal like any other lone surrogate)", () => {
    expect(parseSeed("s\uD800").error?.code).toBe("input/invalid");
    expect(newHand({ seed: "s\uDBFF" }).error?.message).toMatch(/lone surrogate/);
    expect(newHand({ seed: "s\uDC00x" }).ok).toBe(false);
    expect(dealCommitment("\uD800").ok).toBe(false);
    expect(parseSeed("s\uD83D\uDE00").ok).toBe(true); // a real pair (😀) is fine
  });

  it("F4: a key with a lone surrogate is refused, so two such keys cannot accept each other's signatures", () => {
    const text = serialize(dealt({ seed: 1 }));
    expect(deserialize(text, { key: "k\uDBFF" }).error?.code).toBe("input/invalid");
    expect(deserialize(text, { key: "k\uD800" }).error?.message).toMatch(/lone surrogate/);
    expect(
      deserialize(serialize(dealt({ seed: 1 }), { key: "k\uD83D\uDE00" }).value, { key: "k\uD83D\uDE00" }).ok,
    ).toBe(true);
  });
});

describe("F5: bytes are copied without running the caller's iterator or length getter, the cap checked first", () => {
  it("F5: parseSeed refuses a 20 MB seed that claims 3 bytes, running nothing of it", () => {
    const { bytes, ran } = hostileBytes(20_000_000, 3);
    const r = parseSeed(bytes);
    expect(r.error?.message).toMatch(/20000000 bytes, at most 1000/);
    expect(ran).toEqual([]);
  });

  it("F5: an endless iterator does not hang or crash parseSeed, readData or deserialize", () => {
    const { bytes, ran } = hostileBytes(4, 4);
    expect(parseSeed(bytes).value).toEqual(new Uint8Array(4));
    expect(readData({ seed: bytes }, "options").ok).toBe(true);
    expect(deserialize(serialize(dealt({ seed: 2 }), { key: "k" }).value, { key: bytes }).error?.code).toBe(
      "save/signature",
    );
    expect(ran).toEqual([]);
  });

  it("F5: a signing key is capped at 1,000 bytes before it is copied", () => {
    const { bytes, ran } = hostileBytes(20_000_000, 32);
    expect(deserialize("{}", { key: bytes }).error?.message).toMatch(/at most 1000/);
    expect(deserialize("{}", { key: "x".repeat(1001) }).error?.message).toMatch(/at most 1000/);
    expect(ran).toEqual([]);
  });

  it("F5: a Proxy of a Uint8Array is not a byte array (its traps never run)", () => {
    const traps: string[] = [];
    const proxy = new Proxy(new Uint8Array(3), {
      get(t, k) {
        traps.push(`get ${String(k)}`);
        return Reflect.get(t, k);
      },
      getPrototypeOf(t) {
        traps.push("getPrototypeOf");
        return Reflect.getPrototypeOf(t);
      },
    });
    expect(parseSeed(proxy).ok).toBe(false);
    expect(traps).toEqual([]);
  });
});

describe("F6: analyzeMeld reads its input once", () => {
  it("F6 (issue 26): a getter in the card list runs once, and the id it first returns is the one analysed", () => {
    let ran = 0;
    const cards = [0, 13, 26];
    Object.defineProperty(cards, 1, {
      get() {
        ran++;
        // 13 (the ace of another suit) first, then 0 again: a duplicate if it were read twice.
        return ran === 1 ? 13 : 0;
      },
      enumerable: true,
    });
    expect(analyzeMeld(cards)).toEqual(analyzeMeld([0, 13, 26]));
    expect(ran).toBe(1);
  });

  it("F6: an Array subclass cannot answer one list to the check and another to the analysis", () => {
    // Each read of the copy slice() builds through the species answers differently: [0, 13, 26]
    // (three different 2… ids) to the duplicate check, then the same id three times.
    let reads = 0;
    class Liar {
      constructor() {
        // biome-ignore lint/correctness/noConstructorReturn: the attack builds its copy as a Proxy
        return new Proxy([0, 13, 26], {
          get(t, k) {
            if (k === "length") return 3;
            if (typeof k === "string" && /^\d+$/.test(k)) return reads++ < 3 ? Reflect.get(t, k) : 5;
            return Reflect.get(t, k);
          },
        });
      }
    }
    class Shifty extends Array<number> {
      static override get [Symbol.species](): ArrayConstructor {
        return Liar as unknown as ArrayConstructor;
      }
    }
    const input = Shifty.from([0, 13, 26]);
    const r = analyzeMeld(input);
    expect(r.ok).toBe(false);
    expect(r.error?.code).toBe("input/invalid");
    expect(reads).toBe(0);
    expect(analyzeMeld([5, 5, 5]).error?.code).toBe("card/duplicate");
    expect(analyzeMeld([5, 200, 6]).error?.code).toBe("input/invalid");
  });
});

describe("F6: analyzeMeld checks the cards as it reads them, with the same verdicts", () => {
  it("F6 (issue 26): a getter that calls analyzeMeld while the list is read cannot hide a duplicate", () => {
    // The check marks ids in module scratch as it reads; the nested call marks its own ids there.
    let ran = 0;
    const cards = [5, 5, 6];
    Object.defineProperty(cards, 1, {
      get() {
        ran++;
        expect(analyzeMeld([5, 6, 7]).ok).toBe(true);
        return 5;
      },
      enumerable: true,
    });
    const r = analyzeMeld(cards);
    expect(ran).toBe(1);
    expect(r.error?.code).toBe("card/duplicate");
    expect(r.error?.message).toBe("cards[1]: card 5 is listed twice");
  });

  it("F6 (issue 26): every item is read before a bad one is named, so a later throwing getter still says so", () => {
    const cards = [5, 200, 6];
    Object.defineProperty(cards, 2, {
      get() {
        throw new Error("no");
      },
    });
    expect(analyzeMeld(cards)).toEqual({
      ok: false,
      error: { code: "input/invalid", message: "cards could not be read (a getter or proxy threw)" },
    });
    expect(analyzeMeld([5, 200, 5]).error?.message).toBe("cards[1] is not a card id (an integer from 0 to 107)");
    expect(analyzeMeld([5, 6, 5, 300]).error?.message).toBe("cards[2]: card 5 is listed twice");
  });
});

describe("F7: describeError never throws, and bounds and escapes error.rule", () => {
  it("F7: a throwing getter or a Proxy gives the generic text, without running the getter", () => {
    let ran = 0;
    const getter = Object.defineProperty({ message: "" }, "code", {
      get() {
        ran++;
        throw new Error("boom");
      },
    });
    expect(() => describeError(getter as never, "en")).not.toThrow();
    expect(ran).toBe(0);
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
        getOwnPropertyDescriptor() {
          throw new Error("trap");
        },
        ownKeys() {
          throw new Error("trap");
        },
        getPrototypeOf() {
          throw new Error("trap");
        },
      },
    );
    expect(describeError(proxy as never, "it")).toBe(describeError({ code: "input/invalid", message: "" }, "it"));
  });

  it("L4 runs no Proxy trap but what its docs say: getOwnPropertyDescriptor of code and rule, once each", () => {
    const traps: string[] = [];
    const handler: ProxyHandler<object> = {};
    for (const name of [
      "get",
      "has",
      "ownKeys",
      "getOwnPropertyDescriptor",
      "getPrototypeOf",
      "defineProperty",
      "set",
      "deleteProperty",
      "isExtensible",
      "preventExtensions",
      "setPrototypeOf",
      "apply",
      "construct",
    ] as const) {
      (handler as Record<string, unknown>)[name] = (...args: unknown[]) => {
        traps.push(`${name} ${String(args[1])}`);
        return (Reflect[name] as (...a: unknown[]) => unknown)(...args);
      };
    }
    const error = new Proxy({ code: "meld/gap", message: "m", rule: "R4.2" }, handler);
    expect(describeError(error as never, "en")).toContain("(R4.2)");
    expect(traps).toEqual(["getOwnPropertyDescriptor code", "getOwnPropertyDescriptor rule"]);
    traps.length = 0;
    const options = new Proxy({ withRule: false }, handler);
    describeError({ code: "meld/gap", message: "" }, "en", options);
    expect(traps).toEqual(["get withRule"]);
  });

  it("F7: a long or multi-line rule is cut and escaped", () => {
    const text = describeError({ code: "meld/gap", message: "", rule: `R4\n\u001b[31m${"x".repeat(10_000)}` }, "en");
    expect(text.length).toBeLessThan(300);
    expect(text).not.toContain("\n");
    expect(text).not.toContain("\u001b");
    expect(describeError({ code: "meld/gap", message: "", rule: "R4.5" }, "en")).toMatch(/\(R4\.5\)$/);
  });
});

describe("F8 (issue 26): a listed action is input like any other to apply", () => {
  it("F8: a getter put on a listed action runs once, and the value it returns is the one checked", () => {
    const state = dealt({ seed: "f8" });
    const listed = legalActions(state)[0];
    expect(listed).toBeDefined();
    if (listed === undefined) return;
    let ran = 0;
    const seat = listed.seat;
    Object.defineProperty(listed, "seat", {
      get() {
        ran++;
        return ran === 1 ? (seat + 1) % 4 : seat;
      },
      enumerable: true,
    });
    const r = apply(state, listed);
    expect(ran).toBe(1);
    expect(r.error?.code).toBe("turn/not-your-turn");
  });

  it("F8: a listed action gives the state the plain action gives", () => {
    const state = dealt({ seed: "f8" });
    const listed = legalActions(state)[0];
    if (listed === undefined) throw new Error("no legal action");
    expect(apply(state, listed)).toEqual(apply(state, JSON.parse(JSON.stringify(listed))));
  });
});

describe("F9: refusal messages never read through a Proxy's traps", () => {
  it("F9: refusing a Proxy of an array runs no get trap", () => {
    const traps: string[] = [];
    const proxy = new Proxy([1, 2, 3], {
      get(t, k) {
        traps.push(String(k));
        return Reflect.get(t, k);
      },
    });
    expect(parseAction(proxy).error?.code).toBe("input/invalid");
    expect(newHand(proxy as never).error?.code).toBe("input/invalid");
    expect(parseSeed(proxy).error?.message).toMatch(/an array/);
    expect(traps).toEqual([]);
  });
});

describe("F10: simulate and playHand return errors for bad options", () => {
  const trap = (): never => {
    throw new Error("trap");
  };
  const hostileBots = (): unknown[] => [
    new Proxy([greedyBot], { get: trap, getOwnPropertyDescriptor: trap }),
    Object.defineProperty([greedyBot], 0, { get: trap }),
  ];

  it("F10: a bot list whose reading throws is an error, not a throw", () => {
    for (const bots of hostileBots()) {
      expect(simulate({ seed: 1, handCount: 1, bots: bots as never }).error?.code).toBe("input/invalid");
      expect(playHand({ seed: 1, bots: bots as never }).error?.code).toBe("input/invalid");
      const hands = simulateHands({ seed: 1, handCount: 1, bots: bots as never });
      expect(hands.error?.code).toBe("input/invalid");
    }
  });

  it("F10: keepHands and record must be booleans; a handCount whose toString throws is described, not run", () => {
    expect(simulate({ seed: 1, handCount: 1, bots: [greedyBot], keepHands: "no" as never }).error?.message).toMatch(
      /keepHands/,
    );
    expect(playHand({ seed: 1, bots: [greedyBot], record: "yes" as never }).error?.message).toMatch(/record/);
    const evil = { toString: trap };
    expect(simulate({ seed: 1, handCount: evil as never, bots: [greedyBot] }).error?.code).toBe("input/invalid");
    expect(playHand({ seed: 1, bots: [greedyBot], maxActions: evil as never }).error?.code).toBe("input/invalid");
  });
});

describe("F11: deserializeMatch and checkMatch refusals obey the message rule", () => {
  const match = startMatch({ ruleset: presets.classic, seed: "f11" });
  const hand = startHand(match).value;
  if (hand === undefined) throw new Error("no hand");
  const recorded = recordHand(match, playToEnd(hand, 1)).value;
  if (recorded === undefined) throw new Error("not recorded");

  it("F11: a tampered hand seed of 2,000 characters with newlines gives one line of at most 300 characters", () => {
    const seed = `x\n\u001b[2J${"y".repeat(1990)}`;
    const tampered = { ...recorded, hands: [{ ...recorded.hands[0], seed }] };
    for (const r of [checkMatch(tampered), deserializeMatch(serializeMatch(tampered as never))]) {
      expect(r.error?.code).toBe("match/invalid");
      expect(r.error?.message.length).toBeLessThanOrEqual(300);
      expect(r.error?.message).not.toContain("\n");
      expect(r.error?.message).not.toContain("\u001b");
    }
  });

  it("F11 with F4: a match seed with a lone surrogate is refused", () => {
    expect(checkMatch({ ...match, seed: "m\uD800" }).error?.message).toMatch(/lone surrogate/);
  });
});
