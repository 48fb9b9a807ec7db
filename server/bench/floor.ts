/**
 * `node server/dist/floor.js --tables N --seconds S [--row-bytes B] [--json]`: the transport's floor for the load
 * benchmark (not a test). It does for a move only what no server of this protocol can skip, with
 * the load benchmark's counts and pace, and no rules: N tables of four WebSocket clients from two
 * processes; the seat to act sends a move of the real frames' size within a second of its turn;
 * the server reads it, writes one journal row in its own SQLite transaction (the same schema and
 * settings as the server's store), and sends each of the four seats a row of the real rows' size
 * (one write a connection, corked to the end of the turn as the server's TickBatch does).
 *
 * Prints the floor server's CPU a move: the real server's CPU a move (`load.js`), measured in the
 * same minutes, divided by this is how far the server is above what its I/O costs on this machine.
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { Socket } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { WebSocket, WebSocketServer } from "ws";
import { usage } from "./usage.js";

const { values } = parseArgs({
  options: {
    tables: { type: "string", default: "1000" },
    seconds: { type: "string", default: "20" },
    json: { type: "boolean", default: false },
    // The padding of each row sent: 2,150 for protocol 1's rows with a seat's whole view (about
    // 2,200 bytes), about 200 for protocol 2's rows (about 256 bytes: docs/performance.md).
    "row-bytes": { type: "string", default: "2150" },
    // Internal: the server and client processes.
    role: { type: "string" },
    port: { type: "string" },
    db: { type: "string" },
    seed: { type: "string", default: "1" },
  },
});
const TABLES = Number(values.tables);
/** The sizes of the load benchmark's frames (measured: a seat's row about 2,200 bytes, a move about 90). */
const ROW = `{"v":1,"type":"row","seq":0,"data":"${"x".repeat(Number(values["row-bytes"]))}"}`;
const MOVE = `{"v":1,"type":"act","at":0,"action":{"type":"discard","card":"${"y".repeat(40)}"}}`;

if (values.role === "server") serve();
else if (values.role === "clients") clients();
else await main();

/** The floor server: a move is one read, one row written, four rows sent. */
function serve(): void {
  const db = new Database(values.db ?? ":memory:");
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("wal_autocheckpoint = 0");
  db.exec(`CREATE TABLE journal (table_id TEXT NOT NULL, seq INTEGER NOT NULL, hand INTEGER NOT NULL,
    kind TEXT NOT NULL, data TEXT NOT NULL, entry TEXT, PRIMARY KEY (table_id, seq)) WITHOUT ROWID`);
  const insert = db.prepare("INSERT INTO journal VALUES (?, ?, 1, 'play', ?, ?)");
  const append = db.transaction((table: string, seq: number, data: string, entry: string) =>
    insert.run(table, seq, data, entry),
  );
  const tables = new Map<string, { seats: WebSocket[]; seq: number; turn: number }>();
  const held = new Set<Socket>();
  const hold = (socket: Socket): void => {
    if (held.has(socket)) return;
    if (held.size === 0)
      setImmediate(() => {
        for (const s of held) s.uncork();
        held.clear();
      });
    socket.cork();
    held.add(socket);
  };
  let moves = 0;
  const wss = new WebSocketServer({ port: Number(values.port), host: "127.0.0.1" });
  wss.on("connection", (ws, req) => {
    const [, id = "", seatText = "0"] = /table=([^&]+)&seat=(\d)/.exec(req.url ?? "") ?? [];
    const seat = Number(seatText);
    let t = tables.get(id);
    if (t === undefined) {
      t = { seats: [], seq: 0, turn: 0 };
      tables.set(id, t);
    }
    t.seats[seat] = ws;
    const table = t;
    ws.on("message", (data) => {
      const move = JSON.parse(String(data)) as { at: number };
      if (move.at !== table.seq || seat !== table.turn) return;
      table.seq++;
      table.turn = (table.turn + 1) % 4;
      append(id, table.seq, String(data), MOVE);
      moves++;
      for (const [i, peer] of table.seats.entries()) {
        hold((peer as unknown as { _socket: Socket })._socket);
        peer.send(`${ROW.slice(0, -1)},"seq":${table.seq},"you":${i === table.turn}}`);
      }
    });
    if (table.seats.filter(Boolean).length === 4) process.send?.({ type: "table" });
  });
  process.on("message", (m: { type: string }) => {
    if (m.type === "moves") process.send?.({ type: "moves", moves });
  });
  wss.on("listening", () => process.send?.({ type: "listening" }));
}

/** The clients: each acts within a second of its turn, as the load benchmark's paced clients do. */
function clients(): void {
  let x = Number(values.seed);
  const random = (): number => {
    x = (x * 16807) % 2147483647;
    return x / 2147483647;
  };
  let acting = false;
  const url = `ws://127.0.0.1:${values.port}/`;
  const starters: WebSocket[] = [];
  for (let t = 0; t < TABLES; t++) {
    const id = `${values.seed}-${t}`;
    for (let seat = 0; seat < 4; seat++) {
      const ws = new WebSocket(`${url}?table=${id}&seat=${seat}`);
      ws.on("message", (data) => {
        const row = JSON.parse(String(data)) as { seq: number; you: boolean };
        if (row.you) setTimeout(() => acting && ws.send(MOVE.replace('"at":0', `"at":${row.seq}`)), random() * 1000);
      });
      // Seat 0 starts each table, once play starts: its first move is for row 0.
      if (seat === 0) starters.push(ws);
    }
  }
  process.on("message", (m: { type: string }) => {
    if (m.type === "go") {
      acting = true;
      for (const ws of starters) setTimeout(() => acting && ws.send(MOVE), random() * 1000);
    }
    if (m.type === "stop") acting = false;
  });
}

async function main(): Promise<void> {
  const script = fileURLToPath(import.meta.url);
  const dir = mkdtempSync(join(tmpdir(), "burraco-floor-"));
  const port = String(20_000 + Math.floor(Math.random() * 20_000));
  const server = fork(script, [
    "--role",
    "server",
    "--port",
    port,
    "--db",
    join(dir, "floor.db"),
    "--row-bytes",
    String(values["row-bytes"]),
  ]);
  const next = (child: ChildProcess, type: string): Promise<{ moves?: number }> =>
    new Promise((resolve) => {
      const on = (m: { type: string; moves?: number }): void => {
        if (m.type !== type) return;
        child.off("message", on);
        resolve(m);
      };
      child.on("message", on);
    });
  await next(server, "listening");
  let joined = 0;
  const allJoined = new Promise<void>((resolve) =>
    server.on("message", (m: { type: string }) => {
      if (m.type === "table" && ++joined === TABLES) resolve();
    }),
  );
  const half = Math.ceil(TABLES / 2);
  const workers = [half, TABLES - half].map((n, i) =>
    fork(script, ["--role", "clients", "--port", port, "--tables", String(n), "--seed", String(i + 1)]),
  );
  await allJoined;
  const load0 = loadavg();
  const cpu0 = usage(server.pid ?? 0).cpu;
  const movesSoFar = async (): Promise<number> => {
    const answer = next(server, "moves");
    server.send({ type: "moves" });
    return (await answer).moves ?? 0;
  };
  const moves0 = await movesSoFar();
  for (const w of workers) w.send({ type: "go" });
  await new Promise((r) => setTimeout(r, Number(values.seconds) * 1000));
  for (const w of workers) w.send({ type: "stop" });
  const cpu = usage(server.pid ?? 0).cpu - cpu0;
  const moves = (await movesSoFar()) - moves0;
  for (const child of [server, ...workers]) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
  const result = {
    tables: TABLES,
    seconds: Number(values.seconds),
    moves,
    serverCpuSeconds: Number(cpu.toFixed(2)),
    serverCpuMsAMove: Number(((cpu / Math.max(1, moves)) * 1000).toFixed(3)),
    loadAverage: { start: load0.map((v) => Number(v.toFixed(2))), end: loadavg().map((v) => Number(v.toFixed(2))) },
  };
  if (values.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else for (const [k, v] of Object.entries(result)) process.stdout.write(`${k.padEnd(18)} ${JSON.stringify(v)}\n`);
  process.exit(0);
}
