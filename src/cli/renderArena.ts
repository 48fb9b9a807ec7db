/**
 * The text of `burraco arena` and `burraco merge`.
 * @module
 */
import { showable } from "../input/text.js";
import type { ArenaReport } from "../sim/arenaTypes.js";
import { formatCount } from "./renderTable.js";

const signed = (x: number): string => `${x >= 0 ? "+" : "−"}${Math.abs(x).toFixed(1)}`;
const percent = (x: number): string => `${(x * 100).toFixed(1)} %`;

/**
 * The arena's figures as text; `elapsedMs` (wall clock) is left out when unknown (a merge). The
 * names, preset and seed were checked where they entered; they are escaped here all the same, so
 * no report can forge a line or a terminal escape in the text.
 */
export function renderArena(r: ArenaReport, elapsedMs?: number): string {
  const [a, b] = r.bots.map(showable) as [string, string];
  const deals = r.deals[1] - r.deals[0];
  const slice =
    r.deals[0] === 0 && r.deals[1] === r.hands
      ? ""
      : ` (deals ${r.deals[0]}–${r.deals[1] - 1} of ${formatCount(r.hands)})`;
  const ms = (k: 0 | 1): string =>
    r.timing.moves[k] === 0 ? "—" : `${(r.timing.botMs[k] / r.timing.moves[k]).toFixed(2)} ms`;
  const lines = [
    `arena: ${a} vs ${b} · ${showable(r.preset)} · seed ${showable(String(r.seed))} · ${formatCount(deals)} deals${r.duplicate ? ", each played twice with the partnerships swapped" : ""}${slice}`,
    `hands played: ${formatCount(r.handsPlayed)}`,
    `margin of ${a}'s side: ${signed(r.margin)} points a hand (95 % CI ${signed(r.ci95[0])} … ${signed(r.ci95[1])})`,
    `hands won by ${a}'s side: ${percent(r.handsWon)}`,
    `matches to ${formatCount(r.ruleset.targetScore)} won by ${a}'s side: ${r.matchesWon === null ? "none finished" : `${percent(r.matchesWon)} of ${formatCount(r.matches)}`}`,
    `hands stopped by a bot error: ${a} ${formatCount(r.botErrors[0])}, ${b} ${formatCount(r.botErrors[1])}`,
    `time a move: ${a} ${ms(0)}, ${b} ${ms(1)}`,
  ];
  if (elapsedMs !== undefined)
    lines.push(
      `elapsed: ${(elapsedMs / 1000).toFixed(1)} s · ${formatCount((r.handsPlayed * 1000) / Math.max(1, elapsedMs))} hands/s`,
    );
  return `${lines.join("\n")}\n`;
}
