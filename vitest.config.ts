import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (file: string): string => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const dist = (file: string): string => fileURLToPath(new URL(`./dist/${file}`, import.meta.url));
// `npm run bench` measures the built package, as users run it: vitest's module runner turns every
// imported binding into a property read, which slows the engine's hot loops about 2.5 times.
const useDist = process.env.BURRACO_TARGET === "dist";
// The subpath entries, read from package.json `exports` so that a new entry cannot be forgotten here
// (the tests would then import a stale dist/ build, or fail on a fresh clone).
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { exports: object };
const subpaths = Object.keys(pkg.exports)
  .filter((key) => key !== "." && key !== "./package.json")
  .map((key) => key.slice(2));

export default defineConfig({
  resolve: {
    // Mirror of `paths` in tsconfig.json: tests import the package by name, resolved to the source.
    alias: [
      ...subpaths.map((entry) => ({
        find: new RegExp(`^burraco/${entry}$`),
        replacement: useDist ? dist(`${entry}.js`) : src(`${entry}/index.ts`),
      })),
      { find: /^burraco$/, replacement: useDist ? dist("index.js") : src("index.ts") },
    ],
  },
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["**/node_modules/**", "dist/**", "test/package/**", "test/browser/**", "test/server/**"],
    setupFiles: ["test/setup.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    // Property tests run longer when FC_NUM_RUNS asks for more runs than the default 100.
    testTimeout: 120_000 * Math.max(1, (Number(process.env.FC_NUM_RUNS) || 100) / 100),
    hookTimeout: 60_000,
    benchmark: {
      include: ["test/bench/**/*.bench.ts"],
    },
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      reporter: ["text", "html"],
    },
  },
});
