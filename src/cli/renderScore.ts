/**
 * The itemised score sheet of a hand (RULES.md §9), as a table.
 * @module
 */

import type { Locale } from "../i18n/locale.js";
import { burracoClassName, scoreLineLabel } from "../i18n/scoreLabels.js";
import { type ScoreSheet, scoreLines } from "../scoring/types.js";
import { sideName } from "./renderCards.js";
import { renderTable } from "./renderTable.js";
import { CLI_TEXTS } from "./texts.js";

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** How a score sheet is headed and labelled. */
export interface SheetOptions {
  /** The sides' names by side (default: their seats, "North–South"). */
  readonly names?: readonly string[];
  /** Whether each line's label is followed by its rule id (default `true`). */
  readonly rules?: boolean;
}

/**
 * The score sheet with one column per side and one line per item of R9.1–R9.6, the total last,
 * and each burraco with its class and bonus.
 */
export function renderScoreSheet(
  sheet: ScoreSheet,
  players: number,
  lang: Locale = "en",
  options: SheetOptions = {},
): string {
  const sides = sheet.sides;
  const nameOf = (s: (typeof sides)[number]): string => options.names?.[s.side] ?? sideName(s.seats, players, lang);
  const rules = options.rules !== false;
  const rows: string[][] = [
    ["", ...sides.map(nameOf)],
    ...scoreLines.map((line) => [
      scoreLineLabel(line, lang, rules && line !== "total"),
      ...sides.map((s) => signed(s[line])),
    ]),
  ];
  const lines = [renderTable(rows, "  ")];
  for (const s of sides) {
    if (s.burraco.length === 0) continue;
    const list = s.burraco
      .map((b) =>
        CLI_TEXTS[lang].burracoItem(b.meld + 1, lang === "en" ? b.class : burracoClassName(b.class, lang), b.bonus),
      )
      .join(", ");
    lines.push(`  ${nameOf(s)} burraco: ${list}`);
  }
  return `${lines.join("\n")}\n`;
}
