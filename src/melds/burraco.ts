import type { Ruleset } from "../rules/ruleset.js";
import type { BurracoClass } from "./types.js";

/**
 * The bonus a burraco class is worth under a ruleset (R5.2–R5.7); 0 for `null`.
 * Trusts its arguments: a burraco class and a checked ruleset.
 * @example
 * burracoBonus("clean", presets.classic); // 200
 */
export function burracoBonus(cls: BurracoClass | null, ruleset: Ruleset): number {
  switch (cls) {
    case "royal":
      return ruleset.royalBurraco ?? ruleset.cleanBurracoBonus;
    case "super":
      return ruleset.superBurraco ?? ruleset.cleanBurracoBonus;
    case "clean":
      return ruleset.cleanBurracoBonus;
    case "semi-clean":
      return ruleset.semiCleanBurracoBonus;
    case "dirty":
      return ruleset.dirtyBurracoBonus;
    default:
      return 0;
  }
}

/**
 * Whether a burraco class counts as clean for closing with `closeRequires: "clean-burraco"` (R7.1:
 * clean, royal or super).
 * Trusts `cls` to be a burraco class or `null`.
 * @example
 * isCleanClass("royal"); // true
 */
export function isCleanClass(cls: BurracoClass | null): boolean {
  return cls === "clean" || cls === "royal" || cls === "super";
}
