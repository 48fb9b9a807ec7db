/**
 * Hand-level benchmarks (sized for a 2-core machine):
 *   npx vitest bench --run test/bench/hand.bench.ts
 *
 * - `apply` replaying 50 recorded greedy 4-player hands (recorded before timing) → actions/s
 * - `legalActions` on ordinary play-phase positions, and just after taking a ~40-card pile → median µs
 * - complete greedy 4-player hands → hands/s
 *
 * Targets (issue): apply ≥ 2,000,000 actions/s; legalActions ≤ 20 µs median on ordinary hands and
 * ≤ 1 ms after a 40-card pile; greedy 4-player hands ≥ 1,000/s. Besides vitest's table, each suite
 * prints its figure (median per call from per-call timings; actions/s and hands/s from whole runs).
 *
 * Outside vitest the file prints the same figures directly, so it can be bundled the way tsup
 * bundles dist/ (vitest's module runner slows imported-name reads, see docs/performance.md):
 *   npx esbuild test/bench/hand.bench.ts --bundle --platform=node --format=esm --external:vitest --outfile=/tmp/hand.mjs
 *   node /tmp/hand.mjs
 */

import { type Action, apply, type HandState, legalActions, presets, type Result } from "burraco";
import { greedyBot } from "../../src/bots/index.js";
import { dealSeed, playHand } from "../../src/sim/index.js";
import { dealt } from "../helpers/state.js";

interface Recorded {
  readonly start: HandState;
  readonly log: readonly Action[];
}

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

// ---- Recorded hands (outside every timed part) ----------------------------------------------------
const HANDS = 50;
const recorded: Recorded[] = [];
for (let i = 0; i < HANDS; i++) {
  const seed = dealSeed("bench", i);
  const dealer = i % 4;
  const hand = must(playHand({ ruleset: presets.classic, seed, dealer, bots: [greedyBot], record: true }));
  recorded.push({ start: dealt({ ruleset: presets.classic, seed, dealer }), log: hand.result.log ?? [] });
}
const totalActions = recorded.reduce((n, r) => n + r.log.length, 0);

/** Every state of the recorded hands, in order. */
function statesOf(r: Recorded): HandState[] {
  const out = [r.start];
  let s = r.start;
  for (const a of r.log) {
    s = must(apply(s, a));
    out.push(s);
  }
  return out;
}
const allStates = recorded.flatMap(statesOf);
const playStates = allStates.filter((s) => s.phase === "play");

/**
 * Positions just after taking a ~40-card pile: a recorded hand's draw position after a few turns,
 * with cards moved from the stock and the pozzetti onto the discard pile (every card still
 * accounted for), then the pile taken.
 */
function bigPilePositions(): HandState[] {
  const out: HandState[] = [];
  for (const r of recorded.slice(0, 20)) {
    const states = statesOf(r);
    const s = states.find((x, i) => i > 20 && x.phase === "draw" && x.stock.length > 20) ?? r.start;
    const need = 40 - s.discardPile.length;
    const fromStock = Math.min(need, s.stock.length - 3);
    const pool = [...s.stock.slice(0, fromStock), ...s.pozzetti.flat()].slice(0, need);
    const taken = new Set(pool);
    const stock = s.stock.filter((c) => !taken.has(c));
    const pozzetti = s.pozzetti.map((p) => p.filter((c) => !taken.has(c)));
    const staged: HandState = { ...s, stock, pozzetti, discardPile: [...s.discardPile, ...pool] };
    out.push(must(apply(staged, { type: "pickUpDiscards", seat: staged.turn })));
  }
  return out;
}
const pileStates = bigPilePositions();

// ---- Self-timed figures, printed after vitest's table -------------------------------------------------

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Median µs per call of `f` over `inputs`, after a warm-up, from `rounds` timed passes. */
function medianMicros<T>(inputs: readonly T[], f: (x: T) => unknown, rounds: number): number {
  for (const x of inputs) f(x);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const x of inputs) {
      const t0 = process.hrtime.bigint();
      f(x);
      times.push(Number(process.hrtime.bigint() - t0) / 1000);
    }
  }
  return median(times);
}

function replayAll(): HandState | null {
  let last: HandState | null = null;
  for (const r of recorded) {
    let s = r.start;
    for (const a of r.log) {
      const next = apply(s, a);
      if (next.ok) s = next.value;
    }
    last = s;
  }
  return last;
}

/**
 * Units per second of `work`, by wall clock and by this process's CPU time (the CPU figure is
 * the fairer one on a shared machine: it leaves out time other processes held the core).
 */
function perSecond(work: () => void, units: number, minMs: number): string {
  work();
  let runs = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < minMs) {
    work();
    runs++;
    t = performance.now();
  }
  const cpu = process.cpuUsage(cpu0);
  const fmt = (n: number): string => Math.round(n).toLocaleString("en-US");
  return `${fmt((runs * units * 1000) / (t - t0))}/s wall clock, ${fmt((runs * units * 1e6) / (cpu.user + cpu.system))}/s CPU time`;
}

let greedySeed = 0;
function oneGreedyHand(): void {
  const i = greedySeed++;
  playHand({ ruleset: presets.classic, seed: dealSeed("bench-greedy", i), dealer: i % 4, bots: [greedyBot] });
}

const applyFigure = (): string => `apply: actions ${perSecond(replayAll, totalActions, 2000)} (target ≥ 2,000,000/s)`;

function legalFigure(): string {
  const ordinary = medianMicros(playStates, legalActions, 5);
  const any = medianMicros(allStates, legalActions, 3);
  const pile = medianMicros(pileStates, legalActions, 50);
  const hand = median(pileStates.map((s) => (s.held[s.turn] ?? []).length));
  return (
    `legalActions median: ${ordinary.toFixed(1)} µs ordinary play position (target ≤ 20), ${any.toFixed(1)} µs any position, ` +
    `${pile.toFixed(1)} µs after a 40-card pile (hand of ${hand}; target ≤ 1000)`
  );
}

const handsFigure = (): string => `greedy 4-player hands: ${perSecond(oneGreedyHand, 1, 3000)} (target ≥ 1,000/s)`;

/** Bench options that print a self-timed figure once the bench has run (vitest skips afterAll in bench mode). */
function andPrint(figure: () => string): { teardown: (task: unknown, mode: "run" | "warmup") => void } {
  return {
    teardown: (_task, mode) => {
      if (mode === "run") console.log(figure());
    },
  };
}

// ---- Benchmarks ------------------------------------------------------------------------------------------

if (process.env.VITEST === undefined) {
  console.log([applyFigure(), legalFigure(), handsFigure()].join("\n"));
} else {
  const { bench, describe } = await import("vitest");

  describe(`apply: replay ${HANDS} recorded greedy hands (${totalActions} actions per iteration)`, () => {
    bench(
      "apply × every recorded action",
      () => {
        replayAll();
      },
      andPrint(applyFigure),
    );
  });

  describe(`legalActions (${playStates.length} play positions from greedy hands; ${pileStates.length} after a 40-card pile)`, () => {
    let i = 0;
    let j = 0;
    bench("legalActions, ordinary play position", () => {
      legalActions(playStates[i++ % playStates.length] as HandState);
    });
    bench("legalActions, any position (draw and play)", () => {
      legalActions(allStates[j++ % allStates.length] as HandState);
    });
    let k = 0;
    bench(
      "legalActions, just after taking a 40-card pile",
      () => {
        legalActions(pileStates[k++ % pileStates.length] as HandState);
      },
      andPrint(legalFigure),
    );
  });

  describe("complete greedy 4-player hands (classic)", () => {
    bench(
      "playHand, greedy at every seat",
      () => {
        oneGreedyHand();
      },
      andPrint(handsFigure),
    );
  });
}
