/**
 * The readers of outside data (src/input, issue 26: read once, by value): what they copy and what
 * they refuse, beside the attacks of test/security. Every test here was asked for by mutation
 * testing and names the mutant it fails on in a comment.
 */
import { parseSeed, presets } from "burraco";
import { deserializePad, newScorePad, serializePad } from "burraco/pad";
import { describe, expect, it } from "vitest";
import { isShowable, readData, readFields, readList, showable } from "../helpers/internal.js";

describe("seeds: only a real Uint8Array is read as bytes", () => {
  it("other typed arrays and a DataView are refused, not read as bytes", () => {
    // bytes.ts, isBytes: `tagGetter.call(value) === "Uint8Array"` → `true`, and `&&` → `||`.
    for (const value of [
      new Int16Array([1, 2]),
      new Uint16Array(3),
      new Float64Array(1),
      new DataView(new ArrayBuffer(4)),
    ])
      expect(parseSeed(value).error?.code).toBe("input/invalid");
    expect(parseSeed(new Uint8Array([1, 2])).value).toEqual(new Uint8Array([1, 2]));
  });

  it("a Uint8Array whose buffer was transferred away is refused, without a throw", () => {
    // bytes.ts, readBytes: the `catch` block emptied (it would return undefined, not a refusal).
    const bytes = new Uint8Array([1, 2, 3]);
    structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
    expect(parseSeed(bytes)).toMatchObject({ ok: false, error: { code: "input/invalid" } });
  });

  it("a seed of more than 1,000 bytes is input/invalid, named as the seed", () => {
    // bytes.ts, readBytes: the code of the length refusal made empty; seed.ts: the label "seed" made empty.
    const r = parseSeed(new Uint8Array(1001));
    expect(r.error?.code).toBe("input/invalid");
    expect(r.error?.message).toMatch(/^seed: 1001 bytes, at most 1000/);
    expect(parseSeed(new Uint8Array(1000)).ok).toBe(true);
  });
});

describe("readFields and readData: what is not a plain object says so", () => {
  it("a number, null or an array where an object belongs is 'expected an object', not a class instance", () => {
    // read.ts, keysOf: the test `typeof value !== "object" || value === null || Array.isArray(value)`
    // made `false`, its `||`s made `&&`, or its block emptied: another refusal (or a throw) answers.
    for (const value of [5, null, [], "x"]) {
      const r = readFields(value, ["a"], "opts");
      expect(r.error?.code).toBe("input/invalid");
      expect(r.error?.message).toMatch(/^opts: expected an object, got /);
    }
    expect(readFields({ a: 1 }, ["a"], "opts").value).toEqual({ a: 1 });
  });

  it("a function inside data is refused as not JSON data", () => {
    // read.ts, copyOf: the `default:` case emptied (the function would be refused later as "expected an object").
    const r = readData({ a: () => 1 }, "data");
    expect(r.error?.code).toBe("input/invalid");
    expect(r.error?.message).toMatch(/^data\.a: .* is not JSON data/);
  });
});

describe("readData: the budget holds inside objects and byte arrays", () => {
  const budget = { nodes: 100, depth: 3, chars: 10 };

  it("objects nested deeper than the budget are refused, one level less is copied", () => {
    // read.ts, copyOf: a field's `depth + 1` made `depth - 1` (objects would nest without end).
    expect(readData({ a: { b: { c: {} } } }, "data", budget).error?.code).toBe("input/invalid");
    expect(readData({ a: { b: { c: 1 } } }, "data", budget).value).toEqual({ a: { b: { c: 1 } } });
    // The same inside arrays: an item's `depth + 1` made `depth - 1`.
    expect(readData([[[[]]]], "data", budget).error?.code).toBe("input/invalid");
    expect(readData([[[1]]], "data", budget).value).toEqual([[[1]]]);
  });

  it("a byte array longer than the budget's characters is refused; a shorter one is copied", () => {
    // read.ts, copyOf: `!bytes.ok` made `false` (the field would be copied as undefined).
    expect(readData({ seed: new Uint8Array(11) }, "data", budget).error?.code).toBe("input/invalid");
    const bytes = new Uint8Array([1, 2, 3]);
    const copy = readData({ seed: bytes }, "data", budget).value as { seed: Uint8Array };
    expect(copy.seed).toEqual(bytes);
    expect(copy.seed).not.toBe(bytes);
  });
});

describe("readList and readData: lengths, budgets and fresh copies", () => {
  it("an array whose length a Proxy answers as no valid length is refused as such", () => {
    // read.ts, listOf: the length test (or its parts) made `false`, its `||` made `&&`: a length of
    // "x" would be copied as ["x"], one of 1.5 or -1 refused only when `new Array` throws.
    for (const length of ["x", 1.5, -1]) {
      const lying = new Proxy([1, 2], { get: (t, k) => (k === "length" ? length : Reflect.get(t, k)) });
      for (const r of [readList(lying, 10, "list"), readData(lying, "list")]) {
        expect(r.error?.code).toBe("input/invalid");
        expect(r.error?.message).toMatch(/^list: the array has no valid length/);
      }
    }
    expect(readList([1, 2], 10, "list").value).toEqual([1, 2]);
  });

  it("the values counted against the budget: one too many is refused", () => {
    // read.ts, copyOf: `--left.nodes` made `++left.nodes` (the count would never run out).
    const budget = { nodes: 5, depth: 3, chars: 10 };
    expect(readData([1, 2, 3, 4], "data", budget).value).toEqual([1, 2, 3, 4]);
    expect(readData([1, 2, 3, 4, 5], "data", budget).error?.code).toBe("input/invalid");
    expect(readData({ a: [1, 2], b: 3 }, "data", budget).value).toEqual({ a: [1, 2], b: 3 });
    expect(readData({ a: [1, 2], b: [3] }, "data", budget).error?.code).toBe("input/invalid");
  });

  it("a string of exactly the budget's characters is copied, one more is refused", () => {
    // read.ts, copyOf: `value.length > budget.chars` made `>=`.
    const budget = { nodes: 10, depth: 3, chars: 10 };
    expect(readData("x".repeat(10), "data", budget).value).toBe("x".repeat(10));
    expect(readData("x".repeat(11), "data", budget).error?.code).toBe("input/invalid");
  });

  it("an undefined field is copied as undefined", () => {
    // read.ts, copyOf: the `case "undefined":` removed or its text made empty (undefined would be "not JSON data").
    const copy = readData({ a: undefined, b: [undefined] }, "data");
    expect(copy.ok).toBe(true);
    expect(copy.value).toEqual({ a: undefined, b: [undefined] });
    expect(Object.keys(copy.value as object)).toEqual(["a", "b"]);
  });

  it("the items of an array are copied too, and a refused item is named by its index", () => {
    // read.ts, copyOf: the items' loop test `i < items.length` made `false` (the items would be
    // shared with the input, unread), and their label `${where}[${i}]` made empty.
    const inner = { a: 1 };
    const input = [inner, [2]];
    const copy = readData(input, "data").value as [{ a: number }, number[]];
    expect(copy).toEqual(input);
    expect(copy[0]).not.toBe(inner);
    expect(copy[1]).not.toBe(input[1]);
    expect(readData([1, () => 1], "data").error?.message).toMatch(/^data\[1\]: /);
  });
});

describe('readData: a "__proto__" key stays a plain field, as JSON.parse makes it', () => {
  it('the copy of {"__proto__": …} has the same own field and an ordinary prototype', () => {
    // read.ts, copyOf: `key === "__proto__"` made `key !== "__proto__"` or `key === ""` (the key
    // assigned sets the prototype and the field is gone), and the descriptor's object or flags changed.
    const parsed = JSON.parse('{"__proto__": null, "a": 1}') as object;
    const copy = readData(parsed, "data").value as object;
    expect(Object.getOwnPropertyDescriptor(copy, "__proto__")).toEqual(
      Object.getOwnPropertyDescriptor(parsed, "__proto__"),
    );
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["__proto__", "a"]);
  });

  it('a score pad save with a "__proto__" field is refused, as any field too many', () => {
    const text = serializePad(newScorePad({ ruleset: presets.classic }).value as never);
    const edited = text.replace('"round":null', '"round":null,"__proto__":null');
    expect(edited).not.toBe(text);
    expect(deserializePad(edited).error).toMatchObject({ code: "pad/invalid" });
    expect(deserializePad(edited).error?.message).toMatch(/^pad: 6 fields, at most 5/);
  });
});

describe("showable text: every code unit of a hidden character is escaped", () => {
  it("an invisible character outside the BMP is written as its two escapes, side by side", () => {
    // text.ts, showable: the escapes' `join("")` made `join("Stryker was here!")`.
    const tag = "\u{E0041}"; // TAG LATIN CAPITAL LETTER A: default-ignorable, drawn as nothing
    expect(isShowable(`West${tag}`)).toBe(false);
    expect(showable(`West${tag}`)).toBe("West\\udb40\\udc41");
    expect(showable("West")).toBe("West");
  });
});
