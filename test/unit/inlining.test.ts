/**
 * `nextState` stays small enough for V8 to inline it (docs/performance.md, "The checked path"):
 * V8 inlines a function of at most 460 bytes of bytecode, and once the known cards and time out
 * took it to 465 bytes every reducer called it out of line and `apply` of listed actions ran at
 * about half its speed. Not a timing: the bytecode length Node prints for the compiled function.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";

/** V8's default `--max-inlined-bytecode-size`. */
const INLINE_LIMIT = 460;

const source = fileURLToPath(new URL("../../src/reducers/nextState.ts", import.meta.url));

function bytecodeLength(ts: string, name: string, call: string): number {
  const js = transformSync(ts, { loader: "ts", format: "esm" }).code;
  const dir = mkdtempSync(join(tmpdir(), "burraco-inline-"));
  try {
    const file = join(dir, "probe.mjs");
    writeFileSync(file, `${js}\n${call}\n`);
    const out = execFileSync(process.execPath, ["--print-bytecode", `--print-bytecode-filter=${name}`, file], {
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    });
    const m = /Bytecode length: (\d+)/.exec(out);
    if (m === null) throw new Error(`no bytecode printed for ${name}`);
    return Number(m[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("hot paths stay inlinable", () => {
  it("nextState compiles to at most V8's inlining limit of bytecode", () => {
    const length = bytecodeLength(
      readFileSync(source, "utf8"),
      "nextState",
      "nextState({}, { phase: 'play', held: [] });",
    );
    expect(length).toBeGreaterThan(100);
    expect(length).toBeLessThanOrEqual(INLINE_LIMIT);
  });
});
