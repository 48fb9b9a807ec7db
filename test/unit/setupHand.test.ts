/**
 * Issue 39, L1: `setupHand` and `checkState` agree. A scenario is refused with `scenario/invalid`
 * for whatever `checkState` would refuse in the state it builds, with the same rule, so every state
 * `setupHand` returns passes `checkState` (its documentation says so).
 */
import { checkState, type HandState, legalActions, type Scenario, setupHand } from "burraco";
import { describe, expect, it } from "vitest";

describe("L1: setupHand refuses what checkState refuses", () => {
  it("L1 R6.4 the issue's scenario: seat 0 to play with no cards is refused, as checkState refuses it", () => {
    const scenario: Scenario = {
      turn: 0,
      phase: "play",
      hands: ["", "2S", "KD", "QC"],
      discardPile: "8S",
      melds: [[], []],
    };
    const r = setupHand(scenario);
    expect(r.error).toMatchObject({ code: "scenario/invalid", rule: "R6.4" });
    expect(r.error?.message).toMatch(/seat 0 holds no cards mid-hand/);
    // The same position with a card to discard is accepted, passes checkState and has a legal action.
    const fixed = setupHand({ ...scenario, hands: ["4H", "2S", "KD", "QC"] });
    expect(fixed.ok).toBe(true);
    const state = fixed.value as HandState;
    expect(checkState(state).ok).toBe(true);
    expect(legalActions(state).length).toBeGreaterThan(0);
  });

  it("L1 R6.4 R3.1 another seat without cards, or a draw with nothing to draw, is refused too", () => {
    expect(setupHand({ turn: 0, phase: "draw", hands: ["3H", "", "KD", "QC"] }).error).toMatchObject({
      code: "scenario/invalid",
      rule: "R6.4",
    });
    // Every unplaced card goes under the discard pile: the stock is empty, the pile is not: accepted.
    const pileOnly = setupHand({ turn: 0, phase: "draw", hands: ["3H", "4H", "KD", "QC"], rest: "discard-pile" });
    expect(pileOnly.ok).toBe(true);
  });

  it("L1 every scenario setupHand accepts passes checkState with the same verdict", () => {
    const scenarios: Scenario[] = [
      { turn: 1, phase: "draw", hands: ["3H", "4H 5H", "KD", "QC"] },
      { turn: 2, phase: "play", hands: ["3H", "4H", "", "QC"] },
      { turn: 0, phase: "play", hands: ["3H 3D 3C", "4H"], ruleset: { preset: "twoPlayers" } },
      { turn: 0, phase: "play", hands: ["3H", "", "5S"], ruleset: { preset: "threePlayers" } },
    ];
    for (const scenario of scenarios) {
      const built = setupHand(scenario);
      if (built.ok) expect(checkState(built.value).ok).toBe(true);
      else expect(built.error.code).toBe("scenario/invalid");
    }
    expect(setupHand(scenarios[1] as Scenario).error?.rule).toBe("R6.4");
    expect(setupHand(scenarios[3] as Scenario).error?.rule).toBe("R6.4");
  });
});
