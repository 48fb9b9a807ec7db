/**
 * The summary of `burraco simulate`, as a table or as JSON.
 * @module
 */
import type { BotName } from "../bots/registry.js";
import type { Locale } from "../i18n/locale.js";
import { burracoClassName } from "../i18n/scoreLabels.js";
import type { BurracoClass } from "../melds/types.js";
import type { Seed } from "../random/seed.js";
import type { PresetName } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";
import { handOutcomes, type SimulationSummary } from "../sim/types.js";
import { initialSides } from "../state/seats.js";
import { sideName } from "./renderCards.js";
import { formatCount, formatDuration, formatMean, formatShare, renderTable } from "./renderTable.js";
import { CLI_TEXTS } from "./texts.js";

/**
 * Everything the summary shows.
 */
export interface SummaryInput {
  readonly preset: PresetName;
  readonly ruleset: Ruleset;
  readonly seed: Seed;
  /** The bot of each seat. */
  readonly seatBots: readonly BotName[];
  readonly summary: SimulationSummary;
  readonly elapsedMs: number;
  /** The language of the report; English when absent. */
  readonly lang?: Locale;
}

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
 */
export function renderSummary(input: SummaryInput): string {
  const { summary: s, ruleset } = input;
  const players = ruleset.players;
  const seats = sideSeats(players);
  const rate = input.elapsedMs > 0 ? (s.handCount * 1000) / input.elapsedMs : 0;
  const lang = input.lang ?? "en";
  const t = CLI_TEXTS[lang];
  const side = (ss: readonly number[]): string => sideName(ss, players, lang);
  const lines: string[] = [];
  lines.push(t.simulateTitle(input.preset, players, formatCount(s.handCount), String(input.seed)));
  lines.push(`${t.perSide.bots}: ${seats.map((ss) => `${side(ss)} ${sideBots(ss, input.seatBots)}`).join(" · ")}`);
  lines.push("");
  lines.push(
    t.simulateSpeed(
      formatCount(s.handCount),
      formatDuration(input.elapsedMs),
      formatCount(rate),
      formatShare(s.closeRate),
    ),
  );
  lines.push("");
  const ends: string[][] = [[...t.endsHead]];
  for (const reason of handOutcomes) {
    const n = s.ends[reason];
    ends.push([t.endLabels[reason], formatCount(n), formatShare(s.handCount === 0 ? 0 : n / s.handCount)]);
  }
  lines.push(renderTable(ends));
  lines.push("");
  const per = (f: (side: number) => string): string[] => seats.map((_, side) => f(side));
  const rows: string[][] = [
    [t.perSide.title, ...per((i) => side(seats[i] ?? []))],
    [t.perSide.bots, ...per((i) => sideBots(seats[i] ?? [], input.seatBots))],
    [t.perSide.mean, ...per((i) => formatMean(s.meanScore[i] ?? 0))],
    [t.perSide.won, ...per((i) => formatCount(s.wins[i] ?? 0))],
    [t.perSide.closes, ...per((i) => formatCount(s.closes[i] ?? 0))],
    [t.perSide.pozzetto, ...per((i) => formatShare(s.handCount === 0 ? 0 : (s.pozzetti[i] ?? 0) / s.handCount))],
    [t.perSide.botErrors, ...per((i) => formatCount(s.botErrors[i] ?? 0))],
  ];
  const classes: BurracoClass[] = ["clean", "semi-clean", "dirty"];
  if (ruleset.royalBurraco !== null) classes.push("royal");
  if (ruleset.superBurraco !== null) classes.push("super");
  for (const cls of classes)
    rows.push([burracoClassName(cls, lang), ...per((i) => formatCount(s.burraco[i]?.[cls] ?? 0))]);
  lines.push(renderTable(rows));
  lines.push(
    t.simulateFooter(
      formatCount(s.ties),
      formatMean(s.meanTurns),
      formatMean(s.meanActions),
      formatCount(s.maxActions),
    ),
  );
  return `${lines.join("\n")}\n`;
}

/**
 * The summary as JSON for machines: the options, the ruleset, timing and the summary.
 */
export function renderSummaryJson(input: SummaryInput): string {
  const { summary: s } = input;
  return `${JSON.stringify(
    {
      preset: input.preset,
      players: input.ruleset.players,
      seed: input.seed,
      bots: input.seatBots,
      handCount: s.handCount,
      elapsedMs: Math.round(input.elapsedMs),
      handsPerSecond: input.elapsedMs > 0 ? Math.round((s.handCount * 1000) / input.elapsedMs) : null,
      summary: s,
      ruleset: input.ruleset,
    },
    null,
    2,
  )}\n`;
}
