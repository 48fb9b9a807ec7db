/**
 * Issue 18, "The edges" (F4–F12): each a clear error value, never a throw, a hang or a getter run.
 */
import { dealCommitment, deserialize, newHand, parseSeed, serialize } from "burraco";
import { describe, expect, it } from "vitest";
import { readData } from "../../src/input/read.js";
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
    const text = serialize(dealt({ seed: 1 }), { key: "k\uD800" });
    expect(deserialize(text, { key: "k\uDBFF" }).error?.code).toBe("input/invalid");
    expect(deserialize(text, { key: "k\uD800" }).error?.message).toMatch(/lone surrogate/);
    expect(deserialize(serialize(dealt({ seed: 1 }), { key: "k\uD83D\uDE00" }), { key: "k\uD83D\uDE00" }).ok).toBe(
      true,
    );
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
    expect(deserialize(serialize(dealt({ seed: 2 }), { key: "k" }), { key: bytes }).error?.code).toBe("save/signature");
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
