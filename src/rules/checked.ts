/**
 * Checking a ruleset by value, wherever one enters (issue 26): every entry that takes a ruleset
 * (`newHand`, `newMatch`, `scoreCount`, `newScorePad`, the simulator, `analyzeMeld`) calls
 * {@link checkRuleset}, so each accepts and refuses the same rulesets with the same code.
 *
 * A cache of the rulesets this copy of the library built and checked (the presets and every
 * checked copy) skips repeated work, never decides the answer: a ruleset it does not hold (a
 * spread of a preset, JSON, a preset of another copy of the package) is checked field by field,
 * not refused. Only objects the library made itself go in: frozen plain data, so they cannot
 * change after the check. A caller's object, frozen or not, is never cached (a frozen object may
 * still have a getter, a Proxy may answer differently each time): it is read once into a fresh
 * frozen copy, and the copy is what is checked, cached and used.
 * @module
 */
import { readFields } from "../input/read.js";
import { err, ok, type Result } from "../result.js";
import { checkRulesetFields, type Ruleset } from "./ruleset.js";

const checked = new WeakSet<object>();

/**
 * Records a ruleset this library built, frozen and valid (a preset, or the copy that
 * {@link checkRuleset} or `defineRuleset` made), so that checking it again is skipped. A cache
 * only: a ruleset not recorded is checked by value.
 * @internal
 */
export function remember<T extends object>(ruleset: T): T {
  checked.add(ruleset);
  return ruleset;
}

/**
 * Checks that a value is a complete, valid {@link Ruleset} (RULES.md §12): read once into a fresh
 * copy (each field read once), every field checked, unknown and missing fields refused with
 * `ruleset/invalid` naming the field. Returns the frozen copy, never the value passed in, so later
 * changes to that value cannot reach what is built on it. A ruleset this library built (a preset,
 * a copy returned here or by `defineRuleset`) is returned as it is.
 * @internal
 */
export function checkRuleset(value: unknown): Result<Ruleset> {
  if (typeof value === "object" && value !== null && checked.has(value)) return ok(value as Ruleset);
  const copy = readFields(value, null, "ruleset");
  if (!copy.ok) return err("ruleset/invalid", copy.error.message, "§12");
  const fields = checkRulesetFields(copy.value, true, []);
  if (!fields.ok) return fields;
  return ok(remember(Object.freeze({ ...fields.value }) as Ruleset));
}
