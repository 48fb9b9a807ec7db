/**
 * The built docs site, served as files (no listing; `/dir/` gives `/dir/index.html`, `/dir` is
 * redirected there); the server sends `/` to the online page. GET and HEAD only: anything else is
 * 405. Every file goes with a Content-Security-Policy (csp.ts). The repository's own scripts
 * (scripts/staticServer.ts) serve the site with this handler too.
 */
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, relative, sep } from "node:path";
import { contentSecurityPolicy } from "./csp.js";

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

/**
 * A request handler for the files under `root` (an absolute path); `/` is redirected to `home`
 * unless it is null. `peers` gives the other server processes' addresses a page may connect to.
 */
export function serveFiles(
  root: string,
  home: string | null = "/playground/online.html",
  peers: () => readonly string[] = () => [],
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void answer(root, home, peers, req, res);
  };
}

async function answer(
  root: string,
  home: string | null,
  peers: () => readonly string[],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain" }).end("GET or HEAD only");
    return;
  }
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
    if (!path.endsWith("/") && (await stat(file)).isDirectory()) {
      // Built from the checked path under root, never from the request: "//host" cannot come out.
      const location = `/${relative(root, file).split(sep).join("/")}/`;
      res.writeHead(301, { location }).end();
      return;
    }
    const body = await readFile(file);
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    res.writeHead(200, {
      "content-type": type,
      "content-length": body.length,
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "content-security-policy": contentSecurityPolicy(
        type.startsWith("text/html") ? body.toString("utf8") : null,
        peers(),
      ),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  } catch {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }
}
