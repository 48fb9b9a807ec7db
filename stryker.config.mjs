// @ts-check
/**
 * Mutation testing of the rule core (`npm run mutation`, see docs/testing.md); not part of
 * `npm test`. test/mutation/run.mjs runs Stryker once per folder with MUTATION_FOLDER set; each
 * folder keeps its results in test/mutation/incremental/<folder>.json (committed), so a rerun only
 * tests the mutants of changed code or of code whose tests changed.
 * @type {import("@stryker-mutator/api/core").PartialStrykerOptions}
 */
const folder = process.env.MUTATION_FOLDER ?? "all";
// Property tests at a twentieth of their runs (the test processes inherit this): a mutant reruns
// every test that reaches it, and the full run counts would make a folder take hours on two shared
// cores. The differential tests still play several hands and dozens of edge positions per mutant.
process.env.FC_NUM_RUNS ??= "5";
const FOLDERS = ["melds", "checks", "scoring", "reducers", "legal", "pad", "input"];
if (folder !== "all" && !FOLDERS.includes(folder))
  throw new Error(`MUTATION_FOLDER must be one of ${FOLDERS.join(", ")}`);
const mutated = folder === "all" ? FOLDERS : [folder];

export default {
  testRunner: "vitest",
  vitest: { configFile: "test/mutation/vitest.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner", "./test/mutation/messageIgnorer.mjs"],
  // Mutants that only change an error message's text (see the plugin).
  ignorers: ["message-text"],
  mutate: [...mutated.map((f) => `src/${f}/**/*.ts`), "!src/**/index.ts"],
  coverageAnalysis: "perTest",
  // Mutants in module-level constants (the refusal objects, bit masks, lookup tables) run when a
  // module loads, outside any test, so each would rerun the whole suite: Stryker leaves them out.
  // What they hold is data the refusal-code tests and the vectors check.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: `test/mutation/incremental/${folder}.json`,
  // One sandbox folder per rule-core folder, so that two folders can be tested at the same time.
  tempDirName: `.stryker-tmp/${folder}`,
  // The machine's cores are shared: at most two test processes.
  concurrency: 2,
  timeoutMS: 5_000,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: `reports/mutation/${folder}.html` },
  jsonReporter: { fileName: `reports/mutation/${folder}.json` },
  thresholds: { high: 95, low: 90, break: null },
  cleanTempDir: "always",
};
