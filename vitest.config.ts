import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (file: string): string => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

export default defineConfig({
  resolve: {
    // Mirror of `paths` in tsconfig.json: tests import the package by name, resolved to the source.
    alias: [
      { find: /^burraco\/scoring$/, replacement: src("scoring/index.ts") },
      { find: /^burraco$/, replacement: src("index.ts") },
    ],
  },
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["**/node_modules/**", "dist/**", "test/package/**"],
    setupFiles: ["test/setup.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
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
