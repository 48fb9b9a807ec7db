/**
 * The search bot (issue 11) and the planner with its hints (issue 17) never read hidden cards:
 * permuting the cards a seat cannot see (other hands, stock, pozzetti, the covered discards under
 * "top-only") leaves their choice and PRNG state (the planner's hints: every estimate) unchanged,
 * for a fixed seed and iteration budget.
 */
import { type Action, type HandState, legalActions, presets, type Ruleset, viewFor } from "burraco";
import { createPlannerBot, hint, type RngState, seedRng } from "burraco/bots";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSearchBot } from "../../src/bots/search/searchBot.js";
import { hiddenFrom, relabel } from "../helpers/invariants.js";
import { playout } from "../helpers/playout.js";

const RULESETS: [string, Ruleset][] = [
  ["classic", presets.classic],
  ["closed (top-only pile)", presets.closed],
  ["twoPlayers", presets.twoPlayers],
];

/** A position with a real choice for the acting seat (more than one legal action). */
function position(ruleset: Ruleset, seed: number, choices: number[]): HandState | null {
  const states = playout(ruleset, seed, choices).filter((s) => s.phase === "draw" || s.phase === "play");
  const last = states[states.length - 1];
  return last !== undefined && legalActions(last).length > 1 ? last : null;
}

const RUNS = Math.max(10, Math.round((Number(process.env.FC_NUM_RUNS) || 100) / 5));

/**
 * The property both bots must hold: for any position and any relabelling of the cards the seat to
 * play cannot see, `check` gets the position, its twin, the seat and a bot PRNG state.
 */
function forTwins(
  ruleset: Ruleset,
  numRuns: number,
  check: (s: HandState, twin: HandState, seat: number, rng: RngState) => void,
): void {
  fc.assert(
    fc.property(
      fc.nat(),
      fc.array(fc.nat(), { minLength: 0, maxLength: 80 }),
      fc.nat(),
      fc.nat(),
      (seed, choices, botSeed, permSeed) => {
        const state = position(ruleset, seed, choices);
        fc.pre(state !== null);
        const s = state as HandState;
        const seat = s.turn;
        const [twin] = relabel(s, hiddenFrom(s, seat), seedRng(permSeed));
        check(s, twin, seat, seedRng(botSeed));
      },
    ),
    { numRuns },
  );
}

describe("searchBot does not peek", () => {
  for (const rollout of ["heuristic", "greedy"] as const) {
    const bot = createSearchBot({ iterations: 6, rollout });
    for (const [name, ruleset] of RULESETS) {
      it(`${name}, ${rollout} playouts: permuting the hidden cards leaves the choice unchanged`, () => {
        forTwins(ruleset, RUNS, (s, twin, seat, rng) => {
          const [a, rngA] = bot(viewFor(s, seat), legalActions(s), rng);
          const [b, rngB] = bot(viewFor(twin, seat), legalActions(twin), rng);
          expect(b as Action).toEqual(a);
          expect(rngB).toEqual(rngA);
        });
      });
    }
  }
});

describe("the planner does not peek", () => {
  for (const [name, ruleset] of RULESETS) {
    it(`${name}: permuting the hidden cards leaves the planner's choice and its hints unchanged`, () => {
      // Each run plans twice and hints twice: fewer runs than the search's.
      forTwins(ruleset, Math.max(6, Math.round(RUNS / 3)), (s, twin, seat, rng) => {
        // A fresh bot for each: a kept plan must not be what makes the two agree.
        const [a, rngA] = createPlannerBot({ iterations: 6 })(viewFor(s, seat), legalActions(s), rng);
        const [b, rngB] = createPlannerBot({ iterations: 6 })(viewFor(twin, seat), legalActions(twin), rng);
        expect(b as Action).toEqual(a);
        expect(rngB).toEqual(rngA);
        const options = { iterations: 6, rng };
        expect(hint(viewFor(twin, seat), legalActions(twin), options)).toEqual(
          hint(viewFor(s, seat), legalActions(s), options),
        );
      });
    });
  }
});
