/**
 * Worker scaling of `burraco arena` (issue 11: 2 workers give ≥ 1.7× the hands/s of 1 on a 2-core
 * machine). Runs the built command (`npm run build` first) on the same deals with --workers 1 and
 * --workers 2, alternately, and prints hands/s of each and their ratio. Also checks that both
 * runs report the same figures.
 *   npm run build && npx tsx test/bench/workers.ts [deals] [rounds]
 *
 * Wall clock is what counts here (the point of workers); on a machine shared with other work the
 * ratio is a lower bound, so the load average is printed with it, and the CPU time each run used
 * a hand (all threads): equal CPU a hand with 1 and 2 workers means the workers add no work.
 */
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";

const cli = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const deals = Number(process.argv[2] ?? 24);
const rounds = Number(process.argv[3] ?? 2);

/** One run of the command: hands/s by wall clock, CPU seconds it used (all threads), its figures. */
function arena(workers: number): { handsPerSecond: number; cpuPerHand: number; figures: string } {
  const t0 = performance.now();
  // /usr/bin/time reports the child's CPU time (user + system, all its threads) on stderr.
  const run = spawnSync(
    "/usr/bin/time",
    [
      "-f",
      "%U %S",
      process.execPath,
      cli,
      "arena",
      "--bots",
      "search,greedy",
      "--hands",
      String(deals),
      "--seed",
      "bench",
      "--duplicate",
      "--json",
      "--workers",
      String(workers),
    ],
    { encoding: "utf8" },
  );
  const seconds = (performance.now() - t0) / 1000;
  const [user = 0, system = 0] = (run.stderr.trim().split("\n").pop() ?? "").split(" ").map(Number);
  const { timing: _timing, ...figures } = JSON.parse(run.stdout) as { timing: unknown; handsPlayed: number };
  return {
    handsPerSecond: figures.handsPlayed / seconds,
    cpuPerHand: (user + system) / figures.handsPlayed,
    figures: JSON.stringify(figures),
  };
}

const ratios: number[] = [];
for (let r = 0; r < rounds; r++) {
  const one = arena(1);
  const two = arena(2);
  if (one.figures !== two.figures) throw new Error("--workers 1 and --workers 2 gave different figures");
  ratios.push(two.handsPerSecond / one.handsPerSecond);
  console.log(
    `round ${r + 1}: 1 worker ${one.handsPerSecond.toFixed(2)} hands/s, 2 workers ${two.handsPerSecond.toFixed(2)} hands/s, ` +
      `ratio ${(two.handsPerSecond / one.handsPerSecond).toFixed(2)}× (target ≥ 1.7×); CPU a hand ${(one.cpuPerHand * 1000).toFixed(0)} ms with 1, ` +
      `${(two.cpuPerHand * 1000).toFixed(0)} ms with 2; load average ${loadavg()[0]?.toFixed(1)}`,
  );
}
console.log(
  `worker scaling: ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}× over ${rounds} rounds of ${deals} duplicate deals (search vs greedy)`,
);
