import assert from "node:assert/strict";
import { apply, legalActions, newMatch, presets, recordHand, startHand, viewFor } from "burraco";
import { greedyBot, seedRng } from "burraco/bots";

// A match to 505 between greedy bots: deal, play every hand to its end, record it (§10).
// The ruleset is checked up front: `players: 5` would be refused here, with `ruleset/invalid`.
const started = newMatch({ ruleset: { ...presets.classic, targetScore: 505 }, seed: "friday" });
assert.ok(started.ok);
let match = started.value;
let rng = seedRng("bots");
while (!match.over) {
  let state = startHand(match).value;
  assert.ok(state);
  while (state.phase !== "ended") {
    // A bot sees only its seat's view and the legal actions.
    const [action, next] = greedyBot(viewFor(state, state.turn), legalActions(state), rng);
    assert.ok(action);
    const played = apply(state, action);
    assert.ok(played.ok);
    [state, rng] = [played.value, next];
  }
  const recorded = recordHand(match, state);
  assert.ok(recorded.ok);
  match = recorded.value;
}
assert.ok(match.winner !== null && (match.totals[match.winner] ?? 0) >= 505);
