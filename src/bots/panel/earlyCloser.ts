/**
 * `earlyCloserBot`: greedy's play tuned to empty the hand and close as soon as the rules allow.
 * @module
 */
import { sideCanClose } from "../../melds/burraco.js";
import { createGreedyBot } from "../greedyBot.js";
import { libraryBot } from "../handed.js";
import type { Bot } from "../types.js";

/** A larger pile than this is left: its cards would have to be played down before closing. */
const PILE_CARDS = 3;

/**
 * Greedy heading out: every hand size counts as "going out", so wildcards go down whenever they make
 * a meld or an attach, on melds of any length (clean melds closing needs are still kept clean, R7.1).
 */
const headingOut: Bot = /* @__PURE__ */ createGreedyBot({ goingOut: Number.POSITIVE_INFINITY, wildMinMeld: 3 });

/**
 * Greedy racing for its first closing burraco: no spare wildcard spent on other melds (in trials
 * spending them early delayed the close), the pile taken more readily (at one useful card in four).
 */
const racing: Bot = /* @__PURE__ */ createGreedyBot({ spareWild: false, pileRatio: 3 });

/**
 * The early closer, a bot of the expert panel (`closer` on the command line): it plays to close
 * (R7.1) as soon as the rules allow. Until its side has a burraco that lets it close, it races for
 * one: `createGreedyBot`'s play keeping every wildcard for that burraco and taking the pile
 * more readily. From then on it heads out: it lays down every meld and attach it can make,
 * wildcards included, takes the discard pile only when the pile holds at most 3 cards (no hoarding),
 * and closes the moment it can, as `greedyBot` does.
 *
 * Deterministic: greedy's ties are broken by the seeded PRNG.
 * @example
 * import { simulate } from "burraco/sim";
 * import { earlyCloserBot, greedyBot } from "burraco/bots";
 * const report = simulate({ seed: 1, handCount: 2, bots: [earlyCloserBot, greedyBot] });
 * report.value?.summary.errors; // 0
 */
export const earlyCloserBot: Bot = /* @__PURE__ */ libraryBot((view, legal, rng) => {
  const seat = view.seat ?? view.turn;
  const canClose = sideCanClose(view.melds[view.sides[seat] ?? seat] ?? [], view.ruleset);
  const [action, next] = (canClose ? headingOut : racing)(view, legal, rng);
  if (canClose && action?.type === "pickUpDiscards" && view.discardCount > PILE_CARDS) {
    const draw = legal.find((a) => a.type === "draw");
    if (draw !== undefined) return [draw, next];
  }
  return [action, next];
});
