#!/usr/bin/env node
// "Are the types wrong?" on the packed package, under the node16 profile (node10, which cannot read
// `exports` subpaths, is ignored: the package requires Node ≥ 20.19). On success one line; on a
// problem attw's own table, which says what is wrong where. attw's default output prints a skull
// for every ignored node10 resolution even on success, which reads as an alarm in a passing run.
import { spawnSync } from "node:child_process";

const args = ["attw", "--pack", ".", "--profile", "node16"];
const run = spawnSync("npx", [...args, "--format", "json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
const ignored = new Set(["node10"]);
const problems = (report?.analysis?.problems ?? []).filter((p) => !ignored.has(p.resolutionKind));
if (run.status === 0 && report !== undefined && problems.length === 0) {
  const entries = Object.keys(report.analysis.entrypoints);
  console.log(
    `attw: the types resolve for all ${entries.length} entries (${entries.join(", ")}) under node16 and bundlers`,
  );
} else {
  // Show attw's own table (and its exit code) for whatever went wrong.
  const shown = spawnSync("npx", args, { stdio: "inherit" });
  process.exit(shown.status === 0 ? 1 : (shown.status ?? 1));
}
