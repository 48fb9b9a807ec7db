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

/**
 * The score sheet with one column per side and one line per item of R9.1–R9.6, the total last,
 * and each burraco with its class and bonus.
 */
export function renderScoreSheet(sheet: ScoreSheet, players: number, lang: Locale = "en"): string {
  const sides = sheet.sides;
  const rows: string[][] = [
    ["", ...sides.map((s) => sideName(s.seats, players, lang))],
    ...scoreLines.map((line) => [scoreLineLabel(line, lang, line !== "total"), ...sides.map((s) => signed(s[line]))]),
  ];
  const lines = [renderTable(rows, "  ")];
  for (const s of sides) {
    if (s.burraco.length === 0) continue;
    const list = s.burraco
      .map((b) =>
        CLI_TEXTS[lang].burracoItem(b.meld + 1, lang === "en" ? b.class : burracoClassName(b.class, lang), b.bonus),
      )
      .join(", ");
    lines.push(`  ${sideName(s.seats, players, lang)} burraco: ${list}`);
  }
  return `${lines.join("\n")}\n`;
}
