/**
 * Describing an untrusted value in a message at a fixed cost: no walk over arrays or objects, no
 * getter run, no text longer than a few dozen characters.
 * @module
 */

const SHOWN = 40;

/**
 * A short description of any value for an error message: a primitive as JSON (cut after 40
 * characters), anything else by its kind and, for an array, its length. Never runs a getter or a
 * Proxy trap other than `Array.isArray`, and never throws.
 * @internal
 * @example
 * describeValue("x".repeat(1e6)); // '"xxxxxxxx…" (1000000 characters)'
 * describeValue(new Array(1e7));  // "an array of length 10000000"
 */
export function describeValue(value: unknown): string {
  try {
    switch (typeof value) {
      case "string":
        return value.length > SHOWN ? `${JSON.stringify(value.slice(0, SHOWN))}… (${value.length} characters)` : JSON.stringify(value);
      case "number":
      case "boolean":
        return String(value);
      case "bigint":
        return "a bigint";
      case "undefined":
        return "undefined";
      case "symbol":
        return "a symbol";
      case "function":
        return "a function";
      default:
        if (value === null) return "null";
        if (Array.isArray(value)) return `an array of length ${(value as unknown[]).length}`;
        return "an object";
    }
  } catch {
    return "a value that cannot be read";
  }
}
