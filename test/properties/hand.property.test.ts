/**
 * Random playouts of whole hands (after OpenSpiel's random-simulation test). At every step:
 * (a) the 108 cards are all there once (R1.1); (b) every meld on the table is valid and reads as
 * stored (§4, §5); (c) states are deep-frozen and apply never throws or mutates; (d) a random
 * illegal atomic action is refused and changes nothing; (g) legalActions is exactly the set of
 * atomic actions apply accepts; (h) no view shows a hidden card, and no public event depends on one
 * (R14.3). Per hand: (e) it ends within 3,000
 * actions; (f) replaying the seed and the actions gives the same states.
 * The fast-check seed is fixed globally (test/setup.ts); FC_NUM_RUNS raises the run counts.
 */

import { isDeepStrictEqual } from "node:util";
import {
  type Action,
  actionFromNotation,
  apply,
  defineRuleset,
  formatCards,
  type HandState,
  legalActions,
  type PresetName,
  presets,
  type Ruleset,
  setupHand,
} from "burraco";
import { nextInt, type RngState, seedRng } from "burraco/bots";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  actionKey,
  applyChecked,
  checkConservation,
  checkEventsTwin,
  checkLegalActions,
  checkMelds,
  checkView,
} from "../helpers/invariants.js";
import { dealt, deepFreeze, picture } from "../helpers/state.js";

const PRESETS: readonly PresetName[] = [
  "classic",
  "openDirty",
  "open",
  "closed",
  "closedDirty",
  "closedSTBP",
  "twoPlayers",
  "fibur2026",
];
const MAX_ACTIONS = 3000;
const runs = (fallback: number) => ({ numRuns: Number(process.env.FC_NUM_RUNS ?? fallback) });

function ruleset(input: Record<string, unknown>): Ruleset {
  const r = defineRuleset(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A preset as is, or a preset with option overrides of §3–§9 so every branch of the reducers is reached. */
const rulesetArb: fc.Arbitrary<Ruleset> = fc.oneof(
  fc.constantFrom(...PRESETS).map((name) => presets[name]),
  fc
    .record(
      {
        preset: fc.constantFrom(...PRESETS),
        discardPickupRestriction: fc.constantFrom("same-card", "under-three"),
        firstTurnMelding: fc.boolean(),
        distinctSetRanks: fc.boolean(),
        directPozzetto: fc.boolean(),
        closeRequires: fc.constantFrom("any-burraco", "clean-burraco"),
        noCloseAfterSingleCardPickup: fc.boolean(),
        stockExhaustion: fc.constantFrom("two-left", "pozzetto-replaces"),
        stalemate: fc.constantFrom("end-hand", "force-draw"),
      },
      { requiredKeys: ["preset"] },
    )
    .map(ruleset),
);

const handArb = fc.record({
  ruleset: rulesetArb,
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
  dealer: fc.integer({ min: 0, max: 3 }),
  policySeed: fc.integer({ min: 0, max: 0x7fffffff }),
});

/** A random-but-purposeful player: closes when it can, melds or attaches often, else anything legal. */
function choose(legal: readonly Action[], rng: RngState): [Action, RngState] {
  if (legal.length === 0) throw new Error("no legal action to choose from");
  let r = rng;
  const pick = <T>(list: readonly T[]): T => {
    const [i, next] = nextInt(r, list.length);
    r = next;
    return list[i] as T;
  };
  const roll = (n: number): number => {
    const [i, next] = nextInt(r, n);
    r = next;
    return i;
  };
  const closes = legal.filter((a) => a.type === "close");
  if (closes.length > 0 && roll(10) < 8) return [pick(closes), r];
  const plays = legal.filter((a) => a.type === "meld" || a.type === "attach");
  if (plays.length > 0 && roll(4) < 3) return [pick(plays), r];
  return [pick(legal), r];
}

/** A random atomic action, often close to a legal one (the acting seat, its own cards). */
function randomAtomic(state: HandState, rng: RngState): [Action, RngState] {
  let r = rng;
  const roll = (n: number): number => {
    const [i, next] = nextInt(r, n);
    r = next;
    return i;
  };
  const seat = roll(3) === 0 ? roll(4) : state.turn;
  const hand = state.held[seat] ?? [];
  const card = (): number => (hand.length > 0 && roll(4) !== 0 ? (hand[roll(hand.length)] as number) : roll(108));
  const types = ["draw", "pickUpDiscards", "takePozzetto", "meld", "attach", "discard", "close"] as const;
  const type = types[roll(types.length)] ?? "draw";
  let action: Action;
  switch (type) {
    case "meld": {
      const cards = [card(), card(), card()];
      action = { type, seat, cards: new Set(cards).size === 3 ? cards : [cards[0] ?? 0, 104, 105] };
      break;
    }
    case "attach":
      action =
        roll(2) === 0
          ? { type, seat, meld: roll(4), cards: [card()] }
          : { type, seat, meld: roll(4), cards: [card()], side: roll(state.melds.length) };
      break;
    case "discard":
    case "close":
      action = { type, seat, card: card() };
      break;
    default:
      action = { type, seat };
  }
  return [action, r];
}

interface Playout {
  readonly states: HandState[];
  readonly actions: Action[];
}

/** Plays a hand to its end, checking (a)–(d), (g), (h) at every step. */
function playout(start: HandState, policySeed: number, checkBrute: boolean): Playout {
  let rng = seedRng(policySeed);
  let state = deepFreeze(start);
  const states: HandState[] = [state];
  const actions: Action[] = [];
  while (state.phase !== "ended") {
    if (actions.length >= MAX_ACTIONS)
      throw new Error(`(e) the hand did not end within ${MAX_ACTIONS} actions\n${picture(state)}`);
    const snapshot = JSON.stringify(state);
    checkConservation(state); //                     (a)
    checkMelds(state); //                            (b)
    for (let seat = 0; seat <= state.held.length; seat++) rng = checkView(state, seat, rng); // (h), seat = players: a spectator
    const legal = legalActions(state);
    if (legal.length === 0) throw new Error(`no legal action in a live hand\n${picture(state)}`);
    if (checkBrute)
      checkLegalActions(state); //     (g)
    else {
      for (const a of legal) {
        const r = applyChecked(state, a);
        if (!r.ok) throw new Error(`listed ${JSON.stringify(a)} refused: ${r.error.message}\n${picture(state)}`);
      }
    }
    // (d) a random atomic action that is not listed is refused and changes nothing.
    const legalKeys = new Set(legal.map((a) => actionKey(state, a)));
    for (let k = 0; k < 3; k++) {
      const [wild, next] = randomAtomic(state, rng);
      rng = next;
      const r = applyChecked(state, wild);
      if (r.ok && !legalKeys.has(actionKey(state, wild)))
        throw new Error(`(d) accepted unlisted ${JSON.stringify(wild)}\n${picture(state)}`);
    }
    const [action, next] = choose(legal, rng);
    rng = next;
    const r = applyChecked(state, action); //        (c): state is frozen; apply must not throw
    if (!r.ok) throw new Error(`listed ${JSON.stringify(action)} refused: ${r.error.message}`);
    if (JSON.stringify(state) !== snapshot) throw new Error("(c) the state changed under apply");
    rng = checkEventsTwin(state, action, r.value, rng); // (h) for the public events
    actions.push(action);
    state = deepFreeze(r.value);
    states.push(state);
  }
  checkConservation(state);
  checkMelds(state);
  for (let seat = 0; seat <= state.held.length; seat++) rng = checkView(state, seat, rng);
  expect(legalActions(state)).toEqual([]);
  return { states, actions };
}

describe("random playouts of a hand", () => {
  it("(a)–(h) hold at every step of random hands of every 2- and 4-player preset", () => {
    const ends = new Map<string, number>();
    fc.assert(
      fc.property(handArb, ({ ruleset, seed, dealer, policySeed }) => {
        const start = dealt({ ruleset, seed, dealer: dealer % ruleset.players });
        const { states, actions } = playout(start, policySeed, true);
        const last = states[states.length - 1] as HandState;
        expect(last.phase).toBe("ended"); //                                    (e)
        expect(actions.length).toBeLessThanOrEqual(MAX_ACTIONS);
        ends.set(last.end?.reason ?? "?", (ends.get(last.end?.reason ?? "?") ?? 0) + 1);
        // (f) same seed, same actions: the same states.
        let replay = dealt({ ruleset, seed, dealer: dealer % ruleset.players });
        expect(replay).toStrictEqual(states[0]);
        actions.forEach((action, i) => {
          const r = apply(replay, action);
          if (!r.ok) throw new Error(`(f) replay refused step ${i}: ${r.error.message}`);
          replay = r.value;
          if (!isDeepStrictEqual(replay, states[i + 1])) throw new Error(`(f) replay differs after step ${i}`);
        });
      }),
      runs(30),
    );
    // With enough runs, the playouts reach each way a hand can end.
    if (runs(30).numRuns >= 20) expect([...ends.keys()].sort()).toEqual(["closed", "stalemate", "stock-exhausted"]);
  });

  it("(a)–(d), (h) over many cheaper playouts (legal actions applied, no brute force)", () => {
    fc.assert(
      fc.property(handArb, ({ ruleset, seed, dealer, policySeed }) => {
        const { states } = playout(dealt({ ruleset, seed, dealer: dealer % ruleset.players }), policySeed, false);
        expect(states[states.length - 1]?.phase).toBe("ended");
      }),
      runs(30),
    );
  });
});

describe("legalActions after a large discard pile was taken", () => {
  /*  A deal where every card outside the hands, the pozzetti and 5 stock cards lies in the discard
      pile (≈ 37 cards with 4 players, ≈ 59 with 2): the player to act takes it all.              */
  const bigPile = fc.record({
    preset: fc.constantFrom(...PRESETS),
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    policySeed: fc.integer({ min: 0, max: 0x7fffffff }),
  });

  it("(g) holds on a hand of ~50 cards, and after a few plays from it", () => {
    fc.assert(
      fc.property(bigPile, ({ preset, seed, policySeed }) => {
        const deal = dealt({ ruleset: presets[preset], seed });
        const scenario = {
          ruleset: { preset },
          turn: deal.turn,
          phase: "draw" as const,
          hands: deal.held.map((h) => formatCards(h)),
          stock: formatCards(deal.stock.slice(0, 5)),
          discardPile: formatCards(deal.discardPile),
          rest: "discard-pile" as const,
        };
        const built = setupHand(scenario);
        if (!built.ok) throw new Error(built.error.message);
        let state = deepFreeze(built.value);
        const pileSize = state.discardPile.length;
        expect(pileSize).toBeGreaterThan(30);
        const taken = actionFromNotation(state, { type: "pickUpDiscards", seat: state.turn });
        if (!taken.ok) throw new Error(taken.error.message);
        state = deepFreeze(applyOrFail(state, taken.value));
        expect(state.held[state.turn]?.length).toBe(11 + pileSize);
        let rng = seedRng(policySeed);
        for (let step = 0; step < 3 && state.phase !== "ended"; step++) {
          checkConservation(state);
          checkMelds(state);
          checkLegalActions(state);
          const [action, next] = choose(legalActions(state), rng);
          rng = next;
          state = deepFreeze(applyOrFail(state, action));
        }
      }),
      runs(4),
    );
  });
});

function applyOrFail(state: HandState, action: Action): HandState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.message}`);
  return r.value;
}
