// @ts-check
/**
 * Mutation testing of the rule core (`npm run mutation`; see docs/testing.md). Not part of
 * `npm test`: a full run takes tens of minutes. Incremental: the results of the last run are kept in
 * test/mutation/incremental.json (committed), so a rerun only tests mutants in changed code or
 * covered by changed tests. One folder at a time: `npm run mutation -- --mutate "src/scoring/**"`.
 * @type {import("@stryker-mutator/api/core").PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "test/mutation/vitest.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner", "./test/mutation/messageIgnorer.mjs"],
  // Mutants that only change an error message's text (see the plugin).
  ignorers: ["message-text"],
  mutate: ["src/melds/**/*.ts", "src/scoring/**/*.ts", "src/reducers/**/*.ts", "src/legal/**/*.ts", "!src/**/index.ts"],
  coverageAnalysis: "perTest",
  incremental: true,
  incrementalFile: "test/mutation/incremental.json",
  // The machine's cores are shared: one or two test processes at a time.
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
