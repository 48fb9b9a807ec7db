/**
 * Meld analysis throughput (docs/performance.md, "Meld analysis").
 *
 * Each bench iteration analyses a fixed batch of 10,000 candidates, so analyses per second are
 * 10,000 × hz. The batches are built by a seeded LCG: every run measures the same cards.
 * Run with `npm run bench`, or as a plain script (`npx tsx test/bench/melds.bench.ts`, part of
 * `npm run bench:node`): vitest's bench harness runs this code two to three times slower than
 * plain Node, so both figures are reported.
 */
import { analyzeMeld, type CardId, cardId, presets } from "burraco";
import { analyzeTrusted } from "../helpers/internal.js";

const BATCH = 10_000;

/** A tiny deterministic LCG (Numerical Recipes constants); `below(n)` is in 0…n−1. */
function lcg(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 0x1_0000_0000) * n);
  };
}

/** 3–14 distinct random card ids. */
function randomCandidates(seed: number): CardId[][] {
  const below = lcg(seed);
  const batch: CardId[][] = [];
  for (let i = 0; i < BATCH; i++) {
    const n = 3 + below(12);
    const cards: CardId[] = [];
    while (cards.length < n) {
      const id = below(108);
      if (!cards.includes(id)) cards.push(id);
    }
    batch.push(cards);
  }
  return batch;
}

function shuffle(cards: CardId[], below: (n: number) => number): CardId[] {
  for (let i = cards.length - 1; i > 0; i--) {
    const j = below(i + 1);
    const t = cards[i] as CardId;
    cards[i] = cards[j] as CardId;
    cards[j] = t;
  }
  return cards;
}

/** Valid runs and sets of 3–9 cards, half of them with one wildcard (a joker or a foreign 2). */
function plausibleMelds(seed: number): CardId[][] {
  const below = lcg(seed);
  const batch: CardId[][] = [];
  while (batch.length < BATCH) {
    const withWild = below(2) === 1;
    const wildcard = below(2) === 0 ? 104 + below(4) : -1;
    let cards: CardId[];
    if (below(2) === 0) {
      // A run: suit, span within A…K or 2…A.
      const suit = below(4);
      const length = 3 + below(withWild ? 6 : 7);
      const start = 1 + below(14 - length + 1);
      cards = [];
      for (let p = start; p < start + length; p++) cards.push(cardId(p === 14 ? 1 : p, suit, below(2)));
      if (withWild) {
        const wild = wildcard >= 0 ? wildcard : cardId(2, (suit + 1 + below(3)) % 4, below(2));
        if (below(2) === 0) cards[below(cards.length)] = wild;
        else cards.push(wild);
      }
    } else {
      // A set: rank A or 3–K, 3–8 of its 8 copies.
      const ranks = [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
      const rank = ranks[below(ranks.length)] ?? 7;
      const copies = shuffle([0, 1, 2, 3, 4, 5, 6, 7], below).slice(0, 3 + below(6));
      cards = copies.map((c) => cardId(rank, c % 4, c >> 2));
      if (withWild) cards.push(wildcard >= 0 ? wildcard : cardId(2, below(4), below(2)));
    }
    const result = analyzeMeld(cards);
    // Keep only what the generator meant (a start too close to the ace may leave no room).
    if (result.ok && cards.length >= 3 && cards.length <= 9) batch.push(shuffle(cards, below));
  }
  return batch;
}

const random = randomCandidates(20261130);
const plausible = plausibleMelds(20261130);

// Sanity: the plausible batch is all valid, and the outcome of each batch is a fixed number.
let validRandom = 0;
for (const cards of random) if (analyzeMeld(cards).ok) validRandom++;
for (const cards of plausible) {
  if (!analyzeMeld(cards).ok) throw new Error("plausible batch holds an invalid meld");
}

/** Results are summed here so that the work cannot be optimised away. */
let sink = 0;

function analyseAll(batch: readonly CardId[][]): void {
  let valid = 0;
  for (let i = 0; i < batch.length; i++) if (analyzeMeld(batch[i] as CardId[]).ok) valid++;
  sink += valid;
}

function analyseAllCore(batch: readonly CardId[][]): void {
  let valid = 0;
  for (let i = 0; i < batch.length; i++) {
    if (!("code" in analyzeTrusted(batch[i] as CardId[], presets.classic))) valid++;
  }
  sink += valid;
}

/** Analyses per second of `run(batch)`, over at least `minMs`, by wall clock and by CPU time. */
function perSecond(run: (batch: readonly CardId[][]) => void, batch: readonly CardId[][], minMs: number): string {
  run(batch);
  let runs = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < minMs) {
    run(batch);
    runs++;
    t = performance.now();
  }
  const cpu = process.cpuUsage(cpu0);
  const fmt = (n: number): string => `${(n / 1e6).toFixed(2)} M`;
  return `${fmt((runs * batch.length * 1000) / (t - t0))}/s wall clock, ${fmt((runs * batch.length * 1e6) / (cpu.user + cpu.system))}/s CPU time`;
}

if (process.env.VITEST === undefined) {
  console.log(`analyzeMeld, random candidates: ${perSecond(analyseAll, random, 2000)} (target ≥ 1 M/s)`);
  console.log(`analyzeMeld, plausible melds: ${perSecond(analyseAll, plausible, 2000)} (target ≥ 2 M/s)`);
  console.log(`analyzeTrusted, random candidates: ${perSecond(analyseAllCore, random, 1000)}`);
  console.log(`analyzeTrusted, plausible melds: ${perSecond(analyseAllCore, plausible, 1000)}`);
  if (sink < plausible.length) throw new Error(`the benches did not run: sink ${sink}`);
} else {
  const { afterAll, bench, describe } = await import("vitest");
  afterAll(() => {
    // Every iteration over the plausible batch counts all of it as valid.
    if (sink < plausible.length) throw new Error(`the benches did not run: sink ${sink}`);
  });

  describe(`meld analysis, ${BATCH} candidates per iteration (analyses/s = ${BATCH} × hz)`, () => {
    bench(`analyzeMeld: random 3–14 card candidates (${validRandom} valid)`, () => analyseAll(random), {
      time: 2000,
    });
    bench("analyzeMeld: plausible melds (valid runs/sets, 3–9 cards)", () => analyseAll(plausible), {
      time: 2000,
    });
    bench("analyzeTrusted (no input checks): random candidates", () => analyseAllCore(random), { time: 1000 });
    bench("analyzeTrusted (no input checks): plausible melds", () => analyseAllCore(plausible), { time: 1000 });
  });
}
