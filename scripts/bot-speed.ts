/**
 * CPU time a bot spends per move and per turn (the sum of the turn's calls), median, p95 and p99, over
 * seeded hands against greedy: the figures of docs/performance.md, "Bots".
 *   node scripts/bot-speed.mjs [bot] [hands] [seed] [preset]   (bot: hard, search, medium, …)
 * (bundled first, as the library runs from its build; `npx tsx` runs it too, but slower).
 * Process CPU time, so other work on a shared machine slows it less than the wall clock.
 */
import { createPlannerBot } from "../src/bots/planner/plannerBot.js";
import { botFor, bots, isBotName } from "../src/bots/registry.js";
import { determinize, hiddenCards } from "../src/bots/search/determinize.js";
import { greedyPlayout } from "../src/bots/search/margin.js";
import { playoutWith } from "../src/bots/search/playout.js";
import type { Bot } from "../src/bots/types.js";
import { Rand, seedRng } from "../src/random/prng.js";
import { presets } from "../src/rules/presets.js";
import { simulate } from "../src/sim/simulate.js";
import { newHand } from "../src/state/deal.js";
import { viewFor } from "../src/state/view.js";

const name = process.argv[2] ?? "hard";
const hands = Number(process.argv[3] ?? 20);
const seed = Number(process.argv[4] ?? 1);
const preset = (process.argv[5] ?? "classic") as keyof typeof presets;
// "planner:{json}" tries createPlannerBot options.
const inner: Bot = name.startsWith("planner:")
  ? createPlannerBot(JSON.parse(name.slice(8)))
  : isBotName(name)
    ? botFor(name)
    : (() => {
        throw new Error(`unknown bot ${name}`);
      })();
const moves: number[] = [];
const turns = new Map<string, number>();
let hand = 0;
const timed: Bot = (view, legal, rng) => {
  const t0 = process.cpuUsage();
  const out = inner(view, legal, rng);
  const t = process.cpuUsage(t0);
  const ms = (t.user + t.system) / 1000;
  moves.push(ms);
  const key = `${hand}:${view.seat}:${view.turnsPlayed[view.seat ?? 0]}`;
  turns.set(key, (turns.get(key) ?? 0) + ms);
  return out;
};
const report = simulate({
  ruleset: presets[preset],
  seed,
  handCount: hands,
  bots: [timed, bots.greedy],
  keepHands: false,
  onHand: () => {
    hand++;
  },
});
if (!report.ok) throw new Error(report.error.message);
const q = (xs: number[], p: number): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
};
const perTurn = [...turns.values()];
console.log(
  JSON.stringify({
    bot: name,
    preset,
    hands,
    seed,
    moves: moves.length,
    turns: perTurn.length,
    msPerMove: { median: q(moves, 0.5), p95: q(moves, 0.95), p99: q(moves, 0.99) },
    msPerTurn: {
      median: q(perTurn, 0.5),
      p95: q(perTurn, 0.95),
      p99: q(perTurn, 0.99),
      mean: perTurn.reduce((a, b) => a + b, 0) / perTurn.length,
    },
  }),
);

// Playouts per second on one core (CPU time): greedy at every seat from a fresh deal's first
// decision, as the planner plays them, and the heuristic policy.
{
  const deal = newHand({ ruleset: presets[preset], seed });
  if (!deal.ok) throw new Error(deal.error.message);
  const view = viewFor(deal.value, deal.value.turn);
  const rand = new Rand(seedRng(seed));
  const hidden = hiddenCards(view);
  const rates: Record<string, number> = {};
  // "greedy20": greedy for 20 actions, the planner's horizon at three or four players.
  for (const policy of ["greedy", "greedy20", "heuristic"] as const) {
    const t0 = process.cpuUsage();
    let n = 0;
    for (; n < 100; n++) {
      const sample = determinize(view, hidden, rand);
      if (policy === "heuristic") playoutWith(sample, rand, true, 600);
      else greedyPlayout(sample, rand.state(), policy === "greedy" ? 600 : 20);
      rand.uint32();
    }
    const t = process.cpuUsage(t0);
    rates[policy] = Math.round(n / ((t.user + t.system) / 1e6));
  }
  console.log(
    JSON.stringify({ playoutsPerSecondCpu: rates, from: "a deal's first decision (a whole hand, or 20 actions)" }),
  );
}
