/**
 * The built docs site, served as files (no listing; `/dir/` gives `/dir/index.html`); the server
 * sends `/` to the online page. The repository's own scripts (scripts/staticServer.ts) serve the
 * site with this handler too.
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/** A request handler for the files under `root` (an absolute path); `/` is redirected to `home` unless it is null. */
export function serveFiles(
  root: string,
  home: string | null = "/playground/online.html",
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void answer(root, home, req, res);
  };
}

async function answer(root: string, home: string | null, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (path === "/" && home !== null) {
    res.writeHead(302, { location: home }).end();
    return;
  }
  const file = normalize(join(root, path.endsWith("/") ? `${path}index.html` : path));
  if (!file.startsWith(root + sep)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(file);
    res
      .writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
      })
      .end(body);
  } catch {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }
}
