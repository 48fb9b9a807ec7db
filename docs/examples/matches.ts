import assert from "node:assert/strict";
import {
  apply,
  deserialize,
  deserializeMatch,
  type HandState,
  legalActions,
  matchHandSeed,
  newMatch,
  presets,
  publicMatch,
  recordHand,
  replay,
  serialize,
  serializeMatch,
  startHand,
} from "burraco";

// A match to 1005 between two partnerships, dealt from one seed.
// The options are checked up front (a ruleset as newHand checks it, a seed): a Result.
const started = newMatch({ ruleset: { ...presets.classic, targetScore: 1005 }, seed: "club-night" });
assert.ok(started.ok);
let match = started.value;

while (!match.over) {
  // The next hand: its seed derived from the match seed (HMAC-SHA-256), the deal one seat further
  // clockwise (R2.3).
  const dealt = startHand(match);
  assert.ok(dealt.ok);
  let state: HandState = dealt.value;
  const log: unknown[] = [];
  while (state.phase !== "ended") {
    const action = legalActions(state)[0]; // a player who always makes the first legal move
    assert.ok(action);
    state = apply(state, action).value ?? state;
    log.push(action);
  }
  // A saved state loads back equal; the action log rebuilds the hand.
  assert.deepEqual(deserialize(serialize(state)).value, state);
  const deal = {
    ruleset: match.ruleset,
    seed: matchHandSeed(match.seed, match.hands.length + 1),
    dealer: match.nextDealer,
  };
  assert.deepEqual(replay({ ...deal, actions: log }).value?.at(-1), state);

  // Score the hand and add it to the totals (§9, R10.1).
  const recorded = recordHand(match, state);
  assert.ok(recorded.ok);
  match = recorded.value;
}

// The winner reached the target with the higher total (R10.1, R10.2).
assert.ok(match.winner !== null);
assert.ok((match.totals[match.winner] ?? 0) >= 1005);
assert.deepEqual(match.hands.at(-1)?.totals, match.totals);

// A finished match deals no more hands, and saves and loads like a state.
assert.equal(startHand(match).error?.code, "match/over");
assert.deepEqual(deserializeMatch(serializeMatch(match)).value, match);

// Players see the match without its seeds: the match seed would deal every hand.
const shown = publicMatch(match);
assert.ok(!("seed" in shown) && shown.hands.every((h) => !("seed" in h)));
