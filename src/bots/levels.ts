/**
 * `createBot`: the built-in opponents by level, from a beginner's to the whole-turn planner.
 * @module
 */

import type { Action, DiscardAction } from "../actions/types.js";
import { isWildcard } from "../cards/card.js";
import { nextInt } from "../random/prng.js";
import { checkBotOptions } from "./budget.js";
import { greedyBot } from "./greedyBot.js";
import { libraryBot } from "./handed.js";
import { createPlannerBot } from "./planner/plannerBot.js";
import type { Bot } from "./types.js";

/**
 * A bot's strength: `"easy"` (a beginner's opponent), `"medium"` ({@link greedyBot}, a sensible
 * club player) or `"hard"` (the whole-turn planner).
 * @example
 * const level: BotLevel = "hard";
 */
export type BotLevel = "easy" | "medium" | "hard";

/**
 * Options of {@link createBot}.
 * @example
 * const options: BotOptions = { level: "hard", iterations: 64 };
 */
export interface BotOptions {
  /** The level (default `"medium"`). */
  readonly level?: BotLevel;
  /**
   * For `"hard"`: playouts per decision (default 120, 40 at two players; at most 10,000; see
   * `createPlannerBot`).
   */
  readonly iterations?: number;
  /**
   * For `"hard"`: a time budget, milliseconds a decision (at most 60,000), alone or beside
   * `iterations` (the first reached stops). Not reproducible: the play then depends on the clock.
   */
  readonly timeMs?: number;
  /** For `"hard"`: the clock of `timeMs` (default `performance.now`); one that throws or is not finite ends the time. */
  readonly now?: () => number;
  /**
   * For `"hard"`: keep the rest of the turn's plan between calls (default `true`); `false` makes
   * each move a function of the bot's arguments alone (see `createPlannerBot`).
   */
  readonly keepPlans?: boolean;
}

/** How often the easy bot throws a card at random instead of greedy's discard. */
const EASY_SLIP = 0.5;

/**
 * The easy bot: {@link greedyBot}'s melds and closes, but it never takes the discard pile, and half
 * its discards are a natural card picked at random, so it feeds the table and breaks its own pairs.
 * It still goes out and closes most hands.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * const [action] = easyBot(viewFor(state, state.turn), legalActions(state), seedRng(1));
 * action?.type; // "draw": the easy bot never takes the discard pile
 */
export const easyBot: Bot = /* @__PURE__ */ libraryBot((view, legal, rng) => {
  if (view.phase === "draw") {
    const draw = legal.find((a) => a.type === "draw");
    if (draw !== undefined) return [draw, rng];
  }
  const [action, next] = greedyBot(view, legal, rng);
  if (action === null || action.type !== "discard") return [action, next];
  const [roll, r1] = nextInt(next, 1000);
  if (roll >= EASY_SLIP * 1000) return [action, r1];
  const naturals = legal.filter((a): a is DiscardAction => a.type === "discard" && !isWildcard(a.card));
  if (naturals.length === 0) return [action, r1];
  const [i, r2] = nextInt(r1, naturals.length);
  return [naturals[i] as Action, r2];
});

/**
 * A built-in opponent by level: `"easy"` is {@link easyBot}, `"medium"` is {@link greedyBot}, and
 * `"hard"` is `createPlannerBot` with `iterations` playouts a decision (default 120, 40 at two
 * players) or a `timeMs` budget. Options are checked as `checkBotOptions` does: for bad ones
 * (an unknown level, a NaN, infinite, negative or fractional budget) the bot returned plays
 * nothing (it answers `null`: the simulator reports a bot error), and nothing throws.
 * @example
 * const hard = createBot({ level: "hard" });
 * simulate({ ruleset: presets.classic, seed: 1, handCount: 1, bots: [hard, createBot({ level: "easy" })] }).ok; // true
 * const broken = createBot({ level: "hard", iterations: Number.POSITIVE_INFINITY });
 * simulate({ seed: 1, handCount: 1, bots: [broken, greedyBot] }).value?.summary.botErrors; // [1, 0]
 */
export function createBot(options: BotOptions = {}): Bot {
  const checked = checkBotOptions(options);
  if (!checked.ok) return libraryBot((_view, _legal, rng) => [null, rng]);
  const { level, iterations, timeMs, now, keepPlans } = checked.value;
  switch (level ?? "medium") {
    case "easy":
      return easyBot;
    case "hard":
      return createPlannerBot({
        ...(iterations === undefined ? {} : { iterations }),
        ...(timeMs === undefined ? {} : { timeMs }),
        ...(now === undefined ? {} : { now }),
        ...(keepPlans === undefined ? {} : { keepPlans }),
      });
    default:
      return greedyBot;
  }
}
