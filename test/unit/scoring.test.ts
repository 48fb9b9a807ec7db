/**
 * scoreHand (RULES.md §9): every line R9.1–R9.7 on hand-built tables, the conformance scenario
 * "closing with a clean burraco", and a property over random playouts (total = sum of lines, card
 * points conserved).
 */

import { readFileSync } from "node:fs";
import {
  actionFromNotation,
  analyzeMeld,
  apply,
  type CardId,
  type HandEnd,
  type HandState,
  type NotationAction,
  type Phase,
  pointsOf,
  presets,
  type Ruleset,
  type Scenario,
  type Seat,
  setupHand,
} from "burraco";
import { nextInt, seedRng } from "burraco/bots";
import { type ScoreSheet, type SideScore, scoreHand } from "burraco/scoring";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateFaces, CopyAllocator, DECK_SIZE, parseFaces } from "../helpers/internal.js";
import { playout } from "../helpers/playout.js";
import { dealt, deepFreeze } from "../helpers/state.js";

// ---------------------------------------------------------------------------------------------
// Hand-built tables: every card placed once (one copy allocator for all zones), the rest in the
// stock, so states stay valid 108-card positions.

interface TableSpec {
  readonly ruleset?: Ruleset;
  readonly turn?: Seat;
  readonly phase?: Phase;
  readonly hands: readonly string[];
  readonly melds: readonly (readonly string[])[];
  readonly discardPile?: string;
  readonly pozzettoTaken: readonly boolean[];
  /** By seat: a pozzetto taken on discard and not yet played (R6.3); its cards are put in the hand too. */
  readonly unplayed?: readonly (string | null)[];
  readonly end?: HandEnd | null;
}

function table(spec: TableSpec): HandState {
  const ruleset = spec.ruleset ?? presets.classic;
  const pool = new CopyAllocator();
  const cards = (text: string): CardId[] => {
    const faces = parseFaces(text);
    if (!faces.ok) throw new Error(faces.error.message);
    const ids = allocateFaces(faces.value, pool);
    if (!ids.ok) throw new Error(ids.error.message);
    return ids.value;
  };
  const unplayedPozzetto = spec.hands.map((_, seat) => {
    const text = spec.unplayed?.[seat] ?? null;
    return text === null ? null : cards(text);
  });
  const hands = spec.hands.map((text, seat) => [...cards(text), ...(unplayedPozzetto[seat] ?? [])]);
  const melds = spec.melds.map((side) =>
    side.map((text) => {
      const info = analyzeMeld(cards(text), ruleset);
      if (!info.ok) throw new Error(`bad meld "${text}": ${info.error.message}`);
      return info.value;
    }),
  );
  const discardPile = cards(spec.discardPile ?? "");
  const stock: CardId[] = [];
  for (let id = 0; id < DECK_SIZE; id++) if (pool.isFree(id)) stock.push(id);
  const end = spec.end ?? null;
  return {
    ...dealt({ ruleset, seed: 1 }),
    turn: spec.turn ?? 0,
    phase: end === null ? (spec.phase ?? "play") : "ended",
    held: hands,
    melds,
    discardPile,
    stock,
    pozzetti: [],
    pozzettoTaken: spec.pozzettoTaken,
    unplayedPozzetto,
    end,
  };
}

function side(sheet: ScoreSheet, i: number): SideScore {
  const s = sheet.sides[i];
  if (s === undefined) throw new Error(`no side ${i}`);
  return s;
}

function lineSum(s: SideScore): number {
  return s.meldPoints + s.burracoBonus + s.closing + s.handPenalty + s.pozzettoPenalty + s.unplayedPozzetto;
}

const closed = (seat: Seat): HandEnd => ({ reason: "closed", closedBy: seat });

// ---------------------------------------------------------------------------------------------
// Conformance: test/fixtures/scenarios.json, case "closing with a clean burraco".

interface ScenarioCase {
  readonly name: string;
  readonly setup: Scenario;
  readonly steps: readonly { readonly do: NotationAction }[];
  readonly then: { readonly phase: Phase; readonly scores: readonly number[] };
}

const scenarios = JSON.parse(readFileSync(new URL("../fixtures/scenarios.json", import.meta.url), "utf8")) as {
  readonly cases: readonly ScenarioCase[];
};

describe("conformance: scenarios.json", () => {
  it('R9.1–R9.5 "closing with a clean burraco" scores [340, -105]', () => {
    const c = scenarios.cases.find((x) => x.name === "closing with a clean burraco");
    if (c === undefined) throw new Error("fixture case missing");
    const setup = setupHand(c.setup);
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    for (const step of c.steps) {
      const action = actionFromNotation(state, step.do);
      const r = action.ok ? apply(state, action.value) : action;
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      state = r.value;
    }
    expect(state.phase).toBe(c.then.phase);
    const sheet = scoreHand(state);
    expect(sheet.ended).toBe(true);
    expect(sheet.sides.map((s) => s.total)).toEqual(c.then.scores);
    // The itemised lines behind 340 and -105 (R9.7).
    expect(side(sheet, 0)).toMatchObject({
      meldPoints: 45,
      burraco: [{ meld: 0, class: "clean", bonus: 200 }],
      burracoBonus: 200,
      closing: 100,
      handPenalty: -5,
      pozzettoPenalty: 0,
      unplayedPozzetto: 0,
    });
    expect(side(sheet, 1)).toMatchObject({
      meldPoints: 30,
      burraco: [],
      burracoBonus: 0,
      closing: 0,
      handPenalty: -35,
      pozzettoPenalty: -100,
      unplayedPozzetto: 0,
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe("scoreHand lines", () => {
  const noHands = ["", "", "", ""];

  it("R9.1 meldPoints: the points of every melded card, whatever role it plays (R1.2)", () => {
    const sheet = scoreHand(
      table({
        hands: noHands,
        // 10+10+10 · 15+20+5 (natural 2) · 5+5+30 (joker) · 5+5+20 (2 as wildcard)
        melds: [["KS KD KH", "AH 2H 3H", "4C 5C JK"], ["7D 8D 2S"]],
        pozzettoTaken: [true, true],
      }),
    );
    expect(side(sheet, 0).meldPoints).toBe(30 + 40 + 40);
    expect(side(sheet, 1).meldPoints).toBe(25 + 10);
  });

  it("R9.1 a side without melds scores 0 meld points", () => {
    const sheet = scoreHand(table({ hands: noHands, melds: [[], []], pozzettoTaken: [true, true] }));
    expect(side(sheet, 0).meldPoints).toBe(0);
    expect(side(sheet, 0).burraco).toEqual([]);
  });

  it("R9.2 burraco bonuses by class with the classic values (R5.2 200, R5.3 150, R5.4 100)", () => {
    const sheet = scoreHand(
      table({
        hands: noHands,
        melds: [
          ["3H 4H 5H 6H 7H 8H 9H"], // clean
          [
            "QS QD QH", // not a burraco
            "3C 4C 5C 6C 7C 8C 9C 2D", // 7 naturals in a row + a wildcard at the end: semi-clean
            "3D 4D JK 6D 7D 8D 9D", // locked joker, 6 naturals: dirty
          ],
        ],
        pozzettoTaken: [true, true],
      }),
    );
    expect(side(sheet, 0).burraco).toEqual([{ meld: 0, class: "clean", bonus: 200 }]);
    expect(side(sheet, 0).burracoBonus).toBe(200);
    expect(side(sheet, 1).burraco).toEqual([
      { meld: 1, class: "semi-clean", bonus: 150 },
      { meld: 2, class: "dirty", bonus: 100 },
    ]);
    expect(side(sheet, 1).burracoBonus).toBe(250);
  });

  it("R9.2 + R5.7 custom bonuses come from the ruleset", () => {
    const ruleset: Ruleset = {
      ...presets.classic,
      cleanBurracoBonus: 300,
      semiCleanBurracoBonus: 175,
      dirtyBurracoBonus: 50,
    };
    const sheet = scoreHand(
      table({
        ruleset,
        hands: noHands,
        melds: [["3H 4H 5H 6H 7H 8H 9H", "3C 4C 5C 6C 7C 8C 9C 2D"], ["3D 4D JK 6D 7D 8D 9D"]],
        pozzettoTaken: [true, true],
      }),
    );
    expect(side(sheet, 0).burraco.map((b) => b.bonus)).toEqual([300, 175]);
    expect(side(sheet, 0).burracoBonus).toBe(475);
    expect(side(sheet, 1).burracoBonus).toBe(50);
  });

  it("R9.2 + R5.5/R5.6 royal and super burraco when the ruleset turns them on", () => {
    const ruleset: Ruleset = { ...presets.classic, royalBurraco: 300, superBurraco: 250 };
    const royal = scoreHand(
      table({
        ruleset,
        hands: noHands,
        melds: [["AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"], []],
        pozzettoTaken: [true, true],
      }),
    );
    expect(side(royal, 0).burraco).toEqual([{ meld: 0, class: "royal", bonus: 300 }]);
    expect(side(royal, 0).meldPoints).toBe(15 + 20 + 5 * 5 + 10 * 6);
    const superSet = scoreHand(
      table({ ruleset, hands: noHands, melds: [[], ["8H 8H 8D 8D 8C 8C 8S 8S"]], pozzettoTaken: [true, true] }),
    );
    expect(side(superSet, 1).burraco).toEqual([{ meld: 0, class: "super", bonus: 250 }]);
  });

  it("R9.2 + R5.5/R5.6 with royal and super off (the default) those melds are clean", () => {
    const royal = scoreHand(
      table({ hands: noHands, melds: [["AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"], []], pozzettoTaken: [true, true] }),
    );
    expect(side(royal, 0).burraco).toEqual([{ meld: 0, class: "clean", bonus: 200 }]);
    const superSet = scoreHand(
      table({ hands: noHands, melds: [["8H 8H 8D 8D 8C 8C 8S 8S"], []], pozzettoTaken: [true, true] }),
    );
    expect(side(superSet, 0).burraco).toEqual([{ meld: 0, class: "clean", bonus: 200 }]);
  });

  it("R9.2 + R5.3 with semiClean off the same meld is dirty", () => {
    const ruleset: Ruleset = { ...presets.classic, semiClean: false };
    const sheet = scoreHand(
      table({ ruleset, hands: noHands, melds: [["3C 4C 5C 6C 7C 8C 9C 2D"], []], pozzettoTaken: [true, true] }),
    );
    expect(side(sheet, 0).burraco).toEqual([{ meld: 0, class: "dirty", bonus: 100 }]);
  });

  it("R9.3 closing: the bonus goes to the closer's side, also when the partner closed (4 players)", () => {
    const spec = {
      hands: ["", "5C", "", "5D"],
      melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
      pozzettoTaken: [true, false],
    };
    const bySeat0 = scoreHand(table({ ...spec, end: closed(0) }));
    const bySeat2 = scoreHand(table({ ...spec, end: closed(2) }));
    for (const sheet of [bySeat0, bySeat2]) {
      expect(side(sheet, 0).closing).toBe(100);
      expect(side(sheet, 1).closing).toBe(0);
    }
  });

  it("R9.3 closing follows ruleset.closingBonus (R5.7)", () => {
    const sheet = scoreHand(
      table({
        ruleset: { ...presets.classic, closingBonus: 150 },
        hands: ["", "5C", "", "5D"],
        melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
        pozzettoTaken: [true, false],
        end: closed(2),
      }),
    );
    expect(side(sheet, 0).closing).toBe(150);
  });

  it("R9.3 no closing bonus when the hand ended otherwise (R8.1, R8.2) or is still in play", () => {
    const spec = { hands: ["4C", "5C", "6C", "7C"], melds: [[], []], pozzettoTaken: [false, false] };
    for (const end of [
      { reason: "stock-exhausted", closedBy: null },
      { reason: "stalemate", closedBy: null },
    ] as const) {
      const sheet = scoreHand(table({ ...spec, end }));
      expect(sheet.ended).toBe(true);
      expect(sheet.sides.map((s) => s.closing)).toEqual([0, 0]);
    }
    const live = scoreHand(table(spec));
    expect(live.ended).toBe(false);
    expect(live.sides.map((s) => s.closing)).toEqual([0, 0]);
  });

  it("R9.4 handPenalty: minus the cards left in both partners' hands", () => {
    const sheet = scoreHand(
      table({
        hands: ["JK 2C", "AS", "KD 3H", ""],
        melds: [[], []],
        pozzettoTaken: [true, true],
      }),
    );
    expect(side(sheet, 0).handPenalty).toBe(-(30 + 20 + 10 + 5));
    expect(side(sheet, 1).handPenalty).toBe(-15);
  });

  it("R9.4 an empty hand costs 0 (not -0)", () => {
    const sheet = scoreHand(table({ hands: noHands, melds: [[], []], pozzettoTaken: [true, true] }));
    expect(Object.is(side(sheet, 0).handPenalty, 0)).toBe(true);
    expect(Object.is(side(sheet, 0).unplayedPozzetto, 0)).toBe(true);
    expect(Object.is(side(sheet, 0).pozzettoPenalty, 0)).toBe(true);
  });

  it("R9.5 pozzettoPenalty: minus 100 for a side that never took its pozzetto, 0 otherwise", () => {
    const sheet = scoreHand(table({ hands: noHands, melds: [[], []], pozzettoTaken: [false, true] }));
    expect(side(sheet, 0).pozzettoPenalty).toBe(-100);
    expect(side(sheet, 1).pozzettoPenalty).toBe(0);
  });

  it("R9.5 + R5.7 pozzettoPenalty follows the ruleset", () => {
    const sheet = scoreHand(
      table({
        ruleset: { ...presets.classic, pozzettoPenalty: 250 },
        hands: noHands,
        melds: [[], []],
        pozzettoTaken: [false, false],
      }),
    );
    expect(sheet.sides.map((s) => s.pozzettoPenalty)).toEqual([-250, -250]);
  });

  // Seat 1 discarded its last card and took the pozzetto (R6.3), then seat 2 closed.
  const unplayedSpec = {
    hands: ["", "", "", "QH"],
    unplayed: [null, "JK AS KS QS 3D 4D 5D 6D 7D 8C 9C", null, null],
    melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
    pozzettoTaken: [true, true],
    end: closed(2),
  };
  const pozzettoPoints = 30 + 15 + 10 + 10 + 5 * 5 + 10 + 10; // 110

  it('R9.6 "card-values" (default): minus the points of the unplayed pozzetto, not counted again in R9.4', () => {
    const sheet = scoreHand(table(unplayedSpec));
    expect(side(sheet, 1).unplayedPozzetto).toBe(-pozzettoPoints);
    expect(side(sheet, 1).handPenalty).toBe(-10); // only seat 3's QH
    expect(side(sheet, 1).pozzettoPenalty).toBe(0); // it was taken (R9.5 does not apply)
    expect(side(sheet, 1).total).toBe(-pozzettoPoints - 10);
    expect(side(sheet, 0).unplayedPozzetto).toBe(0);
  });

  it('R9.6 "flat-100": minus 100 whatever the cards', () => {
    const sheet = scoreHand(table({ ...unplayedSpec, ruleset: { ...presets.classic, unplayedPozzetto: "flat-100" } }));
    expect(side(sheet, 1).unplayedPozzetto).toBe(-100);
    expect(side(sheet, 1).handPenalty).toBe(-10);
  });

  it("R9.6 the unplayed pozzetto's cards are skipped in R9.4 even beside other cards in the hand", () => {
    const sheet = scoreHand(
      table({
        hands: ["KD", "", "", ""],
        unplayed: ["5C 6C 7C", null, null, null],
        melds: [[], []],
        pozzettoTaken: [true, false],
      }),
    );
    expect(side(sheet, 0).handPenalty).toBe(-10);
    expect(side(sheet, 0).unplayedPozzetto).toBe(-15);
  });

  it("R9.7 total is the sum of the lines, negatives written as negatives", () => {
    const sheet = scoreHand(table(unplayedSpec));
    for (const s of sheet.sides) expect(s.total).toBe(lineSum(s));
    expect(side(sheet, 0)).toMatchObject({ side: 0, seats: [0, 2], meldPoints: 45, burracoBonus: 200, closing: 100 });
    expect(side(sheet, 0).total).toBe(345);
  });

  it("R9.8 penaltyCards: 0 on every side of an engine-played hand (no irregularities)", () => {
    const sheet = scoreHand(table(unplayedSpec));
    expect(sheet.sides.map((s) => s.penaltyCards)).toEqual([0, 0]);
  });

  it("R2.1 two players: one side per seat", () => {
    const ruleset = presets.twoPlayers;
    const state: HandState = {
      ...table({ ruleset, hands: ["KD", "5C"], melds: [["3H 4H 5H"], []], pozzettoTaken: [false, true] }),
    };
    const sheet = scoreHand(state);
    expect(sheet.sides.map((s) => s.seats)).toEqual([[0], [1]]);
    expect(sheet.sides.map((s) => s.total)).toEqual([15 - 10 - 100, -5]);
  });

  it("R11.1 three players: three sides", () => {
    const state = dealt({ ruleset: presets.threePlayers, seed: 3 });
    const sheet = scoreHand(state);
    expect(sheet.sides).toHaveLength(3);
    sheet.sides.forEach((s, i) => {
      expect(s.seats).toEqual([i]);
      const inHand = (state.held[i] ?? []).reduce((a, id) => a + pointsOf(id), 0);
      expect(s.total).toBe(-inHand - 100);
    });
  });

  it("a running estimate on a fresh deal: hands and the pozzetto penalty only", () => {
    const state = dealt({ ruleset: presets.classic, seed: 42 });
    const sheet = scoreHand(state);
    expect(sheet.ended).toBe(false);
    for (const s of sheet.sides) {
      const inHand = s.seats.flatMap((seat) => state.held[seat] ?? []).reduce((a, id) => a + pointsOf(id), 0);
      expect(s).toMatchObject({
        meldPoints: 0,
        burracoBonus: 0,
        closing: 0,
        handPenalty: -inHand,
        pozzettoPenalty: -100,
        unplayedPozzetto: 0,
      });
    }
  });

  it("does not mutate its argument and returns plain JSON data", () => {
    const state = deepFreeze(table(unplayedSpec));
    const before = JSON.stringify(state);
    const sheet = scoreHand(state);
    expect(JSON.stringify(state)).toBe(before);
    expect(JSON.parse(JSON.stringify(sheet))).toEqual(sheet);
  });
});

// ---------------------------------------------------------------------------------------------
// Random playouts (test/helpers/playout.ts): a greedy policy steered by fast-check's numbers.

const rulesets: readonly Ruleset[] = [
  presets.classic,
  { ...presets.classic, unplayedPozzetto: "flat-100", cleanBurracoBonus: 250, closingBonus: 75, pozzettoPenalty: 50 },
  presets.twoPlayers,
  presets.threePlayers,
  presets.openDirty,
];

describe("scoreHand on random playouts (property)", () => {
  it("R9.7 total = sum of the lines; R9.1/R9.4/R9.6 account for every card in melds and hands", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rulesets),
        fc.integer(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 400 }),
        (ruleset, seed, choices) => {
          const states = playout(ruleset, seed, choices);
          for (const state of states) {
            const sheet = scoreHand(state);
            expect(sheet.ended).toBe(state.phase === "ended");
            expect(sheet.sides).toHaveLength(state.melds.length);
            let melded = 0;
            let held = 0;
            for (const s of sheet.sides) {
              expect(s.total).toBe(lineSum(s));
              expect(s.burracoBonus).toBe(s.burraco.reduce((a, b) => a + b.bonus, 0));
              expect(s.burraco.length).toBe((state.melds[s.side] ?? []).filter((m) => m.burraco !== null).length);
              expect(s.meldPoints).toBeGreaterThanOrEqual(0);
              expect(s.handPenalty).toBeLessThanOrEqual(0);
              expect(s.pozzettoPenalty).toBe(state.pozzettoTaken[s.side] ? 0 : -state.ruleset.pozzettoPenalty);
              const pending = s.seats.filter((seat) => state.unplayedPozzetto[seat] !== null);
              if (state.ruleset.unplayedPozzetto === "flat-100")
                expect(s.unplayedPozzetto).toBe(0 - 100 * pending.length);
              const closer = state.end?.reason === "closed" ? state.end.closedBy : null;
              const closedHere = closer !== null && state.sides[closer] === s.side;
              expect(s.closing).toBe(closedHere ? state.ruleset.closingBonus : 0);
              melded += s.meldPoints;
              held -= s.handPenalty;
              if (state.ruleset.unplayedPozzetto === "card-values") held -= s.unplayedPozzetto;
              else
                for (const seat of pending)
                  held += (state.unplayedPozzetto[seat] ?? []).reduce((a, id) => a + pointsOf(id), 0);
            }
            const points = (ids: readonly CardId[]): number => ids.reduce((a, id) => a + pointsOf(id), 0);
            expect(melded).toBe(state.melds.flat().reduce((a, m) => a + points(m.cards), 0));
            expect(held).toBe(points(state.held.flat()));
          }
        },
      ),
    );
  });

  it("the playouts reach what the lines are about: burraco, closes, pozzetti taken on discard", () => {
    let burraco = 0;
    let closes = 0;
    let unplayed = 0;
    for (let seed = 0; seed < 30; seed++) {
      let rng = seedRng(`choices ${seed}`);
      const choices = Array.from({ length: 400 }, () => {
        const [n, next] = nextInt(rng, 1000);
        rng = next;
        return n;
      });
      for (const state of playout(presets.classic, seed, choices)) {
        if (state.melds.some((side) => side.some((m) => m.burraco !== null))) burraco++;
        if (state.end?.reason === "closed") closes++;
        if (state.unplayedPozzetto.some((p) => p !== null)) unplayed++;
      }
    }
    expect(burraco).toBeGreaterThan(0);
    expect(closes).toBeGreaterThan(0);
    expect(unplayed).toBeGreaterThan(0);
  });
});
