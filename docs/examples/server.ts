import assert from "node:assert/strict";
import {
  apply,
  deserialize,
  newHand,
  parseAction,
  type PlayerView,
  presets,
  type RuleError,
  serialize,
  viewFor,
} from "burraco";

// The server keeps the whole state (hidden cards included) as text between requests.
let stored = serialize(newHand({ ruleset: presets.classic, seed: "table-17/hand-1" }));

type Reply = { status: 200; view: PlayerView } | { status: 400 | 403 | 422; error: RuleError | string };

// One request: `seat` comes from the player's session, `body` from the network.
function handleMove(seat: number, body: string): Reply {
  const state = deserialize(stored);
  assert.ok(state.ok, "the server's own store is always readable");
  let action: unknown;
  try {
    action = JSON.parse(body);
  } catch {
    return { status: 400, error: "the body is not JSON" };
  }
  // parseAction checks the action's shape (one read, a fresh copy), apply every rule; this check is
  // the server's own: a player acts only for their own seat.
  const parsed = parseAction(action);
  if (!parsed.ok) return { status: 400, error: parsed.error };
  if (parsed.value.seat !== seat) return { status: 403, error: "you can act only for your own seat" };
  const next = apply(state.value, parsed.value);
  if (!next.ok) return { status: 422, error: next.error };
  stored = serialize(next.value);
  // Each player gets only what their seat may see: never the other hands, the stock or the seed.
  return { status: 200, view: viewFor(next.value, seat) };
}

const first = deserialize(stored).value;
assert.ok(first);
const seat = first.turn;

// A malformed move, a move for someone else, and a move out of turn are all refused.
assert.equal(handleMove(seat, "{not json").status, 400);
assert.equal(handleMove(seat, JSON.stringify({ type: "draw", seat: (seat + 1) % 4 })).status, 403);
const early = handleMove(seat, JSON.stringify({ type: "discard", seat, card: first.hands[seat]?.[0] }));
assert.equal(early.status, 422);
assert.equal(early.status === 422 && typeof early.error !== "string" ? early.error.rule : null, "R3.1");

// A legal draw: the reply is the player's view, with 12 cards in hand and counts for the rest.
const drawn = handleMove(seat, JSON.stringify({ type: "draw", seat }));
assert.equal(drawn.status, 200);
assert.ok(drawn.status === 200);
assert.equal(drawn.view.hand.length, 12);
assert.equal(drawn.view.stockCount, 40);
assert.ok(!("rng" in drawn.view) && !("stock" in drawn.view));

// A tampered store is refused with a clear error instead of being played on.
const tampered = stored.replace('"turn":', '"turn":9,"x":');
assert.equal(deserialize(tampered).ok, false);
