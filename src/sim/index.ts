/**
 * `burraco/sim`: complete hands between bots, one at a time or by the million.
 * @example
 * import { greedyBot } from "burraco/bots";
 * import { simulate } from "burraco/sim";
 * const report = simulate({ seed: 1, handCount: 10, bots: [greedyBot] });
 * if (report.ok) report.value.summary.handCount; // 10
 * @packageDocumentation
 */
export { type ArenaOptions, arena } from "./arenaRun.js";
export type { ArenaReport, ArenaTiming, DealRecord } from "./arenaTypes.js";
export { mergeReports } from "./mergeReports.js";
export { type PlayedHand, playHand } from "./playHand.js";
export { botSeed, dealSeed } from "./seeds.js";
export { simulate, simulateHands } from "./simulate.js";
export { summarize } from "./summary.js";
export {
  type BotError,
  type HandOutcome,
  type HandResult,
  handOutcomes,
  type PlayHandOptions,
  type SimulateOptions,
  type SimulationReport,
  type SimulationSummary,
} from "./types.js";
