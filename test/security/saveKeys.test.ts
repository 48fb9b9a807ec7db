/**
 * Finding of the trust-boundary review, save keys: a key that was not a plain Uint8Array (a Proxy
 * of one, a subclass with its own iterator) made deserialize throw; and a key option that said
 * nothing (an empty text or array, or `key: undefined` from an unset secret) read the save as if
 * it were checked: under an empty key anyone can sign, and with `key: undefined` a forged unsigned
 * save was accepted.
 */
import { deserialize, deserializeMatch, presets, serialize, serializeMatch } from "burraco";
import { describe, expect, it } from "vitest";
import { startMatch } from "../helpers/match.js";
import { dealt } from "../helpers/state.js";

const state = dealt({ ruleset: presets.classic, seed: "keys" });
const signedText = serialize(state, { key: "server key" });

describe("save keys from outside", () => {
  it("a Proxy of a Uint8Array or a subclass with a throwing iterator is input/invalid or read, never a throw", () => {
    class Hostile extends Uint8Array {
      override [Symbol.iterator](): never {
        throw new Error("iterator ran");
      }
    }
    const keys: unknown[] = [new Proxy(new Uint8Array([1, 2]), {}), new Hostile(4)];
    for (const key of keys) {
      let r: ReturnType<typeof deserialize> | undefined;
      expect(() => {
        r = deserialize(signedText, { key } as never);
      }).not.toThrow();
      expect(["input/invalid", "save/signature"]).toContain(r?.error?.code);
    }
  });

  it("an empty key, of text or bytes, is refused with input/invalid", () => {
    for (const key of ["", new Uint8Array(0)]) {
      expect(deserialize(serialize(state, { key }), { key }).error?.code).toBe("input/invalid");
      const match = startMatch({ ruleset: presets.classic, seed: 1 });
      expect(deserializeMatch(serializeMatch(match, { key }), { key }).error?.code).toBe("input/invalid");
    }
  });

  it("key: undefined (an unset secret) is refused instead of reading an unsigned save", () => {
    const forged = serialize(state);
    expect(deserialize(forged, { key: undefined } as never).error?.code).toBe("input/invalid");
    expect(deserialize(forged, {}).ok).toBe(true);
    expect(deserialize(forged).ok).toBe(true);
  });
});
