/**
 * Finding of the trust-boundary review, save keys: a key that was not a plain Uint8Array (a Proxy
 * of one, a subclass with its own iterator) made deserialize throw; and a key option that said
 * nothing (an empty text or array, or `key: undefined` from an unset secret) read the save as if
 * it were checked: under an empty key anyone can sign, and with `key: undefined` a forged unsigned
 * save was accepted.
 */
import { deserialize, deserializeMatch, presets, type SaveOptions, serialize, serializeMatch } from "burraco";
import { deserializePad, newScorePad, type ScorePad, serializePad } from "burraco/pad";
import { loadTable, newTable, saveTable, type Table } from "burraco/table";
import { describe, expect, it } from "vitest";
import { startMatch } from "../helpers/match.js";
import { dealt } from "../helpers/state.js";

const state = dealt({ ruleset: presets.classic, seed: "keys" });
const signedText = serialize(state, { key: "server key" }).value;

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
      expect(deserialize(serialize(state), { key }).error?.code).toBe("input/invalid");
      const match = startMatch({ ruleset: presets.classic, seed: 1 });
      expect(deserializeMatch(serializeMatch(match), { key }).error?.code).toBe("input/invalid");
    }
  });

  it("L7 every writer refuses to sign with a key its reader would refuse, as a value", () => {
    const match = startMatch({ ruleset: presets.classic, seed: 1 });
    const table = newTable({ seed: 7, seats: ["person", "easy", "easy", "easy"] }).value as Table;
    const pad = newScorePad({ ruleset: presets.classic }).value as ScorePad;
    const writers = {
      serialize: (options: SaveOptions) => serialize(state, options),
      serializeMatch: (options: SaveOptions) => serializeMatch(match, options),
      saveTable: (options: SaveOptions) => saveTable(table, options),
      serializePad: (options: SaveOptions) => serializePad(pad, options),
    };
    const readers = {
      serialize: deserialize,
      serializeMatch: deserializeMatch,
      saveTable: loadTable,
      serializePad: deserializePad,
    };
    const bad: unknown[] = ["", "k\uD800", "\uDC00k", new Uint8Array(0), "x".repeat(1001), undefined, 5];
    for (const [name, write] of Object.entries(writers)) {
      const read = readers[name as keyof typeof readers] as (
        t: unknown,
        o: SaveOptions,
      ) => { ok: boolean; error?: { code: string } | undefined };
      for (const key of bad) {
        let r: ReturnType<typeof write> | undefined;
        expect(() => {
          r = write({ key } as SaveOptions);
        }).not.toThrow();
        expect(r?.error?.code, `${name} ${JSON.stringify(key)}`).toBe("input/invalid");
        expect(read("{}", { key } as SaveOptions).error?.code).toBe("input/invalid");
      }
      // A good key signs, and the reader reads the save back with it.
      const good = write({ key: "server key" });
      expect(good.ok).toBe(true);
      expect(read(good.value, { key: "server key" }).ok).toBe(true);
      // Without options, the text alone, as before.
      expect(typeof (name === "serialize" ? serialize(state) : "")).toBe("string");
    }
  });

  it("key: undefined (an unset secret) is refused instead of reading an unsigned save", () => {
    const forged = serialize(state);
    expect(deserialize(forged, { key: undefined } as never).error?.code).toBe("input/invalid");
    expect(deserialize(forged, {}).ok).toBe(true);
    expect(deserialize(forged).ok).toBe(true);
  });
});
