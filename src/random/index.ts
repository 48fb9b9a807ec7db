export * from "./prng.js";
export { MAX_SEED_LENGTH, parseSeed, randomSeed, type Seed, seedBytes } from "./seed.js";
