/**
 * Score tables on the page (the playground's and the online page's): a hand's itemised score sheet
 * (`scoreHand` or `scoreView` of burraco, its lines named by `scoreLineLabel`), and the plain table
 * of heads and rows it is drawn with.
 */
import { type ScoreSheet, scoreLines } from "burraco";
import { type Locale, scoreLineLabel } from "burraco/i18n";
import { type Child, h } from "./dom.js";

/** A table: column heads, then rows of a row head and cells, the last row a total. */
export function table(id: string, heads: readonly string[], rows: readonly Child[][]): HTMLElement {
  return h(
    "table",
    { id },
    h("thead", {}, h("tr", {}, h("td", {}), ...heads.map((x) => h("th", { scope: "col" }, x)))),
    h(
      "tbody",
      {},
      ...rows.map(([head, ...cells], i) =>
        h(
          "tr",
          { class: i === rows.length - 1 ? "total" : undefined },
          h("th", { scope: "row" }, head),
          ...cells.map((c) => (c instanceof Node ? c : h("td", {}, c))),
        ),
      ),
    ),
  );
}

/** A signed number of points ("+120", "-35", "0"). */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/**
 * A hand's score sheet, line by line (R9.1–R9.8), one column a side named by `heads`; each line's
 * rule is in its title (`rule` words it), not in front of every line.
 */
export function sheetTable(
  sheet: ScoreSheet,
  heads: readonly string[],
  rule: (id: string) => string,
  lang: Locale,
): HTMLElement {
  return table(
    "score-sheet",
    heads,
    scoreLines.map((line) => {
      const label = scoreLineLabel(line, lang);
      const id = scoreLineLabel(line, lang, true).slice(label.length + 2, -1);
      return [
        h("span", { title: rule(id), "data-rule": id }, label),
        ...sheet.sides.map((s) => h("td", { "data-line": line, "data-value": s[line] }, signed(s[line]))),
      ];
    }),
  );
}
