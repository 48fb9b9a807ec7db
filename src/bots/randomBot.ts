import type { Action } from "../actions/types.js";
import { nextInt, type RngState } from "../random/prng.js";
import type { PlayerView } from "../state/view.js";
import { libraryBot } from "./handed.js";
import type { Bot, BotChoice } from "./types.js";

/**
 * A bot that picks uniformly among the legal atomic actions, with the seeded PRNG: the baseline
 * every other bot should beat. Returns `[null, rng]` when `legal` is empty.
 * Trusts its arguments: a view, legal actions and a PRNG state this library made.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * const [action, rng] = randomBot(viewFor(state, state.turn), legalActions(state), seedRng(7));
 * action?.type === "draw" || action?.type === "pickUpDiscards"; // true: chosen by the PRNG
 */
export const randomBot: Bot = /* @__PURE__ */ libraryBot(
  (_view: PlayerView, legal: readonly Action[], rng: RngState): BotChoice => {
    if (legal.length === 0) return [null, rng];
    const [i, next] = nextInt(rng, legal.length);
    return [legal[i] ?? null, next];
  },
);
