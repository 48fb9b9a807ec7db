/**
 * `burraco/bots`: the built-in bots and what writing one takes (the seeded PRNG).
 * @example
 * import { legalActions, newHand, viewFor } from "burraco";
 * import { greedyBot, seedRng } from "burraco/bots";
 * const dealt = newHand({ seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * const [action] = greedyBot(viewFor(state, state.turn), legalActions(state), seedRng(1));
 * @packageDocumentation
 */
export { nextInt, type RngState, seedRng } from "../random/prng.js";
export {
  type CheckedBotOptions,
  checkBotOptions,
  MAX_ITERATIONS,
  MAX_PLAYOUT_ACTIONS,
  MAX_TIME_MS,
} from "./budget.js";
export { createGreedyBot, type GreedyOptions, greedyBot } from "./greedyBot.js";
export { type BotLevel, type BotOptions, createBot, easyBot } from "./levels.js";
export { burracoHoarderBot } from "./panel/burracoHoarder.js";
export { earlyCloserBot } from "./panel/earlyCloser.js";
export { type PanelBotName, panel } from "./panel/panel.js";
export { pileHunterBot } from "./panel/pileHunter.js";
export { safeDiscarderBot } from "./panel/safeDiscarder.js";
export { createPlannerBot, type Hint, type HintLead, hint, type PlannerOptions } from "./planner/plannerBot.js";
export { randomBot } from "./randomBot.js";
export { type BotName, type BuiltInBotName, botFor, bots } from "./registry.js";
export { type PlayoutPolicy, type PlayoutResult, playout } from "./search/playout.js";
export { createSearchBot, type SearchOptions, searchBot } from "./search/searchBot.js";
export type { Bot, BotChoice } from "./types.js";
