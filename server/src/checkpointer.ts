/**
 * WAL checkpoints off the main thread. SQLite's automatic checkpoint runs inside the commit that
 * crosses its threshold and syncs the files, which would stall every table for that long; the
 * server turns it off and a worker thread, with its own connection to the same file, runs a
 * PASSIVE checkpoint (it never blocks a writer) every `everyMs`.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

const CODE = `
const { workerData, parentPort } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma("busy_timeout = 1000");
const timer = setInterval(() => {
  try { db.pragma("wal_checkpoint(PASSIVE)"); } catch {}
}, workerData.everyMs);
parentPort.on("message", () => { clearInterval(timer); db.close(); process.exit(0); });
`;

/** Starts the checkpoints; the function returned stops them. */
export function startCheckpoints(path: string, everyMs: number): () => Promise<void> {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(CODE, { eval: true, workerData: { path, everyMs, driver } });
  worker.unref();
  return () =>
    new Promise((resolve) => {
      worker.once("exit", () => resolve());
      worker.postMessage("stop");
    });
}
