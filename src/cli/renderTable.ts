/**
 * Plain-text tables and number formats for the CLI.
 * @module
 */

/**
 * Lays rows out in columns: the first column left-aligned, the others right-aligned, two spaces
 * apart, each line indented by `indent`.
 */
export function renderTable(rows: readonly (readonly string[])[], indent = ""): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, [...cell].length);
    });
  }
  return rows
    .map((row) =>
      (
        indent +
        row
          .map((cell, i) => {
            const pad = " ".repeat((widths[i] ?? 0) - [...cell].length);
            return i === 0 ? cell + pad : pad + cell;
          })
          .join("  ")
      ).trimEnd(),
    )
    .join("\n");
}

/**
 * A whole number with thousands separators.
 */
export function formatCount(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

/**
 * A share (0–1) as a percentage with one decimal.
 */
export function formatShare(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

/**
 * A number with one decimal (and thousands separators).
 */
export function formatMean(n: number): string {
  return n.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * A duration in seconds, or milliseconds when short.
 */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
