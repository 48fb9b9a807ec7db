/**
 * The words of a score sheet: its lines and the burraco classes.
 * @module
 */
import type { BurracoClass } from "../melds/types.js";
import type { ScoreLine } from "../scoring/types.js";
import { isLocale, type Locale } from "./locale.js";

/**
 * The label of every score line in each locale, with the rule that defines it. The compiler
 * refuses a missing line.
 */
export const SCORE_LINE_LABELS: Readonly<Record<Locale, Readonly<Record<ScoreLine, string>>>> =
  /* @__PURE__ */ Object.freeze({
    it: /* @__PURE__ */ Object.freeze({
      meldPoints: "carte calate",
      burracoBonus: "premi dei burraco",
      closing: "chiusura",
      handPenalty: "carte rimaste in mano",
      pozzettoPenalty: "pozzetto non preso",
      unplayedPozzetto: "pozzetto non giocato",
      penaltyCards: "carte penalizzate",
      total: "totale",
    }),
    en: /* @__PURE__ */ Object.freeze({
      meldPoints: "cards in melds",
      burracoBonus: "burraco bonuses",
      closing: "closing",
      handPenalty: "cards left in hand",
      pozzettoPenalty: "pozzetto not taken",
      unplayedPozzetto: "unplayed pozzetto",
      penaltyCards: "penalty cards",
      total: "total",
    }),
  });

/** The RULES.md id behind each score line (§9). */
const LINE_RULES: Readonly<Record<ScoreLine, string>> = {
  meldPoints: "R9.1",
  burracoBonus: "R9.2",
  closing: "R9.3",
  handPenalty: "R9.4",
  pozzettoPenalty: "R9.5",
  unplayedPozzetto: "R9.6",
  penaltyCards: "R9.8",
  total: "R9.7",
};

/**
 * The name of a burraco class in each locale, as players say it.
 */
export const BURRACO_CLASS_NAMES: Readonly<Record<Locale, Readonly<Record<BurracoClass, string>>>> =
  /* @__PURE__ */ Object.freeze({
    it: /* @__PURE__ */ Object.freeze({
      clean: "burraco pulito",
      "semi-clean": "burraco semipulito",
      dirty: "burraco sporco",
      royal: "burraco reale",
      super: "super burraco",
    }),
    en: /* @__PURE__ */ Object.freeze({
      clean: "clean burraco",
      "semi-clean": "semi-clean burraco",
      dirty: "dirty burraco",
      royal: "royal burraco",
      super: "super burraco",
    }),
  });

/**
 * The label of a score-sheet line, optionally followed by its rule id.
 * @example
 * scoreLineLabel("handPenalty", "it");       // "carte rimaste in mano"
 * scoreLineLabel("closing", "en", true);     // "closing (R9.3)"
 */
export function scoreLineLabel(line: ScoreLine, locale: Locale, withRule = false): string {
  const lang: Locale = isLocale(locale) ? locale : "en";
  const label = SCORE_LINE_LABELS[lang][line] ?? String(line);
  return withRule ? `${label} (${LINE_RULES[line] ?? "§9"})` : label;
}

/**
 * The name of a burraco class.
 * @example
 * burracoClassName("dirty", "it"); // "burraco sporco"
 */
export function burracoClassName(cls: BurracoClass, locale: Locale): string {
  const lang: Locale = isLocale(locale) ? locale : "en";
  return BURRACO_CLASS_NAMES[lang][cls] ?? String(cls);
}
