/**
 * Two builds of the library side by side in one process, by CPU time, in interleaved rounds (so
 * that a slow spell of the shared machine hits both alike): greedy complete hands per second; the
 * trusted step on the moves `legalActions` listed (`applyTrusted` since issue 26, `apply` of a
 * listed action in older builds) on every position of 30 recorded greedy hands, each build on its
 * own states; the JSON path (`apply` on a fresh `JSON.parse` of each action at the same positions);
 * and `analyzeMeld` on random 3–14-card candidates and on plausible melds (the same inputs for both).
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
  /** Since issue 26. */
  applyTrusted?: (state: unknown, action: unknown) => { turn: number };
  analyzeMeld(cards: readonly number[]): { ok: boolean };
}
interface Lib {
  readonly sim: Sim;
  readonly bots: Bots;
  readonly root: Root;
  readonly states: unknown[];
  readonly actions: unknown[];
  /** Each action as JSON text, parsed afresh at every apply of the JSON path. */
  readonly texts: string[];
}

const [baseDir, roundsArg = "7", handsArg = "150"] = process.argv.slice(2);
if (baseDir === undefined) throw new Error("usage: versions.ts <dist of the other build> [rounds] [hands]");
const rounds = Number(roundsArg);
const hands = Number(handsArg);
const here = fileURLToPath(new URL("../../dist", import.meta.url));
/** Plausible melds for analyzeMeld, filled from this build's positions once both are loaded. */
let plausible: number[][] = [];

async function load(dist: string): Promise<Lib> {
  const sim = (await import(`${dist}/sim.js`)) as Sim;
  const bots = (await import(`${dist}/bots.js`)) as Bots;
  const root = (await import(`${dist}/index.js`)) as Root;
  // Positions of recorded greedy hands, each with the listed action that was played there.
  const states: unknown[] = [];
  const actions: unknown[] = [];
  const texts: string[] = [];
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
      texts.push(key);
      s = root.apply(s, listed).value;
    }
  }
  return { sim, bots, root, states, actions, texts };
}

const builds = [
  { name: "base", lib: await load(baseDir) },
  { name: "this", lib: await load(here) },
];
{
  // Plausible melds from this build's positions: each listed meld, and each attach's meld with its card.
  const { root, states } = (builds[1] as (typeof builds)[number]).lib;
  for (const s of states) {
    const melds = (s as { melds: { cards: number[] }[][]; turn: number; sides: number[] }).melds;
    for (const a of root.legalActions(s) as { type: string; cards?: number[]; meld?: number; seat: number }[]) {
      const side = (s as { sides: number[] }).sides[a.seat] ?? a.seat;
      if (a.type === "meld" && a.cards) plausible.push(a.cards.slice());
      if (a.type === "attach" && a.cards && a.meld !== undefined)
        plausible.push([...(melds[side]?.[a.meld]?.cards ?? []), ...a.cards]);
    }
  }
  plausible = plausible.slice(0, 4000);
}

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
/** Runs `step` (one pass over `count` items) for at least 300 ms; items per second of CPU time. */
function timed(count: number, step: () => void): number {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < 300) {
    step();
    n += count;
  }
  const cpu = process.cpuUsage(cpu0);
  return (n * 1e6) / (cpu.user + cpu.system);
}

/** Listed moves stepped per second of CPU time, over the build's recorded positions. */
function applyRate(lib: Lib): number {
  const { root, states, actions } = lib;
  const trusted = root.applyTrusted;
  if (trusted !== undefined)
    return timed(states.length, () => {
      for (let i = 0; i < states.length; i++) sink ^= trusted(states[i], actions[i]).turn;
    });
  return timed(states.length, () => {
    for (let i = 0; i < states.length; i++) sink ^= root.apply(states[i], actions[i]).value.turn;
  });
}

/** The JSON path: `apply` on a fresh `JSON.parse` of each recorded action, per second of CPU time. */
function jsonRate(lib: Lib): number {
  const { root, states, texts } = lib;
  return timed(states.length, () => {
    for (let i = 0; i < states.length; i++) sink ^= root.apply(states[i], JSON.parse(texts[i] as string)).value.turn;
  });
}

// analyzeMeld's inputs, the same for both builds: random 3–14-card candidates (a fixed LCG), and
// plausible melds (the cards of every meld and one-card attach listed at the recorded positions).
let lcg = 26;
const next = (n: number): number => {
  lcg = (Math.imul(lcg, 1103515245) + 12345) >>> 0;
  return lcg % n;
};
const randomCandidates: number[][] = Array.from({ length: 2000 }, () => {
  const size = 3 + next(12);
  const set = new Set<number>();
  while (set.size < size) set.add(next(108));
  return [...set];
});

function meldRate(lib: Lib, inputs: readonly number[][]): number {
  const analyze = lib.root.analyzeMeld;
  return timed(inputs.length, () => {
    for (let i = 0; i < inputs.length; i++) sink ^= analyze(inputs[i] as number[]).ok ? 1 : 2;
  });
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

for (const b of builds) {
  rate(b.lib, -1); // warm-up
  applyRate(b.lib);
  jsonRate(b.lib);
  meldRate(b.lib, randomCandidates);
  meldRate(b.lib, plausible);
}
const figures = builds.map(() => [] as number[]);
const applies = builds.map(() => [] as number[]);
const jsons = builds.map(() => [] as number[]);
const randoms = builds.map(() => [] as number[]);
const plausibles = builds.map(() => [] as number[]);
for (let round = 0; round < rounds; round++) {
  // Alternate which build goes first.
  const order = round % 2 === 0 ? [0, 1] : [1, 0];
  for (const i of order) {
    const lib = (builds[i] as (typeof builds)[number]).lib;
    (figures[i] as number[]).push(rate(lib, round));
    (applies[i] as number[]).push(applyRate(lib));
    (jsons[i] as number[]).push(jsonRate(lib));
    (randoms[i] as number[]).push(meldRate(lib, randomCandidates));
    (plausibles[i] as number[]).push(meldRate(lib, plausible));
  }
  const line = builds.map(
    (b, i) =>
      `${b.name} ${Math.round(figures[i]?.at(-1) ?? 0)} hands/s, ${Math.round((applies[i]?.at(-1) ?? 0) / 1000)} k trusted/s, ` +
      `${Math.round((jsons[i]?.at(-1) ?? 0) / 1000)} k JSON/s, analyzeMeld ${Math.round((randoms[i]?.at(-1) ?? 0) / 1000)} k/s random, ` +
      `${Math.round((plausibles[i]?.at(-1) ?? 0) / 1000)} k/s plausible`,
  );
  console.log(`round ${round + 1}: ${line.join("; ")} (CPU)`);
}
const [base, mine] = figures.map(median) as [number, number];
const [baseApply, mineApply] = applies.map(median) as [number, number];
const change = (a: number, b: number): string => `${((b / a - 1) * 100).toFixed(1)} %`;
console.log(
  `median of ${rounds}: greedy hands base ${Math.round(base)}/s, this ${Math.round(mine)}/s (${change(base, mine)}); ` +
    `trusted step (listed apply in older builds) base ${Math.round(baseApply / 1000)} k/s, this ${Math.round(mineApply / 1000)} k/s (${change(baseApply, mineApply)}), CPU time`,
);
for (const [name, series] of [
  ["JSON path", jsons],
  ["analyzeMeld random", randoms],
  ["analyzeMeld plausible", plausibles],
] as const) {
  const [a, b] = series.map(median) as [number, number];
  const ratios = series[1]?.map((x, i) => x / (series[0]?.[i] ?? 1)) ?? [];
  console.log(
    `median of ${rounds}: ${name} base ${Math.round(a / 1000)} k/s, this ${Math.round(b / 1000)} k/s (${(b / a).toFixed(2)}×; rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}), CPU time`,
  );
}
if (sink === 0.5) console.log(sink); // keeps the applies from being optimised away
