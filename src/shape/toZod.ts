/**
 * Shapes as zod schemas, for `burraco/schemas`: the engine never imports this file, so only code
 * that asks for the schemas bundles zod.
 * @module
 */
import * as z from "zod/mini";
import type { Shape } from "./shape.js";

/**
 * The zod schema that accepts exactly what {@link checkShape} accepts for `shape`.
 */
export function toZod(shape: Shape): z.ZodMiniType {
  switch (shape.kind) {
    case "int":
      return z
        .number()
        .check(
          z.int(),
          z.gte(shape.min),
          z.lte(shape.max),
          ...(shape.step === undefined ? [] : [z.multipleOf(shape.step)]),
        );
    case "number":
      return z.number();
    case "string":
      return z.string().check(z.maxLength(shape.maxLength));
    case "boolean":
      return z.boolean();
    case "literal":
      return z.literal(shape.values as (string | number)[]);
    case "nullable":
      return z.nullable(toZod(shape.of));
    case "optional":
      return z.optional(toZod(shape.of));
    case "array":
      return z.array(toZod(shape.of)).check(z.minLength(shape.min), z.maxLength(shape.max));
    case "tuple":
      return z.tuple(shape.of.map(toZod) as [z.ZodMiniType, ...z.ZodMiniType[]]);
    case "object": {
      const fields: Record<string, z.ZodMiniType> = {};
      for (const [key, field] of Object.entries(shape.fields)) fields[key] = toZod(field);
      return z.strictObject(fields);
    }
    case "record":
      return z.record(z.string(), z.unknown());
    case "union":
      return z.union(shape.of.map(toZod) as [z.ZodMiniType, ...z.ZodMiniType[]]);
  }
}
