/**
 * Every error code in `errorCodes` is one the library can give: a code no source file produces is
 * dead weight that translations and callers would handle for nothing (issue 20).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { errorCodes } from "burraco";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("../../src/", import.meta.url));

/** The text of every source file except the code list itself and the texts for players. */
function producers(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : producers(path);
    return entry.name.endsWith(".ts") && path !== join(src, "result.ts") ? [readFileSync(path, "utf8")] : [];
  });
}

describe("error codes", () => {
  const texts = producers();
  it.each([...errorCodes])("%s is produced by some source file", (code) => {
    expect(texts.some((text) => text.includes(`"${code}"`))).toBe(true);
  });
});
