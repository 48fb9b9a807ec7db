/**
 * The ruleset presets as players say them, in Italian and English: shared by the playground and the
 * score pad (playground/scorepad/), whose rules selects list them. A name not listed shows as it is.
 */
import type { Locale } from "burraco/i18n";

/** Preset names by locale. */
export const PRESET_NAMES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
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
