/**
 * The server's own timings, for the load benchmark: how long each accepted move took from its
 * frame's arrival to the last send of its rows (read, rules, commit, views, sends), the event
 * loop's delay and garbage collection's pauses. Written as JSON to the file named by BURRACO_STATS every second and at exit;
 * nothing is kept without it.
 */
import { writeFileSync } from "node:fs";
import { createHistogram, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { pgRoundTrips } from "./pgBridge.js";

export interface Stats {
  /** Records one move's time in ms. */
  move(ms: number): void;
  stop(): void;
}

export function startStats(path: string | undefined): Stats {
  if (path === undefined || path === "") return { move: () => {}, stop: () => {} };
  // A histogram (in microseconds) and not a list of samples: the file is written every second,
  // and sorting tens of thousands of samples there stopped the very loop it measures.
  const moves = createHistogram();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // Garbage collection's pauses, which stop the event loop.
  const gc = { count: 0, totalMs: 0, maxMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ["gc"] });
  const write = (): void => {
    const q = (p: number): number => (moves.count === 0 ? 0 : moves.percentile(p) / 1000);
    writeFileSync(
      path,
      JSON.stringify({
        moves: moves.count,
        // To PostgreSQL, every connection of the process (0 on SQLite).
        roundTrips: pgRoundTrips(),
        p50Ms: q(50),
        p99Ms: q(99),
        loopDelayP99Ms: loop.percentile(99) / 1e6,
        loopDelayMaxMs: loop.max / 1e6,
        gc,
      }),
    );
  };
  const timer = setInterval(write, 1000);
  timer.unref();
  return {
    move(ms) {
      moves.record(Math.max(1, Math.round(ms * 1000)));
    },
    stop() {
      clearInterval(timer);
      write();
      loop.disable();
      observer.disconnect();
    },
  };
}
