/**
 * `searchBot`: determinized Monte Carlo search over the seat's own choices.
 * @module
 */

import type { Action } from "../../actions/types.js";
import { faceOf } from "../../cards/notation.js";
import { Rand, type RngState } from "../../random/prng.js";
import type { PlayerView } from "../../state/view.js";
import { checkBotOptions, type Deadline, deadlineOf, MAX_ITERATIONS } from "../budget.js";
import { greedyBot } from "../greedyBot.js";
import { libraryBot } from "../handed.js";
import type { Bot, BotChoice } from "../types.js";
import { determinize, hiddenCards } from "./determinize.js";
import { marginAfter } from "./margin.js";

/**
 * The budget and knobs of {@link createSearchBot}.
 * @example
 * const options: SearchOptions = { iterations: 400 };
 * const strong = createSearchBot(options);
 */
export interface SearchOptions {
  /**
   * Playouts per decision (default 32, at most 10,000), shared among the candidate actions: the
   * choice depends only on the view, the legal actions and the PRNG state.
   */
  readonly iterations?: number;
  /**
   * A time budget in milliseconds (above 0, at most 60,000), alone or beside `iterations`: the
   * search stops after the first round of playouts that ends past it (or at the playout count,
   * if that comes first; alone it allows 10,000). Faster machines then play better, and choices
   * are no longer reproducible.
   */
  readonly timeMs?: number;
  /** The clock of `timeMs`, in milliseconds (default `performance.now`); tests pass a fake one. */
  readonly now?: () => number;
  /** Stop each playout after this many actions (default 600): the hand is scored as it stands. */
  readonly playoutActions?: number;
  /**
   * How sure the search must be to leave greedy's choice: a candidate must beat it by this many
   * standard errors of the paired difference (default 2).
   */
  readonly confidence?: number;
  /** Also compare discards, not only the pile against the stock (default `true`). */
  readonly discards?: boolean;
  /**
   * How the sampled deals are played out: the fast `"heuristic"` {@link PlayoutPolicy}, or
   * `"greedy"` ({@link greedyBot} at every seat: slower, closer to real play). Default `"greedy"`.
   */
  readonly rollout?: "heuristic" | "greedy";
}

const DEFAULT_ITERATIONS = 32;

/**
 * A bot that plans: at each choice that matters (take the pile or draw; which card to discard) it
 * deals the cards it cannot see at random, consistently with its view (hand counts, stock and
 * pozzetto sizes, melds and visible discards), plays every candidate out to the end of the hand
 * with a fast heuristic policy ({@link playout}), and keeps the candidate with the best mean hand
 * margin of its side. All candidates are played on the same sampled deals and the same playout
 * numbers, so their comparison is paired. Melds, attaches, the pozzetto and closing follow
 * {@link greedyBot}, whose choice is also the first candidate and wins ties.
 *
 * Like every bot it sees only the view and the legal actions: hidden cards never reach it. Options
 * are checked as `checkBotOptions` does; for bad ones the bot returned plays nothing (it answers
 * `null`, which the simulator reports as a bot error) and never throws.
 * @example
 * const quick = createSearchBot({ iterations: 50 }); // fewer playouts per move: faster, weaker
 * const dealt = newHand({ seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * const [action] = quick(viewFor(state, state.turn), legalActions(state), seedRng(1));
 * action?.seat; // 1
 */
export function createSearchBot(options: SearchOptions = {}): Bot {
  const checked = checkBotOptions(options);
  if (!checked.ok) return libraryBot((_view, _legal, rng) => [null, rng]);
  const o = checked.value;
  const timeMs = o.timeMs;
  const iterations = o.iterations ?? (timeMs === undefined ? DEFAULT_ITERATIONS : MAX_ITERATIONS);
  const now = o.now;
  const playoutActions = o.playoutActions ?? 600;
  const z = o.confidence ?? 2;
  const discards = o.discards !== false;
  const greedyRollout = o.rollout !== "heuristic";
  return libraryBot((view, legal, rng) => {
    if (legal.length <= 1 || view.seat === null) return greedyBot(view, legal, rng);
    const [preferred, afterGreedy] = greedyBot(view, legal, rng);
    if (preferred === null) return [null, afterGreedy];
    const candidates = candidatesOf(view, legal, preferred, discards);
    if (candidates.length === 1) return [preferred, afterGreedy];
    const deadline = deadlineOf(timeMs, now);
    return search(view, candidates, afterGreedy, { z, iterations, deadline, playoutActions, greedyRollout });
  });
}

/**
 * {@link createSearchBot} with its defaults: 32 greedy playouts a decision.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * const [action] = searchBot(viewFor(state, state.turn), legalActions(state), seedRng(1));
 * if (action) apply(state, action).ok; // true
 */
export const searchBot: Bot = /* @__PURE__ */ createSearchBot();

/**
 * The actions worth comparing: both ways to start a turn, or, when greedy would discard, one
 * discard of each face. Other plays (melds, attaches, pozzetto, close) are greedy's alone.
 */
function candidatesOf(view: PlayerView, legal: readonly Action[], preferred: Action, discards: boolean): Action[] {
  if (view.phase === "draw")
    return [preferred, ...legal.filter((a) => a !== preferred && (a.type === "draw" || a.type === "pickUpDiscards"))];
  if (preferred.type !== "discard" || !discards) return [preferred];
  const out: Action[] = [preferred];
  const faces = new Set<number>([faceOf(preferred.card)]);
  for (const a of legal) {
    if (a.type !== "discard" || faces.has(faceOf(a.card))) continue;
    faces.add(faceOf(a.card));
    out.push(a);
  }
  return out;
}

interface Budget {
  readonly greedyRollout: boolean;
  readonly z: number;
  readonly iterations: number;
  readonly deadline: Deadline;
  readonly playoutActions: number;
}

function search(view: PlayerView, candidates: readonly Action[], rng: RngState, budget: Budget): BotChoice {
  const rand = new Rand(rng);
  const hidden = hiddenCards(view);
  const side = view.sides[view.seat as number] as number;
  const n = candidates.length;
  // Paired differences with the first candidate (greedy's): their sums and sums of squares.
  const diff = new Float64Array(n);
  const diff2 = new Float64Array(n);
  const rounds = Math.max(2, Math.floor(budget.iterations / n));
  let played = 0;
  for (let round = 0; round < rounds; round++) {
    const sample = determinize(view, hidden, rand);
    const seed = rand.state();
    rand.uint32();
    const base = marginAfter(
      sample,
      [candidates[0] as Action],
      side,
      seed,
      budget.greedyRollout,
      budget.playoutActions,
    );
    for (let c = 1; c < n; c++) {
      const d =
        marginAfter(sample, [candidates[c] as Action], side, seed, budget.greedyRollout, budget.playoutActions) - base;
      diff[c] = (diff[c] as number) + d;
      diff2[c] = (diff2[c] as number) + d * d;
    }
    played++;
    if (played >= 2 && budget.deadline.passed(1)) break;
  }
  // Leave greedy's choice only for a candidate clearly better on these samples: with few playouts
  // the noise would otherwise pick a random discard, which lost 110 points a hand in trials.
  let best = 0;
  let bestMean = 0;
  for (let c = 1; c < n; c++) {
    const mean = (diff[c] as number) / played;
    const variance = Math.max(0, (diff2[c] as number) / played - mean * mean);
    const stderr = Math.sqrt(variance / Math.max(1, played - 1));
    if (mean > budget.z * stderr && mean > bestMean) {
      best = c;
      bestMean = mean;
    }
  }
  return [candidates[best] as Action, rand.state()];
}
