/**
 * `npm run load -- --tables N --seconds S [--kill-at T] [--unpaced] [--workers W] [--cpu-prof DIR] [--json]
 *   [--db postgres://… [--processes P] [--kill-process-at T] [--lease MS]]`:
 * the load benchmark (not a test). Starts the server on a fresh database, drives N tables of four
 * bot clients over loopback from W worker processes (each client acts within a second of its
 * turn, or at once with --unpaced), optionally kills the server with SIGKILL at T seconds and
 * starts it again (the clients reconnect by themselves), then compares every table's journal with
 * what its clients were told. `--db` runs it on PostgreSQL (an empty database: its tables would be
 * restored and played too) instead of a fresh SQLite file. `--processes P` starts P server processes
 * on that PostgreSQL (one owner a table, issue 35) behind a balancer (bench/balancer.ts) that gives
 * each connection to a random live one, so half the seats are redirected to their table's owner;
 * `--kill-process-at T` SIGKILLs the process that owns the most tables at T seconds, and the live
 * ones take its tables when their leases (`--lease`, the server's flag) lapse.
 *
 * Prints tables, actions, actionsPerSecond, p50Ms and p99Ms (from a client's move to the row of
 * that move reaching it), lost (rows told but not in the journal or told with other content, and
 * rows skipped), duplicated (rows told twice, moves in the journal more often than sent), viewErrors (live rows
 * a client could not move its view on with: 0),
 * serverCpuSeconds (summed over the processes), serverRssMb (peak), server CPU and PostgreSQL round
 * trips a move, processes, failovers (the killed process's tables and how long until every one had
 * a live owner), the store, the clients' own lag and the machine's load average.
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { connectSyncPg } from "../src/pgBridge.js";
import { isPostgresUrl } from "../src/pgStore.js";
import { type Balancer, startBalancer } from "./balancer.js";
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
    processes: { type: "string", default: "1" },
    "kill-process-at": { type: "string" },
    lease: { type: "string" },
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

/** By process address, the tables whose lease it holds. */
function owned(db: string): Map<string, string[]> {
  const pg = connectSyncPg(db);
  try {
    const rows = pg.run(
      [{ text: "SELECT l.table_id, p.address FROM leases l JOIN processes p ON p.id = l.owner" }],
      false,
    )[0];
    const by = new Map<string, string[]>();
    for (const r of rows ?? []) by.set(String(r.address), [...(by.get(String(r.address)) ?? []), String(r.table_id)]);
    return by;
  } finally {
    pg.close();
  }
}

/** The PostgreSQL backends serving `db` but this query's (their pids: /proc has them when the database runs here). */
function backends(db: string): number[] {
  const pg = connectSyncPg(db);
  try {
    const rows = pg.run(
      [{ text: "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()" }],
      false,
    )[0];
    return (rows ?? []).map((r) => Number(r.pid));
  } finally {
    pg.close();
  }
}

async function main(): Promise<void> {
  const SECONDS = Number(values.seconds);
  const KILL_AT = values["kill-at"] === undefined ? null : Number(values["kill-at"]);
  const KILL_PROCESS_AT = values["kill-process-at"] === undefined ? null : Number(values["kill-process-at"]);
  const PROCESSES = Number(values.processes);
  const WORKERS = Math.max(1, Math.min(TABLES, Number(values.workers)));
  const say = (line: string): void => {
    if (!values.json) process.stderr.write(`${line}\n`);
  };
  const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
  const dir = mkdtempSync(join(tmpdir(), "burraco-load-"));
  const db = values.db ?? join(dir, "load.db");
  if (!Number.isInteger(PROCESSES) || PROCESSES < 1 || (PROCESSES > 1 && !isPostgresUrl(db))) {
    process.stderr.write("load: --processes is 1, or more with --db postgres://…\n");
    process.exit(2);
  }
  if (KILL_PROCESS_AT !== null && (PROCESSES < 2 || KILL_AT !== null)) {
    process.stderr.write("load: --kill-process-at needs --processes 2 or more (and no --kill-at)\n");
    process.exit(2);
  }
  const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
  const site = fileURLToPath(new URL("../../docs-site", import.meta.url));
  const args = (port: number): string[] => [
    ...["--db", db, "--port", String(port), "--site", site, "--rate", "100000", "--burst", "100000"],
    ...(values.lease === undefined ? [] : ["--lease", values.lease]),
  ];
  const nodeArgs = [
    ...(process.env.LOAD_NODE_ARGS ?? "").split(" ").filter((a) => a !== ""),
    ...(values["cpu-prof"] === undefined ? [] : ["--cpu-prof", "--cpu-prof-dir", values["cpu-prof"]]),
  ];
  // The server's own timings (server/src/stats.ts), one file per process.
  const statsFiles: string[] = [];
  const launch = (i: number): Promise<Spawned> => {
    const file = join(dir, `stats-${statsFiles.length}.json`);
    statsFiles.push(file);
    return startServerProcess(args(ports[i] ?? 0), nodeArgs, { BURRACO_STATS: file });
  };
  const servers: Spawned[] = [];
  for (let i = 0; i < PROCESSES; i++) servers.push(await launch(i));
  // Many processes: the clients come through a balancer, and redirects send them to the owners.
  // Its health check waits 3 s: a process this busy may take longer than the default 0.5 s to
  // answer, and with none healthy the balancer would refuse every connection. A killed process
  // refuses connections at once, and the balancer then tries another.
  const balancer: Balancer | null = PROCESSES > 1 ? await startBalancer(ports, Math.random, 3000) : null;
  const url = balancer?.url ?? (servers[0] as Spawned).url;
  let cpu = 0;
  let rssMb = 0;
  // Each process's CPU at the go, and whether it was measured for good (killed, or at the end).
  const cpuAtGo = new Map<Spawned, number>();
  const measure = (server: Spawned): void => {
    const u = usage(server.child.pid ?? 0);
    cpu += u.cpu - (cpuAtGo.get(server) ?? 0);
    rssMb = Math.max(rssMb, u.rssMb);
  };
  say(
    `load: ${TABLES} tables, ${SECONDS} s, ${PACED ? "paced (a move within 1 s of the turn)" : "unpaced"}, ${WORKERS} client processes, ${PROCESSES} server process(es)`,
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
    const argv = ["--worker", String(i), "--url", url, "--tables", String(share)];
    workers.push(fork(script, [...argv, ...(PACED ? [] : ["--unpaced"])], { stdio: "inherit" }));
  }
  await waitAll("ready");
  say(`load: ${TABLES * 4} clients joined`);
  // The stats files are written every second: past one, they hold the round trips of the setup.
  await sleep(1100);
  const roundTripsAtGo = readStats(statsFiles).reduce((n, x) => n + (x?.roundTrips ?? 0), 0);
  const load0 = loadavg();
  for (const server of servers) cpuAtGo.set(server, usage(server.child.pid ?? 0).cpu);
  // The database's own CPU over the play, when it runs on this machine: its backends for the
  // servers, each last seen before it went (a killed process's goes with it).
  const pgPids = isPostgresUrl(db) ? backends(db) : [];
  const pgAtGo = new Map(pgPids.map((pid) => [pid, usage(pid).cpu]));
  const pgSeen = new Map(pgAtGo);
  const samplePg = (): void => {
    for (const pid of pgPids) {
      const now = usage(pid).cpu;
      if (now > 0) pgSeen.set(pid, now);
    }
  };
  const clientsCpu = (): number => workers.reduce((n, w) => n + usage(w.pid ?? 0).cpu, 0);
  const clientsCpuAtGo = clientsCpu();
  for (const w of workers) w.send({ type: "go" });
  const started = performance.now();
  let restartMs: number | null = null;
  let failovers: { killedAt: number; tables: number; takenOver: number; takeoverMs: number | null } | null = null;
  if (KILL_AT !== null && KILL_AT < SECONDS) {
    await sleep(KILL_AT * 1000);
    const server = servers[0] as Spawned;
    measure(server);
    await server.kill("SIGKILL");
    say(`load: killed the server (SIGKILL) at ${KILL_AT} s`);
    const t0 = performance.now();
    servers[0] = await launch(0);
    restartMs = performance.now() - t0;
    say(`load: started again in ${restartMs.toFixed(0)} ms`);
    await sleep((SECONDS - KILL_AT) * 1000);
  } else if (KILL_PROCESS_AT !== null && KILL_PROCESS_AT < SECONDS) {
    await sleep(KILL_PROCESS_AT * 1000);
    // The owner of the most tables.
    const before = owned(db);
    const [address, tables] = [...before].reduce((a, b) => (b[1].length > a[1].length ? b : a));
    const victim = servers.find((x) => x.url === address) as Spawned;
    measure(victim);
    samplePg();
    await victim.kill("SIGKILL");
    servers.splice(servers.indexOf(victim), 1);
    const t0 = performance.now();
    say(`load: killed the process at ${address} (SIGKILL), owner of ${tables.length} tables, at ${KILL_PROCESS_AT} s`);
    // Until every one of its tables has a live owner (or the run ends).
    const end = t0 + (SECONDS - KILL_PROCESS_AT) * 1000;
    let takeoverMs: number | null = null;
    let takenOver = 0;
    while (performance.now() < end) {
      const now = owned(db);
      const live = new Set(servers.flatMap((x) => now.get(x.url) ?? []));
      takenOver = tables.filter((id) => live.has(id)).length;
      if (takeoverMs === null && takenOver === tables.length) {
        takeoverMs = performance.now() - t0;
        say(`load: its tables all have a live owner after ${takeoverMs.toFixed(0)} ms`);
      }
      await sleep(Math.min(250, Math.max(0, end - performance.now())));
    }
    failovers = {
      killedAt: KILL_PROCESS_AT,
      tables: tables.length,
      takenOver,
      takeoverMs: takeoverMs === null ? null : Math.round(takeoverMs),
    };
  } else {
    await sleep(SECONDS * 1000);
  }
  for (const w of workers) w.send({ type: "stop" });
  const elapsed = (performance.now() - started) / 1000;
  const load1 = loadavg();
  const clientsCpuAtStop = clientsCpu();
  await waitAll("stopped");
  samplePg();
  for (const server of servers) {
    measure(server);
    await server.kill("SIGTERM");
  }
  await balancer?.close();
  for (const w of workers) w.send({ type: "compare", db });
  const results = (await waitAll("result")) as WorkerResult[];
  const serverStats = readStats(statsFiles);
  const roundTrips = serverStats.reduce((n, x) => n + (x?.roundTrips ?? 0), 0) - roundTripsAtGo;
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
    serverCpuSeconds: Number(cpu.toFixed(2)),
    serverRssMb: Math.round(rssMb),
    // By move (a play row in the journal): the server's CPU, summed over its processes, and its
    // round trips to PostgreSQL (queries, BEGINs and COMMITs; lease renewals included; a killed
    // process's last second is not counted).
    serverCpuMsPerMove: actions === 0 ? null : Number(((cpu * 1000) / actions).toFixed(3)),
    roundTripsPerMove: isPostgresUrl(db) && actions > 0 ? Number((roundTrips / actions).toFixed(2)) : null,
    // PostgreSQL's own CPU a move, summed over the servers' backends (null off this machine or on SQLite).
    postgresCpuMsPerMove:
      pgPids.length > 0 && actions > 0
        ? Number(
            (
              (pgPids.reduce((n, pid) => n + (pgSeen.get(pid) ?? 0) - (pgAtGo.get(pid) ?? 0), 0) * 1000) /
              actions
            ).toFixed(3),
          )
        : null,
    processes: PROCESSES,
    failovers,
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

/** What each process's stats file holds (server/src/stats.ts); null for one not written. */
interface ServerStats {
  moves: number;
  roundTrips?: number;
  p50Ms: number;
  p99Ms: number;
  loopDelayP99Ms: number;
  gc: { count: number; totalMs: number; maxMs: number };
}

function readStats(files: readonly string[]): (ServerStats | null)[] {
  return files.map((f) => {
    try {
      return JSON.parse(readFileSync(f, "utf8")) as ServerStats;
    } catch {
      return null;
    }
  });
}
