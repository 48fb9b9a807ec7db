/**
 * serialize / deserialize / checkState: round trips of hand-built positions (every phase, every
 * preset), and refusal of tampered or malformed saves with a clear message, code `state/invalid`
 * and the rule broken. Random reachable states are in test/properties/serialize.property.test.ts.
 */

import {
  type Action,
  actionFromNotation,
  analyzeMeld,
  apply,
  checkState,
  deserialize,
  deserializeMatch,
  type HandState,
  type Match,
  type NotationAction,
  presetNames,
  presets,
  type Ruleset,
  recordHand,
  type Scenario,
  type SideScore,
  serialize,
  serializeMatch,
  setupHand,
  startHand,
} from "burraco";
import { describe, expect, it } from "vitest";
import { checkRuleset, MAX_SAVED_LENGTH } from "../helpers/internal.js";
import { startMatch } from "../helpers/match.js";
import { playToEnd } from "../helpers/policy.js";
import { dealt } from "../helpers/state.js";

// ---------------------------------------------------------------------------------------------
// Positions

function scenario(input: Record<string, unknown>): HandState {
  const r = setupHand(input as unknown as Scenario);
  if (!r.ok) throw new Error(`scenario refused: ${r.error.message}`);
  return r.value;
}

function play(state: HandState, ...steps: NotationAction[]): HandState {
  let s = state;
  for (const step of steps) {
    const action = actionFromNotation(s, step);
    if (!action.ok) throw new Error(action.error.message);
    const r = apply(s, action.value as Action);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.value;
  }
  return s;
}

const classicOf = (extra: Record<string, unknown>): Record<string, unknown> => ({
  ruleset: { preset: "classic" },
  ...extra,
});

/** Seat 0 to play with a run of diamonds on the table. */
const withMeld = scenario(
  classicOf({ turn: 0, phase: "play", hands: ["3H 4H 5H 9S KD", "4C", "5C", "6C"], melds: [["7D 8D 9D"], []] }),
);
/** Seat 0 took a one-card pile: the KD may not go back this turn (R3.3). */
const afterPickUp = play(
  scenario(classicOf({ turn: 0, phase: "draw", hands: ["3H 4H 5H 9S", "4C", "5C", "6C"], discardPile: "KD" })),
  { type: "pickUpDiscards", seat: 0 },
);
/** Seat 0 discarded its last card and holds its pozzetto, unplayed until its next turn (R6.3). */
const unplayed = play(scenario(classicOf({ turn: 0, phase: "play", hands: ["9S", "4C 5C", "6C 7C", "8C 9C"] })), {
  type: "discard",
  seat: 0,
  card: "9S",
});
/** Seat 0 emptied its hand by melding and must take the pozzetto (R6.2). */
const mustTake = play(scenario(classicOf({ turn: 0, phase: "play", hands: ["3H 4H 5H", "4C", "5C", "6C"] })), {
  type: "meld",
  seat: 0,
  cards: "3H 4H 5H",
});
/** Seat 0 closed (R7.1). */
const closed = play(
  scenario(
    classicOf({
      turn: 0,
      phase: "play",
      hands: ["5S", "4C", "5C", "6C"],
      melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
      pozzettoTaken: [true, false],
    }),
  ),
  { type: "close", seat: 0, card: "5S" },
);

function refusal(value: unknown): { code: string; message: string; rule?: string } {
  const r = checkState(value);
  if (r.ok) throw new Error("expected a refusal");
  return r.error;
}

function refusedText(text: unknown): { code: string; message: string; rule?: string } {
  const r = deserialize(text);
  if (r.ok) throw new Error("expected a refusal");
  return r.error;
}

function roundTrip(state: HandState): HandState {
  const r = deserialize(serialize(state));
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

// ---------------------------------------------------------------------------------------------

describe("round trip", () => {
  const positions: [string, HandState][] = [
    ...presetNames.map((name): [string, HandState] => [
      `a ${name} deal`,
      dealt({ ruleset: presets[name], seed: name }),
    ]),
    ["a meld on the table", withMeld],
    ["after a one-card pick-up (R3.3)", afterPickUp],
    ["an unplayed pozzetto (R6.3)", unplayed],
    ["a pozzetto to take (R6.2)", mustTake],
    ["a closed hand (R7.1)", closed],
    ["a three-player pairing deal (R11.3)", dealt({ ruleset: presets.threePlayers, seed: 5, pairing: true })],
  ];
  for (const [name, state] of positions) {
    it(`deserialize(serialize(s)) equals s: ${name}`, () => {
      expect(checkState(state).ok).toBe(true);
      expect(roundTrip(state)).toEqual(state);
    });
  }

  it("writes a versioned envelope", () => {
    const saved = JSON.parse(serialize(withMeld));
    expect(Object.keys(saved)).toEqual(["format", "version", "state"]);
    expect(saved).toMatchObject({ format: "burraco/state", version: 3 });
  });

  it("returns a frozen ruleset, which meld analysis accepts", () => {
    const back = roundTrip(withMeld);
    expect(Object.isFrozen(back.ruleset)).toBe(true);
    expect(checkRuleset(back.ruleset).ok).toBe(true);
    expect(analyzeMeld(back.melds[0]?.[0]?.cards ?? [], back.ruleset).ok).toBe(true);
  });

  it("play goes on the same way from a loaded state", () => {
    const back = roundTrip(withMeld);
    const action = { type: "meld", seat: 0, cards: withMeld.held[0]?.slice(0, 3) ?? [] } as const;
    expect(apply(back, action)).toEqual(apply(withMeld, action));
  });

  it("does not change the state it checks", () => {
    const state = structuredClone(withMeld);
    const before = JSON.stringify(state);
    checkState(state);
    serialize(state);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe("refusing what is not a save", () => {
  it("text that is not JSON, or not text at all", () => {
    expect(refusedText("{not json")).toMatchObject({
      code: "state/invalid",
      message: expect.stringMatching(/not JSON/),
    });
    for (const value of [undefined, null, 42, {}, [], withMeld]) {
      expect(refusedText(value)).toMatchObject({
        code: "state/invalid",
        message: expect.stringMatching(/expected the JSON text/),
      });
    }
    expect(refusedText("[1, 2]").message).toMatch(/expected an object/);
    expect(refusedText("null").message).toMatch(/expected an object/);
  });

  it("another format or version", () => {
    const saved = JSON.parse(serialize(withMeld));
    // Saves of the second format (before known cards, time out and the new deal) are refused too.
    for (const old of [1, 2]) {
      expect(refusedText(JSON.stringify({ ...saved, version: old })).message).toMatch(
        new RegExp(`unsupported version ${old}: this library reads version 3`),
      );
    }
    expect(refusedText(JSON.stringify({ ...saved, version: "1" })).message).toMatch(/unsupported version "1"/);
    expect(refusedText(JSON.stringify({ ...saved, format: "chess/fen" })).message).toMatch(
      /expected the format "burraco\/state"/,
    );
    expect(refusedText(JSON.stringify({ format: "burraco/state", version: 3 })).message).toMatch(/"state" is missing/);
  });

  it("unknown fields, in the envelope, the state, a meld or the ruleset", () => {
    const saved = JSON.parse(serialize(withMeld));
    expect(refusedText(JSON.stringify({ ...saved, note: "hi" })).message).toMatch(/unknown field "note"/);
    expect(refusal({ ...withMeld, score: 10 }).message).toMatch(/unknown field "score"/);
    const meld = { ...withMeld.melds[0]?.[0], colour: "red" };
    expect(refusal({ ...withMeld, melds: [[meld], []] }).message).toMatch(/unknown field "colour"/);
    expect(refusal({ ...withMeld, ruleset: { ...withMeld.ruleset, jokers: 6 } }).message).toMatch(
      /unknown field "jokers"/,
    );
  });

  it("missing fields and values out of range, naming the field", () => {
    const { dealId: _id, ...noId } = withMeld;
    expect(refusal(noId)).toMatchObject({ code: "state/invalid", message: expect.stringMatching(/field "dealId"/) });
    expect(refusal({ ...withMeld, stock: [...withMeld.stock.slice(1), 108] }).message).toMatch(/field "stock\.\d+"/);
    expect(refusal({ ...withMeld, phase: "dealing" }).message).toMatch(/field "phase"/);
    expect(refusal({ ...withMeld, ruleset: { ...withMeld.ruleset, targetScore: 1003 } }).message).toMatch(
      /multiple of 5/,
    );
  });

  it("a text longer than the limit", () => {
    expect(refusedText(" ".repeat(MAX_SAVED_LENGTH + 1)).message).toMatch(/longer than/);
  });
});

describe("refusing tampered states (consistency)", () => {
  it("R1.1 a duplicated card", () => {
    const [first] = withMeld.held[0] ?? [];
    const e = refusal({ ...withMeld, stock: [first, ...withMeld.stock.slice(1)] });
    expect(e).toMatchObject({ code: "state/invalid", rule: "R1.1" });
    expect(e.message).toMatch(/is in both held\[0\] and stock/);
    expect(refusal({ ...withMeld, stock: [...withMeld.stock, ...withMeld.stock.slice(0, 1)] }).message).toMatch(
      /in stock twice/,
    );
  });

  it("R1.1 a removed card", () => {
    const e = refusal({ ...withMeld, stock: withMeld.stock.slice(1) });
    expect(e).toMatchObject({ code: "state/invalid", rule: "R1.1" });
    expect(e.message).toMatch(/is missing/);
  });

  it("R4.x an invalid meld (cards swapped with a hand, every card still once)", () => {
    const meld = withMeld.melds[0]?.[0];
    const hand = withMeld.held[0] ?? [];
    if (meld === undefined) throw new Error("no meld");
    const [a, b, c] = meld.cards as [number, number, number];
    const nine = hand[3] as number; // 9S
    const tampered = {
      ...withMeld,
      held: [hand.map((id) => (id === nine ? b : id)), ...withMeld.held.slice(1)],
      melds: [[{ ...meld, cards: [a, nine, c] }], []],
    };
    const e = refusal(tampered);
    expect(e).toMatchObject({ code: "state/invalid", rule: "R4.1" });
    expect(e.message).toMatch(/melds\[0\]\[0\] is not a valid meld/);
  });

  it("R4.6 a meld whose stored reading is not what its cards say", () => {
    const meld = withMeld.melds[0]?.[0];
    if (meld === undefined) throw new Error("no meld");
    const e = refusal({ ...withMeld, melds: [[{ ...meld, burraco: "clean" }], []] });
    expect(e).toMatchObject({ code: "state/invalid", rule: "R4.6" });
    expect(e.message).toMatch(/burraco null, not "clean"/);
    expect(refusal({ ...withMeld, melds: [[{ ...meld, cards: meld.cards.slice().reverse() }], []] }).message).toMatch(
      /its cards give cards/,
    );
  });

  it("R2.1 sizes that do not fit the table", () => {
    expect(refusal({ ...withMeld, turn: 3, ruleset: presets.twoPlayers })).toMatchObject({ rule: "R2.1" });
    expect(refusal({ ...withMeld, sides: [0, 1, 0] }).message).toMatch(/sides has 3 entries for 4 players/);
    expect(refusal({ ...withMeld, pozzettoTaken: [false, false, false] }).message).toMatch(
      /pozzettoTaken has 3 entries for 2 sides/,
    );
    expect(refusal({ ...withMeld, sides: [0, 1, 1, 0] })).toMatchObject({ rule: "R2.1" });
    const two = dealt({ ruleset: presets.twoPlayers, seed: 1 });
    expect(refusal({ ...two, dealer: 2 }).message).toMatch(/dealer: seat 2 does not exist/);
  });

  it("R11.3 a pairing on a hand that does not pair, or without a pozzetto taken", () => {
    const three = dealt({ ruleset: presets.threePlayers, seed: 5 });
    expect(refusal({ ...three, sides: [0, 1, 1] })).toMatchObject({
      rule: "R11.3",
      message: expect.stringMatching(/does not pair/),
    });
    expect(refusal({ ...three, pairing: true, sides: [0, 1, 1] }).message).toMatch(/who took no pozzetto/);
    expect(refusal({ ...withMeld, pairing: true })).toMatchObject({ rule: "R11.3" });
  });

  it("R2.2 R6.1 pozzetti of the wrong size or missing from the table", () => {
    const [p0, p1] = withMeld.pozzetti as [readonly number[], readonly number[]];
    expect(refusal({ ...withMeld, pozzetti: [p0.slice(1), p1], stock: [...withMeld.stock, p0[0]] })).toMatchObject({
      rule: "R2.2",
    });
    expect(refusal({ ...withMeld, pozzetti: [p0], stock: [...withMeld.stock, ...p1] })).toMatchObject({ rule: "R6.1" });
  });

  it("R7.1 an end that does not agree with the phase or the table", () => {
    expect(refusal({ ...withMeld, end: { reason: "closed", closedBy: 0 } })).toMatchObject({ rule: "R7.1" });
    expect(refusal({ ...closed, end: null }).message).toMatch(/ended but end is null/);
    expect(refusal({ ...closed, end: { reason: "closed", closedBy: 1 } }).message).toMatch(/turn is seat 0's/);
    expect(refusal({ ...closed, end: { reason: "stock-exhausted", closedBy: 0 } })).toMatchObject({ rule: "R7.1" });
    expect(refusal({ ...closed, pozzettoTaken: [false, false], pozzetti: closed.pozzetti })).toMatchObject({
      code: "state/invalid",
    });
    expect(refusal({ ...closed, end: { reason: "stalemate", closedBy: null } })).toMatchObject({ rule: "R8.2" });
  });

  it("R6.2 a pozzetto phase with cards in hand", () => {
    const [card, ...stock] = mustTake.stock;
    const e = refusal({ ...mustTake, stock, held: [[card], ...mustTake.held.slice(1)] });
    expect(e).toMatchObject({ rule: "R6.2", message: expect.stringMatching(/still holds 1 cards/) });
    expect(roundTrip(mustTake)).toEqual(mustTake);
  });

  it("R6.3 an unplayed pozzetto that is not its seat's hand", () => {
    const hand = unplayed.held[0] ?? [];
    const [card, ...stock] = unplayed.stock;
    const swapped = {
      ...unplayed,
      stock: [hand[0], ...stock],
      held: [[card, ...hand.slice(1)], ...unplayed.held.slice(1)],
    };
    expect(refusal(swapped)).toMatchObject({
      rule: "R6.3",
      message: expect.stringMatching(/is not the hand of seat 0/),
    });
    expect(refusal({ ...unplayed, unplayedPozzetto: [null, unplayed.unplayedPozzetto[0], null, null] })).toMatchObject({
      rule: "R6.3",
    });
  });

  it("R3.3 forbidden discards that do not come from the pile just taken", () => {
    expect(afterPickUp.forbiddenDiscards).toHaveLength(1);
    expect(refusal({ ...afterPickUp, forbiddenDiscards: [afterPickUp.stock[0]] })).toMatchObject({
      rule: "R3.3",
      message: expect.stringMatching(/neither in seat 0's hand nor in its side's melds/),
    });
    expect(refusal({ ...afterPickUp, forbiddenDiscards: [] })).toMatchObject({ rule: "R3.3" });
    expect(refusal({ ...withMeld, pileTaken: 1 })).toMatchObject({ rule: "R3.3" });
  });

  it("R3.1 R7.3 R8.2 turn flags that do not fit the phase or the ruleset", () => {
    const deal = dealt({ ruleset: presets.classic, seed: 1 });
    expect(refusal({ ...deal, meldedThisTurn: true })).toMatchObject({ rule: "R3.1" });
    expect(refusal({ ...withMeld, closeBlocked: true })).toMatchObject({ rule: "R7.3" });
    expect(refusal({ ...deal, mustDraw: true })).toMatchObject({ rule: "R8.2" });
    expect(checkState({ ...deal, mustDraw: true, ruleset: { ...presets.classic, stalemate: "force-draw" } }).ok).toBe(
      true,
    );
    expect(refusal({ ...deal, stalemateTurns: 5 })).toMatchObject({ rule: "R8.2" });
  });
});

describe("serializeMatch / deserializeMatch", () => {
  function playedMatch(): Match {
    let m = startMatch({ ruleset: { ...presets.classic, targetScore: 505 }, seed: "saved" });
    while (!m.over) {
      const dealt = startHand(m);
      if (!dealt.ok) throw new Error(dealt.error.message);
      // Each hand ends at once by stalemate: enough to record real score sheets quickly.
      const ended: HandState = {
        ...dealt.value,
        phase: "ended",
        turn: dealt.value.dealer,
        turnsPlayed: [1, 1, 1, 1],
        stalemateTurns: 4,
        end: { reason: "stalemate", closedBy: null },
      };
      const r = recordHand(m, ended);
      if (!r.ok) throw new Error(r.error.message);
      m = r.value;
      if (m.hands.length > 3) break;
    }
    return m;
  }
  const match = playedMatch();

  function matchRefusal(m: unknown): { code: string; message: string; rule?: string } {
    const r = deserializeMatch(JSON.stringify({ format: "burraco/match", version: 2, match: m }));
    if (r.ok) throw new Error("expected a refusal");
    return r.error;
  }

  it("round-trips a match with hands, and a new one", () => {
    expect(match.hands.length).toBeGreaterThan(1);
    for (const m of [match, startMatch({ ruleset: presets.threePlayers, seed: 9 })]) {
      const back = deserializeMatch(serializeMatch(m));
      expect(back.ok).toBe(true);
      expect(back.value).toEqual(m);
      expect(Object.isFrozen(back.value?.ruleset)).toBe(true);
    }
  });

  it("refuses what does not add up, naming the rule", () => {
    const [first, ...rest] = match.hands;
    if (first === undefined) throw new Error("no hand");
    expect(matchRefusal({ ...match, totals: match.totals.map((t) => t + 5) })).toMatchObject({
      code: "match/invalid",
      rule: "R10.1",
    });
    expect(matchRefusal({ ...match, hands: [{ ...first, credits: [0, 0] }, ...rest] })).toMatchObject({
      rule: "R11.3",
    });
    expect(matchRefusal({ ...match, hands: [{ ...first, dealer: 1 }, ...rest] })).toMatchObject({ rule: "R2.3" });
    expect(matchRefusal({ ...match, hands: [{ ...first, seed: "other/1" }, ...rest] })).toMatchObject({ rule: "R2.2" });
    expect(matchRefusal({ ...match, nextDealer: (match.nextDealer + 1) % 4 })).toMatchObject({ rule: "R2.3" });
    expect(matchRefusal({ ...match, winner: match.winner === 0 ? 1 : 0, over: true })).toMatchObject({ rule: "R10.2" });
    const side = first.sheet.sides[0];
    if (side === undefined) throw new Error("no side");
    const badSheet = { ...first.sheet, sides: [{ ...side, total: side.total + 5 }, ...first.sheet.sides.slice(1)] };
    expect(matchRefusal({ ...match, hands: [{ ...first, sheet: badSheet }, ...rest] })).toMatchObject({ rule: "R9.7" });
    expect(matchRefusal({ ...match, extra: 1 }).message).toMatch(/unknown field "extra"/);
  });

  it.each<[string, Ruleset]>([
    ["classic with royal and super burraco bonuses", { ...presets.classic, royalBurraco: 300, superBurraco: 250 }],
    [
      "three players paired from the first hand, flat-100",
      {
        ...presets.threePlayers,
        threePlayerPairingFrom: 0,
        unplayedPozzetto: "flat-100",
      },
    ],
    ["two players, pozzetto taken on discard", { ...presets.twoPlayers, directPozzetto: false }],
  ])("loads back a match played to the end with closes and burraco: %s", (_name, ruleset) => {
    let m = startMatch({ ruleset: { ...ruleset, targetScore: 100_000 }, seed: "round-trip" });
    let closes = 0;
    while (m.hands.length < 8) {
      const ended = playToEnd(startHand(m).value as HandState, m.hands.length);
      if (ended.end?.reason === "closed") closes++;
      m = recordHand(m, ended).value as Match;
    }
    expect(closes).toBeGreaterThan(0);
    expect(m.hands.some((h) => h.sheet.sides.some((s) => s.burraco.length > 0))).toBe(true);
    expect(deserializeMatch(serializeMatch(m)).value).toEqual(m);
  });

  it("refuses a sheet whose lines the ruleset or card points cannot give (R9.1–R9.6)", () => {
    const [first, ...rest] = match.hands;
    if (first === undefined) throw new Error("no hand");
    // Side 0's lines changed, its total kept the sum of its lines: only the rule named can object.
    const withSide0 = (change: Partial<SideScore>): unknown => {
      const [side, ...others] = first.sheet.sides;
      if (side === undefined) throw new Error("no side");
      const s = { ...side, ...change };
      const total =
        s.meldPoints +
        s.burracoBonus +
        s.closing +
        s.handPenalty +
        s.pozzettoPenalty +
        s.unplayedPozzetto +
        s.penaltyCards;
      return {
        ...match,
        hands: [{ ...first, sheet: { ...first.sheet, sides: [{ ...s, total }, ...others] } }, ...rest],
      };
    };
    const cheapClean = { burraco: [{ meld: 0, class: "clean" as const, bonus: 150 }], burracoBonus: 150 };
    expect(matchRefusal(withSide0(cheapClean))).toMatchObject({ code: "match/invalid", rule: "R9.2" });
    // The first hand ended by a stalemate: nobody closed.
    expect(matchRefusal(withSide0({ closing: 100 }))).toMatchObject({ rule: "R9.3" });
    expect(matchRefusal(withSide0({ pozzettoPenalty: -50 }))).toMatchObject({ rule: "R9.5" });
    expect(matchRefusal(withSide0({ meldPoints: 7 }))).toMatchObject({ rule: "R9.1" });
    expect(matchRefusal(withSide0({ handPenalty: 10 }))).toMatchObject({ rule: "R9.4" });
    expect(matchRefusal(withSide0({ unplayedPozzetto: 5 }))).toMatchObject({ rule: "R9.6" });
    expect(matchRefusal(withSide0({ penaltyCards: 5 }))).toMatchObject({ rule: "R9.8" });
    expect(matchRefusal(withSide0({ penaltyCards: -7 }))).toMatchObject({ rule: "R9.8" });
    // An engine-played hand has no penalty cards: even a well-formed -5 is refused.
    expect(matchRefusal(withSide0({ penaltyCards: -5 }))).toMatchObject({ rule: "R9.8" });
    // Lines the ruleset can give pass the sheet check; the credits then no longer match (R11.3).
    const fairClean = { burraco: [{ meld: 0, class: "clean" as const, bonus: 200 }], burracoBonus: 200 };
    expect(matchRefusal(withSide0(fairClean))).toMatchObject({ rule: "R11.3" });
  });

  it("refuses another format, version, or text that is not JSON", () => {
    expect(deserializeMatch(serialize(withMeld)).error?.message).toMatch(/expected the format "burraco\/match"/);
    expect(deserializeMatch(serializeMatch(match).replace('"version":2', '"version":3')).error?.message).toMatch(
      /unsupported version 3/,
    );
    // Version 1 sheets had no penalty-cards line (R9.8).
    expect(deserializeMatch(serializeMatch(match).replace('"version":2', '"version":1')).error?.message).toMatch(
      /unsupported version 1/,
    );
    expect(deserializeMatch("{").error).toMatchObject({ code: "match/invalid" });
    expect(deserializeMatch(7).error).toMatchObject({ code: "match/invalid" });
  });
});
