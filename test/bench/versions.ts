/**
 * Two builds of the library side by side in one process, by CPU time, in interleaved rounds (so
 * that a slow spell of the shared machine hits both alike): greedy complete hands per second, and
 * `apply` of the actions `legalActions` listed (the trusted path) on every position of 30 recorded
 * greedy hands, each build on its own states.
 *
 *   npm run build
 *   git worktree add --detach /tmp/base <commit> && (cd /tmp/base && npm ci && npx tsup)
 *   npx tsx test/bench/versions.ts /tmp/base/dist [rounds] [hands a round]
 *
 * Prints each round and the medians; the figures go to docs/performance.md.
 */
import { fileURLToPath } from "node:url";

interface Sim {
  simulate(options: unknown): { ok: boolean };
  playHand(options: unknown): { ok: boolean; value: { result: { log?: unknown[] } } };
  /** `handSeed` in builds before issue 20. */
  dealSeed?: (seed: string, index: number) => number;
  handSeed?: (seed: string, index: number) => number;
}
interface Bots {
  greedyBot: unknown;
}
interface Root {
  newHand(options: unknown): { value: unknown };
  legalActions(state: unknown): unknown[];
  apply(state: unknown, action: unknown): { ok: boolean; value: { turn: number } };
}
interface Lib {
  readonly sim: Sim;
  readonly bots: Bots;
  readonly root: Root;
  readonly states: unknown[];
  readonly actions: unknown[];
}

const [baseDir, roundsArg = "7", handsArg = "150"] = process.argv.slice(2);
if (baseDir === undefined) throw new Error("usage: versions.ts <dist of the other build> [rounds] [hands]");
const rounds = Number(roundsArg);
const hands = Number(handsArg);
const here = fileURLToPath(new URL("../../dist", import.meta.url));

async function load(dist: string): Promise<Lib> {
  const sim = (await import(`${dist}/sim.js`)) as Sim;
  const bots = (await import(`${dist}/bots.js`)) as Bots;
  const root = (await import(`${dist}/index.js`)) as Root;
  // Positions of recorded greedy hands, each with the listed action that was played there.
  const states: unknown[] = [];
  const actions: unknown[] = [];
  for (let i = 0; i < 30; i++) {
    // A 32-bit seed, which playHand and newHand read alike.
    const options = { seed: (sim.dealSeed ?? sim.handSeed)?.("versions-apply", i), dealer: i % 4 };
    const log = sim.playHand({ ...options, bots: [bots.greedyBot], record: true }).value.result.log ?? [];
    let s = root.newHand(options).value;
    for (const a of log) {
      const key = JSON.stringify(a);
      const listed = root.legalActions(s).find((l) => JSON.stringify(l) === key);
      states.push(s);
      actions.push(listed);
      s = root.apply(s, listed).value;
    }
  }
  return { sim, bots, root, states, actions };
}

const builds = [
  { name: "base", lib: await load(baseDir) },
  { name: "this", lib: await load(here) },
];

/**
 * Greedy hands per second of CPU time, `hands` complete classic hands from the seed of `round`:
 * both builds play the same hands in a round (other hands would differ in length, and so in time).
 */
function rate(lib: Lib, round: number): number {
  const cpu0 = process.cpuUsage();
  const r = lib.sim.simulate({
    seed: `versions-${round}`,
    handCount: hands,
    bots: [lib.bots.greedyBot],
    keepHands: false,
  });
  const cpu = process.cpuUsage(cpu0);
  if (!r.ok) throw new Error("simulate refused");
  return (hands * 1e6) / (cpu.user + cpu.system);
}

let sink = 0;
/** Listed actions applied per second of CPU time, over the build's recorded positions, for at least 300 ms. */
function applyRate(lib: Lib): number {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < 300) {
    for (let i = 0; i < lib.states.length; i++) sink ^= lib.root.apply(lib.states[i], lib.actions[i]).value.turn;
    n += lib.states.length;
  }
  const cpu = process.cpuUsage(cpu0);
  return (n * 1e6) / (cpu.user + cpu.system);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

for (const b of builds) {
  rate(b.lib, -1); // warm-up
  applyRate(b.lib);
}
const figures = builds.map(() => [] as number[]);
const applies = builds.map(() => [] as number[]);
for (let round = 0; round < rounds; round++) {
  // Alternate which build goes first.
  const order = round % 2 === 0 ? [0, 1] : [1, 0];
  for (const i of order) {
    const lib = (builds[i] as (typeof builds)[number]).lib;
    (figures[i] as number[]).push(rate(lib, round));
    (applies[i] as number[]).push(applyRate(lib));
  }
  const line = builds.map(
    (b, i) =>
      `${b.name} ${Math.round(figures[i]?.at(-1) ?? 0)} hands/s, ${Math.round((applies[i]?.at(-1) ?? 0) / 1000)} k applies/s`,
  );
  console.log(`round ${round + 1}: ${line.join("; ")} (CPU)`);
}
const [base, mine] = figures.map(median) as [number, number];
const [baseApply, mineApply] = applies.map(median) as [number, number];
const change = (a: number, b: number): string => `${((b / a - 1) * 100).toFixed(1)} %`;
console.log(
  `median of ${rounds}: greedy hands base ${Math.round(base)}/s, this ${Math.round(mine)}/s (${change(base, mine)}); ` +
    `listed apply base ${Math.round(baseApply / 1000)} k/s, this ${Math.round(mineApply / 1000)} k/s (${change(baseApply, mineApply)}), CPU time`,
);
if (sink === 0.5) console.log(sink); // keeps the applies from being optimised away
