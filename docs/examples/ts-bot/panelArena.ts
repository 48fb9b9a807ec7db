// panelArena.ts: myBot against every bot of the expert panel, each run split over worker threads.
// Compiled to JavaScript (a worker thread cannot load a .ts file), then run with
// `node dist/panelArena.js <deals> <workers>`: one line of JSON a panel bot.
import assert from "node:assert/strict";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { presets } from "burraco";
import { bots, type PanelBotName, panel } from "burraco/bots";
import { arena, mergeReports } from "burraco/sim";
import { myBot } from "./myBot.js";

interface Job {
  readonly opponent: PanelBotName;
  readonly deals: number;
  readonly shard: readonly [number, number];
}

/** One shard of one pairing: the same deals and seats as one run of all of them. */
function play(job: Job): unknown {
  const report = arena({
    bots: [myBot, bots[job.opponent]],
    names: ["mine", job.opponent],
    ruleset: presets.classic,
    preset: "classic",
    seed: "my-bot",
    dealCount: job.deals,
    duplicate: true,
    shard: [job.shard[0], job.shard[1]],
  });
  if (!report.ok) throw new Error(report.error.message);
  return report.value;
}

/** A worker: plays its shard and posts the report back (plain data: it crosses threads as it is). */
function onWorker(job: Job, post: (r: unknown) => void): void {
  post(play(job));
}

/** Runs one shard of `opponent`'s pairing on each of `workers` threads, then merges the shards. */
async function against(opponent: PanelBotName, deals: number, workers: number): Promise<void> {
  const shards = await Promise.all(
    Array.from({ length: workers }, (_, i) => {
      const job: Job = { opponent, deals, shard: [i + 1, workers] };
      const worker = new Worker(new URL(import.meta.url), { workerData: job });
      return new Promise<unknown>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      }).finally(() => worker.terminate());
    }),
  );
  const merged = mergeReports(shards.map((json, i) => ({ name: `shard ${i + 1}`, json })));
  assert.ok(merged.ok, merged.ok ? "" : merged.error.message);
  const { margin, ci95, handsPlayed, botErrors } = merged.value;
  console.log(JSON.stringify({ opponent, handsPlayed, margin, ci95, botErrors }));
}

if (isMainThread) {
  const deals = Number(process.argv[2] ?? 100);
  const workers = Number(process.argv[3] ?? 2);
  for (const opponent of panel) await against(opponent, deals, workers);
} else {
  onWorker(workerData as Job, (r) => parentPort?.postMessage(r));
}
