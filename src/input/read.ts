/**
 * Reading untrusted values once, by value: every public function that takes outside data first
 * copies it here into a fresh plain value, reading each field at most once with an ordinary
 * property read, and then checks and uses the copy only. A getter or a Proxy trap runs at most once
 * a field and what it returns is checked like any other value; one that throws gives
 * `input/invalid`. Class instances, symbol keys and values that are not JSON data are refused, and
 * sizes are checked before anything is read, so that a huge value costs little.
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
  /** Fields of any one object (default {@link MAX_FIELDS}). */
  readonly fields?: number;
}

/**
 * The most fields any one object of stored data has, with room to spare (a ruleset has about 30):
 * an object with more is refused from its key count, before any field is read (issue 29, E8).
 */
const MAX_FIELDS = 100;

/**
 * The budget of a saved state or match, a ruleset or a scenario: far above what any of them
 * holds (a state is about 400 values), far below what could take noticeable time.
 */
const DATA_BUDGET: ReadBudget = /* @__PURE__ */ Object.freeze({ nodes: 50_000, depth: 8, chars: 10_000 });

/** Thrown inside the readers only, caught by {@link attempt}. */
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
 * The own fields of a plain object, each read at most once with an ordinary read, into a fresh
 * object without a prototype. Only `allowed` keys may appear (any key when `allowed` is `null`, at
 * most `max`); the keys are counted before any field is read. The value itself must be a plain
 * object (prototype `Object.prototype` or `null`).
 * @internal
 */
export function readFields(
  value: unknown,
  allowed: readonly string[] | null,
  what: string,
  max: number = MAX_FIELDS,
): Result<Record<string, unknown>> {
  return attempt(() => fieldsOf(value, allowed, what, allowed === null ? max : allowed.length), what);
}

/**
 * The own string keys of a plain object, at most `limit` of them, or a refusal. `Reflect.ownKeys`
 * rather than `Object.keys`: it is one call of a Proxy's `ownKeys` trap, where `Object.keys` asks
 * its descriptor trap for every key first, so a key count over the limit costs nothing more.
 */
function keysOf(value: unknown, limit: number, what: string): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Refusal(`${what}: expected an object, got ${describeValue(value)}`);
  }
  if (!isPlainPrototype(Object.getPrototypeOf(value)))
    throw new Refusal(`${what}: expected a plain object (JSON data), got an instance of a class`);
  const keys = Reflect.ownKeys(value);
  if (keys.length > limit) throw new Refusal(`${what}: ${keys.length} fields, at most ${limit} expected`);
  for (const key of keys) if (typeof key === "symbol") throw new Refusal(`${what}: a symbol key is not JSON data`);
  return keys as string[];
}

function fieldsOf(
  value: unknown,
  allowed: readonly string[] | null,
  what: string,
  limit: number,
): Record<string, unknown> {
  const keys = keysOf(value, limit, what);
  const from = value as Record<string, unknown>;
  const out: Record<string, unknown> = Object.create(null);
  for (const key of keys) {
    if (allowed !== null && !allowed.includes(key)) throw new Refusal(`${what}: unknown field ${showKey(key)}`);
    out[key] = from[key];
  }
  return out;
}

/**
 * A fresh copy of a list of at most `max` items, each read at most once; the length is read once
 * and checked before any item is read, so a huge or sparse array costs nothing.
 * @internal
 */
export function readList(value: unknown, max: number, what: string): Result<unknown[]> {
  return attempt(() => listOf(value, max, what), what);
}

function listOf(value: unknown, max: number, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Refusal(`${what}: expected an array, got ${describeValue(value)}`);
  if (Object.getPrototypeOf(value) !== Array.prototype)
    throw new Refusal(`${what}: expected a plain array (JSON data)`);
  // A Proxy's trap can answer anything; Number.isInteger is false for every value that is not a number.
  const read: unknown = value.length;
  if (!Number.isInteger(read) || (read as number) < 0) throw new Refusal(`${what}: the array has no valid length`);
  const length = read as number;
  if (length > max) throw new Refusal(`${what}: an array of ${length} items, at most ${max} expected`);
  // Stryker disable next-line ArrayDeclaration: presizing only, every item is written below
  const out = new Array<unknown>(length);
  for (let i = 0; i < length; i++) out[i] = value[i];
  return out;
}

/**
 * A deep copy of untrusted JSON-like data (objects, arrays, strings, finite numbers, booleans,
 * `null`, `undefined` fields, and `Uint8Array`s for seeds and keys), each value read at most once
 * and within `budget`. Refused with `input/invalid`: symbols, functions, bigints, class instances,
 * cycles, a getter or trap that throws, and anything over budget (counted before it is read: an
 * object's keys, an array's length). Never throws.
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
    // At most as many items as values left: a longer array is refused before any item is read.
    const items = listOf(value, Math.max(left.nodes, 0), where);
    for (let i = 0; i < items.length; i++) items[i] = copyOf(items[i], `${where}[${i}]`, budget, left, depth + 1);
    return items;
  }
  const keys = keysOf(value, Math.min(budget.fields ?? MAX_FIELDS, Math.max(left.nodes, 0)), where);
  const from = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const copy = copyOf(from[key], `${where}.${key}`, budget, left, depth + 1);
    // defineProperty for "__proto__" only: assigned, it would set the prototype; kept as a plain
    // field, shapes and zod schemas refuse it.
    // Stryker disable next-line ConditionalExpression: `true` is the equivalent one, defineProperty with these flags makes the field an assignment makes
    if (key === "__proto__")
      Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  return out;
}
