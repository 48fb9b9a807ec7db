/**
 * Wording zod's refusals: zod/mini ships no messages of its own, so the library writes one
 * sentence per issue that names the field and says what is expected.
 * @module
 */
import type * as z from "zod/mini";
import { describeValue } from "./result.js";

/**
 * Turns zod's first issue into one sentence that names the field and says what is expected.
 * (zod/mini ships no messages of its own, so they are written here.)
 * @example
 * const r = RulesetSchema.safeParse({});
 * if (!r.success) describeIssue(r.error, "ruleset"); // 'ruleset: field "players": expected one of 2 | 3 | 4'
 */
export function describeIssue(error: z.core.$ZodError, what: string): string {
  const issue = error.issues[0];
  if (issue === undefined) return `${what} is invalid`;
  if (issue.code === "unrecognized_keys") {
    return `${what}: unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
  }
  const path = issue.path.length > 0 ? issue.path.map(String).join(".") : "(root)";
  return `${what}: field "${path}": ${explain(issue)}`;
}

function explain(issue: z.core.$ZodIssue): string {
  const got = "input" in issue ? `, got ${describeValue(issue.input)}` : "";
  switch (issue.code) {
    case "invalid_type":
      return `expected ${issue.expected}${got}`;
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(" | ")}${got}`;
    case "invalid_union":
      return `not an accepted value${got}`;
    case "too_small":
      return `must be ${issue.inclusive === false ? ">" : ">="} ${String(issue.minimum)}${got}`;
    case "too_big":
      return `must be ${issue.inclusive === false ? "<" : "<="} ${String(issue.maximum)}${got}`;
    case "not_multiple_of":
      return `must be a multiple of ${String(issue.divisor)}${got}`;
    default:
      return `${issue.message}${got}`;
  }
}
