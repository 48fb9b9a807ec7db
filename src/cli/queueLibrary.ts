/**
 * Loading the job queue of `burraco arena --queue` and `burraco worker`: pg-boss 10, an optional
 * peer dependency, imported only when one of them runs, so the library and every other command
 * run without it. pg-boss 11 and later need Node 22; the package supports Node 20.
 * @module
 */
import { createRequire } from "node:module";
import type PgBoss from "pg-boss";

/** What to run when pg-boss is missing. */
export const INSTALL_PG_BOSS = "npm install pg-boss@10";

/** The few calls of a node-postgres client the queue makes (pg-boss's own `pg`, not one of ours). */
export interface PgClient {
  connect(): Promise<unknown>;
  query(text: string, values?: readonly unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
  on(event: "error", listener: (e: Error) => void): unknown;
}

/** pg-boss, and a way to open a plain client on the same database for the results' transactions. */
export interface QueueLibrary {
  readonly PgBoss: typeof PgBoss;
  /** A client on `url`, not yet connected. */
  readonly client: (url: string) => PgClient;
}

/** The library, or why it cannot be loaded (a line to print). */
export type Loaded =
  | { readonly ok: true; readonly value: QueueLibrary }
  | { readonly ok: false; readonly message: string };

/**
 * pg-boss, and node-postgres resolved from pg-boss's own folder: it is pg-boss's dependency, so it
 * is wherever pg-boss found it (hoisted or not).
 */
async function importPgBoss(): Promise<QueueLibrary> {
  const mod = (await import("pg-boss")) as { default: typeof PgBoss };
  const fromPgBoss = createRequire(createRequire(import.meta.url).resolve("pg-boss"));
  const pg = fromPgBoss("pg") as { Client: new (config: { connectionString: string }) => PgClient };
  return { PgBoss: mod.default, client: (url) => new pg.Client({ connectionString: url }) };
}

/** Whether an import failed because the package itself is not installed (not one of its files). */
function isMissing(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  const message = e instanceof Error ? e.message : String(e);
  return (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") && /['"]pg-boss['"]/.test(message);
}

/**
 * Loads pg-boss (`load` replaces the import in tests). When it is not installed, the message says
 * how to install it; any other failure to load it is given as it came.
 */
export async function loadQueueLibrary(load: () => Promise<QueueLibrary> = importPgBoss): Promise<Loaded> {
  try {
    return { ok: true, value: await load() };
  } catch (e) {
    if (isMissing(e))
      return {
        ok: false,
        message: `--queue needs pg-boss, an optional peer dependency of burraco that is not installed: install it with "${INSTALL_PG_BOSS}" (version 10: 11 and later need Node 22)`,
      };
    return { ok: false, message: `cannot load pg-boss: ${e instanceof Error ? e.message : String(e)}` };
  }
}
