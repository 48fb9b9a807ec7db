// `npm run serve:many -- --db postgres://… [--processes 3] [--port 8080] [server options…]`: N
// server processes on one PostgreSQL database, on the ports after --port, behind a small TCP
// balancer on --port itself that sends each connection to a random process that accepts it. Each
// process plays its own tables (docs/guides/deploy.md); a join that reaches another one is
// redirected to the table's owner, at the address it listens on. Kill one and the others take its
// tables once their leases lapse. For trying it on one machine: in production put a real load
// balancer with health checks in front. Ctrl-C stops everything.
import { spawn } from "node:child_process";
import { connect, createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values, tokens } = parseArgs({
  options: { db: { type: "string" }, processes: { type: "string" }, port: { type: "string" } },
  strict: false,
  tokens: true,
});
const db = typeof values.db === "string" ? values.db : (process.env.DATABASE_URL ?? "");
const count = Number(values.processes ?? 2);
const port = Number(values.port ?? 8080);
if (!/^postgres(?:ql)?:\/\//i.test(db) || !Number.isInteger(count) || count < 1 || count > 32) {
  process.stderr.write("serve:many: give --db postgres://… (or DATABASE_URL) and --processes 1 to 32\n");
  process.exit(2);
}
// Everything but our own three options goes to each server.
const own = new Set(["db", "processes", "port"]);
const rest = [];
for (const t of tokens) {
  if (t.kind === "option" && own.has(t.name)) continue;
  if (t.kind === "option") rest.push(t.rawName, ...(t.value === undefined ? [] : [t.value]));
  else if (t.kind === "positional") rest.push(t.value);
}

const main = fileURLToPath(new URL("../server/dist/main.js", import.meta.url));
const children = [];
for (let i = 0; i < count; i++) {
  const child = spawn(process.execPath, [main, "--db", db, "--port", String(port + 1 + i), ...rest], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr])
    stream.on("data", (d) => process.stderr.write(String(d).replace(/^(?=.)/gm, `[process ${i + 1}] `)));
  child.on("exit", (code, signal) => process.stderr.write(`[process ${i + 1}] exited (${signal ?? code})\n`));
  children.push(child);
}

const balancer = createServer((client) => {
  // The processes in a random order: the first that accepts the connection gets it.
  const order = children.map((_, i) => i).sort(() => Math.random() - 0.5);
  const tryPort = (k) => {
    if (k >= count) return client.destroy();
    const i = order[k];
    const upstream = connect(port + 1 + i, "127.0.0.1");
    upstream.once("error", () => tryPort(k + 1));
    upstream.once("connect", () => {
      upstream.removeAllListeners("error");
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on("error", end).on("close", end);
      upstream.on("error", end).on("close", end);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  };
  tryPort(0);
});
balancer.listen(port, "127.0.0.1", () =>
  process.stdout.write(`serve:many: ${count} processes on one database, balanced at http://127.0.0.1:${port}/\n`),
);
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  balancer.close();
  setTimeout(() => process.exit(0), 500);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
