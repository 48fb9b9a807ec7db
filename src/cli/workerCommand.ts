/**
 * `burraco worker`: takes arena jobs from a pg-boss queue on PostgreSQL and plays them, as many
 * processes as wanted, on any machines; `burraco arena --queue` enqueues them and merges.
 * @module
 */
import type PgBoss from "pg-boss";
import type { Result } from "../result.js";
import { playDeals } from "../sim/arena.js";
import { summarizeArena } from "../sim/arenaSummary.js";
import { defineCommand } from "./command.js";
import { fail, parseFlags } from "./flags.js";
import { type CliIO, EXIT } from "./io.js";
import { ARENA_QUEUE, type OpenQueue, openQueue, RESULTS_TABLE, readArenaJob } from "./queueJobs.js";
import { loadQueueLibrary, type PgClient } from "./queueLibrary.js";

/** `burraco worker`'s options. */
interface WorkerArgs {
  readonly help: boolean;
  /** The PostgreSQL URL of the queue. */
  readonly queue: string;
}

/** Reads `burraco worker`'s flags: `--queue` is required. */
function readWorkerArgs(argv: readonly string[]): Result<WorkerArgs> {
  const p = parseFlags(argv, { help: { type: "boolean", short: "h" }, queue: { type: "string" } });
  if (!p.ok) return p;
  const help = p.value.help === true;
  const queue = p.value.queue;
  if (!help && (typeof queue !== "string" || !/^postgres(ql)?:\/\//.test(queue)))
    return fail("--queue postgres://… is required: the PostgreSQL of the arena's jobs");
  return { ok: true, value: { help, queue: typeof queue === "string" ? queue : "" } };
}

const WORKER_HELP = `Usage: burraco worker --queue postgres://…

Takes the jobs of "burraco arena --queue" (ranges of an arena's deals) from a pg-boss queue on
PostgreSQL, plays them and stores each job's result in the transaction that completes it. Start
as many as wanted, on any machines, before or after the arena; each plays one job at a time on one
core. A job whose worker dies is given to another when its --job-timeout has passed, and its deals
are counted once. A worker takes only the jobs of its own burraco version. Stop it with Ctrl-C or
SIGTERM: it finishes the job it plays first. Needs pg-boss 10 (npm install pg-boss@10).

Options:
  --queue <url>       the PostgreSQL URL (postgres://user:password@host:port/database)
  -h, --help          show this help

Example:
  burraco worker --queue postgres://burraco@db.example:5432/burraco
`;

/** How long an idle worker waits before asking for a job again. */
const IDLE_MS = 300;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The affected row count of pg-boss's `complete` (its type says void; it returns the count). */
function affected(result: unknown): number {
  const n = (result as { affected?: unknown } | null | undefined)?.affected;
  return typeof n === "number" ? n : 0;
}

/**
 * Plays one job and stores its result: the job's completion and its row in one transaction, and
 * only if the job was still this worker's to complete (one that timed out and went to another
 * worker is not), so every range is stored once.
 */
async function playJob(boss: PgBoss, client: PgClient, job: PgBoss.Job<unknown>, io: CliIO): Promise<void> {
  const read = readArenaJob(job.data);
  if (!read.ok) {
    io.stderr.write(`burraco worker: job ${job.id} refused: ${read.error.message}\n`);
    await boss.fail(ARENA_QUEUE, job.id, { message: read.error.message });
    return;
  }
  const { run, plan, from, to } = read.value;
  io.stdout.write(`playing deals ${from}–${to} of run ${run}\n`);
  const start = performance.now();
  const { records, timing } = playDeals(plan, from, to);
  const report = summarizeArena(plan, [from, to], records, timing);
  const tx: PgBoss.Db = { executeSql: (text, values) => client.query(text, values) };
  await client.query("BEGIN");
  try {
    const done = affected(await boss.complete(ARENA_QUEUE, job.id, { deals: to - from }, { db: tx }));
    if (done === 1)
      await client.query(
        `INSERT INTO ${RESULTS_TABLE} (run, deal_from, deal_to, job_id, report, first_error) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [run, from, to, job.id, JSON.stringify(report), JSON.stringify(timing.firstError)],
      );
    await client.query(done === 1 ? "COMMIT" : "ROLLBACK");
    const seconds = ((performance.now() - start) / 1000).toFixed(1);
    io.stdout.write(
      done === 1
        ? `played deals ${from}–${to} of run ${run} in ${seconds} s\n`
        : `deals ${from}–${to} of run ${run}: the job timed out and is no longer this worker's; result dropped\n`,
    );
  } catch (e) {
    await client.query("ROLLBACK");
    throw e;
  }
}

/**
 * Takes jobs until stopped (SIGINT or SIGTERM, after the job in hand). Exit code 0 when stopped,
 * 1 when pg-boss is missing or the database fails.
 */
async function runWorker(args: WorkerArgs, io: CliIO): Promise<number> {
  const lib = await loadQueueLibrary();
  if (!lib.ok) {
    io.stderr.write(`burraco worker: ${lib.message}\n`);
    return EXIT.failure;
  }
  let stopping = false;
  const stop = (): void => {
    stopping = true;
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  let queue: OpenQueue | null = null;
  let caught: Error | null = null;
  try {
    // The arena supervises (expires timed-out jobs); a worker only takes and completes them.
    queue = await openQueue(lib.value, args.queue, { supervise: false });
    const { boss, client } = queue;
    io.stderr.write(`burraco worker: waiting for jobs on ${ARENA_QUEUE}\n`);
    while (!stopping && queue.failure() === null) {
      const [job] = await boss.fetch<unknown>(ARENA_QUEUE, { batchSize: 1 });
      if (job === undefined) await sleep(IDLE_MS);
      else await playJob(boss, client, job, io);
    }
  } catch (e) {
    // The database refused or could not be reached: a line, not a stack.
    caught = e instanceof Error ? e : new Error(String(e));
  } finally {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
    await queue?.close();
  }
  const failure = caught ?? queue?.failure() ?? null;
  if (failure !== null) {
    io.stderr.write(`burraco worker: the queue's database: ${failure.message}\n`);
    return EXIT.failure;
  }
  return EXIT.ok;
}

/** `burraco worker`. */
export const workerCommand = defineCommand({
  name: "worker",
  summary: "play the jobs of arenas run with --queue (pg-boss on PostgreSQL), on any machine",
  help: WORKER_HELP,
  read: readWorkerArgs,
  run: runWorker,
});
