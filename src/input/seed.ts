/**
 * Checking a seed from outside.
 * @module
 */
import { MAX_SEED_LENGTH, type Seed } from "../random/seed.js";
import { describeValue, err, ok, type Result } from "../result.js";
import { isBytes, isWellFormed, readBytes } from "./bytes.js";

/**
 * Checks an untrusted seed: a well-formed string (no lone surrogate) of at most 1,000 characters,
 * a finite number, or a `Uint8Array` of at most 1,000 bytes (measured and copied without running
 * any code of it). Never throws.
 * @example
 * parseSeed("table-7").ok; // true
 * parseSeed(Number.NaN).ok; // false
 * parseSeed("s\uD800").ok; // false: a lone surrogate
 */
export function parseSeed(value: unknown): Result<Seed> {
  if (typeof value === "string") {
    if (value.length > MAX_SEED_LENGTH)
      return err("input/invalid", `seed: a string of ${value.length} characters, at most ${MAX_SEED_LENGTH}`);
    return isWellFormed(value)
      ? ok(value)
      : err("input/invalid", "seed: the string holds a lone surrogate (not well-formed UTF-16)");
  }
  if (typeof value === "number")
    return Number.isFinite(value)
      ? ok(value)
      : err("input/invalid", `seed: expected a finite number, got ${describeValue(value)}`);
  if (isBytes(value)) return readBytes(value, MAX_SEED_LENGTH, "seed");
  return err("input/invalid", `seed: expected a string, a number or a Uint8Array, got ${describeValue(value)}`);
}
