/**
 * Actions from untrusted input (RULES.md §13): the hand-written parser (`parseAction`) accepts exactly
 * what `ActionSchema` accepts, and `apply` never throws, refusing anything that is not an action with
 * `input/invalid`. Checked on fc.anything() and on near-miss actions (one field changed, a key added
 * or removed, wrong types, out-of-range numbers, `side: undefined`, a field given by a getter or a
 * Proxy's get trap: issue 26, read once by value, so both read what the getter returns).
 * The fast-check seed is fixed globally (test/setup.ts).
 */

import { type Action, apply, type HandState, parseAction, presets, type Scenario, setupHand } from "burraco";
import { ActionSchema } from "burraco/schemas";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dealt } from "../helpers/state.js";
import { deepFreeze, play } from "../helpers/table.js";

/** Whether the hand-written parser accepts `v`. */
const isAction = (v: unknown): boolean => parseAction(v).ok;

const base = fc.readConfigureGlobal().numRuns ?? 100;
const many = { numRuns: base * 10 };

/**
 * Real states to throw input at: a fresh deal (draw), a hand in play, a pozzetto phase, an ended
 * hand. Built on first use inside a test, not at import (mutation testing reruns only the tests that
 * reach a mutant, and code run at import reaches every mutant).
 */
let cache: readonly HandState[] | undefined;
const STATES = (): readonly HandState[] => (cache ??= makeStates());
const makeStates = (): readonly HandState[] => {
  const fresh = dealt({ ruleset: presets.classic, seed: 7 });
  const drawn = play(fresh, { type: "draw", seat: fresh.turn });
  const built = (scenario: unknown): HandState => {
    const r = setupHand(scenario as Scenario);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const meldOut = built({ turn: 0, phase: "play", hands: ["3S 4S 5S", "4D", "5D", "6D"], discardPile: "JD" });
  const pozzetto = play(meldOut, { type: "meld", seat: 0, cards: meldOut.held[0] ?? [] });
  const closing = built({
    turn: 0,
    phase: "play",
    hands: ["KC", "4D", "5D", "6D"],
    discardPile: "JD",
    melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
    pozzettoTaken: [true, false],
  });
  const ended = play(closing, { type: "close", seat: 0, card: closing.held[0]?.[0] ?? -1 });
  const two = dealt({ ruleset: presets.twoPlayers, seed: 3 });
  return [fresh, drawn, pozzetto, ended, two].map(deepFreeze);
};
const anyState = () => fc.constantFrom(...STATES());

/** Everything fast-check can build, including the odd cases (null prototypes, boxed values, sparse arrays…). */
const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
});

const seat = fc.integer({ min: 0, max: 3 });
const card = fc.integer({ min: 0, max: 107 });
const cards = fc.array(card, { minLength: 1, maxLength: 108 });

/** Valid actions of every type (what ActionSchema accepts). */
const validAction: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constantFrom("draw" as const, "pickUpDiscards" as const, "takePozzetto" as const), seat }),
  fc.record({ type: fc.constant("meld" as const), seat, cards }),
  fc.record(
    {
      type: fc.constant("attach" as const),
      seat,
      meld: fc.integer({ min: 0, max: 1000 }),
      cards,
      side: fc.integer({ min: 0, max: 3 }),
    },
    { requiredKeys: ["type", "seat", "meld", "cards"] },
  ),
  fc.record({ type: fc.constantFrom("discard" as const, "close" as const), seat, card }),
);

/** Values that sit just outside what a field accepts, or in another type. */
const tricky: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    -1,
    4,
    3.5,
    107,
    108,
    109,
    -0,
    1000,
    1001,
    0.1,
    1e-300,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    "0",
    "1",
    "draw",
    "",
    null,
    undefined,
    true,
    false,
    [],
    {},
    [0],
    [-1],
    [108],
    [1.5],
    ["1"],
    [null],
    [0, 1, 108],
    BigInt(1),
  ),
  fc.constant(null).map(() => new Array(109).fill(0)),
  fc.constant(null).map(() => {
    const sparse: unknown[] = new Array(2);
    sparse[1] = 1;
    return sparse;
  }),
  fc.constant(null).map(() => Object.assign([0], { extra: 1 })),
  fc.constant(null).map(() => new Number(1)),
  fc.constant(null).map(() => Uint8Array.of(1, 2, 3)),
  fc.integer(),
  fc.double(),
  anything,
);

const FIELDS = ["type", "seat", "cards", "card", "meld", "side", "extra", "__proto__", "constructor", "toString"];
const TYPES = ["draw", "pickUpDiscards", "meld", "attach", "discard", "takePozzetto", "close", "Draw", "pass", ""];

type Mutation = (a: Record<string, unknown>) => unknown;

/** One change to a valid action. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // One field set to a tricky value (an existing field, or a new key).
  fc.tuple(fc.constantFrom(...FIELDS), tricky).map(
    ([k, v]): Mutation =>
      (a) => {
        const o = { ...a };
        Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
        return o;
      },
  ),
  // Issue 26: the same, given by a getter: parseAction runs it once and reads its value like any other.
  fc.tuple(fc.constantFrom(...FIELDS), tricky).map(
    ([k, v]): Mutation =>
      (a) => {
        const o = { ...a };
        Object.defineProperty(o, k, { get: () => v, enumerable: true, configurable: true });
        return o;
      },
  ),
  // Or by a Proxy's get trap over a valid action.
  fc.tuple(fc.constantFrom(...FIELDS), tricky).map(
    ([k, v]): Mutation =>
      (a) =>
        new Proxy({ ...a, [k]: undefined }, { get: (t, key) => (key === k ? v : Reflect.get(t, key)) }),
  ),
  // A key removed.
  fc.constantFrom("type", "seat", "cards", "card", "meld", "side").map(
    (k): Mutation =>
      (a) => {
        const o = { ...a };
        delete o[k];
        return o;
      },
  ),
  // An extra key with any name.
  fc.tuple(fc.string(), anything).map(
    ([k, v]): Mutation =>
      (a) => {
        const o = { ...a };
        Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
        return o;
      },
  ),
  // `side: undefined` (present but undefined) on any action.
  fc.constant<Mutation>((a) => ({ ...a, side: undefined })),
  // Another type with the same fields.
  fc.constantFrom(...TYPES).map(
    (t): Mutation =>
      (a) => ({ ...a, type: t }),
  ),
  // As parsed from JSON text, including a "__proto__" key (JSON.parse makes it an own key).
  fc.constant<Mutation>((a) => JSON.parse(JSON.stringify(a))),
  fc.constant<Mutation>((a) => JSON.parse(JSON.stringify(a).replace(/^\{/, '{"__proto__":{"x":1},'))),
  // The same fields on a null-prototype object, in an array, or boxed in another object.
  fc.constant<Mutation>((a) => Object.assign(Object.create(null), a)),
  fc.constant<Mutation>((a) => [a]),
  fc.constant<Mutation>((a) => ({ action: a })),
  // Two changes at once.
  fc.constant<Mutation>((a) => ({ ...a, seat: 4, cards: [] })),
);

function agree(x: unknown): void {
  const fast = isAction(x);
  const zod = ActionSchema.safeParse(x).success;
  if (fast !== zod) throw new Error(`isAction ${fast} but ActionSchema ${zod} on ${show(x)}`);
}

function refusedAsInput(state: HandState, x: unknown): void {
  let r: ReturnType<typeof apply>;
  try {
    r = apply(state, x as Action);
  } catch (e) {
    throw new Error(`apply threw on ${show(x)}: ${String(e)}`);
  }
  if (isAction(x)) return; // a well-formed action: accepted or refused by the rules, never thrown
  if (r.ok) throw new Error(`apply accepted a non-action ${show(x)}`);
  expect(r.error.code).toBe("input/invalid");
  expect(typeof r.error.message).toBe("string");
  const p = parseAction(x);
  expect(p.ok).toBe(false);
}

function show(x: unknown): string {
  try {
    return `${Object.getPrototypeOf(x ?? 0) === null ? "[null proto] " : ""}${JSON.stringify(x, (_k, v) => (typeof v === "bigint" ? `${v}n` : v))}`;
  } catch {
    return String(x);
  }
}

describe("actions from untrusted input", () => {
  it("valid actions pass both checks", () => {
    fc.assert(
      fc.property(validAction, (a) => {
        expect(isAction(a)).toBe(true);
        expect(ActionSchema.safeParse(a).success).toBe(true);
        expect(parseAction(a)).toEqual({ ok: true, value: a });
      }),
      many,
    );
  });

  it("isAction(x) === ActionSchema.safeParse(x).success for fc.anything()", () => {
    fc.assert(
      fc.property(anything, (x) => agree(x)),
      many,
    );
  });

  it("isAction(x) === ActionSchema.safeParse(x).success for near-miss actions", () => {
    fc.assert(
      fc.property(validAction, mutation, (a, m) => agree(m(a as unknown as Record<string, unknown>))),
      many,
    );
  });

  it("apply never throws on fc.anything() and refuses non-actions with input/invalid", () => {
    fc.assert(
      fc.property(anyState(), anything, (s, x) => refusedAsInput(s, x)),
      many,
    );
  });

  it("apply never throws on near-miss actions and refuses the malformed ones with input/invalid", () => {
    fc.assert(
      fc.property(anyState(), validAction, mutation, (s, a, m) =>
        refusedAsInput(s, m(a as unknown as Record<string, unknown>)),
      ),
      many,
    );
  });

  it("apply never throws on well-formed actions, whatever their content", () => {
    fc.assert(
      fc.property(anyState(), validAction, (s, a) => {
        const r = apply(s, a);
        if (!r.ok) {
          expect(r.error.code).not.toBe("state/invalid");
          expect(typeof r.error.message).toBe("string");
        }
      }),
      many,
    );
  });

  it("L3 ActionSchema and parseAction agree on class instances, Dates with fields and Array-subclass cards", () => {
    class Move {
      type = "draw";
      seat = 0;
    }
    class Cards extends Array<number> {}
    const odd: unknown[] = [
      new Move(),
      Object.assign(new Date(0), { type: "draw", seat: 0 }),
      Object.assign(Object.create({ type: "draw" }), { seat: 0 }),
      { type: "meld", seat: 0, cards: Cards.from([1, 2, 3]) },
      { type: "attach", seat: 0, meld: 0, cards: Object.setPrototypeOf([1], Cards.prototype) },
      Object.assign(new Map(), { type: "draw", seat: 0 }),
      Object.assign(() => 0, { type: "draw", seat: 0 }),
      new Proxy({ type: "draw", seat: 0 }, { getPrototypeOf: () => Move.prototype }),
    ];
    for (const x of odd) {
      expect(isAction(x), show(x)).toBe(false);
      expect(ActionSchema.safeParse(x).success, show(x)).toBe(false);
    }
    // The same fields as plain data are actions for both.
    for (const x of [
      { type: "draw", seat: 0 },
      { type: "meld", seat: 0, cards: [1, 2, 3] },
    ]) {
      expect(isAction(x)).toBe(true);
      expect(ActionSchema.safeParse(x).success).toBe(true);
    }
  });

  it("examples: side undefined is accepted as absent; near misses are refused with input/invalid", () => {
    const s = STATES()[1] as HandState;
    const seat0 = s.turn;
    const attach = { type: "attach", seat: seat0, meld: 0, cards: [0] };
    for (const x of [{ ...attach, side: undefined }, attach]) {
      expect(isAction(x)).toBe(true);
      expect(ActionSchema.safeParse(x).success).toBe(true);
    }
    for (const x of [
      { type: "draw", seat: 4 },
      { type: "draw", seat: 1.5 },
      { type: "draw", seat: "0" },
      { type: "draw" },
      { type: "draw", seat: 0, extra: 1 },
      { type: "discard", seat: 0, card: 108 },
      { type: "meld", seat: 0, cards: [] },
      { type: "meld", seat: 0, cards: new Array(109).fill(1) },
      { ...attach, meld: 1001 },
      { ...attach, side: 4 },
      { ...attach, side: null },
      JSON.parse('{"type":"draw","seat":0,"__proto__":{}}'),
      null,
      "draw",
    ]) {
      agree(x);
      const r = apply(s, x);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("input/invalid");
    }
  });

  // The one difference with zod, on purpose: an object whose prototype is not Object.prototype
  // (or null) is not JSON data, so its fields (own or inherited) are never read.
  it("refuses objects with another prototype, whose fields zod would read through the chain", () => {
    for (const x of [
      Object.assign(Object.create({ extra: 1 }), { type: "draw", seat: 0 }),
      Object.create({ type: "draw", seat: 0 }),
    ]) {
      expect(parseAction(x).error?.code).toBe("input/invalid");
      expect(isAction(x)).toBe(false);
    }
  });
});
