/**
 * scoreCount (RULES.md R9.9): the lines of a real table's count, and every count no hand could
 * produce refused with the rule it breaks; the input read once (getters, Proxies, huge values).
 */
import { defineRuleset, presets, type Ruleset } from "burraco";
import { type SideCount, scoreCount } from "burraco/scoring";
import { describe, expect, it } from "vitest";

const closer: SideCount = {
  meldPoints: 185,
  burraco: ["clean", "dirty"],
  closed: true,
  pozzetto: "taken",
  unplayedPoints: 0,
  handPoints: 10, // the closer holds none, the partner 10 (R3.1)
  penaltyPoints: 0,
};
/** A closer at two or three players: no card left (R7.1). */
const soloCloser: SideCount = { ...closer, handPoints: 0 };
const other: SideCount = {
  meldPoints: 70,
  burraco: [],
  closed: false,
  pozzetto: "not-taken",
  unplayedPoints: 0,
  handPoints: 45,
  penaltyPoints: 10,
};

/** A vetted ruleset from overrides (scoreCount takes presets and defineRuleset's rulesets only). */
const rules = (overrides: Parameters<typeof defineRuleset>[0]): Ruleset => defineRuleset(overrides).value as Ruleset;

function refusal(
  counts: unknown,
  ruleset: Ruleset = presets.classic,
): { code: string; message: string; rule?: string } {
  const r = scoreCount(counts as SideCount[], ruleset);
  if (r.ok) throw new Error("expected a refusal");
  return r.error;
}

describe("scoreCount lines", () => {
  it("R9.1–R9.8 every line from the count and the ruleset, the total their sum (R9.7)", () => {
    const r = scoreCount([closer, other], presets.classic);
    expect(r.value).toEqual({
      ended: true,
      sides: [
        {
          side: 0,
          seats: [0, 2],
          meldPoints: 185,
          burraco: [
            { meld: 0, class: "clean", bonus: 200 },
            { meld: 1, class: "dirty", bonus: 100 },
          ],
          burracoBonus: 300,
          closing: 100,
          handPenalty: -10,
          pozzettoPenalty: 0,
          unplayedPozzetto: 0,
          penaltyCards: 0,
          total: 575,
        },
        {
          side: 1,
          seats: [1, 3],
          meldPoints: 70,
          burraco: [],
          burracoBonus: 0,
          closing: 0,
          handPenalty: -45,
          pozzettoPenalty: -100,
          unplayedPozzetto: 0,
          penaltyCards: -10,
          total: -85,
        },
      ],
    });
  });

  it("R9.6 an unplayed pozzetto costs its points, or 100 under flat-100", () => {
    const pending: SideCount = { ...other, pozzetto: "unplayed", unplayedPoints: 120 };
    expect(scoreCount([closer, pending], presets.classic).value?.sides[1]).toMatchObject({
      pozzettoPenalty: 0,
      unplayedPozzetto: -120,
      total: 70 - 45 - 120 - 10,
    });
    const flat = rules({ unplayedPozzetto: "flat-100" });
    expect(scoreCount([closer, pending], flat).value?.sides[1]?.unplayedPozzetto).toBe(-100);
  });

  it("R5.7 bonuses and penalties come from the ruleset", () => {
    const rs = rules({ cleanBurracoBonus: 250, closingBonus: 50, pozzettoPenalty: 75 });
    const sides = scoreCount([closer, other], rs).value?.sides;
    expect(sides?.[0]).toMatchObject({ burracoBonus: 350, closing: 50 });
    expect(sides?.[1]?.pozzettoPenalty).toBe(-75);
  });

  it("R11.1 three players: three sides, one seat each; R2.1 two players: two", () => {
    const lone = { ...other, penaltyPoints: 0 };
    const three = scoreCount([soloCloser, lone, { ...lone, pozzetto: "taken" }], presets.threePlayers);
    expect(three.value?.sides.map((s) => s.seats)).toEqual([[0], [1], [2]]);
    expect(scoreCount([soloCloser, lone], presets.twoPlayers).value?.sides.map((s) => s.seats)).toEqual([[0], [1]]);
  });

  it("does not mutate its input and returns fresh data", () => {
    const counts = [structuredClone(closer), structuredClone(other)];
    const before = structuredClone(counts);
    const r = scoreCount(Object.freeze(counts.map((c) => Object.freeze(c))), presets.classic);
    expect(r.ok).toBe(true);
    expect(counts).toEqual(before);
    expect(r.value?.sides[0]?.burraco).not.toBe(closer.burraco);
  });
});

describe("scoreCount refuses a count no hand could produce (R9.9)", () => {
  it("R1.2 card points are whole, non-negative multiples of 5", () => {
    for (const bad of [7, -5, 2.5])
      for (const field of ["meldPoints", "handPoints", "unplayedPoints", "penaltyPoints"]) {
        const count =
          field === "unplayedPoints" ? { ...other, pozzetto: "unplayed", [field]: bad } : { ...other, [field]: bad };
        expect(refusal([closer, count])).toMatchObject({ code: "count/invalid", rule: "R1.2" });
      }
  });

  it("R1.1 all points counted together are at most the deck's 1,080", () => {
    expect(refusal([{ ...closer, meldPoints: 1085 }, other])).toMatchObject({ rule: "R1.1" });
    // 700 + 10 on the closer's side, 70 + 295 + 10 on the other: 1,085; with 290 in hand, exactly the deck's 1,080.
    expect(
      refusal([
        { ...closer, meldPoints: 700 },
        { ...other, handPoints: 295 },
      ]),
    ).toMatchObject({ rule: "R1.1" });
    expect(
      scoreCount(
        [
          { ...closer, meldPoints: 700 },
          { ...other, handPoints: 290 },
        ],
        presets.classic,
      ).ok,
    ).toBe(true);
    expect(refusal([{ ...closer, meldPoints: 1e300 }, other])).toMatchObject({ rule: "R1.1" });
  });

  it("R5.1 a burraco is 7 cards: a clean and a dirty one are at least 35 + 50 melded points", () => {
    expect(refusal([{ ...closer, meldPoints: 80 }, other])).toMatchObject({ rule: "R5.1" });
    expect(scoreCount([{ ...closer, meldPoints: 85 }, other], presets.classic).ok).toBe(true);
  });

  it("R5.3 R5.5 R5.6 a burraco class the ruleset does not score is refused", () => {
    const noSemi = defineRuleset({ semiClean: false }).value as Ruleset;
    expect(refusal([{ ...closer, burraco: ["semi-clean"] }, other], noSemi)).toMatchObject({ rule: "R5.3" });
    expect(refusal([{ ...closer, burraco: ["royal"] }, other])).toMatchObject({ rule: "R5.5" });
    expect(refusal([{ ...closer, burraco: ["super"] }, other])).toMatchObject({ rule: "R5.6" });
    const both = rules({ royalBurraco: 300, superBurraco: 250 });
    expect(scoreCount([{ ...closer, burraco: ["royal", "super"] }, other], both).value?.sides[0]?.burracoBonus).toBe(
      550,
    );
  });

  it("R7.1 at most one side closed", () => {
    const second = { ...closer, meldPoints: 100, burraco: ["clean" as const] };
    expect(refusal([closer, second])).toMatchObject({
      rule: "R7.1",
      message: expect.stringMatching(/two sides closed/),
    });
  });

  it("R7.1 the closer took its pozzetto and holds a burraco that may close", () => {
    expect(refusal([{ ...closer, pozzetto: "not-taken" }, other])).toMatchObject({ rule: "R7.1" });
    expect(refusal([{ ...closer, burraco: [] }, other])).toMatchObject({ rule: "R7.1" });
    const cleanOnly = rules({ closeRequires: "clean-burraco" });
    expect(refusal([{ ...closer, burraco: ["dirty"] }, other], cleanOnly)).toMatchObject({ rule: "R7.1" });
    expect(scoreCount([closer, other], cleanOnly).ok).toBe(true);
    // A pozzetto taken on discard and unplayed still lets the side close (R7.1), with 4 players.
    expect(scoreCount([{ ...closer, pozzetto: "unplayed", unplayedPoints: 60 }, other], presets.classic).ok).toBe(true);
  });

  it("R7.1 with 2 or 3 players the closer holds no card; with 4 its partner may", () => {
    const lone = { ...other, penaltyPoints: 0 };
    expect(refusal([{ ...closer, handPoints: 5 }, lone], presets.twoPlayers)).toMatchObject({ rule: "R7.1" });
    expect(refusal([{ ...soloCloser, pozzetto: "unplayed", unplayedPoints: 60 }, lone], presets.twoPlayers)).toMatchObject({
      rule: "R7.1",
    });
    expect(refusal([{ ...closer, handPoints: 5 }, lone, lone], presets.threePlayers)).toMatchObject({ rule: "R7.1" });
    expect(scoreCount([{ ...closer, handPoints: 5 }, other], presets.classic).ok).toBe(true);
  });

  it("R9.6 a side without an unplayed pozzetto has no unplayed points", () => {
    expect(refusal([closer, { ...other, unplayedPoints: 60 }])).toMatchObject({ rule: "R9.6" });
    expect(refusal([{ ...closer, unplayedPoints: 60 }, other])).toMatchObject({ rule: "R9.6" });
  });

  it("R2.2 an unplayed pozzetto holds what its 11 (with 3 players 11 or 18) cards can", () => {
    const pending = (unplayedPoints: number): SideCount => ({ ...other, pozzetto: "unplayed", unplayedPoints });
    expect(refusal([closer, pending(50)])).toMatchObject({ rule: "R2.2" });
    // 11 highest cards: 4 jokers and 7 twos, 260 points.
    expect(scoreCount([closer, pending(260)], presets.classic).ok).toBe(true);
    expect(refusal([closer, pending(265)])).toMatchObject({ rule: "R2.2" });
    const lone = { ...other, penaltyPoints: 0 };
    // 18 highest: 4 jokers, 8 twos, 6 aces, 370 points.
    expect(scoreCount([soloCloser, pending(370), lone], presets.threePlayers).ok).toBe(true);
    expect(refusal([soloCloser, pending(375), lone], presets.threePlayers)).toMatchObject({ rule: "R2.2" });
  });

  it("R11.2 three players: the deal has two pozzetti", () => {
    const taken = { ...other, pozzetto: "taken" as const, penaltyPoints: 0 };
    expect(refusal([soloCloser, taken, taken], presets.threePlayers)).toMatchObject({ rule: "R11.2" });
  });

  it("R2.1 R11.1 one count per side of the table", () => {
    expect(refusal([closer])).toMatchObject({ rule: "R2.1" });
    expect(refusal([closer, other, other], presets.classic)).toMatchObject({ rule: "R2.1" });
    expect(refusal([closer, other], presets.threePlayers)).toMatchObject({ rule: "R11.1" });
  });
});

describe("scoreCount reads its input once (§13: malformed input names no rule)", () => {
  it("wrong types, unknown and missing fields are count/invalid without a rule", () => {
    for (const bad of [
      null,
      "counts",
      {},
      [closer, null],
      [closer, { ...other, closed: "yes" }],
      [closer, { ...other, pozzetto: "maybe" }],
      [closer, { ...other, burraco: ["shiny"] }],
      [closer, { ...other, burraco: "clean" }],
      [closer, { ...other, meldPoints: "70" }],
      [closer, { ...other, meldPoints: Number.NaN }],
      [closer, { ...other, extra: 1 }],
      [closer, (({ penaltyPoints: _, ...rest }) => rest)(other)],
    ]) {
      const e = refusal(bad);
      expect(e.code).toBe("count/invalid");
      expect(e.rule).toBeUndefined();
    }
  });

  it("a getter is refused, never run; a Proxy trap never runs", () => {
    let ran = 0;
    const sneaky = Object.defineProperty({ ...other }, "handPoints", {
      enumerable: true,
      get() {
        ran++;
        return 0;
      },
    });
    expect(refusal([closer, sneaky]).message).toMatch(/getter/);
    const trapped = new Proxy(
      { ...other },
      {
        get(target, key, receiver) {
          ran++;
          return Reflect.get(target, key, receiver);
        },
      },
    );
    expect(scoreCount([closer, trapped], presets.classic).value?.sides[1]?.total).toBe(-85);
    const throwing = new Proxy([closer, other], {
      getOwnPropertyDescriptor() {
        throw new Error("boom");
      },
    });
    expect(refusal(throwing).code).toBe("count/invalid");
    expect(ran).toBe(0);
  });

  it("huge lists cost nothing: the length is checked before any item is read", () => {
    expect(refusal(new Array(1e6)).message).toMatch(/at most 4/);
    expect(refusal([{ ...closer, burraco: new Array(1e6) }, other]).message).toMatch(/at most 15/);
  });

  it("a ruleset that is not a preset or from defineRuleset is ruleset/invalid", () => {
    expect(refusal([closer, other], { players: 5 } as unknown as Ruleset).code).toBe("ruleset/invalid");
    expect(refusal([closer, other], { ...presets.classic }).code).toBe("ruleset/invalid");
  });
});
