import assert from "node:assert/strict";
import { analyzeMeld, apply, formatCards, legalActions, newHand, parseCards, presets } from "burraco";

// Cards are written in notation and travel as ids.
const cards = parseCards("4C 5C 6C 2H 8C");
assert.ok(cards.ok);

// Meld analysis: the 2♥ stands for the 7♣ in this run.
const meld = analyzeMeld(cards.value);
assert.ok(meld.ok);
assert.equal(meld.value.kind, "run");
assert.equal(meld.value.wildcardRank, 7);
assert.equal(meld.value.burraco, null);

// A refusal says which rule it breaks.
const twoWild = analyzeMeld(parseCards("7H JK 2S").value ?? []);
assert.ok(!twoWild.ok);
assert.equal(twoWild.error.rule, "R4.3");

// A seeded hand: same seed, same deal.
const dealt = newHand({ ruleset: presets.classic, seed: 42 });
assert.ok(dealt.ok);
let state = dealt.value;
assert.equal(state.held[state.turn]?.length, 11);

// Play: the first legal action of the player to act, then a discard.
state = apply(state, { type: "draw", seat: state.turn }).value ?? state;
assert.equal(state.phase, "play");
const discard = legalActions(state).find((a) => a.type === "discard");
assert.ok(discard);
const next = apply(state, discard);
assert.ok(next.ok);
assert.equal(next.value.turn, (state.turn + 1) % 4);

// Anything else is refused, never thrown: here, the wrong seat.
const refused = apply(next.value, { type: "draw", seat: state.turn });
assert.ok(!refused.ok);
assert.equal(refused.error.code, "turn/not-your-turn");

export const pile = formatCards(next.value.discardPile);
