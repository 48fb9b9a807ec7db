// `npm run serve`: builds only what is missing or older than its sources (the library, the docs
// site, the server: scripts/serve-steps.mjs), then runs the server with the arguments given
// (`npm run serve -- --port 9000`). A restart after a crash thus starts in seconds, not after
// minutes of building what was built; `npm run serve -- --rebuild` builds all three first anyway.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { staleSteps } from "./serve-steps.mjs";

const root = join(fileURLToPath(new URL(".", import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const args = process.argv.slice(2);
for (const step of staleSteps(root, args.includes("--rebuild"))) {
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
