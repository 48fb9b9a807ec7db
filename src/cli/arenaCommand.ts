/**
 * `burraco arena`: two bots on the same deals, on one thread or K worker threads.
 * @module
 */
import { Worker } from "node:worker_threads";
import { type BotName, botNames } from "../bots/registry.js";
import type { Seed } from "../random/seed.js";
import type { Result } from "../result.js";
import { type PresetName, presetNames } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";
import { type ArenaTally, failedEveryHand, newArenaTally, playDeals, shardRange } from "../sim/arena.js";
import { summarizeArena } from "../sim/arenaSummary.js";
import type { ArenaPlan, ArenaReport, DealRecord } from "../sim/arenaTypes.js";
import { defineCommand } from "./command.js";
import { fail, parseFlags, RUN_FLAGS, readCount, readRunFlags } from "./flags.js";
import { type CliIO, EXIT } from "./io.js";
import { runOnQueue } from "./queueArena.js";
import { defaultChunk } from "./queueJobs.js";
import { renderArena } from "./renderArena.js";
import { clearProgress, renderProgress } from "./renderProgress.js";

/**
 * `burraco arena`'s options.
 */
export interface ArenaArgs {
  readonly help: boolean;
  readonly preset: PresetName;
  readonly ruleset: Ruleset;
  readonly bots: readonly [BotName, BotName];
  readonly hands: number;
  readonly seed: Seed;
  readonly duplicate: boolean;
  readonly workers: number;
  /** `[i, n]`: the i-th (1-based) of n slices of the deals, or `null` for all of them. */
  readonly shard: readonly [number, number] | null;
  /** With `--queue`: the PostgreSQL URL, the deals a job and its timeout in seconds; else `null`. */
  readonly queue: { readonly url: string; readonly chunk: number | null; readonly jobTimeout: number } | null;
  readonly maxActions: number;
  readonly json: boolean;
  readonly progress: boolean;
}

function readShard(text: string | undefined): Result<readonly [number, number] | null> {
  if (text === undefined) return { ok: true, value: null };
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const i = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (m === null || !Number.isSafeInteger(n) || n < 1 || i < 1 || i > n)
    return fail(`--shard must be i/n with 1 ≤ i ≤ n, got "${text}"`);
  return { ok: true, value: [i, n] };
}

/** Reads `--queue`, `--chunk` and `--job-timeout` (the last two only with the first). */
function readQueue(v: Record<string, unknown>): Result<ArenaArgs["queue"]> {
  const url = v.queue as string | undefined;
  if (url === undefined) {
    const stray = v.chunk !== undefined ? "--chunk" : v["job-timeout"] !== undefined ? "--job-timeout" : null;
    return stray === null ? { ok: true, value: null } : fail(`${stray} is for --queue runs only`);
  }
  if (!/^postgres(ql)?:\/\//.test(url)) return fail(`--queue must be a PostgreSQL URL (postgres://…), got "${url}"`);
  const chunk = v.chunk === undefined ? null : readCount(v.chunk as string, "--chunk", 1, 1_000_000);
  if (chunk !== null && !chunk.ok) return chunk;
  const jobTimeout = readCount(v["job-timeout"] as string | undefined, "--job-timeout", 1, 86_400, 900);
  if (!jobTimeout.ok) return jobTimeout;
  return { ok: true, value: { url, chunk: chunk?.value ?? null, jobTimeout: jobTimeout.value } };
}

/**
 * Reads `burraco arena`'s flags.
 */
function readArenaArgs(argv: readonly string[]): Result<ArenaArgs> {
  const p = parseFlags(argv, {
    ...RUN_FLAGS,
    duplicate: { type: "boolean" },
    workers: { type: "string" },
    shard: { type: "string" },
    queue: { type: "string" },
    chunk: { type: "string" },
    "job-timeout": { type: "string" },
  });
  if (!p.ok) return p;
  const v = p.value;
  const run = readRunFlags(v, "search,greedy");
  if (!run.ok) return run;
  if (run.value.ruleset.players === 3) return fail("the arena needs two sides: choose 2 or 4 players");
  const workers = readCount(v.workers as string | undefined, "--workers", 1, 256, 1);
  if (!workers.ok) return workers;
  const shard = readShard(v.shard as string | undefined);
  if (!shard.ok) return shard;
  const queue = readQueue(v);
  if (!queue.ok) return queue;
  if (queue.value !== null && workers.value > 1)
    return fail(
      "--workers plays on this machine's threads; with --queue the deals are played by burraco worker processes",
    );
  const names = run.value.bots;
  if (names.length !== 2)
    return fail(`--bots: give two bots, the one measured first (search,greedy); got ${names.length}`);
  return {
    ok: true,
    value: {
      ...run.value,
      help: v.help === true,
      bots: names as [BotName, BotName],
      duplicate: v.duplicate === true,
      workers: workers.value,
      shard: shard.value,
      queue: queue.value,
    },
  };
}

/**
 * Help for `burraco arena`.
 */
const ARENA_HELP = `Usage: burraco arena [options]

Plays two bots against each other on the same seeded deals and prints the mean hand margin of the
first bot's side with its 95 % confidence interval, the share of hands it won and its match win
rate to the ruleset's target. The figures depend only on the options: the same for any --workers,
and shards merged with "burraco merge" give exactly those of one run. The hands each bot stopped
by an error are counted (exit code 1 when there is any); a run in which a bot erred in every hand
is refused with its first error, as its margin would measure nothing else.

Options:
  --bots <a,b>        the two bots (${botNames.join(", ")}, hard:<n>), the one measured first (default search,greedy)
                      (hard:<n>: the hard planner with n playouts a decision, 1 to 10,000, instead of 120, 40 at two players)
  --hands <n>         how many deals (default 1000)
  --preset <name>     ruleset preset (default classic): ${presetNames.join(", ")}
  --players <n>       2 or 4: change the preset's number of players
  --seed <seed>       seed, an integer or any text (default 1)
  --duplicate         play every deal twice with the partnerships swapped, so luck cancels
  --workers <k>       play on k worker threads (default 1)
  --shard <i/n>       play only the i-th of n slices of the deals (for "burraco merge")
  --queue <url>       enqueue the deals as jobs on PostgreSQL (pg-boss 10: npm install pg-boss@10),
                      played by "burraco worker --queue <url>" processes on any machines; waits
                      for them and prints the figures one local run would
  --chunk <n>         with --queue: deals a job (default: about 200 jobs, 1 to 1,000 deals each)
  --job-timeout <s>   with --queue: seconds before the job of a worker that died or hangs goes
                      to another worker (default 900)
  --max-actions <n>   stop a hand after n actions (default 5000)
  --json              print the figures as one JSON object (margin, ci95, handsWon, matchesWon, …)
  --no-progress       no progress bar (it is drawn on stderr only when stderr is a terminal)
  -h, --help          show this help

Examples:
  burraco arena --bots search,greedy --hands 1000 --preset classic --seed 1 --duplicate --workers 2
  burraco arena --bots greedy,greedy --hands 100000 --queue postgres://burraco@db.example/burraco
`;

/** Deals played in one go, in this thread or by a worker. */
interface Played {
  readonly records: DealRecord[];
  readonly timing: ArenaTally;
}

/**
 * Runs an arena from parsed flags: progress on stderr when it is a terminal, then the figures on
 * stdout (text, or JSON with `--json`). Every deal is seeded by its index alone, so the figures are
 * the same for any number of workers, and shards merged with `burraco merge` give those of one run.
 */
async function runArena(args: ArenaArgs, io: CliIO): Promise<number> {
  const now = io.now ?? (() => performance.now());
  const plan: ArenaPlan = {
    bots: args.bots,
    ruleset: args.ruleset,
    preset: args.preset,
    seed: args.seed,
    dealCount: args.hands,
    duplicate: args.duplicate,
    maxActions: args.maxActions,
  };
  const [from, to] = args.shard === null ? [0, args.hands] : shardRange(args.hands, args.shard[0], args.shard[1]);
  const progress = args.progress && io.stderr.isTTY === true;
  const start = now();
  // The bar counts hands, as the summary's hands/s does: a duplicate deal is two hands.
  const handsPerDeal = args.duplicate ? 2 : 1;
  let done = 0;
  let lastFrame = start;
  /** Shows `deals` played so far. */
  const show = (deals: number): void => {
    done = deals;
    const t = now();
    if (progress && t - lastFrame >= 200) {
      lastFrame = t;
      io.stderr.write(renderProgress(done * handsPerDeal, (to - from) * handsPerDeal, t - start));
    }
  };
  const played =
    args.queue === null
      ? await playHere(args, plan, [from, to], (n) => show(done + n))
      : await playOnQueue(args.queue, plan, [from, to], io, show);
  if (progress) io.stderr.write(clearProgress(io.stderr.columns));
  if (!played.ok) {
    io.stderr.write(`burraco arena: ${played.message}\n`);
    return EXIT.failure;
  }
  const report = failedEveryHand(played.report, played.firstError);
  if (!report.ok) {
    io.stderr.write(`burraco arena: ${report.error.message} (${report.error.code})\n`);
    return EXIT.failure;
  }
  const r = report.value;
  io.stdout.write(args.json ? `${JSON.stringify(r)}\n` : renderArena(r, now() - start));
  // As simulate does: a bot error fails the run, its figures printed all the same.
  return r.botErrors[0] + r.botErrors[1] > 0 ? EXIT.failure : EXIT.ok;
}

/** A run's report and its first bot error, or why there is none. */
type Ran =
  | { readonly ok: true; readonly report: ArenaReport; readonly firstError: ArenaTally["firstError"] }
  | { readonly ok: false; readonly message: string };

/** Plays the deals in this process, on this thread or on worker threads. */
async function playHere(
  args: ArenaArgs,
  plan: ArenaPlan,
  [from, to]: readonly [number, number],
  onDeals: (n: number) => void,
): Promise<Ran> {
  const played =
    args.workers <= 1
      ? playDeals(plan, from, to, () => onDeals(1))
      : await playOnWorkers(plan, from, to, args.workers, onDeals);
  const report = summarizeArena(plan, [from, to], played.records, played.timing);
  return { ok: true, report, firstError: played.timing.firstError };
}

/**
 * Has the deals played by `burraco worker` processes through the queue; Ctrl-C cancels its jobs.
 * `onDeals` gets the number of deals stored so far.
 */
async function playOnQueue(
  queue: NonNullable<ArenaArgs["queue"]>,
  plan: ArenaPlan,
  range: readonly [number, number],
  io: CliIO,
  onDeals: (n: number) => void,
): Promise<Ran> {
  let interrupted = false;
  const interrupt = (): void => {
    interrupted = true;
  };
  process.once("SIGINT", interrupt);
  try {
    const chunk = queue.chunk ?? defaultChunk(range[1] - range[0]);
    return await runOnQueue(
      plan,
      range,
      { url: queue.url, chunk, jobTimeout: queue.jobTimeout, onDeals },
      io,
      () => interrupted,
    );
  } finally {
    process.off("SIGINT", interrupt);
  }
}

/**
 * A worker thread running `arenaWorker`: the built file next to this one, or, when this module is
 * the TypeScript source (tests, `tsx`), that source loaded through tsx's loader.
 */
function startWorker(plan: ArenaPlan): Worker {
  const self = import.meta.url;
  const workerData = { kind: "burraco-arena", plan };
  if (!self.endsWith(".ts")) return new Worker(new URL("./arenaWorker.js", self), { workerData });
  const source = new URL("./arenaWorker.ts", self).href;
  const boot = `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/** Plays `[from, to)` on `k` workers, in small slices handed out as workers free up. */
function playOnWorkers(
  plan: ArenaPlan,
  from: number,
  to: number,
  k: number,
  onDeals: (n: number) => void,
): Promise<Played> {
  const total = to - from;
  const slice = Math.max(1, Math.min(16, Math.ceil(total / (k * 8))));
  const records: DealRecord[] = new Array(total);
  const timing = newArenaTally();
  let next = from;
  return new Promise((resolve, reject) => {
    let running = Math.min(k, Math.max(1, total));
    const feed = (w: Worker): void => {
      if (next >= to) {
        w.postMessage(null);
        return;
      }
      const task = { from: next, to: Math.min(to, next + slice) };
      next = task.to;
      w.postMessage(task);
    };
    for (let i = 0; i < running; i++) {
      const w = startWorker(plan);
      w.on("message", (m: { from: number; records: DealRecord[]; timing: ArenaTally }) => {
        m.records.forEach((r, j) => {
          records[m.from - from + j] = r;
        });
        for (const s of [0, 1] as const) {
          timing.moves[s] += m.timing.moves[s];
          timing.botMs[s] += m.timing.botMs[s];
          timing.botErrors[s] += m.timing.botErrors[s];
        }
        // Only read when every hand erred: then the run's first error is in the slice starting it.
        if (m.from === from) timing.firstError = m.timing.firstError;
        onDeals(m.records.length);
        feed(w);
      });
      w.on("error", reject);
      w.on("exit", () => {
        running--;
        if (running === 0) resolve({ records, timing });
      });
      feed(w);
    }
  });
}

/** `burraco arena`. */
export const arenaCommand = defineCommand({
  name: "arena",
  summary: "measure one bot against another on the same deals (duplicate play, workers, shards)",
  help: ARENA_HELP,
  read: readArenaArgs,
  run: runArena,
});
