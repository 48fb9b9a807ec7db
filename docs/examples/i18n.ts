import assert from "node:assert/strict";
import { analyzeMeld, cardId, parseCards, scoreLines } from "burraco";
import { burracoClassName, cardName, describeError, scoreLineLabel } from "burraco/i18n";

// Every refusal has a stable code and, for players, a sentence in Italian or English with its rule.
const twoWild = analyzeMeld(parseCards("7H JK 2S").value ?? []);
assert.ok(!twoWild.ok);
assert.equal(twoWild.error.code, "meld/too-many-wildcards");
assert.equal(
  describeError(twoWild.error, "it"),
  "Una combinazione può avere una sola matta (un jolly o una pinella). (R4.3)",
);
assert.equal(describeError(twoWild.error, "en"), "A meld holds at most one wildcard (a joker or a 2). (R4.3)");

// Cards, burraco classes and the lines of a score sheet have names in both languages too.
assert.equal(cardName(cardId(7, 1), "it"), "7 di cuori");
assert.equal(cardName(104, "it"), "jolly");
assert.equal(burracoClassName("semi-clean", "it"), "burraco semipulito");
assert.deepEqual(
  scoreLines.map((line) => scoreLineLabel(line, "en", true)),
  [
    "cards in melds (R9.1)",
    "burraco bonuses (R9.2)",
    "closing (R9.3)",
    "cards left in hand (R9.4)",
    "pozzetto not taken (R9.5)",
    "unplayed pozzetto (R9.6)",
    "penalty cards (R9.8)",
    "total (R9.7)",
  ],
);
