// Issue 35: a table played by another server process. The server answers a join with a redirect
// frame naming the owner's public address and closes; the online page's connection and the bench
// client join again there, resume from the last row they saw, and go back to their first address
// when the named one fails. Two small WebSocket servers play the two processes.
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { connect, redirectTarget } from "../../playground/src/online/connection.js";
import { SeatClient } from "../../server/bench/client.js";
import { WebSocket, WebSocketServer } from "../../server/bench/ws.js";
import { PROTOCOL_VERSION, type ServerFrame } from "../../server/src/wire.js";
import { until } from "./harness.js";

interface Process {
  readonly address: string;
  /** The join frames it was sent, in order. */
  readonly joins: { table: string; since: number }[];
  close(): Promise<void>;
}

const started: Process[] = [];
afterEach(async () => {
  for (const p of started.splice(0)) await p.close();
});

/** A server process that answers each join with `answer` (a redirect, then a close; or a state). */
async function process_(answer: (since: number) => ServerFrame): Promise<Process> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0, path: "/ws" });
  await new Promise<void>((done) => server.once("listening", () => done()));
  const joins: { table: string; since: number }[] = [];
  server.on("connection", (socket) => {
    socket.on("message", (data) => {
      const join = JSON.parse(String(data)) as { table: string; since: number };
      joins.push({ table: join.table, since: join.since });
      const frame = answer(join.since);
      socket.send(JSON.stringify(frame));
      if (frame.type === "redirect") socket.close(4010, "the table is played elsewhere");
    });
  });
  const p: Process = {
    address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    joins,
    close: () =>
      new Promise((done) => {
        for (const c of server.clients) c.terminate();
        server.close(() => done());
      }),
  };
  started.push(p);
  return p;
}

const row = (seq: number): ServerFrame => ({
  v: PROTOCOL_VERSION,
  type: "row",
  seq,
  hand: 1,
  kind: "deal",
  data: { number: 1, commitment: "c", dealer: 0, pairing: null, startedAt: 0 } as never,
});
/** A state frame with only what the clients read of it. */
const state = (seq: number): ServerFrame =>
  ({
    v: PROTOCOL_VERSION,
    type: "state",
    seq,
    seat: null,
    players: [],
    // Protocol 2: the bench client reads the hand's pairing for advanceView.
    hand: { number: 1, commitment: "c", dealer: 0, pairing: false, startedAt: 0 },
    view: null,
    legal: null,
  }) as unknown as ServerFrame;

describe("issue 35: a redirect to the table's owner", () => {
  it("the online page joins again at the named process, resuming from its last row, and goes home when it fails", async () => {
    let owner: Process | null = null;
    const home = await process_(() => ({
      v: PROTOCOL_VERSION,
      type: "redirect",
      table: "t1",
      to: owner?.address ?? "",
    }));
    owner = await process_((since) => (since === 0 ? row(1) : state(since)));
    // The page's globals, as a browser gives them.
    const g = globalThis as Record<string, unknown>;
    g.WebSocket = WebSocket;
    g.location = { protocol: "http:", host: new URL(home.address).host };
    const frames: ServerFrame[] = [];
    const conn = connect(
      "t1",
      "tok",
      (f) => frames.push(f),
      () => {},
    );
    try {
      expect(await until(() => frames.length > 0, 10_000)).toBe(true);
      expect(home.joins).toEqual([{ table: "t1", since: 0 }]);
      expect(owner.joins).toEqual([{ table: "t1", since: 0 }]);
      expect(frames.map((f) => f.type)).toEqual(["row"]);
      expect(conn.seq()).toBe(1);
      // The owner goes away: the page comes back home (not to the gone process), from row 1.
      await owner.close();
      owner = await process_((since) => state(since));
      expect(await until(() => frames.some((f) => f.type === "state"), 15_000)).toBe(true);
      expect(home.joins).toEqual([
        { table: "t1", since: 0 },
        { table: "t1", since: 1 },
      ]);
      expect(owner.joins).toEqual([{ table: "t1", since: 1 }]);
    } finally {
      conn.stop();
      delete g.WebSocket;
      delete g.location;
    }
  });

  it("the page follows only an http(s) origin, never from https to http, never with a user, path, query or fragment", () => {
    expect(redirectTarget("http://10.0.0.2:8080", "http:")).toBe("ws://10.0.0.2:8080/ws");
    expect(redirectTarget("https://play-2.example", "https:")).toBe("wss://play-2.example/ws");
    expect(redirectTarget("https://play-2.example", "http:")).toBe("wss://play-2.example/ws");
    for (const to of [
      "javascript:alert(1)",
      "data:text/html,x",
      "ws://10.0.0.2:8080",
      "http://user:pass@10.0.0.2:8080",
      "http://evil@10.0.0.2",
      "http://10.0.0.2:8080/x",
      "http://10.0.0.2:8080?x=1",
      "http://10.0.0.2:8080#x",
      "http://10.0.0.2\\@evil",
      "",
      "not a url",
    ])
      expect(redirectTarget(to, "http:"), to).toBeNull();
    expect(redirectTarget("http://10.0.0.2:8080", "https:")).toBeNull();
  });

  it("the page does not follow a redirect that carries a user and password (its token would go with them)", async () => {
    const owner = await process_((since) => state(since));
    const port = new URL(owner.address).port;
    const home = await process_(() => ({
      v: PROTOCOL_VERSION,
      type: "redirect",
      table: "t1",
      to: `http://user:pass@127.0.0.1:${port}`,
    }));
    const g = globalThis as Record<string, unknown>;
    g.WebSocket = WebSocket;
    g.location = { protocol: "http:", host: new URL(home.address).host };
    const conn = connect(
      "t1",
      "tok",
      () => {},
      () => {},
    );
    try {
      expect(await until(() => home.joins.length >= 2, 10_000)).toBe(true);
      expect(owner.joins).toEqual([]);
    } finally {
      conn.stop();
      delete g.WebSocket;
      delete g.location;
    }
  });

  it("the bench client follows a redirect to the named process", async () => {
    const owner = await process_((since) => state(since));
    const home = await process_(() => ({ v: PROTOCOL_VERSION, type: "redirect", table: "t1", to: owner.address }));
    const client = new SeatClient(home.address, "t1", null, { reconnect: true });
    await client.start();
    client.stop();
    expect(client.redirects).toBe(1);
    expect(home.joins).toHaveLength(1);
    expect(owner.joins).toEqual([{ table: "t1", since: 0 }]);
  });
});
