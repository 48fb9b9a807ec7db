/**
 * Issue 29, E14: the public signatures carry real types (the run-time checks stay, for JavaScript
 * callers), and no type a public signature names is missing from the entries. The `expectTypeOf`
 * lines are checked by `tsc --noEmit`; the API report is read at run time.
 */
import { readFileSync } from "node:fs";
import { type DealClaim, type PlayerView, type Ruleset, victoryPoints } from "burraco";
import { victoryPoints as scoringVictoryPoints } from "burraco/scoring";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { RulesetChoicesOutOfStep } from "../../src/rules/ruleset.js";

describe("E14 public types", () => {
  it("E14 victoryPoints takes a number and a hand count of 2, 3 or 4, and still checks both at run time", () => {
    expectTypeOf(victoryPoints).parameter(0).toEqualTypeOf<number>();
    expectTypeOf(victoryPoints).parameter(1).toEqualTypeOf<2 | 3 | 4>();
    expectTypeOf(scoringVictoryPoints).toEqualTypeOf(victoryPoints);
    // A JavaScript caller (or a value read from JSON) is still refused, not trusted.
    expect(victoryPoints("45" as never, 2).error?.code).toBe("vp/invalid");
    expect(victoryPoints(45, 5 as never).error?.code).toBe("vp/invalid");
    expect(victoryPoints(45, 2).value).toEqual([11, 9]);
  });

  it("E14 DealClaim's view is a PlayerView and its ruleset a Ruleset, as for newHand", () => {
    expectTypeOf<DealClaim["view"]>().toEqualTypeOf<PlayerView>();
    expectTypeOf<DealClaim["ruleset"]>().toEqualTypeOf<Ruleset | undefined>();
  });

  it("E14 Ruleset spells out each option's values, equal to the lists its checks read", () => {
    expectTypeOf<Ruleset["players"]>().toEqualTypeOf<2 | 3 | 4>();
    expectTypeOf<Ruleset["timeOutRound"]>().toEqualTypeOf<"fibur" | "full-round">();
    expectTypeOf<RulesetChoicesOutOfStep>().toEqualTypeOf<never>();
  });

  it("E14 every type named in the API report is exported by an entry (or built into TypeScript)", () => {
    const report = readFileSync(new URL("../../docs/api-report/api.md", import.meta.url), "utf8");
    const code = [...report.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? "").join("\n");
    const declared = /^(?:type|interface|function|const|class|enum) ([A-Za-z_$][\w$]*)/gm;
    const exported = new Set([...code.matchAll(declared)].map((m) => m[1]));
    // Type parameters and names from TypeScript's lib and zod's (for burraco/schemas).
    const known = new Set(["Readonly", "Record", "Partial", "Pick", "Omit", "Exclude", "Extract", "Iterable"]);
    for (const name of ["Generator", "Uint8Array", "Array", "ReadonlyArray", "Error", "ZodMiniType"]) known.add(name);
    known.add("ZodTypeInternals");
    const withoutStrings = code.replace(/"[^"\n]*"/g, '""');
    const named = new Set([...withoutStrings.matchAll(/\b[A-Z][A-Za-z0-9_]*\b/g)].map((m) => m[0]));
    const generic = new Set([...withoutStrings.matchAll(/<([A-Z]\w*)(?: extends|[,>=])/g)].map((m) => m[1]));
    const missing = [...named].filter((n) => !exported.has(n) && !known.has(n) && !generic.has(n));
    expect(missing).toEqual([]);
  });
});
