#!/usr/bin/env node
/**
 * Runs scripts/bot-speed.ts as one bundle, the way the library runs from its build:
 *   node scripts/bot-speed.mjs [bot] [hands] [seed] [preset]
 * Through tsx every module is transformed on its own and the playouts run slower than a user of
 * the package sees (docs/performance.md, "The whole-turn planner", has the ratio).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";

const dir = mkdtempSync(join(tmpdir(), "bot-speed-"));
const out = join(dir, "bot-speed.mjs");
try {
  await build({
    entryPoints: ["scripts/bot-speed.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: out,
    logLevel: "warning",
  });
  const r = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exitCode = r.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
