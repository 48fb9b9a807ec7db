/**
 * Finding 4 of issue 8: unbounded input. Notation of any size was read whole, a bad token came back
 * whole in the message, key names reached messages raw (newlines, ANSI codes), and describing a
 * huge sparse array walked all of it.
 */
import { fc, it as propIt } from "@fast-check/vitest";
import {
  apply,
  defineRuleset,
  deserialize,
  MAX_MESSAGE_LENGTH,
  parseAction,
  parseCards,
  presets,
  setupHand,
} from "burraco";
import { describe, expect, it } from "vitest";
import { dealt } from "../helpers/state.js";

const state = dealt({ ruleset: presets.classic, seed: "bounds" });

/** A one-line message of at most 300 characters, without control characters. */
function clean(message: string | undefined): void {
  expect(message).toBeDefined();
  expect((message ?? "").length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them
  expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
}

/** A Proxy over an array of `length` items that counts how many of them are read. */
function countingArray(length: number): { array: unknown[]; reads: () => number } {
  let reads = 0;
  const array = new Proxy(new Array(length), {
    get(t, k) {
      if (k !== "length" && typeof k === "string" && /^\d+$/.test(k)) reads++;
      return Reflect.get(t, k);
    },
    getOwnPropertyDescriptor(t, k) {
      if (k !== "length") reads++;
      return Reflect.getOwnPropertyDescriptor(t, k);
    },
  });
  return { array, reads: () => reads };
}

describe("bounded input, clean messages", () => {
  it("notation stops at 4,096 characters and at 108 tokens, with a clear error", () => {
    const big = parseCards("7H ".repeat(400_000));
    expect(big.error?.code).toBe("input/invalid");
    expect(big.error?.message).toMatch(/4096/);
    const many = parseCards(Array.from({ length: 109 }, () => "JK").join(" "));
    expect(many.error?.code).toBe("input/invalid");
    expect(many.error?.message).toMatch(/108 tokens/);
    clean(big.error?.message);
  });

  it("a long bad token is quoted in at most 40 characters", () => {
    const r = parseCards(`7H ${"Z".repeat(4000)}`);
    expect(r.error?.code).toBe("card/unknown");
    clean(r.error?.message);
    expect(r.error?.message.length).toBeLessThan(200);
  });

  it("key names with newlines and ANSI codes are escaped in messages", () => {
    const evil = "x\n\u001b[31mERROR admin logged in\u001b[0m\r\n";
    for (const r of [
      apply(state, { type: "draw", seat: 0, [evil]: 1 } as never),
      defineRuleset({ [evil]: 1 } as never),
      setupHand({ [evil]: 1 } as never),
    ]) {
      expect(r.ok).toBe(false);
      clean(r.error?.message);
    }
    const text = JSON.stringify({ format: "burraco/state", version: 3, state: {}, [evil]: 1 });
    clean(deserialize(text).error?.message);
  });

  it("a sparse array of length 10^7 is refused without reading its items", () => {
    const cards = countingArray(10_000_000);
    expect(apply(state, { type: "meld", seat: state.turn, cards: cards.array } as never).error?.code).toBe(
      "input/invalid",
    );
    expect(cards.reads()).toBe(0);
    const hands = countingArray(10_000_000);
    expect(setupHand({ turn: 0, phase: "draw", hands: hands.array } as never).ok).toBe(false);
    expect(hands.reads()).toBe(0);
    const rules = countingArray(10_000_000);
    expect(defineRuleset({ targetScore: rules.array } as never).ok).toBe(false);
    expect(rules.reads()).toBe(0);
  });

  propIt.prop([
    fc.anything({
      withBigInt: true,
      withNullPrototype: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withSparseArray: true,
    }),
  ])("any value: parseAction, defineRuleset and setupHand answer with a clean message, never a throw", (value) => {
    for (const r of [parseAction(value), defineRuleset(value as never), setupHand(value as never)]) {
      if (!r.ok) clean(r.error.message);
    }
  });
});
