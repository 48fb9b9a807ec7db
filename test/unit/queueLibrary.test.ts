// Issue 35: pg-boss is an optional peer dependency, loaded only by `--queue` and `burraco worker`.
// Without it the command says how to install it and fails; its other failures are told as they are.
// The queue's pieces that need no database: chunks of deals, and a job's data read as outside data.
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { chunkRanges, defaultChunk, readArenaJob } from "../../src/cli/queueJobs.js";
import { loadQueueLibrary } from "../../src/cli/queueLibrary.js";
import { presets } from "../../src/rules/presets.js";

const missing = (): Promise<never> =>
  Promise.reject(
    Object.assign(new Error("Cannot find package 'pg-boss' imported from /app/node_modules/burraco/dist/cli.js"), {
      code: "ERR_MODULE_NOT_FOUND",
    }),
  );

/** Runs the command in this process; `out` and `err` fill as it writes (also after `code` resolves). */
function run(argv: string[]): { code: number | Promise<number>; out: string; err: string } {
  const r: { code: number | Promise<number>; out: string; err: string } = { code: 0, out: "", err: "" };
  r.code = main(argv, {
    stdout: { write: (t: string) => (r.out += t) },
    stderr: { write: (t: string) => (r.err += t) },
  });
  return r;
}

describe("loading pg-boss", () => {
  it("missing, says how to install it", async () => {
    const loaded = await loadQueueLibrary(missing);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.message).toContain('install it with "npm install pg-boss@10"');
    expect(loaded.message).toContain("optional peer dependency");
  });

  it("a missing file of its own, or any other failure, is told as it is, not as a missing package", async () => {
    const broken = await loadQueueLibrary(() =>
      Promise.reject(Object.assign(new Error("Cannot find module 'cron-parser'"), { code: "MODULE_NOT_FOUND" })),
    );
    expect(broken).toEqual({ ok: false, message: "cannot load pg-boss: Cannot find module 'cron-parser'" });
  });

  it("installed (a devDependency of this repository), gives pg-boss and a node-postgres client", async () => {
    const loaded = await loadQueueLibrary();
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(typeof loaded.value.PgBoss).toBe("function");
    const client = loaded.value.client("postgres://nobody@127.0.0.1:1/none");
    expect(typeof client.query).toBe("function");
  });
});

describe("the queue's flags", () => {
  it.each([
    [["arena", "--queue", "mysql://x"], '--queue must be a PostgreSQL URL (postgres://…), got "mysql://x"'],
    [["arena", "--chunk", "10"], "--chunk is for --queue runs only"],
    [["arena", "--job-timeout", "5"], "--job-timeout is for --queue runs only"],
    [["arena", "--queue", "postgres://h/db", "--chunk", "0"], "--chunk must be from 1 to 1,000,000, got 0"],
    [["arena", "--queue", "postgres://h/db", "--workers", "2"], "with --queue the deals are played by burraco worker"],
    [["worker"], "--queue postgres://… is required"],
  ])("%j is refused with exit code 2", (argv, message) => {
    const r = run(argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });

  it.each([
    [
      ["worker", "--queue", "postgres://127.0.0.1:1/none"],
      "burraco worker: the queue's database: connect ECONNREFUSED",
    ],
    [
      ["arena", "--hands", "2", "--queue", "postgres://127.0.0.1:1/none"],
      "burraco arena: the queue's database: connect ECONNREFUSED",
    ],
  ])("%j: a database that cannot be reached is one line and exit code 1", async (argv, message) => {
    const r = run(argv);
    expect(await r.code).toBe(1);
    expect(r.err).toContain(message);
    expect(r.err).not.toContain("    at ");
  });

  it("burraco --help lists the worker; its help says how to install pg-boss", () => {
    expect(run(["--help"]).out).toMatch(/^ {2}worker {5}play the jobs of arenas run with --queue/m);
    expect(run(["worker", "--help"]).out).toContain("npm install pg-boss@10");
    expect(run(["arena", "--help"]).out).toContain("--queue <url>");
  });
});

describe("arena jobs", () => {
  it("chunks cover the deals without gaps or overlaps", () => {
    expect(chunkRanges(10, 35, 10)).toEqual([
      [10, 20],
      [20, 30],
      [30, 35],
    ]);
    expect(defaultChunk(100_000)).toBe(500);
    expect(defaultChunk(50)).toBe(1);
    expect(defaultChunk(10_000_000)).toBe(1000);
  });

  const plan = {
    bots: ["greedy", "random"],
    ruleset: presets.classic,
    preset: "classic",
    seed: 7,
    dealCount: 100,
    duplicate: false,
    maxActions: 5000,
  };
  const job = { run: "5e584f94-9b10-4a6a-94cd-60f4f0b1df2f", plan, from: 20, to: 40 };

  it("a job's data is read into a checked copy", () => {
    const read = readArenaJob(job);
    expect(read.ok).toBe(true);
    expect(read.value).toEqual(job);
    expect(read.value).not.toBe(job);
  });

  it.each([
    [{ ...job, to: 101 }, "the job's deals 20–101 are not within 0–100"],
    [{ ...job, from: 40, to: 40 }, "the job's deals 40–40 are not within 0–100"],
    [{ ...job, plan: { ...plan, bots: ["greedy", "mine"] } }, 'the job names a bot this worker does not have: "mine"'],
    [{ ...job, plan: { ...plan, preset: "nope" } }, "not an arena job"],
    [{ ...job, extra: 1 }, "not an arena job"],
    [{ ...job, plan: { ...plan, ruleset: { ...presets.classic, players: 5 } } }, 'field "plan.ruleset.players"'],
  ])("a bad job is refused: %#", (data, message) => {
    const read = readArenaJob(data);
    expect(read.ok).toBe(false);
    expect(read.error?.code).toBe("input/invalid");
    expect(read.error?.message).toContain(message);
  });
});
