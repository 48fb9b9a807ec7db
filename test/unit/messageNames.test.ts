/**
 * Issue 26: no message names a function that is not exported. A message used to recommend
 * `checkRuleset`, which a user cannot call. This scans the text of every string in src/ (comments,
 * imports and `${…}` interpolations left out) for the names of functions declared in src/, and
 * requires each one it finds to be public.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import * as root from "burraco";
import * as bots from "burraco/bots";
import * as i18n from "burraco/i18n";
import * as pad from "burraco/pad";
import * as scoring from "burraco/scoring";
import * as sim from "burraco/sim";
import * as table from "burraco/table";
import { describe, expect, it } from "vitest";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") ? [p] : [];
  });
}

const files = sources("src").map((path) => ({ path, text: readFileSync(path, "utf8") }));
const functions = new Set(
  files.flatMap(({ text }) => [...text.matchAll(/\bfunction (\w+)/g)].map((m) => m[1] as string)),
);
const exported = new Set([root, bots, i18n, pad, scoring, sim, table].flatMap((m) => Object.keys(m)));

/** The names of functions of src/ that the text of a string literal mentions, with the file. */
function named(): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    const code = text
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "")
      .replace(/^(?:import|export)\b[^;]*?\bfrom\s+"[^"]*";/gms, "");
    for (const m of code.matchAll(/(["`])((?:\\.|(?!\1).)*)\1/g)) {
      const words = (m[2] ?? "").replace(/\$\{[^}]*\}/g, " ");
      // A message has words; a lone identifier is a key or a field name.
      if (!/\s/.test(words.trim())) continue;
      for (const w of words.matchAll(/(?<![.\w])[a-z]+[A-Z]\w*\b/g))
        if (functions.has(w[0]) && !exported.has(w[0])) found.push(`${path}: ${w[0]} in ${JSON.stringify(words)}`);
    }
  }
  return found;
}

describe("messages name public functions only", () => {
  it("issue 26: no string in src/ names a function of the library that is not exported", () => {
    expect(functions.has("checkRuleset") && functions.has("newHand")).toBe(true); // the scan sees src/
    expect(exported.has("newHand") && !exported.has("checkRuleset")).toBe(true); // and the exports
    expect(named()).toEqual([]);
  });
});
