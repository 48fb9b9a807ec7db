/**
 * `npm run load:bots -- [--bot-tables 100] [--people-tables 10] [--seconds 30] [--bot-threads N] [--seat hard]`:
 * a benchmark (not a test) of issue 34's second case. Starts the server on a fresh database; ten
 * clients open the bot tables (four bots each, `--seat`, default `hard`, at the server's default
 * bot pace); then `--people-tables` tables of four people, each played by scripted clients that act
 * within a second of their turn, for `--seconds`. Prints the people's move latency (from a move
 * sent to its row received: p50, p99, max, in ms), the bot moves played, the server's CPU seconds
 * and the machine's load average before the run. `--bot-threads 0` runs the bots on the event
 * loop, as the server did before its bot threads.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { SeatKind } from "../src/wire.js";
import { createTable, pickMove, SeatClient, type Turn } from "./client.js";
import { startServerProcess } from "./spawn.js";
import { quantile, usage } from "./usage.js";

const { values } = parseArgs({
  options: {
    "bot-tables": { type: "string", default: "100" },
    "people-tables": { type: "string", default: "10" },
    seconds: { type: "string", default: "30" },
    "bot-threads": { type: "string" },
    seat: { type: "string", default: "hard" },
  },
});

const load = loadavg().map((x) => x.toFixed(2));
const dir = mkdtempSync(join(tmpdir(), "burraco-botload-"));
const site = fileURLToPath(new URL("../../docs-site", import.meta.url));
const threads = values["bot-threads"] === undefined ? [] : ["--bot-threads", values["bot-threads"]];
const server = await startServerProcess([
  "--db",
  join(dir, "load.db"),
  "--port",
  "0",
  "--site",
  site,
  "--rate",
  "1000",
  "--burst",
  "1000",
  ...threads,
]);
const clients: SeatClient[] = [];
try {
  const seat = botSeat(values.seat);
  const perClient = Math.ceil(Number(values["bot-tables"]) / 10);
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = 0; i < perClient; i++) await createTable(server.url, { seats: [seat, seat, seat, seat] });
    }),
  );
  let x = 34;
  const random = (): number => {
    x = (x * 16807) % 2147483647;
    return x / 2147483647;
  };
  const onTurn = (c: SeatClient, turn: Turn): void => {
    setTimeout(() => {
      if (c.seq === turn.seq) c.act(pickMove(turn.legal, random), turn.seq);
    }, random() * 1000);
  };
  for (let i = 0; i < Number(values["people-tables"]); i++) {
    const made = await createTable(server.url, { seats: ["person", "person", "person", "person"], target: 100_000 });
    for (const token of made.tokens) clients.push(new SeatClient(server.url, made.table, token, { onTurn }));
  }
  const before = usage(server.child.pid ?? 0);
  await Promise.all(clients.map((c) => c.start()));
  await new Promise((r) => setTimeout(r, Number(values.seconds) * 1000));
  const after = usage(server.child.pid ?? 0);
  const ms = clients.flatMap((c) => c.latencies).sort((a, b) => a - b);
  process.stdout.write(
    `${JSON.stringify({
      botTables: perClient * 10,
      seat,
      botThreads: values["bot-threads"] ?? "default",
      seconds: Number(values.seconds),
      peopleMoves: ms.length,
      p50Ms: Number(quantile(ms, 0.5).toFixed(1)),
      p99Ms: Number(quantile(ms, 0.99).toFixed(1)),
      maxMs: Number((ms.at(-1) ?? 0).toFixed(1)),
      serverCpuSeconds: Number((after.cpu - before.cpu).toFixed(1)),
      loadAverageBefore: load,
    })}\n`,
  );
} finally {
  for (const c of clients) c.stop();
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
}

/** The `--seat` option as a seat kind. */
function botSeat(text: string): SeatKind {
  if (text === "easy" || text === "medium" || text === "hard") return text;
  const playouts = /^hard:(\d+)$/.exec(text)?.[1];
  if (playouts === undefined) throw new Error(`--seat is easy, medium, hard or hard:<n>, not ${text}`);
  return `hard:${Number(playouts)}`;
}
