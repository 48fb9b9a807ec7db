/**
 * E7: the score sheet a seat may be sent mid-hand. `scoreHand` of a hand in play counts hidden
 * cards (every hand); `scoreView` of a seat's view counts what that seat sees (R14), and equals
 * `scoreHand` once the hand has ended (R14.1).
 */
import { type HandState, pointsOf, presets, type Ruleset, scoreHand, scoreView, viewFor } from "burraco";
import { seedRng } from "burraco/bots";
import { describe, expect, it } from "vitest";
import { hiddenFrom, relabel } from "../helpers/invariants.js";
import { playout } from "../helpers/playout.js";

const rulesets: readonly Ruleset[] = [presets.classic, presets.twoPlayers, presets.threePlayers, presets.openDirty];

/** Hands played by the playouts, every state of each. */
function hands(count: number): HandState[][] {
  return Array.from({ length: count }, (_, hand) => {
    const ruleset = rulesets[hand % rulesets.length] as Ruleset;
    const choices = Array.from({ length: 300 }, (_, i) => (hand * 7919 + i * 104_729) % 1_000_003);
    return playout(ruleset, hand, choices);
  });
}

describe("E7 scoring a hand in play for one seat", () => {
  it("E7 R14 scoreView is the same on twin states that differ only in cards hidden from the seat; scoreHand is not", () => {
    let compared = 0;
    let scoreHandLeaks = 0;
    let rng = seedRng(29);
    for (const states of hands(24))
      for (const state of states.filter((_, i) => i % 7 === 3)) {
        if (state.phase === "ended") continue;
        for (let seat = 0; seat < state.held.length; seat++) {
          const [twin, next] = relabel(state, hiddenFrom(state, seat), rng);
          rng = next;
          expect(scoreView(viewFor(twin, seat))).toEqual(scoreView(viewFor(state, seat)));
          compared++;
          if (JSON.stringify(scoreHand(twin)) !== JSON.stringify(scoreHand(state))) scoreHandLeaks++;
        }
      }
    expect(compared).toBeGreaterThan(100);
    // The defect E7 names: scoreHand's sheet tells hidden cards apart, so it is not for players mid-hand.
    expect(scoreHandLeaks).toBeGreaterThan(0);
  });

  it("E7 R9.4 mid-hand a seat's sheet counts its own cards and the cards everyone knows, not the hidden ones", () => {
    let checked = 0;
    for (const states of hands(12))
      for (const state of states) {
        if (state.phase === "ended") continue;
        for (let seat = 0; seat < state.held.length; seat++) {
          const view = viewFor(state, seat);
          const sheet = scoreView(view);
          for (const side of sheet.sides) {
            const seen = side.seats.reduce(
              (sum, s) => sum + (s === seat ? view.held : (view.known[s] ?? [])).reduce((a, id) => a + pointsOf(id), 0),
              0,
            );
            expect(side.handPenalty).toBe(0 - seen);
            expect(side.closing).toBe(0);
          }
          // What everyone sees is scoreHand's: the melds, the burraco and the R9.5 penalty.
          const engine = scoreHand(state);
          expect(sheet.sides.map((s) => [s.meldPoints, s.burracoBonus, s.pozzettoPenalty])).toEqual(
            engine.sides.map((s) => [s.meldPoints, s.burracoBonus, s.pozzettoPenalty]),
          );
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(100);
  });

  it("E7 R14.1 once the hand has ended every seat's sheet, and a spectator's, is scoreHand's", () => {
    let ended = 0;
    for (const states of hands(24)) {
      const last = states[states.length - 1] as HandState;
      if (last.phase !== "ended") continue;
      ended++;
      for (let seat = -1; seat < last.held.length; seat++)
        expect(scoreView(viewFor(last, seat === -1 ? 9 : seat))).toEqual(scoreHand(last));
    }
    expect(ended).toBeGreaterThan(0);
  });
});
