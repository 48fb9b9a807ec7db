/**
 * The score pad (RULES.md R9.9, §10): hands added from counts, running totals, the target and
 * tie-break (R10.1, R10.2), tournament rounds and their victory points (R10.3), and its saves.
 */
import { defineRuleset, presets, type Ruleset } from "burraco";
import {
  addCounts,
  deserializePad,
  type NewScorePadOptions,
  newScorePad,
  padSummary,
  type ScorePad,
  serializePad,
} from "burraco/pad";
import { type SideCount, scoreCount, victoryPoints } from "burraco/scoring";
import { describe, expect, it } from "vitest";

/**
 * A legal count worth `total` for a four-player side that did not close (pozzetto taken): each
 * player still holds a card (R3.1), 10 points in all.
 */
const worth = (total: number): SideCount => ({
  meldPoints: Math.max(total, 0) + 10,
  burraco: [],
  closed: false,
  pozzetto: "taken",
  unplayedPoints: 0,
  handPoints: Math.max(-total, 0) + 10,
  penaltyPoints: 0,
});
const closing: SideCount = { ...worth(300), burraco: ["clean"], closed: true }; // 300 + 200 + 100 = 600

/** A hand's counts as a save writes them. */
const saved = (counts: readonly SideCount[]): unknown =>
  JSON.parse(serializePad({ ...(newScorePad({ ruleset: presets.classic }).value as ScorePad), hands: [counts] })).pad
    .hands[0];

function padOf(options: Partial<NewScorePadOptions>, hands: readonly (readonly SideCount[])[]): ScorePad {
  let pad = newScorePad({ ruleset: presets.classic, ...options }).value as ScorePad;
  for (const counts of hands) {
    const next = addCounts(pad, counts);
    if (!next.ok) throw new Error(next.error.message);
    pad = next.value;
  }
  return pad;
}

describe("score pad: a match kept by counts", () => {
  it("R10.1 running totals are the sums of each hand's sheet; the match ends at the target", () => {
    const rs = defineRuleset({ targetScore: 1005 }).value as Ruleset;
    const pad = padOf({ ruleset: rs }, [
      [closing, worth(-45)],
      [worth(200), worth(150)],
    ]);
    const s = padSummary(pad);
    expect(s.sheets.map((sheet) => sheet.sides.map((side) => side.total))).toEqual([
      [600, -45],
      [200, 150],
    ]);
    expect(s.sheets[0]).toEqual(scoreCount([closing, worth(-45)], rs).value);
    expect(s.running).toEqual([
      [600, -45],
      [800, 105],
    ]);
    expect(s).toMatchObject({ totals: [800, 105], over: false, winner: null, victoryPoints: null });
    const done = addCounts(pad, [worth(205), worth(0)]).value as ScorePad;
    expect(padSummary(done)).toMatchObject({ totals: [1005, 105], over: true, winner: 0 });
    expect(addCounts(done, [worth(0), worth(0)]).error).toMatchObject({ code: "pad/over", rule: "R10.1" });
  });

  it("R10.2 both over the target: the higher total wins; a tie plays on, or goes to the side that played first", () => {
    const target = defineRuleset({ targetScore: 505 }).value as Ruleset;
    expect(padSummary(padOf({ ruleset: target }, [[closing, worth(650)]]))).toMatchObject({ over: true, winner: 1 });
    const tie = padSummary(padOf({ ruleset: target }, [[closing, worth(600)]]));
    expect(tie).toMatchObject({ over: false, winner: null });
    const starting = defineRuleset({ targetScore: 505, tieBreak: "starting-side" }).value as Ruleset;
    expect(padSummary(padOf({ ruleset: starting, firstSide: 0 }, [[closing, worth(600)]]))).toMatchObject({
      over: true,
      winner: 0,
    });
    expect(padSummary(padOf({ ruleset: starting, firstSide: 1 }, [[closing, worth(600)]]))).toMatchObject({
      over: true,
      winner: 1,
    });
    // Without a first side, the match's: the side of seat 1 (R2.3).
    expect(padSummary(padOf({ ruleset: starting }, [[closing, worth(600)]])).winner).toBe(1);
  });

  it("a hand's counts are checked as scoreCount checks them (R9.9), and the pad is unchanged", () => {
    const pad = padOf({}, [[closing, worth(0)]]);
    const r = addCounts(pad, [closing, closing]);
    expect(r.error).toMatchObject({ code: "count/invalid", rule: "R7.1" });
    expect(pad.hands).toHaveLength(1);
  });
});

/** The count no hand could produce: 15 clean burraco on each side (R5.1). */
const fifteen: SideCount = {
  meldPoints: 525,
  burraco: Array(15).fill("clean"),
  closed: true,
  pozzetto: "taken",
  unplayedPoints: 0,
  handPoints: 0,
  penaltyPoints: 0,
};

describe("E1: the pad refuses counts no hand could produce", () => {
  it("E1 R5.1 addCounts refuses the issue's repro, as scoreCount does, and the pad is unchanged", () => {
    const pad = padOf({}, []);
    const repro = [fifteen, { ...fifteen, closed: false }];
    expect(scoreCount(repro, presets.classic).error?.code).toBe("count/invalid");
    expect(addCounts(pad, repro).error?.code).toBe("count/invalid");
    const tidy = [
      { ...fifteen, handPoints: 10 },
      { ...fifteen, closed: false, handPoints: 10 },
    ];
    expect(addCounts(pad, tidy).error).toMatchObject({ code: "count/invalid", rule: "R5.1" });
    expect(pad.hands).toEqual([]);
  });

  it("E1 R5.1 deserializePad refuses a save holding the issue's repro", () => {
    const pad = padOf({}, [[closing, worth(0)]]);
    const data = JSON.parse(serializePad(pad));
    const good = JSON.stringify(data);
    expect(deserializePad(good).ok).toBe(true);
    const tidy = [
      { ...fifteen, handPoints: 10 },
      { ...fifteen, closed: false, handPoints: 10 },
    ];
    data.pad.hands[0] = JSON.parse(serializePad({ ...pad, hands: [tidy] })).pad.hands[0];
    data.pad.totals = [0, 0];
    expect(deserializePad(JSON.stringify(data)).error).toMatchObject({ code: "count/invalid", rule: "R5.1" });
  });
});

describe("score pad: tournament rounds (R10.3)", () => {
  it("R10.3 a three-hand round gives victory points from the difference, by side", () => {
    const pad = padOf({ round: 3 }, [
      [closing, worth(-45)],
      [worth(100), worth(205)],
      [worth(0), worth(160)],
    ]);
    const s = padSummary(pad);
    expect(s.totals).toEqual([700, 320]);
    expect(victoryPoints(380, 3).value).toEqual([14, 6]);
    expect(s).toMatchObject({ over: true, winner: 0, victoryPoints: [14, 6] });
    expect(addCounts(pad, [worth(0), worth(0)]).error).toMatchObject({ code: "pad/over", rule: "R10.3" });
  });

  it("R10.3 the loser first, a tie 10–10, and the target plays no part in a round", () => {
    const behind = padSummary(padOf({ round: 2 }, [[worth(100), closing]]));
    expect(behind).toMatchObject({ over: false, winner: null, victoryPoints: [5, 15] });
    const even = padSummary(
      padOf({ round: 2 }, [
        [worth(100), worth(100)],
        [worth(0), worth(0)],
      ]),
    );
    expect(even).toMatchObject({ over: true, winner: null, victoryPoints: [10, 10] });
    const rs = defineRuleset({ targetScore: 505 }).value as Ruleset;
    expect(padSummary(padOf({ ruleset: rs, round: 4 }, [[closing, worth(0)]])).over).toBe(false);
  });

  // Mutation testing asked for this one (pad.ts, padOutcome: the winner's `a > b` made `true`).
  it("R10.3 a round that is over goes to the side ahead, whichever side it is", () => {
    const second = padSummary(
      padOf({ round: 2 }, [
        [worth(0), closing],
        [worth(100), worth(0)],
      ]),
    );
    expect(second).toMatchObject({ totals: [100, 600], over: true, winner: 1, victoryPoints: [5, 15] });
    const first = padSummary(
      padOf({ round: 2 }, [
        [closing, worth(0)],
        [worth(0), worth(100)],
      ]),
    );
    expect(first).toMatchObject({ totals: [600, 100], over: true, winner: 0, victoryPoints: [15, 5] });
  });

  // Mutation testing asked for this one (pad.ts, padFrame: `rs.royalBurraco ?? 0` made `&& 0`, and the same
  // for `superBurraco`).
  it("R10.3 a royal or super burraco bonus that is not in fives rules out a round", () => {
    const with_ = (over: Partial<Ruleset>): Ruleset => defineRuleset(over).value as Ruleset;
    const royal = newScorePad({ round: 3, ruleset: with_({ royalBurraco: 203 }) });
    expect(royal.error).toMatchObject({ code: "pad/invalid", rule: "R10.3" });
    const sup = newScorePad({ round: 3, ruleset: with_({ superBurraco: 1002 }) });
    expect(sup.error).toMatchObject({ code: "pad/invalid", rule: "R10.3" });
    expect(newScorePad({ round: 3, ruleset: with_({ royalBurraco: 205, superBurraco: 1000 }) }).ok).toBe(true);
    // A match to the target has no bands: any bonus will do.
    expect(newScorePad({ ruleset: with_({ royalBurraco: 203, superBurraco: 1002 }) }).ok).toBe(true);
  });

  it("R10.3 a round cut short is scored with the hands it was to have", () => {
    // 600 ahead after one hand of a four-hand round: 13–7 (505–700), not the two-hand 18–2.
    expect(padSummary(padOf({ round: 4 }, [[closing, worth(0)]])).victoryPoints).toEqual([13, 7]);
    expect(padSummary(padOf({ round: 2 }, [[closing, worth(0)]])).victoryPoints).toEqual([16, 4]);
  });

  it("R10.3 a round is 2, 3 or 4 hands between two sides, with values in fives", () => {
    expect(newScorePad({ ruleset: presets.classic, round: 5 as 4 }).error).toMatchObject({
      code: "pad/invalid",
      rule: "R10.3",
    });
    expect(newScorePad({ round: 3, ruleset: presets.threePlayers }).error).toMatchObject({ rule: "R10.3" });
    expect(
      newScorePad({ round: 3, ruleset: defineRuleset({ closingBonus: 73 }).value as Ruleset }).error,
    ).toMatchObject({
      rule: "R10.3",
    });
    expect(newScorePad({ round: 3, ruleset: presets.twoPlayers }).ok).toBe(true);
  });

  it("options are read once: unknown fields, getters and bad first sides are pad/invalid", () => {
    expect(newScorePad({ ruleset: presets.classic, rounds: 3 } as never).error?.code).toBe("pad/invalid");
    expect(newScorePad({ ruleset: presets.classic, firstSide: 2 }).error?.code).toBe("pad/invalid");
    expect(newScorePad({ ruleset: presets.classic, firstSide: 0.5 }).error?.code).toBe("pad/invalid");
    // Mutation testing asked for this one (pad.ts, padFrame: `firstSide < 0` made `false`).
    expect(newScorePad({ ruleset: presets.classic, firstSide: -1 }).error?.code).toBe("pad/invalid");
    expect(newScorePad({ ruleset: presets.classic, firstSide: 1 }).value?.firstSide).toBe(1);
    expect(newScorePad({ firstSide: 2, ruleset: presets.threePlayers }).ok).toBe(true);
    // Issue 26: a getter runs once and its value is checked like any other.
    let ran = 0;
    const getter = Object.defineProperty({ ruleset: presets.classic }, "round", {
      enumerable: true,
      get: () => (ran++ === 0 ? 3 : -1),
    });
    expect(newScorePad(getter).value?.round).toBe(3);
    expect(ran).toBe(1);
    const bad = Object.defineProperty({ ruleset: presets.classic }, "round", { enumerable: true, get: () => -1 });
    expect(newScorePad(bad).error?.code).toBe("pad/invalid");
  });

  // Mutation testing asked for this one (pad.ts, newScorePad: the "score pad options" label made empty).
  it("a refused option names the score pad options and the field", () => {
    const message = (options: unknown): string | undefined => newScorePad(options as NewScorePadOptions).error?.message;
    expect(message({ ruleset: presets.classic, rounds: 3 })).toMatch(/^score pad options: /);
    expect(message({ ruleset: presets.classic, firstSide: 2 })).toMatch(/^score pad options\.firstSide: /);
    expect(message({ ruleset: presets.classic, round: 7 })).toMatch(/^score pad options: a round is/);
  });

  it("issue 26: the ruleset is checked by value as newHand checks it, with its code", () => {
    expect(newScorePad({ ruleset: { players: 5 } as never }).error?.code).toBe("ruleset/invalid");
    expect(newScorePad({} as never).error?.code).toBe("ruleset/invalid");
    const copy = newScorePad({ ruleset: { ...presets.classic, targetScore: 505 }, round: 3 });
    expect(copy.ok && copy.value.ruleset).toEqual({ ...presets.classic, targetScore: 505 });
    expect(copy.ok && Object.isFrozen(copy.value.ruleset)).toBe(true);
  });
});

// Mutation testing asked for this one (pad.ts, padTotals: `known.hands === pad.hands` and
// `known.length === pad.hands.length` made `true`).
describe("a pad's totals are never stale", () => {
  it("R10.1 a pad whose hands were replaced or added to in place is summed afresh", () => {
    const pad = padOf({ round: 3 }, [[closing, worth(0)]]);
    expect(JSON.parse(serializePad(pad)).pad.totals).toEqual([600, 0]);
    const replaced = padOf({ round: 3 }, [[closing, worth(0)]]);
    (replaced as { hands: ScorePad["hands"] }).hands = [[worth(0), closing]];
    expect(JSON.parse(serializePad(replaced)).pad.totals).toEqual([0, 600]);
    const grown = padOf({ round: 3 }, [[closing, worth(0)]]);
    (grown.hands as (readonly SideCount[])[]).push([worth(100), worth(0)]);
    expect(JSON.parse(serializePad(grown)).pad.totals).toEqual([700, 0]);
    const next = addCounts(grown, [worth(0), worth(100)]);
    expect(next.ok && padSummary(next.value).totals).toEqual([700, 100]);
    expect(next.ok && JSON.parse(serializePad(next.value)).pad.totals).toEqual([700, 100]);
  });
});

describe("score pad saves", () => {
  const pad = padOf({ round: 3, firstSide: 0 }, [
    [closing, worth(-45)],
    [worth(100), { ...worth(205), penaltyPoints: 20 }],
  ]);

  it("round-trips, with the derived totals in the text", () => {
    const text = serializePad(pad);
    expect(JSON.parse(text)).toMatchObject({ format: "burraco/pad", version: 2, pad: { totals: [700, 140] } });
    expect(deserializePad(text).value).toEqual(pad);
    const empty = newScorePad({ ruleset: presets.twoPlayers }).value as ScorePad;
    expect(deserializePad(serializePad(empty)).value).toEqual(empty);
  });

  it("R10.1 a save whose stored totals disagree with its counts is refused", () => {
    const text = serializePad(pad).replace('"totals":[700,140]', '"totals":[900,140]');
    expect(deserializePad(text).error).toMatchObject({ code: "pad/invalid", rule: "R10.1" });
    const noTotals = JSON.stringify({ format: "burraco/pad", version: 2, pad: { ...pad } });
    expect(deserializePad(noTotals).error?.code).toBe("pad/invalid");
    const { firstSide: _, ...noFirst } = JSON.parse(serializePad(pad)).pad;
    const partial = JSON.stringify({ format: "burraco/pad", version: 2, pad: noFirst });
    expect(deserializePad(partial).error?.message).toMatch(/missing field "firstSide"/);
  });

  it("a count edited into an impossible one is refused with its rule; a count changed consistently needs a key", () => {
    const data = JSON.parse(serializePad(pad));
    data.pad.hands[0][0][0] = 303; // side 0's meldPoints
    expect(deserializePad(JSON.stringify(data)).error).toMatchObject({ code: "count/invalid", rule: "R1.2" });
    const signedText = serializePad(pad, { key: "k" }).value ?? "";
    expect(deserializePad(signedText, { key: "k" }).value).toEqual(pad);
    const edited = JSON.parse(signedText);
    edited.pad.hands[0][1][5] = 10; // side 1's handPoints
    edited.pad.totals = [700, 185];
    const forged = JSON.stringify(edited);
    expect(deserializePad(forged).ok).toBe(true); // consistent: only a signature catches it
    expect(deserializePad(forged, { key: "k" }).error?.code).toBe("save/signature");
    expect(deserializePad(serializePad(pad), { key: "k" }).error?.code).toBe("save/signature");
  });

  it("R10.3 R10.1 hands after the round or match was over are refused", () => {
    const full = padOf({ round: 2 }, [
      [worth(0), worth(0)],
      [worth(0), worth(0)],
    ]);
    const data = JSON.parse(serializePad(full));
    data.pad.hands.push(saved([worth(0), worth(0)]));
    expect(deserializePad(JSON.stringify(data)).error).toMatchObject({ code: "pad/invalid", rule: "R10.3" });
    const won = padOf({ ruleset: defineRuleset({ targetScore: 505 }).value as Ruleset }, [[closing, worth(0)]]);
    const more = JSON.parse(serializePad(won));
    more.pad.hands.push(saved([worth(0), worth(0)]));
    more.pad.totals = [600, 0];
    expect(deserializePad(JSON.stringify(more)).error).toMatchObject({ code: "pad/invalid", rule: "R10.1" });
  });

  // Mutation testing asked for this one (serializePad.ts: the late-hand check's `i + 1 < hands.length` made
  // `true`, `<=`, `>=`, and `i - 1`): the last hand may end the round or the match.
  it("R10.3 R10.1 a round or a match that is over round-trips", () => {
    const round = padOf({ round: 2 }, [
      [closing, worth(0)],
      [worth(0), worth(100)],
    ]);
    expect(padSummary(round).over).toBe(true);
    expect(deserializePad(serializePad(round)).value).toEqual(round);
    const won = padOf({ ruleset: defineRuleset({ targetScore: 505 }).value as Ruleset }, [
      [worth(0), worth(100)],
      [closing, worth(0)],
    ]);
    expect(padSummary(won)).toMatchObject({ over: true, winner: 0 });
    expect(deserializePad(serializePad(won)).value).toEqual(won);
  });

  it("E2 a save past the pad's length limit is refused unread", () => {
    const text = serializePad(pad);
    const huge = text.replace("{", `{${" ".repeat(1_500_000)}`);
    expect(deserializePad(huge).error?.message).toMatch(/longer than 1500000/);
    expect(deserializePad(huge, { key: "k" }).error?.message).toMatch(/longer than 1500000/);
  });

  it("E2 a side that is not its 7 values, or letters that name nothing, are refused", () => {
    const data = JSON.parse(serializePad(pad));
    const edit = (change: (d: typeof data) => void): ReturnType<typeof deserializePad> => {
      const copy = structuredClone(data);
      change(copy);
      return deserializePad(JSON.stringify(copy));
    };
    expect(edit((d) => d.pad.hands[0][0].pop()).error?.code).toBe("pad/invalid");
    expect(edit((d) => d.pad.hands[0][0].push(0)).error?.code).toBe("pad/invalid");
    expect(edit((d) => (d.pad.hands[0][0] = { meldPoints: 310 })).error?.code).toBe("pad/invalid");
    expect(edit((d) => (d.pad.hands[0][0][1] = "cx")).error?.message).toMatch(/not burraco letters/);
    expect(edit((d) => (d.pad.hands[0][0][1] = ["clean"])).error?.message).toMatch(/not burraco letters/);
    expect(edit((d) => (d.pad.hands[0][0][2] = true)).error?.message).toMatch(/closed is 1 or 0/);
    expect(edit((d) => (d.pad.hands[0][0][3] = "taken")).error?.message).toMatch(/not a pozzetto letter/);
    expect(edit((d) => (d.pad.hands[0][0][0] = 312)).error).toMatchObject({ code: "count/invalid", rule: "R1.2" });
  });

  // Mutation testing asked for this one (serializePad.ts): each refusal of a save names where it is.
  it("a refused save names the place it refuses: the ruleset, the round, the hands, a hand, a side, a value", () => {
    const data = JSON.parse(serializePad(pad));
    const refused = (change: (d: typeof data) => void): { code: string; message: string; rule?: string } => {
      const copy = structuredClone(data);
      change(copy);
      const r = deserializePad(JSON.stringify(copy));
      if (r.ok) throw new Error("expected a refusal");
      return r.error;
    };
    expect(refused((d) => (d.pad.extra = "x".repeat(101))).message).toMatch(/^pad\.extra: a string of 101/);
    expect(refused((d) => (d.pad.extra = 1)).message).toMatch(/^pad: 6 fields, at most 5/);
    expect(refused((d) => (d.pad.ruleset.players = 5))).toMatchObject({ code: "pad/invalid" });
    expect(refused((d) => (d.pad.ruleset.players = 5)).message).toMatch(/^pad\.ruleset: /);
    expect(refused((d) => (d.pad.round = 5))).toMatchObject({ code: "pad/invalid", rule: "R10.3" });
    expect(refused((d) => (d.pad.round = 5)).message).toMatch(/^pad: a round is/);
    expect(refused((d) => (d.pad.hands = "x")).message).toMatch(/^pad\.hands: expected an array/);
    expect(refused((d) => (d.pad.hands[0] = "x")).message).toMatch(/^pad\.hands\[0\]: expected an array/);
    expect(refused((d) => (d.pad.hands[1][1] = [1])).message).toMatch(/^pad\.hands\[1\]\[1\]: a side is 7 values/);
    expect(refused((d) => (d.pad.hands[0][0][1] = 5)).message).toMatch(
      /^pad\.hands\[0\]\[0\]\[1\]: not burraco letters/,
    );
    expect(refused((d) => (d.pad.hands[0][0][2] = 2)).message).toMatch(/^pad\.hands\[0\]\[0\]\[2\]: closed is 1 or 0/);
    expect(refused((d) => (d.pad.hands[0][0][3] = "x")).message).toMatch(
      /^pad\.hands\[0\]\[0\]\[3\]: not a pozzetto letter/,
    );
  });

  // Mutation testing asked for this one (serializePad.ts: the code of the refusals of `readData`, of the
  // hands list, of a hand and of a side's letters made empty, and `typeof letters === "string"` made `true`).
  it("every save whose shape is wrong is pad/invalid, without a throw", () => {
    const data = JSON.parse(serializePad(pad));
    const code = (change: (d: typeof data) => void): string | undefined => {
      const copy = structuredClone(data);
      change(copy);
      return deserializePad(JSON.stringify(copy)).error?.code;
    };
    expect(code((d) => (d.pad.extra = "x".repeat(101)))).toBe("pad/invalid");
    expect(code((d) => (d.pad.hands[0][0][1] = [[[["c"]]]]))).toBe("pad/invalid");
    expect(code((d) => (d.pad.hands = "x"))).toBe("pad/invalid");
    expect(code((d) => (d.pad.hands[0] = "x"))).toBe("pad/invalid");
    expect(code((d) => (d.pad.hands[0][0][1] = "cx"))).toBe("pad/invalid");
    expect(code((d) => (d.pad.hands[0][0][1] = null))).toBe("pad/invalid");
    expect(code((d) => (d.pad.hands[0][0][1] = 5))).toBe("pad/invalid");
    expect(code((d) => (d.pad.hands[0][0][2] = true))).toBe("pad/invalid");
    expect(code((d) => (d.pad.hands[0][0][3] = "taken"))).toBe("pad/invalid");
    expect(code((d) => (d.pad.hands[0][0][3] = null))).toBe("pad/invalid");
  });

  it("refuses other formats, versions, unknown fields and text that is not JSON", () => {
    const text = serializePad(pad);
    expect(deserializePad(text.replace('"version":2', '"version":3')).error?.message).toMatch(/unsupported version 3/);
    expect(deserializePad(text.replace("burraco/pad", "burraco/match")).error?.code).toBe("pad/invalid");
    expect(deserializePad(text.replace('"round":3', '"round":3,"extra":1')).error?.code).toBe("pad/invalid");
    expect(deserializePad("{").error?.code).toBe("pad/invalid");
    expect(deserializePad(42).error?.code).toBe("pad/invalid");
  });
});

describe("M1: the pad refuses counts past the deck's own bounds (R9.9)", () => {
  // The repro: 13 dirty burraco in all, the deck has 12 wildcards.
  const repro: SideCount[] = [
    { ...worth(450), burraco: Array(7).fill("dirty"), closed: true, handPoints: 5 },
    { ...worth(400), burraco: Array(6).fill("dirty") },
  ];

  it("M1 R9.9 addCounts refuses 13 dirty burraco in all and leaves the pad as it was", () => {
    const pad = padOf({}, []);
    expect(addCounts(pad, repro).error).toMatchObject({ code: "count/invalid", rule: "R9.9" });
    expect(pad.hands).toEqual([]);
  });

  it("M1 R9.9 deserializePad refuses a save holding them", () => {
    const pad = padOf({}, [[closing, worth(0)]]);
    const data = JSON.parse(serializePad(pad));
    data.pad.hands[0] = saved(repro);
    data.pad.totals = [0, 0];
    expect(deserializePad(JSON.stringify(data)).error).toMatchObject({ code: "count/invalid", rule: "R9.9" });
  });
});
