/**
 * R9.9: a hand scored from a real table's count gets the engine's sheet. Random engine hands (the
 * playouts of test/helpers/playout.ts, every preset) are turned into what the players would count
 * at the table; `scoreCount` of that count must equal `scoreHand` of the state in every line, its
 * burraco lines equal by class and bonus (a count has no meld indices).
 */
import { type CardId, defineRuleset, type HandState, pointsOf, presetNames, presets, type Ruleset } from "burraco";
import { greedyBot } from "burraco/bots";
import { type ScoreSheet, type SideCount, scoreCount, scoreHand, scoreLines } from "burraco/scoring";
import { playHand } from "burraco/sim";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { playout } from "../helpers/playout.js";

const points = (ids: readonly CardId[]): number => ids.reduce((a, id) => a + pointsOf(id), 0);

/** What a table counts for each side at the end of `state`: no cards, only sums and classes. */
function countOf(state: HandState): SideCount[] {
  const closer = state.end?.reason === "closed" ? state.end.closedBy : null;
  return state.melds.map((melds, side): SideCount => {
    const seats = state.sides.flatMap((s, seat) => (s === side ? [seat] : []));
    const unplayed = seats.flatMap((seat) => state.unplayedPozzetto[seat] ?? []);
    const held = seats.flatMap((seat) => state.held[seat] ?? []);
    const pending = seats.some((seat) => state.unplayedPozzetto[seat] !== null);
    return {
      meldPoints: melds.reduce((a, m) => a + points(m.cards), 0),
      burraco: melds.flatMap((m) => (m.burraco === null ? [] : [m.burraco])),
      closed: closer !== null && state.sides[closer] === side,
      pozzetto: state.pozzettoTaken[side] !== true ? "not-taken" : pending ? "unplayed" : "taken",
      unplayedPoints: points(unplayed),
      // R9.4 counts the hand without the unplayed pozzetto, which R9.6 scores.
      handPoints: points(held) - points(unplayed),
      penaltyPoints: 0,
    };
  });
}

/** The sheet without meld indices: burraco lines as sorted (class, bonus) pairs. */
function byClass(sheet: ScoreSheet): unknown {
  return sheet.sides.map((s) => ({
    ...Object.fromEntries(scoreLines.map((line) => [line, s[line]])),
    side: s.side,
    seats: s.seats,
    burraco: s.burraco.map((b) => `${b.class} ${b.bonus}`).sort(),
  }));
}

const rulesets: readonly Ruleset[] = [
  ...presetNames.map((name) => presets[name]),
  defineRuleset({ unplayedPozzetto: "flat-100", royalBurraco: 300, superBurraco: 250, closingBonus: 75 })
    .value as Ruleset,
  defineRuleset({ preset: "twoPlayers", semiClean: false, pozzettoPenalty: 50 }).value as Ruleset,
  // E1: the checks of R9.9 under the options they read (R11.2 with R8.1, runs only, clean closes).
  defineRuleset({ preset: "threePlayers", stockExhaustion: "pozzetto-replaces", directPozzetto: false })
    .value as Ruleset,
  defineRuleset({ preset: "twoPlayers", allowSets: false, closeRequires: "clean-burraco" }).value as Ruleset,
  defineRuleset({ preset: "openDirty", semiClean: false }).value as Ruleset,
];

describe("scoreCount equals scoreHand on engine hands (property)", () => {
  it("E1 R9.9 every preset: the count of a random hand's end scores the engine's sheet, line by line", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rulesets),
        fc.integer(),
        fc.array(fc.nat(), { minLength: 50, maxLength: 400 }),
        (ruleset, seed, choices) => {
          const states = playout(ruleset, seed, choices);
          const last = states[states.length - 1] as HandState;
          const count = countOf(last);
          const sheet = scoreCount(count, ruleset);
          expect(sheet.error).toBeUndefined();
          if (!sheet.ok) return;
          const engine = scoreHand(last);
          expect(byClass(sheet.value)).toEqual(byClass(engine));
        },
      ),
    );
  });

  // The property is about closes and unplayed pozzetti too: the playouts must reach them. Fixed
  // hands, apart from the property's runs, so that this holds at any FC_NUM_RUNS (mutation testing
  // runs the properties at 5).
  it("E1 R9.9 the playouts reach closes and unplayed pozzetti, and score alike there", () => {
    let closed = 0;
    let unplayed = 0;
    for (let hand = 0; hand < 120; hand++) {
      const ruleset = rulesets[hand % rulesets.length] as Ruleset;
      const choices = Array.from({ length: 300 }, (_, i) => (hand * 7919 + i * 104_729) % 1_000_003);
      const states = playout(ruleset, hand, choices);
      const last = states[states.length - 1] as HandState;
      const count = countOf(last);
      const sheet = scoreCount(count, ruleset);
      expect(sheet.error).toBeUndefined();
      if (sheet.ok) expect(byClass(sheet.value)).toEqual(byClass(scoreHand(last)));
      if (count.some((c) => c.closed)) closed++;
      if (count.some((c) => c.pozzetto === "unplayed")) unplayed++;
    }
    expect(closed).toBeGreaterThan(0);
    expect(unplayed).toBeGreaterThan(0);
  });

  // E1: hands the bots play to the end (bots meld burraco, close, go to the pozzetto, exhaust the
  // stock) are counts of real hands too: R9.9's checks must accept every one.
  it("E1 R9.9 hands the greedy bots play to the end count as the engine scores them, at 2, 3 and 4 players", () => {
    fc.assert(
      fc.property(fc.constantFrom(...rulesets), fc.integer(), (ruleset, seed) => {
        const played = playHand({ ruleset, seed, bots: [greedyBot] });
        if (!played.ok) throw new Error(played.error.message);
        const last = played.value.state;
        expect(last.phase).toBe("ended");
        const sheet = scoreCount(countOf(last), ruleset);
        expect(sheet.error).toBeUndefined();
        if (sheet.ok) expect(byClass(sheet.value)).toEqual(byClass(scoreHand(last)));
      }),
      { numRuns: Math.min(fc.readConfigureGlobal().numRuns ?? 100, 60) },
    );
  });
});
