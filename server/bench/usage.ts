/** CPU seconds (user + system) and peak RSS (MB) of a process, read from /proc (Linux). */
import { readFileSync } from "node:fs";

export function usage(pid: number): { cpu: number; rssMb: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const hwm = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return { cpu: ticks / 100, rssMb: Number(hwm ?? 0) / 1024 };
  } catch {
    return { cpu: 0, rssMb: 0 };
  }
}

export const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
