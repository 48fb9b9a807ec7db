/**
 * Calls written inline in the prose of the README and the guides, as `simulate({ ruleset, seed,
 * handCount })`: every field named must be an option of that public function (issue 29, E10: the
 * bots guide wrote `hands`, which no block caught because prose is not an example file). The
 * fields are looked up in the function's first parameter type, with the compiler.
 */
import { readdirSync, readFileSync } from "node:fs";
import type ts from "typescript";
import { describe, expect, it } from "vitest";
import { inventory, root } from "./apiExamples.js";

const inv = inventory();
const checker = inv.program.getTypeChecker();

/** The public functions by name, from every entry. */
const functions = new Map<string, ts.Symbol>();
for (const names of inv.exportsOf.values())
  for (const [name, { value, symbol }] of names) if (value && !functions.has(name)) functions.set(name, symbol);

/** The option names the first parameter of a public function accepts, or null if it takes none. */
function optionNames(symbol: ts.Symbol): Set<string> | null {
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (decl === undefined) return null;
  const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
  const names = new Set<string>();
  for (const signature of type.getCallSignatures()) {
    const first = signature.getParameters()[0];
    if (first === undefined) continue;
    const options = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(first, decl));
    for (const p of checker.getPropertiesOfType(options)) names.add(p.name);
    if (options.isUnion())
      for (const t of options.types) for (const p of checker.getPropertiesOfType(t)) names.add(p.name);
  }
  return names.size === 0 ? null : names;
}

const SPAN = /`(\w+)\(\{([^`{}]*)\}[^`]*\)`/g;

/** The fields of inline calls in a text that the function does not take: `["simulate: hands"]`. */
function unknownFields(text: string): { checked: number; unknown: string[] } {
  let checked = 0;
  const unknown: string[] = [];
  for (const [, fn, inside] of text.matchAll(SPAN)) {
    const symbol = functions.get(fn as string);
    if (symbol === undefined) continue;
    const names = optionNames(symbol);
    if (names === null) continue;
    checked++;
    for (const part of (inside as string).split(",")) {
      const field = /^\s*(?:\.\.\.)?(\w+)/.exec(part)?.[1];
      if (field === undefined || part.trim().startsWith("...") || part.trim().startsWith("…")) continue;
      if (!names.has(field)) unknown.push(`${fn}: ${field}`);
    }
  }
  return { checked, unknown };
}

const markdownIn = (dir: string): string[] =>
  readdirSync(new URL(dir, `file://${root}`))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `${dir}${f}`);
const pages = ["README.md", ...markdownIn("docs/guides/")];

describe("E10: inline calls in the docs name real options", () => {
  it("E10 the check catches a wrong field (the bots guide's old `hands`)", () => {
    expect(unknownFields("`simulate({ ruleset, seed, hands, bots, onHand, keepHands })`").unknown).toEqual([
      "simulate: hands",
    ]);
    expect(unknownFields("`simulate({ ruleset, seed, handCount, bots })`")).toEqual({ checked: 1, unknown: [] });
  });

  let total = 0;
  for (const page of pages) {
    it(`E10 ${page}: every field of an inline call is an option of the function`, () => {
      const { checked, unknown } = unknownFields(readFileSync(`${root}${page}`, "utf8"));
      total += checked;
      expect(unknown).toEqual([]);
    });
  }
  it("E10 the pages hold inline calls to check", () => {
    expect(total).toBeGreaterThanOrEqual(5);
  });
});
