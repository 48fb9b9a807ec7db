/**
 * Conformance vectors for meld analysis (RULES.md §4–§5): every case of test/fixtures/melds.json.
 * `analyzeMeld(parseCards(cards), defineRuleset(ruleset))` must agree on valid / kind / burraco.
 */
import { readFileSync } from "node:fs";
import { analyzeMeld, type BurracoClass, defineRuleset, type MeldKind, parseCards } from "burraco";
import { describe, expect, it } from "vitest";

interface MeldCase {
  readonly cards: string;
  readonly ruleset: Record<string, unknown>;
  readonly valid: boolean;
  readonly kind?: MeldKind;
  readonly burraco?: BurracoClass | null;
  readonly note?: string;
}

interface MeldFixture {
  readonly cases: readonly MeldCase[];
}

const fixture = JSON.parse(readFileSync(new URL("../fixtures/melds.json", import.meta.url), "utf8")) as MeldFixture;

function caseName(c: MeldCase): string {
  const overrides = Object.keys(c.ruleset).length === 0 ? "" : ` ${JSON.stringify(c.ruleset)}`;
  return `${c.cards}${overrides} — ${c.note ?? ""} → ${c.valid ? `${c.kind} ${String(c.burraco)}` : "invalid"}`;
}

describe("melds.json conformance (RULES.md §4–§5)", () => {
  it("holds cases, each well formed and uniquely named", () => {
    expect(fixture.cases.length).toBeGreaterThanOrEqual(50);
    const names = new Set(fixture.cases.map(caseName));
    expect(names.size).toBe(fixture.cases.length);
    for (const c of fixture.cases) {
      expect(typeof c.cards).toBe("string");
      expect(typeof c.valid).toBe("boolean");
      if (c.valid) {
        expect(["set", "run"]).toContain(c.kind);
        expect(c.burraco === null || typeof c.burraco === "string").toBe(true);
      }
    }
  });

  for (const c of fixture.cases) {
    it(caseName(c), () => {
      const cards = parseCards(c.cards);
      if (!cards.ok) throw new Error(`fixture cards do not parse: ${cards.error.message}`);
      const ruleset = defineRuleset(c.ruleset);
      if (!ruleset.ok) throw new Error(`fixture ruleset refused: ${ruleset.error.message}`);
      const result = analyzeMeld(cards.value, ruleset.value);
      if (!c.valid) {
        expect(result.ok, "expected the meld to be refused").toBe(false);
        if (!result.ok) expect(result.error.code).toMatch(/^meld\//);
        return;
      }
      if (!result.ok)
        throw new Error(`expected a valid ${c.kind}, refused: ${result.error.code} ${result.error.message}`);
      expect(result.value.kind).toBe(c.kind);
      expect(result.value.burraco).toBe(c.burraco);
      expect([...result.value.cards].sort((a, b) => a - b)).toEqual([...cards.value].sort((a, b) => a - b));
    });
  }
});
