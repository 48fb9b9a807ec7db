/**
 * Text laid out for a terminal of a given width: lines broken at word boundaries, never inside a
 * word.
 * @module
 */

/** The width a terminal shows a text at: one column per code point (cards, ★ and accents included). */
function widthOf(text: string): number {
  return [...text].length;
}

/**
 * `text` with every line longer than `width` columns broken at spaces, the continuation lines
 * indented as the line's own leading spaces plus `hang` more. A word longer than a line stays
 * whole on its own line. A width below 20 is read as 20.
 */
export function wrapText(text: string, width: number, hang = 2): string {
  const cols = Number.isInteger(width) && width >= 20 ? width : 20;
  return text
    .split("\n")
    .map((line) => {
      if (widthOf(line) <= cols) return line;
      const lead = /^ */.exec(line)?.[0] ?? "";
      const pad = `${lead}${" ".repeat(hang)}`;
      const words = line.slice(lead.length).split(/ +/);
      const out: string[] = [];
      let current = lead;
      for (const word of words) {
        const start = current === lead || current === pad;
        const next = start ? `${current}${word}` : `${current} ${word}`;
        if (widthOf(next) > cols && !start) {
          out.push(current);
          current = `${pad}${word}`;
        } else current = next;
      }
      out.push(current);
      return out.join("\n");
    })
    .join("\n");
}
