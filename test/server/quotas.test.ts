// Issue 34, (3): quotas. One client cannot open more than its tables (per connection, per
// address, with bots per address); tables nobody is at expire and leave memory and the file; the
// WAL is emptied while the server runs; sockets that never join or fall silent are closed; and
// 1,000 idle sockets from one address do not stop a newcomer from another. Each server here runs
// with small limits, so that each test is quick; the defaults are in docs/guides/server.md.
import { statSync } from "node:fs";
import { type Socket, connect as tcpConnect } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { type Spawned, startServerProcess } from "../../server/bench/spawn.js";
import { PROTOCOL_VERSION } from "../../server/src/wire.js";
import { journal, site, sleep, tempDb, until } from "./harness.js";
import { nextOf, openRaw, type Raw } from "./raw.js";

const spawned: Spawned[] = [];
const raws: Raw[] = [];

afterAll(async () => {
  for (const r of raws) r.socket.terminate();
  for (const s of spawned) await s.kill();
});

async function start(db: string, ...extra: string[]): Promise<string> {
  const s = await startServerProcess(["--db", db, "--port", "0", "--site", site, ...extra]);
  spawned.push(s);
  return s.url;
}

async function open(url: string, options: { localAddress?: string; autoPong?: boolean } = {}): Promise<Raw> {
  const raw = await openRaw(url, options);
  raws.push(raw);
  return raw;
}

const frame = (m: Record<string, unknown>): string => JSON.stringify({ v: PROTOCOL_VERSION, ...m });
const PEOPLE = ["person", "person", "person", "person"];
const BOTS = ["person", "easy", "person", "easy"];

/** Sends a create on `raw`; resolves with the table's id, or the refusal's code. */
async function create(raw: Raw, seats: readonly string[]): Promise<{ table?: string; code?: string }> {
  raw.send(frame({ type: "create", preset: "classic", seats, clockSeconds: null }));
  const m = await raw.next();
  if (m.type === "created") return { table: m.table as string };
  return { code: (m.error as { code: string }).code };
}

describe("issue 34 (3): quotas", () => {
  it("3 one client cannot open more than its tables: per connection, per address, with bots", async () => {
    const url = await start(
      tempDb(),
      ...["--tables-per-connection", "2", "--tables-per-address", "3", "--bot-tables-per-address", "1"],
    );
    const first = await open(url);
    expect((await create(first, PEOPLE)).table).toBeDefined();
    expect((await create(first, BOTS)).table).toBeDefined();
    // The connection's third table is refused, and so is a second one with bots from the address.
    expect((await create(first, PEOPLE)).code).toBe("server/full");
    const second = await open(url);
    expect((await create(second, BOTS)).code).toBe("server/full");
    expect((await create(second, PEOPLE)).table).toBeDefined();
    // The address holds 3 tables: a fresh connection from it gets no fourth.
    const third = await open(url);
    expect((await create(third, PEOPLE)).code).toBe("server/full");
    // Another address (127.0.0.2: another client) opens its own.
    const stranger = await open(url, { localAddress: "127.0.0.2" });
    expect((await create(stranger, BOTS)).table).toBeDefined();
  });

  it("3 a table nobody is at expires: it leaves memory and the file, and its opener may open another", async () => {
    const db = tempDb();
    const url = await start(db, "--table-idle", "400", "--tables-per-address", "2", "--bot-delay", "600000");
    const opener = await open(url);
    const kept = (await create(opener, PEOPLE)).table as string;
    const left = (await create(opener, BOTS)).table as string;
    expect((await create(await open(url), PEOPLE)).code).toBe("server/full");
    // A spectator stays at the first table; nobody joins the second.
    const watcher = await open(url);
    watcher.send(frame({ type: "join", table: kept, token: null, since: 0 }));
    await nextOf(watcher, "state");
    await sleep(1200);
    const late = await open(url);
    late.send(frame({ type: "join", table: left, token: null, since: 0 }));
    expect(((await late.next()).error as { code: string }).code).toBe("server/no-table");
    const rows = journal(db);
    expect(rows.has(left)).toBe(false);
    expect(rows.get(kept)?.length).toBeGreaterThan(0);
    // The expired table no longer counts against its opener's address.
    expect((await create(await open(url), PEOPLE)).table).toBeDefined();
  });

  it("3 the WAL file shrinks back under its limit while the server writes", async () => {
    const db = tempDb();
    const url = await start(db, "--wal-limit-mb", "1", "--bot-delay", "0", "--hand-pause", "0");
    const opener = await open(url);
    for (let i = 0; i < 4; i++) expect((await create(opener, ["easy", "easy", "easy", "easy"])).table).toBeDefined();
    const size = (): number => {
      try {
        return statSync(`${db}-wal`).size;
      } catch {
        return 0;
      }
    };
    const limit = 1024 * 1024;
    expect(await until(() => size() > limit, 30_000)).toBe(true);
    // The bots go on writing; the WAL, past its limit, is emptied by a checkpoint.
    expect(await until(() => size() < limit, 10_000)).toBe(true);
  });

  it("3 a connection that does not join in time, or stays silent past a heartbeat, is closed", async () => {
    const url = await start(tempDb(), "--join-timeout", "300", "--heartbeat", "200");
    const table = (await create(await open(url), PEOPLE)).table as string;
    const idle = await open(url);
    const silent = await open(url, { autoPong: false });
    const alive = await open(url);
    for (const r of [silent, alive]) {
      r.send(frame({ type: "join", table, token: null, since: 0 }));
      await nextOf(r, "state");
    }
    expect(await idle.closed).toBe(4001);
    // Terminated without a close frame: the client sees 1006.
    expect(await silent.closed).toBe(1006);
    await sleep(600);
    expect(alive.socket.readyState).toBe(alive.socket.OPEN);
  });

  it("3 1,000 idle sockets from one address do not stop a newcomer from another", async () => {
    const url = await start(tempDb(), "--sockets-per-address", "16");
    const table = (await create(await open(url), PEOPLE)).table as string;
    const { port } = new URL(url);
    const idle: Socket[] = [];
    let open127 = 0;
    // In batches, so that the test process stays far from its own open-file limit.
    for (let batch = 0; batch < 10; batch++) {
      const opened = await Promise.all(
        Array.from(
          { length: 100 },
          () =>
            new Promise<Socket>((resolve) => {
              const s = tcpConnect({ host: "127.0.0.1", port: Number(port), localAddress: "127.0.0.1" });
              s.on("error", () => {});
              s.once("connect", () => resolve(s));
            }),
        ),
      );
      for (const s of opened) {
        open127 += 1;
        s.once("close", () => {
          open127 -= 1;
        });
      }
      idle.push(...opened);
      await until(() => open127 <= 16, 5000);
    }
    expect(idle.length).toBe(1000);
    expect(await until(() => open127 <= 16, 5000)).toBe(true);
    // The address is full: one more WebSocket from it does not get in.
    await expect(open(url)).rejects.toThrow();
    const newcomer = await open(url, { localAddress: "127.0.0.2" });
    newcomer.send(frame({ type: "join", table, token: null, since: 0 }));
    expect((await nextOf(newcomer, "state")).table).toBe(table);
    for (const s of idle) s.destroy();
  });
});
