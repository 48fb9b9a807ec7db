import assert from "node:assert/strict";
import { actionFromNotation, apply, setupHand } from "burraco";
import { scoreHand } from "burraco/scoring";

// A position written in card notation: seat 0 holds the K♣, its side has a clean burraco and
// has taken its pozzetto, so discarding the last card closes the hand (R7.1).
const setup = setupHand({
  ruleset: { preset: "classic" },
  turn: 0,
  phase: "play",
  hands: ["KC", "JK", "4D", "5C"],
  discardPile: "8D",
  melds: [["3H 4H 5H 6H 7H 8H 9H"], ["KS KD KH"]],
  pozzettoTaken: [true, false],
});
assert.ok(setup.ok);

const close = actionFromNotation(setup.value, { type: "close", seat: 0, card: "KC" });
assert.ok(close.ok);
const ended = apply(setup.value, close.value);
assert.ok(ended.ok);
assert.equal(ended.value.phase, "ended");

// The score sheet is itemised per side (R9.7).
const sheet = scoreHand(ended.value);
assert.deepEqual(
  sheet.sides.map((s) => s.total),
  [340, -105],
);
