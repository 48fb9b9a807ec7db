export { playHand } from "./playHand.js";
export { botSeed, handSeed } from "./seeds.js";
export { MAX_HANDS, simulate, simulateHands } from "./simulate.js";
export { addHand, finishTally, newTally, summarize, type Tally } from "./summary.js";
export {
  type BotError,
  type HandEndReason,
  type HandResult,
  handEndReasons,
  type PlayHandOptions,
  type SimulateOptions,
  type SimulationReport,
  type SimulationSummary,
} from "./types.js";
