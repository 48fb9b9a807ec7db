import { newHand, presets, greedyBot, legalActions, apply, viewFor, seedRng, scoreHand, type Bot, botSeed, handSeed } from "./src/index.js";
import { createSearchBot } from "./src/bots/search/searchBot.js";
const iters = Number(process.argv[2] ?? 96);
const deals = Number(process.argv[3] ?? 20);
const search = createSearchBot({ iterations: iters, confidence: Number(process.argv[4] ?? 2), discards: process.argv[5] !== "nodiscard", rollout: (process.argv[6] ?? "greedy") as "greedy" });
let moveTime = 0, moves = 0;
function play(seed: number, dealer: number, bots: Bot[]): number[] {
  let s = newHand({ ruleset: presets.classic, seed, dealer });
  const rngs = [0,1,2,3].map(i => seedRng(botSeed(seed, i)));
  let n=0;
  while (s.phase !== "ended" && n < 3000) {
    const seat = s.turn; const bot = bots[seat % 2]!;
    const t0 = performance.now();
    const [a, r] = bot(viewFor(s, seat), legalActions(s), rngs[seat]!);
    if (bot === search) { moveTime += performance.now() - t0; moves++; }
    rngs[seat] = r; const nx = apply(s, a!); if (!nx.ok) throw new Error(nx.error.message); s = nx.value; n++;
  }
  return scoreHand(s).sides.map(x => x.total);
}
let sum = 0, sq = 0; const t0 = performance.now();
for (let d = 0; d < deals; d++) {
  const seed = handSeed("q", d);
  const a = play(seed, d % 4, [search, greedyBot]);
  const b = play(seed, d % 4, [greedyBot, search]);
  const m = ((a[0]! - a[1]!) + (b[1]! - b[0]!)) / 2;
  sum += m; sq += m*m;
}
const mean = sum/deals, sd = Math.sqrt(sq/deals - mean*mean);
console.log(`iters ${iters} deals ${deals}: margin ${mean.toFixed(1)} ± ${(1.96*sd/Math.sqrt(deals)).toFixed(1)}; ms/move ${(moveTime/moves).toFixed(2)} (all search-bot calls), total ${(performance.now()-t0)/1000}s`);
