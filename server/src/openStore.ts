/**
 * Which store the server runs on: a `postgres://` (or `postgresql://`) URL selects PostgreSQL
 * (pgStore.ts), anything else is a SQLite file (the embedded default), with its WAL checkpoints
 * off the main thread.
 */
import { startCheckpoints } from "./checkpointer.js";
import { isPostgresUrl, openPgStore } from "./pgStore.js";
import { openSqliteStore, type Synchronous } from "./sqliteStore.js";
import type { Store } from "./store.js";

/** An open store, and what stops its background work (before the store is closed). */
export interface OpenedStore {
  readonly store: Store;
  readonly kind: "sqlite" | "postgres";
  stopBackground(): Promise<void>;
}

/**
 * Opens the store. On PostgreSQL a process exits if it loses its connection: it could write
 * nothing more, and its tables' leases lapse and go to the live processes.
 */
export function openStore(
  db: string,
  synchronous: Synchronous,
  leaseMs = 10_000,
  walLimitBytes = 64 * 1024 * 1024,
): OpenedStore {
  if (isPostgresUrl(db)) {
    const store = openPgStore(db, {
      leaseMs,
      onLost: (why) => {
        process.stderr.write(
          `burraco server: lost the connection to the database (${why}); exiting, its tables go to the live processes\n`,
        );
        process.exit(75);
      },
    });
    return { store, kind: "postgres", stopBackground: async () => {} };
  }
  const store = openSqliteStore(db, synchronous, walLimitBytes);
  return { store, kind: "sqlite", stopBackground: startCheckpoints(db, 1000, walLimitBytes) };
}

/** The database to show in a log line: a URL without its password. */
export function shownDb(db: string): string {
  if (!isPostgresUrl(db)) return db;
  try {
    const url = new URL(db);
    if (url.password !== "") url.password = "***";
    return url.toString();
  } catch {
    return "a PostgreSQL URL";
  }
}
