/**
 * Building and checking rulesets.
 * @module
 */
import { readFields } from "../input/read.js";
import { err, ok, type Result } from "../result.js";
import { checkRuleset, remember } from "./checked.js";
import { type PresetName, presetNames, presets } from "./presets.js";
import { checkRulesetFields, type Ruleset } from "./ruleset.js";

/**
 * The input of {@link defineRuleset}: a preset name (default `"classic"`) and any options to change.
 * @example
 * const input: RulesetInput = { preset: "openDirty", targetScore: 1005 };
 * defineRuleset(input).value?.targetScore; // 1005
 */
export type RulesetInput = {
  /** The preset to start from (default `"classic"`). */
  readonly preset?: PresetName;
} & Partial<Ruleset>;

/**
 * Builds a ruleset from a preset and overrides (RULES.md §12). Unknown fields and impossible values
 * are refused with a message that names the field. The result is frozen.
 * @example
 * const r = defineRuleset({ preset: "classic", targetScore: 1005, semiClean: false });
 * if (r.ok) newHand({ ruleset: r.value, seed: 7 });
 *
 * defineRuleset({ targetScore: 1003 }); // { ok: false, error: { code: "ruleset/invalid", message: 'ruleset: field "targetScore": …', rule: "§12" } }
 */
export function defineRuleset(input: RulesetInput = {}): Result<Ruleset> {
  // Typed for TypeScript callers, still checked for JavaScript ones and for JSON: read once into a
  // fresh copy first (each field read once, by value: a getter runs at most once and its value is
  // the one checked; every field is a primitive, checked below), then checked.
  const copy = readFields(input, null, "ruleset");
  if (!copy.ok) return err("ruleset/invalid", copy.error.message, "§12");
  input = copy.value as RulesetInput;
  const fields = checkRulesetFields(input, false, ["preset"]);
  if (!fields.ok) return fields;
  const preset: unknown = (input as { preset?: unknown }).preset ?? "classic";
  if (!presetNames.includes(preset as PresetName)) {
    return err(
      "ruleset/invalid",
      `ruleset: field "preset": expected one of ${presetNames.map((n) => JSON.stringify(n)).join(" | ")}`,
      "§12",
    );
  }
  const merged: Ruleset = Object.freeze({ ...presets[preset as PresetName], ...fields.value });
  remember(merged);
  return ok(merged);
}

// Kept importable from here for the modules that check a ruleset beside defining one.
export { checkRuleset };
