export { createGreedyBot, type GreedyOptions, greedyBot } from "./greedyBot.js";
export { randomBot } from "./randomBot.js";
export { type BotName, botNames, bots, isBotName } from "./registry.js";
export type { Bot, BotChoice } from "./types.js";
export { type PlayoutPolicy, type PlayoutResult, playout } from "./search/playout.js";
export { createSearchBot, type SearchOptions, searchBot } from "./search/searchBot.js";
