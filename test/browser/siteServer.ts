/**
 * The server the online page's browser tests drive: started as `npm run serve` starts it
 * (server/dist/main.js) on a fresh database, serving the built docs site.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { type Spawned, serverMain, startServerProcess } from "../../server/bench/spawn.js";

const site = join(fileURLToPath(new URL("../../", import.meta.url)), "docs-site");

/** Starts the server on a fresh database in a folder named after `name`, with the `more` flags. */
export async function startSiteServer(name: string, more: readonly string[]): Promise<Spawned> {
  expect(existsSync(serverMain), "run `npm run build:server` first").toBe(true);
  expect(existsSync(join(site, "playground", "online.js")), "run `npm run docs` first").toBe(true);
  const db = join(mkdtempSync(join(tmpdir(), `burraco-${name}-`)), `${name}.db`);
  return startServerProcess(["--db", db, "--port", "0", "--site", site, ...more]);
}
