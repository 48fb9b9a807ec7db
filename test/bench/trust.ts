/**
 * Issue 26's speed targets in one run: the current tree against named commits, each bundled from
 * its own `src/` with the same esbuild settings, timed by CPU time in interleaved rounds (the order
 * turned each round, so that a slow spell of the shared machine hits every build alike):
 *
 *   npx tsx test/bench/trust.ts [rounds] [only]
 *
 * `only` picks the measures whose name starts with it (`melds`, `json`, `trusted`, `greedy`, `deal`,
 * `playouts`, `planner`).
 * - **melds**: `analyzeMeld` on 10,000 random 3–14-card candidates and on 10,000 plausible melds
 *   (20 passes a round), now / 05ec2cf (target ≥ 0.9);
 * - **json**: `apply` on actions fresh from `JSON.parse`, at every position of 50 recorded greedy
 *   hands (each build records with its own engine), now / 4df120e and now / a018b8f (≥ 1.0);
 * - **trusted**: the trusted step (`applyTrusted`) on the actions `legalActions` listed, at the same
 *   positions, against 05ec2cf's `apply` on its listed actions (≥ 1.0), and 4df120e's;
 * - **greedy**: complete greedy 4-player hands a second, now / 05ec2cf (≥ 1.0), and **deal**: what
 *   dealing alone costs (`newHand`), now / 05ec2cf;
 * - **playouts**: the planner's playouts (`greedyPlayout`, 20 actions, greedy at every seat) from
 *   every 5th recorded position (five passes a round), now / 4df120e (≥ 1.3); **planner**: whole
 *   hands of the `hard` bot against greedy at its default playouts, now / 4df120e: both builds make
 *   the same decisions (checked), so this is the ratio of a decision's cost.
 * Needs the full git history: on a shallow clone it says so and stops. Not part of CI.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { plausibleMelds, randomCandidates } from "./candidates.js";

const COMMITS = ["05ec2cf", "4df120e", "a018b8f"] as const;
type Name = (typeof COMMITS)[number] | "now";
const rounds = Math.max(3, Number(process.argv[2] ?? 7));
const only = process.argv[3];
const root = new URL("../../", import.meta.url).pathname;
const git = (...args: string[]): string => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

if (git("rev-parse", "--is-shallow-repository") === "true") {
  console.log("a shallow clone: the commits compared are not here. Run `git fetch --unshallow` first; stopping.");
  process.exit(0);
}
for (const commit of COMMITS) {
  try {
    git("cat-file", "-e", `${commit}^{commit}`);
  } catch {
    console.log(`commit ${commit} is not in this repository's history; stopping.`);
    process.exit(0);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: several versions of the engine, each with its own types
type Engine = any;

const work = mkdtempSync(join(tmpdir(), "burraco-trust-"));
async function bundle(srcRoot: string, out: string): Promise<Engine> {
  const entry = `${out}.entry.ts`;
  const src = (path: string): string => JSON.stringify(join(srcRoot, "src", path));
  writeFileSync(
    entry,
    `export * from ${src("index.ts")};\nexport * as bots from ${src("bots/index.ts")};\n` +
      `export * as sim from ${src("sim/index.ts")};\n` +
      // The planner's playout (internal), in the builds that have it.
      (existsSync(join(srcRoot, "src/bots/search/margin.ts"))
        ? `export { greedyPlayout } from ${src("bots/search/margin.ts")};\n`
        : ""),
  );
  await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "es2022",
    outfile: out,
    nodePaths: [join(root, "node_modules")],
    logLevel: "error",
  });
  return import(pathToFileURL(out).href);
}
async function bundleCommit(commit: string): Promise<Engine> {
  const dir = join(work, commit);
  mkdirSync(dir);
  execFileSync("sh", ["-c", `git archive ${commit} src | tar -x -C "${dir}"`], { cwd: root });
  return bundle(dir, join(work, `${commit}.mjs`));
}
const engines = {} as Record<Name, Engine>;
for (const commit of COMMITS) engines[commit] = await bundleCommit(commit);
engines.now = await bundle(root, join(work, "now.mjs"));
rmSync(work, { recursive: true, force: true });

const value = (r: Engine): Engine => (r !== null && typeof r === "object" && "ok" in r ? r.value : r);
let sink = 0;
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
/** Work units a CPU second of `run`, which returns how many units it did. */
function perCpuSecond(run: () => number): number {
  const t = cpu();
  const n = run();
  return n / (cpu() - t);
}

// --- melds ---------------------------------------------------------------------------------
const SEED = 20261130;
const random = randomCandidates(SEED);
const plausible = plausibleMelds(SEED, (cards) => engines["05ec2cf"].analyzeMeld(cards).ok === true);
// Passes over a batch a round: 20 make a round of about 70 ms (3 made one of 10 ms, whose first
// rounds still ran partly unoptimised code).
const MELD_REPS = 20;
function analyse(engine: Engine, batch: readonly number[][], reps: number): () => number {
  return () => {
    let valid = 0;
    for (let r = 0; r < reps; r++) for (let i = 0; i < batch.length; i++) if (engine.analyzeMeld(batch[i]).ok) valid++;
    sink += valid;
    return reps * batch.length;
  };
}
// Every build must say the same of every candidate, or the comparison is of different work.
for (const name of ["now", "05ec2cf"] as const) {
  for (const batch of [random, plausible]) {
    const verdicts = batch.map((c) => engines[name].analyzeMeld(c).ok).join();
    const base = batch.map((c) => engines["05ec2cf"].analyzeMeld(c).ok).join();
    if (verdicts !== base) throw new Error(`${name} and 05ec2cf disagree on a meld`);
  }
}

// --- recorded positions --------------------------------------------------------------------
interface Position {
  state: Engine;
  text: string;
  listed: Engine;
}
function record(engine: Engine): Position[] {
  const positions: Position[] = [];
  for (let i = 0; i < 50; i++) {
    // `handSeed` in builds before issue 20.
    const seed = (engine.sim.dealSeed ?? engine.sim.handSeed)("bench-trust", i);
    const options = { ruleset: engine.presets.classic, seed, dealer: i % 4 };
    const played = value(engine.sim.playHand({ ...options, bots: [engine.bots.greedyBot], record: true }));
    let state = value(engine.newHand(options));
    for (const action of (played.result ?? played).log) {
      const text = JSON.stringify(action);
      const listed = engine.legalActions(state).find((l: unknown) => JSON.stringify(l) === text);
      if (listed === undefined) throw new Error(`not listed: ${text}`);
      positions.push({ state, text, listed });
      state = value(engine.apply(state, action));
    }
  }
  return positions;
}
const recorded: Partial<Record<Name, Position[]>> = {};
/** Recorded on first use, so that a run of one measure records nothing it does not need. */
function positionsOf(name: Name): Position[] {
  const at = recorded[name] ?? record(engines[name]);
  recorded[name] = at;
  return at;
}
const REPS = 10;
function steps(at: Position[], actions: unknown[], step: (s: Engine, a: Engine) => Engine) {
  return () => {
    for (let rep = 0; rep < REPS; rep++) {
      for (let i = 0; i < at.length; i++) {
        const r = step((at[i] as Position).state, actions[i]);
        if (r.ok === false) throw new Error(r.error.message);
        sink ^= value(r).turn;
      }
    }
    return REPS * at.length;
  };
}
// Fresh objects from JSON.parse each round, as a server gets them (the parse itself not timed).
const json = (name: Name) => () => {
  const at = positionsOf(name);
  const engine = engines[name];
  return steps(
    at,
    at.map((p) => JSON.parse(p.text)),
    (s, a) => engine.apply(s, a),
  )();
};
const trustedStep = (name: Name): ((s: Engine, a: Engine) => Engine) => {
  const engine = engines[name];
  if (typeof engine.applyTrusted === "function") return (s, a) => engine.applyTrusted(s, a);
  return (s, a) => engine.apply(s, a);
};
const trusted = (name: Name) => () => {
  const at = positionsOf(name);
  return steps(
    at,
    at.map((p) => p.listed),
    trustedStep(name),
  )();
};

// --- hands ---------------------------------------------------------------------------------
const greedy = (name: Name, round: number) => () => {
  const engine = engines[name];
  const r = engine.sim.simulate({ seed: `trust-${round}`, handCount: 40, bots: [engine.bots.greedyBot] });
  if (!r.ok) throw new Error(r.error.message);
  return 40;
};
const deal = (name: Name) => () => {
  const engine = engines[name];
  for (let i = 0; i < 2000; i++) sink ^= value(engine.newHand({ seed: i, dealer: i % 4 })).turn;
  return 2000;
};
const plannerResults: Record<string, string[]> = {};
const planner = (name: Name, round: number) => () => {
  const engine = engines[name];
  const hard = engine.bots.createBot({ level: "hard" });
  const r = engine.sim.simulate({ seed: `trust-planner-${round}`, handCount: 2, bots: [hard, engine.bots.greedyBot] });
  if (!r.ok) throw new Error(r.error.message);
  plannerResults[`${name}-${round}`] = [...(plannerResults[`${name}-${round}`] ?? []), JSON.stringify(r.value)];
  return 2;
};

/** 20-action greedy playouts (the planner's, `greedyPlayout`) from every 5th recorded position. */
const playouts = (name: Name) => () => {
  const engine = engines[name];
  const at = positionsOf(name);
  let n = 0;
  // Five passes, a round of about 50 ms (one pass took about 10 ms).
  for (let rep = 0; rep < 5; rep++) {
    for (let i = 0; i < at.length; i += 5) {
      sink ^= engine.greedyPlayout((at[i] as Position).state, [1, 2, 3, i], 20).turn;
      n++;
    }
  }
  return n;
};

// --- the rounds ----------------------------------------------------------------------------
interface Measure {
  name: string;
  /** The builds and what each one runs in round r. */
  runs: Partial<Record<Name, (round: number) => () => number>>;
  /** Ratios to print: [numerator, denominator, target]. */
  ratios: [Name, Name, number][];
}
const measures: Measure[] = [
  {
    name: "melds-random",
    runs: {
      now: () => analyse(engines.now, random, MELD_REPS),
      "05ec2cf": () => analyse(engines["05ec2cf"], random, MELD_REPS),
    },
    ratios: [["now", "05ec2cf", 0.9]],
  },
  {
    name: "melds-plausible",
    runs: {
      now: () => analyse(engines.now, plausible, MELD_REPS),
      "05ec2cf": () => analyse(engines["05ec2cf"], plausible, MELD_REPS),
    },
    ratios: [["now", "05ec2cf", 0.9]],
  },
  {
    name: "json",
    runs: { now: () => json("now"), "4df120e": () => json("4df120e"), a018b8f: () => json("a018b8f") },
    ratios: [
      ["now", "4df120e", 1],
      ["now", "a018b8f", 1],
    ],
  },
  {
    name: "trusted",
    runs: { now: () => trusted("now"), "05ec2cf": () => trusted("05ec2cf"), "4df120e": () => trusted("4df120e") },
    ratios: [
      ["now", "05ec2cf", 1],
      ["now", "4df120e", 0],
    ],
  },
  {
    name: "greedy",
    runs: { now: (r) => greedy("now", r), "05ec2cf": (r) => greedy("05ec2cf", r) },
    ratios: [["now", "05ec2cf", 1]],
  },
  {
    name: "deal",
    runs: { now: () => deal("now"), "05ec2cf": () => deal("05ec2cf") },
    ratios: [["now", "05ec2cf", 0]],
  },
  {
    name: "playouts",
    runs: { now: () => playouts("now"), "4df120e": () => playouts("4df120e") },
    ratios: [["now", "4df120e", 1.3]],
  },
  {
    name: "planner",
    runs: { now: (r) => planner("now", r), "4df120e": (r) => planner("4df120e", r) },
    ratios: [["now", "4df120e", 1.3]],
  },
];

const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const fmt = (n: number): string => (n >= 1e5 ? `${(n / 1e6).toFixed(3)} M/s` : `${n.toFixed(1)}/s`);
for (const m of measures) {
  if (only !== undefined && !m.name.startsWith(only)) continue;
  const names = Object.keys(m.runs) as Name[];
  // One warm-up round, not counted.
  for (const n of names) perCpuSecond((m.runs[n] as (r: number) => () => number)(-1));
  const rates: Record<string, number[]> = {};
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? names : names.slice().reverse();
    for (const n of order) {
      const rate = perCpuSecond((m.runs[n] as (r: number) => () => number)(r));
      rates[n] = [...(rates[n] ?? []), rate];
    }
  }
  console.log(`${m.name} (${rounds} rounds): ${names.map((n) => `${n} ${fmt(median(rates[n] ?? []))}`).join(", ")}`);
  for (const [a, b, target] of m.ratios) {
    const ratios = (rates[a] ?? []).map((x, i) => x / ((rates[b] ?? [])[i] as number));
    const shown = ratios.map((x) => x.toFixed(2)).join(" ");
    console.log(
      `  ${a} / ${b}: median ${median(ratios).toFixed(2)}, range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}` +
        `${target > 0 ? `, target ≥ ${target}` : ""}  [${shown}]`,
    );
  }
}
// The planner's ratio only means "playouts a second" if both builds played the same games.
for (let r = 0; r < rounds; r++) {
  const a = plannerResults[`now-${r}`];
  const b = plannerResults[`4df120e-${r}`];
  if (a !== undefined && b !== undefined && a[0] !== b[0])
    console.log(`  planner round ${r}: the builds played differently`);
}
if (sink === 0.5) console.log("");
