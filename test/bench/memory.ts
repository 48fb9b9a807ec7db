/**
 * Peak RSS of a long simulation (issue target: a 100,000-hand simulation stays ≤ 80 MB RSS, flat).
 * Not part of the test run; run it by hand:
 *
 *   node --expose-gc --import tsx test/bench/memory.ts [hands=100000] [bots=greedy,random]
 *
 * Every 1,000 hands it forces a GC (when exposed) and samples `process.memoryUsage()`; at the end it
 * prints the samples as a table, the peak and median RSS, and the slopes of RSS and heap over the
 * run after its first tenth (MB per 10,000 hands: ≈ 0 when memory is flat), plus hands/s.
 *
 * tsx itself holds about 45 MB (its loader thread); to measure the library alone, bundle first:
 *   npx esbuild test/bench/memory.ts --bundle --platform=node --format=esm --outfile=/tmp/memory.mjs
 *   node --expose-gc /tmp/memory.mjs 100000
 * V8 sizes its young generation from the allocation rate (up to 2 × 16 MB by default): add
 * `--max-semi-space-size=4` to cap it.
 */
import { bots } from "../../src/bots/index.js";
import { botFor, isBotName } from "../../src/bots/registry.js";
import { presets } from "../../src/rules/presets.js";
import { simulate } from "../../src/sim/index.js";

const hands = Number(process.argv[2] ?? 100_000);
const botNames = (process.argv[3] ?? "greedy,random").split(",");
const every = 1000;
const gc = (globalThis as { gc?: () => void }).gc;

const mb = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;

interface Sample {
  hands: number;
  rss: number;
  heapUsed: number;
  seconds: number;
}

const samples: Sample[] = [];
const start = performance.now();
let peakRss = process.memoryUsage().rss;

function sample(done: number): void {
  gc?.();
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  samples.push({
    hands: done,
    rss: mb(m.rss),
    heapUsed: mb(m.heapUsed),
    seconds: Math.round((performance.now() - start) / 100) / 10,
  });
}

sample(0);
const report = simulate({
  ruleset: presets.classic,
  seed: 1,
  handCount: hands,
  bots: botNames.map((name) => (isBotName(name) ? botFor(name) : bots.greedy)),
  keepHands: false,
  onHand: (h) => {
    // Peak RSS between samples too (no GC here: cheap).
    if ((h.index + 1) % 100 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if ((h.index + 1) % every === 0) sample(h.index + 1);
  },
});
const seconds = (performance.now() - start) / 1000;
if (!report.ok) throw new Error(report.error.message);

/** Least-squares slope of `y` against hands, in MB per 10,000 hands (≈ 0 when flat). */
function slope(points: readonly Sample[], y: (s: Sample) => number): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, s) => a + s.hands, 0) / n;
  const my = points.reduce((a, s) => a + y(s), 0) / n;
  let num = 0;
  let den = 0;
  for (const s of points) {
    num += (s.hands - mx) * (y(s) - my);
    den += (s.hands - mx) ** 2;
  }
  return Math.round((num / den) * 10_000 * 100) / 100;
}
const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[xs.length >> 1] ?? 0;
const warm = samples.filter((s) => s.hands >= hands / 10);
const step = Math.max(1, Math.floor(samples.length / 20));
console.log("hands      rss MB  heapUsed MB  seconds");
samples.forEach((s, i) => {
  if (i % step === 0 || i === samples.length - 1) {
    console.log(
      `${String(s.hands).padStart(7)}  ${String(s.rss).padStart(8)}  ${String(s.heapUsed).padStart(11)}  ${String(s.seconds).padStart(7)}`,
    );
  }
});
console.log(
  JSON.stringify({
    hands,
    bots: botNames,
    gcExposed: gc !== undefined,
    peakRssMB: mb(peakRss),
    medianRssMB: median(warm.map((s) => s.rss)),
    rssSlopeMBPer10kHands: slope(warm, (s) => s.rss),
    heapUsedSlopeMBPer10kHands: slope(warm, (s) => s.heapUsed),
    heapUsedEndMB: (samples[samples.length - 1] as Sample).heapUsed,
    handsPerSecond: Math.round(hands / seconds),
    closeRate: report.value.summary.closeRate,
    errors: report.value.summary.errors,
  }),
);
