/**
 * The Content-Security-Policy of every file served: everything from the server's own origin only
 * (the online page's WebSocket included; inline styles too, see below), no plugin, no `<base>`, never inside a frame
 * (`frame-ancestors 'none'`, against clickjacking a seat's page). An inline script of a page the
 * server serves is allowed by its hash alone: the docs site's pages carry one (the theme, set
 * before the page is drawn), and a script injected into a page would not match it. On PostgreSQL
 * the page may also open its WebSocket to the other live server processes (a redirect to a
 * table's owner, issue 35): their addresses join `connect-src`, as ws(s):// origins.
 */
import { createHash } from "node:crypto";

const BASE = [
  "default-src 'self'",
  // The docs site's script (TypeDoc's) sets styles inline as it draws the page. Inline styles can
  // fetch nothing from elsewhere (every other source is this origin only), unlike scripts.
  "style-src 'self' 'unsafe-inline'",
  // The site's stylesheet draws a few icons as data: URLs.
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

const INLINE = /<script>([^<]*)<\/script>/g;

/**
 * The policy for a file: for an HTML page, `body` is its text, whose inline scripts are allowed by
 * hash; `peers` are the other processes' public addresses (`http(s)://host[:port]`).
 */
export function contentSecurityPolicy(body: string | null, peers: readonly string[] = []): string {
  const hashes =
    body === null
      ? []
      : [...body.matchAll(INLINE)].map(
          (m) =>
            `'sha256-${createHash("sha256")
              .update(m[1] ?? "")
              .digest("base64")}'`,
        );
  // Only well-formed origins: an address is a row of the database, never put in a header raw.
  const sockets = peers.filter((p) => /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(p)).map((p) => p.replace(/^http/, "ws"));
  const connect = ["connect-src 'self'", ...sockets].join(" ");
  return [`script-src 'self'${hashes.map((h) => ` ${h}`).join("")}`, ...BASE, connect].join("; ");
}
