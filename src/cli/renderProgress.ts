/**
 * The progress bar of `burraco simulate` (drawn on stderr, on a terminal only).
 * @module
 */
import { formatCount } from "./renderTable.js";

/**
 * One frame of the progress bar, starting with a carriage return so it redraws in place.
 */
export function renderProgress(done: number, total: number, elapsedMs: number, barWidth = 30): string {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(share * barWidth);
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const left = rate > 0 ? Math.ceil((total - done) / rate) : 0;
  const pct = `${Math.floor(share * 100)}%`.padStart(4);
  return `\r[${"#".repeat(filled)}${"-".repeat(barWidth - filled)}] ${pct} ${formatCount(done)}/${formatCount(total)} hands · ${formatCount(rate)} hands/s · ${left} s left`;
}

/**
 * Clears the progress bar's line.
 */
export function clearProgress(columns = 100): string {
  return `\r${" ".repeat(Math.max(0, columns - 1))}\r`;
}
