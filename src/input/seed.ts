/**
 * Checking a seed from outside.
 * @module
 */
import { MAX_SEED_LENGTH, type Seed } from "../random/seed.js";
import { describeValue, err, ok, type Result } from "../result.js";

/**
 * Checks an untrusted seed: a string of at most 1,000 characters, a finite number, or a
 * `Uint8Array` of at most 1,000 bytes (copied). Never throws.
 * @example
 * parseSeed("table-7").ok; // true
 * parseSeed(Number.NaN).ok; // false
 */
export function parseSeed(value: unknown): Result<Seed> {
  if (typeof value === "string") {
    return value.length <= MAX_SEED_LENGTH
      ? ok(value)
      : err("input/invalid", `seed: a string of ${value.length} characters, at most ${MAX_SEED_LENGTH}`);
  }
  if (typeof value === "number")
    return Number.isFinite(value)
      ? ok(value)
      : err("input/invalid", `seed: expected a finite number, got ${describeValue(value)}`);
  try {
    if (value instanceof Uint8Array) {
      if (value.length > MAX_SEED_LENGTH)
        return err("input/invalid", `seed: ${value.length} bytes, at most ${MAX_SEED_LENGTH}`);
      return ok(Uint8Array.from(value));
    }
  } catch {
    return err("input/invalid", "seed: the byte array could not be read");
  }
  return err("input/invalid", `seed: expected a string, a number or a Uint8Array, got ${describeValue(value)}`);
}
