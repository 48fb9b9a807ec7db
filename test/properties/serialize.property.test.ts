/**
 * Saving and loading, on random input: every state reachable by legal play round-trips
 * (deserialize(serialize(s)) equals s, and play goes on the same way); any damage to a card id is
 * refused; and no input whatsoever makes deserialize, checkState or deserializeMatch throw.
 */

import {
  apply,
  checkState,
  deserialize,
  deserializeMatch,
  type HandState,
  legalActions,
  presetNames,
  presets,
  serialize,
} from "burraco";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { policy, recordPlay } from "../helpers/policy.js";
import { dealt } from "../helpers/state.js";

const base = fc.readConfigureGlobal().numRuns ?? 100;
/** Playouts cost a few milliseconds each: a fifth of the global runs. */
const playouts = { numRuns: Math.max(5, Math.ceil(base / 5)) };

/**
 * The states of a seeded playout, deal first, at most `steps` actions. The policy sometimes
 * ignores the melds and attaches, to reach other positions.
 */
function playout(preset: (typeof presetNames)[number], seed: number, steps: number, pairing: boolean): HandState[] {
  const deal = dealt({ ruleset: presets[preset], seed, dealer: seed & 3, pairing });
  return recordPlay(deal, seed ^ 0x5eed, {
    maxSteps: steps,
    choose: (state, rng) => policy(state, rng, { skipPlays: true }),
  }).states;
}

const playoutArb = fc.record({
  preset: fc.constantFrom(...presetNames),
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
  steps: fc.nat({ max: 400 }),
  pairing: fc.boolean(),
});

describe("round trip of reachable states", () => {
  it("deserialize(serialize(s)) equals s for every state of random playouts, and checkState accepts it", () => {
    fc.assert(
      fc.property(playoutArb, ({ preset, seed, steps, pairing }) => {
        for (const state of playout(preset, seed, steps, pairing)) {
          const back = deserialize(serialize(state));
          if (!back.ok) throw new Error(`${back.error.message} (preset ${preset})`);
          expect(back.value).toEqual(state);
        }
      }),
      playouts,
    );
  });

  it("a loaded state plays on exactly like the original", () => {
    fc.assert(
      fc.property(playoutArb, ({ preset, seed, steps, pairing }) => {
        const states = playout(preset, seed, steps, pairing);
        const last = states[states.length - 1] as HandState;
        const back = deserialize(serialize(last));
        if (!back.ok) throw new Error(back.error.message);
        const legal = legalActions(last);
        expect(legalActions(back.value)).toEqual(legal);
        for (const action of legal) expect(apply(back.value, action)).toEqual(apply(last, action));
      }),
      playouts,
    );
  });
});

describe("refusals", () => {
  it("R1.1 changing any one card id anywhere in a reachable state is refused", () => {
    fc.assert(
      fc.property(
        playoutArb,
        fc.nat(),
        fc.integer({ min: 1, max: 107 }),
        ({ preset, seed, steps, pairing }, where, shift) => {
          const states = playout(preset, seed, Math.min(steps, 120), pairing);
          const state = states[states.length - 1] as HandState;
          // Every place a card id sits: hands, stock, pile, pozzetti, melds.
          const zones: (readonly number[])[] = [
            ...state.held,
            state.stock,
            state.discardPile,
            ...state.pozzetti,
            ...state.melds.flat().map((m) => m.cards),
          ];
          const total = zones.reduce((n, z) => n + z.length, 0);
          expect(total).toBe(108);
          let at = where % total;
          const zoneIndex = zones.findIndex((z) => {
            if (at < z.length) return true;
            at -= z.length;
            return false;
          });
          const zone = zones[zoneIndex] as readonly number[];
          const old = zone[at] as number;
          const changed = (old + shift) % 108;
          const text = serialize(state);
          const saved = JSON.parse(text) as { state: HandState };
          // Rewrite the same place in the parsed copy.
          const copy = structuredClone(saved.state) as unknown as Record<string, unknown>;
          const copyZones: number[][] = [
            ...(copy.held as number[][]),
            copy.stock as number[],
            copy.discardPile as number[],
            ...(copy.pozzetti as number[][]),
            ...(copy.melds as { cards: number[] }[][]).flat().map((m) => m.cards),
          ];
          (copyZones[zoneIndex] as number[])[at] = changed;
          const r = deserialize(JSON.stringify({ ...saved, state: copy }));
          expect(r.ok).toBe(false);
          expect(r.error?.code).toBe("state/invalid");
        },
      ),
      playouts,
    );
  });

  it("anything at all: deserialize, checkState and deserializeMatch never throw and refuse it", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(deserialize(value).ok).toBe(false);
        expect(checkState(value).ok).toBe(false);
        expect(deserializeMatch(value).ok).toBe(false);
      }),
    );
  });

  it("any text, any JSON value, any JSON in the envelope: refused, never thrown", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), fc.jsonValue(), (text, value) => {
        expect(deserialize(text).ok).toBe(false);
        expect(deserializeMatch(text).ok).toBe(false);
        const r = deserialize(JSON.stringify({ format: "burraco/state", version: 3, state: value }));
        expect(r.ok).toBe(false);
        expect(r.error?.code).toBe("state/invalid");
      }),
    );
  });

  it("a reachable state with one field replaced by anything never throws", () => {
    const state = playout("classic", 7, 60, false).at(-1) as HandState;
    const keys = Object.keys(state);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, value) => {
        const r = deserialize(
          JSON.stringify({ format: "burraco/state", version: 3, state: { ...state, [key]: value } }),
        );
        if (r.ok) expect(r.value[key as keyof HandState]).toEqual(value);
        else expect(r.error.code).toBe("state/invalid");
      }),
    );
  });
});
