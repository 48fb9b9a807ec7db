/**
 * The PostgreSQL the server tests use: BURRACO_TEST_PG, a URL to a database whose user may create
 * databases (.ci/run starts a throwaway cluster and sets it). Without it the PostgreSQL tests are
 * skipped, saying why; in CI (CI=true) they must run, so a missing database is a failure there.
 */
import { connectSyncPg } from "../../server/src/pgBridge.js";
import { randomId } from "../../server/src/tokens.js";

export const pgUrl = process.env.BURRACO_TEST_PG ?? "";
export const pgRequired = process.env.CI === "true";
/** Whether the PostgreSQL tests run: a URL is given, or CI requires them (and then they fail without one). */
export const pgRuns = pgUrl !== "" || pgRequired;

/** Printed by each test file whose PostgreSQL part is skipped. */
export function sayIfNoPostgres(what: string): void {
  if (pgRuns) return;
  console.warn(
    `\n[server tests] SKIPPED ${what} on PostgreSQL: BURRACO_TEST_PG is not set.\n` +
      "  Set it to a PostgreSQL URL whose user may create databases (e.g. postgres://postgres@127.0.0.1:5432/postgres),\n" +
      "  or start a throwaway cluster as .ci/run does (`source .ci/postgres; start_test_postgres`, as root).\n" +
      "  In CI (CI=true) a missing BURRACO_TEST_PG is a failure, not a skip.\n",
  );
}

/** A new, empty database on the test server; returns its URL. */
export function freshPgDatabase(): string {
  if (pgUrl === "") throw new Error("BURRACO_TEST_PG is not set, and CI requires the PostgreSQL tests");
  const name = `burraco_test_${randomId(8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "x")}`;
  const admin = connectSyncPg(pgUrl);
  try {
    admin.run([{ text: `CREATE DATABASE ${name}` }], false);
  } finally {
    admin.close();
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
