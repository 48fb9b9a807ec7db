/**
 * A small run of the fuzzer of `npm run fuzz` (which runs a million actions): legal, near-legal,
 * hostile and garbage actions over hands of every preset.
 */
import { describe, expect, it } from "vitest";
import { runFuzz } from "./fuzz.js";

describe("fuzzing apply", () => {
  it("4,000 mixed actions: no throw, no changed input, no getter run twice for a field (issue 26), no inconsistent state, no engine fault", () => {
    const r = runFuzz(4000, "suite");
    expect(r.examples).toEqual([]);
    expect([r.throws, r.mutatedInputs, r.getterReruns, r.inconsistent, r.faults]).toEqual([0, 0, 0, 0, 0]);
    expect(r.tried).toBe(4000);
    // The mix must really reach the rules: a fair share of the actions is accepted.
    expect(r.accepted).toBeGreaterThan(1000);
  });
});
