/**
 * The server's own timings, for the load benchmark: how long each accepted move took from its
 * frame's arrival to the last send of its rows (read, rules, commit, views, sends), the event
 * loop's delay and garbage collection's pauses. Written as JSON to the file named by BURRACO_STATS every second and at exit;
 * nothing is kept without it.
 */
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

const MAX_SAMPLES = 200_000;

export interface Stats {
  /** Records one move's time in ms. */
  move(ms: number): void;
  stop(): void;
}

export function startStats(path: string | undefined): Stats {
  if (path === undefined || path === "") return { move: () => {}, stop: () => {} };
  const samples: number[] = [];
  let count = 0;
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
    const sorted = samples.slice().sort((a, b) => a - b);
    const q = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
    writeFileSync(
      path,
      JSON.stringify({
        moves: count,
        p50Ms: q(0.5),
        p99Ms: q(0.99),
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
      count += 1;
      if (samples.length < MAX_SAMPLES) samples.push(ms);
      else samples[count % MAX_SAMPLES] = ms;
    },
    stop() {
      clearInterval(timer);
      write();
      loop.disable();
      observer.disconnect();
    },
  };
}
