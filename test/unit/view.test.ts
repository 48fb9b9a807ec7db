/**
 * viewFor (RULES.md §14): what one seat sees of a hand, and what stays hidden — other hands,
 * the stock, the pozzetti, the PRNG, the covered discards under "top-only", and the seat's own
 * pozzetto taken on discard until its next turn (R6.3).
 */

import {
  type Action,
  apply,
  type CardId,
  type HandState,
  type PlayerView,
  presets,
  type Ruleset,
  viewFor,
} from "burraco";
import { describe, expect, it } from "vitest";
import { dealt, deepFreeze } from "../helpers/state.js";

function must(state: HandState, action: object): HandState {
  const r = apply(state, action as Action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Draw and discard the first card: a turn that changes nothing but the hand and the pile. */
function drawAndDiscard(state: HandState): HandState {
  const seat = state.turn;
  const drawn = must(state, { type: "draw", seat });
  return must(drawn, { type: "discard", seat, card: drawn.held[seat]?.[0] });
}

/** Every card id in the view's card-carrying fields. */
function visibleIds(view: PlayerView): CardId[] {
  const ids = [...view.held, ...(view.discardPile ?? []), ...view.forbiddenDiscards];
  if (view.discardTop !== null) ids.push(view.discardTop);
  for (const side of view.melds) for (const m of side) ids.push(...m.cards);
  return ids;
}

describe("viewFor: a fresh deal", () => {
  const state = dealt({ ruleset: presets.classic, seed: 11 });

  it("shows the seat's own hand and only counts for the others", () => {
    for (let seat = 0; seat < 4; seat++) {
      const view = viewFor(state, seat);
      expect(view.seat).toBe(seat);
      expect(view.held).toEqual(state.held[seat]);
      expect(view.heldCounts).toEqual([11, 11, 11, 11]);
      const others = state.held.filter((_, s) => s !== seat).flat();
      for (const id of visibleIds(view)) expect(others).not.toContain(id);
    }
  });

  it("hides the stock, the pozzetti and the PRNG state: counts only", () => {
    const view = viewFor(state, 0);
    expect(view.stockCount).toBe(41);
    expect(view.pozzettiCounts).toEqual([11, 11]);
    expect(Object.keys(view)).not.toContain("rng");
    expect(Object.keys(view)).not.toContain("stock");
    expect(Object.keys(view)).not.toContain("pozzetti");
    expect(view.held).toEqual(state.held[0]);
    const hidden = [...state.stock, ...state.pozzetti.flat()];
    for (const id of visibleIds(view)) expect(hidden).not.toContain(id);
  });

  it("carries the public table: ruleset, phase, turn, dealer, sides, melds, pozzettoTaken, turn state", () => {
    const view = viewFor(state, 1);
    expect(view).toMatchObject({
      ruleset: presets.classic,
      phase: "draw",
      turn: state.turn,
      dealer: state.dealer,
      sides: [0, 1, 0, 1],
      melds: [[], []],
      pozzettoTaken: [false, false],
      turnsPlayed: [0, 0, 0, 0],
      pileTaken: 0,
      forbiddenDiscards: [],
      meldedThisTurn: false,
      closeBlocked: false,
      mustDraw: false,
      stalemateTurns: 0,
      unplayedPozzettoCount: 0,
      end: null,
    });
  });

  it("is plain JSON data and leaves the state untouched", () => {
    const frozen = deepFreeze(dealt({ ruleset: presets.classic, seed: 11 }));
    const before = JSON.stringify(frozen);
    const view = viewFor(frozen, 2);
    expect(JSON.stringify(frozen)).toBe(before);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    expect(JSON.stringify(view)).not.toMatch(/"rng"/);
  });
});

describe("viewFor: the discard pile (§12 discardPileVisibility)", () => {
  const played = (ruleset: Ruleset): HandState => {
    let state = dealt({ ruleset, seed: 5 });
    for (let i = 0; i < 3; i++) state = drawAndDiscard(state);
    return state;
  };

  it('"open": the whole pile, bottom → top, with its top and count', () => {
    const state = played(presets.classic);
    const view = viewFor(state, 0);
    expect(view.discardPile).toEqual(state.discardPile);
    expect(view.discardTop).toBe(state.discardPile.at(-1));
    expect(view.discardCount).toBe(4);
  });

  it('"top-only": the top card and the count; `discardPile` is absent, not empty', () => {
    const state = played(presets.closed);
    const view = viewFor(state, 0);
    expect("discardPile" in view).toBe(false);
    expect(view.discardTop).toBe(state.discardPile.at(-1));
    expect(view.discardCount).toBe(4);
    const covered = state.discardPile.slice(0, -1);
    for (const id of visibleIds(view)) expect(covered).not.toContain(id);
  });

  it('an empty pile: top null, count 0 (and under "open" an empty list)', () => {
    const open = dealt({ ruleset: presets.classic, seed: 5 });
    const taken = must(open, { type: "pickUpDiscards", seat: open.turn });
    expect(viewFor(taken, 0)).toMatchObject({ discardTop: null, discardCount: 0, discardPile: [] });
    const closed = dealt({ ruleset: presets.closed, seed: 5 });
    const takenClosed = must(closed, { type: "pickUpDiscards", seat: closed.turn });
    const view = viewFor(takenClosed, 0);
    expect(view).toMatchObject({ discardTop: null, discardCount: 0 });
    expect("discardPile" in view).toBe(false);
  });
});

describe("viewFor: turn state (R3.3)", () => {
  it("forbiddenDiscards is shown to the player who took the pile, and to nobody else", () => {
    const state = dealt({ ruleset: presets.classic, seed: 9 });
    const top = state.discardPile[0];
    const taken = must(state, { type: "pickUpDiscards", seat: state.turn });
    expect(taken.forbiddenDiscards).toEqual([top]);
    expect(viewFor(taken, taken.turn)).toMatchObject({ forbiddenDiscards: [top], pileTaken: 1, phase: "play" });
    for (let seat = 0; seat < 4; seat++) {
      if (seat !== taken.turn) expect(viewFor(taken, seat)).toMatchObject({ forbiddenDiscards: [], pileTaken: 1 });
    }
  });
});

describe("viewFor: turn state, a forbidden card melded since (R3.3)", () => {
  it("forbiddenDiscards lists only cards the player still holds", () => {
    const state = dealt({ ruleset: presets.classic, seed: 9 });
    const taken = must(state, { type: "pickUpDiscards", seat: state.turn });
    const top = taken.forbiddenDiscards[0] as CardId;
    // As if the card went into a meld: still in the state's list, no longer in the hand.
    const melded: HandState = { ...taken, held: taken.held.map((h) => h.filter((id) => id !== top)) };
    expect(viewFor(melded, melded.turn).forbiddenDiscards).toEqual([]);
  });
});

describe("viewFor: a pozzetto taken on discard (R6.3)", () => {
  // Seat 1 holds one card in its play phase and discards it: it takes the pozzetto unseen.
  const base = dealt({ ruleset: presets.classic, seed: 3, dealer: 0 });
  const last = base.held[1]?.[0] as CardId;
  const rest = (base.held[1] ?? []).slice(1);
  const before: HandState = {
    ...base,
    phase: "play",
    turn: 1,
    held: base.held.map((h, s) => (s === 1 ? [last] : h)),
    discardPile: [...base.discardPile, ...rest],
  };
  const after = must(before, { type: "discard", seat: 1, card: last });
  const pozzetto = base.pozzetti[0] ?? [];

  it("its own seat sees no card of it yet, only how many wait", () => {
    expect(after.unplayedPozzetto[1]).toEqual(pozzetto);
    const view = viewFor(after, 1);
    expect(view.held).toEqual([]);
    expect(view.unplayedPozzettoCount).toBe(11);
    expect(view.heldCounts[1]).toBe(11);
    for (const id of visibleIds(view)) expect(pozzetto).not.toContain(id);
  });

  it("the other seats see the count and the pozzetto taken, never the cards", () => {
    for (const seat of [0, 2, 3]) {
      const view = viewFor(after, seat);
      expect(view.heldCounts[1]).toBe(11);
      expect(view.pozzettoTaken).toEqual([false, true]);
      expect(view.pozzettiCounts).toEqual([11]);
      expect(view.unplayedPozzettoCount).toBe(0);
      for (const id of visibleIds(view)) expect(pozzetto).not.toContain(id);
    }
  });

  it("from its next turn the seat sees the cards", () => {
    let state = after;
    for (let i = 0; i < 3; i++) state = drawAndDiscard(state);
    expect(state.turn).toBe(1);
    const view = viewFor(state, 1);
    expect(view.unplayedPozzettoCount).toBe(0);
    expect([...view.held].sort((a, b) => a - b)).toEqual([...pozzetto].sort((a, b) => a - b));
  });

  it("only the pozzetto is hidden when the hand holds other cards too", () => {
    const mixed: HandState = { ...after, held: after.held.map((h, s) => (s === 1 ? [last, ...h] : h)) };
    const view = viewFor(mixed, 1);
    expect(view.held).toEqual([last]);
    expect(view.unplayedPozzettoCount).toBe(11);
    expect(view.heldCounts[1]).toBe(12);
  });
});

describe("viewFor: a seat not at the table", () => {
  const state = dealt({ ruleset: presets.classic, seed: 4 });
  const taken = must(state, { type: "pickUpDiscards", seat: state.turn });

  it("gives a spectator view: seat null, no hand, no private turn state", () => {
    for (const seat of [-1, 4, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 40]) {
      const view = viewFor(taken, seat);
      expect(view.seat).toBeNull();
      expect(view.held).toEqual([]);
      expect(view.forbiddenDiscards).toEqual([]);
      expect(view.unplayedPozzettoCount).toBe(0);
      expect(view.heldCounts).toEqual(taken.held.map((h) => h.length));
      const hands = taken.held.flat();
      for (const id of visibleIds(view)) expect(hands).not.toContain(id);
    }
  });

  it("two players: seats 2 and 3 are spectators", () => {
    const two = dealt({ ruleset: presets.twoPlayers, seed: 4 });
    expect(viewFor(two, 1).held).toEqual(two.held[1]);
    expect(viewFor(two, 2).seat).toBeNull();
    expect(viewFor(two, 3).held).toEqual([]);
  });
});

describe("viewFor: an ended hand", () => {
  it("shows how it ended", () => {
    const state: HandState = {
      ...dealt({ ruleset: presets.classic, seed: 8 }),
      phase: "ended",
      end: { reason: "stalemate", closedBy: null },
    };
    expect(viewFor(state, 0)).toMatchObject({ phase: "ended", end: { reason: "stalemate", closedBy: null } });
  });
});
