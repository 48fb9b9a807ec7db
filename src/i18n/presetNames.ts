/**
 * The ruleset presets as players say them.
 * @module
 */
import { isLocale, type Locale } from "./locale.js";

const NAMES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  it: {
    classic: "Classico (FIBUR)",
    openDirty: "Aperto sporco",
    open: "Aperto",
    closed: "Chiuso",
    closedDirty: "Chiuso sporco",
    closedSTBP: "Chiuso STBP",
    twoPlayers: "Due giocatori",
    threePlayers: "Tre giocatori",
    fibur2026: "FIBUR 2026",
  },
  en: {
    classic: "Classic (FIBUR)",
    openDirty: "Open, dirty",
    open: "Open",
    closed: "Closed",
    closedDirty: "Closed, dirty",
    closedSTBP: "Closed STBP",
    twoPlayers: "Two players",
    threePlayers: "Three players",
    fibur2026: "FIBUR 2026",
  },
};

/**
 * A preset's name as players say it (`"Classico (FIBUR)"`, `"Two players"`), for a header or a
 * rules menu; a name that is not a preset's is given back as it is (any other value: `""`).
 * @example
 * presetName("classic", "it");    // "Classico (FIBUR)"
 * presetName("twoPlayers", "en"); // "Two players"
 * presetName("house", "en");      // "house"
 */
export function presetName(preset: string, locale: Locale): string {
  const names = NAMES[isLocale(locale) ? locale : "en"];
  if (typeof preset !== "string") return "";
  return Object.hasOwn(names, preset) ? (names[preset] as string) : preset;
}
