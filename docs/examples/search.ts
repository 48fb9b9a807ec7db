import assert from "node:assert/strict";
import { legalActions, newHand, presets, viewFor } from "burraco";
import { createSearchBot, greedyBot, playout, seedRng } from "burraco/bots";
import { scoreHand } from "burraco/scoring";
import { simulate } from "burraco/sim";

// The search bot sees what any bot sees: its seat's view, the legal actions, its own PRNG state.
// With an iteration budget its choices are reproducible.
const search = createSearchBot({ iterations: 16 });
const dealt = newHand({ ruleset: presets.classic, seed: 3 });
assert.ok(dealt.ok);
const state = dealt.value;
const [first] = search(viewFor(state, state.turn), legalActions(state), seedRng(1));
const [again] = search(viewFor(state, state.turn), legalActions(state), seedRng(1));
assert.deepEqual(first, again);

// It plays whole hands like any other bot (here its side against greedy bots).
const report = simulate({ ruleset: presets.twoPlayers, seed: 1, handCount: 1, bots: [search, greedyBot] });
assert.ok(report.ok);
assert.equal(report.value.summary.errors, 0);

// Fast playouts: a hand played to its end without listing the legal actions at every step.
const deal = newHand({ ruleset: presets.classic, seed: 9 });
assert.ok(deal.ok);
const end = playout(deal.value, seedRng(2), "heuristic");
assert.equal(end.state.phase, "ended");
const sheet = scoreHand(end.state);
assert.equal(sheet.sides.length, 2);
