import assert from "node:assert/strict";
import { presets } from "burraco";
import { type Bot, createBot, createGreedyBot, greedyBot } from "burraco/bots";
import { arena, mergeReports } from "burraco/sim";

// A bot of your own: here a greedy variant that goes out sooner. Any Bot value will do.
const mine: Bot = createGreedyBot({ goingOut: 4 });

// The CLI's duplicate arena, in this thread: every deal played twice with the partnerships swapped.
const options = { bots: [mine, greedyBot], names: ["mine", "greedy"], seed: 1, dealCount: 6, duplicate: true } as const;
const report = arena({ ...options, ruleset: presets.classic });
assert.ok(report.ok);
const { margin, ci95, handsWon, matchesWon } = report.value;
assert.ok(ci95[0] <= margin && margin <= ci95[1]);
assert.ok(handsWon >= 0 && handsWon <= 1);
assert.ok(matchesWon === null || (matchesWon >= 0 && matchesWon <= 1));
assert.deepEqual(report.value.botErrors, [0, 0]); // hands each bot stopped by an error

// Options read from a file are checked when the bot is made: with a typo ("iteration") the bot plays
// nothing, and an arena in which a bot erred in every hand is refused, naming it and its first error.
const typo = createBot(JSON.parse('{ "level": "hard", "iteration": 64 }'));
const refused = arena({ bots: [typo, greedyBot], names: ["typo", "greedy"], seed: 1, dealCount: 2 });
assert.equal(refused.error?.code, "arena/bot-failed");

// More cores: run shards (in worker threads or processes that import their own bots), then merge.
// The figures are those of one run, whatever the number of shards.
const shards = [1, 2, 3].map((i) => arena({ ...options, shard: [i, 3] }));
const merged = mergeReports(shards.map((s, i) => ({ name: `shard ${i + 1}`, json: s.value })));
assert.ok(merged.ok);
assert.deepEqual(merged.value.records, report.value.records);
assert.equal(merged.value.margin, margin);
