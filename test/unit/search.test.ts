/**
 * The search bot: legal, reproducible for an iteration budget, complete hands in every preset,
 * and hidden-card sampling consistent with the view.
 */
import { type Action, apply, checkState, type HandState, legalActions, presets, type Ruleset, viewFor } from "burraco";
import { greedyBot, seedRng } from "burraco/bots";
import { dealSeed, simulate } from "burraco/sim";
import { describe, expect, it } from "vitest";
import { determinize, hiddenCards } from "../../src/bots/search/determinize.js";
import { createSearchBot } from "../../src/bots/search/searchBot.js";
import { Rand } from "../../src/random/prng.js";
import { checkConservation } from "../helpers/invariants.js";
import { dealt } from "../helpers/state.js";
import { fromNotation, play } from "../helpers/table.js";

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
      const s = midHand(presets.classic, dealSeed("search", i), 10 + i * 7);
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
        const s = midHand(presets[name], dealSeed(name, i), 5 + i * 9);
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

describe("determinize with known cards (R14.2) and unplayed pozzetti (R6.3)", () => {
  /** Checks one sample against the view it was drawn for and the state behind it. */
  function checkSample(state: HandState, seat: number, salt: number, strict: boolean): void {
    const view = viewFor(state, seat);
    const sample = determinize(view, hiddenCards(view), new Rand(seedRng(salt)));
    expect(sample.known).toEqual(view.known);
    for (const [s, known] of view.known.entries()) for (const id of known) expect(sample.held[s]).toContain(id);
    expect(sample.unplayedPozzetto.map((p) => p?.length ?? 0)).toEqual(view.unplayedPozzettoCounts);
    for (const [s, p] of sample.unplayedPozzetto.entries()) if (p !== null) expect(sample.held[s]).toEqual(p);
    expect(sample.held.map((h) => h.length)).toEqual(state.held.map((h) => h.length));
    checkConservation(sample);
    if (!strict) return;
    // A state the engine could be in: checkState accepts it (R1.1, R6.3, R14.2). Not asked of every
    // position: a view lists only the R3.3 cards still held, so a sample taken after melding one
    // lists fewer than the state, which checkState refuses.
    const checked = checkState(sample);
    expect(checked.ok, checked.error?.message).toBe(true);
  }

  it("R14.2 R6.3 1,000 samples: every known card in its seat's hand, the unplayed pozzetto with its holder", () => {
    // Seat 0 throws its last card and takes the pozzetto on discard (R6.3); seats 1–3 hold known cards.
    const s = play(
      fromNotation({
        ruleset: { preset: "classic" },
        turn: 0,
        phase: "play",
        hands: ["9S", "KD QH 4C 5C", "KH 7D 5H 6H", "QC 2D 6C 7C"],
        known: ["", "KD QH", "KH", "QC 2D"],
        discardPile: "3S",
        melds: [[], []],
        pozzettoTaken: [false, false],
      }),
      { type: "discard", seat: 0, card: "9S" },
    );
    expect(s.unplayedPozzetto[0]).toHaveLength(11);
    for (let i = 0; i < 1000; i++) checkSample(s, 1, i, true);
  });

  it("R14.2 on positions of random hands of three presets, with the known cards they reach", () => {
    let withKnown = 0;
    for (const name of ["classic", "closed", "threePlayers"] as const) {
      for (let i = 0; i < 12; i++) {
        const s = midHand(presets[name], dealSeed(`known ${name}`, i), 20 + i * 6);
        if (s.phase === "ended") continue;
        if (s.known.some((k, seat) => seat !== s.turn && k.length > 0)) withKnown++;
        for (let k = 0; k < 5; k++) checkSample(s, s.turn, k, false);
      }
    }
    expect(withKnown).toBeGreaterThan(5);
  });
});
