// Issue 34, operations: the server's HTTP side answers GET and HEAD only (405 with Allow
// otherwise), sends a Content-Security-Policy that keeps every page to its own origin and out of
// frames, and redirects a folder without its slash (`/playground`) to the folder; `npm run serve`
// restarts without building again.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STEPS, staleSteps } from "../../scripts/serve-steps.mjs";
import { type Spawned, startServerProcess } from "../../server/bench/spawn.js";
import { contentSecurityPolicy } from "../../server/src/csp.js";
import { site, tempDb } from "./harness.js";

let server: Spawned;

beforeAll(async () => {
  server = await startServerProcess(["--db", tempDb(), "--port", "0", "--site", site]);
});
afterAll(async () => {
  await server.kill();
});

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** One raw request (node's client sends any method, PROPFIND and TRACE included). */
function send(method: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path }, (res) => {
      let body = "";
      res.on("data", (d) => {
        body += String(d);
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("issue 34: operations, HTTP", () => {
  it("answers any method but GET and HEAD with 405 and Allow, without the file", async () => {
    for (const method of ["POST", "PUT", "DELETE", "TRACE", "PROPFIND", "PATCH", "OPTIONS"]) {
      const answer = await send(method, "/playground/online.html");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD");
      expect(answer.body, method).not.toContain("<html");
    }
  });

  it("answers HEAD with GET's headers and no body", async () => {
    const get = await send("GET", "/playground/online.html");
    const head = await send("HEAD", "/playground/online.html");
    expect(get.status).toBe(200);
    expect(get.body).toContain("online.js");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
  });

  it("sends a Content-Security-Policy: own origin only, no frames, inline scripts by hash alone", async () => {
    const page = await send("GET", "/playground/online.html");
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // No inline script but one served (by its hash): the page's scripts are its own files.
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    // A docs page holds TypeDoc's one inline script: it is allowed by its hash.
    const docs = await send("GET", "/index.html");
    expect(docs.body).toContain("<script>");
    expect(String(docs.headers["content-security-policy"])).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  });

  it("redirects a folder without its slash to the folder, on this server only", async () => {
    for (const path of ["/playground", "/%2Fplayground", "/playground?lang=it"]) {
      const answer = await send("GET", path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe("/playground/");
    }
    expect((await send("GET", "/playground/")).status).toBe(200);
    expect((await send("GET", "/no-such-folder")).status).toBe(404);
  });
});

describe("issue 34: operations, npm run serve", () => {
  it("builds only what is missing or older than its sources", () => {
    const root = mkdtempSync(join(tmpdir(), "burraco-serve-"));
    const at = (path: string, seconds: number): void => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), "");
      utimesSync(join(root, path), seconds, seconds);
    };
    for (const step of STEPS)
      for (const source of step.sources) at(source.includes(".") ? source : `${source}/a.ts`, 1000);
    const names = (): string[] => staleSteps(root).map((s) => s.script);
    // Nothing built yet: all three.
    expect(names()).toEqual(["build", "docs", "build:server"]);
    for (const step of STEPS) for (const built of step.built) at(built, 2000);
    expect(names()).toEqual([]);
    expect(staleSteps(root, true).length).toBe(3);
    // A server source changed: the server only. A library source: the library and the docs site.
    at("server/src/a.ts", 3000);
    expect(names()).toEqual(["build:server"]);
    at("src/deep/b.ts", 3000);
    expect(names()).toEqual(["build", "docs", "build:server"]);
  });
});

describe("issue 35: the page's Content-Security-Policy names the other live processes", () => {
  it("connect-src allows each peer's address as a WebSocket origin, and nothing that is not an origin", () => {
    const policy = contentSecurityPolicy(null, [
      "http://10.0.0.2:8080",
      "https://play-2.example",
      "http://evil.example; script-src *",
      "http://x.example/path",
    ]);
    const connect = policy.split("; ").find((d) => d.startsWith("connect-src"));
    expect(connect).toBe("connect-src 'self' ws://10.0.0.2:8080 wss://play-2.example");
    expect(policy).not.toContain("evil");
    // One process (SQLite): the page's own origin only.
    expect(contentSecurityPolicy(null).split("; ")).toContain("connect-src 'self'");
  });
});
