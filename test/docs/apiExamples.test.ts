/**
 * The API docs' `@example` blocks are code that compiles and runs (issue 20): every example on a
 * public export is type-checked, in one program, as a user's module importing the package by name,
 * then run, with each trailing `// value` comment asserted. How an example becomes a module is
 * described in apiExamples.ts. The modules are written to test-output/api-examples/ (ignored by
 * git) to be run; an error names the example's line in src/.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type ExampleModule,
  exampleModule,
  type FoundExample,
  inventory,
  moduleFile,
  readExpected,
  relativeImport,
  root,
  typeCheck,
} from "./apiExamples.js";
import { checksRun } from "./exampleRuntime.js";

const dir = join(root, "test-output", "api-examples");
const runtime = relativeImport(moduleFile(dir, 0), join(root, "test", "docs", "exampleRuntime.ts")).replace(
  /\.ts$/,
  ".js",
);
const inv = inventory();
const publicExamples = inv.examples.filter((e) => e.entry !== undefined);
const modules: ExampleModule[] = publicExamples.map((e) => exampleModule(inv, e, runtime));

// Wrong examples the check must catch, checked with the real ones (same program, same runner).
const wrong = (name: string, code: string): ExampleModule => {
  const example: FoundExample = {
    where: `wrong example ${name}`,
    file: `wrong example ${name}`,
    line: 1,
    subject: name,
    entry: "burraco",
    code: code.split("\n"),
    lines: code.split("\n").map((_, i) => i + 1),
  };
  return exampleModule(inv, example, runtime);
};
const wrongValue = wrong("value", "isCardId(108); // true");
const skipped = wrong(
  "skipped",
  'const dealt = newHand({ seed: 1 });\nif (!dealt.ok) dealt.error.code; // "input/invalid"',
);
const mistyped = wrong("type", "const state = newHand({ seed: 1 });\nviewFor(state, 0);");
const all = [...modules, wrongValue, skipped, mistyped];

describe("API examples", () => {
  beforeAll(() => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    all.forEach((m, i) => {
      writeFileSync(moduleFile(dir, i), m.runnable);
    });
    // Examples may print; the test output stays quiet.
    for (const method of ["log", "info", "warn", "error", "table"] as const)
      vi.spyOn(console, method).mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("are only on public exports (an internal one is never shown, so nothing keeps it right)", () => {
    const internal = inv.examples.filter((e) => e.entry === undefined).map((e) => `${e.where} (${e.subject})`);
    expect(internal).toEqual([]);
  });

  it("document every public export", () => {
    expect(inv.withoutExample).toEqual([]);
  });

  it("have only literal values in their value comments", () => {
    expect(modules.flatMap((m) => m.problems)).toEqual([]);
  });

  it("type-check as a user's code, importing the package by name", () => {
    expect(modules.length).toBeGreaterThan(100);
    const errors = typeCheck(inv, all, dir);
    expect(errors.slice(0, modules.length).flat()).toEqual([]);
    // The one with a type error is caught; the others are well typed and fail only when run.
    expect(errors.slice(modules.length).map((e) => e.length > 0)).toEqual([false, false, true]);
  });

  modules.forEach((m, i) => {
    const checked = m.checks.length ? `, ${m.checks.length} value(s) checked` : "";
    it(`${m.example.where} (${m.example.subject}) runs${checked}`, async () => {
      await import(/* @vite-ignore */ moduleFile(dir, i));
      const ran = checksRun();
      expect(
        m.checks.filter((c) => !ran.has(c)),
        "value comments that never ran",
      ).toEqual([]);
    });
  });

  it("fail on a wrong value, and find a value comment that never ran", async () => {
    await expect(import(/* @vite-ignore */ moduleFile(dir, modules.length))).rejects.toThrow(/the value the example/);
    await import(/* @vite-ignore */ moduleFile(dir, modules.length + 1));
    expect(skipped.checks).toHaveLength(1);
    expect(checksRun().has(skipped.checks[0] as string)).toBe(false);
  });
});

describe("value comments", () => {
  it("read literals, partial values and prose", () => {
    expect(readExpected(" true")).toEqual({ js: "true" });
    expect(readExpected(" [18, 11]")).toEqual({ js: "[18, 11]" });
    expect(readExpected(" 1: the player left of the dealer")).toEqual({ js: "1" });
    expect(readExpected(' { ok: false, error: { code: "x", … } }')).toEqual({
      js: '{ "ok": false, "error": __partial({ "code": "x" }) }',
    });
    expect(readExpected(' "token 2 …"')).toEqual({ js: '__startsWith("token 2 ")' });
    expect(readExpected(" [1, …]")).toEqual({ js: "__prefix([1])" });
    expect(readExpected(" the state after the draw")).toBeNull();
    expect(readExpected(" 3 cards")).toHaveProperty("error");
    expect(readExpected(" { ok: true, value: the same pad }")).toHaveProperty("error");
  });
});
