import { existsSync, readFileSync, rmSync } from "node:fs";
import { defineConfig, type Options } from "tsup";

/**
 * Library entries (ESM + CJS + d.ts), one per `exports` path of package.json. Only entries that
 * exist are built.
 */
export const libraryEntries: Record<string, string> = Object.fromEntries(
  Object.entries({
    index: "src/index.ts",
    bots: "src/bots/index.ts",
    i18n: "src/i18n/index.ts",
    pad: "src/pad/index.ts",
    schemas: "src/schemas/index.ts",
    scoring: "src/scoring/index.ts",
    sim: "src/sim/index.ts",
    table: "src/table/index.ts",
  }).filter(([, file]) => existsSync(file)),
);

const cliEntry = "src/cli/main.ts";

const common = {
  outDir: "dist",
  target: "node20",
  platform: "node",
  // Cleaning is done once below: the two builds run in parallel, so per-build `clean` would race.
  clean: false,
  // No source maps (issue 39, N4): with the sources inside they were over half the tarball, and
  // without them they would point at files the tarball does not hold. The built code is unminified
  // ESM and CJS with the names of the sources, readable as it is in a stack trace.
  sourcemap: false,
  treeshake: true,
  // zod and pg-boss are peerDependencies: never bundle them (the CLI imports pg-boss only for --queue).
  external: ["zod", /^zod\//, "pg-boss"],
  tsconfig: "tsconfig.build.json",
} satisfies Options;

export default defineConfig(() => {
  rmSync("dist", { recursive: true, force: true });
  const configs: Options[] = [
    {
      ...common,
      entry: libraryEntries,
      format: ["esm", "cjs"],
      dts: true,
      // Shared code goes into chunks in both formats, so `require("burraco/scoring").scoreHand` is
      // the very function `require("burraco").scoreHand` is: one copy of the code, one module state.
      splitting: true,
    },
  ];
  if (existsSync(cliEntry)) {
    const hasShebang = readFileSync(cliEntry, "utf8").startsWith("#!");
    configs.push({
      ...common,
      // The arena's worker threads run their own file.
      entry: { cli: cliEntry, arenaWorker: "src/cli/arenaWorker.ts" },
      format: ["esm"],
      dts: false,
      ...(hasShebang ? {} : { banner: { js: "#!/usr/bin/env node" } }),
    });
  }
  return configs;
});
