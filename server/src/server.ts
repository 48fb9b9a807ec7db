/**
 * The server: HTTP for the site, WebSocket at `/ws` for the tables, the hub and its store.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { resolve } from "node:path";
import { WebSocket, WebSocketServer } from "ws";
import { BotPool } from "./botPool.js";
import { type Client, Hub, type Refusal } from "./hub.js";
import { type LeaseLoop, startLeaseLoop } from "./leaseLoop.js";
import { type Liveness, startLiveness } from "./liveness.js";
import { openStore } from "./openStore.js";
import { PerAddress } from "./perAddress.js";
import { errorFrame, frameText, readFrame } from "./protocol.js";
import { TableQuotas } from "./quotas.js";
import { RateLimit } from "./rateLimit.js";
import type { Synchronous } from "./sqliteStore.js";
import { serveFiles } from "./static.js";
import { type Stats, startStats } from "./stats.js";
import type { TableLeases } from "./store.js";
import { TickBatch } from "./tickBatch.js";
import { randomId } from "./tokens.js";
import type { WireError } from "./wire.js";

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
  /** On PostgreSQL: a table's lease, how long its owner may fall silent before a live process takes it. */
  readonly leaseMs: number;
  /**
   * On PostgreSQL: the address other processes send this process's tables' clients to (a redirect
   * frame), `http(s)://host:port`; default the address it listens on.
   */
  readonly publicUrl?: string | null;
  /** The key that signs saved tables; default one kept in the database. */
  readonly key: string | null;
  /** The longest frame a client may send, in bytes. */
  readonly maxFrameBytes: number;
  /** Frames a connection may send a second, and at once. */
  readonly ratePerSecond: number;
  readonly rateBurst: number;
  readonly maxTables: number;
  /** Bot threads: 0 for none (the bots think on the event loop); default available parallelism − 1. */
  readonly botThreads?: number;
  /** Milliseconds of bot thinking a table may use a minute; past it the table's bots wait. */
  readonly botBudgetMs?: number;
  /** The most tables one connection may open (0, here and below: no cap). */
  readonly tablesPerConnection: number;
  /** The most tables one address may hold at once. */
  readonly tablesPerAddress: number;
  /** The most tables with a bot seat one address may hold at once. */
  readonly botTablesPerAddress: number;
  /** How long a table stays with no client at it before it is deleted, in milliseconds (0: for ever). */
  readonly tableIdleMs: number;
  /** How long a connection may stay without joining a table, in milliseconds (0: for ever). */
  readonly joinTimeoutMs: number;
  /** How often connections are pinged; one silent for a whole beat is closed (milliseconds; 0: never). */
  readonly heartbeatMs: number;
  /** The most sockets (HTTP and WebSocket) one address may hold open (0: no cap). */
  readonly socketsPerAddress: number;
  /** Past this size (bytes) the WAL file is checkpointed and emptied while the server runs (0: never). */
  readonly walLimitBytes: number;
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
  tablesPerConnection: 10,
  tablesPerAddress: 20,
  botTablesPerAddress: 4,
  tableIdleMs: 30 * 60 * 1000,
  joinTimeoutMs: 10_000,
  heartbeatMs: 30_000,
  socketsPerAddress: 64,
  walLimitBytes: 64 * 1024 * 1024,
};

/** Frames refused in a row (too fast, or unreadable) before the connection is closed. */
const CLOSE_AFTER = 50;
/** A client that has this much unsent is too slow to keep. */
const MAX_BUFFERED = 4 * 1024 * 1024;

/** A running server. */
export interface RunningServer {
  readonly url: string;
  readonly tables: number;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { store, stopBackground } = openStore(options.db, options.synchronous, options.leaseMs, options.walLimitBytes);
  const key = options.key ?? store.meta("signing-key", randomId(32));
  const pool =
    options.botThreads === 0
      ? undefined
      : new BotPool(new URL("./botWorker.js", import.meta.url), {
          ...(options.botThreads === undefined ? {} : { threads: options.botThreads }),
          ...(options.botBudgetMs === undefined ? {} : { budgetMsPerMinute: options.botBudgetMs }),
        });
  const hub = new Hub({
    ...(pool === undefined ? {} : { bots: pool }),
    store,
    key,
    botDelayMs: options.botDelayMs,
    handPauseMs: options.handPauseMs,
    maxTables: options.maxTables,
  });
  const leases = store.leases;
  // On a store of its own it restores every table now; on a shared one, its share once it is announced.
  const tables = leases === undefined ? hub.restore() : 0;
  const stats = startStats(process.env.BURRACO_STATS);
  const quotas = new TableQuotas(options);
  // Expiry is checked ten times in the idle time (at most once a minute): a table goes within 10 % of it.
  const idle = options.tableIdleMs;
  const sweep =
    idle > 0
      ? setInterval(
          () => {
            for (const id of hub.expire(idle)) quotas.closed(id);
          },
          Math.min(60_000, Math.max(50, idle / 10)),
        )
      : null;
  const liveness = startLiveness(options);
  // A request that has not sent its headers within the join timeout is dropped too.
  const headersMs = options.joinTimeoutMs > 0 ? options.joinTimeoutMs : 60_000;
  const http = createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: 2 * headersMs,
      connectionsCheckingInterval: Math.min(1000, headersMs),
    },
    serveFiles(resolve(options.site), undefined, () => leases?.peers() ?? []),
  );
  capSockets(http, new PerAddress(options.socketsPerAddress));
  // maxPayload is the hard stop (ws closes with 1009 before reading more); frames between
  // maxFrameBytes and it are refused with an error value first.
  const wss = new WebSocketServer({ server: http, path: "/ws", maxPayload: 4 * options.maxFrameBytes });
  const batch = new TickBatch();
  const services: Services = { hub, options, stats, quotas, liveness, batch, leases, publicUrl: "" };
  wss.on("connection", (socket, req) => connect(socket, req, services));
  await new Promise<void>((done, fail) => {
    http.once("error", fail);
    http.listen(options.port, options.host, () => done());
  });
  const address = http.address() as AddressInfo;
  const url = `http://${options.host}:${address.port}`;
  let loop: LeaseLoop | null = null;
  if (leases !== undefined) {
    services.publicUrl = options.publicUrl ?? url;
    leases.announce(services.publicUrl);
    loop = startLeaseLoop(hub, leases, options.leaseMs);
  }
  return {
    url,
    tables: leases === undefined ? tables : hub.restore(),
    close: async () => {
      loop?.stop();
      hub.close();
      await pool?.close();
      if (sweep !== null) clearInterval(sweep);
      liveness.stop();
      stats.stop();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
      await new Promise<void>((done) => http.close(() => done()));
      await stopBackground();
      store.close();
    },
  };
}

/** Drops a socket past its address's cap at once, before it costs more than its accept. */
function capSockets(http: ReturnType<typeof createServer>, sockets: PerAddress): void {
  http.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    if (sockets.full(address)) {
      socket.destroy();
      return;
    }
    sockets.add(address);
    socket.once("close", () => sockets.remove(address));
  });
}

interface Services {
  readonly hub: Hub;
  readonly options: ServerOptions;
  readonly stats: Stats;
  readonly quotas: TableQuotas;
  readonly liveness: Liveness;
  readonly batch: TickBatch;
  readonly leases: TableLeases | undefined;
  /** The address this process announced (once it listens). */
  publicUrl: string;
}

/**
 * On a shared store, a join for a table not in play here: taken up here when its lease is this
 * process's or has lapsed (a dead owner's), else the client is sent to its owner (a redirect
 * frame, then closed 4010), or closed 1013 (try again later) while the table changes process or
 * the database does not answer. Returns how to close the connection, or null to join here.
 */
function sentOn(tableId: string, services: Services, client: Client): { code: number; reason: string } | null {
  const leases = services.leases;
  if (leases === undefined) return null;
  const later = { code: 1013, reason: "the table is changing process: join again" };
  try {
    const where = leases.locate(tableId);
    if (where.at === "here") services.hub.adopt(where.table);
    if (where.at !== "elsewhere") return null;
    // Never to itself: the lease of a process that had this address before it (a restart) is lapsing.
    if (where.address === "" || where.address === services.publicUrl) return later;
    client.send(frameText({ type: "redirect", table: tableId, to: where.address }));
    return { code: 4010, reason: "the table is played elsewhere" };
  } catch (thrown) {
    process.stderr.write(`store: ${thrown instanceof Error ? thrown.message : String(thrown)}\n`);
    return later;
  }
}

function connect(socket: WebSocket, req: IncomingMessage, services: Services): void {
  const { hub, options, stats, quotas } = services;
  const address = req.socket.remoteAddress ?? "";
  const joined = services.liveness.watch(socket);
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
      services.batch.hold(req.socket);
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
      const error = quotas.refusal(address, creates, message.seats);
      if (error !== null) {
        refuse({ error });
        return;
      }
      const made = hub.create(message);
      if ("error" in made) refuse(made);
      else {
        creates += 1;
        quotas.opened(address, made.table, message.seats);
        client.send(frameText({ type: "created", ...made }));
      }
      return;
    }
    const away = message.type === "join" && !hub.has(message.table) ? sentOn(message.table, services, client) : null;
    if (away !== null) {
      socket.close(away.code, away.reason);
      return;
    }
    const refused = message.type === "join" ? hub.join(client, message) : hub.act(client, message);
    if (refused !== null) refuse(refused);
    else if (message.type === "act") stats.move(performance.now() - arrived);
    else joined();
  });
  socket.on("close", () => hub.leave(client));
  socket.on("error", () => socket.terminate());
}
