/**
 * The itemised score sheet of a hand (RULES.md §9), as a table.
 * @module
 */
import type { ScoreSheet } from "../scoring/types.js";
import { sideName } from "./renderCards.js";
import { renderTable } from "./renderTable.js";

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/**
 * The score sheet with one column per side and one line per item of R9.1–R9.6, the total last,
 * and each burraco with its class and bonus.
 * @example
 * io.stdout.write(renderScoreSheet(scoreHand(state), 4));
 */
export function renderScoreSheet(sheet: ScoreSheet, players: number): string {
  const sides = sheet.sides;
  const col = (f: (i: number) => number): string[] => sides.map((_, i) => signed(f(i)));
  const get = (i: number) => sides[i] as ScoreSheet["sides"][number];
  const rows: string[][] = [
    ["", ...sides.map((s) => sideName(s.seats, players))],
    ["cards in melds (R9.1)", ...col((i) => get(i).meldPoints)],
    ["burraco bonuses (R9.2)", ...col((i) => get(i).burracoBonus)],
    ["closing (R9.3)", ...col((i) => get(i).closing)],
    ["cards left in hand (R9.4)", ...col((i) => get(i).handPenalty)],
    ["pozzetto not taken (R9.5)", ...col((i) => get(i).pozzettoPenalty)],
    ["unplayed pozzetto (R9.6)", ...col((i) => get(i).unplayedPozzetto)],
    ["total", ...col((i) => get(i).total)],
  ];
  const lines = [renderTable(rows, "  ")];
  for (const s of sides) {
    if (s.burraco.length === 0) continue;
    const list = s.burraco.map((b) => `meld ${b.meld + 1} ${b.class} (${b.bonus})`).join(", ");
    lines.push(`  ${sideName(s.seats, players)} burraco: ${list}`);
  }
  return `${lines.join("\n")}\n`;
}
