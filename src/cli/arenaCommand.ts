/**
 * `burraco arena`: two bots on the same deals, on one thread or K worker threads.
 * @module
 */
import { Worker } from "node:worker_threads";
import { playDeals, shardRange } from "../sim/arena.js";
import { summarizeArena } from "../sim/arenaSummary.js";
import type { ArenaPlan, ArenaReport, DealRecord } from "../sim/arenaTypes.js";
import type { ArenaArgs } from "./args.js";
import { type CliIO, EXIT } from "./io.js";
import { renderArena } from "./renderArena.js";
import { clearProgress, renderProgress } from "./renderProgress.js";

/** Deals played in one go, in this thread or by a worker. */
interface Played {
  readonly records: DealRecord[];
  readonly timing: { moves: [number, number]; botMs: [number, number] };
}

/**
 * Runs an arena from parsed flags: progress on stderr when it is a terminal, then the figures on
 * stdout (text, or JSON with `--json`). Every deal is seeded by its index alone, so the figures are
 * the same for any number of workers, and shards merged with `burraco merge` give those of one run.
 */
export async function runArena(args: ArenaArgs, io: CliIO): Promise<number> {
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
  const onDeals = (n: number): void => {
    done += n * handsPerDeal;
    const t = now();
    if (progress && t - lastFrame >= 200) {
      lastFrame = t;
      io.stderr.write(renderProgress(done, (to - from) * handsPerDeal, t - start));
    }
  };
  const played =
    args.workers <= 1
      ? playDeals(plan, from, to, () => onDeals(1))
      : await playOnWorkers(plan, from, to, args.workers, onDeals);
  if (progress) io.stderr.write(clearProgress(io.stderr.columns));
  const report: ArenaReport = summarizeArena(plan, [from, to], played.records, played.timing);
  io.stdout.write(args.json ? `${JSON.stringify(report)}\n` : renderArena(report, now() - start));
  return EXIT.ok;
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
  const timing: Played["timing"] = { moves: [0, 0], botMs: [0, 0] };
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
      w.on("message", (m: { from: number; records: DealRecord[]; timing: Played["timing"] }) => {
        m.records.forEach((r, j) => {
          records[m.from - from + j] = r;
        });
        for (const s of [0, 1] as const) {
          timing.moves[s] += m.timing.moves[s];
          timing.botMs[s] += m.timing.botMs[s];
        }
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
