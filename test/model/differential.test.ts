/**
 * Differential tests: the engine against the reference model (test/model), which was written from
 * RULES.md alone. On random positions — states of random playouts under every preset and mixes of
 * options, and generated edge positions (one to four cards in hand, pozzetto taken or not, burraco
 * present or not, clean-burraco closing, distinct set ranks, three players paired, stock nearly
 * empty) followed by a few random legal moves — the engine's `legalActions` equals the model's set,
 * `apply` accepts every action of that set and refuses the other candidates tried, `scoreHand`
 * equals the model's sheet, and a pick-up records what R3.3 and R7.3 say.
 * The fast-check seed is fixed (test/setup.ts); FC_NUM_RUNS scales the runs.
 */
import {
  type Action,
  apply,
  formatCards,
  type HandState,
  legalActions,
  type PresetName,
  presets,
  type Ruleset,
  setupHand,
} from "burraco";
import { scoreHand } from "burraco/scoring";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { playout } from "../helpers/playout.js";
import { picture } from "../helpers/state.js";
import { closeBlockedAfterPickup, forbiddenAfterPickup, modelLegalActions } from "./legal.js";
import { meldOptions, playOptions, rulesetOf } from "./rulesets.js";
import { modelScore } from "./score.js";
import type { ModelAction } from "./types.js";

const base = fc.readConfigureGlobal().numRuns ?? 100;

const PRESETS: readonly PresetName[] = [
  "classic",
  "openDirty",
  "open",
  "closed",
  "closedDirty",
  "closedSTBP",
  "twoPlayers",
  "threePlayers",
  "fibur2026",
];

/** A preset, or a preset with options of §3–§9 mixed in. */
const rulesetArb: fc.Arbitrary<Ruleset> = fc.oneof(
  fc.constantFrom(...PRESETS).map((name) => presets[name]),
  fc
    .record({ preset: fc.constantFrom(...PRESETS), ...meldOptions, ...playOptions }, { requiredKeys: ["preset"] })
    .map(rulesetOf),
);

/** One key per atomic action: melds and attaches by their set of card ids. */
function key(a: Action | ModelAction): string {
  switch (a.type) {
    case "meld":
      return `meld ${a.seat} ${[...a.cards].sort((x, y) => x - y).join(",")}`;
    case "attach":
      return `attach ${a.seat} ${a.meld} ${[...a.cards].sort((x, y) => x - y).join(",")}`;
    case "discard":
    case "close":
      return `${a.type} ${a.seat} ${a.card}`;
    default:
      return `${a.type} ${a.seat}`;
  }
}

/** Actions close to legal ones that the model does not list, for `apply` to refuse. */
function nearMisses(state: HandState, rand: () => number): Action[] {
  const seat = state.turn;
  const hand = state.held[seat] ?? [];
  const out: Action[] = [
    { type: "draw", seat },
    { type: "pickUpDiscards", seat },
    { type: "takePozzetto", seat },
  ];
  for (const card of hand) out.push({ type: "discard", seat, card }, { type: "close", seat, card });
  const side = state.sides[seat] ?? seat;
  for (let s = 0; s < state.melds.length; s++) {
    const list = state.melds[s] ?? [];
    for (let m = 0; m < list.length; m++) {
      for (const card of hand)
        out.push(
          s === side
            ? { type: "attach", seat, meld: m, cards: [card] }
            : { type: "attach", seat, meld: m, cards: [card], side: s },
        );
    }
  }
  if (hand.length >= 3) {
    for (let t = 0; t < 40; t++) {
      const picked = new Set<number>();
      while (picked.size < 3) picked.add(hand[Math.floor(rand() * hand.length)] as number);
      out.push({ type: "meld", seat, cards: [...picked] });
    }
  }
  return out;
}

/** Compares engine and model on one state; returns the model's legal actions. */
function compare(state: HandState, rand: () => number): readonly ModelAction[] {
  const where = () =>
    `\n${picture(state)}\nphase ${state.phase}, turn ${state.turn}, forbidden ${formatCards(state.forbiddenDiscards)}, ruleset ${JSON.stringify(state.ruleset)}`;
  const engine = legalActions(state).map(key);
  expect(new Set(engine).size, `duplicate legal actions${where()}`).toBe(engine.length);
  const model = modelLegalActions(state);
  const modelKeys = model.map(key);
  expect([...engine].sort(), `legalActions differ from the model${where()}`).toEqual([...modelKeys].sort());
  const legal = new Set(modelKeys);
  for (const action of model) {
    const r = apply(state, action);
    expect(r.ok, `apply refused the legal ${key(action)}${where()}`).toBe(true);
  }
  for (const action of nearMisses(state, rand)) {
    if (legal.has(key(action)) && !("side" in action)) continue;
    const r = apply(state, action);
    expect(r.ok, `apply accepted ${JSON.stringify(action)}, which the model does not list${where()}`).toBe(false);
  }
  expect(scoreHand(state), `scoreHand differs from the model${where()}`).toEqual(modelScore(state));
  return model;
}

/** Applies a legal action; after a pick-up, checks what R3.3 and R7.3 record. */
function step(state: HandState, action: ModelAction): HandState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`refused ${key(action)}: ${r.error.message}`);
  if (action.type === "pickUpDiscards") {
    expect([...r.value.forbiddenDiscards].sort()).toEqual(
      [...forbiddenAfterPickup(state.discardPile, state.ruleset)].sort(),
    );
    expect(r.value.closeBlocked).toBe(closeBlockedAfterPickup(state));
  }
  return r.value;
}

/** A small deterministic generator for building positions from one fast-check integer. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Walks from `start`, comparing at every state, choosing among the model's legal actions. */
function walk(start: HandState, steps: number, rand: () => number): void {
  let state = start;
  for (let i = 0; i <= steps; i++) {
    // A hand swollen by a big pile (the "stock nearly empty" positions) would only make this slow.
    if ((state.held[state.turn]?.length ?? 0) > 24) return;
    const legal = compare(state, rand);
    if (legal.length === 0) return;
    const plays = legal.filter((a) => a.type === "meld" || a.type === "attach" || a.type === "close");
    const pool = plays.length > 0 && rand() < 0.7 ? plays : legal;
    state = step(state, pool[Math.floor(rand() * pool.length)] as ModelAction);
  }
}

const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const SUITS = ["S", "H", "D", "C"];
/** Notation of a run position (1 and 14 are aces) of a suit. */
const at = (position: number, s: number) => `${RANKS[(position - 1) % 13]}${SUITS[s]}`;
const wildcard = (rand: () => number) => (rand() < 0.5 ? "JK" : `2${SUITS[Math.floor(rand() * 4)]}`);

/** A meld in notation: runs and sets, short or burraco, clean or with one wildcard. */
function randomMeld(rand: () => number, allowSets: boolean): string {
  const long = rand() < 0.45;
  const wild = rand() < 0.4;
  if (allowSets && rand() < 0.35) {
    const rank = [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13][Math.floor(rand() * 12)] as number;
    const size = long ? 7 + Math.floor(rand() * 2) : 3;
    const faces: string[] = [];
    for (let i = 0; i < size - (wild ? 1 : 0); i++) faces.push(`${RANKS[rank - 1]}${SUITS[i % 4]}`);
    if (wild) faces.push(wildcard(rand));
    return faces.join(" ");
  }
  const s = Math.floor(rand() * 4);
  const length = long ? 7 + Math.floor(rand() * 7) : 3 + Math.floor(rand() * 3);
  const start = 1 + Math.floor(rand() * (15 - length));
  const faces: string[] = [];
  for (let p = start; p < start + length; p++) faces.push(at(p, s));
  if (wild) faces[1 + Math.floor(rand() * (length - 2))] = wildcard(rand);
  return faces.join(" ");
}

/** A card in notation: often one that fits a meld of the table, else any card. */
function randomCard(rand: () => number, near: readonly string[]): string {
  const roll = rand();
  if (roll < 0.12) return wildcard(rand);
  if (roll < 0.5 && near.length > 0) {
    const meld = (near[Math.floor(rand() * near.length)] as string)
      .split(" ")
      .filter((f) => f !== "JK" && !f.startsWith("2"));
    const face = meld[Math.floor(rand() * meld.length)] ?? "5H";
    const s = SUITS.indexOf(face.slice(-1));
    const r = RANKS.indexOf(face.slice(0, -1)) + 1;
    const p = Math.min(14, Math.max(1, r + Math.floor(rand() * 5) - 2));
    return rand() < 0.3 ? face : at(p, s);
  }
  return `${RANKS[Math.floor(rand() * 13)]}${SUITS[Math.floor(rand() * 4)]}`;
}

/** Counts the copies of each face placed so far: two decks, four jokers (R1.1). */
class Budget {
  private readonly used = new Map<string, number>();
  /** Takes every face of `text`, or none of them when one has no copy left. */
  take(text: string): boolean {
    const faces = text.split(" ").filter(Boolean);
    const need = new Map<string, number>();
    for (const f of faces) need.set(f, (need.get(f) ?? 0) + 1);
    for (const [f, n] of need) if ((this.used.get(f) ?? 0) + n > (f === "JK" ? 4 : 2)) return false;
    for (const [f, n] of need) this.used.set(f, (this.used.get(f) ?? 0) + n);
    return true;
  }
}

/** An edge position (see the file comment), or null when the random cards do not fit in two decks. */
function edgePosition(rs: Ruleset, seed: number): HandState | null {
  const rand = generator(seed);
  const budget = new Budget();
  const tries = (make: () => string): string | null => {
    for (let t = 0; t < 6; t++) {
      const text = make();
      if (budget.take(text)) return text;
    }
    return null;
  };
  const players = rs.players;
  const sides = players === 4 ? 2 : players;
  const melds: string[][] = [];
  for (let s = 0; s < sides; s++) {
    const list: string[] = [];
    const count = Math.floor(rand() * 4);
    for (let i = 0; i < count; i++) {
      const meld = tries(() => randomMeld(rand, rs.allowSets));
      if (meld !== null) list.push(meld);
    }
    melds.push(list);
  }
  const near = melds.flat();
  const cards = (n: number, around: readonly string[]) =>
    Array.from({ length: n }, () => tries(() => randomCard(rand, around)) ?? "")
      .filter(Boolean)
      .join(" ");
  const handOf = (min: number, max: number) => cards(min + Math.floor(rand() * (max - min + 1)), near) || "KS";
  const turn = Math.floor(rand() * players);
  const hands = Array.from({ length: players }, (_, seat) => (seat === turn ? handOf(1, 4) : handOf(1, 5)));
  const taken = Array.from({ length: sides }, () => rand() < 0.5);
  // Three players: often no pozzetto taken yet, so the walk can reach the pairing (R11.3).
  if (players === 3 && rand() < 0.5) taken.fill(false);
  if (players === 3 && taken.filter(Boolean).length > 2) taken[2] = false;
  const pile = cards(Math.floor(rand() * 4), near);
  const nearlyEmpty = rand() < 0.35;
  const scenario = {
    ruleset: rs as unknown as Record<string, unknown>,
    turn,
    phase: rand() < 0.4 ? ("draw" as const) : ("play" as const),
    hands,
    melds,
    pozzettoTaken: taken,
    discardPile: pile,
    ...(nearlyEmpty ? { stock: cards(Math.floor(rand() * 4), []), rest: "discard-pile" as const } : {}),
  };
  const r = setupHand(scenario);
  if (!r.ok) return null;
  let state = r.value;
  // Three players: pair the other two once someone takes the 18-card pozzetto (R11.3).
  if (players === 3 && rand() < 0.6) state = { ...state, pairing: true };
  // R3.4: now and then the player to act has not finished a turn yet.
  if (rand() < 0.15) state = { ...state, turnsPlayed: state.turnsPlayed.map((t, seat) => (seat === turn ? 0 : t)) };
  return state;
}

describe("the engine agrees with the reference model (RULES.md §3–§9, §11)", () => {
  it("R3 R4 R6 R7 R9 on the states of random playouts under every preset and option mix", () => {
    fc.assert(
      fc.property(
        rulesetArb,
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 160 }),
        (rs, seed, choices) => {
          const states = playout(rs, seed, choices);
          const rand = generator(seed);
          // Every state with few cards in hand or outside the draw phase, and every fifth other state.
          states.forEach((state, i) => {
            const small = (state.held[state.turn]?.length ?? 0) <= 4 || state.phase !== "draw";
            if (small ? rand() < 0.5 : i % 5 === 0) compare(state, rand);
          });
          compare(states[states.length - 1] as HandState, rand);
        },
      ),
      { numRuns: Math.max(4, Math.ceil(base / 6)) },
    );
  });

  it("R8.3 R9 on random playouts with time out called midway: legal moves and score sheets agree", () => {
    let timedOut = 0;
    fc.assert(
      fc.property(
        rulesetArb,
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 160 }),
        fc.nat({ max: 60 }),
        (rs, seed, choices, at) => {
          const states = playout(rs, seed, choices, at);
          const rand = generator(seed);
          const last = states[states.length - 1] as HandState;
          if (last.end?.reason === "time-out") timedOut++;
          // The states of the last round (after the call), and the end.
          for (const state of states) if (state.timeOut !== null && rand() < 0.5) compare(state, rand);
          compare(last, rand);
        },
      ),
      { numRuns: Math.max(4, Math.ceil(base / 6)) },
    );
    expect(timedOut).toBeGreaterThan(0);
  });

  it("R3 R4 R6 R7 R8 R9 R11 on edge positions and a few random legal moves from them", () => {
    let built = 0;
    fc.assert(
      fc.property(rulesetArb, fc.integer({ min: 0, max: 0x7fffffff }), (rs, seed) => {
        const state = edgePosition(rs, seed);
        if (state === null) return;
        built++;
        walk(state, 8, generator(seed ^ 0x5bd1e995));
      }),
      { numRuns: base * 4 },
    );
    // Most generated positions fit in two decks; the test is not vacuous.
    expect(built).toBeGreaterThan(base * 2);
  });
});
