/**
 * Reading untrusted bytes and text: a `Uint8Array` is recognised and measured through the
 * built-in typed-array getters (never its own `length`, iterator or a Proxy's traps), its size
 * checked before anything is copied; a string must be well-formed UTF-16, since a lone surrogate
 * encodes to the same bytes as any other (U+FFFD).
 * @module
 */
import { err, ok, type Result } from "../result.js";

// The built-in getters of every typed array, taken once: an instance or a subclass can shadow
// `length`, but these read the internal slots, and refuse (throw) on anything else.
const TYPED_ARRAY = Object.getPrototypeOf(Uint8Array.prototype) as object;
const tagGetter = Object.getOwnPropertyDescriptor(TYPED_ARRAY, Symbol.toStringTag)?.get as () => unknown;
const lengthGetter = Object.getOwnPropertyDescriptor(TYPED_ARRAY, "length")?.get as () => number;

/**
 * Whether `value` is a real `Uint8Array` (or a subclass of it), told from its internal slots: no
 * code of the value runs, and a Proxy is not one.
 * @internal
 */
export function isBytes(value: unknown): value is Uint8Array {
  return ArrayBuffer.isView(value) && tagGetter.call(value) === "Uint8Array";
}

/**
 * A fresh copy of a `Uint8Array` ({@link isBytes} said so) of at most `max` bytes: its length read
 * through the built-in getter and checked before copying; the copy reads the internal slots (no
 * iterator, no getter of the value). `input/invalid` for a longer array or a detached buffer.
 * @internal
 */
export function readBytes(value: Uint8Array, max: number, what: string): Result<Uint8Array> {
  const length = lengthGetter.call(value);
  if (length > max) return err("input/invalid", `${what}: ${length} bytes, at most ${max}`);
  const copy = new Uint8Array(length);
  try {
    // %TypedArray%.prototype.set from a typed array copies from its buffer: no code of `value` runs.
    copy.set(value);
  } catch {
    return err("input/invalid", `${what}: the byte array could not be read (a detached buffer?)`);
  }
  return ok(copy);
}

/**
 * Whether a string is well-formed UTF-16: no lone surrogate. `"s\uD800"` and `"s\uDBFF"` would
 * otherwise encode to the same UTF-8 bytes, so deal the same cards and sign alike.
 * @internal
 */
export function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
