import { readFileSync } from "node:fs";
import {
  actionFromNotation,
  apply,
  formatCard,
  type HandState,
  type NotationAction,
  parseCards,
  type Scenario,
  setupHand,
} from "burraco";
import { scoreHand } from "burraco/scoring";
import { describe, expect, it } from "vitest";

interface Step {
  do: NotationAction;
  expect: "ok" | "error";
  rule?: string;
}
interface Case {
  name: string;
  rule: string;
  setup: unknown;
  steps: Step[];
  then?: { phase?: string; turn?: number; scores?: number[]; handSizes?: number[]; known?: string[] };
}

const vectors = JSON.parse(readFileSync(new URL("../fixtures/scenarios.json", import.meta.url), "utf8")) as {
  cases: Case[];
};

function faces(ids: readonly number[]): string[] {
  return ids.map(formatCard).sort();
}

function facesOf(text: string): string[] {
  const ids = parseCards(text);
  if (!ids.ok) throw new Error(ids.error.message);
  return faces(ids.value);
}

describe("conformance/scenarios.json", () => {
  it("has vectors", () => {
    expect(vectors.cases.length).toBeGreaterThan(0);
  });
  for (const c of vectors.cases) {
    it(`${c.rule} ${c.name}`, () => {
      const setup = setupHand(c.setup as Scenario);
      if (!setup.ok) throw new Error(setup.error.message);
      let state: HandState = setup.value;
      for (const [i, step] of c.steps.entries()) {
        const action = actionFromNotation(state, step.do);
        if (!action.ok) throw new Error(`step ${i}: ${action.error.message}`);
        const r = apply(state, action.value);
        expect(r.ok, `step ${i} (${JSON.stringify(step.do)}): ${r.ok ? "accepted" : r.error.message}`).toBe(
          step.expect === "ok",
        );
        if (r.ok) state = r.value;
        else if (step.rule !== undefined) expect(r.error.rule).toBe(step.rule);
      }
      const then = c.then;
      if (then === undefined) return;
      if (then.phase !== undefined) expect(state.phase).toBe(then.phase);
      if (then.turn !== undefined) expect(state.turn).toBe(then.turn);
      if (then.handSizes !== undefined) expect(state.held.map((h) => h.length)).toEqual(then.handSizes);
      if (then.scores !== undefined) expect(scoreHand(state).sides.map((s) => s.total)).toEqual(then.scores);
      // R14.2: the faces each seat is known to hold, in any order.
      if (then.known !== undefined) expect(state.known.map(faces)).toEqual(then.known.map(facesOf));
    });
  }
});
