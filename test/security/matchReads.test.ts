/**
 * Issue 29, E8: match objects were copied whole before being refused: checkMatch, startHand and
 * recordHandLog read every key of a 990,000-key object first (seconds of work). Reading stops at
 * the first budget exceeded: an object's keys are counted before any field is read, an array's
 * length before any item. Asserted on work done (trap calls of a Proxy), never on time.
 */
import { checkMatch, recordHandLog, startHand } from "burraco";
import { describe, expect, it } from "vitest";
import { startMatch } from "../helpers/match.js";

/** A Proxy over `target` that counts every field read (get and descriptor traps). */
function counted<T extends object>(target: T): { proxy: T; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(target, {
    get(t, k, r) {
      reads++;
      return Reflect.get(t, k, r);
    },
    getOwnPropertyDescriptor(t, k) {
      reads++;
      return Reflect.getOwnPropertyDescriptor(t, k);
    },
  });
  return { proxy, reads: () => reads };
}

/** A match with `n` more fields, each a small number. */
function wide(n: number): Record<string, unknown> {
  const match: Record<string, unknown> = { ...startMatch({ seed: 29 }) };
  for (let i = 0; i < n; i++) match[`k${i}`] = i;
  return match;
}

describe("E8: reading a match stops at the first budget exceeded", () => {
  // 100,000 keys rather than 990,000: enumerating the keys (one engine call) is the floor, and the claim is about the reads.
  const big = wide(100_000);

  it("E8: checkMatch, startHand and recordHandLog refuse a 100,000-key match reading at most a few fields", () => {
    for (const run of [
      (m: unknown) => checkMatch(m),
      (m: unknown) => startHand(m as never),
      (m: unknown) => recordHandLog(m as never, []),
    ]) {
      const { proxy, reads } = counted(big);
      const r = run(proxy);
      expect(r.error?.code).toBe("match/invalid");
      expect(r.error?.message).toMatch(/fields, at most/);
      expect(reads()).toBeLessThan(10);
    }
  });

  it("E8: a nested record with 50,000 keys is refused before its fields are read", () => {
    const match = { ...startMatch({ seed: 29 }) } as Record<string, unknown>;
    const inner: Record<string, unknown> = {};
    for (let i = 0; i < 50_000; i++) inner[`k${i}`] = i;
    const { proxy, reads } = counted(inner);
    match.ruleset = proxy;
    expect(checkMatch(match).error?.code).toBe("match/invalid");
    expect(reads()).toBeLessThan(10);
  });

  it("E8: a real match still reads whole", () => {
    expect(checkMatch(startMatch({ seed: 29 })).ok).toBe(true);
  });
});
