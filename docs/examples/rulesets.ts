import assert from "node:assert/strict";
import { defineRuleset, newHand, presets, type RulesetInput } from "burraco";

// A preset with overrides: every rule difference is an option with a default.
const house = defineRuleset({ preset: "openDirty", targetScore: 1005, semiClean: false });
assert.ok(house.ok);
assert.equal(house.value.directPozzetto, false); // from the preset (R6.2)
assert.equal(house.value.targetScore, 1005); // overridden (R10.1)

// Typos are compile errors in TypeScript; input from JSON is still checked at run time, and
// unknown fields and impossible values are refused, naming the field.
const fromJson: unknown = JSON.parse('{ "preset": "classic", "targetScroe": 1005 }');
const typo = defineRuleset(fromJson as RulesetInput);
assert.ok(!typo.ok);
assert.match(typo.error.message, /targetScroe/);

const odd = defineRuleset({ targetScore: 1003 });
assert.ok(!odd.ok);
assert.match(odd.error.message, /multiple of 5/);

// Presets are complete, frozen rulesets.
const twoHanded = newHand({ ruleset: presets.twoPlayers, seed: 7 }).value;
assert.ok(twoHanded);
assert.equal(twoHanded.held.length, 2);
assert.equal(twoHanded.stock.length, 63); // R2.2
