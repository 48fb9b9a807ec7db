/**
 * The zod schema of a ruleset, built from the table the hand-written check reads (`ruleset.ts`),
 * so the two cannot disagree. Apart from the check so that only code that asks for it bundles zod.
 * @module
 */
import * as z from "zod/mini";
import { FIELD_RULES, type FieldRule, RULESET_FIELDS, type Ruleset } from "./ruleset.js";

let schema: ReturnType<typeof buildRulesetSchema> | undefined;

function fieldSchema(rule: FieldRule) {
  if (rule.kind === "boolean") return z.boolean();
  if (rule.kind === "choice") return z.literal(rule.values as (string | number)[]);
  const checks = [z.int(), z.gte(rule.min), z.lte(rule.max), ...(rule.step === undefined ? [] : [z.multipleOf(rule.step)])];
  const n = z.number().check(...checks);
  return rule.nullable === true ? z.nullable(n) : n;
}

function buildRulesetSchema() {
  const shape = {} as { [K in keyof Ruleset]-?: z.ZodMiniType<Ruleset[K]> };
  for (const key of RULESET_FIELDS) (shape as Record<string, unknown>)[key] = fieldSchema(FIELD_RULES[key]);
  return z.strictObject(shape);
}

/**
 * The zod schema of a complete {@link Ruleset}, built from the same table as the hand-written
 * check on first use (so bundles that never call it carry no zod): every field required, unknown
 * fields refused.
 * @example
 * rulesetSchema().safeParse(presets.classic).success; // true
 */
export function rulesetSchema() {
  schema ??= buildRulesetSchema();
  return schema;
}
