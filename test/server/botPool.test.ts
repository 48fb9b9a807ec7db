// Issue 34, "Bots off the event loop": the pool's queue is first come first served across tables,
// and a table past its thinking budget waits while other tables' bots go on. A stand-in thread
// answers each job at once with the thinking time the job asks it to report.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Table } from "burraco/table";
import { afterEach, describe, expect, it } from "vitest";
import { BotPool, type BotReply } from "../../server/src/botPool.js";

const echo = join(mkdtempSync(join(tmpdir(), "burraco-pool-")), "echo.mjs");
writeFileSync(
  echo,
  `import { parentPort } from "node:worker_threads";
parentPort.on("message", (job) => parentPort.postMessage({ id: job.id, ok: true, action: job.table.name, rng: null, ms: job.table.ms }));
`,
);

const pools: BotPool[] = [];
afterEach(async () => {
  for (const p of pools.splice(0)) await p.close();
});

function job(name: string, ms = 1): Table {
  return { name, ms } as unknown as Table;
}

describe("issue 34: the bots' thread pool", () => {
  it("answers tables in the order they asked, one thread for all", async () => {
    const pool = new BotPool(pathToFileURL(echo), { threads: 1 });
    pools.push(pool);
    const order: string[] = [];
    const asked = ["a", "b", "c", "d"].map((t) =>
      pool.decide(t, job(t)).then((r) => order.push(String(r.ok && r.action))),
    );
    expect(pool.queued).toBe(4);
    await Promise.all(asked);
    expect(order).toEqual(["a", "b", "c", "d"]);
    expect(pool.queued).toBe(0);
  });

  it("a table past its budget a minute waits, the other tables' bots go on, and it plays again once the minute has passed", async () => {
    let now = 1_000_000;
    const pool = new BotPool(pathToFileURL(echo), { threads: 1, budgetMsPerMinute: 1000, now: () => now });
    pools.push(pool);
    // Table a thinks 1,500 ms: past its budget of 1,000 a minute.
    await pool.decide("a", job("a", 1500));
    let late: BotReply | null = null;
    const waiting = pool.decide("a", job("a again")).then((r) => {
      late = r;
    });
    const other = await pool.decide("b", job("b"));
    expect(other.ok && other.action).toBe("b");
    expect(late).toBe(null);
    expect(pool.queued).toBe(1);
    // A minute later its thinking has left the window: the next look at the queue lets it go.
    now += 60_001;
    await pool.decide("c", job("c"));
    await waiting;
    expect(late).toMatchObject({ ok: true, action: "a again" });
  });
});
