/**
 * Issue 39, M2: what `checkState` accepts is closed under play. Every state it accepts stays
 * accepted after any legal action, so an unsigned store → apply → reload never fails: over the
 * states of random playouts (every preset, more rulesets, time out called), over those states with
 * cards moved between the hands, the stock and the pile wherever `checkState` still accepts the
 * result, and over the conformance scenarios (`setupHand`) played on at random.
 */
import { readFileSync } from "node:fs";
import {
  type Action,
  apply,
  checkState,
  defineRuleset,
  type HandState,
  legalActions,
  presetNames,
  presets,
  type Ruleset,
  type Scenario,
  setupHand,
} from "burraco";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { playout } from "../helpers/playout.js";

const base = fc.readConfigureGlobal().numRuns ?? 100;
const runs = { numRuns: Math.max(10, Math.ceil(base / 2)) };

const rulesets: readonly Ruleset[] = [
  ...presetNames.map((name) => presets[name]),
  defineRuleset({ preset: "threePlayers", stockExhaustion: "pozzetto-replaces" }).value as Ruleset,
  defineRuleset({ preset: "twoPlayers", stockExhaustion: "pozzetto-replaces", allowSets: false }).value as Ruleset,
  defineRuleset({ stalemate: "force-draw", discardPickupRestriction: "under-three" }).value as Ruleset,
  defineRuleset({ preset: "threePlayers", threePlayerPairingFrom: 0 }).value as Ruleset,
];

/** Up to `most` of the legal actions of `state`, spread over the list from `offset`. */
function someActions(state: HandState, offset: number, most = 8): Action[] {
  const all = legalActions(state);
  if (all.length <= most) return all;
  const step = all.length / most;
  return Array.from({ length: most }, (_, i) => all[(offset + Math.floor(i * step)) % all.length] as Action);
}

/** Every sampled legal action of an accepted `state` leads to a state `checkState` accepts. */
function closedUnderPlay(state: HandState, offset: number): void {
  for (const action of someActions(state, offset)) {
    const next = apply(state, action);
    if (!next.ok) throw new Error(`a legal action was refused: ${next.error.message}`);
    const again = checkState(next.value);
    expect(again.error, `${JSON.stringify(action)} from an accepted state`).toBeUndefined();
  }
}

type Zone = "stock" | "pile" | 0 | 1 | 2 | 3;

/** `state` with `count` cards moved from the top of one zone to another (all 108 cards kept). */
function moved(state: HandState, from: Zone, to: Zone, count: number): HandState {
  const held = state.held.map((h) => h.slice());
  const zones = { stock: state.stock.slice(), pile: state.discardPile.slice() };
  const list = (z: Zone): number[] => (typeof z === "number" ? (held[z % held.length] as number[]) : zones[z]);
  const source = list(from);
  const cards = source.splice(Math.max(0, source.length - count), count);
  list(to).push(...cards);
  return { ...state, held, stock: zones.stock, discardPile: zones.pile };
}

describe("M2: every state checkState accepts stays accepted after any legal action (property)", () => {
  it("M2 the states of random play, at every preset and more rulesets, time out called or not", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rulesets),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.array(fc.nat(), { minLength: 20, maxLength: 300 }),
        fc.integer({ min: -1, max: 200 }),
        fc.array(fc.nat(), { minLength: 3, maxLength: 6 }),
        (ruleset, seed, choices, timeOutAt, picks) => {
          const states = playout(ruleset, seed, choices, timeOutAt);
          for (const pick of picks) {
            const state = states[pick % states.length] as HandState;
            expect(checkState(state).error).toBeUndefined();
            closedUnderPlay(state, pick);
          }
        },
      ),
      runs,
    );
  });

  it("M2 the states of random play with cards moved between zones, wherever checkState still accepts them", () => {
    const zone = fc.constantFrom<Zone>("stock", "pile", 0, 1, 2, 3);
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...rulesets),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.array(fc.nat(), { minLength: 0, maxLength: 200 }),
        fc.array(fc.tuple(zone, zone, fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 3 }),
        (ruleset, seed, choices, moves) => {
          const states = playout(ruleset, seed, choices);
          const last = states[states.length - 1] as HandState;
          const edited = moves.reduce((s, [from, to, count]) => moved(s, from, to, count), last);
          if (!checkState(edited).ok) return;
          accepted++;
          closedUnderPlay(edited, seed);
        },
      ),
      { numRuns: base * 2 },
    );
    // Some edits keep a reachable state (a card moved and moved back, a hand's cards shuffled).
    expect(accepted).toBeGreaterThan(0);
  });

  it("M2 the conformance scenarios (setupHand positions), played on at random", () => {
    const vectors = JSON.parse(readFileSync(new URL("../fixtures/scenarios.json", import.meta.url), "utf8")) as {
      cases: { setup: Scenario }[];
    };
    let played = 0;
    for (const [i, { setup }] of vectors.cases.entries()) {
      const built = setupHand(setup);
      if (!built.ok) continue;
      let state = built.value;
      for (let step = 0; step < 20 && state.phase !== "ended"; step++) {
        expect(checkState(state).error).toBeUndefined();
        closedUnderPlay(state, i + step);
        const actions = legalActions(state);
        // A composed position may have no move (a last card that can neither be discarded nor close).
        if (actions.length === 0) break;
        const next = apply(state, actions[(i * 31 + step * 7) % actions.length] as Action);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
        played++;
      }
    }
    expect(played).toBeGreaterThan(50);
  });
});
