/**
 * The bots guide's TypeScript recipe (issue 37): a user's bot in TypeScript (docs/examples/ts-bot),
 * compiled to JavaScript and run by plain `node` against the expert panel on worker threads, gives
 * every pairing's figures without a bot error, the very figures of one run in this thread.
 * The compile here bundles the library's source in (the package is not built during unit tests);
 * `npm run typecheck` type-checks the same files as a user's `tsc` would.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { presets } from "burraco";
import { bots, panel } from "burraco/bots";
import { arena } from "burraco/sim";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { myBot } from "../../docs/examples/ts-bot/myBot.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const out = mkdtempSync(join(tmpdir(), "burraco-ts-bot-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("a bot written in TypeScript, against the panel on worker threads", () => {
  it("compiles to JavaScript and runs under node: every panel bot played, no bot error, one run's figures", async () => {
    await build({
      entryPoints: [join(root, "docs/examples/ts-bot/panelArena.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outdir: out,
      outExtension: { ".js": ".mjs" },
      tsconfig: join(root, "tsconfig.json"),
      logLevel: "silent",
    });
    const deals = 3;
    const { stdout } = await promisify(execFile)(process.execPath, [join(out, "panelArena.mjs"), String(deals), "2"], {
      timeout: 60_000,
    });
    const lines = stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.opponent)).toEqual([...panel]);
    for (const line of lines) {
      expect(line.handsPlayed).toBe(2 * deals);
      expect(line.botErrors).toEqual([0, 0]);
      // The same deals and seats in this thread, with the same bots: the same margin.
      const here = arena({
        bots: [myBot, bots[line.opponent as (typeof panel)[number]]],
        ruleset: presets.classic,
        seed: "my-bot",
        dealCount: deals,
        duplicate: true,
      });
      expect(here.ok).toBe(true);
      expect(line.margin).toBe(here.value?.margin);
      expect(line.ci95).toEqual(here.value?.ci95);
    }
  });
});
