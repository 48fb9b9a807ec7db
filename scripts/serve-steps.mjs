// What `npm run serve` (scripts/serve.mjs) builds before it starts the server: each of the
// library, the docs site and the server whose built files are missing or older than the newest
// file of its sources.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The newest modification time among the files under `paths` (0 if there are none). */
function newest(root, paths) {
  let latest = 0;
  for (const path of paths) {
    let info;
    try {
      info = statSync(join(root, path));
    } catch {
      continue;
    }
    if (info.isDirectory())
      latest = Math.max(
        latest,
        newest(
          root,
          readdirSync(join(root, path)).map((name) => join(path, name)),
        ),
      );
    else latest = Math.max(latest, info.mtimeMs);
  }
  return latest;
}

/** The oldest of the built files (0 if one is missing: it must be built). */
function oldest(root, paths) {
  let first = Number.POSITIVE_INFINITY;
  for (const path of paths) {
    try {
      first = Math.min(first, statSync(join(root, path)).mtimeMs);
    } catch {
      return 0;
    }
  }
  return first;
}

export const STEPS = [
  {
    name: "the library",
    script: "build",
    built: ["dist/index.js", "dist/table.js"],
    sources: ["src", "package.json", "tsup.config.ts", "tsconfig.json", "tsconfig.build.json"],
  },
  {
    name: "the docs site",
    script: "docs",
    built: ["docs-site/index.html", "docs-site/playground/online.js", "docs-site/playground/online.html"],
    sources: ["src", "docs", "playground", "README.md", "typedoc.json", "scripts/build-playground.mjs"],
  },
  {
    name: "the server",
    script: "build:server",
    built: ["server/dist/main.js"],
    sources: ["server/src", "server/bench", "server/build.mjs", "server/package-lock.json"],
  },
];

/** The steps (of STEPS) to run for the repository at `root`: all of them with `rebuild`. */
export function staleSteps(root, rebuild = false) {
  return STEPS.filter((step) => rebuild || oldest(root, step.built) < newest(root, step.sources));
}
