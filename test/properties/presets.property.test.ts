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
  analyzeMeld,
  apply,
  type CardId,
  DECK_SIZE,
  type GameState,
  legalActions,
  newHand,
  nextInt,
  type PresetName,
  presetNames,
  presets,
  type RngState,
  seedRng,
  viewFor,
} from "burraco";
import { scoreHand } from "burraco/scoring";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../src/bots/index.js";
import { newMatch, recordHand, startHand } from "../../src/match/index.js";
import { checkState } from "../../src/state/serialize.js";

const base = fc.readConfigureGlobal().numRuns ?? 100;
/** A hand with checks at every step costs tens of milliseconds: a twentieth of the global runs. */
const hands = { numRuns: Math.max(3, Math.ceil(base / 20)) };
/** A whole match costs a few hands. */
const matches = { numRuns: Math.max(1, Math.ceil(base / 50)) };

/** Closes when it can, else melds or attaches, else any legal action (drawing 4 times in 5). */
function policy(state: GameState, rng: RngState): [Action, RngState] {
  const legal = legalActions(state);
  if (legal.length === 0) throw new Error(`no legal action in phase ${state.phase}`);
  const close = legal.find((a) => a.type === "close");
  if (close !== undefined) return [close, rng];
  if (state.phase === "draw" && legal.length > 1) {
    const [x, next] = nextInt(rng, 5);
    return [legal[x === 0 ? 1 : 0] as Action, next];
  }
  const plays = legal.filter((a) => a.type === "meld" || a.type === "attach");
  const pool = plays.length > 0 ? plays : legal;
  const [i, next] = nextInt(rng, pool.length);
  return [pool[i] as Action, next];
}

/** The next action: seats whose bit is set in `greedySeats` play greedyBot, the others the policy. */
function choose(state: GameState, greedySeats: number, rng: RngState): [Action, RngState] {
  if (((greedySeats >> state.turn) & 1) === 1) {
    const [action, next] = greedyBot(viewFor(state, state.turn), legalActions(state), rng);
    if (action === null) throw new Error("greedyBot found no action");
    return [action, next];
  }
  return policy(state, rng);
}

function checkInvariants(state: GameState): void {
  // R1.1: every card exactly once.
  const seen = new Uint8Array(DECK_SIZE);
  const zones: (readonly CardId[])[] = [...state.hands, state.stock, state.discardPile, ...state.pozzetti];
  for (const list of state.melds) for (const m of list) zones.push(m.cards);
  for (const zone of zones) for (const id of zone) seen[id] = (seen[id] ?? 0) + 1;
  expect(seen.every((n) => n === 1)).toBe(true);
  // R4.6: every meld is valid and reads as stored.
  for (const list of state.melds) {
    for (const m of list) {
      const info = analyzeMeld(m.cards, state.ruleset);
      if (!info.ok) throw new Error(`invalid meld on the table: ${info.error.message}`);
      expect(info.value).toEqual(m);
    }
  }
  // R9.7: the score sheet adds up, one entry per side.
  const sheet = scoreHand(state);
  expect(sheet.sides).toHaveLength(state.melds.length);
  expect(sheet.ended).toBe(state.phase === "ended");
  for (const s of sheet.sides) {
    expect(s.total).toBe(s.meldPoints + s.burracoBonus + s.closing + s.handPenalty + s.pozzettoPenalty + s.unplayedPozzetto);
    expect(s.burracoBonus).toBe(s.burraco.reduce((sum, b) => sum + b.bonus, 0));
  }
  // The state is consistent as a whole (what deserialize accepts).
  const checked = checkState(state);
  if (!checked.ok) throw new Error(checked.error.message);
}

/** Plays a hand to its end, checking every state when `checked`; returns the ended state. */
function playOut(deal: GameState, seed: number, greedySeats: number, checked: boolean): GameState {
  let state = deal;
  let rng = seedRng(seed);
  if (checked) checkInvariants(state);
  for (let steps = 0; state.phase !== "ended"; steps++) {
    if (steps >= 5000) throw new Error("the hand did not end in 5000 actions");
    const [action, next] = choose(state, greedySeats, rng);
    rng = next;
    const r = apply(state, action);
    if (!r.ok) throw new Error(`${action.type} refused: ${r.error.code}: ${r.error.message}`);
    state = r.value;
    if (checked) checkInvariants(state);
  }
  expect(legalActions(state)).toEqual([]);
  return state;
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
        const deal = newHand({ ruleset, seed, dealer: dealer % ruleset.players, pairing });
        const ended = playOut(deal, seed, greedySeats, true);
        const end = ended.end;
        if (end === null) throw new Error("ended without an end");
        if (end.reason === "closed") {
          const closer = end.closedBy as number;
          expect(ended.hands[closer]).toEqual([]);
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
        let match = newMatch({ ruleset: { ...ruleset, targetScore: 505 }, seed });
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
