/**
 * Every preset (RULES.md §12) plays: complete seeded hands with a mixed table (some seats
 * `greedyBot`, the others a random policy that prefers closing, melding and attaching), checking at
 * every step that the 108 cards are all there once (R1.1), every meld reads as stored under the
 * preset (analyzeMeld, R4.6), every score sheet adds up (R9.7), the state is one checkState accepts,
 * and that the hand ends. Then a whole match per preset, to a 505 target, ends with a winner
 * (R10.1, R10.2).
 */

import {
  type Action,
  checkState,
  type HandState,
  legalActions,
  type PresetName,
  presetNames,
  presets,
  recordHand,
  startHand,
  viewFor,
} from "burraco";
import { greedyBot, type RngState } from "burraco/bots";
import { scoreHand } from "burraco/scoring";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkConservation, checkMelds } from "../helpers/invariants.js";
import { startMatch } from "../helpers/match.js";
import { playToEnd, policy } from "../helpers/policy.js";
import { dealt } from "../helpers/state.js";

const base = fc.readConfigureGlobal().numRuns ?? 100;
/** A hand with checks at every step costs tens of milliseconds: a twentieth of the global runs. */
const hands = { numRuns: Math.max(3, Math.ceil(base / 20)) };
/** A whole match costs a few hands. */
const matches = { numRuns: Math.max(1, Math.ceil(base / 50)) };

/** The next action: seats whose bit is set in `greedySeats` play greedyBot, the others the policy (test/helpers/policy.ts). */
function choose(state: HandState, greedySeats: number, rng: RngState): [Action, RngState] {
  if (((greedySeats >> state.turn) & 1) === 1) {
    const [action, next] = greedyBot(viewFor(state, state.turn), legalActions(state), rng);
    if (action === null) throw new Error("greedyBot found no action");
    return [action, next];
  }
  return policy(state, rng);
}

function checkInvariants(state: HandState): void {
  checkConservation(state); // R1.1: every card exactly once.
  checkMelds(state); // R4.6: every meld is valid and reads as stored.
  // R9.7: the score sheet adds up, one entry per side.
  const sheet = scoreHand(state);
  expect(sheet.sides).toHaveLength(state.melds.length);
  expect(sheet.ended).toBe(state.phase === "ended");
  for (const s of sheet.sides) {
    expect(s.total).toBe(
      s.meldPoints + s.burracoBonus + s.closing + s.handPenalty + s.pozzettoPenalty + s.unplayedPozzetto,
    );
    expect(s.burracoBonus).toBe(s.burraco.reduce((sum, b) => sum + b.bonus, 0));
  }
  // The state is consistent as a whole (what deserialize accepts).
  const checked = checkState(state);
  if (!checked.ok) throw new Error(checked.error.message);
}

/** Plays a hand to its end, checking every state when `checked`; returns the ended state. */
function playOut(deal: HandState, seed: number, greedySeats: number, checked: boolean): HandState {
  if (checked) checkInvariants(deal);
  const ended = playToEnd(deal, seed, {
    choose: (state, rng) => choose(state, greedySeats, rng),
    onStep: checked ? (_, state) => checkInvariants(state) : undefined,
  });
  expect(legalActions(ended)).toEqual([]);
  return ended;
}

const handArb = fc.record({
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
  dealer: fc.nat(3),
  greedySeats: fc.nat(15),
  pairing: fc.boolean(),
});

describe.each(presetNames.map((name) => [name]))("preset %s", (name: PresetName) => {
  const ruleset = presets[name];

  it("plays complete hands with every invariant held at every step, and each hand ends", () => {
    fc.assert(
      fc.property(handArb, ({ seed, dealer, greedySeats, pairing }) => {
        const deal = dealt({ ruleset, seed, dealer: dealer % ruleset.players, pairing });
        const ended = playOut(deal, seed, greedySeats, true);
        const end = ended.end;
        if (end === null) throw new Error("ended without an end");
        if (end.reason === "closed") {
          const closer = end.closedBy as number;
          expect(ended.held[closer]).toEqual([]);
          expect(scoreHand(ended).sides[ended.sides[closer] as number]?.closing).toBe(ruleset.closingBonus);
        } else {
          expect(scoreHand(ended).sides.every((s) => s.closing === 0)).toBe(true);
        }
      }),
      hands,
    );
  });

  it("R10.1 a match to 505 ends with the winner on top", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.nat(15), (seed, greedySeats) => {
        let match = startMatch({ ruleset: { ...ruleset, targetScore: 505 }, seed });
        while (!match.over) {
          if (match.hands.length >= 60) throw new Error("the match did not end in 60 hands");
          const dealt = startHand(match);
          if (!dealt.ok) throw new Error(dealt.error.message);
          // recordHand checks the ended state (checkState) itself.
          const r = recordHand(match, playOut(dealt.value, seed + match.hands.length, greedySeats, false));
          if (!r.ok) throw new Error(r.error.message);
          match = r.value;
        }
        const best = Math.max(...match.totals);
        expect(best).toBeGreaterThanOrEqual(505);
        expect(match.totals[match.winner as number]).toBe(best);
      }),
      matches,
    );
  });
});
