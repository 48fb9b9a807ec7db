/**
 * The summary of `burraco simulate`, as a table or as JSON.
 * @module
 */
import type { BotName } from "../bots/registry.js";
import type { BurracoClass } from "../melds/types.js";
import type { Seed } from "../random/seed.js";
import type { PresetName } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";
import { handEndReasons, type SimulationSummary } from "../sim/types.js";
import { initialSides } from "../state/seats.js";
import { sideName } from "./renderCards.js";
import { formatCount, formatDuration, formatMean, formatShare, renderTable } from "./renderTable.js";

/**
 * Everything the summary shows.
 * @example
 * const input: SummaryInput = { preset: "classic", ruleset: presets.classic, seed: 1, seatBots: ["greedy", "random", "greedy", "random"], summary, elapsedMs: 812 };
 */
export interface SummaryInput {
  readonly preset: PresetName;
  readonly ruleset: Ruleset;
  readonly seed: Seed;
  /** The bot of each seat. */
  readonly seatBots: readonly BotName[];
  readonly summary: SimulationSummary;
  readonly elapsedMs: number;
}

const END_LABELS: Record<string, string> = {
  closed: "closed",
  "stock-exhausted": "stock exhausted",
  stalemate: "stalemate",
  "bot-error": "bot error",
  "action-cap": "action cap",
};

/** The seats of each side when a hand starts. */
function sideSeats(players: number): number[][] {
  const sides = initialSides(players);
  const out: number[][] = [];
  sides.forEach((side, seat) => {
    const seats = out[side] ?? [];
    seats.push(seat);
    out[side] = seats;
  });
  return out;
}

function sideBots(seats: readonly number[], seatBots: readonly BotName[]): string {
  const names = [...new Set(seats.map((s) => seatBots[s] ?? "?"))];
  return names.join("+");
}

/**
 * The summary as a plain-text report: speed, close rate, how hands ended, and per side the bots,
 * mean score, hands won, closes, pozzetti and burraco classes seen.
 * @example
 * io.stdout.write(renderSummary({ preset: "classic", ruleset, seed: 1, seatBots, summary, elapsedMs: 8150 }));
 */
export function renderSummary(input: SummaryInput): string {
  const { summary: s, ruleset } = input;
  const players = ruleset.players;
  const seats = sideSeats(players);
  const rate = input.elapsedMs > 0 ? (s.hands * 1000) / input.elapsedMs : 0;
  const lines: string[] = [];
  lines.push(
    `burraco simulate · preset ${input.preset} · ${players} players · ${formatCount(s.hands)} hands · seed ${String(input.seed)}`,
  );
  lines.push(`bots: ${seats.map((ss) => `${sideName(ss, players)} ${sideBots(ss, input.seatBots)}`).join(" · ")}`);
  lines.push("");
  lines.push(`${formatCount(s.hands)} hands in ${formatDuration(input.elapsedMs)} · ${formatCount(rate)} hands/s · close rate ${formatShare(s.closeRate)}`);
  lines.push("");
  const ends: string[][] = [["how hands ended", "hands", "share"]];
  for (const reason of handEndReasons) {
    const n = s.ends[reason];
    ends.push([END_LABELS[reason] ?? reason, formatCount(n), formatShare(s.hands === 0 ? 0 : n / s.hands)]);
  }
  lines.push(renderTable(ends));
  lines.push("");
  const per = (f: (side: number) => string): string[] => seats.map((_, side) => f(side));
  const rows: string[][] = [
    ["per side", ...per((side) => sideName(seats[side] ?? [], players))],
    ["bots", ...per((side) => sideBots(seats[side] ?? [], input.seatBots))],
    ["mean score", ...per((side) => formatMean(s.meanScore[side] ?? 0))],
    ["hands won", ...per((side) => formatCount(s.wins[side] ?? 0))],
    ["closes", ...per((side) => formatCount(s.closes[side] ?? 0))],
    ["pozzetto taken", ...per((side) => formatShare(s.hands === 0 ? 0 : (s.pozzetti[side] ?? 0) / s.hands))],
  ];
  const classes: BurracoClass[] = ["clean", "semi-clean", "dirty"];
  if (ruleset.royalBurraco !== null) classes.push("royal");
  if (ruleset.superBurraco !== null) classes.push("super");
  for (const cls of classes) rows.push([`${cls} burraco`, ...per((side) => formatCount(s.burraco[side]?.[cls] ?? 0))]);
  lines.push(renderTable(rows));
  lines.push(`tied hands: ${formatCount(s.ties)} · mean turns ${formatMean(s.meanTurns)} · mean actions ${formatMean(s.meanActions)} (max ${formatCount(s.maxActions)})`);
  return `${lines.join("\n")}\n`;
}

/**
 * The summary as JSON for machines: the options, the ruleset, timing and the summary.
 * @example
 * JSON.parse(renderSummaryJson(input)).summary.closeRate;
 */
export function renderSummaryJson(input: SummaryInput): string {
  const { summary: s } = input;
  return `${JSON.stringify(
    {
      preset: input.preset,
      players: input.ruleset.players,
      seed: input.seed,
      bots: input.seatBots,
      hands: s.hands,
      elapsedMs: Math.round(input.elapsedMs),
      handsPerSecond: input.elapsedMs > 0 ? Math.round((s.hands * 1000) / input.elapsedMs) : null,
      summary: s,
      ruleset: input.ruleset,
    },
    null,
    2,
  )}\n`;
}
