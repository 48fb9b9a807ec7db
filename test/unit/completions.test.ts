/**
 * Issue 37, the burraco in sight: the planner's candidates include the attaches of several cards
 * that complete a burraco this turn (R5.1), which one-card attaches cannot reach when a wildcard
 * must fill a gap (R4.6), and such a plan is judged to the search's last round.
 */
import { legalActions, viewFor } from "burraco";
import { seedRng } from "burraco/bots";
import { describe, expect, it } from "vitest";
import { burracoCompletions } from "../../src/bots/planner/completions.js";
import { evaluatePlans } from "../../src/bots/planner/evaluate.js";
import { planCandidates } from "../../src/bots/planner/plans.js";
import { hiddenCards } from "../../src/bots/search/determinize.js";
import { checkAttach } from "../../src/checks/actions.js";
import { Rand } from "../../src/random/prng.js";
import { fromNotation, ids } from "../helpers/table.js";

const runWithGap = fromNotation({
  ruleset: { preset: "twoPlayers" },
  turn: 0,
  phase: "play",
  hands: ["10D JD QD 2C 5S AD 4C 9C", "KH 7D 5D 6H 3C 9S 4S"],
  discardPile: "3S",
  melds: [["6D 7D 8D"], []],
});

describe("burraco completions (issue 37)", () => {
  it("R5.1 R4.6 completes a run whose gap a wildcard fills, in one attach the legal list does not hold", () => {
    const found = burracoCompletions(runWithGap, 0);
    expect(found).toHaveLength(1);
    const [attach] = found;
    expect(attach?.meld).toBe(0);
    expect([...(attach?.cards ?? [])].sort((a, b) => a - b)).toEqual(ids("10D JD QD 2C").sort((a, b) => a - b));
    const played = checkAttach(runWithGap, attach as NonNullable<typeof attach>);
    expect(played.ok && played.value.meld.cards.length).toBe(7);
    expect(played.ok && played.value.meld.burraco).not.toBeNull();
    // legalActions lists one-card attaches: none of them is this line.
    expect(legalActions(runWithGap).some((a) => a.type === "attach" && a.cards.length > 1)).toBe(false);
  });

  it("R5.1 completes a set with the hand's naturals, and finds nothing when no burraco is within reach", () => {
    const set = fromNotation({
      ruleset: { preset: "twoPlayers" },
      turn: 0,
      phase: "play",
      hands: ["9H 9D 9C 9S 5S AD 4C", "KH 7D 5D 6H 3C 8S 4S"],
      discardPile: "3S",
      melds: [["9H 9S 9C"], []],
    });
    const [attach] = burracoCompletions(set, 0);
    expect(attach?.cards).toHaveLength(4);
    const none = fromNotation({
      ruleset: { preset: "twoPlayers" },
      turn: 0,
      phase: "play",
      hands: ["10D JD 5S AC 4C 9C KS", "KH 7D 5D 6H 3C 9S 4S"],
      discardPile: "3S",
      melds: [["6D 7D 8D"], []],
    });
    // 6–8 and 10–J leave two gaps (9, Q) and no wildcard: no burraco this turn.
    expect(burracoCompletions(none, 0)).toEqual([]);
  });

  it("the plans include the completion, marked to be judged to the last round, where it stays", () => {
    const legal = legalActions(runWithGap);
    const plans = planCandidates(runWithGap, legal, seedRng(1), 99);
    const kept = plans.filter((p) => p.keep === true);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept[0]?.actions[0]).toMatchObject({ type: "attach", meld: 0 });
    expect(plans.length).toBeGreaterThan(4);
    const view = viewFor(runWithGap, 0);
    const estimates = evaluatePlans(view, hiddenCards(view), plans, new Rand(seedRng(3)), {
      iterations: 40,
      rollout: "greedy",
      playoutActions: 600,
      work: Number.POSITIVE_INFINITY,
      deadline: { passed: () => false },
    });
    const last = Math.max(...estimates.map((e) => e.playouts));
    // Greedy's plan (the baseline) and the completion reach the last round; most plans do not.
    expect(estimates[0]?.playouts).toBe(last);
    for (const e of estimates) if (e.plan.keep === true) expect(e.playouts).toBe(last);
    expect(estimates.filter((e) => e.playouts === last).length).toBeLessThan(plans.length);
  });

  it("a plan marked keep is never dropped by the halving, whatever its first samples say", () => {
    const legal = legalActions(runWithGap);
    const plain = planCandidates(runWithGap, legal, seedRng(1), 99).map((p) => ({ actions: p.actions }));
    const view = viewFor(runWithGap, 0);
    const budget = {
      iterations: 40,
      rollout: "greedy" as const,
      playoutActions: 600,
      work: Number.POSITIVE_INFINITY,
      deadline: { passed: () => false },
    };
    const judged = (plans: typeof plain) => evaluatePlans(view, hiddenCards(view), plans, new Rand(seedRng(3)), budget);
    const before = judged(plain);
    const last = Math.max(...before.map((e) => e.playouts));
    const dropped = before.findIndex((e) => e.playouts < last);
    expect(dropped).toBeGreaterThan(0);
    const marked = plain.map((p, i) => (i === dropped ? { ...p, keep: true } : p));
    const after = judged(marked);
    expect(after[dropped]?.playouts).toBe(Math.max(...after.map((e) => e.playouts)));
  });
});
