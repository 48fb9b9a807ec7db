/**
 * The worker thread of `burraco arena --workers K`: plays the slices of deals the main thread
 * sends and posts back their records. Started by `arenaCommand` from this file's URL.
 * @module
 */
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { playDeals } from "../sim/arena.js";
import type { ArenaPlan } from "../sim/arenaTypes.js";

/**
 * A slice of deals to play, `[from, to)`; `null` tells the worker to stop.
 */
type ArenaTask = { readonly from: number; readonly to: number } | null;

if (!isMainThread && parentPort !== null && (workerData as { kind?: unknown } | null)?.kind === "burraco-arena") {
  const port = parentPort;
  const plan = (workerData as { plan: ArenaPlan }).plan;
  port.on("message", (task: ArenaTask) => {
    if (task === null) {
      port.close();
      return;
    }
    const { records, timing } = playDeals(plan, task.from, task.to);
    port.postMessage({ from: task.from, records, timing });
  });
}
