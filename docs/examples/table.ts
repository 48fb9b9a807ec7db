import assert from "node:assert/strict";
import { legalActions, presets } from "burraco";
import {
  loadTable,
  markSeen,
  newTable,
  nextHand,
  playAction,
  saveTable,
  seatEvents,
  stepBot,
  type Table,
  tableTurn,
  tableView,
  undoLast,
} from "burraco/table";

// A casual match to 1005: a person at seat 0, bots by level at the others, undo allowed.
const opened = newTable({
  ruleset: { ...presets.classic, targetScore: 1005 },
  seed: "club-night",
  seats: ["person", "medium", "easy", "hard"],
  undo: true,
});
assert.ok(opened.ok);
let table: Table = opened.value;

// The bots play one step at a time, so a screen can show each move.
function botsPlay(t: Table): Table {
  while (tableTurn(t)?.bot === true) {
    const step = stepBot(t);
    assert.ok(step.ok, step.ok ? "" : step.error.message);
    t = step.value;
  }
  return t;
}
table = botsPlay(table);
assert.deepEqual(tableTurn(table), { seat: 0, bot: false });

// What seat 0 is shown: its view (its own cards, nothing hidden) and the events it has not seen.
assert.equal(tableView(table, 0).held.length, 11);
assert.equal(seatEvents(table, 0).length, table.events.length);
const seen = markSeen(table, 0);
assert.ok(seen.ok);
table = seen.value;
assert.deepEqual(seatEvents(table, 0), []);

// A person's action is checked as apply checks it; another seat's or a bad one is refused.
assert.equal(playAction(table, 1, { type: "draw", seat: 1 }).error?.code, "table/wrong-seat");
assert.equal(playAction(table, 0, { type: "draw", seat: 1 }).error?.code, "input/invalid");
const drawn = playAction(table, 0, { type: "draw", seat: 0 });
assert.ok(drawn.ok);
table = drawn.value;

// Undo: a discard can be taken back; the draw, which showed a card, cannot.
const discard = legalActions(table.state).find((a) => a.type === "discard");
assert.ok(discard);
const discarded = playAction(table, 0, discard);
assert.ok(discarded.ok);
const back = undoLast(discarded.value, 0);
assert.ok(back.ok);
assert.deepEqual(back.value.state, table.state);
assert.equal(undoLast(back.value, 0).error?.code, "table/undo-refused");

// Save on the server (signed), load it back: the same table; a changed save is refused.
const key = "the server's secret";
const saved = saveTable(discarded.value, { key });
if (!saved.ok) throw new Error(saved.error.message); // a key loadTable would refuse, "" for one
const text = saved.value;
assert.deepEqual(loadTable(text, { key }).value, discarded.value);
assert.equal(loadTable(text.replace('"undo":true', '"undo":false'), { key }).error?.code, "save/signature");

// Play the hand out (the person here plays the first listed move), then deal the next one.
table = discarded.value;
while (table.state.phase !== "ended") {
  table = botsPlay(table);
  if (table.state.phase === "ended") break;
  const move = legalActions(table.state)[0];
  assert.ok(move);
  const played = playAction(table, 0, move);
  assert.ok(played.ok);
  table = played.value;
}
assert.equal(table.match?.hands.length, 1); // recorded from the hand's log
const next = nextHand(table);
if (table.match?.over === true) assert.equal(next.error?.code, "match/over");
else assert.equal(next.value?.deal.number, 2);
