// Issue 35, (5): arenas as jobs on pg-boss. `burraco arena --queue` enqueues ranges of deals,
// `burraco worker` processes play them, and the arena merges the stored results: the report equals
// the local run's for the same seed and options, records included (timings aside, which vary from
// run to run). A worker SIGKILLed mid-job has its job expire and retried by another worker, and
// every range is stored, and counted, once.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { connectSyncPg } from "../../server/src/pgBridge.js";
import { main } from "../../src/cli/main.js";
import { until } from "./harness.js";
import { freshPgDatabase, pgRuns, sayIfNoPostgres } from "./postgres.js";

const mainTs = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));

/** A `burraco` process, its output gathered as it comes. */
interface Cli {
  readonly child: ChildProcess;
  out: string;
  err: string;
  readonly exit: Promise<number | null>;
}

const started: Cli[] = [];

function cli(args: readonly string[]): Cli {
  const child = spawn(process.execPath, ["--import", "tsx", mainTs, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const run: Cli = {
    child,
    out: "",
    err: "",
    exit: new Promise((resolve) => child.on("exit", (code) => resolve(code))),
  };
  child.stdout?.on("data", (d: Buffer) => {
    run.out += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    run.err += d.toString();
  });
  started.push(run);
  return run;
}

afterAll(async () => {
  for (const c of started) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill("SIGTERM");
  await Promise.all(started.map((c) => c.exit));
});

/** The local run's JSON report, in this process. */
async function localReport(args: readonly string[]): Promise<Record<string, unknown>> {
  let out = "";
  const sink = { write: (t: string) => (out += t) };
  const code = await main(["arena", ...args, "--json", "--no-progress"], { stdout: sink, stderr: { write: () => 0 } });
  expect(code).toBe(0);
  return JSON.parse(out);
}

/** A report without the bots' milliseconds, the one figure that varies from run to run. */
function figures(report: Record<string, unknown>): Record<string, unknown> {
  const timing = report.timing as { moves: unknown };
  return { ...report, timing: { moves: timing.moves } };
}

/** The ranges each worker stored (`played deals a–b of run r`), over all the workers. */
function playedRanges(workers: readonly Cli[], run: string): string[] {
  return workers
    .flatMap((w) => [...w.out.matchAll(/^played deals (\d+)–(\d+) of run (\S+)/gm)])
    .filter((m) => m[3] === run)
    .map((m) => `${m[1]}–${m[2]}`)
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
}

const runOf = (arena: Cli): string => /\(run ([0-9a-f-]{36})\)/.exec(arena.err)?.[1] ?? "";

sayIfNoPostgres("the arena queue test");

describe.runIf(pgRuns)("issue 35 (5): arenas as jobs on pg-boss", () => {
  it("two workers play a queued arena: the merged report is the local one, each range once", async () => {
    const db = freshPgDatabase();
    const workers = [cli(["worker", "--queue", db]), cli(["worker", "--queue", db])];
    const ready = await until(() => workers.every((w) => w.err.includes("waiting for jobs")), 60_000);
    expect(ready, workers.map((w) => w.err).join("\n")).toBe(true);
    const options = ["--bots", "greedy,greedy", "--hands", "60", "--seed", "35", "--duplicate"];
    const arena = cli(["arena", ...options, "--queue", db, "--chunk", "10", "--json"]);
    expect(await arena.exit, arena.err).toBe(0);
    const queued = JSON.parse(arena.out);
    expect(figures(queued)).toEqual(figures(await localReport(options)));
    expect(queued.records).toHaveLength(60);
    expect(playedRanges(workers, runOf(arena))).toEqual(["0–10", "10–20", "20–30", "30–40", "40–50", "50–60"]);
  });

  it("a worker SIGKILLed mid-job: its job times out and is retried by another, no deal counted twice", async () => {
    const db = freshPgDatabase();
    const first = cli(["worker", "--queue", db]);
    expect(await until(() => first.err.includes("waiting for jobs"), 30_000)).toBe(true);
    // Three jobs of 300 deals (well over a few hundred milliseconds each), a 2 s timeout.
    const options = ["--bots", "greedy,greedy", "--hands", "900", "--seed", "36"];
    const arena = cli(["arena", ...options, "--queue", db, "--chunk", "300", "--job-timeout", "2", "--json"]);
    expect(await until(() => /^playing deals/m.test(first.out), 30_000)).toBe(true);
    first.child.kill("SIGKILL");
    const killedRange = /^playing deals (\d+–\d+)/m.exec(first.out)?.[1];
    await first.exit;
    expect(first.out).not.toMatch(/^played deals/m);
    const second = cli(["worker", "--queue", db]);
    expect(await arena.exit, arena.err).toBe(0);
    expect(figures(JSON.parse(arena.out))).toEqual(figures(await localReport(options)));
    const run = runOf(arena);
    // Every range stored once, the killed one by the second worker.
    expect(playedRanges([first, second], run)).toEqual(["0–300", "300–600", "600–900"]);
    // pg-boss's own record: every job completed, the killed one after a retry.
    const pg = connectSyncPg(db);
    try {
      const [jobs] = pg.run(
        [
          {
            text: "SELECT data->>'from' AS deal_from, data->>'to' AS deal_to, state, retry_count FROM pgboss.job WHERE data->>'run' = $1 ORDER BY (data->>'from')::int",
            values: [run],
          },
        ],
        false,
      );
      expect(jobs?.map((j) => `${j.deal_from}–${j.deal_to} ${j.state}`)).toEqual([
        "0–300 completed",
        "300–600 completed",
        "600–900 completed",
      ]);
      // The killed job was retried; on a busy machine a job slower than the timeout may be too (its
      // late result is then dropped, as the second worker's log says), never stored twice.
      const retried = jobs?.filter((j) => Number(j.retry_count) > 0).map((j) => `${j.deal_from}–${j.deal_to}`);
      expect(retried).toContain(killedRange);
    } finally {
      pg.close();
    }
  });
  it("a job no worker can play fails the run, saying why, and leaves nothing of it to play", async () => {
    const db = freshPgDatabase();
    const arena = cli([
      "arena",
      "--bots",
      "greedy,greedy",
      "--hands",
      "20",
      "--seed",
      "37",
      "--queue",
      db,
      "--chunk",
      "10",
    ]);
    expect(await until(() => runOf(arena) !== "", 30_000)).toBe(true);
    // Another program wrote to the queue: the job of deals 10–20 names a bot no worker has.
    const pg = connectSyncPg(db);
    try {
      pg.run(
        [
          {
            text: `UPDATE pgboss.job SET data = jsonb_set(data, '{plan,bots,0}', '"mine"') WHERE data->>'run' = $1 AND data->>'from' = '10'`,
            values: [runOf(arena)],
          },
        ],
        false,
      );
    } finally {
      pg.close();
    }
    const worker = cli(["worker", "--queue", db]);
    expect(await arena.exit).toBe(1);
    expect(arena.err).toContain('a job failed for good (the job names a bot this worker does not have: "mine")');
    expect(worker.err).toContain("refused: the job names a bot this worker does not have");
    // Nothing of the run is left for a worker: each job done, failed or cancelled.
    const check = connectSyncPg(db);
    try {
      const [left] = check.run(
        [
          {
            text: "SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'run' = $1 AND state IN ('created', 'retry', 'active')",
            values: [runOf(arena)],
          },
        ],
        false,
      );
      expect(left?.[0]?.n).toBe(0);
    } finally {
      check.close();
    }
  });
});
