// `npm run serve`: builds only what is missing or older than its sources (the library, the docs
// site, the server), then runs the server with the arguments given (`npm run serve -- --port 9000`).
// A restart after a crash thus starts in seconds, not after minutes of building what was built;
// `npm run serve -- --rebuild` builds all three first anyway.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(fileURLToPath(new URL(".", import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** The newest modification time among the files under `paths` (0 if there are none). */
function newest(paths) {
  let latest = 0;
  for (const path of paths) {
    let info;
    try {
      info = statSync(join(root, path));
    } catch {
      continue;
    }
    if (info.isDirectory())
      latest = Math.max(latest, newest(readdirSync(join(root, path)).map((name) => join(path, name))));
    else latest = Math.max(latest, info.mtimeMs);
  }
  return latest;
}

/** The oldest of the built files (0 if one is missing: it must be built). */
function oldest(paths) {
  let first = Number.POSITIVE_INFINITY;
  for (const path of paths) {
    try {
      first = Math.min(first, statSync(join(root, path)).mtimeMs);
    } catch {
      return 0;
    }
  }
  return first;
}

const STEPS = [
  {
    name: "the library",
    script: "build",
    built: ["dist/index.js", "dist/table.js"],
    sources: ["src", "package.json", "tsup.config.ts", "tsconfig.json", "tsconfig.build.json"],
  },
  {
    name: "the docs site",
    script: "docs",
    built: ["docs-site/index.html", "docs-site/playground/online.js", "docs-site/playground/online.html"],
    sources: ["src", "docs", "playground", "README.md", "typedoc.json", "scripts/build-playground.mjs"],
  },
  {
    name: "the server",
    script: "build:server",
    built: ["server/dist/main.js"],
    sources: ["server/src", "server/bench", "server/build.mjs"],
  },
];

const args = process.argv.slice(2);
const rebuild = args.includes("--rebuild");
for (const step of STEPS) {
  if (!rebuild && oldest(step.built) >= newest(step.sources)) continue;
  process.stdout.write(`serve: building ${step.name} (npm run ${step.script})\n`);
  const done = spawnSync(npm, ["run", step.script], { cwd: root, stdio: "inherit" });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

const server = spawn(
  process.execPath,
  [join(root, "server", "dist", "main.js"), ...args.filter((a) => a !== "--rebuild")],
  {
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal === null ? 1 : 2)));
