/**
 * The command line's flags for the server's limits: each sets one option of `ServerOptions`, an
 * integer from 0 (no limit) to `max`, times `unit`. docs/guides/server.md gives each default's why.
 */
import type { ServerOptions } from "./server.js";

type LimitOption =
  | "tablesPerConnection"
  | "tablesPerAddress"
  | "botTablesPerAddress"
  | "tableIdleMs"
  | "joinTimeoutMs"
  | "heartbeatMs"
  | "socketsPerAddress"
  | "walLimitBytes";

export interface LimitFlag {
  readonly flag: string;
  readonly option: LimitOption & keyof ServerOptions;
  readonly max: number;
  /** What one unit of the flag is in the option (1, or 1 MiB for the WAL's limit). */
  readonly unit: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const LIMIT_FLAGS: readonly LimitFlag[] = [
  { flag: "tables-per-connection", option: "tablesPerConnection", max: 1_000_000, unit: 1 },
  { flag: "tables-per-address", option: "tablesPerAddress", max: 1_000_000, unit: 1 },
  { flag: "bot-tables-per-address", option: "botTablesPerAddress", max: 1_000_000, unit: 1 },
  { flag: "table-idle", option: "tableIdleMs", max: 30 * DAY_MS, unit: 1 },
  { flag: "join-timeout", option: "joinTimeoutMs", max: DAY_MS, unit: 1 },
  { flag: "heartbeat", option: "heartbeatMs", max: DAY_MS, unit: 1 },
  { flag: "sockets-per-address", option: "socketsPerAddress", max: 1_000_000, unit: 1 },
  { flag: "wal-limit-mb", option: "walLimitBytes", max: 1_000_000, unit: 1024 * 1024 },
];
