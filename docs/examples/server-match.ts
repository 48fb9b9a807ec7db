import assert from "node:assert/strict";
import {
  apply,
  dealCommitment,
  legalActions,
  matchHandSeed,
  newMatch,
  type PlayerView,
  presets,
  randomSeed,
  recordHand,
  startHand,
  verifyDeal,
  viewFor,
} from "burraco";
import { greedyBot, seedRng } from "burraco/bots";

// The server's secret: the match seed deals every hand, so it is revealed only when the match is over.
const matchSeed = randomSeed();
const started = newMatch({ ruleset: { ...presets.classic, targetScore: 505 }, seed: matchSeed });
assert.ok(started.ok);
let match = started.value;
let rng = seedRng("bots");
// What each player keeps: per hand, the commitment published before it, the hand's dealer, their first view.
const kept: { commitment: string; dealer: number; view: PlayerView; seed?: string }[] = [];

while (!match.over) {
  const number = match.hands.length + 1;
  // Before the hand: commit to this hand's own seed (an HMAC of the match seed, revealing nothing of it).
  const handSeed = matchHandSeed(matchSeed, number);
  const commitment = dealCommitment(handSeed).value;
  assert.ok(commitment);
  let state = startHand(match).value;
  assert.ok(state);
  kept.push({ commitment, dealer: state.dealer, view: viewFor(state, 1) });
  while (state.phase !== "ended") {
    const [action, next] = greedyBot(viewFor(state, state.turn), legalActions(state), rng);
    assert.ok(action);
    const played = apply(state, action);
    assert.ok(played.ok);
    [state, rng] = [played.value, next];
  }
  const recorded = recordHand(match, state);
  assert.ok(recorded.ok);
  match = recorded.value;
  // After the hand: reveal its seed. Seat 1 checks its deal; the later hands stay secret.
  const mine = kept[number - 1];
  assert.ok(mine);
  mine.seed = handSeed;
  const checked = verifyDeal({ commitment: mine.commitment, seed: handSeed, dealer: mine.dealer, view: mine.view });
  assert.ok(checked.ok);
  // A revealed hand seed does not open the next hand's commitment.
  const nextCommitment = dealCommitment(matchHandSeed(matchSeed, number + 1)).value ?? "";
  const opened = verifyDeal({ commitment: nextCommitment, seed: handSeed, dealer: mine.dealer, view: mine.view });
  assert.equal(opened.error?.code, "deal/mismatch");
}

// The match is over: reveal the match seed, and each player checks that every hand's seed came from it.
for (const [i, mine] of kept.entries()) {
  assert.ok(mine.seed);
  const claim = { commitment: mine.commitment, seed: mine.seed, dealer: mine.dealer, view: mine.view };
  assert.ok(verifyDeal({ ...claim, hand: i + 1, matchSeed }).ok);
  assert.equal(verifyDeal({ ...claim, hand: i + 2, matchSeed }).error?.code, "deal/mismatch");
}
