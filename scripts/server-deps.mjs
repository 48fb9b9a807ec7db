// Installs the reference server's own dependencies (server/package-lock.json: ws, better-sqlite3,
// pg) when they are missing or older than its lockfile. They are kept out of the root install so
// that `npm ci && npm run demo` never waits for better-sqlite3's native build; the scripts that
// need the server (build:server, and so serve, load, test:server, test:browser, typecheck) run this
// first.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const server = fileURLToPath(new URL("../server/", import.meta.url));
const lock = `${server}package-lock.json`;
const installed = `${server}node_modules/.package-lock.json`;
const manifest = JSON.parse(readFileSync(`${server}package.json`, "utf8"));
const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
const missing = names.some((name) => !existsSync(`${server}node_modules/${name}/package.json`));
if (missing || !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  process.stdout.write("server: installing its dependencies (npm ci --prefix server)\n");
  const run = spawnSync("npm", ["ci", "--prefix", server, "--no-audit", "--no-fund"], { stdio: "inherit" });
  process.exit(run.status ?? 1);
}
