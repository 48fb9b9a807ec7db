/**
 * Simulation throughput (sized for a 2-core machine):
 *   npx vitest bench --run test/bench/sim.bench.ts
 *
 * Each iteration plays 50 complete classic hands through `simulate` (keepHands: false) with a
 * different seed; hands/s = 50 × hz. Each bench prints its hands/s once it has run.
 * Peak memory of a 100,000-hand run is measured separately by test/bench/memory.ts.
 *
 * Outside vitest the file prints the figures directly (bundle it as hand.bench.ts says).
 */
import { presets } from "burraco";
import { type Bot, greedyBot, randomBot } from "../../src/bots/index.js";
import { simulate } from "../../src/sim/index.js";

const HANDS = 50;

function runner(bots: readonly Bot[], ruleset = presets.classic): { run: () => void; rate: () => string } {
  let seed = 0;
  const run = (): void => {
    simulate({ ruleset, seed: seed++, handCount: HANDS, bots, keepHands: false });
  };
  const rate = (): string => {
    run();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let runs = 0;
    while (performance.now() - t0 < 2000) {
      run();
      runs++;
    }
    const cpu = process.cpuUsage(cpu0);
    const fmt = (n: number): string => Math.round(n).toLocaleString("en-US");
    return `${fmt((runs * HANDS * 1000) / (performance.now() - t0))} hands/s wall clock, ${fmt((runs * HANDS * 1e6) / (cpu.user + cpu.system))} hands/s CPU time`;
  };
  return { run, rate };
}

const classic: [string, readonly Bot[]][] = [
  ["greedy vs greedy", [greedyBot, greedyBot]],
  ["greedy vs random", [greedyBot, randomBot]],
  ["random vs random", [randomBot, randomBot]],
];
const others = ["closed", "twoPlayers", "threePlayers"] as const;

function printing(name: string, rate: () => string): { teardown: (task: unknown, mode: "run" | "warmup") => void } {
  return {
    teardown: (_task, mode) => {
      if (mode === "run") console.log(`simulate ${name}: ${rate()}`);
    },
  };
}

if (process.env.VITEST === undefined) {
  for (const [name, bots] of classic) console.log(`simulate ${name}: ${runner(bots).rate()}`);
  for (const preset of others)
    console.log(`simulate ${preset} (greedy): ${runner([greedyBot], presets[preset]).rate()}`);
} else {
  const { bench, describe } = await import("vitest");

  describe(`simulate: ${HANDS} classic hands per iteration`, () => {
    for (const [name, bots] of classic) {
      const { run, rate } = runner(bots);
      bench(name, run, { time: 1500, ...printing(name, rate) });
    }
  });

  describe(`simulate: ${HANDS} hands of other presets per iteration, greedy everywhere`, () => {
    for (const preset of others) {
      const { run, rate } = runner([greedyBot], presets[preset]);
      bench(preset, run, { time: 1000, ...printing(preset, rate) });
    }
  });
}
