import assert from "node:assert/strict";
import { presets } from "burraco";
import { type Bot, greedyBot, nextInt, randomBot } from "burraco/bots";
import { simulate } from "burraco/sim";

// Greedy bots (side 0) against random bots (side 1): 20 seeded hands, reproducible.
const report = simulate({ ruleset: presets.classic, seed: 1, handCount: 20, bots: [greedyBot, randomBot] });
assert.ok(report.ok);
const { summary } = report.value;
assert.equal(summary.handCount, 20);
assert.ok((summary.wins[0] ?? 0) > (summary.wins[1] ?? 0));

// A bot is a pure function of what its seat may see, the legal actions, and its own seeded PRNG.
// This one melds whenever it can after drawing, and otherwise plays at random.
const melder: Bot = (view, legal, rng) => {
  const play = view.phase === "play" ? legal.find((a) => a.type === "meld" || a.type === "attach") : undefined;
  if (play !== undefined) return [play, rng];
  const [i, next] = nextInt(rng, legal.length);
  return [legal[i] ?? null, next];
};

const duel = simulate({ ruleset: presets.twoPlayers, seed: "duel", handCount: 10, bots: [melder, greedyBot] });
assert.ok(duel.ok);
assert.equal(duel.value.summary.errors, 0); // every action the bots chose was legal
