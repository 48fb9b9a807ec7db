/**
 * `burraco arena --queue postgres://…`: the arena's deals as pg-boss jobs, played by `burraco
 * worker` processes anywhere, then merged into the report one local run gives.
 * @module
 */
import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import type { ArenaTally } from "../sim/arena.js";
import type { ArenaPlan, ArenaReport } from "../sim/arenaTypes.js";
import { mergeReports } from "../sim/mergeReports.js";
import type { CliIO } from "./io.js";
import { ARENA_QUEUE, chunkRanges, type OpenQueue, openQueue, RESULTS_TABLE } from "./queueJobs.js";
import { loadQueueLibrary, type PgClient } from "./queueLibrary.js";

/** How the run goes on the queue. */
export interface QueueOptions {
  /** The PostgreSQL URL. */
  readonly url: string;
  /** Deals a job. */
  readonly chunk: number;
  /** Seconds a job may run before it is given to another worker. */
  readonly jobTimeout: number;
  /** Told how many deals are stored so far, after each look at the results. */
  readonly onDeals: (done: number) => void;
}

/** What the queued run gives: the merged report and the first bot error, as a local run has them. */
export type QueuedRun =
  | { readonly ok: true; readonly report: ArenaReport; readonly firstError: ArenaTally["firstError"] }
  | { readonly ok: false; readonly message: string };

/** How often the arena looks at the results (and at failed jobs). */
const POLL_MS = 250;
/** Tries of a job after the first: a worker killed, the machine lost. */
const RETRIES = 5;
/** Results of runs nobody waits for any more (an arena stopped) are deleted after this. */
const KEEP_RESULTS = "7 days";

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Stored deals and jobs of a run so far. */
async function progressOf(client: PgClient, run: string): Promise<{ jobs: number; deals: number }> {
  const { rows } = await client.query(
    `SELECT count(*)::int AS jobs, coalesce(sum(deal_to - deal_from), 0)::int AS deals FROM ${RESULTS_TABLE} WHERE run = $1`,
    [run],
  );
  return { jobs: Number(rows[0]?.jobs ?? 0), deals: Number(rows[0]?.deals ?? 0) };
}

/**
 * A job of the run that failed for good (its retries spent, or refused by a worker), with its
 * reason. pg-boss keeps its jobs in `pgboss.job`, where such a job has the state `failed`.
 */
async function failedJob(boss: PgBoss, ids: readonly string[]): Promise<string | null> {
  const { rows } = await boss
    .getDb()
    .executeSql("SELECT output FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'failed' LIMIT 1", [
      ARENA_QUEUE,
      ids,
    ]);
  if (rows.length === 0) return null;
  const output = (rows[0] as { output?: { message?: unknown; value?: { message?: unknown } } }).output;
  const message = output?.message ?? output?.value?.message;
  return typeof message === "string" ? message : "a job failed";
}

/** The stored reports of a run, merged: `burraco merge` over them. */
async function mergeStored(client: PgClient, run: string): Promise<QueuedRun> {
  const { rows } = await client.query(
    `SELECT deal_from, deal_to, report, first_error FROM ${RESULTS_TABLE} WHERE run = $1 ORDER BY deal_from`,
    [run],
  );
  const merged = mergeReports(rows.map((r) => ({ name: `deals ${r.deal_from}–${r.deal_to}`, json: r.report })));
  if (!merged.ok) return { ok: false, message: merged.error.message };
  // A run's first error is in its first range: only read when every hand erred.
  const firstError = (rows[0]?.first_error ?? null) as ArenaTally["firstError"];
  return { ok: true, report: merged.value, firstError };
}

/**
 * Enqueues deals `[from, to)` of `plan` in jobs of `chunk` deals, waits until every job's result
 * is stored (expiring the jobs of dead workers, so that they are retried), and merges them.
 * Deletes the run's results once merged. `stop` ends the wait: the jobs left are cancelled.
 */
export async function runOnQueue(
  plan: ArenaPlan,
  [from, to]: readonly [number, number],
  options: QueueOptions,
  io: CliIO,
  stopped: () => boolean = () => false,
): Promise<QueuedRun> {
  const lib = await loadQueueLibrary();
  if (!lib.ok) return { ok: false, message: lib.message };
  const run = randomUUID();
  const jobs: PgBoss.JobInsert[] = chunkRanges(from, to, options.chunk).map(([a, b]) => ({
    id: randomUUID(),
    name: ARENA_QUEUE,
    data: { run, plan, from: a, to: b },
    expireInSeconds: options.jobTimeout,
    retryLimit: RETRIES,
    retryDelay: 0,
  }));
  const ids = jobs.map((j) => j.id as string);
  let queue: OpenQueue | null = null;
  try {
    queue = await openQueue(lib.value, options.url, {
      // Expiring a job whose worker died is maintenance: this process does it, often enough that a
      // job is retried soon after its timeout.
      supervise: true,
      maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.ceil(options.jobTimeout / 2))),
    });
    const { boss, client, failure } = queue;
    await client.query(`DELETE FROM ${RESULTS_TABLE} WHERE created_on < now() - interval '${KEEP_RESULTS}'`);
    for (let i = 0; i < jobs.length; i += 500) await boss.insert(jobs.slice(i, i + 500));
    io.stderr.write(
      `burraco arena: ${jobs.length} job${jobs.length === 1 ? "" : "s"} of up to ${options.chunk} deals on ${ARENA_QUEUE} (run ${run}); ` +
        "waiting for workers (burraco worker --queue …)\n",
    );
    for (let looks = 0; ; looks++) {
      const failed = failure();
      if (failed !== null) return { ok: false, message: `the queue's database: ${failed.message}` };
      if (stopped()) {
        await boss.cancel(ARENA_QUEUE, ids);
        return { ok: false, message: "stopped: its jobs are cancelled" };
      }
      const progress = await progressOf(client, run);
      options.onDeals(progress.deals);
      if (progress.jobs === jobs.length) break;
      // Failed jobs are rare: look every few seconds.
      const gone = looks % 8 === 7 ? await failedJob(boss, ids) : null;
      if (gone !== null) {
        await boss.cancel(ARENA_QUEUE, ids);
        return { ok: false, message: `a job failed for good (${gone}); the run's other jobs are cancelled` };
      }
      await sleep(POLL_MS);
    }
    const merged = await mergeStored(client, run);
    if (merged.ok) await client.query(`DELETE FROM ${RESULTS_TABLE} WHERE run = $1`, [run]);
    return merged;
  } catch (e) {
    // The database refused or could not be reached: a line, not a stack.
    return { ok: false, message: `the queue's database: ${e instanceof Error ? e.message : String(e)}` };
  } finally {
    await queue?.close();
  }
}
