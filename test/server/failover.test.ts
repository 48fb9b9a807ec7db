// Issue 35: many server processes on one PostgreSQL, one owner a table (a lease row each). Three
// processes behind a balancer that sends each connection to a random healthy one; 60 tables (some
// with two server bots), their clients sent on by redirects to each table's owner. One owner is
// SIGKILLed mid-hand: the live processes take its tables when their leases lapse, each rebuilt from
// its save and journal (bots' pending turns included), and the clients resume by themselves. Then
// another is SIGSTOPped past its lease: its tables go to the last one, and when it wakes none of its
// writes lands (the database refuses them), it drops those tables and plays on. Every told log
// equals the journal, and no table has rows of two owners at one epoch.
import { performance } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { type Balancer, startBalancer } from "../../server/bench/balancer.js";
import { pickMove, type SeatClient, type Turn } from "../../server/bench/client.js";
import { type Spawned, startServerProcess } from "../../server/bench/spawn.js";
import { connectSyncPg } from "../../server/src/pgBridge.js";
import { expectToldIsJournal, freePort, journal, openTables, seeded, site, sleep, until } from "./harness.js";
import { freshPgDatabase, pgRuns, sayIfNoPostgres } from "./postgres.js";

const TABLES = 60;
const LEASE_MS = 3000;
const HEARTBEAT_MS = 1500;
const spawned: Spawned[] = [];
const clients: SeatClient[] = [];
let balancer: Balancer | null = null;

afterAll(async () => {
  for (const c of clients) c.stop();
  for (const s of spawned) {
    s.child.kill("SIGCONT");
    await s.kill();
  }
  await balancer?.close();
});

sayIfNoPostgres("the failover test");

/** Reads rows of the test's database (a short connection of its own). */
function query(db: string, text: string): Record<string, unknown>[] {
  const pg = connectSyncPg(db);
  try {
    return pg.run([{ text }], false)[0] ?? [];
  } finally {
    pg.close();
  }
}

/** By table id, the address of its lease's owner. */
function owners(db: string): Map<string, string> {
  const rows = query(db, "SELECT l.table_id, p.address FROM leases l JOIN processes p ON p.id = l.owner");
  return new Map(rows.map((r) => [String(r.table_id), String(r.address)]));
}

describe.runIf(pgRuns)("issue 35: many processes on one PostgreSQL, one owner a table, failover", () => {
  it("a SIGKILLed owner's tables resume on the live processes; one SIGSTOPped past its lease writes nothing after", async () => {
    const db = freshPgDatabase();
    const args = (port: number): string[] =>
      [
        ["--db", db, "--port", String(port), "--site", site, "--lease", String(LEASE_MS)],
        ["--bot-delay", "40", "--hand-pause", "60", "--rate", "1000", "--burst", "1000"],
        ["--heartbeat", String(HEARTBEAT_MS), "--bot-threads", "1"],
      ].flat();
    const ports = [await freePort(), await freePort(), await freePort()];
    spawned.push(...(await Promise.all(ports.map((port) => startServerProcess(args(port))))));
    const byAddress = new Map(spawned.map((s) => [s.url, s]));
    const random = seeded(35);
    balancer = await startBalancer(ports, random);
    const lb = balancer;
    let acting = true;
    const onTurn = (c: SeatClient, turn: Turn): void => {
      setTimeout(
        () => acting && c.seq === turn.seq && c.act(pickMove(turn.legal, random), turn.seq),
        20 + random() * 40,
      );
    };
    // Every fourth table has two server bots; each client drops a connection silent for 3 beats.
    const { tables, clients: opened } = await openTables(lb.url, TABLES, 4, onTurn, { silenceMs: 3 * HEARTBEAT_MS });
    clients.push(...opened);
    await Promise.all(clients.map((c) => c.start()));
    // The tables went to every process, and the clients were sent to their owners.
    const placed = owners(db);
    expect(new Set(placed.values()).size).toBe(3);
    expect(clients.some((c) => c.redirects > 0)).toBe(true);
    // Mid-hand, every seat having played (on a busy machine this takes a while).
    expect(await until(() => Math.min(...clients.map((c) => c.seq)) > 20, 120_000)).toBe(true);

    const ownedBy = (address: string): string[] => [...owners(db)].filter(([, a]) => a === address).map(([id]) => id);

    // (1) SIGKILL the owner of the most tables, mid-hand.
    const counts = [...byAddress.keys()].map((address) => [address, ownedBy(address).length] as const);
    const [killedAt] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
    const killed = byAddress.get(killedAt) as Spawned;
    const itsTables = ownedBy(killedAt);
    expect(itsTables.length).toBeGreaterThan(0);
    const told = (): Map<SeatClient, number> => new Map(clients.map((c) => [c, c.seq]));
    /** Every client was told a row after `then`: its table went on, and it is back at it. */
    const allBack = (then: ReadonlyMap<SeatClient, number>) => (): boolean =>
      clients.every((c) => c.joined && c.seq > (then.get(c) ?? 0));
    /** Waits until every client is back (as `allBack`); returns the milliseconds each took from `t0`, sorted. */
    const backTimes = async (then: ReadonlyMap<SeatClient, number>, t0: number): Promise<number[]> => {
      const back = new Map<SeatClient, number>();
      await until(() => {
        for (const c of clients)
          if (!back.has(c) && c.joined && c.seq > (then.get(c) ?? 0)) back.set(c, performance.now() - t0);
        return back.size === clients.length;
      }, 60_000);
      return [...back.values()].sort((x, y) => x - y);
    };
    const spread = (ms: readonly number[]): string =>
      `p50 ${ms[Math.floor(ms.length / 2)]?.toFixed(0)} ms, p90 ${ms[Math.floor(ms.length * 0.9)]?.toFixed(0)} ms, all ${ms.at(-1)?.toFixed(0)} ms`;
    let atKill = told();
    let t = performance.now();
    await killed.kill("SIGKILL");
    expect(await until(() => ownedBy(killedAt).length === 0, 60_000)).toBe(true);
    const killTakeover = performance.now() - t;
    const killBack = await backTimes(atKill, t);
    expect(killBack).toHaveLength(clients.length);
    atKill = told();
    expect(await until(allBack(atKill), 60_000)).toBe(true);
    // Its tables went to both live processes.
    const after = owners(db);
    expect(new Set(itsTables.map((id) => after.get(id))).size).toBe(2);

    // (2) SIGSTOP a live owner past its lease: its tables go to the last process.
    const [stoppedAt, lastAt] = [...byAddress.keys()].filter((a) => a !== killedAt) as [string, string];
    const stopped = byAddress.get(stoppedAt) as Spawned;
    const [{ self }] = query(db, `SELECT id AS self FROM processes WHERE address = '${stoppedAt}'`) as [
      { self: string },
    ];
    const stoppedTables = ownedBy(stoppedAt);
    expect(stoppedTables.length).toBeGreaterThan(0);
    const atStop = told();
    stopped.child.kill("SIGSTOP");
    t = performance.now();
    expect(await until(() => ownedBy(lastAt).length === TABLES, 60_000)).toBe(true);
    const stopTakeover = performance.now() - t;
    const stopBack = await backTimes(atStop, t);
    expect(stopBack).toHaveLength(clients.length);
    // Rows the stopped process wrote so far: it wakes, its timers fire (its bots try their moves),
    // the database refuses each row, and it drops the tables it lost at its next renewal.
    const [{ n: before }] = query(db, `SELECT count(*)::integer AS n FROM journal WHERE owner = '${self}'`) as [
      { n: number },
    ];
    expect(before).toBeGreaterThan(0);
    stopped.child.kill("SIGCONT");
    expect(await until(() => stopped.stderr().includes("lost the lease of"), 30_000)).toBe(true);
    await sleep(1000);
    expect(stopped.child.exitCode).toBe(null);
    acting = false;
    await sleep(500);
    const [{ n: afterWake }] = query(db, `SELECT count(*)::integer AS n FROM journal WHERE owner = '${self}'`) as [
      { n: number },
    ];
    expect(afterWake).toBe(before);
    for (const s of spawned) await s.kill("SIGKILL");
    console.log(
      `[failover] ${TABLES} tables on 3 processes, lease ${LEASE_MS} ms. SIGKILL: its ${itsTables.length} tables taken over after ` +
        `${killTakeover.toFixed(0)} ms, clients back (told a new row) after ${spread(killBack)}; SIGSTOP: its ` +
        `${stoppedTables.length} tables taken over after ${stopTakeover.toFixed(0)} ms, clients back after ${spread(stopBack)}`,
    );

    const rows = journal(db);
    const written = query(db, "SELECT table_id, seq, epoch, owner FROM journal ORDER BY table_id, seq");
    // No table has rows of two owners at one epoch.
    const ownerOf = new Map<string, unknown>();
    for (const r of written) {
      const key = `${String(r.table_id)} ${String(r.epoch)}`;
      expect(ownerOf.get(key) ?? r.owner).toBe(r.owner);
      ownerOf.set(key, r.owner);
    }
    for (const id of tables) {
      expectToldIsJournal(
        rows.get(id) ?? [],
        clients.filter((c) => c.table === id),
      );
      // Owners follow each other: epochs never go back along a table's journal.
      const epochs = written.filter((r) => r.table_id === id).map((r) => r.epoch as number);
      expect(epochs).toEqual([...epochs].sort((x, y) => x - y));
    }
    expect(clients.every((c) => c.errors.every((e) => e.code === "server/stale"))).toBe(true);
  });
});
