import { readFileSync } from "node:fs";
import {
  actionFromNotation,
  apply,
  callTimeOut,
  formatCard,
  type HandState,
  type NotationAction,
  parseCards,
  type Result,
  type Scenario,
  setupHand,
} from "burraco";
import { scoreHand } from "burraco/scoring";
import { describe, expect, it } from "vitest";

/** A player's action (`do`) or a referee's call on the state (`call`, R8.3). */
type Step = ({ do: NotationAction; call?: undefined } | { call: "timeOut"; do?: undefined }) & {
  expect: "ok" | "error";
  rule?: string;
};
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
        const r = runStep(state, step, i);
        expect(r.ok, `step ${i} (${JSON.stringify(step)}): ${r.ok ? "accepted" : r.error.message}`).toBe(
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

/** Runs one step: a call on the state, or an action in notation resolved against the acting hand. */
function runStep(state: HandState, step: Step, i: number): Result<HandState> {
  const call: unknown = step.call;
  if (call !== undefined) {
    if (call !== "timeOut") throw new Error(`step ${i}: unknown call ${JSON.stringify(call)}`);
    return callTimeOut(state);
  }
  if (step.do === undefined) throw new Error(`step ${i}: neither do nor call`);
  // A refusal while resolving the notation (the hand is over, not this seat's turn) is the step's answer.
  const action = actionFromNotation(state, step.do);
  return action.ok ? apply(state, action.value) : action;
}
