/**
 * Reading untrusted values once: every public function that takes outside data first copies it
 * here into a fresh plain value, reading each field exactly once, and works on the copy only. A
 * getter, a symbol key, a class instance or a trap that throws is refused instead of run.
 * @module
 */
import { describeValue, err, ok, type Result } from "../result.js";
import { isBytes, readBytes } from "./bytes.js";

/** How much of a value {@link readData} may copy before it refuses it as too large. */
interface ReadBudget {
  /** Values (objects, arrays and primitives) in the whole copy. */
  readonly nodes: number;
  /** Nesting depth. */
  readonly depth: number;
  /** Characters of any one string. */
  readonly chars: number;
}

/**
 * The budget of a saved state or match, a ruleset or a scenario: far above what any of them
 * holds (a state is about 400 values), far below what could take noticeable time.
 */
const DATA_BUDGET: ReadBudget = /* @__PURE__ */ Object.freeze({ nodes: 50_000, depth: 8, chars: 10_000 });

/** Thrown inside the readers only, caught by {@link readData} and {@link readFields}. */
class Refusal {
  constructor(readonly message: string) {}
}

/** The value `read` returns, or `input/invalid` with why it could not: a refusal or a trap that threw. */
function attempt<T>(read: () => T, what: string): Result<T> {
  try {
    return ok(read());
  } catch (e) {
    return err(
      "input/invalid",
      e instanceof Refusal ? e.message : `${what} could not be read (a getter or proxy threw)`,
    );
  }
}

function isPlainPrototype(proto: unknown): boolean {
  return proto === Object.prototype || proto === null;
}

/** A quoted key for a message, with control characters escaped and at most 40 characters. */
export function showKey(key: string): string {
  return describeValue(key);
}

/**
 * The own fields of a plain object, each read exactly once through its property descriptor (so a
 * getter is refused, never run), into a fresh object without a prototype. Only `allowed` keys may
 * appear (any key when `allowed` is `null`). The value itself must be a plain object (prototype `Object.prototype` or `null`).
 * @internal
 */
export function readFields(
  value: unknown,
  allowed: readonly string[] | null,
  what: string,
): Result<Record<string, unknown>> {
  return attempt(() => fieldsOf(value, allowed, what), what);
}

function fieldsOf(value: unknown, allowed: readonly string[] | null, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Refusal(`${what}: expected an object, got ${describeValue(value)}`);
  }
  if (!isPlainPrototype(Object.getPrototypeOf(value)))
    throw new Refusal(`${what}: expected a plain object (JSON data), got an instance of a class`);
  const keys = Reflect.ownKeys(value);
  const limit = allowed === null ? Number.POSITIVE_INFINITY : allowed.length;
  if (keys.length > limit) throw new Refusal(`${what}: ${keys.length} fields, at most ${limit} expected`);
  const out: Record<string, unknown> = Object.create(null);
  for (const key of keys) {
    if (typeof key === "symbol") throw new Refusal(`${what}: a symbol key is not JSON data`);
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (d === undefined || !d.enumerable) continue;
    if (allowed !== null && !allowed.includes(key)) throw new Refusal(`${what}: unknown field ${showKey(key)}`);
    if (!("value" in d)) throw new Refusal(`${what}: field ${showKey(key)} is a getter, not a value`);
    out[key] = d.value;
  }
  return out;
}

/**
 * A fresh copy of a list of at most `max` items, each read exactly once; the length is checked
 * before any item is read, so a huge or sparse array costs nothing.
 * @internal
 */
export function readList(value: unknown, max: number, what: string): Result<unknown[]> {
  return attempt(() => listOf(value, max, what), what);
}

function listOf(value: unknown, max: number, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Refusal(`${what}: expected an array, got ${describeValue(value)}`);
  if (Object.getPrototypeOf(value) !== Array.prototype)
    throw new Refusal(`${what}: expected a plain array (JSON data)`);
  const length = Object.getOwnPropertyDescriptor(value, "length")?.value;
  if (typeof length !== "number" || !Number.isInteger(length) || length < 0)
    throw new Refusal(`${what}: the array has no valid length`);
  if (length > max) throw new Refusal(`${what}: an array of ${length} items, at most ${max} expected`);
  const out = new Array<unknown>(length);
  for (let i = 0; i < length; i++) {
    const d = Object.getOwnPropertyDescriptor(value, i);
    if (d === undefined) throw new Refusal(`${what}[${i}]: missing (a hole in the array)`);
    if (!("value" in d)) throw new Refusal(`${what}[${i}] is a getter, not a value`);
    out[i] = d.value;
  }
  return out;
}

/**
 * A deep copy of untrusted JSON-like data (objects, arrays, strings, finite numbers, booleans,
 * `null`, `undefined` fields, and `Uint8Array`s for seeds and keys), each value read exactly once
 * and within `budget`. Refused with `input/invalid`: getters, symbols, functions, bigints, class
 * instances, cycles and anything over budget. Never throws.
 * @internal
 */
export function readData(value: unknown, what: string, budget: ReadBudget = DATA_BUDGET): Result<unknown> {
  const left = { nodes: budget.nodes };
  return attempt(() => copyOf(value, what, budget, left, 0), what);
}

function copyOf(value: unknown, where: string, budget: ReadBudget, left: { nodes: number }, depth: number): unknown {
  if (--left.nodes < 0) throw new Refusal(`${where}: the value is too large (more than ${budget.nodes} values)`);
  switch (typeof value) {
    case "number":
    case "boolean":
    case "undefined":
      return value;
    case "string":
      if (value.length > budget.chars)
        throw new Refusal(`${where}: a string of ${value.length} characters, at most ${budget.chars}`);
      return value;
    case "object":
      break;
    default:
      throw new Refusal(`${where}: ${describeValue(value)} is not JSON data`);
  }
  if (value === null) return null;
  if (depth >= budget.depth) throw new Refusal(`${where}: nested deeper than ${budget.depth} levels`);
  if (isBytes(value)) {
    const bytes = readBytes(value, budget.chars, where);
    if (!bytes.ok) throw new Refusal(bytes.error.message);
    return bytes.value;
  }
  if (Array.isArray(value)) {
    const items = listOf(value, left.nodes, where);
    return items.map((item, i) => copyOf(item, `${where}[${i}]`, budget, left, depth + 1));
  }
  const fields = fieldsOf(value, null, where);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    // defineProperty, not assignment: a "__proto__" key stays a plain field (which shapes and zod schemas refuse).
    Object.defineProperty(out, key, {
      value: copyOf(fields[key], `${where}.${key}`, budget, left, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
