/**
 * The simulation API: options refused cleanly, seeded and reproducible, dealer rotation (R2.3),
 * bot failures and the action cap, lazy iteration and flat memory, the summary's arithmetic.
 */

import { apply, type HandState, presets, scoreHand } from "burraco";
import { type Bot, greedyBot, randomBot } from "burraco/bots";
import { dealSeed, type HandResult, playHand, simulate, simulateHands, summarize } from "burraco/sim";
import { describe, expect, it } from "vitest";
import { dealt } from "../helpers/state.js";

describe("simulate: options", () => {
  const bad: [string, unknown][] = [
    ["a handCount that is not a number", { seed: 1, handCount: "10", bots: [greedyBot] }],
    ["a negative handCount", { seed: 1, handCount: -1, bots: [greedyBot] }],
    ["a fractional handCount", { seed: 1, handCount: 1.5, bots: [greedyBot] }],
    ["no bots", { seed: 1, handCount: 1, bots: [] }],
    ["three bots for four seats", { seed: 1, handCount: 1, bots: [greedyBot, greedyBot, greedyBot] }],
    ["a bot that is not a function", { seed: 1, handCount: 1, bots: ["greedy"] }],
    ["a bad seed", { seed: {}, handCount: 1, bots: [greedyBot] }],
    ["a bad dealer", { seed: 1, handCount: 1, bots: [greedyBot], firstDealer: 4 }],
    ["a bad cap", { seed: 1, handCount: 1, bots: [greedyBot], maxActionsPerHand: 0 }],
    ["the pre-1.0 name hands instead of handCount", { seed: 1, hands: 1, bots: [greedyBot] }],
    ["not an object", null],
  ];
  it.each(bad)("refuses %s without throwing", (_name, options) => {
    const r = simulate(options as never);
    expect(r.ok).toBe(false);
    expect(r.error?.code).toBe("input/invalid");
    expect(r.error?.message.length).toBeGreaterThan(10);
  });

  it("refuses an invalid ruleset with the ruleset's message", () => {
    const r = simulate({
      ruleset: { ...presets.classic, players: 5 } as never,
      seed: 1,
      handCount: 1,
      bots: [greedyBot],
    });
    expect(r.error?.code).toBe("ruleset/invalid");
  });

  it("plays zero hands", () => {
    const r = simulate({ seed: 1, handCount: 0, bots: [greedyBot] });
    expect(r.value?.hands).toEqual([]);
    expect(r.value?.summary.handCount).toBe(0);
    expect(r.value?.summary.closeRate).toBe(0);
  });
});

describe("simulate: hands", () => {
  const report = simulate({
    ruleset: presets.classic,
    seed: 42,
    handCount: 12,
    bots: [greedyBot, randomBot],
    firstDealer: 2,
  });
  if (!report.ok) throw new Error(report.error.message);
  const { hands, summary } = report.value;

  it("rotates the dealer one seat clockwise each hand (R2.3)", () => {
    expect(hands.map((h) => h.dealer)).toEqual([2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1]);
  });

  it("deals hand i from dealSeed(seed, i), so any hand replays alone", () => {
    const h = hands[5] as HandResult;
    expect(h.dealSeed).toBe(dealSeed(42, 5));
    const again = playHand({ seed: h.dealSeed, dealer: h.dealer, bots: [greedyBot, randomBot] });
    expect({ ...again.value?.result, index: 5 }).toEqual(h);
  });

  it("reports complete hands: how they ended, scores per side, burraco classes, turns and actions", () => {
    for (const h of hands) {
      expect(["closed", "stock-exhausted", "stalemate"]).toContain(h.end);
      expect(h.scores).toHaveLength(2);
      expect(h.burraco).toHaveLength(2);
      expect(h.turns).toBeGreaterThan(0);
      expect(h.actions).toBeGreaterThanOrEqual(h.turns * 2);
      expect(h.error).toBeNull();
      expect(h.closedBy === null).toBe(h.end !== "closed");
      if (h.closedBy !== null) expect(h.closingSide).toBe(h.closedBy % 2);
    }
    expect(summary.handCount).toBe(12);
    expect(summary.errors).toBe(0);
  });

  it("is reproducible and gives the same hands with per-side or per-seat bots", () => {
    const perSeat = simulate({
      seed: 42,
      handCount: 12,
      bots: [greedyBot, randomBot, greedyBot, randomBot],
      firstDealer: 2,
    });
    expect(perSeat.value).toEqual(report.value);
  });

  it("replays: the recorded log applied to the deal gives the scores reported", () => {
    const r = playHand({ seed: 9, bots: [greedyBot], record: true });
    if (!r.ok || r.value.result.log === undefined) throw new Error("no log");
    let state: HandState = dealt({ ruleset: presets.classic, seed: 9 });
    for (const action of r.value.result.log) {
      const next = apply(state, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    expect(state.phase).toBe("ended");
    expect(scoreHand(state).sides.map((s) => s.total)).toEqual(r.value.result.scores);
    expect(r.value.result.log.length).toBe(r.value.result.actions);
    // The final state and its sheet come back with the result.
    expect(r.value.state).toEqual(state);
    expect(r.value.sheet).toEqual(scoreHand(state));
  });

  it("plays two- and three-player hands", () => {
    for (const ruleset of [presets.twoPlayers, presets.threePlayers]) {
      const r = simulate({ ruleset, seed: 3, handCount: 4, bots: [greedyBot] });
      expect(r.value?.summary.errors).toBe(0);
      expect(r.value?.hands[0]?.scores).toHaveLength(ruleset.players);
    }
  });
});

describe("simulate: failing bots", () => {
  const illegal: Bot = (view, _legal, rng) => [{ type: "draw", seat: (view.turn + 1) % 4 }, rng];
  const nothing: Bot = (_view, _legal, rng) => [null, rng];
  const throwing: Bot = () => {
    throw new Error("boom");
  };

  it("stops a hand whose bot returns an illegal action and counts it as an error", () => {
    const r = simulate({ seed: 1, handCount: 3, bots: [illegal, greedyBot] });
    const h = r.value?.hands[0] as HandResult;
    expect(h.end).toBe("bot-error");
    expect(h.error?.error.code).toBe("turn/not-your-turn");
    expect(h.error?.action).toEqual({ type: "draw", seat: (h.error?.seat ?? 0) + 1 });
    expect(r.value?.summary.errors).toBeGreaterThan(0);
    expect(r.value?.summary.ends["bot-error"]).toBe(r.value?.summary.errors);
  });

  it("records a bot that returns nothing or throws, and never throws itself", () => {
    for (const bot of [nothing, throwing]) {
      const r = simulate({ seed: 1, handCount: 2, bots: [bot] });
      expect(r.value?.summary.errors).toBe(2);
      expect(r.value?.hands[0]?.error?.error.code).toBe("input/invalid");
    }
    expect(simulate({ seed: 1, handCount: 1, bots: [throwing] }).value?.hands[0]?.error?.error.message).toContain(
      "boom",
    );
  });

  it("caps the actions of a hand, so a bot can never loop forever", () => {
    const r = simulate({ seed: 1, handCount: 2, bots: [greedyBot], maxActionsPerHand: 10 });
    expect(r.value?.hands.map((h) => [h.end, h.actions])).toEqual([
      ["action-cap", 10],
      ["action-cap", 10],
    ]);
    expect(r.value?.summary.ends["action-cap"]).toBe(2);
  });
});

describe("simulate: long runs", () => {
  it("streams hands lazily with simulateHands; summarize reads them once", () => {
    const gen = simulateHands({ seed: 7, handCount: 1_000_000_000, bots: [greedyBot] });
    if (!gen.ok) throw new Error(gen.error.message);
    const first: HandResult[] = [];
    for (const h of gen.value) {
      first.push(h);
      if (first.length === 3) break;
    }
    const full = simulate({ seed: 7, handCount: 3, bots: [greedyBot] });
    expect(first).toEqual(full.value?.hands);
    const again = simulateHands({ seed: 7, handCount: 3, bots: [greedyBot] });
    expect(again.ok && summarize(again.value)).toEqual(full.value?.summary);
  });

  it("keeps no hands with keepHands: false and calls onHand for each", () => {
    const seen: number[] = [];
    const r = simulate({
      seed: 7,
      handCount: 3,
      bots: [greedyBot],
      keepHands: false,
      onHand: (h) => seen.push(h.index),
    });
    expect(r.value?.hands).toEqual([]);
    expect(seen).toEqual([0, 1, 2]);
    expect(r.value?.summary).toEqual(simulate({ seed: 7, handCount: 3, bots: [greedyBot] }).value?.summary);
  });

  it("refuses bad options up front", () => {
    expect(simulateHands({ seed: 1, handCount: -3, bots: [greedyBot] }).ok).toBe(false);
    expect(playHand({ seed: 1, bots: [greedyBot], dealer: 9 }).ok).toBe(false);
    expect(playHand({ seed: 1.5, bots: [greedyBot] }).ok).toBe(false);
  });
});

describe("summarize", () => {
  const hand = (over: Partial<HandResult>): HandResult => ({
    index: 0,
    dealSeed: 0,
    dealer: 0,
    end: "closed",
    closedBy: 1,
    closingSide: 1,
    scores: [100, 300],
    burraco: [["dirty"], ["clean", "semi-clean"]],
    pozzettoTaken: [false, true],
    turns: 30,
    actions: 90,
    error: null,
    ...over,
  });

  it("adds up ends, means, wins, ties, closes, pozzetti and burraco classes", () => {
    const s = summarize([
      hand({}),
      hand({ end: "stock-exhausted", closedBy: null, closingSide: null, scores: [50, 50], actions: 120 }),
      hand({ scores: [400, -20], closedBy: 0, closingSide: 0, pozzettoTaken: [true, true] }),
    ]);
    expect(s.handCount).toBe(3);
    expect(s.ends).toEqual({
      closed: 2,
      "stock-exhausted": 1,
      stalemate: 0,
      "time-out": 0,
      "bot-error": 0,
      "action-cap": 0,
    });
    expect(s.closeRate).toBeCloseTo(2 / 3);
    expect(s.meanScore).toEqual([550 / 3, 330 / 3]);
    expect(s.wins).toEqual([1, 1]);
    expect(s.ties).toBe(1);
    expect(s.closes).toEqual([1, 1]);
    expect(s.pozzetti).toEqual([1, 3]);
    expect(s.burraco[1]).toEqual({ clean: 3, "semi-clean": 3, dirty: 0, royal: 0, super: 0 });
    expect(s.meanActions).toBe(100);
    expect(s.maxActions).toBe(120);
  });
});
