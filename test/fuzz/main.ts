/**
 * `npm run fuzz [count] [seed]`: one million actions (by default) against the engine, from hands of
 * every preset; prints the counts that must be 0 and the throughput, and fails when one is not.
 */
import { runFuzz } from "./fuzz.js";

const count = Number(process.argv[2] ?? 1_000_000);
const seed = process.argv[3] ?? "fuzz";
const r = runFuzz(count, seed);
console.log(`actions tried:           ${r.tried}`);
console.log(`accepted:                ${r.accepted}`);
console.log(`throws:                  ${r.throws}`);
console.log(`mutated inputs:          ${r.mutatedInputs}`);
console.log(`getters / get traps run twice for a field: ${r.getterReruns}`);
console.log(`accepted-but-inconsistent or state/invalid: ${r.inconsistent}`);
console.log(`engine faults:           ${r.faults}`);
console.log(`throughput:              ${Math.round(r.tried / r.seconds)} actions/s (${r.seconds.toFixed(1)} s)`);
for (const e of r.examples) console.log(`  e.g. ${e}`);
process.exitCode = r.throws + r.mutatedInputs + r.getterReruns + r.inconsistent + r.faults === 0 ? 0 : 1;
