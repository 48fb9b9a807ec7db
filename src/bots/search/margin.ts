/**
 * Playing a sampled deal out with greedy at every seat, and reading a side's margin from the end.
 * The search and the planner judge their candidates with these.
 * @module
 */
import { legalActions } from "../../legal/legalActions.js";
import type { RngState } from "../../random/prng.js";
import { reduceUnchecked } from "../../reducers/apply.js";
import { scoreHand } from "../../scoring/scoreHand.js";
import type { HandState } from "../../state/types.js";
import { viewFor } from "../../state/view.js";
import { greedyBot } from "../greedyBot.js";

/**
 * Plays a sample out with {@link greedyBot} at every seat (one PRNG for all: only ties use it), for
 * at most `maxActions` actions. Greedy picks from the listed legal actions, so they need no check.
 * @example
 * const end = greedyPlayout(sample, seedRng(1), 600);
 */
export function greedyPlayout(state: HandState, seed: RngState, maxActions: number): HandState {
  let s = state;
  let rng = seed;
  for (let n = 0; n < maxActions && s.phase !== "ended"; n++) {
    const [action, next] = greedyBot(viewFor(s, s.turn), legalActions(s), rng);
    rng = next;
    if (action === null) break;
    const r = reduceUnchecked(s, action);
    if ("code" in r) break;
    s = r;
  }
  return s;
}

/**
 * A side's hand total minus the best other side's, scored as the hand stands (R9).
 * @example
 * sideMargin(greedyPlayout(sample, seedRng(1), 600), 0);
 */
export function sideMargin(end: HandState, side: number): number {
  const totals = scoreHand(end).sides.map((s) => s.total);
  let other = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < totals.length; s++) if (s !== side && (totals[s] as number) > other) other = totals[s] as number;
  return (totals[side] as number) - other;
}
