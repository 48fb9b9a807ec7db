/**
 * Exceptions the library did not expect, told apart from bad input.
 * @module
 */
import { describeValue, err, type Result } from "../result.js";

/**
 * The refusal of a function that caught an exception it did not expect: `engine/fault`, a bug in
 * the library (or a state that did not come from it, which `checkState` would have refused), never
 * the caller's input. What was thrown is named in the message; tests and the fuzzer count it as a
 * failure.
 */
export function engineFault<T = never>(thrown: unknown): Result<T> {
  return err(
    "engine/fault",
    `a bug in the library, not in the input (or a state this library did not make: check it with checkState): ${whatOf(thrown)}`,
  );
}

/** What was thrown, in words; never throws itself (an exception may have throwing getters). */
export function whatOf(thrown: unknown): string {
  try {
    return thrown instanceof Error ? `${String(thrown.name)}: ${String(thrown.message)}` : describeValue(thrown);
  } catch {
    return "an exception that cannot be described";
  }
}
