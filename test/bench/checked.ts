/**
 * The checked path against the version before one-read parsing (issue 18, F13), in one run:
 *   npx tsx test/bench/checked.ts [rounds]
 *
 * Builds commit a018b8f (the last before issue 8's one-read reader) and the current tree with the
 * same esbuild settings, records 50 greedy 4-player hands with each build's own engine, and
 * replays them, interleaved, round after round, by CPU time (process.cpuUsage):
 * - JSON path: actions fresh from `JSON.parse` (what a server gets from a client), through
 *   `apply` (which reads each action once with `parseAction`, then checks every rule);
 * - listed path (current tree): the actions `legalActions` listed, applied through its shortcut.
 * Prints each round and the median of the per-round ratios: JSON path now / at a018b8f (target
 * ≥ 0.9) and JSON path / listed path (target ≥ 0.5). Needs the full git history: on a shallow
 * clone it says so and stops. Not part of CI.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const BEFORE = "a018b8f";
/** Where this work started (issue 18's branch point): its listed path is the one that must not get slower. */
const BASE = process.env.BASE ?? "573cdb8";
const rounds = Math.max(5, Number(process.argv[2] ?? 7));
const root = new URL("../../", import.meta.url).pathname;
const git = (...args: string[]): string => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

if (git("rev-parse", "--is-shallow-repository") === "true") {
  console.log(`a shallow clone: commit ${BEFORE} is not here. Run \`git fetch --unshallow\` first; stopping.`);
  process.exit(0);
}
try {
  git("cat-file", "-e", `${BEFORE}^{commit}`);
} catch {
  console.log(`commit ${BEFORE} is not in this repository's history; stopping.`);
  process.exit(0);
}

// biome-ignore lint/suspicious/noExplicitAny: two versions of the engine, each with its own types
type Engine = any;

const work = mkdtempSync(join(tmpdir(), "burraco-checked-"));
async function bundle(srcRoot: string, out: string): Promise<Engine> {
  // The root entry, the greedy bot and the simulator's playHand (the current root exports neither).
  const entry = `${out}.entry.ts`;
  const src = (path: string): string => JSON.stringify(join(srcRoot, "src", path));
  writeFileSync(
    entry,
    `export * from ${src("index.ts")};\nexport { greedyBot } from ${src("bots/index.ts")};\n` +
      `export { dealSeed, playHand } from ${src("sim/index.ts")};\n`,
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
const before: Engine = await bundleCommit(BEFORE);
const base: Engine = await bundleCommit(BASE);
const now: Engine = await bundle(root, join(work, "now.mjs"));
rmSync(work, { recursive: true, force: true });

const value = (r: Engine): Engine => (r !== null && typeof r === "object" && "ok" in r ? r.value : r);

/** A position of a recorded hand: the state, the action played (as JSON text) and, now, its listed copy. */
interface Position {
  state: Engine;
  text: string;
  listed: Engine;
}
/**
 * Every position of 50 greedy hands, recorded with the engine's own deal, bots and simulator, then
 * replayed through `apply` to keep each state (a listed action takes the shortcut only with the
 * very state it was listed for).
 */
function record(engine: Engine, listed: boolean): Position[] {
  const positions: Position[] = [];
  for (let i = 0; i < 50; i++) {
    const seed = engine.dealSeed("bench-checked", i);
    const options = { ruleset: engine.presets.classic, seed, dealer: i % 4 };
    const played = value(engine.playHand({ ...options, bots: [engine.greedyBot], record: true }));
    let state = value(engine.newHand(options));
    for (const action of (played.result ?? played).log) {
      const text = JSON.stringify(action);
      const copy = listed ? engine.legalActions(state).find((l: unknown) => JSON.stringify(l) === text) : null;
      if (copy === undefined) throw new Error(`not listed: ${text}`);
      positions.push({ state, text, listed: copy });
      state = value(engine.apply(state, action));
    }
  }
  return positions;
}
const atBefore = record(before, false);
const atNow = record(now, true);
const atBase = record(base, true);

const REPS = 10;
let sink = 0;
/** Actions/s by CPU time: `apply` at every position, `REPS` times. */
function rate(engine: Engine, positions: Position[], actions: unknown[]): number {
  const t = process.cpuUsage();
  for (let rep = 0; rep < REPS; rep++) {
    for (let i = 0; i < positions.length; i++) {
      const r = engine.apply((positions[i] as Position).state, actions[i]);
      if (!r.ok) throw new Error(r.error.message);
      sink ^= r.value.turn;
    }
  }
  const used = process.cpuUsage(t);
  return (REPS * positions.length) / ((used.user + used.system) / 1e6);
}
// Fresh objects from JSON.parse each round, as a server gets them (the parse of the text not timed).
const jsonPath = (engine: Engine, positions: Position[]): number =>
  rate(
    engine,
    positions,
    positions.map((p) => JSON.parse(p.text)),
  );
const listedPath = (engine: Engine = now, positions: Position[] = atNow): number =>
  rate(
    engine,
    positions,
    positions.map((p) => p.listed),
  );

const fmt = (n: number): string => `${(n / 1e6).toFixed(2)} M/s`;
const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
console.log(
  `${atBefore.length} positions at ${BEFORE}, ${atNow.length} now, ${atBase.length} at ${BASE} (50 greedy hands each), × ${REPS} a round`,
);
const runs: Record<string, () => number> = {
  before: () => jsonPath(before, atBefore),
  now: () => jsonPath(now, atNow),
  listed: () => listedPath(),
  listedBase: () => listedPath(base, atBase),
};
for (const run of Object.values(runs)) run();
const ratios = { vsBefore: [] as number[], vsListed: [] as number[], listedVsBase: [] as number[] };
for (let r = 0; r < rounds; r++) {
  // Interleaved, the order turned each round, so that drift in the machine's speed hits all four.
  const order = Object.keys(runs);
  if (r % 2 === 1) order.reverse();
  const rate: Record<string, number> = {};
  for (const which of order) rate[which] = (runs[which] as () => number)();
  const [b, n, l, lb] = [rate.before, rate.now, rate.listed, rate.listedBase] as number[];
  ratios.vsBefore.push((n as number) / (b as number));
  ratios.vsListed.push((n as number) / (l as number));
  ratios.listedVsBase.push((l as number) / (lb as number));
  console.log(
    `round ${r + 1}: JSON ${fmt(n as number)} now, ${fmt(b as number)} at ${BEFORE}; listed ${fmt(l as number)} now, ${fmt(lb as number)} at ${BASE}`,
  );
}
const show = (xs: number[]): string =>
  `${median(xs).toFixed(2)} (range ${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
console.log(`median of ${rounds} rounds${sink < 0 ? "" : ""}:`);
console.log(`  JSON path now / at ${BEFORE}: ${show(ratios.vsBefore)}, target ≥ 0.9`);
console.log(`  JSON path / listed path, now: ${show(ratios.vsListed)}, target ≥ 0.5`);
console.log(`  listed path now / at ${BASE}: ${show(ratios.listedVsBase)}, target ≥ 1 (not slower)`);
