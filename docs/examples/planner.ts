import assert from "node:assert/strict";
import { legalActions, newHand, presets, viewFor } from "burraco";
import { createBot, hint, seedRng } from "burraco/bots";
import { simulate } from "burraco/sim";

// Three levels of opponent: easy (a beginner), medium (greedy) and hard (the whole-turn planner).
const easy = createBot({ level: "easy" });
const hard = createBot({ level: "hard", iterations: 4 }); // a small budget, for a quick example
const report = simulate({ ruleset: presets.twoPlayers, seed: 1, handCount: 1, bots: [hard, easy] });
assert.ok(report.ok);
assert.equal(report.value.summary.errors, 0);

// Hints: the planner's candidate moves for the seat to play, best first, each with the estimated
// margin of its side a few turns on and the estimate's standard error. Seeded, so a hint replays.
const dealt = newHand({ ruleset: presets.classic, seed: 3 });
assert.ok(dealt.ok);
const state = dealt.value;
const hints = hint(viewFor(state, state.turn), legalActions(state), { iterations: 16, rng: seedRng(1) });
assert.ok(hints.ok); // options are checked: a NaN or Infinity budget is refused, never run
const [best, second] = hints.value;
assert.ok(best !== undefined);
assert.ok(best.action.type === "draw" || best.action.type === "pickUpDiscards");
assert.ok(best.stderr >= 0);
// With as many playouts behind both, the first is the better estimate (here: the draw or the pile).
if (second !== undefined && second.playouts === best.playouts) assert.ok(best.margin >= second.margin);
