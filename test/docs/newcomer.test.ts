/**
 * What a newcomer meets first (issue 29): the install lines, the landing page, the figures the
 * guides state, how long `npm test` takes and what it runs, a quiet `npm ci`, and a browser test
 * that says why it was skipped.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, root), "utf8");
const readme = read("README.md");
const quickstart = read("docs/guides/quickstart.md");
const pkg = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  allowScripts?: Record<string, boolean>;
  repository?: { type?: string; url?: string };
  homepage?: string;
  bugs?: { url?: string };
  author?: string;
  files?: string[];
};
const pkgExports = (): Record<string, unknown> =>
  (JSON.parse(read("package.json")) as { exports: Record<string, unknown> }).exports;
const lock = JSON.parse(read("package-lock.json")) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};

/** The repository's `owner/name`, from package.json's `repository.url`. */
function repository(): string {
  const url = (pkg.repository?.url ?? "").replace(/^git\+/, "").replace(/\.git$/, "");
  const found = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+)$/.exec(url);
  expect(found, "package.json names its GitHub repository").not.toBeNull();
  return found?.[1] ?? "";
}

/** The README's text from a heading to the next heading of the same level. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(/\n## /);
  return end < 0 ? rest : rest.slice(0, end);
}

describe("issue 29: what a newcomer meets", () => {
  it("E12 the install lines say zod and pg-boss are optional peers, zod for burraco/schemas, pg-boss for --queue", () => {
    const peers = Object.keys(pkg.peerDependencies ?? {});
    expect(peers).toEqual(["pg-boss", "zod"]);
    // What each peer is for, and how the texts install it (pg-boss at 10: 11 and later need Node 22).
    const uses: Record<string, { install: string; use: string }> = {
      zod: { install: "zod", use: "burraco/schemas" },
      "pg-boss": { install: "pg-boss@10", use: "--queue" },
    };
    for (const peer of peers) {
      // package.json marks it optional: the texts must not call it a dependency to install.
      expect(pkg.peerDependenciesMeta?.[peer]?.optional).toBe(true);
      const { install, use } = uses[peer] ?? { install: "?", use: "?" };
      for (const [name, text] of [
        ["README.md", section(readme, "## Install")],
        ["quickstart.md", quickstart],
      ] as const) {
        expect(text, name).toMatch(/^npm install burraco\s*$/m);
        expect(text, name).toContain(`\nnpm install burraco ${install}\n`);
        expect(text, name).toMatch(/optional peer/);
        expect(text, name).toContain(use);
        expect(text, name).not.toMatch(/one peer dependency/);
      }
    }
  });

  it("E16 N6 the landing page (the README) opens with what the library does, the playground's picture, then Install", () => {
    const [title, what, picture, heading] = readme.split(/\n\n+/);
    expect(title).toBe("# burraco");
    expect(what).toMatch(/rules engine/);
    // N4: an absolute address of the repository's file, so the picture shows on a registry's page too.
    const raw = `https://raw.githubusercontent.com/${repository()}/main/`;
    const image = /^!\[([^\]]*playground[^\]]*)\]\((https:\/\/\S+\.png)\)$/i.exec(picture ?? "");
    expect(image, "the third paragraph is the playground's picture").not.toBeNull();
    expect(image?.[2]?.startsWith(raw), "the picture is the repository's own file").toBe(true);
    const file = new URL((image?.[2] ?? "").slice(raw.length), root);
    expect(existsSync(file)).toBe(true);
    // Small enough for a landing page (and for the package's repository).
    expect(statSync(file).size).toBeLessThan(150_000);
    // N6: what a user needs first; the contributors' two commands stay, further down.
    expect(heading).toBe("## Install");
    expect(readme.indexOf("\n## The two commands\n")).toBeGreaterThan(readme.indexOf("\n## What it is\n"));
    const commands = section(readme, "## The two commands");
    expect(commands).toContain("npm ci && npm run demo");
    expect(commands).toContain("npm ci && npm test");
  });

  it("E17 the guides, the README and the changelog state no bundle size (npm run docs prints them; docs/performance.md logs them, dated)", () => {
    const size = /\d[\d.,]*\s?(?:KiB|KB|kB|B)\b|\d[\d.,]*\s?bytes\s+(?:gzip|minified)/g;
    const texts = [
      "README.md",
      "CHANGELOG.md",
      "CONTRIBUTING.md",
      ...readdirSync(new URL("docs/guides/", root))
        .filter((f) => f.endsWith(".md"))
        .map((f) => `docs/guides/${f}`),
    ];
    const stated = texts.flatMap((file) => (read(file).match(size) ?? []).map((figure) => `${file}: ${figure}`));
    expect(stated).toEqual([]);
  });

  it("E18 the README says how long npm test takes, on what machine, and lists its parts in the order they run", () => {
    const commands = section(readme, "## The two commands").replace(/\s+/g, " ");
    expect(commands).toMatch(/`npm test` takes about \w+ minutes on a \w+-core machine/);
    const parts = pkg.scripts.test?.split("&&").map((part) => part.trim().replace(/^npm run /, "")) ?? [];
    expect(parts.length).toBeGreaterThan(5);
    const listed = /`npm test` runs, in order: ([^.]+)\./.exec(commands)?.[1] ?? "";
    expect([...listed.matchAll(/`([\w:]+)`/g)].map((m) => m[1])).toEqual(parts);
  });

  it("E18 npm ci runs the install scripts of exactly the packages that have them (allowScripts), so it warns of none", () => {
    const withScripts = (folder: string): string[] =>
      Object.entries((JSON.parse(read(`${folder}package-lock.json`)) as typeof lock).packages)
        .filter(([path, entry]) => path !== "" && entry.hasInstallScript === true)
        .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length));
    // The library's install, and the server's own (server/, installed apart: issue 39, N7), whose
    // tree npm walks into the library it links (`burraco` → the repository), so it names both.
    const expected = { "": withScripts(""), "server/": [...withScripts(""), ...withScripts("server/")] };
    for (const [folder, names] of Object.entries(expected)) {
      const manifest = JSON.parse(read(`${folder}package.json`)) as { allowScripts?: Record<string, boolean> };
      expect([...new Set(names)].sort(), folder).toEqual(Object.keys(manifest.allowScripts ?? {}).sort());
      // npm itself agrees: nothing it would warn about is left uncovered.
      const pending = execFileSync("npm", ["install-scripts", "ls"], { cwd: new URL(folder, root), encoding: "utf8" });
      expect(pending, folder).not.toMatch(/not yet covered/);
    }
  });

  it("N7 npm ci installs the library alone: the server's native build (better-sqlite3) waits for the scripts that need it", () => {
    const names = Object.keys(lock.packages).map((path) => path.slice(path.lastIndexOf("node_modules/") + 13));
    expect(names).not.toContain("better-sqlite3");
    // pg (node-postgres) comes in as pg-boss's dependency (the queue's devDependency, for its tests):
    // plain JavaScript, without its optional native binding, so nothing is built.
    expect(names).not.toContain("pg-native");
    expect(lock.packages["node_modules/pg"]?.hasInstallScript).toBeUndefined();
    expect(JSON.parse(read("package.json")).workspaces).toBeUndefined();
    // Every script that runs the server installs its dependencies first (npm ci --prefix server).
    for (const script of ["build:server", "typecheck"])
      expect(pkg.scripts[script], script).toMatch(/^npm run server:deps && /);
    for (const script of ["load", "test:server", "test:browser"])
      expect(pkg.scripts[script], script).toContain("npm run build:server");
    // `npm run serve` builds what is stale (scripts/serve-steps.mjs), the server through build:server.
    expect(pkg.scripts.serve).toBe("node scripts/serve.mjs");
    expect(read("scripts/serve-steps.mjs")).toMatch(/script: "build:server"/);
    expect(pkg.scripts.demo).not.toMatch(/server/);
    // And the README says what npm ci does.
    expect(section(readme, "## The two commands")).toMatch(/`npm ci` installs the library's tools only/);
  });

  it("E18 a browser test without Chromium is skipped saying which binary is missing and how to install it", () => {
    const run = spawnSync(
      "npx",
      ["vitest", "run", "--config", "vitest.browser.config.ts", "test/browser/scorepad.test.ts"],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, BURRACO_CHROMIUM: "/nonexistent/chromium", BURRACO_REQUIRE_BROWSER: "" },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const said = run.stdout + run.stderr;
    expect(said).toContain("SKIPPED the score pad page in Chromium: no Chromium at /nonexistent/chromium");
    expect(said).toContain("apt-get install chromium");
  }, 60_000);
});

describe("issue 39: what a newcomer met", () => {
  it("N1 the README names burraco/table among its entries and links the table guide; so does the quick start", () => {
    const entries = /^Entries: [\s\S]*?\n\n/m.exec(readme)?.[0] ?? "";
    for (const sub of Object.keys(pkgExports()).filter((k) => k !== "./package.json"))
      expect(entries, sub).toContain(`\`${sub === "." ? "burraco" : `burraco/${sub.slice(2)}`}\``);
    expect(section(readme, "## Documentation")).toContain("(docs/guides/table.md)");
    expect(section(quickstart, "## Where next")).toContain("(table.md)");
  });

  it("N3 the README says the subpath entries need moduleResolution node16, nodenext or bundler, and fail with TS2307 under node10", () => {
    const install = section(readme, "## Install").replace(/\s+/g, " ");
    expect(install).toMatch(/moduleResolution/);
    for (const word of ["node16", "nodenext", "bundler", "node10", "TS2307"]) expect(install).toContain(word);
  });

  it("N4 package.json names the repository, its home page, where to report bugs and the author", () => {
    const repo = repository();
    expect(pkg.homepage).toBe(`https://github.com/${repo}#readme`);
    expect(pkg.bugs?.url).toBe(`https://github.com/${repo}/issues`);
    expect(pkg.author ?? "").not.toBe("");
  });
});
