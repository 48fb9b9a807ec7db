import assert from "node:assert/strict";
import { presets } from "burraco";
import { addCounts, deserializePad, newScorePad, padSummary, type ScorePad, serializePad } from "burraco/pad";
import { type SideCount, scoreCount } from "burraco/scoring";

// One hand played with real cards, as the players count it at the table (R9.9).
const us: SideCount = {
  meldPoints: 185, // the points of every melded card (R9.1)
  burraco: ["clean", "dirty"], // one class per burraco (R9.2)
  closed: true, // we closed (R9.3)
  pozzetto: "taken", // "not-taken" (R9.5), "taken", or "unplayed": taken on discard, never played (R9.6)
  unplayedPoints: 0,
  handPoints: 10, // the points left in our hands (R9.4): the closer holds none, the partner 10
  penaltyPoints: 0, // cards a referee penalised (R9.8)
};
const them: SideCount = {
  meldPoints: 70,
  burraco: [],
  closed: false,
  pozzetto: "not-taken",
  unplayedPoints: 0,
  handPoints: 45,
  penaltyPoints: 10,
};

// The same itemised sheet scoreHand gives a hand the engine played.
const sheet = scoreCount([us, them], presets.classic);
assert.ok(sheet.ok);
assert.deepEqual(
  sheet.value.sides.map((s) => s.total),
  [575, -85], // 185 + 200 + 100 + 100 - 10; 70 - 45 - 100 - 10
);
assert.equal(sheet.value.sides[1]?.penaltyCards, -10);

// A count no hand could produce is refused with the rule it breaks.
const twoClosers = scoreCount([us, { ...them, closed: true }], presets.classic);
assert.equal(twoClosers.error?.code, "count/invalid");
assert.equal(twoClosers.error?.rule, "R7.1"); // they closed without their pozzetto
const oddPoints = scoreCount([{ ...us, meldPoints: 187 }, them], presets.classic);
assert.equal(oddPoints.error?.rule, "R1.2"); // card points are multiples of 5

// A tournament round of three hands: the pad keeps the counts, everything else is derived.
const started = newScorePad({ ruleset: presets.classic, round: 3, firstSide: 0 });
assert.ok(started.ok);
let pad: ScorePad = started.value;
const hands: SideCount[][] = [
  [us, them],
  [
    { ...them, meldPoints: 95, pozzetto: "taken", handPoints: 30, penaltyPoints: 0 },
    { ...us, meldPoints: 240, burraco: ["semi-clean"] },
  ],
  [
    {
      ...us,
      meldPoints: 150,
      burraco: ["clean"],
      closed: false,
      pozzetto: "unplayed",
      unplayedPoints: 80,
      handPoints: 15,
    },
    { ...them, meldPoints: 60, handPoints: 55, penaltyPoints: 0 },
  ],
];
for (const counts of hands) {
  const next = addCounts(pad, counts);
  assert.ok(next.ok);
  pad = next.value;
}
const summary = padSummary(pad);
assert.deepEqual(summary.running, [
  [575, -85],
  [640, 395],
  [895, 300],
]);
assert.equal(summary.over, true); // the round had its three hands
assert.equal(summary.winner, 0);
assert.deepEqual(summary.victoryPoints, [15, 5]); // a 595-point lead over 3 hands (R10.3)
assert.equal(addCounts(pad, [us, them]).error?.code, "pad/over");

// Saved and loaded like a match: the save holds the counts, and its totals must agree with them.
const key = "the server's secret";
const saved = serializePad(pad, { key });
if (!saved.ok) throw new Error(saved.error.message);
const text = saved.value;
assert.deepEqual(deserializePad(text, { key }).value, pad);
const edited = text.replace('"totals":[895,300]', '"totals":[895,400]');
assert.equal(deserializePad(edited).error?.code, "pad/invalid"); // the totals disagree with the counts
assert.equal(deserializePad(edited, { key }).error?.code, "save/signature");
