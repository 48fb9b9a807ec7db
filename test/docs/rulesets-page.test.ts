import { readFileSync } from "node:fs";
import { presets } from "burraco";
import { describe, expect, it } from "vitest";

const page = readFileSync(new URL("../../docs/guides/rulesets.md", import.meta.url), "utf8");

// The options table must list every field of the ruleset with its classic default.
describe("docs/guides/rulesets.md", () => {
  for (const [field, value] of Object.entries(presets.classic)) {
    it(`documents ${field} with its default`, () => {
      const row = page.split("\n").find((line) => line.startsWith(`| \`${field}\` |`));
      expect(row, `no row for ${field}`).toBeDefined();
      expect(row).toContain(`\`${JSON.stringify(value)}\``);
    });
  }
  for (const name of Object.keys(presets)) {
    it(`documents preset ${name}`, () => {
      expect(page).toContain(`| \`${name}\` |`);
    });
  }
});
