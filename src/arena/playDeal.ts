/**
 * One arena deal: the same cards played by two bots, once or twice with the partnerships swapped.
 * @module
 */
import type { Action } from "../actions/types.js";
import { botFor } from "../bots/registry.js";
import type { Bot } from "../bots/types.js";
import { legalActions } from "../legal/legalActions.js";
import { type RngState, seedRng } from "../random/prng.js";
import { apply } from "../reducers/apply.js";
import { scoreHand } from "../scoring/scoreHand.js";
import { botSeed, handSeed } from "../sim/seeds.js";
import { viewFor } from "../state/view.js";
import { dealFor } from "./deal.js";
import type { ArenaPlan, DealRecord } from "./types.js";

/**
 * Running time per bot, added to by {@link playDeal}.
 * @example
 * const timing: TimingTally = { moves: [0, 0], botMs: [0, 0] };
 */
export interface TimingTally {
  /** Decisions each bot took. */
  moves: [number, number];
  /** Milliseconds each bot spent deciding. */
  botMs: [number, number];
}

/**
 * Plays deal `index` of a plan: dealt with `handSeed(seed, index)` by dealer `index % players`.
 * Without `duplicate` the first bot sits on side `index % 2` (so each bot starts as often); in
 * duplicate play it sits on side 0 and then on side 1. Each seat's bot gets the PRNG
 * `botSeed(dealSeed, seat)`. A bot error or the action cap ends the hand as it stands.
 * @example
 * const record = playDeal(plan, 0, { moves: [0, 0], botMs: [0, 0] }); // [[first bot's total, second bot's]]
 */
export function playDeal(plan: ArenaPlan, index: number, timing: TimingTally): DealRecord {
  const seed = handSeed(plan.seed, index);
  const orientations = plan.duplicate ? [0, 1] : [index % 2];
  return orientations.map((firstSide) => playOnce(plan, seed, index, firstSide, timing));
}

function playOnce(
  plan: ArenaPlan,
  seed: number,
  index: number,
  firstSide: number,
  timing: TimingTally,
): [number, number] {
  const players = plan.ruleset.players;
  let state = dealFor(plan.ruleset, seed, index % players);
  const rngs: RngState[] = [];
  for (let s = 0; s < players; s++) rngs.push(seedRng(botSeed(seed, s)));
  const first = botFor(plan.bots[0]);
  const second = botFor(plan.bots[1]);
  let actions = 0;
  while (state.phase !== "ended" && actions < plan.maxActions) {
    const seat = state.turn;
    const who = (state.sides[seat] ?? seat) === firstSide ? 0 : 1;
    const bot: Bot = who === 0 ? first : second;
    const t0 = performance.now();
    const [action, rng] = bot(viewFor(state, seat), legalActions(state), rngs[seat] as RngState);
    timing.botMs[who] += performance.now() - t0;
    timing.moves[who]++;
    rngs[seat] = rng;
    const next = action === null ? null : apply(state, action as Action);
    if (next === null || !next.ok) break;
    state = next.value;
    actions++;
  }
  const totals = scoreHand(state).sides.map((s) => s.total);
  const mine = totals[firstSide] ?? 0;
  const theirs = totals[1 - firstSide] ?? 0;
  return [mine, theirs];
}
