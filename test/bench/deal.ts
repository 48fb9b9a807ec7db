/**
 * What the cryptographic deal (issue 18, F1) costs, interleaved in one run, by CPU time:
 * - `newHand` hands/s with a given seed (target ≥ 20,000/s);
 * - the deal alone: the SHA-256 counter-mode shuffle against the sfc32 shuffle it replaced;
 * - greedy 4-player hands/s with each deal: the same loop as the simulator's, the same bots and
 *   bot seeds; only the shuffle differs.
 *   npx tsx test/bench/deal.ts [rounds]
 */
import { apply, type HandState, legalActions, newHand, presets, viewFor } from "burraco";
import { greedyBot, type RngState, seedRng } from "burraco/bots";
import { fullDeck } from "../../src/cards/deck.js";
import { shuffled } from "../../src/random/prng.js";
import { dealHand } from "../../src/state/deal.js";

const rounds = Number(process.argv[2] ?? 5);
const fmt = (n: number): string => Math.round(n).toLocaleString("en");
const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function cpuRate(count: number, body: (i: number) => void): number {
  const t = process.cpuUsage();
  for (let i = 0; i < count; i++) body(i);
  const used = process.cpuUsage(t);
  return count / ((used.user + used.system) / 1e6);
}

/** The deal before issue 18: the same hand, its deck shuffled by sfc32 seeded from SHA-256. */
const template = dealHand(presets.classic, 0, 0, undefined);
function oldDeal(seed: number): HandState {
  const state = template;
  const [deck] = shuffled(fullDeck(), seedRng(seed));
  let at = 0;
  const take = (n: number): number[] => {
    at += n;
    return deck.slice(at - n, at);
  };
  return {
    ...state,
    held: [take(11), take(11), take(11), take(11)],
    pozzetti: [take(11), take(11)],
    discardPile: take(1),
    stock: deck.slice(at),
  };
}

function play(start: HandState, seed: number): void {
  let state = start;
  const rngs: RngState[] = [0, 1, 2, 3].map((s) => seedRng(seed * 4 + s));
  while (state.phase !== "ended") {
    const seat = state.turn;
    const [action, rng] = greedyBot(viewFor(state, seat), legalActions(state), rngs[seat] as RngState);
    rngs[seat] = rng;
    if (action === null) break;
    state = apply(state, action).value as HandState;
  }
}

const rates = {
  newHand: [] as number[],
  deal: [] as number[],
  oldShuffle: [] as number[],
  greedyNew: [] as number[],
  greedyOld: [] as number[],
};
for (let r = 0; r < rounds; r++) {
  rates.newHand.push(cpuRate(20_000, (i) => newHand({ seed: i, dealer: 0 })));
  rates.deal.push(cpuRate(20_000, (i) => dealHand(presets.classic, i, 0, undefined)));
  rates.oldShuffle.push(cpuRate(20_000, (i) => shuffled(fullDeck(), seedRng(i))));
  rates.greedyNew.push(cpuRate(300, (i) => play(dealHand(presets.classic, r * 1000 + i, 0, undefined), i)));
  rates.greedyOld.push(cpuRate(300, (i) => play(oldDeal(r * 1000 + i), i)));
}
for (const [name, xs] of Object.entries(rates)) {
  console.log(
    `${name.padEnd(10)} median ${fmt(median(xs))}/s, range ${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}/s`,
  );
}
console.log(`greedy hands/s, new deal / old deal: ${(median(rates.greedyNew) / median(rates.greedyOld)).toFixed(3)}`);
