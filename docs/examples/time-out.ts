import assert from "node:assert/strict";
import { actionFromNotation, apply, callTimeOut, type HandState, replay, setupHand } from "burraco";
import { scoreHand } from "burraco/scoring";

// A tournament table: seat 0 has drawn when the referee calls time out (R8.3). Under the default
// timeOutRound "fibur" the last round ends with seat 0's partner, seat 2.
const setup = setupHand({
  ruleset: { preset: "classic" },
  turn: 0,
  phase: "play",
  hands: ["3D 9S", "4C 8H", "5C 9H", "6C 10S"],
  discardPile: "KD",
  stock: "5D 6D 7D 8D",
});
assert.ok(setup.ok);
const called = callTimeOut(setup.value);
assert.ok(called.ok);
assert.equal(called.value.timeOut, 2);

// Seats 0, 1 and 2 discard once more; then the hand is over, with no closing bonus.
let state: HandState = called.value;
for (const step of [
  { type: "discard", seat: 0, card: "9S" },
  { type: "draw", seat: 1 },
  { type: "discard", seat: 1, card: "4C" },
  { type: "draw", seat: 2 },
  { type: "discard", seat: 2, card: "5C" },
] as const) {
  const action = actionFromNotation(state, step);
  assert.ok(action.ok);
  const next = apply(state, action.value);
  assert.ok(next.ok);
  state = next.value;
}
assert.deepEqual(state.end, { reason: "time-out", closedBy: null });
assert.deepEqual(
  scoreHand(state).sides.map((s) => s.closing),
  [0, 0],
);

// A second call is refused (R8.3). In an action log the call stands where it happened.
assert.equal(callTimeOut(called.value).error?.code, "time-out/already-called");
const log = replay({ seed: "table 7", actions: [{ call: "timeOut" }] });
assert.ok(log.ok);
// Called before the first draw of a fresh deal: one full round, ending with the seat before.
assert.equal(log.value[1]?.timeOut, ((log.value[0]?.turn ?? 0) + 3) % 4);
