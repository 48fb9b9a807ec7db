/**
 * The search bots' budgets (issue 29): E5, checked and capped playout counts and a time budget on an
 * injectable clock; E6, a bounded cost on hoarded hands, counted in work (listed legal actions and
 * playouts), never timed.
 */
import { type HandState, legalActions, newHand, presets, viewFor } from "burraco";
import {
  checkBotOptions,
  createBot,
  createPlannerBot,
  createSearchBot,
  greedyBot,
  hint,
  MAX_ITERATIONS,
  type RngState,
  seedRng,
} from "burraco/bots";
import { simulate } from "burraco/sim";
import { describe, expect, it } from "vitest";
import { NO_DEADLINE } from "../../src/bots/budget.js";
import { evaluatePlans } from "../../src/bots/planner/evaluate.js";
import { DUEL, hintWith, WORK_PER_PLAYOUT } from "../../src/bots/planner/plannerBot.js";
import { MAX_PLANS, planCandidates } from "../../src/bots/planner/plans.js";
import { determinize, hiddenCards } from "../../src/bots/search/determinize.js";
import { Rand } from "../../src/random/prng.js";
import { hoarded, hoardedPlay } from "../helpers/hoard.js";
import { isBotName } from "../helpers/internal.js";

const position = (players: 2 | 4, seed = 3): HandState => {
  const dealt = newHand({ ruleset: players === 2 ? presets.twoPlayers : presets.classic, seed });
  if (!dealt.ok) throw new Error(dealt.error.message);
  return dealt.value;
};

/** A clock that moves `step` ms each time it is read, and counts its reads. */
function fakeClock(step: number): { now: () => number; reads: () => number } {
  let t = 0;
  let n = 0;
  return {
    now: () => {
      n++;
      t += step;
      return t;
    },
    reads: () => n,
  };
}

const BAD_COUNTS = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -5, 0, 1.5, MAX_ITERATIONS + 1];

describe("E5: search budgets are checked, capped, and may be a time", () => {
  it("E5 hint refuses NaN, infinite, negative, fractional and too large budgets with input/invalid", () => {
    const s = position(4);
    const view = viewFor(s, s.turn);
    const legal = legalActions(s);
    for (const iterations of BAD_COUNTS) {
      const r = hint(view, legal, { iterations });
      expect(r.ok).toBe(false);
      expect(r.error?.code).toBe("input/invalid");
      expect(r.error?.message).toMatch(/^iterations must be a whole number from 1 to 10,000, got /);
    }
    for (const timeMs of [Number.NaN, Number.POSITIVE_INFINITY, -1, 0, 60_001])
      expect(hint(view, legal, { timeMs }).error?.message).toMatch(/^timeMs must be/);
    expect(hint(view, legal, { playoutActions: Number.NaN }).ok).toBe(false);
    expect(hint(view, legal, { confidence: Number.POSITIVE_INFINITY }).ok).toBe(false);
    // Read once, by value (issue 26): a getter runs once and its value is checked like any other.
    let runs = 0;
    const tricky = Object.defineProperty({}, "iterations", { enumerable: true, get: () => (runs++ === 0 ? 0 : 8) });
    expect(hint(view, legal, tricky).error?.message).toMatch(/^iterations must be/);
    expect(runs).toBe(1);
    expect(hint(view, legal, { iterations: MAX_ITERATIONS, timeMs: 1, now: fakeClock(1).now }).ok).toBe(true);
  });

  it("E5 createBot, createPlannerBot and createSearchBot never hang or throw on a bad budget: the bot plays nothing", () => {
    const s = position(4);
    const view = viewFor(s, s.turn);
    const legal = legalActions(s);
    const rng = seedRng(1);
    for (const iterations of BAD_COUNTS) {
      for (const bot of [
        createBot({ level: "hard", iterations }),
        createPlannerBot({ iterations }),
        createSearchBot({ iterations }),
      ])
        expect(bot(view, legal, rng)).toEqual([null, rng]);
      expect(checkBotOptions({ level: "hard", iterations }).ok).toBe(false);
    }
    expect(createBot({ level: "hard", timeMs: Number.NaN })(view, legal, rng)[0]).toBeNull();
    // The simulator reports such a bot as a bot error, in its usual form.
    const report = simulate({
      seed: 1,
      handCount: 1,
      bots: [createBot({ level: "hard", iterations: Infinity }), greedyBot],
    });
    expect(report.value?.summary.errors).toBe(1);
    expect(report.value?.hands[0]?.end).toBe("bot-error");
  });

  it("E5 the CLI's hard:<n> stops at the cap", () => {
    expect(isBotName(`hard:${MAX_ITERATIONS}`)).toBe(true);
    expect(isBotName(`hard:${MAX_ITERATIONS + 1}`)).toBe(false);
    expect(isBotName("hard:99999")).toBe(false);
  });

  it("E5 a time budget stops the planner's search after the budget, counted in playouts on a fake clock", () => {
    const s = position(4);
    const view = viewFor(s, s.turn);
    const legal = legalActions(s);
    const played = (timeMs: number, step: number): number => {
      const stats = { playouts: 0, listed: 0 };
      const r = hintWith(view, legal, { timeMs, now: fakeClock(step).now }, stats);
      expect(r.ok && r.value.length > 0).toBe(true);
      return stats.playouts;
    };
    // The clock is read once at the start and after each playout: with 1 ms a read, 10 ms stop it
    // after at most 10 playouts (where 120 would be the default), 30 ms after at most 30.
    const ten = played(10, 1);
    expect(ten).toBeGreaterThanOrEqual(2);
    expect(ten).toBeLessThanOrEqual(10);
    const thirty = played(30, 1);
    expect(thirty).toBeGreaterThan(ten);
    expect(thirty).toBeLessThanOrEqual(30);
    // With both budgets, the playout count stops it first when the time is generous: the search's
    // 8, then the hint's duel of its best moves, DUEL times 8 between them.
    const stats = { playouts: 0, listed: 0 };
    hintWith(view, legal, { iterations: 8, timeMs: 60_000, now: fakeClock(1).now }, stats);
    expect(stats.playouts).toBeLessThanOrEqual(8 + DUEL * 8);
    // The same fake clock gives the same hints: the time budget is reproducible only on such a clock.
    const again = (): unknown => hint(view, legal, { timeMs: 12, now: fakeClock(1).now });
    expect(again()).toEqual(again());
  });

  it("E5 a time budget stops the hard level and the search bot too, reading the clock a bounded number of times", () => {
    const s = position(4);
    const view = viewFor(s, s.turn);
    const legal = legalActions(s);
    const clock = fakeClock(1);
    const [a] = createBot({ level: "hard", timeMs: 10, now: clock.now })(view, legal, seedRng(2));
    expect(legal).toContainEqual(a);
    expect(clock.reads()).toBeLessThanOrEqual(12);
    // The search bot's draw decision: at least two rounds, then the clock stops it.
    const searchClock = fakeClock(1);
    const [b] = createSearchBot({ timeMs: 5, now: searchClock.now })(view, legal, seedRng(2));
    expect(legal).toContainEqual(b);
    expect(searchClock.reads()).toBeGreaterThan(1);
    expect(searchClock.reads()).toBeLessThanOrEqual(7);
  });
});

describe("E6: a decision's cost is bounded on hoarded hands", () => {
  const bound = 40 * WORK_PER_PLAYOUT; // the default budget at two players: 40 playouts
  // A hoarded 65-card hand's one playout lists about 19,000 actions: the overshoot stays below it.
  const overshoot = 25_000;

  it("E6 a default hint on hoarded 61–67-card hands stops at the work bound", () => {
    for (const s of [hoarded(61), hoardedPlay(61), hoarded(65), hoardedPlay(65)]) {
      expect(s.held[0]?.length).toBeGreaterThanOrEqual(61);
      const stats = { playouts: 0, listed: 0 };
      const r = hintWith(viewFor(s, 0), legalActions(s), {}, stats);
      expect(r.ok && r.value.length > 0).toBe(true);
      // The position is a real test of the bound: the search reached it, and stopped there; the
      // hint's duel of its best moves after it (issue 37) has a bound of DUEL times the search's.
      expect(stats.listed).toBeGreaterThanOrEqual(bound);
      expect(stats.listed).toBeLessThan((1 + DUEL) * bound + 2 * overshoot);
    }
  });

  it("E6 without the bound the same search does far more work: the halving's playouts on 51 plans", () => {
    const s = hoardedPlay(61);
    const view = viewFor(s, 0);
    const legal = legalActions(s);
    const rand = new Rand(seedRng(0));
    const hidden = hiddenCards(view);
    const plans = planCandidates(determinize(view, hidden, rand), legal, rand.state(), 99);
    expect(plans.length).toBeLessThanOrEqual(MAX_PLANS);
    const budget = { iterations: 40, rollout: "greedy", playoutActions: 600, deadline: NO_DEADLINE } as const;
    const unbounded = { playouts: 0, listed: 0 };
    evaluatePlans(
      view,
      hidden,
      plans,
      new Rand(rand.state()),
      { ...budget, work: Number.POSITIVE_INFINITY },
      unbounded,
    );
    const bounded = { playouts: 0, listed: 0 };
    evaluatePlans(view, hidden, plans, new Rand(rand.state()), { ...budget, work: bound }, bounded);
    expect(unbounded.listed).toBeGreaterThan(2 * bound);
    expect(bounded.listed).toBeLessThan(bound + overshoot);
    expect(bounded.playouts).toBeLessThan(unbounded.playouts);
  });

  it("E6 ordinary decisions stay below the bound: the default play is unchanged there", () => {
    for (const players of [2, 4] as const) {
      const s = position(players, 5);
      const stats = { playouts: 0, listed: 0 };
      hintWith(viewFor(s, s.turn), legalActions(s), {}, stats);
      const iterations = players === 2 ? 40 : 120;
      expect(stats.playouts).toBeGreaterThanOrEqual(iterations);
      // The search and the hint's duel after it (DUEL times the search's budget), each below its bound.
      expect(stats.listed).toBeLessThan((1 + DUEL) * iterations * WORK_PER_PLAYOUT);
    }
  });
});

describe("E5: the options are read once, by value, and a broken clock stops the search", () => {
  const s = position(4);
  const view = viewFor(s, s.turn);
  const legal = legalActions(s);

  it("E5 rng is copied before it is checked: an array's own every/slice, a Proxy, an odd species", () => {
    // Own methods that would lie to a check run on the caller's array.
    const lying = Object.assign([Number.NaN, "x", {}, 1e300], { every: () => true, slice: () => [1, 2, 3, 4] });
    expect(checkBotOptions({ rng: lying }).error?.code).toBe("input/invalid");
    expect(hint(view, legal, { rng: lying as unknown as RngState }).ok).toBe(false);
    // A Proxy's items are each read once, and the value checked is the one used.
    const reads: PropertyKey[] = [];
    let first = true;
    const proxy = new Proxy([1, 2, 3, 4], {
      get(target, key, receiver) {
        reads.push(key);
        if (key === "0") {
          const v = first ? 5 : Number.NaN;
          first = false;
          return v;
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const checked = checkBotOptions({ rng: proxy });
    expect(checked.value?.rng).toEqual([5, 2, 3, 4]);
    expect(reads.filter((k) => k === "0")).toHaveLength(1);
    // Subclasses (here one whose species is Object) and non-uint32 items are refused.
    class Odd extends Array<number> {}
    Object.defineProperty(Odd, Symbol.species, { value: Object });
    const odd: unknown = Odd.from([1, 2, 3, 4]);
    expect(checkBotOptions({ rng: odd }).error?.code).toBe("input/invalid");
    expect(hint(view, legal, { rng: odd as RngState }).ok).toBe(false);
    for (const rng of [
      [-1, 2, 3, 4],
      [2 ** 32, 2, 3, 4],
      [1, 2, 3],
      [1, 2, 3, 4, 5],
    ])
      expect(checkBotOptions({ rng }).ok).toBe(false);
    expect(checkBotOptions({ rng: [0, 1, 2, 2 ** 32 - 1] }).ok).toBe(true);
  });

  it("E5 a clock that throws or is not a finite number ends the time: hint returns the best so far", () => {
    const broken: (() => unknown)[] = [
      () => {
        throw new Error("boom");
      },
      () => Number.NaN,
      () => "12",
      () => Number.POSITIVE_INFINITY,
    ];
    for (const now of broken) {
      const stats = { playouts: 0, listed: 0 };
      const r = hintWith(view, legal, { timeMs: 10, now: now as () => number }, stats);
      expect(r.ok && r.value.length > 0).toBe(true);
      // The least search (two samples of the last round), not MAX_ITERATIONS' 10,000 playouts.
      expect(stats.playouts).toBeGreaterThan(0);
      expect(stats.playouts).toBeLessThanOrEqual(10);
      const [a] = createBot({ level: "hard", timeMs: 10, now: now as () => number })(view, legal, seedRng(2));
      expect(legal).toContainEqual(a);
      const [b] = createSearchBot({ timeMs: 10, now: now as () => number })(view, legal, seedRng(2));
      expect(legal).toContainEqual(b);
    }
    // A clock that breaks mid-search stops it there too.
    let n = 0;
    const stats = { playouts: 0, listed: 0 };
    const later = (): number => {
      if (++n > 3) throw new Error("boom");
      return n;
    };
    expect(hintWith(view, legal, { timeMs: 60_000, now: later }, stats).ok).toBe(true);
    expect(stats.playouts).toBeLessThanOrEqual(10);
  });
});
