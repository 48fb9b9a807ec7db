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

/** A ruleset from overrides of the classic preset. */
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
    // An unplayed pozzetto's points count too (mutation testing: `- c.unplayedPoints` in the sum):
    // 900 + 5 + 200 on one side, 10 on the other, 1,115.
    const pending: SideCount = {
      ...other,
      meldPoints: 900,
      pozzetto: "unplayed",
      unplayedPoints: 200,
      handPoints: 5,
      penaltyPoints: 0,
    };
    expect(refusal([pending, { ...other, meldPoints: 0, handPoints: 10, penaltyPoints: 0 }])).toMatchObject({
      rule: "R1.1",
    });
    // 700 + 10 on the closer's side, 70 + 295 + 10 on the other: 1,085; with 290 in hand, exactly the
    // deck's 1,080, which R9.9 refuses (the pile's card, the stock's last two and the pozzetto no side
    // took are counted by nobody: 70 points at least); with 220, 1,010 is accepted.
    expect(
      refusal([
        { ...closer, meldPoints: 700 },
        { ...other, handPoints: 295 },
      ]),
    ).toMatchObject({ rule: "R1.1" });
    expect(
      refusal([
        { ...closer, meldPoints: 700 },
        { ...other, handPoints: 290 },
      ]),
    ).toMatchObject({ rule: "R9.9" });
    expect(
      scoreCount(
        [
          { ...closer, meldPoints: 700 },
          { ...other, handPoints: 220 },
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
    // A pozzetto taken on discard and unplayed still lets the side close (R7.1), with 4 players: the
    // partner holds the pozzetto and nothing else (R9.9).
    const pending: SideCount = { ...closer, pozzetto: "unplayed", unplayedPoints: 60, handPoints: 0 };
    expect(scoreCount([pending, other], presets.classic).ok).toBe(true);
  });

  it("R7.1 with 2 or 3 players the closer holds no card; with 4 its partner may", () => {
    const lone = { ...other, penaltyPoints: 0 };
    expect(refusal([{ ...closer, handPoints: 5 }, lone], presets.twoPlayers)).toMatchObject({ rule: "R7.1" });
    expect(
      refusal([{ ...soloCloser, pozzetto: "unplayed", unplayedPoints: 60 }, lone], presets.twoPlayers),
    ).toMatchObject({
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
    // 18 highest: 4 jokers, 8 twos, 6 aces, 370 points. With three players the pozzetto is its
    // holder's whole hand (R9.9).
    const alone = (points: number): SideCount => ({ ...pending(points), handPoints: 0 });
    expect(scoreCount([soloCloser, alone(370), lone], presets.threePlayers).ok).toBe(true);
    expect(refusal([soloCloser, alone(375), lone], presets.threePlayers)).toMatchObject({ rule: "R2.2" });
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

  it("issue 26: a getter or a Proxy trap runs once a field, and its value is the one counted", () => {
    let ran = 0;
    const sneaky = Object.defineProperty({ ...other }, "handPoints", {
      enumerable: true,
      get() {
        ran++;
        return ran === 1 ? other.handPoints : 1e6;
      },
    });
    expect(scoreCount([closer, sneaky], presets.classic).value?.sides[1]?.total).toBe(-85);
    expect(ran).toBe(1);
    ran = 0;
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
    expect(ran).toBe(Object.keys(other).length);
    ran = 0;
    const throwing = new Proxy([closer, other], {
      get() {
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

  it("issue 26: a ruleset is checked by value: an invalid one is ruleset/invalid, a valid copy of a preset is taken", () => {
    expect(refusal([closer, other], { players: 5 } as unknown as Ruleset).code).toBe("ruleset/invalid");
    expect(refusal([closer, other], { ...presets.classic, targetScore: 1003 }).code).toBe("ruleset/invalid");
    const copy = scoreCount([closer, other], { ...presets.classic, targetScore: 505 });
    expect(copy).toEqual(scoreCount([closer, other], presets.classic));
  });
});

/** A count: a four-player side that did not close, took its pozzetto, holds 10 points (R3.1). */
const side = (c: Partial<SideCount>): SideCount => ({
  meldPoints: 0,
  burraco: [],
  closed: false,
  pozzetto: "taken",
  unplayedPoints: 0,
  handPoints: 10,
  penaltyPoints: 0,
  ...c,
});
const accepted = (counts: readonly SideCount[], ruleset: Ruleset = presets.classic): boolean =>
  scoreCount(counts, ruleset).error === undefined;

describe("E1: scoreCount refuses every count R9.9 lists as impossible", () => {
  it("E1 R5.1 the issue's repro: 15 clean burraco on each side, 30 in all (210 cards), is refused", () => {
    const fifteen: SideCount = {
      meldPoints: 525,
      burraco: Array(15).fill("clean"),
      closed: true,
      pozzetto: "taken",
      unplayedPoints: 0,
      handPoints: 0,
      penaltyPoints: 0,
    };
    expect(refusal([fifteen, { ...fifteen, closed: false }]).code).toBe("count/invalid");
    // With the hands each player must hold (R3.1), still refused: 30 burraco are 210 cards.
    const e = refusal([
      { ...fifteen, handPoints: 10 },
      { ...fifteen, closed: false, handPoints: 10 },
    ]);
    expect(e).toMatchObject({ code: "count/invalid", rule: "R5.1" });
    expect(e.message).toMatch(/30 burraco in all/);
  });

  it("E1 R5.1 all sides together hold at most 15 burraco (108 cards)", () => {
    // 15 only where a hand can leave that few cards unmelded: two players, "pozzetto-replaces".
    const rs = rules({ players: 2, stockExhaustion: "pozzetto-replaces" });
    // At most 12 of them dirty: the deck has 12 wildcards (R9.9).
    const eight = (meldPoints: number): SideCount =>
      side({ burraco: [...Array(6).fill("dirty"), "clean", "clean"], meldPoints, handPoints: 5 });
    const seven = side({ burraco: [...Array(6).fill("dirty"), "clean"], meldPoints: 470, handPoints: 5 });
    expect(accepted([eight(520), seven], rs)).toBe(true); // 15 burraco, 105 cards worth 990 at least
    expect(refusal([eight(520), eight(550)], rs).message).toMatch(/16 burraco in all/);
  });

  it("E1 R5.1 15 burraco on one side: 105 cards are at least 990 points, not 15 × 50", () => {
    const rs = rules({ players: 2, stockExhaustion: "pozzetto-replaces" });
    const fifteen = (meldPoints: number): SideCount =>
      side({
        burraco: [...Array(12).fill("dirty"), "clean", "clean", "clean"],
        meldPoints,
        closed: true,
        handPoints: 0,
      });
    const e = refusal([fifteen(750), side({ handPoints: 5 })], rs);
    expect(e).toMatchObject({ rule: "R5.1" });
    expect(e.message).toMatch(/105 cards/);
    expect(refusal([fifteen(985), side({ handPoints: 5 })], rs)).toMatchObject({ rule: "R5.1" });
    expect(accepted([fifteen(990), side({ handPoints: 5 })], rs)).toBe(true);
  });

  it("E1 R5.1 ten burraco on 350 melded points: the cheapest 70 cards are worth 500", () => {
    const five = (meldPoints: number): SideCount => side({ burraco: Array(5).fill("clean"), meldPoints });
    expect(refusal([five(175), five(175)])).toMatchObject({ rule: "R5.1" });
    expect(refusal([five(250), five(245)])).toMatchObject({ rule: "R5.1" });
    expect(accepted([five(250), five(250)])).toBe(true);
  });

  it("E1 R5.1 a side's melded points are at least the least of its burraco by class", () => {
    const withBoth = rules({ royalBurraco: 300, superBurraco: 250 });
    const least = { clean: 35, "semi-clean": 55, dirty: 50, royal: 120, super: 40 } as const;
    for (const [cls, points] of Object.entries(least) as [keyof typeof least, number][]) {
      const one = (meldPoints: number): SideCount[] => [side({ burraco: [cls], meldPoints }), side({})];
      expect(accepted(one(points), withBoth), cls).toBe(true);
      expect(refusal(one(points - 5), withBoth), cls).toMatchObject({ rule: "R5.1" });
    }
    // Two burraco of one side add up: a clean and a dirty one are 85 at least.
    expect(refusal([side({ burraco: ["clean", "dirty"], meldPoints: 80 }), side({})])).toMatchObject({ rule: "R5.1" });
  });

  it("E1 R5.1 with runs only (allowSets off) a burraco costs more: clean 45, semi-clean 65, dirty 55", () => {
    const runsOnly = rules({ allowSets: false });
    const least = { clean: 45, "semi-clean": 65, dirty: 55 } as const;
    for (const [cls, points] of Object.entries(least) as [keyof typeof least, number][]) {
      const one = (meldPoints: number): SideCount[] => [side({ burraco: [cls], meldPoints }), side({})];
      expect(accepted(one(points), runsOnly), cls).toBe(true);
      expect(refusal(one(points - 5), runsOnly), cls).toMatchObject({ rule: "R5.1" });
    }
  });

  it("E1 R3.1 four players: a side that did not close holds at least 10 points, a closing side at least 5", () => {
    const closing = (handPoints: number): SideCount =>
      side({ burraco: ["clean"], meldPoints: 35, closed: true, handPoints });
    expect(refusal([closing(10), side({ handPoints: 0 })])).toMatchObject({ rule: "R3.1" });
    expect(refusal([closing(10), side({ handPoints: 5 })])).toMatchObject({ rule: "R3.1" });
    expect(accepted([closing(10), side({ handPoints: 10 })])).toBe(true);
    // The closer's partner holds a card.
    expect(refusal([closing(0), side({})])).toMatchObject({ rule: "R3.1" });
    expect(accepted([closing(5), side({})])).toBe(true);
  });

  it("E1 R3.1 a player whose cards are an unplayed pozzetto counts them in R9.6, not in hand", () => {
    const pending = (handPoints: number): SideCount => side({ pozzetto: "unplayed", unplayedPoints: 60, handPoints });
    const closing = side({ burraco: ["clean"], meldPoints: 35, closed: true });
    expect(accepted([closing, pending(5)])).toBe(true);
    expect(refusal([closing, pending(0)])).toMatchObject({ rule: "R3.1" });
    // The closer's partner took the pozzetto on discard: the side may hold no other card.
    expect(accepted([side({ ...closing, pozzetto: "unplayed", unplayedPoints: 60, handPoints: 0 }), side({})])).toBe(
      true,
    );
  });

  it("E1 R3.1 two and three players: a player who did not close holds at least 5 points", () => {
    const closing = side({ burraco: ["clean"], meldPoints: 35, closed: true, handPoints: 0 });
    expect(refusal([closing, side({ handPoints: 0 })], presets.twoPlayers)).toMatchObject({ rule: "R3.1" });
    expect(accepted([closing, side({ handPoints: 5 })], presets.twoPlayers)).toBe(true);
    const lone = side({ pozzetto: "not-taken", handPoints: 5 });
    expect(refusal([closing, lone, { ...lone, handPoints: 0 }], presets.threePlayers)).toMatchObject({
      rule: "R3.1",
    });
    expect(accepted([closing, lone, lone], presets.threePlayers)).toBe(true);
  });

  it("E1 R6.3 R9.9 two players: an unplayed pozzetto is its player's whole hand", () => {
    const pending = (handPoints: number): SideCount => side({ pozzetto: "unplayed", unplayedPoints: 60, handPoints });
    const closing = side({ burraco: ["clean"], meldPoints: 35, closed: true, handPoints: 0 });
    expect(refusal([closing, pending(5)], presets.twoPlayers)).toMatchObject({ rule: "R9.9" });
    expect(accepted([closing, pending(0)], presets.twoPlayers)).toBe(true);
  });

  it("E1 R11.2 three players: two unplayed pozzetti are one of 18 cards (90–370) and one of 11 (55–260)", () => {
    const pending = (unplayedPoints: number): SideCount =>
      side({ pozzetto: "unplayed", unplayedPoints, handPoints: 0 });
    const third = side({ pozzetto: "not-taken", handPoints: 5 });
    const three = (a: number, b: number): SideCount[] => [pending(a), pending(b), third];
    expect(accepted(three(90, 55), presets.threePlayers)).toBe(true);
    expect(accepted(three(55, 90), presets.threePlayers)).toBe(true);
    expect(refusal(three(85, 85), presets.threePlayers)).toMatchObject({ rule: "R11.2" });
    expect(accepted(three(370, 260), presets.threePlayers)).toBe(true);
    expect(refusal(three(265, 265), presets.threePlayers)).toMatchObject({ rule: "R11.2" });
    // Mutation testing asked for this (in11's upper bound): 300 fits 18 cards only, 270 too.
    expect(refusal(three(300, 270), presets.threePlayers)).toMatchObject({ rule: "R11.2" });
  });

  it("E1 R11.2 three players: a lone pozzetto taken is the 18-card one, unless it may have become the stock (R8.1)", () => {
    const pending = (unplayedPoints: number): SideCount =>
      side({ pozzetto: "unplayed", unplayedPoints, handPoints: 0 });
    const none = side({ pozzetto: "not-taken", handPoints: 5 });
    expect(refusal([pending(85), none, none], presets.threePlayers)).toMatchObject({ rule: "R11.2" });
    expect(accepted([pending(90), none, none], presets.threePlayers)).toBe(true);
    const replaces = rules({ players: 3, stockExhaustion: "pozzetto-replaces" });
    expect(accepted([pending(55), none, none], replaces)).toBe(true);
    // With the other pozzetto taken too, the unplayed one may be either.
    expect(accepted([pending(55), side({ handPoints: 5 }), none], presets.threePlayers)).toBe(true);
  });
});

describe("E13: scoring messages say what is wrong", () => {
  it("E13 a negative count is called negative, not 'not a multiple of 5'", () => {
    const e = refusal([closer, { ...other, handPoints: -65 }]);
    expect(e).toMatchObject({ code: "count/invalid", rule: "R1.2" });
    expect(e.message).toMatch(/handPoints: -65 is negative/);
    expect(e.message).not.toMatch(/multiple/);
    expect(refusal([closer, { ...other, handPoints: 67 }]).message).toMatch(/67 is not .*multiples of 5/);
  });

  it("E13 an extra field is named", () => {
    const e = refusal([closer, { ...other, bonus: 1 }]);
    expect(e.message).toMatch(/counts\[1\]: unknown field "bonus"/);
    expect(e.message).not.toMatch(/8 fields/);
  });

  // Mutation testing asked for these (count.ts): the rule named after the message, or none; the
  // field each refusal names; the class, missing-field, symbol-key and deck-bound refusals named
  // before a later check would refuse the count with another message.
  it("E13 a refusal names its field, and its rule in brackets only when a game rule is broken", () => {
    const negative = refusal([closer, { ...other, handPoints: -65 }]);
    expect(negative.message).toMatch(/\(R1\.2\)$/);
    const unknownClass = refusal([closer, { ...other, burraco: ["golden"] }]);
    expect(unknownClass).toMatchObject({ code: "count/invalid" });
    expect(unknownClass.message).toMatch(/counts\[1\]\.burraco: not a burraco class: "golden"/);
    expect(unknownClass.message).not.toMatch(/undefined|\(/);
    const { handPoints: _, ...noHand } = other;
    expect(refusal([closer, noHand]).message).toMatch(/counts\[1\]: missing field "handPoints"/);
    for (const field of ["meldPoints", "unplayedPoints", "penaltyPoints"])
      expect(refusal([closer, { ...other, [field]: "5" }]).message).toMatch(`counts[1].${field}: not a number`);
    expect(refusal("nope").message).toMatch(/^counts: expected an array/);
    // A symbol key is no field of a count to name: the reader's own refusal stands.
    const symbolKey = refusal([closer, { ...other, [Symbol("x")]: 1 }]).message;
    expect(symbolKey).toMatch(/counts\[1\]: 8 fields, at most 7/);
    expect(symbolKey).not.toMatch(/unknown field/);
    // One field past the deck is named as such; one at the deck's 1,080 passes, and the sum refuses it.
    expect(refusal([closer, { ...other, penaltyPoints: 1085 }]).message).toMatch(
      /penaltyPoints: 1085 is more than the deck's 1080/,
    );
    expect(refusal([closer, { ...other, penaltyPoints: 1080 }]).message).toMatch(/points in all, the deck holds 1080/);
  });

  it("E13 one side is '1 side', not '1 sides'", () => {
    expect(refusal([closer]).message).toMatch(/counts: 1 side, 4 players make 2/);
    expect(refusal([closer, other, other]).message).toMatch(/counts: 3 sides,/);
  });
});

describe("E1: clean, super and overall burraco bounds (the attack review)", () => {
  const pr = (players: 2 | 3 | 4): Ruleset => rules({ players, stockExhaustion: "pozzetto-replaces" });
  // Sides whose hands hold what R3.1 asks: at four players the closer's partner and both others.
  const closing = (c: Partial<SideCount>, players: 2 | 3 | 4): SideCount =>
    side({ closed: true, handPoints: players === 4 ? 5 : 0, ...c });
  const waiting = (players: 2 | 3 | 4): SideCount => side({ handPoints: players === 4 ? 10 : 5 });

  it("E1 R5.2 15 clean burraco on one side are refused at every table: jokers are never natural (104 naturals)", () => {
    const cases: [Ruleset, 2 | 3 | 4][] = [
      [presets.classic, 4],
      [presets.twoPlayers, 2],
      [pr(2), 2],
      [pr(4), 4],
    ];
    for (const [rs, players] of cases) {
      const fifteen = closing({ burraco: Array(15).fill("clean"), meldPoints: 1000 }, players);
      const e = refusal([fifteen, waiting(players)], rs);
      expect(e.rule, `${players} ${rs.stockExhaustion}`).toMatch(/^R5\.[12]$/);
    }
    // Where 15 burraco can exist, the clean-class bound is the one that refuses: 14 clean, royal
    // or super and one dirty pass, 15 clean-class fail.
    const withBoth = rules({ players: 2, stockExhaustion: "pozzetto-replaces", royalBurraco: 300, superBurraco: 250 });
    const mix = (burraco: SideCount["burraco"]): SideCount[] => [closing({ burraco, meldPoints: 1030 }, 2), waiting(2)];
    expect(accepted(mix([...Array(14).fill("clean"), "dirty"]), withBoth)).toBe(true);
    for (const last of ["clean", "royal", "super"] as const) {
      const e = refusal(mix([...Array(14).fill("clean"), last]), withBoth);
      expect(e).toMatchObject({ code: "count/invalid", rule: "R5.2" });
      expect(e.message).toMatch(/15 clean, royal or super burraco in all/);
    }
    // Across sides too.
    const seven = (c: SideCount["burraco"][number]) => Array(7).fill(c);
    const split = [
      closing({ burraco: seven("clean"), meldPoints: 500 }, 2),
      side({ burraco: [...seven("clean"), "royal"], meldPoints: 530, handPoints: 5 }),
    ];
    expect(refusal(split, withBoth)).toMatchObject({ rule: "R5.2" });
  });

  it("E1 R5.6 at most 12 super burraco (12 set ranks), and none without sets (R4.10)", () => {
    const rs = rules({ superBurraco: 250 });
    const supers = (n: number): SideCount[] => [
      closing({ burraco: Array(n).fill("super"), meldPoints: 700 }, 4),
      waiting(4),
    ];
    expect(accepted(supers(12), rs)).toBe(true);
    const e = refusal(supers(13), rs);
    expect(e).toMatchObject({ code: "count/invalid", rule: "R5.6" });
    expect(e.message).toMatch(/13 super burraco/);
    const noSets = rules({ superBurraco: 250, allowSets: false });
    const one = [closing({ burraco: ["super"], meldPoints: 100 }, 4), waiting(4)];
    expect(accepted(one, rs)).toBe(true);
    expect(refusal(one, noSets)).toMatchObject({ code: "count/invalid", rule: "R4.10" });
  });

  it("E1 R5.1 the overall bound: the last discard, each non-closer's card and the stock's last two stay unmelded", () => {
    // 12 dirty burraco (one for each wildcard of the deck, R9.9) and `clean` clean ones.
    const twelveDirty = (clean: number): SideCount["burraco"] => [
      ...Array(12).fill("dirty"),
      ...Array(clean).fill("clean"),
    ];
    // 15 burraco (105 cards) leave 3 cards: only at two players, or at three with a close, under
    // "pozzetto-replaces" (no stock kept). Fourteen elsewhere.
    const fifteen = (closed: boolean, players: 2 | 3 | 4): SideCount =>
      closed
        ? closing({ burraco: twelveDirty(3), meldPoints: 990 }, players)
        : side({ burraco: twelveDirty(3), meldPoints: 990, handPoints: players === 4 ? 10 : 5 });
    // At three players the deal has two pozzetti: the third side took none.
    const rest = (players: 2 | 3 | 4): SideCount[] =>
      players === 3 ? [waiting(3), { ...waiting(3), pozzetto: "not-taken" }] : [waiting(players)];
    const counts = (closed: boolean, players: 2 | 3 | 4) => [fifteen(closed, players), ...rest(players)];
    for (const [players, closed, ok] of [
      [2, true, true],
      [2, false, true],
      [3, true, true],
      [3, false, false],
      [4, true, false],
      [4, false, false],
    ] as const) {
      const rs = pr(players);
      if (ok) expect(accepted(counts(closed, players), rs), `${players} ${closed}`).toBe(true);
      else expect(refusal(counts(closed, players), rs).message, `${players} ${closed}`).toMatch(/15 burraco in all/);
    }
    // Under "two-left" the stock keeps two cards: 15 is refused at every table, 14 accepted.
    for (const [rs, players] of [
      [presets.twoPlayers, 2],
      [presets.classic, 4],
    ] as const) {
      const e = refusal(counts(true, players), rs);
      expect(e).toMatchObject({ code: "count/invalid", rule: "R5.1" });
      expect(e.message).toMatch(/at most 14/);
      const fourteen = [closing({ burraco: twelveDirty(2), meldPoints: 990 }, players), waiting(players)];
      expect(accepted(fourteen, rs)).toBe(true);
    }
  });
});

describe("M1: R9.9 the deck's own bounds (issue 39)", () => {
  const royal = rules({ royalBurraco: 300 });
  const supers = rules({ superBurraco: 250 });
  const replaces = rules({ stockExhaustion: "pozzetto-replaces" });
  /** Refused with count/invalid, naming R9.9. */
  const refusedByR99 = (counts: SideCount[], rs: Ruleset = presets.classic): string => {
    const e = refusal(counts, rs);
    expect(e).toMatchObject({ code: "count/invalid", rule: "R9.9" });
    expect(e.message).toMatch(/\(R9\.9\)$/);
    return e.message;
  };
  // A closing side at four players (the partner holds a card) and the other side (two cards).
  const closes = (c: Partial<SideCount>): SideCount => side({ closed: true, handPoints: 5, ...c });
  const waits = (c: Partial<SideCount> = {}): SideCount => side(c);

  it("M1 R9.9 the issue's repro: 13 dirty burraco in all, one more than the deck's 12 wildcards", () => {
    const s = (o: Partial<SideCount>): SideCount => side(o);
    const counts = [
      s({ meldPoints: 450, burraco: Array(7).fill("dirty"), closed: true, handPoints: 5 }),
      s({ meldPoints: 400, burraco: Array(6).fill("dirty") }),
    ];
    expect(refusedByR99(counts)).toMatch(/13 semi-clean and dirty burraco .* the deck has 12/);
    // Semi-clean ones hold their wildcard too; 12 in all are accepted.
    const mixed = [
      closes({ meldPoints: 450, burraco: Array(7).fill("semi-clean") }),
      waits({ meldPoints: 400, burraco: Array(6).fill("dirty") }),
    ];
    refusedByR99(mixed);
    const twelve = [
      closes({ meldPoints: 450, burraco: Array(6).fill("semi-clean") }),
      waits({ meldPoints: 400, burraco: Array(6).fill("dirty") }),
    ];
    expect(accepted(twelve)).toBe(true);
  });

  it("M1 R9.9 8 royal and 1 clean need 111 natural cards; the deck has 104", () => {
    const counts = (clean: number): SideCount[] => [
      closes({ meldPoints: 995, burraco: [...Array(8).fill("royal"), ...Array(clean).fill("clean")] }),
      waits(),
    ];
    expect(refusedByR99(counts(1), royal)).toMatch(/need 111 natural cards/);
    expect(accepted(counts(0), royal)).toBe(true);
    // A royal holds its suit's 2 as itself: beside 12 wildcard burraco (all 8 twos among them) none is left.
    const twos = [
      closes({ meldPoints: 130, burraco: ["royal"] }),
      waits({ meldPoints: 600, burraco: Array(12).fill("dirty") }),
    ];
    expect(refusedByR99(twos, royal)).toMatch(/1 royal burraco/);
  });

  it("M1 R9.9 12 super and 2 clean are 110 natural cards: 96 that are not 2s, and 2 of those 2s", () => {
    const counts = (clean: number): SideCount[] => [
      closes({ meldPoints: 900, burraco: [...Array(12).fill("super"), ...Array(clean).fill("clean")] }),
      waits(),
    ];
    expect(refusedByR99(counts(2), supers)).toMatch(/need 110 natural cards/);
    expect(accepted(counts(0), supers)).toBe(true);
  });

  it("M1 R9.9 with sets not allowed, at most 12 clean runs (3 a suit of 26 cards)", () => {
    const runsOnly = rules({ allowSets: false });
    const counts = (burraco: SideCount["burraco"]): SideCount[] => [closes({ meldPoints: 800, burraco }), waits()];
    expect(refusedByR99(counts(Array(13).fill("clean")), runsOnly)).toMatch(/13 clean, semi-clean or royal runs/);
    expect(accepted(counts(Array(12).fill("clean")), runsOnly)).toBe(true);
    // A semi-clean run holds 7 naturals in a row too (R5.3).
    refusedByR99(counts([...Array(12).fill("clean"), "semi-clean"]), runsOnly);
    // With sets, 13 clean burraco are accepted.
    expect(accepted(counts(Array(13).fill("clean")))).toBe(true);
  });

  it("M1 R9.9 with a close, the closing discard lies on the pile: 1,080 points are refused, 1,075 accepted", () => {
    const counts = (total: number): SideCount[] => [
      closes({ meldPoints: total - 15, burraco: ["clean"] }),
      waits({ pozzetto: "taken" }),
    ];
    expect(refusedByR99(counts(1080), replaces)).toMatch(/1080 points in all/);
    expect(accepted(counts(1075), replaces)).toBe(true);
  });

  it("M1 R9.9 under two-left the stock's last two and the pile's card are counted by nobody: 1,075 refused, 1,065 accepted", () => {
    const counts = (total: number): SideCount[] => [closes({ meldPoints: total - 15, burraco: ["clean"] }), waits()];
    expect(refusedByR99(counts(1075))).toMatch(/at most 1065/);
    expect(refusedByR99(counts(1070)));
    expect(accepted(counts(1065))).toBe(true);
    // Without a close too: every hand ends after a discard (R3.1, R8).
    const open = (total: number): SideCount[] => [waits({ meldPoints: total - 20 }), waits()];
    refusedByR99(open(1070));
    expect(accepted(open(1065))).toBe(true);
  });

  it("M1 R9.9 a pozzetto never taken keeps its 11 cards (55 points at least) off the count: 1,040 refused", () => {
    const counts = (total: number): SideCount[] => [
      closes({ meldPoints: total - 15, burraco: ["clean"] }),
      waits({ pozzetto: "not-taken" }),
    ];
    expect(refusedByR99(counts(1040))).toMatch(/at most 1010/);
    expect(accepted(counts(1010))).toBe(true);
    // Neither taken: 110 off, with three players the 18-card one and the 11-card one, 145.
    const none = (total: number): SideCount[] => [
      waits({ pozzetto: "not-taken", meldPoints: total - 20 }),
      waits({ pozzetto: "not-taken" }),
    ];
    refusedByR99(none(960));
    expect(accepted(none(955))).toBe(true);
    const three = (total: number): SideCount[] => [
      side({ pozzetto: "not-taken", meldPoints: total - 15, handPoints: 5 }),
      side({ pozzetto: "not-taken", handPoints: 5 }),
      side({ pozzetto: "not-taken", handPoints: 5 }),
    ];
    refusedByR99(three(925), presets.threePlayers);
    expect(accepted(three(920), presets.threePlayers)).toBe(true);
    // Under "pozzetto-replaces" a pozzetto no side took may have become the stock and been drawn.
    expect(accepted(counts(1075), replaces)).toBe(true);
  });

  it("M1 R9.9 four players: a partner holding an unplayed pozzetto holds nothing else, so 10 hand points beside a close are refused", () => {
    const pending = (handPoints: number): SideCount =>
      closes({ meldPoints: 35, burraco: ["clean"], pozzetto: "unplayed", unplayedPoints: 60, handPoints });
    expect(refusedByR99([pending(10), waits()])).toMatch(/whole hand and the closer holds no card/);
    refusedByR99([pending(5), waits()]);
    expect(accepted([pending(0), waits()])).toBe(true);
    // Without a close, the other partner holds the side's hand points.
    expect(accepted([side({ pozzetto: "unplayed", unplayedPoints: 60, handPoints: 10 }), waits()])).toBe(true);
  });

  it("M1 R9.9 three players: an unplayed-pozzetto hand holds no other points", () => {
    const counts = (handPoints: number): SideCount[] => [
      side({ pozzetto: "unplayed", unplayedPoints: 90, handPoints }),
      side({ handPoints: 5 }),
      side({ pozzetto: "not-taken", handPoints: 5 }),
    ];
    expect(refusedByR99(counts(20), presets.threePlayers)).toMatch(/whole hand/);
    expect(accepted(counts(0), presets.threePlayers)).toBe(true);
  });
});
