/**
 * The ruleset presets as players say them, by locale, for the rules selects of the playground, the
 * score pad and the online page: built from the library's `presetName`, so the names live in one
 * place (burraco/i18n).
 */
import { presetNames } from "burraco";
import { type Locale, presetName } from "burraco/i18n";

function namesIn(locale: Locale): Readonly<Record<string, string>> {
  return Object.fromEntries(presetNames.map((p) => [p, presetName(p, locale)]));
}

/** Preset names by locale. */
export const PRESET_NAMES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  it: namesIn("it"),
  en: namesIn("en"),
};
