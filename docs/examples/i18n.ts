import assert from "node:assert/strict";
import { apply, cardName, cardId, describeError, newHand, presets, scoreHand, scoreLineLabel, scoreLines } from "burraco";

// Every refusal has a stable code and, for players, a sentence in Italian or English with its rule.
const state = newHand({ ruleset: presets.classic, seed: 42 });
const early = apply(state, { type: "discard", seat: state.turn, card: state.hands[state.turn]?.[0] ?? 0 });
assert.ok(!early.ok);
assert.equal(early.error.code, "turn/wrong-phase");
assert.equal(describeError(early.error, "it"), "Non adesso: prima si pesca (dal tallone o dagli scarti), poi si cala, si attacca e si scarta. (R3.1)");
assert.equal(describeError(early.error, "en"), "Not now: first draw (from the stock or the discard pile), then meld, attach and discard. (R3.1)");

// Cards and the lines of a score sheet have names in both languages too.
assert.equal(cardName(cardId(7, 1), "it"), "7 di cuori");
assert.equal(cardName(104, "it"), "jolly");
const sheet = scoreHand(state);
const rows = scoreLines.map((line) => `${scoreLineLabel(line, "it", true)}: ${sheet.sides[0]?.[line]}`);
assert.equal(rows[0], "carte calate (R9.1): 0");
