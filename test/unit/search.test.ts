/**
 * The search bot: legal, reproducible for an iteration budget, complete hands in every preset,
 * and hidden-card sampling consistent with the view.
 */
import { type Action, apply, type HandState, legalActions, presets, type Ruleset, viewFor } from "burraco";
import { greedyBot, seedRng } from "burraco/bots";
import { handSeed, simulate } from "burraco/sim";
import { describe, expect, it } from "vitest";
import { determinize, hiddenCards } from "../../src/bots/search/determinize.js";
import { Rand } from "../../src/bots/search/rand.js";
import { createSearchBot } from "../../src/bots/search/searchBot.js";
import { checkConservation } from "../helpers/invariants.js";
import { dealt } from "../helpers/state.js";

/** Plays a few greedy actions from a deal, to reach a position in the middle of a hand. */
function midHand(ruleset: Ruleset, seed: number, actions: number): HandState {
  let s = dealt({ ruleset, seed });
  let rng = seedRng(seed);
  for (let i = 0; i < actions && s.phase !== "ended"; i++) {
    const [a, next] = greedyBot(viewFor(s, s.turn), legalActions(s), rng);
    rng = next;
    const r = apply(s, a as Action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

describe("searchBot", () => {
  const bot = createSearchBot({ iterations: 8 });

  it("plays complete hands in every preset without a refused action", () => {
    for (const name of ["classic", "closed", "twoPlayers", "threePlayers"] as const) {
      const bots = presets[name].players === 3 ? [bot, greedyBot, greedyBot] : [bot, greedyBot];
      const report = simulate({ ruleset: presets[name], seed: name, handCount: 1, bots });
      expect(report.ok).toBe(true);
      if (!report.ok) continue;
      expect(report.value.summary.errors).toBe(0);
      expect(report.value.hands[0]?.end).not.toBe("action-cap");
    }
  });

  it("chooses among the legal actions, the same way for the same PRNG state", () => {
    for (let i = 0; i < 12; i++) {
      const s = midHand(presets.classic, handSeed("search", i), 10 + i * 7);
      if (s.phase === "ended") continue;
      const legal = legalActions(s);
      const [a, r1] = bot(viewFor(s, s.turn), legal, seedRng(i));
      const [b, r2] = bot(viewFor(s, s.turn), legalActions(s), seedRng(i));
      expect(legal).toContain(a);
      expect(b).toEqual(a);
      expect(r2).toEqual(r1);
    }
  });

  it("with a time budget still returns a legal action", () => {
    const timed = createSearchBot({ timeMs: 5 });
    const s = midHand(presets.classic, 11, 9);
    const legal = legalActions(s);
    const [a] = timed(viewFor(s, s.turn), legal, seedRng(1));
    expect(legal).toContain(a);
  });
});

describe("determinize", () => {
  it("deals the hidden cards by the view's counts and keeps everything the seat sees", () => {
    for (const name of ["classic", "closed", "threePlayers"] as const) {
      for (let i = 0; i < 8; i++) {
        const s = midHand(presets[name], handSeed(name, i), 5 + i * 9);
        const seat = s.turn;
        const view = viewFor(s, seat);
        const sample = determinize(view, hiddenCards(view), new Rand(seedRng(i)));
        checkConservation(sample);
        expect(sample.held.map((h) => h.length)).toEqual(s.held.map((h) => h.length));
        expect(sample.held[seat]).toEqual(s.held[seat]);
        expect(sample.stock.length).toBe(s.stock.length);
        expect(sample.pozzetti.map((p) => p.length)).toEqual(s.pozzetti.map((p) => p.length));
        expect(sample.discardPile.length).toBe(s.discardPile.length);
        expect(sample.discardPile.at(-1)).toBe(s.discardPile.at(-1));
        expect(sample.melds).toBe(s.melds);
        // The seat's legal actions are the same in the sample: they depend only on what it sees.
        expect(JSON.stringify(legalActions(sample))).toBe(JSON.stringify(legalActions(s)));
      }
    }
  });
});
