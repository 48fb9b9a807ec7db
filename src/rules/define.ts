/**
 * Building and checking rulesets.
 * @module
 */
import * as z from "zod/mini";
import { describeValue } from "../input/describe.js";
import { readData } from "../input/read.js";
import { err, ok, type Result } from "../result.js";
import { type PresetName, presetNames, presets } from "./presets.js";
import { type Ruleset, RulesetSchema } from "./ruleset.js";
import { rulesetObject } from "./rulesetObject.js";

const presetEnum = z.enum(presetNames as [PresetName, ...PresetName[]]);

/**
 * The input of {@link defineRuleset}: a preset name (default `"classic"`) and any options to change.
 * @example
 * const input: RulesetInput = { preset: "openDirty", targetScore: 1005 };
 */
export type RulesetInput = {
  /** The preset to start from (default `"classic"`). */
  readonly preset?: PresetName;
} & Partial<Ruleset>;

const InputSchema = z.extend(z.partial(rulesetObject), { preset: z.optional(presetEnum) });

/** Frozen rulesets already known to be valid: checking them again would only cost time. */
const known = new WeakSet<object>();
for (const name of presetNames) known.add(presets[name]);

/**
 * Turns zod's first issue into one sentence that names the field and says what is expected.
 * (zod/mini ships no messages of its own, so they are written here.)
 * Trusts `error` to be a zod error; the message is cleaned as every error message is.
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

/** A short rendering of a bad value for a message, at a fixed cost whatever the value. */
function show(value: unknown): string {
  return describeValue(value);
}

function explain(issue: z.core.$ZodIssue): string {
  const got = "input" in issue ? `, got ${show(issue.input)}` : "";
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

/**
 * Builds a ruleset from a preset and overrides (RULES.md §12). Unknown fields and impossible values
 * are refused with a message that names the field. The result is frozen.
 * @example
 * const r = defineRuleset({ preset: "classic", targetScore: 1005, semiClean: false });
 * if (r.ok) newHand({ ruleset: r.value, seed: 7 });
 *
 * defineRuleset({ targetScore: 1003 }); // { ok: false, error: { code: "ruleset/invalid", message: 'ruleset: field "targetScore": …' } }
 */
export function defineRuleset(input: unknown = {}): Result<Ruleset> {
  const copy = readData(input, "ruleset");
  if (!copy.ok) return err("ruleset/invalid", copy.error.message, "§12");
  const parsed = InputSchema.safeParse(copy.value, { reportInput: true });
  if (!parsed.success) return err("ruleset/invalid", describeIssue(parsed.error, "ruleset"), "§12");
  const { preset = "classic", ...overrides } = parsed.data;
  const merged = Object.freeze({ ...presets[preset], ...stripUndefined(overrides) }) as Ruleset;
  known.add(merged);
  return ok(merged);
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

/**
 * Checks that a value is a complete, valid {@link Ruleset} (as stored in a state). Frozen rulesets
 * that were checked once are not checked again, so calling this on every action is cheap.
 * @example
 * checkRuleset(presets.classic).ok;        // true
 * checkRuleset({ players: 5 }).ok;          // false
 */
export function checkRuleset(value: unknown): Result<Ruleset> {
  if (typeof value === "object" && value !== null && known.has(value)) return ok(value as Ruleset);
  const copy = readData(value, "ruleset");
  if (!copy.ok) return err("ruleset/invalid", copy.error.message, "§12");
  const parsed = RulesetSchema.safeParse(copy.value, { reportInput: true });
  if (!parsed.success) return err("ruleset/invalid", describeIssue(parsed.error, "ruleset"), "§12");
  // A fresh frozen copy: later changes to `value` cannot reach a state built on it.
  const ruleset = Object.freeze(parsed.data) as Ruleset;
  known.add(ruleset);
  return ok(ruleset);
}
