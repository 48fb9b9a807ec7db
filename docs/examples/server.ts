import assert from "node:assert/strict";
import {
  apply,
  dealCommitment,
  deserialize,
  type HandState,
  legalActions,
  newHand,
  type PlayerView,
  parseAction,
  presets,
  type RuleError,
  randomSeed,
  serialize,
  verifyDeal,
  viewFor,
} from "burraco";

// The server's secrets: the key that signs its saves, and the hand's seed (128 random bits).
const key = "signing key: 32 random bytes from a secret store in production";
const seed = randomSeed();
// Published before the hand: once the seed is revealed, players check their deal against it.
const commitment = dealCommitment(seed).value;
assert.ok(commitment);

const dealt = newHand({ ruleset: presets.classic, seed, dealer: 0 });
assert.ok(dealt.ok);
// The whole state (hidden cards included) is kept as signed text between requests. A key
// deserialize would refuse (empty, a lone surrogate) is refused by serialize too, as a value.
function sealed(state: HandState): string {
  const text = serialize(state, { key });
  assert.ok(text.ok, "the server's key signs saves");
  return text.value;
}
let stored = sealed(dealt.value);
// What each player received first; a client keeps its own to verify the deal later.
const firstViews: PlayerView[] = dealt.value.held.map((_, seat) => viewFor(dealt.value, seat));
const keptBySeat1 = firstViews[1] as PlayerView;

type Reply = { status: 200; view: PlayerView } | { status: 400 | 403 | 422; error: RuleError | string };

// One request: `seat` comes from the player's session, `body` from the network.
function handleMove(seat: number, body: string): Reply {
  const state = deserialize(stored, { key });
  assert.ok(state.ok, "the server's own signed store is always readable");
  let action: unknown;
  try {
    action = JSON.parse(body);
  } catch {
    return { status: 400, error: "the body is not JSON" };
  }
  // parseAction reads the action once into a fresh copy and checks its shape, apply every rule;
  // this check is the server's own: a player acts only for their own seat.
  const parsed = parseAction(action);
  if (!parsed.ok) return { status: 400, error: parsed.error };
  if (parsed.value.seat !== seat) return { status: 403, error: "you can act only for your own seat" };
  const next = apply(state.value, parsed.value);
  if (!next.ok) return { status: 422, error: next.error };
  stored = sealed(next.value);
  // Each player gets only what their seat may see: never the other hands, the stock or the seed.
  return { status: 200, view: viewFor(next.value, seat) };
}

const first = deserialize(stored, { key }).value;
assert.ok(first);
const seat = first.turn;

// legalActions lists the moves of the seat to play only: send them to that seat alone.
assert.ok(legalActions(first).every((a) => a.seat === seat));

// A malformed move, a move for someone else, and a move out of turn are all refused.
assert.equal(handleMove(seat, "{not json").status, 400);
assert.equal(handleMove(seat, JSON.stringify({ type: "draw", seat: (seat + 1) % 4 })).status, 403);
const early = handleMove(seat, JSON.stringify({ type: "discard", seat, card: first.held[seat]?.[0] }));
assert.equal(early.status, 422);
assert.equal(early.status === 422 && typeof early.error !== "string" ? early.error.rule : null, "R3.1");

// A legal draw: the reply is the player's view, with 12 cards in hand and counts for the rest.
const drawn = handleMove(seat, JSON.stringify({ type: "draw", seat }));
assert.equal(drawn.status, 200);
assert.ok(drawn.status === 200);
assert.equal(drawn.view.held.length, 12);
assert.equal(drawn.view.stockCount, 40);
assert.ok(!("dealId" in drawn.view) && !("stock" in drawn.view));

// A store changed outside the server is refused: the signature no longer matches.
const tampered = stored.replace('"turn":', '"turn":9,"x":');
assert.equal(deserialize(tampered, { key }).error?.code, "save/signature");

// After the hand the server reveals the seed, and each player checks the deal they were shown.
const verified = verifyDeal({ commitment, seed, ruleset: presets.classic, dealer: 0, view: keptBySeat1 });
assert.ok(verified.ok);
assert.equal(verifyDeal({ commitment, seed: randomSeed(), dealer: 0, view: keptBySeat1 }).error?.code, "deal/mismatch");
