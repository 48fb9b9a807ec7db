// Issue 35, (2), as far as it is built: one server process owns a PostgreSQL database at a time
// and standbys wait for it. After a SIGKILL mid-hand a standby takes over, rebuilds every table
// from its save and journal (bots' pending turns included), and the clients, through a load
// balancer, resume by themselves: every told log equals the journal. Then the new owner is
// SIGSTOPped past its lease: PostgreSQL ends its session, the next standby takes over, and when the
// stopped one wakes it cannot write (its session is gone, and the fence refuses an old epoch): it
// exits, and no table has a row of an earlier owner after a later one's.
import { performance } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { pickMove, type SeatClient, type Turn } from "../../server/bench/client.js";
import { type Spawned, startServerProcess } from "../../server/bench/spawn.js";
import { connectSyncPg } from "../../server/src/pgBridge.js";
import { type Balancer, startBalancer } from "./balancer.js";
import { expectToldIsJournal, freePort, journal, openTables, seeded, site, sleep, until } from "./harness.js";
import { freshPgDatabase, pgRuns, sayIfNoPostgres } from "./postgres.js";

const TABLES = 8;
const LEASE_MS = 1500;
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

describe.runIf(pgRuns)("issue 35: one owner of a PostgreSQL database, standbys, failover", () => {
  it("a SIGKILLed owner's tables resume on a standby; an owner SIGSTOPped past its lease writes nothing after", async () => {
    const db = freshPgDatabase();
    const args = (port: number): string[] =>
      [
        ["--db", db, "--port", String(port), "--site", site, "--lease", String(LEASE_MS)],
        ["--bot-delay", "15", "--hand-pause", "30", "--rate", "1000", "--burst", "1000"],
      ].flat();
    const ports = [await freePort(), await freePort(), await freePort()] as const;
    const first = await startServerProcess(args(ports[0]));
    spawned.push(first);
    balancer = await startBalancer(ports[0]);
    const lb = balancer;
    // The standby starts now and waits for the database (it listens only once it owns it).
    const second = startServerProcess(args(ports[1]));
    const random = seeded(35);
    let acting = true;
    const onTurn = (c: SeatClient, turn: Turn): void => {
      setTimeout(() => acting && c.seq === turn.seq && c.act(pickMove(turn.legal, random), turn.seq), 2 + random() * 8);
    };
    const { tables, clients: opened } = await openTables(lb.url, TABLES, 2, onTurn);
    clients.push(...opened);
    await Promise.all(clients.map((c) => c.start()));
    // Mid-hand, every seat having played (on a busy machine this takes longer than a second or two).
    expect(await until(() => Math.min(...clients.map((c) => c.seq)) > 20, 30_000)).toBe(true);

    // (1) SIGKILL mid-hand: the kernel closes its session, and the standby owns the database.
    let t = performance.now();
    await first.kill("SIGKILL");
    const owner2 = await second;
    spawned.push(owner2);
    const killTakeover = performance.now() - t;
    lb.target(ports[1]);
    expect(await until(() => clients.every((c) => c.reconnects >= 1 && c.joined), 20_000)).toBe(true);
    const killResumed = performance.now() - t;
    const atKill = new Map(
      tables.map((id) => [id, Math.max(...clients.filter((c) => c.table === id).map((c) => c.seq))]),
    );
    const wentOn = (since: ReadonlyMap<string, number>) => (): boolean =>
      tables.every((id) => clients.some((c) => c.table === id && c.seq > (since.get(id) ?? 0) + 2));
    expect(await until(wentOn(atKill), 20_000)).toBe(true);

    // (2) SIGSTOP past the lease: PostgreSQL ends the silent session, and the next standby owns it.
    const third = startServerProcess(args(ports[2]));
    await sleep(1000);
    owner2.child.kill("SIGSTOP");
    t = performance.now();
    const owner3 = await third;
    spawned.push(owner3);
    const stopTakeover = performance.now() - t;
    lb.target(ports[2]);
    lb.dropAll();
    expect(await until(() => clients.every((c) => c.reconnects >= 2 && c.joined), 20_000)).toBe(true);
    const atStop = new Map(tables.map((id) => [id, journal(db).get(id)?.length ?? 0]));
    expect(await until(wentOn(atStop), 20_000)).toBe(true);
    // It wakes: its timers fire, its bots try their moves, and it finds its session gone.
    const exited = new Promise<number | null>((done) => owner2.child.once("exit", (code) => done(code)));
    owner2.child.kill("SIGCONT");
    expect(await exited).toBe(75);
    expect(owner2.stderr()).toContain("lost the database session");
    await sleep(500);
    acting = false;
    await sleep(300);
    await owner3.kill("SIGKILL");
    console.log(
      `[failover] SIGKILL: standby owned the database after ${killTakeover.toFixed(0)} ms, every client back after ${killResumed.toFixed(0)} ms; ` +
        `SIGSTOP with a ${LEASE_MS} ms lease: taken over after ${stopTakeover.toFixed(0)} ms`,
    );

    const after = journal(db);
    const pg = connectSyncPg(db);
    const [epochs] = pg.run([{ text: "SELECT table_id, seq, epoch FROM journal ORDER BY table_id, seq" }], false);
    const [owners] = pg.run([{ text: "SELECT epoch FROM owners ORDER BY epoch" }], false);
    pg.close();
    expect(owners?.map((o) => o.epoch)).toEqual([1, 2, 3]);
    for (const id of tables) {
      const rows = after.get(id) ?? [];
      // The table went on under the third owner.
      expect(rows.length).toBeGreaterThan(atStop.get(id) ?? 0);
      expectToldIsJournal(
        rows,
        clients.filter((c) => c.table === id),
      );
      // Owners follow each other: no row of an earlier epoch after a later one's.
      const own = (epochs ?? []).filter((r) => r.table_id === id).map((r) => r.epoch as number);
      expect(own).toEqual([...own].sort((x, y) => x - y));
      expect(own.at(-1)).toBe(3);
    }
    expect(clients.every((c) => c.errors.every((e) => e.code === "server/stale"))).toBe(true);
  });
});
