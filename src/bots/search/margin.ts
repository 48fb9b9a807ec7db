/**
 * Playing a sampled deal out with greedy at every seat, and reading a side's margin from the end.
 * The search and the planner judge their candidates with these.
 * @module
 */

import type { Action } from "../../actions/types.js";
import { Rand, type RngState } from "../../random/prng.js";
import { reduceParsed } from "../../reducers/apply.js";
import { scoreHand } from "../../scoring/scoreHand.js";
import type { HandState } from "../../state/types.js";
import { greedyBot } from "../greedyBot.js";
import { libraryBot } from "../handed.js";
import { playBots } from "../playBots.js";
import type { Bot } from "../types.js";
import { playoutWith } from "./playout.js";

/**
 * What playouts cost, counted as they run: the legal actions greedy was given to choose from,
 * summed over its decisions. Listing and weighing those actions is most of a playout's time, and
 * it grows with the hands (a 65-card hand lists 600-odd), so the planner bounds a decision by it.
 */
export interface Work {
  listed: number;
}

/**
 * Plays a sample out with {@link greedyBot} at every seat, through the one bot loop
 * ({@link playBots}), for at most `maxActions` actions; every seat starts from the same PRNG state
 * (only ties use it). `work`, when given, counts the legal actions listed.
 */
export function greedyPlayout(state: HandState, seed: RngState, maxActions: number, work?: Work): HandState {
  const players = state.held.length;
  const seatBots: Bot[] = [];
  const rngs: RngState[] = [];
  const bot: Bot =
    work === undefined
      ? greedyBot
      : libraryBot((view, legal, rng) => {
          work.listed += legal.length;
          return greedyBot(view, legal, rng);
        });
  for (let seat = 0; seat < players; seat++) {
    seatBots.push(bot);
    rngs.push(seed);
  }
  return playBots(state, seatBots, rngs, maxActions).state;
}

/**
 * A side's hand total minus the best other side's, scored as the hand stands (R9).
 */
export function sideMargin(end: HandState, side: number): number {
  const totals = scoreHand(end).sides.map((s) => s.total);
  let other = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < totals.length; s++) if (s !== side && (totals[s] as number) > other) other = totals[s] as number;
  return (totals[side] as number) - other;
}

/** The margin of a candidate a sample refuses: ranked last for that sample. */
export const REFUSED_MARGIN = -10_000;

/**
 * A side's margin (see {@link sideMargin}) after playing `actions` on a sample and then at most
 * `maxActions` more, greedy at every seat or with the heuristic policy; {@link REFUSED_MARGIN}
 * when the sample refuses one of `actions`. The search and the planner judge candidates with it;
 * `work` counts the greedy playout's listed actions.
 */
export function marginAfter(
  sample: HandState,
  actions: readonly Action[],
  side: number,
  seed: RngState,
  greedy: boolean,
  maxActions: number,
  work?: Work,
): number {
  let s = sample;
  for (const a of actions) {
    const next = reduceParsed(s, a);
    if ("code" in next) return REFUSED_MARGIN;
    s = next;
  }
  const end = greedy
    ? greedyPlayout(s, seed, maxActions, work)
    : playoutWith(s, new Rand(seed), true, maxActions).state;
  return sideMargin(end, side);
}
