import type { Ruleset } from "../rules/ruleset.js";
import type { BurracoClass, Meld } from "./types.js";

/**
 * The bonus a burraco class is worth under a ruleset (R5.2–R5.7); 0 for `null`.
 * Trusts its arguments: a burraco class and a checked ruleset.
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
 */
export function isCleanClass(cls: BurracoClass | null): boolean {
  return cls === "clean" || cls === "royal" || cls === "super";
}

/**
 * Whether a side's melds hold the burraco that closing needs (R7.1): any burraco, or a clean one
 * (clean, royal or super) under `closeRequires: "clean-burraco"`. The one place this is decided:
 * the close check, the meld check (R6.4), `checkState` and the greedy bot all ask it.
 */
export function sideCanClose(melds: readonly Meld[], ruleset: Ruleset): boolean {
  const clean = ruleset.closeRequires === "clean-burraco";
  for (let i = 0; i < melds.length; i++) {
    const cls = (melds[i] as Meld).burraco;
    if (clean ? isCleanClass(cls) : cls !== null) return true;
  }
  return false;
}
