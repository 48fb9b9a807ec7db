/**
 * Shapes: a small description of plain JSON data (numbers in a range, strings, lists, strict
 * objects) and the check that reads it. Stored states, matches, scenarios and rulesets are
 * described once as shapes: the engine checks them here, without zod, and `burraco/schemas` turns
 * the same shapes into zod schemas (`toZod.ts`), so the two cannot drift apart.
 * @module
 */
import { describeValue } from "../result.js";

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

/** Shape constructors, so that descriptions read like the data. */
export const s = {
  int: (min: number, max: number, step?: number): Shape => (step === undefined ? { kind: "int", min, max } : { kind: "int", min, max, step }),
  number: (): Shape => ({ kind: "number" }),
  string: (maxLength: number): Shape => ({ kind: "string", maxLength }),
  boolean: (): Shape => ({ kind: "boolean" }),
  literal: (values: readonly (string | number)[]): Shape => ({ kind: "literal", values }),
  nullable: (of: Shape): Shape => ({ kind: "nullable", of }),
  optional: (of: Shape): Shape => ({ kind: "optional", of }),
  array: (of: Shape, max: number, min = 0): Shape => ({ kind: "array", of, min, max }),
  tuple: (of: readonly Shape[]): Shape => ({ kind: "tuple", of }),
  object: (fields: { readonly [field: string]: Shape }): Shape => ({ kind: "object", fields }),
  /** Any plain object (checked later by its own reader, like a ruleset input). */
  record: (): Shape => ({ kind: "record" }),
  union: (of: readonly Shape[]): Shape => ({ kind: "union", of }),
};

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function expected(shape: Shape): string {
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
      return `null or ${expected(shape.of)}`;
    case "optional":
      return expected(shape.of);
    case "array":
      return `a list of ${shape.min === 0 ? "at most" : `${shape.min} to`} ${shape.max} items`;
    case "tuple":
      return `a list of exactly ${shape.of.length} items`;
    case "object":
    case "record":
      return "an object";
    case "union":
      return shape.of.map(expected).join(" or ");
  }
}

/**
 * Why `value` does not fit `shape`: `field "<path>": expected …, got …` or `unknown field "<name>"`
 * (the wording of the zod refusals elsewhere), or `null` when it fits. The first problem found, in
 * field order.
 * @example
 * checkShape(s.object({ seat: s.int(0, 3) }), { seat: 7 }); // 'field "seat": expected a whole number from 0 to 3, got 7'
 */
export function checkShape(shape: Shape, value: unknown, path = ""): string | null {
  const refuse = (): string => `field "${path === "" ? "(root)" : path}": expected ${expected(shape)}, got ${describeValue(value)}`;
  const at = (key: string | number): string => (path === "" ? String(key) : `${path}.${key}`);
  switch (shape.kind) {
    case "int":
      return typeof value === "number" &&
        Number.isInteger(value) &&
        value >= shape.min &&
        value <= shape.max &&
        (shape.step === undefined || value % shape.step === 0)
        ? null
        : refuse();
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? null : refuse();
    case "string":
      return typeof value === "string" && value.length <= shape.maxLength ? null : refuse();
    case "boolean":
      return typeof value === "boolean" ? null : refuse();
    case "literal":
      return shape.values.includes(value as string | number) ? null : refuse();
    case "nullable":
      return value === null ? null : checkShape(shape.of, value, path);
    case "optional":
      return value === undefined ? null : checkShape(shape.of, value, path);
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
        return `unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => `"${k}"`).join(", ")}${where}`;
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
  }
}
