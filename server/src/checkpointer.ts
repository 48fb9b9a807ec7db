/**
 * WAL checkpoints off the main thread. SQLite's automatic checkpoint runs inside the commit that
 * crosses its threshold and syncs the files, which would stall every table for that long; the
 * server turns it off and a worker thread, with its own connection to the same file, runs a
 * PASSIVE checkpoint (it never blocks a writer) every `everyMs`.
 *
 * A passive checkpoint copies the WAL into the database but never makes the WAL shorter: SQLite
 * starts the WAL over only when a writer finds every frame copied, which under steady writes (new
 * frames while the checkpoint runs) never happens, so the WAL grew for as long as the server ran.
 * Once the WAL file is past `limitBytes` (0: never) the worker runs a TRUNCATE checkpoint: it waits for the
 * writer's lock (a commit of the main thread waits for it in turn, the time to copy what the last
 * passive checkpoint left and cut the file) and empties the file.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

const CODE = `
const { workerData, parentPort } = require("node:worker_threads");
const { statSync } = require("node:fs");
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma("busy_timeout = 1000");
const walSize = () => { try { return statSync(workerData.path + "-wal").size; } catch { return 0; } };
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
    if (workerData.limitBytes > 0 && walSize() > workerData.limitBytes) db.pragma("wal_checkpoint(TRUNCATE)");
  } catch {}
}, workerData.everyMs);
parentPort.on("message", () => { clearInterval(timer); db.close(); process.exit(0); });
`;

/** Starts the checkpoints; the function returned stops them. */
export function startCheckpoints(path: string, everyMs: number, limitBytes: number): () => Promise<void> {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(CODE, { eval: true, workerData: { path, everyMs, limitBytes, driver } });
  worker.unref();
  return () =>
    new Promise((resolve) => {
      worker.once("exit", () => resolve());
      worker.postMessage("stop");
    });
}
