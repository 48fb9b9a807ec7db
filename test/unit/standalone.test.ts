/**
 * The repository stands on its own: no source, test, script or doc cites a file that is not in it
 * (the design notes and the shared rule sources the project was started from live outside).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const tracked = execFileSync("git", ["ls-files", "src", "test", "scripts", "docs", "playground", "README.md"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((f) => /\.(ts|mjs|md|html)$/.test(f) && !f.includes("test/mutation/incremental/"))
  .filter((f) => f !== "test/unit/standalone.test.ts");

describe("the repository stands on its own", () => {
  it("lists its files", () => {
    expect(tracked.length).toBeGreaterThan(100);
  });
  it("cites no file outside it (the design notes, the shared folder beside the checkout)", () => {
    const outside = new RegExp(["DESIGN", "\\.md|\\.\\./", "shared/"].join(""));
    const citing = tracked.filter((f) => outside.test(readFileSync(`${root}${f}`, "utf8")));
    expect(citing).toEqual([]);
  });
});
