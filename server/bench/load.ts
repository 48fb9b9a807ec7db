/**
 * `npm run load -- --tables N --seconds S [--kill-at T] [--unpaced] [--workers W] [--cpu-prof DIR] [--json]
 *   [--db postgres://…]`:
 * the load benchmark (not a test). Starts the server on a fresh database, drives N tables of four
 * bot clients over loopback from W worker processes (each client acts within a second of its
 * turn, or at once with --unpaced), optionally kills the server with SIGKILL at T seconds and
 * starts it again (the clients reconnect by themselves), then compares every table's journal with
 * what its clients were told. `--db` runs it on PostgreSQL (an empty database: its tables would be
 * restored and played too) instead of a fresh SQLite file.
 *
 * Prints tables, actions, actionsPerSecond, p50Ms and p99Ms (from a client's move to the row of
 * that move reaching it), lost (rows told but not in the journal or told with other content, and
 * rows skipped), duplicated (rows told twice, moves in the journal more often than sent), viewErrors (live rows
 * a client could not move its view on with: 0),
 * serverCpuSeconds, serverRssMb (peak), the clients' own lag and the machine's load average.
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isPostgresUrl } from "../src/pgStore.js";
import { runWorker, type WorkerResult } from "./loadWorker.js";
import { type Spawned, startServerProcess } from "./spawn.js";
import { quantile, usage } from "./usage.js";

const { values } = parseArgs({
  options: {
    tables: { type: "string", default: "100" },
    seconds: { type: "string", default: "20" },
    "kill-at": { type: "string" },
    unpaced: { type: "boolean", default: false },
    workers: { type: "string", default: "2" },
    "cpu-prof": { type: "string" },
    json: { type: "boolean", default: false },
    db: { type: "string" },
    // Internal: how load.ts starts its workers.
    worker: { type: "string" },
    url: { type: "string" },
  },
});
const TABLES = Number(values.tables);
const PACED = !values.unpaced;

if (values.worker !== undefined) {
  await runWorker(values.url ?? "", TABLES, PACED, 28 + Number(values.worker));
} else {
  await main();
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => resolve(typeof a === "object" && a !== null ? a.port : 0));
    });
  });
}

async function main(): Promise<void> {
  const SECONDS = Number(values.seconds);
  const KILL_AT = values["kill-at"] === undefined ? null : Number(values["kill-at"]);
  const WORKERS = Math.max(1, Math.min(TABLES, Number(values.workers)));
  const say = (line: string): void => {
    if (!values.json) process.stderr.write(`${line}\n`);
  };
  const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
  const dir = mkdtempSync(join(tmpdir(), "burraco-load-"));
  const db = values.db ?? join(dir, "load.db");
  const port = await freePort();
  const site = fileURLToPath(new URL("../../docs-site", import.meta.url));
  const args = ["--db", db, "--port", String(port), "--site", site, "--rate", "100000", "--burst", "100000"];
  const nodeArgs = [
    ...(process.env.LOAD_NODE_ARGS ?? "").split(" ").filter((a) => a !== ""),
    ...(values["cpu-prof"] === undefined ? [] : ["--cpu-prof", "--cpu-prof-dir", values["cpu-prof"]]),
  ];
  // The server's own timings (server/src/stats.ts), one file per process.
  const statsFiles: string[] = [];
  const launch = (): Promise<Spawned> => {
    const file = join(dir, `stats-${statsFiles.length}.json`);
    statsFiles.push(file);
    return startServerProcess(args, nodeArgs, { BURRACO_STATS: file });
  };
  let server: Spawned = await launch();
  let cpu = 0;
  let rssMb = 0;
  const measure = (): void => {
    const u = usage(server.child.pid ?? 0);
    cpu += u.cpu;
    rssMb = Math.max(rssMb, u.rssMb);
  };
  say(
    `load: ${TABLES} tables, ${SECONDS} s, ${PACED ? "paced (a move within 1 s of the turn)" : "unpaced"}, ${WORKERS} client processes`,
  );
  const workers: ChildProcess[] = [];
  const waitAll = (type: string): Promise<unknown[]> =>
    Promise.all(
      workers.map(
        (w) =>
          new Promise<unknown>((resolve) => {
            const on = (m: { type: string; result?: unknown }): void => {
              if (m.type !== type) return;
              w.off("message", on);
              resolve(m.result);
            };
            w.on("message", on);
          }),
      ),
    );
  const script = fileURLToPath(import.meta.url);
  for (let i = 0; i < WORKERS; i++) {
    const share = Math.floor(TABLES / WORKERS) + (i < TABLES % WORKERS ? 1 : 0);
    const argv = ["--worker", String(i), "--url", server.url, "--tables", String(share)];
    workers.push(fork(script, [...argv, ...(PACED ? [] : ["--unpaced"])], { stdio: "inherit" }));
  }
  await waitAll("ready");
  say(`load: ${TABLES * 4} clients joined`);
  const load0 = loadavg();
  const cpuAtGo = usage(server.child.pid ?? 0).cpu;
  const clientsCpu = (): number => workers.reduce((n, w) => n + usage(w.pid ?? 0).cpu, 0);
  const clientsCpuAtGo = clientsCpu();
  for (const w of workers) w.send({ type: "go" });
  const started = performance.now();
  let restartMs: number | null = null;
  if (KILL_AT !== null && KILL_AT < SECONDS) {
    await sleep(KILL_AT * 1000);
    measure();
    await server.kill("SIGKILL");
    say(`load: killed the server (SIGKILL) at ${KILL_AT} s`);
    const t0 = performance.now();
    server = await launch();
    restartMs = performance.now() - t0;
    say(`load: started again in ${restartMs.toFixed(0)} ms`);
    await sleep((SECONDS - KILL_AT) * 1000);
  } else {
    await sleep(SECONDS * 1000);
  }
  for (const w of workers) w.send({ type: "stop" });
  const elapsed = (performance.now() - started) / 1000;
  const load1 = loadavg();
  const clientsCpuAtStop = clientsCpu();
  await waitAll("stopped");
  measure();
  await server.kill("SIGTERM");
  for (const w of workers) w.send({ type: "compare", db });
  const results = (await waitAll("result")) as WorkerResult[];
  const serverStats = statsFiles.map((f) => {
    try {
      return JSON.parse(readFileSync(f, "utf8")) as {
        moves: number;
        p50Ms: number;
        p99Ms: number;
        loopDelayP99Ms: number;
        gc: { count: number; totalMs: number; maxMs: number };
      };
    } catch {
      return null;
    }
  });
  rmSync(dir, { recursive: true, force: true });
  const sum = (f: (r: WorkerResult) => number): number => results.reduce((n, r) => n + f(r), 0);
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const lags = results.flatMap((r) => r.lags).sort((a, b) => a - b);
  const actions = sum((r) => r.actions);
  const result = {
    tables: TABLES,
    seconds: Number(elapsed.toFixed(1)),
    paced: PACED,
    killAt: KILL_AT,
    restartMs: restartMs === null ? null : Math.round(restartMs),
    actions,
    actionsPerSecond: Math.round(actions / elapsed),
    p50Ms: Number(quantile(latencies, 0.5).toFixed(2)),
    p99Ms: Number(quantile(latencies, 0.99).toFixed(2)),
    maxMs: Number((latencies.at(-1) ?? 0).toFixed(1)),
    // Moves sent before the kill whose row reached the client after it reconnected (not in p50/p99).
    movesAcrossRestart: sum((r) => r.across),
    lost: sum((r) => r.lost),
    duplicated: sum((r) => r.duplicated),
    // Live play rows whose events did not move a client's view on (advanceView refused them).
    viewErrors: sum((r) => r.viewErrors),
    // The server's CPU from the start of play (setup excluded), and its peak RSS.
    serverCpuSeconds: Number((cpu - cpuAtGo).toFixed(2)),
    serverRssMb: Math.round(rssMb),
    // The client processes' CPU over the same time: they share the machine's cores with the server.
    clientCpuSeconds: Number((clientsCpuAtStop - clientsCpuAtGo).toFixed(2)),
    clientLagP99Ms: Number(quantile(lags, 0.99).toFixed(1)),
    // In the server, from a move's frame to the last send of its rows; and its event loop's delay
    // (by server process: a second one after a kill).
    serverMoveMs: serverStats.map((x) =>
      x === null
        ? null
        : {
            p50: Number(x.p50Ms.toFixed(2)),
            p99: Number(x.p99Ms.toFixed(2)),
            loopDelayP99: Number(x.loopDelayP99Ms.toFixed(1)),
            gcPauses: x.gc.count,
            gcMs: Math.round(x.gc.totalMs),
            gcMaxMs: Number(x.gc.maxMs.toFixed(1)),
          },
    ),
    reconnects: sum((r) => r.reconnects),
    store: isPostgresUrl(db) ? "postgres" : "sqlite",
    loadAverage: { start: load0.map((x) => Number(x.toFixed(2))), end: load1.map((x) => Number(x.toFixed(2))) },
  };
  if (values.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else for (const [k, v] of Object.entries(result)) process.stdout.write(`${k.padEnd(18)} ${JSON.stringify(v)}\n`);
  process.exit(0);
}
