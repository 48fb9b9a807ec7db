/**
 * Meld analysis throughput (docs/performance.md, "Meld analysis").
 *
 * Each bench iteration analyses a fixed batch of 10,000 candidates, so analyses per second are
 * 10,000 × hz. The batches are built by a seeded LCG: every run measures the same cards.
 * Run with `npm run bench`, or as a plain script (`npx tsx test/bench/melds.bench.ts`, part of
 * `npm run bench:node`): vitest's bench harness runs this code two to three times slower than
 * plain Node, so both figures are reported.
 */
import { analyzeMeld, type CardId, presets } from "burraco";
import { analyzeTrusted } from "../helpers/internal.js";
import { BATCH, plausibleMelds, randomCandidates } from "./candidates.js";

const random = randomCandidates(20261130);
const plausible = plausibleMelds(20261130, (cards) => analyzeMeld(cards).ok);

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
