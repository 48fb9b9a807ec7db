/**
 * E2: the cost of a score pad, counted in work (hands scored), never timed: adding a hand scores
 * that hand only, whatever the pad's length; and a pad at the documented limit of 10,000 hands
 * saves and reads back.
 */
import { defineRuleset, type Ruleset } from "burraco";
import { addCounts, deserializePad, newScorePad, padSummary, type ScorePad, serializePad } from "burraco/pad";
import type { SideCount } from "burraco/scoring";
import { describe, expect, it, vi } from "vitest";

// Every sheet the pad scores goes through sheetOfCounts: wrap it to count them.
const scored = vi.hoisted(() => ({ sheets: 0 }));
vi.mock("../../src/scoring/scoreCount.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/scoring/scoreCount.js")>();
  return {
    ...actual,
    sheetOfCounts: (...args: Parameters<typeof actual.sheetOfCounts>) => {
      scored.sheets++;
      return actual.sheetOfCounts(...args);
    },
  };
});

// Three players, a target no 10,000 of these hands reach: side 0 gains 95 a hand.
const ruleset = defineRuleset({ preset: "threePlayers", targetScore: 1_000_000 }).value as Ruleset;
const hand: readonly SideCount[] = [
  {
    meldPoints: 250,
    burraco: ["clean"],
    closed: false,
    pozzetto: "taken",
    unplayedPoints: 0,
    handPoints: 355,
    penaltyPoints: 0,
  },
  {
    meldPoints: 0,
    burraco: [],
    closed: false,
    pozzetto: "unplayed",
    unplayedPoints: 370,
    handPoints: 0,
    penaltyPoints: 0,
  },
  {
    meldPoints: 0,
    burraco: [],
    closed: false,
    pozzetto: "not-taken",
    unplayedPoints: 0,
    handPoints: 5,
    // 1,065 points in all: the pile's card and the stock's last two are counted by nobody (R9.9).
    penaltyPoints: 85,
  },
];

function longPad(hands: number): ScorePad {
  let pad = newScorePad({ ruleset }).value as ScorePad;
  for (let i = 0; i < hands; i++) {
    const next = addCounts(pad, hand);
    if (!next.ok) throw new Error(next.error.message);
    pad = next.value;
  }
  return pad;
}

describe("E2 the score pad's cost", () => {
  it("E2 addCounts scores one hand a call, at the 4,001st hand as at the first", () => {
    scored.sheets = 0;
    const first = addCounts(newScorePad({ ruleset }).value as ScorePad, hand);
    expect(first.ok).toBe(true);
    expect(scored.sheets).toBe(1);
    const pad = longPad(4000);
    scored.sheets = 0;
    const next = addCounts(pad, hand);
    expect(scored.sheets).toBe(1);
    expect(next.value?.hands.length).toBe(4001);
    expect(padSummary(next.value as ScorePad).totals).toEqual([95 * 4001, -370 * 4001, -190 * 4001]);
  });

  it("E2 a pad rebuilt outside the library is summed once, then added to hand by hand", () => {
    const built = longPad(100);
    const copy: ScorePad = { ...built, hands: [...built.hands] };
    scored.sheets = 0;
    const a = addCounts(copy, hand).value as ScorePad;
    expect(scored.sheets).toBe(101);
    scored.sheets = 0;
    addCounts(a, hand);
    expect(scored.sheets).toBe(1);
  });

  it("E2 a read pad is added to hand by hand too", () => {
    const read = deserializePad(serializePad(longPad(50))).value as ScorePad;
    scored.sheets = 0;
    expect(addCounts(read, hand).ok).toBe(true);
    expect(scored.sheets).toBe(1);
  });

  it("E2 a pad of 10,000 hands, the documented limit, saves and reads back; a 10,001st hand is refused", () => {
    // Built directly (adding 10,000 hands one by one is the test above, 4,000 times).
    const empty = newScorePad({ ruleset }).value as ScorePad;
    const pad: ScorePad = { ...empty, hands: Array.from({ length: 10_000 }, () => hand) };
    const text = serializePad(pad, { key: "club" }).value ?? "";
    expect(text.length).toBeLessThan(1_500_000);
    const read = deserializePad(text, { key: "club" });
    expect(read.error).toBeUndefined();
    expect(read.value?.hands.length).toBe(10_000);
    expect(read.value?.hands[9999]).toEqual(pad.hands[9999]);
    expect(padSummary(read.value as ScorePad).totals).toEqual(padSummary(pad).totals);
    const more = addCounts(pad, hand);
    expect(more.error?.code).toBe("pad/invalid");
    expect(more.error?.message).toMatch(/at most 10000 hands/);
  });
});
