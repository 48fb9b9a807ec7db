/**
 * Issue 18, F12: an unsigned save is checked for states no play can reach. Properties: every state
 * `checkState` accepts either has ended or has at least one legal action — over the states of random
 * playouts, each damaged by moving cards between the hands, the stock and the pile (which keeps all
 * 108 cards, so only the reachability checks can refuse it).
 */
import { checkState, type HandState, legalActions, presetNames, presets } from "burraco";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { policy, recordPlay } from "../helpers/policy.js";
import { dealt } from "../helpers/state.js";

const base = fc.readConfigureGlobal().numRuns ?? 100;
const runs = { numRuns: Math.max(10, Math.ceil(base / 2)) };

type Damage = "empty-seat" | "empty-stock" | "empty-pile" | "empty-both";

/** The state with cards moved so that a seat's hand, the stock, the pile or both are empty. */
function damaged(s: HandState, damage: Damage, seat: number): HandState {
  const held = s.held.map((h) => h.slice());
  let stock = s.stock.slice();
  let pile = s.discardPile.slice();
  if (damage === "empty-seat") {
    stock = stock.concat(held[seat] ?? []);
    held[seat] = [];
  }
  if (damage === "empty-stock" || damage === "empty-both") {
    held[seat] = (held[seat] ?? []).concat(stock);
    stock = [];
  }
  if (damage === "empty-pile" || damage === "empty-both") {
    held[seat] = (held[seat] ?? []).concat(pile);
    pile = [];
  }
  return { ...s, held, stock, discardPile: pile };
}

describe("F12: checkState refuses states no play can reach", () => {
  const states = (preset: (typeof presetNames)[number], seed: number, steps: number): HandState[] =>
    recordPlay(dealt({ ruleset: presets[preset], seed, dealer: seed % presets[preset].players }), seed ^ 0x12, {
      maxSteps: steps,
      choose: (state, rng) => policy(state, rng, { skipPlays: seed % 2 === 0 }),
    }).states;

  it("F12: a play-phase state with an empty hand is refused", () => {
    const play = states("classic", 1, 3).find((s) => s.phase === "play");
    expect(play).toBeDefined();
    if (play === undefined) return;
    expect(checkState(play).ok).toBe(true);
    expect(checkState(damaged(play, "empty-seat", play.turn)).error?.code).toBe("state/invalid");
  });

  it("F12: a draw-phase state with no stock and no pile is refused", () => {
    const draw = states("classic", 2, 6).filter((s) => s.phase === "draw")[1];
    expect(draw).toBeDefined();
    if (draw === undefined) return;
    expect(checkState(draw).ok).toBe(true);
    expect(checkState(damaged(draw, "empty-both", (draw.turn + 1) % 4)).error?.code).toBe("state/invalid");
  });

  it("F12: a seat with no cards mid-hand, where no rule allows it, is refused", () => {
    const draw = states("classic", 3, 6).filter((s) => s.phase === "draw")[1];
    expect(draw).toBeDefined();
    if (draw === undefined) return;
    expect(checkState(damaged(draw, "empty-seat", (draw.turn + 2) % 4)).error?.code).toBe("state/invalid");
  });

  it("F12: every state checkState accepts has ended or has a legal action", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...presetNames),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 150 }),
        fc.constantFrom<Damage>("empty-seat", "empty-stock", "empty-pile", "empty-both"),
        fc.integer({ min: 0, max: 3 }),
        (preset, seed, steps, damage, seatOffset) => {
          const all = states(preset, seed, steps);
          const s = all[all.length - 1] as HandState;
          const players = s.ruleset.players;
          const bad = damaged(s, damage, (s.turn + seatOffset) % players);
          for (const candidate of [s, bad]) {
            const checked = checkState(candidate);
            if (!checked.ok) continue;
            const state = checked.value;
            expect(
              state.phase === "ended" || legalActions(state).length > 0,
              `${damage} ${preset} ${seed} ${steps}`,
            ).toBe(true);
          }
        },
      ),
      runs,
    );
  });
});
