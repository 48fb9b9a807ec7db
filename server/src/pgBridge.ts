/**
 * node-postgres answers asynchronously, and the Store interface is synchronous (the hub commits a
 * row, then tells everyone, in one turn of the event loop, as it does with better-sqlite3). So the
 * `pg` client lives in a worker thread, and the main thread posts it a batch of queries and blocks
 * on an Atomics flag until the answer is on the port: the hub's order ("written before anyone is
 * told") holds unchanged, and the main thread waits one round trip a commit, as it waits for
 * SQLite's write. The worker runs the batches one at a time, each in one transaction if asked.
 */
import { createRequire } from "node:module";
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";

/** One query: its text and its parameters ($1, $2, …). */
export interface Query {
  readonly text: string;
  readonly values?: readonly unknown[];
}

/** A database error as the worker reports it (`code` is PostgreSQL's SQLSTATE, e.g. 23505). */
export class PgError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

const CODE = `
const { workerData, parentPort } = require("node:worker_threads");
const { Client } = require(workerData.driver);
const flag = new Int32Array(workerData.flag);
const port = workerData.port;
const client = new Client({ connectionString: workerData.url, application_name: "burraco-server" });
let closing = false;
let lost = null;
// A lost connection is never reopened: the process stops (openStore.ts), and its leases lapse.
const onLoss = (e) => {
  if (closing || lost !== null) return;
  lost = String((e && e.message) || "the connection to PostgreSQL ended");
  parentPort.postMessage({ lost });
};
client.on("error", onLoss);
client.on("end", () => onLoss(null));
let chain = client.connect().then(async () => {
  // A process stopped inside a transaction would hold its locks (a lease row's) for ever.
  if (workerData.transactionMs > 0)
    await client.query("SET idle_in_transaction_session_timeout = " + Number(workerData.transactionMs));
});
async function run(batch, tx) {
  if (lost !== null) throw Object.assign(new Error(lost), { code: "lost" });
  if (tx) await client.query("BEGIN");
  try {
    const results = [];
    for (const q of batch) results.push((await client.query(q.text, q.values)).rows);
    if (tx) await client.query("COMMIT");
    return results;
  } catch (e) {
    if (tx) await client.query("ROLLBACK").catch(() => {});
    throw e;
  }
}
port.on("message", (m) => {
  chain = chain.catch(() => {}).then(async () => {
    let reply;
    try {
      if (m.close) { closing = true; await client.end(); reply = { id: m.id, ok: true, results: [] }; }
      else reply = { id: m.id, ok: true, results: await run(m.batch, m.tx) };
    } catch (e) {
      reply = { id: m.id, ok: false, message: String(e && e.message), code: (e && e.code) || null };
    }
    port.postMessage(reply);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
    if (m.close) port.close();
  });
});
`;

interface Reply {
  readonly id: number;
  readonly ok: boolean;
  readonly results?: Record<string, unknown>[][];
  readonly message?: string;
  readonly code?: string | null;
}

/** A synchronous connection to PostgreSQL. */
export interface SyncPg {
  /** Runs the queries in order (in one transaction when `tx`), returning each one's rows; throws a PgError. */
  run(batch: readonly Query[], tx: boolean): Record<string, unknown>[][];
  close(): void;
}

/** How the connection behaves. */
export interface SyncPgOptions {
  /** How long a call waits for its answer (default 30 s). */
  readonly timeoutMs?: number;
  /** When set, PostgreSQL ends the session after this long idle inside a transaction. */
  readonly transactionMs?: number;
  /** Called once when the session is lost (every later call then throws). */
  readonly onLost?: (why: string) => void;
}

/**
 * Round trips to PostgreSQL this process has made (each query, BEGIN and COMMIT is one), counted
 * for the load benchmark's "round trips a move" (server/src/stats.ts).
 */
let roundTrips = 0;
export function pgRoundTrips(): number {
  return roundTrips;
}

/** Connects to `url`. */
export function connectSyncPg(url: string, options: SyncPgOptions = {}): SyncPg {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const driver = createRequire(import.meta.url).resolve("pg");
  const worker = new Worker(CODE, {
    eval: true,
    workerData: { url, driver, flag: flag.buffer, port: port2, transactionMs: options.transactionMs ?? 0 },
    transferList: [port2],
  });
  worker.unref();
  let closed = false;
  worker.on("message", (m: { lost?: string }) => {
    if (typeof m.lost === "string" && !closed) options.onLost?.(m.lost);
  });
  let next = 0;
  const call = (message: Record<string, unknown>): Record<string, unknown>[][] => {
    const id = ++next;
    Atomics.store(flag, 0, 0);
    port1.postMessage({ ...message, id });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // Replies to calls that timed out earlier are read and dropped here.
      for (let m = receiveMessageOnPort(port1); m !== undefined; m = receiveMessageOnPort(port1)) {
        const reply = m.message as Reply;
        if (reply.id !== id) continue;
        if (reply.ok) return reply.results ?? [];
        throw new PgError(reply.message ?? "PostgreSQL refused the query", reply.code ?? null);
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new PgError(`PostgreSQL did not answer within ${timeoutMs} ms`, null);
      Atomics.wait(flag, 0, 0, left);
      Atomics.store(flag, 0, 0);
    }
  };
  return {
    run: (batch, tx) => {
      if (closed) throw new PgError("the store is closed", null);
      roundTrips += batch.length + (tx ? 2 : 0);
      return call({ batch, tx });
    },
    close: () => {
      if (closed) return;
      closed = true;
      try {
        call({ close: true });
      } finally {
        port1.close();
        void worker.terminate();
      }
    },
  };
}
