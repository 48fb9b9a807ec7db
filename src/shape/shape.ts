/**
 * Shapes: a small description of plain JSON data (numbers in a range, strings, lists, strict
 * objects) and the check that reads it. Stored states, matches, scenarios and rulesets are
 * described once as shapes (built with `build.ts`): the engine checks them here, without zod, and `burraco/schemas` turns
 * the same shapes into zod schemas (`toZod.ts`), so the two cannot drift apart.
 * @module
 */
import { describeValue, type RuleError, ruleError } from "../result.js";

/** What a value must be. Objects are strict: a field not listed is refused. */
export type Shape =
  | { readonly kind: "int"; readonly min: number; readonly max: number; readonly step?: number }
  | { readonly kind: "number" }
  | { readonly kind: "string"; readonly maxLength: number }
  | { readonly kind: "boolean" }
  | { readonly kind: "literal"; readonly values: readonly (string | number)[] }
  | { readonly kind: "nullable"; readonly of: Shape }
  | { readonly kind: "optional"; readonly of: Shape }
  | { readonly kind: "array"; readonly of: Shape; readonly min: number; readonly max: number }
  | { readonly kind: "tuple"; readonly of: readonly Shape[] }
  | { readonly kind: "object"; readonly fields: { readonly [field: string]: Shape } }
  | { readonly kind: "record" }
  | { readonly kind: "union"; readonly of: readonly Shape[] };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function expected(shape: Shape): string {
  switch (shape.kind) {
    case "array":
      return `a list of ${shape.min === 0 ? "at most" : `${shape.min} to`} ${shape.max} items`;
    case "tuple":
      return `a list of exactly ${shape.of.length} items`;
    case "object":
    case "record":
      return "an object";
    case "union":
      return shape.of.map(expected).join(" or ");
    case "nullable":
      return `null or ${expected(shape.of)}`;
    case "optional":
      return expected(shape.of);
    default:
      return expectedScalar(shape);
  }
}

// The scalar kinds apart from the containers: a check of flat data (a ruleset) bundles only these.
function expectedScalar(shape: Shape): string {
  switch (shape.kind) {
    case "int":
      return `a whole number from ${shape.min} to ${shape.max}${shape.step === undefined ? "" : `, a multiple of ${shape.step}`}`;
    case "number":
      return "a number";
    case "string":
      return `a string of at most ${shape.maxLength} characters`;
    case "boolean":
      return "true or false";
    case "literal":
      return `one of ${shape.values.map((v) => JSON.stringify(v)).join(" | ")}`;
    case "nullable":
      return `null or ${expectedScalar(shape.of)}`;
    case "optional":
      return expectedScalar(shape.of);
    default:
      return "a value of another shape";
  }
}

/**
 * Why `value` does not fit `shape`, as an `input/invalid` refusal whose message is `field "<path>":
 * expected …, got …` or `unknown field "<name>"` (the wording of the zod refusals elsewhere), or
 * `null` when it fits; the caller words it for its own data and code. The first problem found, in
 * field order.
 */
export function checkShape(shape: Shape, value: unknown, path = ""): RuleError | null {
  const refuse = (): RuleError =>
    ruleError(
      "input/invalid",
      `field "${path === "" ? "(root)" : path}": expected ${expected(shape)}, got ${describeValue(value)}`,
    );
  const at = (key: string | number): string => (path === "" ? String(key) : `${path}.${key}`);
  switch (shape.kind) {
    case "array": {
      if (!Array.isArray(value) || value.length < shape.min || value.length > shape.max) return refuse();
      for (let i = 0; i < value.length; i++) {
        const bad = checkShape(shape.of, value[i], at(i));
        if (bad !== null) return bad;
      }
      return null;
    }
    case "tuple": {
      if (!Array.isArray(value) || value.length !== shape.of.length) return refuse();
      for (let i = 0; i < value.length; i++) {
        const bad = checkShape(shape.of[i] as Shape, value[i], at(i));
        if (bad !== null) return bad;
      }
      return null;
    }
    case "object": {
      if (!isPlainObject(value)) return refuse();
      const unknown: string[] = [];
      for (const key in value) if (!Object.hasOwn(shape.fields, key)) unknown.push(key);
      if (unknown.length > 0) {
        const where = path === "" ? "" : ` in "${path}"`;
        const names = unknown.map((k) => `"${k}"`).join(", ");
        return ruleError("input/invalid", `unknown field${unknown.length > 1 ? "s" : ""} ${names}${where}`);
      }
      for (const key of Object.keys(shape.fields)) {
        const bad = checkShape(shape.fields[key] as Shape, value[key], at(key));
        if (bad !== null) return bad;
      }
      return null;
    }
    case "record":
      return isPlainObject(value) ? null : refuse();
    case "union":
      return shape.of.some((option) => checkShape(option, value, path) === null) ? null : refuse();
    case "nullable":
      return value === null ? null : checkShape(shape.of, value, path);
    case "optional":
      return value === undefined ? null : checkShape(shape.of, value, path);
    default:
      return checkScalar(shape, value, path);
  }
}

function refusal(shape: Shape, value: unknown, path: string): RuleError {
  const at = path === "" ? "(root)" : path;
  return ruleError("input/invalid", `field "${at}": expected ${expectedScalar(shape)}, got ${describeValue(value)}`);
}

/**
 * {@link checkShape} for the scalar kinds (`int`, `number`, `string`, `boolean`, `literal`, and
 * `nullable` or `optional` of those): the check of flat data such as a ruleset, which then does not
 * bundle the container checks. A container shape (never part of flat data) is refused.
 */
export function checkScalar(shape: Shape, value: unknown, path = ""): RuleError | null {
  let fits: boolean;
  switch (shape.kind) {
    case "int":
      fits =
        typeof value === "number" &&
        Number.isInteger(value) &&
        value >= shape.min &&
        value <= shape.max &&
        (shape.step === undefined || value % shape.step === 0);
      break;
    case "number":
      fits = typeof value === "number" && Number.isFinite(value);
      break;
    case "string":
      fits = typeof value === "string" && value.length <= shape.maxLength;
      break;
    case "boolean":
      fits = typeof value === "boolean";
      break;
    case "literal":
      fits = shape.values.includes(value as string | number);
      break;
    case "nullable":
      return value === null ? null : checkScalar(shape.of, value, path);
    case "optional":
      return value === undefined ? null : checkScalar(shape.of, value, path);
    default:
      // A container: never part of a flat shape, refused rather than checked.
      fits = false;
  }
  return fits ? null : refusal(shape, value, path);
}
