/**
 * The vitest configuration Stryker runs (stryker.config.mjs): the main one without the tests that
 * cannot notice a rule-core mutant faster than the rest do — the CLI (child processes), the docs and
 * package checks.
 */
import { defineConfig, mergeConfig } from "vitest/config";
import base from "../../vitest.config.js";

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: ["**/node_modules/**", "dist/**", "test/package/**", "test/docs/**", "test/unit/cli.test.ts"],
    },
  }),
);
