/**
 * What `burraco arena --queue` and `burraco worker` share: the queue's name, a job (a range of an
 * arena's deals) and its reading, and the table of results, one row a job, written in the
 * transaction that completes the job.
 * @module
 */

import type PgBoss from "pg-boss";
import { isBotName } from "../bots/registry.js";
import { readData } from "../input/read.js";
import { err, ok, type Result } from "../result.js";
import { checkRuleset } from "../rules/define.js";
import { presetNames } from "../rules/presets.js";
import { RULESET_SHAPE } from "../rules/ruleset.js";
import * as s from "../shape/build.js";
import { checkShape } from "../shape/shape.js";
import type { ArenaPlan } from "../sim/arenaTypes.js";
import type { PgClient, QueueLibrary } from "./queueLibrary.js";
import { VERSION } from "./version.js";

/**
 * The pg-boss queue of arena jobs. The version is in the name: a deal is played the same only by
 * the same engine, so a worker of another version never takes a job.
 */
export const ARENA_QUEUE = `burraco-arena-${VERSION.replace(/\W/g, "_")}`;

/** One job: deals `[from, to)` of a run's plan. */
export interface ArenaJob {
  /** The run (a UUID): its results are found by it. */
  readonly run: string;
  readonly plan: ArenaPlan;
  readonly from: number;
  readonly to: number;
}

/** The deals of one job, `size` at most, over `[from, to)`. */
export function chunkRanges(from: number, to: number, size: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (let a = from; a < to; a += size) ranges.push([a, Math.min(to, a + size)]);
  return ranges;
}

/** Deals a job when `--chunk` is not given: about 200 jobs a run, from 1 to 1,000 deals each. */
export function defaultChunk(deals: number): number {
  return Math.min(1000, Math.max(1, Math.ceil(deals / 200)));
}

const MAX_DEALS = 1_000_000_000;
const JOB_SHAPE = s.object({
  run: s.string(100),
  from: s.int(0, MAX_DEALS),
  to: s.int(0, MAX_DEALS),
  plan: s.object({
    bots: s.tuple([s.string(100), s.string(100)]),
    ruleset: RULESET_SHAPE,
    preset: s.literal(presetNames),
    seed: s.union([s.int(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER), s.string(10_000)]),
    dealCount: s.int(1, MAX_DEALS),
    duplicate: s.boolean(),
    maxActions: s.int(1, 1_000_000),
  }),
});

/**
 * A job's data as read from the database, copied once and checked: outside data to a worker
 * (another program may write to the queue). `input/invalid` with the reason otherwise.
 */
export function readArenaJob(data: unknown): Result<ArenaJob> {
  const copy = readData(data, "the job", { nodes: 1000, depth: 6, chars: 10_000 });
  if (!copy.ok) return copy;
  const bad = checkShape(JOB_SHAPE, copy.value);
  if (bad !== null) return err("input/invalid", `not an arena job: ${bad.message}`);
  const job = copy.value as ArenaJob;
  const unknown = job.plan.bots.find((b) => !isBotName(b));
  if (unknown !== undefined) return err("input/invalid", `the job names a bot this worker does not have: "${unknown}"`);
  const ruleset = checkRuleset(job.plan.ruleset);
  if (!ruleset.ok) return err("input/invalid", `the job's ruleset: ${ruleset.error.message}`);
  if (job.from >= job.to || job.to > job.plan.dealCount)
    return err("input/invalid", `the job's deals ${job.from}–${job.to} are not within 0–${job.plan.dealCount}`);
  return ok({ ...job, plan: { ...job.plan, ruleset: ruleset.value } });
}

/**
 * The results: one row a job, keyed by its run and first deal, so a range is stored once. `report`
 * is the job's deals' report, as `burraco arena --json --shard` prints one; `first_error` the
 * first bot error among them (the run's, when every hand erred).
 */
export const RESULTS_TABLE = "burraco_arena_results";

/**
 * Creates the results table if it is missing. Not alone: CREATE TABLE IF NOT EXISTS races with
 * itself (a duplicate type error), so {@link openQueue} calls it under its lock.
 */
async function createResultsTable(client: PgClient): Promise<void> {
  await client.query(`CREATE TABLE IF NOT EXISTS ${RESULTS_TABLE} (
      run uuid NOT NULL,
      deal_from integer NOT NULL,
      deal_to integer NOT NULL,
      job_id uuid NOT NULL,
      report json NOT NULL,
      first_error json,
      created_on timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (run, deal_from)
    )`);
}

/** The queue opened by {@link openQueue}. */
export interface OpenQueue {
  readonly boss: PgBoss;
  /** A plain client on the same database, for the transactions pg-boss's calls join. */
  readonly client: PgClient;
  /** The first error pg-boss or the client reported since they were opened, or `null`. */
  readonly failure: () => Error | null;
  /** Stops pg-boss and closes the client, quietly. */
  readonly close: () => Promise<void>;
}

/**
 * pg-boss and a client on `url`, started, with the arena queue and the results table created
 * (whichever process comes first). Throws what the database answers; nothing is left open then.
 */
export async function openQueue(
  lib: QueueLibrary,
  url: string,
  options: PgBoss.ConstructorOptions,
): Promise<OpenQueue> {
  const boss = new lib.PgBoss({ ...options, connectionString: url, schedule: false, max: 2 });
  const client = lib.client(url);
  let failure: Error | null = null;
  boss.on("error", (e) => {
    failure ??= e;
  });
  client.on("error", (e) => {
    failure ??= e;
  });
  const close = async (): Promise<void> => {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    await client.end().catch(() => undefined);
  };
  try {
    await client.connect();
    // One process at a time: pg-boss 10's createQueue, run by two processes at once for a new
    // queue, can deadlock (each waits for the other's lock on its tables).
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [ARENA_QUEUE]);
    try {
      await boss.start();
      await boss.createQueue(ARENA_QUEUE);
      await createResultsTable(client);
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [ARENA_QUEUE]);
    }
  } catch (e) {
    await close();
    throw e;
  }
  return { boss, client, failure: () => failure, close };
}
