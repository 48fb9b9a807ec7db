/**
 * Many processes on one PostgreSQL (docs/architecture.md, "Scale past one machine"): every third
 * of the lease this process renews its tables' leases and its heartbeat, drops the tables it lost
 * (taken over while it was silent: its clients reconnect and are sent on), and takes up its share
 * of the lapsed ones (a dead process's) and those placed on it, each rebuilt as a restart does.
 */
import type { Hub } from "./hub.js";
import type { TableLeases } from "./store.js";

export interface LeaseLoop {
  stop(): void;
}

export function startLeaseLoop(
  hub: Hub,
  leases: TableLeases,
  leaseMs: number,
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): LeaseLoop {
  const tick = (): void => {
    try {
      const lost = leases.renew();
      for (const id of lost) hub.drop(id);
      if (lost.length > 0) log(`burraco server: lost the lease of ${lost.length} tables (taken over); dropped them`);
      const taken = leases.claim();
      let adopted = 0;
      for (const stored of taken) if (hub.adopt(stored)) adopted += 1;
      if (taken.length > 0) log(`burraco server: took up ${adopted} tables`);
    } catch (thrown) {
      // The database is away: the leases lapse if it stays away, and the tables go elsewhere.
      log(`store: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    }
  };
  const timer = setInterval(tick, Math.max(50, Math.floor(leaseMs / 3)));
  return { stop: () => clearInterval(timer) };
}
