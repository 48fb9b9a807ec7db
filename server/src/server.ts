/**
 * The server: HTTP for the site, WebSocket at `/ws` for the tables, the hub and its store.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { WebSocket, WebSocketServer } from "ws";
import { type Client, errorFrame, Hub, type Refusal } from "./hub.js";
import { openStore } from "./openStore.js";
import { PROTOCOL_VERSION, readFrame, type WireError } from "./protocol.js";
import { RateLimit } from "./rateLimit.js";
import type { Synchronous } from "./sqliteStore.js";
import { serveFiles } from "./static.js";
import { type Stats, startStats } from "./stats.js";
import { randomId } from "./tokens.js";

/** The server's settings (main.ts reads them from the command line and the environment). */
export interface ServerOptions {
  /** A SQLite file, or a PostgreSQL URL (postgres://…). */
  readonly db: string;
  readonly port: number;
  readonly host: string;
  /** The built docs site (`npm run docs`). */
  readonly site: string;
  readonly botDelayMs: number;
  readonly handPauseMs: number;
  readonly synchronous: Synchronous;
  /** On PostgreSQL: how long this process may fall silent before a standby takes the database. */
  readonly leaseMs: number;
  /** The key that signs saved tables; default one kept in the database. */
  readonly key: string | null;
  /** The longest frame a client may send, in bytes. */
  readonly maxFrameBytes: number;
  /** Frames a connection may send a second, and at once. */
  readonly ratePerSecond: number;
  readonly rateBurst: number;
  readonly maxTables: number;
}

export const DEFAULTS: Omit<ServerOptions, "db" | "site"> = {
  port: 8080,
  host: "127.0.0.1",
  botDelayMs: 900,
  handPauseMs: 4000,
  synchronous: "normal",
  leaseMs: 10_000,
  key: null,
  maxFrameBytes: 16 * 1024,
  ratePerSecond: 20,
  rateBurst: 40,
  maxTables: 20_000,
};

/** Frames refused in a row (too fast, or unreadable) before the connection is closed. */
const CLOSE_AFTER = 50;
/** The most tables one connection may open. */
const MAX_CREATES = 10;
/** A client that has this much unsent is too slow to keep. */
const MAX_BUFFERED = 4 * 1024 * 1024;

/** A running server. */
export interface RunningServer {
  readonly url: string;
  readonly tables: number;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { store, stopBackground } = openStore(options.db, options.synchronous, options.leaseMs);
  const key = options.key ?? store.meta("signing-key", randomId(32));
  const hub = new Hub({
    store,
    key,
    botDelayMs: options.botDelayMs,
    handPauseMs: options.handPauseMs,
    maxTables: options.maxTables,
  });
  const tables = hub.restore();
  const stats = startStats(process.env.BURRACO_STATS);
  const http = createServer(serveFiles(resolve(options.site)));
  // maxPayload is the hard stop (ws closes with 1009 before reading more); frames between
  // maxFrameBytes and it are refused with an error value first.
  const wss = new WebSocketServer({ server: http, path: "/ws", maxPayload: 4 * options.maxFrameBytes });
  wss.on("connection", (socket) => connect(socket, hub, options, stats));
  await new Promise<void>((done, fail) => {
    http.once("error", fail);
    http.listen(options.port, options.host, () => done());
  });
  const address = http.address() as AddressInfo;
  return {
    url: `http://${options.host}:${address.port}`,
    tables,
    close: async () => {
      hub.close();
      stats.stop();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
      await new Promise<void>((done) => http.close(() => done()));
      await stopBackground();
      store.close();
    },
  };
}

function connect(socket: WebSocket, hub: Hub, options: ServerOptions, stats: Stats): void {
  const limit = new RateLimit(options.ratePerSecond, options.rateBurst);
  let unreadable = 0;
  let creates = 0;
  const client: Client = {
    seat: null,
    table: null,
    send(text) {
      if (socket.readyState !== WebSocket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED) {
        socket.close(4008, "too slow");
        return;
      }
      socket.send(text);
    },
    close(code, reason) {
      socket.close(code, reason);
    },
  };
  const refuse = (refusal: Refusal): void => {
    client.send(errorFrame(refusal.error));
    if (refusal.close !== undefined) {
      hub.leave(client);
      socket.close(refusal.close.code, refusal.close.reason);
    }
  };
  socket.on("message", (data, isBinary) => {
    const arrived = performance.now();
    if (!limit.take()) {
      const error: WireError = {
        code: "server/rate-limited",
        message: `at most ${options.ratePerSecond} frames a second`,
      };
      if (limit.refusedInARow === 1) client.send(errorFrame(error));
      if (limit.refusedInARow >= CLOSE_AFTER) refuse({ error, close: { code: 1008, reason: "flood" } });
      return;
    }
    const read = readFrame(data, isBinary, options.maxFrameBytes);
    if (!read.ok) {
      unreadable += 1;
      const tooLarge = read.error.code === "server/too-large";
      const close = tooLarge
        ? { code: 1009, reason: "frame too large" }
        : unreadable >= CLOSE_AFTER
          ? { code: 1008, reason: "unreadable frames" }
          : undefined;
      refuse(close === undefined ? { error: read.error } : { error: read.error, close });
      return;
    }
    const message = read.value;
    if (message.type === "create") {
      creates += 1;
      if (creates > MAX_CREATES) {
        refuse({ error: { code: "server/full", message: `a connection opens at most ${MAX_CREATES} tables` } });
        return;
      }
      const made = hub.create(message);
      if ("error" in made) refuse(made);
      else client.send(JSON.stringify({ v: PROTOCOL_VERSION, type: "created", ...made }));
      return;
    }
    const refused = message.type === "join" ? hub.join(client, message) : hub.act(client, message);
    if (refused !== null) refuse(refused);
    else if (message.type === "act") stats.move(performance.now() - arrived);
  });
  socket.on("close", () => hub.leave(client));
  socket.on("error", () => socket.terminate());
}
