import fc from "fast-check";

// Property tests are deterministic by default. Override with FC_SEED / FC_NUM_RUNS,
// e.g. `FC_SEED=$RANDOM FC_NUM_RUNS=1000 npm run test:unit`.
// A test may still pass its own `numRuns` (local parameters win over the global ones).
const seed = Number(process.env.FC_SEED ?? 20261130);
const numRuns = Number(process.env.FC_NUM_RUNS ?? 100);

fc.configureGlobal({
  seed: Number.isInteger(seed) ? seed : 20261130,
  ...(Number.isInteger(numRuns) && numRuns > 0 ? { numRuns } : {}),
});
