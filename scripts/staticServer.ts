/**
 * A tiny static file server for the built docs site, on 127.0.0.1 and a free port, with the
 * reference server's file handler (one copy of the path checks and the content types).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { serveFiles } from "../server/src/static.js";

/** A running server: its base URL and how to stop it. */
export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the files under `root` (no listing; `/dir/` gives `/dir/index.html`) on `port` (0: any free one). */
export async function serveStatic(root: string, port = 0): Promise<StaticServer> {
  const server: Server = createServer(serveFiles(resolve(root), null));
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((done, fail) => server.close((e) => (e ? fail(e) : done()))),
  };
}
