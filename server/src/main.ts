/**
 * `npm run serve` (after the library and the docs site are built): the reference online server.
 *
 *   node server/dist/main.js [--db burraco.db] [--port 8080] [--host 127.0.0.1] [--site docs-site]
 *     [--bot-delay 900] [--hand-pause 4000] [--synchronous normal|full] [--rate 20] [--burst 40]
 *     [--lease 10000] [--public-url http://host:port] [--bot-threads n] [--bot-budget 20000] [limits: see LIMIT_FLAGS, each in docs/guides/server.md]
 *
 * --bot-threads: the bots' worker threads (default the available parallelism minus one, at least
 * 1; 0 thinks on the event loop); --bot-budget: milliseconds of thinking a table's bots may use in
 * any minute, past which they wait.
 *
 * `--db` takes a SQLite file or a PostgreSQL URL (postgres://…; DATABASE_URL sets it too, the option
 * wins). On PostgreSQL, many processes share the database, one owner a table: `--lease` is a
 * table's lease (ms), `--public-url` (or BURRACO_PUBLIC_URL) the address other processes send this
 * one's clients to (default the address it listens on). PORT sets the port too (the option wins); BURRACO_KEY the key that signs saved tables (default:
 * one kept in the database). Prints the address, then serves until SIGINT or SIGTERM.
 */
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DEFAULT_BUDGET_MS, defaultThreads } from "./botPool.js";
import { LIMIT_FLAGS } from "./limitFlags.js";
import { shownDb } from "./openStore.js";
import { DEFAULTS, type ServerOptions, startServer } from "./server.js";

function fail(message: string): never {
  process.stderr.write(`burraco server: ${message}\n`);
  process.exit(2);
}

function int(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) fail(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

/** The address redirects name: an http(s) URL without a path (a trailing slash is dropped). */
function publicUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  const trimmed = value.replace(/\/+$/, "");
  if (!/^https?:\/\/[^/\s]+$/i.test(trimmed)) fail("--public-url is http(s)://host[:port], with no path");
  return trimmed;
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      db: { type: "string" },
      port: { type: "string" },
      host: { type: "string" },
      site: { type: "string" },
      "bot-delay": { type: "string" },
      "hand-pause": { type: "string" },
      synchronous: { type: "string" },
      lease: { type: "string" },
      "public-url": { type: "string" },
      rate: { type: "string" },
      burst: { type: "string" },
      "bot-threads": { type: "string" },
      "bot-budget": { type: "string" },
      ...Object.fromEntries(LIMIT_FLAGS.map((f) => [f.flag, { type: "string" } as const])),
    },
    strict: true,
  });
}
try {
  parsed = parse();
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
const v = parsed.values;
const sync = v.synchronous ?? "normal";
if (sync !== "normal" && sync !== "full") fail("--synchronous is normal or full");

const options: ServerOptions = {
  ...DEFAULTS,
  db: v.db ?? process.env.DATABASE_URL ?? "burraco.db",
  site: v.site ?? fileURLToPath(new URL("../../docs-site", import.meta.url)),
  port: int(v.port ?? process.env.PORT, "--port", DEFAULTS.port, 0, 65_535),
  host: v.host ?? DEFAULTS.host,
  botDelayMs: int(v["bot-delay"], "--bot-delay", DEFAULTS.botDelayMs, 0, 600_000),
  handPauseMs: int(v["hand-pause"], "--hand-pause", DEFAULTS.handPauseMs, 0, 600_000),
  synchronous: sync,
  leaseMs: int(v.lease, "--lease", DEFAULTS.leaseMs, 100, 3_600_000),
  publicUrl: publicUrl(v["public-url"] ?? process.env.BURRACO_PUBLIC_URL),
  key: process.env.BURRACO_KEY ?? null,
  ratePerSecond: int(v.rate, "--rate", DEFAULTS.ratePerSecond, 1, 100_000),
  rateBurst: int(v.burst, "--burst", DEFAULTS.rateBurst, 1, 100_000),
  botThreads: int(v["bot-threads"], "--bot-threads", defaultThreads(), 0, 256),
  botBudgetMs: int(v["bot-budget"], "--bot-budget", DEFAULT_BUDGET_MS, 1, 60_000),
  ...Object.fromEntries(
    LIMIT_FLAGS.map((f) => {
      const given = (v as Record<string, string | undefined>)[f.flag];
      return [f.option, int(given, `--${f.flag}`, DEFAULTS[f.option] / f.unit, 0, f.max) * f.unit];
    }),
  ),
};

try {
  const server = await startServer(options);
  process.stdout.write(
    `burraco server: ${server.url}/ (database ${shownDb(options.db)}, ${server.tables} tables restored)\n` +
      `  online tables: ${server.url}/playground/online.html\n`,
  );
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
