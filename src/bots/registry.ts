import { greedyBot } from "./greedyBot.js";
import { randomBot } from "./randomBot.js";
import { searchBot } from "./search/searchBot.js";
import type { Bot } from "./types.js";

/**
 * The names of the built-in bots, as the CLI accepts them (`--bots greedy,random`).
 * @example
 * const name: BotName = "greedy";
 * bots[name] === greedyBot; // true
 */
export type BotName = "random" | "greedy" | "search";

/**
 * The built-in bots by name.
 * @example
 * const name = "greedy";
 * const report = simulate({ ruleset: presets.classic, seed: 1, handCount: 10, bots: [bots[name], bots.random] });
 * report.ok; // true
 */
export const bots: Readonly<Record<BotName, Bot>> = /* @__PURE__ */ Object.freeze({
  random: randomBot,
  greedy: greedyBot,
  search: searchBot,
});

/**
 * The built-in bot names, in a fixed order.
 */
export const botNames: readonly BotName[] = /* @__PURE__ */ Object.freeze(["random", "greedy", "search"] as BotName[]);

/**
 * Whether a string names a built-in bot.
 */
export function isBotName(name: unknown): name is BotName {
  return typeof name === "string" && Object.hasOwn(bots, name);
}
