/**
 * The model's meld reader against the conformance vectors (test/fixtures/melds.json): the model
 * must pass the same vectors as the engine, so a disagreement between them is a finding about one
 * of the two, not a misread vector. Then engine and model read random groups of cards alike (§4, §5).
 */
import { readFileSync } from "node:fs";
import { analyzeMeld, parseCards, type Ruleset } from "burraco";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMeld } from "./melds.js";
import { meldOptions, rulesetOf } from "./rulesets.js";

interface MeldCase {
  readonly cards: string;
  readonly ruleset: Record<string, unknown>;
  readonly valid: boolean;
  readonly kind?: string;
  readonly burraco?: string | null;
}

const rules = (overrides: Record<string, unknown>): Ruleset => rulesetOf({ preset: "classic", ...overrides });

describe("the model's meld reader (RULES.md §4, §5)", () => {
  it("R4 R5 passes every meld conformance vector", () => {
    const fixture = JSON.parse(readFileSync(new URL("../fixtures/melds.json", import.meta.url), "utf8")) as {
      cases: MeldCase[];
    };
    for (const c of fixture.cases) {
      const cards = parseCards(c.cards);
      if (!cards.ok) throw new Error(c.cards);
      const r = readMeld(cards.value, rules(c.ruleset));
      const got = r === null ? { valid: false } : { valid: true, kind: r.kind, burraco: r.burraco };
      const want = c.valid ? { valid: true, kind: c.kind, burraco: c.burraco ?? null } : { valid: false };
      expect(got, `${c.cards} ${JSON.stringify(c.ruleset)}`).toEqual(want);
    }
  });

  it("R4 R5 engine and model agree on random groups of 3–14 cards near runs and sets", () => {
    const rulesArb = fc.record(meldOptions).map((options) => rules(options));
    // A run or set shape with a few cards swapped for wildcards, 2s or strays, then shuffled.
    const card = (rank: number, suit: number, copy: number) =>
      rank === 0 ? 104 + (copy % 4) : (copy % 2) * 52 + suit * 13 + (rank - 1);
    const groupArb = fc
      .record({
        set: fc.boolean(),
        suit: fc.integer({ min: 0, max: 3 }),
        start: fc.integer({ min: 1, max: 13 }),
        length: fc.integer({ min: 3, max: 14 }),
        swaps: fc.array(
          fc.record({
            at: fc.nat(),
            rank: fc.integer({ min: 0, max: 13 }),
            suit: fc.integer({ min: 0, max: 3 }),
            copy: fc.nat(3),
          }),
          { maxLength: 3 },
        ),
        order: fc.array(fc.nat()),
      })
      .map(({ set, suit, start, length, swaps, order }) => {
        const cards: number[] = [];
        for (let i = 0; i < length; i++) {
          if (set) cards.push(card(start === 2 ? 3 : start, i % 4, Math.floor(i / 4) % 2));
          else {
            const p = start + i;
            if (p > 14) break;
            cards.push(card(p === 14 ? 1 : p, suit, p === 14 ? 1 : 0));
          }
        }
        for (const s of swaps) cards[s.at % cards.length] = card(s.rank, s.suit, s.copy);
        const unique = [...new Set(cards)];
        return unique
          .map((id, i) => [order[i] ?? i, id] as const)
          .sort((a, b) => a[0] - b[0])
          .map(([, id]) => id);
      });
    fc.assert(
      fc.property(rulesArb, groupArb, (rs, cards) => {
        const engine = analyzeMeld(cards, rs);
        const model = readMeld(cards, rs);
        const got = engine.ok
          ? {
              kind: engine.value.kind,
              burraco: engine.value.burraco,
              wildcards: engine.value.wildcard === null ? 0 : 1,
            }
          : null;
        const want = model === null ? null : { kind: model.kind, burraco: model.burraco, wildcards: model.wildcards };
        expect(got, `${JSON.stringify(cards)}`).toEqual(want);
      }),
      { numRuns: (fc.readConfigureGlobal().numRuns ?? 100) * 20 },
    );
  });
});
