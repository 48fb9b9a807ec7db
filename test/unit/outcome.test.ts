/**
 * When a match ends and who wins (RULES.md R10.1, R10.2), from the running totals alone: the
 * outcome matches and score pads share (src/scoring/outcome.ts). No hand is played, so the mutation
 * run keeps these tests (the match tests, which play hands, are left out of it).
 */
import { presets, type Ruleset } from "burraco";
import { describe, expect, it } from "vitest";
import { matchOutcome, startingSide } from "../helpers/internal.js";

const classic = (targetScore: number): Ruleset => ({ ...presets.classic, targetScore });

describe("ending a match (R10.1, R10.2)", () => {
  it("R10.1 R10.2 matchOutcome: one side over, both over (the higher wins), none over", () => {
    const rs = classic(2005);
    expect(matchOutcome([2010, 1500], rs)).toEqual({ over: true, winner: 0 });
    expect(matchOutcome([1500, 2005], rs)).toEqual({ over: true, winner: 1 });
    expect(matchOutcome([2100, 2050], rs)).toEqual({ over: true, winner: 0 });
    expect(matchOutcome([2050, 2100], rs)).toEqual({ over: true, winner: 1 });
    expect(matchOutcome([2000, 2000], { ...rs, tieBreak: "starting-side" })).toEqual({ over: false, winner: null });
    expect(matchOutcome([-300, 2000], rs)).toEqual({ over: false, winner: null });
  });

  it('R10.2 an exact tie over the target: "play-on" goes on, "starting-side" gives it to the side of seat 1', () => {
    expect(matchOutcome([2010, 2010], classic(2005))).toEqual({ over: false, winner: null });
    expect(matchOutcome([2010, 2010], { ...classic(2005), tieBreak: "starting-side" })).toEqual({
      over: true,
      winner: 1,
    });
    expect(startingSide(presets.classic)).toBe(1);
    expect(startingSide(presets.twoPlayers)).toBe(1);
    expect(startingSide(presets.threePlayers)).toBe(1);
    // Three players: among the tied, the one who played first in the first hand (seats 1, 2, 0).
    const three = { ...presets.threePlayers, tieBreak: "starting-side" } as const;
    expect(matchOutcome([1100, 1100, 500], three)).toEqual({ over: true, winner: 1 });
    expect(matchOutcome([1100, 500, 1100], three)).toEqual({ over: true, winner: 2 });
    expect(matchOutcome([500, 1100, 1100], three)).toEqual({ over: true, winner: 1 });
    expect(matchOutcome([1100, 1100, 1200], three)).toEqual({ over: true, winner: 2 });
  });

  // Mutation testing asked for this one (outcome.ts: `t >= target && true`, the last total over
  // the target taken as the best): the highest total over the target is the best, wherever it is.
  it("R10.2 the highest total over the target wins, whichever side holds it and whatever follows it", () => {
    const three = { ...presets.threePlayers, targetScore: 1005, tieBreak: "starting-side" } as const;
    expect(matchOutcome([1300, 1100, 1200], three)).toEqual({ over: true, winner: 0 });
    expect(matchOutcome([1100, 1300, 1005], three)).toEqual({ over: true, winner: 1 });
    expect(matchOutcome([900, 1000, 1000], three)).toEqual({ over: false, winner: null });
  });
});
