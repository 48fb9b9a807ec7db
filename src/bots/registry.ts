import { MAX_ITERATIONS } from "./budget.js";
import { greedyBot } from "./greedyBot.js";
import { createBot, easyBot } from "./levels.js";
import { burracoHoarderBot } from "./panel/burracoHoarder.js";
import { earlyCloserBot } from "./panel/earlyCloser.js";
import type { PanelBotName } from "./panel/panel.js";
import { pileHunterBot } from "./panel/pileHunter.js";
import { safeDiscarderBot } from "./panel/safeDiscarder.js";
import { randomBot } from "./randomBot.js";
import { searchBot } from "./search/searchBot.js";
import type { Bot } from "./types.js";

/**
 * The names of the built-in bots of {@link bots}.
 * @example
 * const name: BuiltInBotName = "hard";
 * bots[name] === bots.hard; // true
 */
export type BuiltInBotName = "random" | "greedy" | "search" | "easy" | "medium" | "hard" | PanelBotName;

/**
 * A bot as the CLI names it (`--bots greedy,hard`): a built-in name, or `hard:<n>`, the hard
 * level's planner with `n` playouts a decision (1 to 10,000, `MAX_ITERATIONS`) instead of its default.
 * @example
 * const name: BotName = "hard:48";
 */
export type BotName = BuiltInBotName | `hard:${number}`;

/**
 * The built-in bots by name: `easy`, `medium` and `hard` are `createBot`'s levels (`medium` is
 * greedy); `safe`, `pile`, `closer` and `hoarder` are the expert panel (`panel`).
 * @example
 * const name = "greedy";
 * const report = simulate({ ruleset: presets.classic, seed: 1, handCount: 10, bots: [bots[name], bots.random] });
 * report.ok; // true
 */
export const bots: Readonly<Record<BuiltInBotName, Bot>> = /* @__PURE__ */ Object.freeze({
  random: randomBot,
  greedy: greedyBot,
  search: searchBot,
  easy: easyBot,
  medium: greedyBot,
  hard: /* @__PURE__ */ createBot({ level: "hard" }),
  safe: safeDiscarderBot,
  pile: pileHunterBot,
  closer: earlyCloserBot,
  hoarder: burracoHoarderBot,
});

/**
 * The built-in bot names, in a fixed order.
 */
export const botNames: readonly BuiltInBotName[] = /* @__PURE__ */ Object.freeze([
  "random",
  "greedy",
  "search",
  "easy",
  "medium",
  "hard",
  "safe",
  "pile",
  "closer",
  "hoarder",
] as BuiltInBotName[]);

const BUDGETED = /^hard:[1-9][0-9]{0,4}$/;

/** Whether a `hard:<n>` budget is within the planner's cap. */
function budgetOf(name: string): number | null {
  if (!BUDGETED.test(name)) return null;
  const n = Number(name.slice(5));
  return n <= MAX_ITERATIONS ? n : null;
}

/**
 * Whether a string names a bot: a built-in name or `hard:<n>`.
 */
export function isBotName(name: unknown): name is BotName {
  return typeof name === "string" && (Object.hasOwn(bots, name) || budgetOf(name) !== null);
}

const budgeted = new Map<string, Bot>();

/**
 * The bot a {@link BotName} names (one planner per budget, made on first use).
 * @example
 * const bot = botFor("hard:48");
 */
export function botFor(name: BotName): Bot {
  if (Object.hasOwn(bots, name)) return bots[name as BuiltInBotName];
  let bot = budgeted.get(name);
  if (bot === undefined) {
    bot = createBot({ level: "hard", iterations: Number(name.slice(5)) });
    budgeted.set(name, bot);
  }
  return bot;
}
