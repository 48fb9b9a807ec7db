/**
 * Where the planner spends its playouts (issue 37): the bot's own decisions judge the likeliest
 * plans only, as many as its budget can tell apart, and keep half the budget for the last round,
 * greedy's plan against the best other one. The hint keeps ranking every plan.
 */
import { type Action, apply, type HandState, legalActions, presets, viewFor } from "burraco";
import { seedRng } from "burraco/bots";
import { describe, expect, it } from "vitest";
import { NO_DEADLINE } from "../../src/bots/budget.js";
import { evaluatePlans } from "../../src/bots/planner/evaluate.js";
import { FINAL_SHARE, likeliest, PLAYOUTS_PER_PLAN } from "../../src/bots/planner/plannerBot.js";
import { type Plan, planCandidates } from "../../src/bots/planner/plans.js";
import { determinize, hiddenCards } from "../../src/bots/search/determinize.js";
import { Rand } from "../../src/random/prng.js";
import { dealt } from "../helpers/state.js";

const discard = (card: number): Action => ({ type: "discard", seat: 0, card });

/** A two-player deal's first turn after the draw: greedy's plans with every discard, many of them. */
function afterDraw(seed: number): HandState {
  const s = dealt({ ruleset: presets.twoPlayers, seed });
  const next = apply(s, { type: "draw", seat: s.turn });
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

describe("the planner's focus (issue 37)", () => {
  it("likeliest keeps greedy's plan, the kept plans, then each policy's own turn before its next discards", () => {
    const plans: Plan[] = [
      { actions: [discard(1)], prior: 0 },
      { actions: [discard(2)], prior: 1 },
      { actions: [discard(3)], prior: 2 },
      { actions: [discard(4)], prior: 0 },
      { actions: [discard(5)], keep: true, prior: 3 },
      { actions: [discard(6)], prior: 1 },
    ];
    expect(likeliest(plans, 3)).toEqual([plans[0], plans[3], plans[4]]);
    expect(likeliest(plans, 4)).toEqual([plans[0], plans[1], plans[3], plans[4]]);
    // The order is the plans' own: the evaluation's ties and stops follow it.
    expect(likeliest(plans, 6)).toEqual(plans);
    expect(likeliest(plans, 2)).toEqual([plans[0], plans[4]]);
  });

  it("with a final share the last round judges greedy's plan and one other on half the playouts", () => {
    for (const seed of [4, 9]) {
      const s = afterDraw(seed);
      const view = viewFor(s, s.turn);
      const rand = new Rand(seedRng(seed));
      const hidden = hiddenCards(view);
      const all = planCandidates(determinize(view, hidden, rand), legalActions(s), rand.state(), 99);
      const iterations = 40;
      const plans = likeliest(all, Math.ceil(iterations / PLAYOUTS_PER_PLAN));
      expect(all.length).toBeGreaterThan(plans.length);
      expect(plans).toHaveLength(iterations / PLAYOUTS_PER_PLAN);
      const budget = { iterations, rollout: "greedy", playoutActions: 600, deadline: NO_DEADLINE, work: 1e9 } as const;
      const stats = { playouts: 0, listed: 0 };
      const focused = evaluatePlans(
        view,
        hidden,
        plans,
        new Rand(rand.state()),
        { ...budget, finalShare: FINAL_SHARE },
        stats,
      );
      const most = Math.max(...focused.map((e) => e.playouts));
      const finalists = focused.filter((e) => e.playouts === most);
      // Greedy's plan and the best other (plus any plan marked keep, judged to the end by design).
      expect(finalists[0]?.plan).toBe(plans[0]);
      expect(finalists.filter((e) => e.plan.keep !== true && e.plan !== plans[0])).toHaveLength(1);
      // The last round's share went to them: their playouts are at least FINAL_SHARE of the budget.
      expect(most * finalists.length).toBeGreaterThanOrEqual(FINAL_SHARE * iterations);
      // The budget holds, give or take a round's minimum of one playout a plan.
      expect(stats.playouts).toBeLessThanOrEqual(iterations + plans.length);
      // Without the final share (the hint's search) the same plans end with fewer samples each.
      const even = evaluatePlans(view, hidden, plans, new Rand(rand.state()), budget);
      expect(Math.max(...even.map((e) => e.playouts))).toBeLessThan(most);
    }
  });
});
