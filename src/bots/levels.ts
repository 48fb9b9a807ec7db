/**
 * `createBot`: the built-in opponents by level, from a beginner's to the whole-turn planner.
 * @module
 */
import type { Action, DiscardAction } from "../actions/types.js";
import { isWildcard } from "../cards/card.js";
import { nextInt } from "../random/prng.js";
import { greedyBot } from "./greedyBot.js";
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
  /** For `"hard"`: playouts per decision (default 120, 40 at two players; see `createPlannerBot`). */
  readonly iterations?: number;
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
export const easyBot: Bot = (view, legal, rng) => {
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
};

/**
 * A built-in opponent by level: `"easy"` is {@link easyBot}, `"medium"` is {@link greedyBot}, and
 * `"hard"` is `createPlannerBot` with `iterations` playouts a decision (default 120, 40 at two players).
 * @example
 * const hard = createBot({ level: "hard" });
 * simulate({ ruleset: presets.classic, seed: 1, handCount: 1, bots: [hard, createBot({ level: "easy" })] }).ok; // true
 */
export function createBot(options: BotOptions = {}): Bot {
  switch (options.level ?? "medium") {
    case "easy":
      return easyBot;
    case "hard":
      return createPlannerBot(options.iterations === undefined ? {} : { iterations: options.iterations });
    default:
      return greedyBot;
  }
}
