/**
 * Shape constructors, so that descriptions read like the data: `import * as s from "./build.js"`,
 * then `s.object({ seat: s.int(0, 3) })`. Separate functions rather than one object, so that a
 * bundle carries only the constructors its shapes use.
 * @module
 */
import type { Shape } from "./shape.js";

/**
 * A whole number from `min` to `max`, a multiple of `step` when given.
 */
export function int(min: number, max: number, step?: number): Shape {
  return step === undefined ? { kind: "int", min, max } : { kind: "int", min, max, step };
}

/**
 * A finite number.
 */
export function number(): Shape {
  return { kind: "number" };
}

/**
 * A string of at most `maxLength` characters.
 */
export function string(maxLength: number): Shape {
  return { kind: "string", maxLength };
}

/**
 * `true` or `false`.
 */
export function boolean(): Shape {
  return { kind: "boolean" };
}

/**
 * One of the listed values.
 */
export function literal(values: readonly (string | number)[]): Shape {
  return { kind: "literal", values };
}

/**
 * `null` or a value of shape `of`.
 */
export function nullable(of: Shape): Shape {
  return { kind: "nullable", of };
}

/**
 * `undefined` (an absent field) or a value of shape `of`.
 */
export function optional(of: Shape): Shape {
  return { kind: "optional", of };
}

/**
 * A list of `min` to `max` items of shape `of`.
 */
export function array(of: Shape, max: number, min = 0): Shape {
  return { kind: "array", of, min, max };
}

/**
 * A list of exactly one item of each shape, in order.
 */
export function tuple(of: readonly Shape[]): Shape {
  return { kind: "tuple", of };
}

/**
 * A strict object: exactly these fields (an optional shape for a field that may be absent).
 */
export function object(fields: { readonly [field: string]: Shape }): Shape {
  return { kind: "object", fields };
}

/**
 * Any plain object (checked later by its own reader, like a ruleset input).
 */
export function record(): Shape {
  return { kind: "record" };
}

/**
 * A value of one of the shapes.
 */
export function union(of: readonly Shape[]): Shape {
  return { kind: "union", of };
}
