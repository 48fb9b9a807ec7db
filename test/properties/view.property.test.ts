/**
 * viewFor never leaks (RULES.md R14.3): on random playouts, for every seat and every state, the
 * card ids a view shows are exactly the seat's own hand (without an unplayed pozzetto, R6.3), the
 * melds, the visible discard pile (§12 discardPileVisibility), every seat's known cards (R14.2) and,
 * once the hand has ended, every hand (R14.1); the PRNG state never appears; the
 * counts and the visible cards add up to 108 (R1.1).
 */
import { type CardId, type HandState, type PlayerView, presets, type Ruleset, viewFor } from "burraco";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DECK_SIZE } from "../helpers/internal.js";
import { playout } from "../helpers/playout.js";

// The view's fields, split into those that carry card ids and those that do not. A new field must be
// added here on purpose, after deciding whether it may carry a card id.
const CARD_FIELDS = new Set(["held", "known", "discardPile", "discardTop", "forbiddenDiscards", "melds", "revealed"]);
const OTHER_FIELDS = new Set([
  "seat",
  "ruleset",
  "phase",
  "turn",
  "dealer",
  "sides",
  "unplayedPozzettoCount",
  "heldCounts",
  "unplayedPozzettoCounts",
  "stockCount",
  "pozzettiCounts",
  "discardCount",
  "pozzettoTaken",
  "turnsPlayed",
  "pileTaken",
  "meldedThisTurn",
  "closeBlocked",
  "mustDraw",
  "stalemateTurns",
  "timeOut",
  "end",
]);
// Within a meld only `cards` and `wildcard` are card ids; the rest are ranks, suits and positions.
const MELD_CARD_FIELDS = new Set(["cards", "wildcard"]);
const MELD_OTHER_FIELDS = new Set(["kind", "rank", "suit", "from", "to", "wildcardRank", "wildcardLocked", "burraco"]);

/** Every number under a card-carrying field of the view as sent on the wire (JSON). */
function cardIdsOnTheWire(view: PlayerView): number[] {
  const wire = JSON.parse(JSON.stringify(view)) as Record<string, unknown>;
  const ids: number[] = [];
  const numbers = (v: unknown): void => {
    if (typeof v === "number") ids.push(v);
    else if (Array.isArray(v)) v.forEach(numbers);
    else if (v !== null && typeof v === "object") Object.values(v).forEach(numbers);
  };
  for (const [key, value] of Object.entries(wire)) {
    expect(CARD_FIELDS.has(key) || OTHER_FIELDS.has(key), `unexpected view field "${key}"`).toBe(true);
    if (key === "melds") {
      for (const side of value as Record<string, unknown>[][]) {
        for (const meld of side) {
          for (const [k, v] of Object.entries(meld)) {
            expect(MELD_CARD_FIELDS.has(k) || MELD_OTHER_FIELDS.has(k), `unexpected meld field "${k}"`).toBe(true);
            if (MELD_CARD_FIELDS.has(k)) numbers(v);
          }
        }
      }
    } else if (CARD_FIELDS.has(key)) numbers(value);
  }
  return ids;
}

function keysAnywhere(v: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(v)) for (const x of v) keysAnywhere(x, out);
  else if (v !== null && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      keysAnywhere(x, out);
    }
  }
  return out;
}

function checkView(state: HandState, seat: number): void {
  const view = viewFor(state, seat);
  const seated = Number.isInteger(seat) && seat >= 0 && seat < state.held.length;
  const unplayed = new Set(seated ? (state.unplayedPozzetto[seat] ?? []) : []);
  const ownHand = seated ? (state.held[seat] ?? []).filter((id) => !unplayed.has(id)) : [];
  const pile = state.discardPile;
  const shownPile = state.ruleset.discardPileVisibility === "open" ? pile : pile.slice(-1);
  const melded = state.melds.flat().flatMap((m) => m.cards);

  // R14.2: every seat's known cards are public; R14.1: at the end every hand is shown.
  const known = state.known.flat();
  const ended = state.phase === "ended";
  const expected = new Set<CardId>([
    ...ownHand,
    ...melded,
    ...shownPile,
    ...known,
    ...(ended ? state.held.flat() : []),
  ]);
  const seen = cardIdsOnTheWire(view);
  expect(
    seen.filter((id) => !expected.has(id)),
    `cards leaked to seat ${seat}`,
  ).toEqual([]);
  // Every expected card is shown: distinct ids seen, all expected, as many as expected.
  expect(new Set(seen).size).toBe(expected.size);

  // What must stay hidden, listed directly (the same fact from the other side).
  const hidden = new Set<CardId>([
    ...state.stock,
    ...state.pozzetti.flat(),
    ...(ended ? [] : unplayed),
    ...(ended ? [] : state.held.flatMap((h, s) => (s === seat ? [] : h.filter((id) => !known.includes(id))))),
    ...(state.ruleset.discardPileVisibility === "open" ? [] : pile.slice(0, -1)),
  ]);
  expect(
    seen.filter((id) => hidden.has(id)),
    `hidden cards shown to seat ${seat}`,
  ).toEqual([]);

  expect(keysAnywhere(view).has("rng")).toBe(false);
  expect(view.seat).toBe(seated ? seat : null);
  expect([...view.held]).toEqual(ownHand);
  expect(view.forbiddenDiscards.filter((id) => !view.held.includes(id))).toEqual([]);
  if (state.ruleset.discardPileVisibility === "open") expect(view.discardPile).toEqual(pile);
  else expect(view.discardPile).toBeUndefined();
  expect(view.discardTop).toBe(pile.at(-1) ?? null);

  // R1.1: counts plus visible cards account for all 108.
  const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
  const meldedCount = sum(view.melds.flat().map((m) => m.cards.length));
  expect(sum(view.heldCounts) + view.stockCount + sum(view.pozzettiCounts) + view.discardCount + meldedCount).toBe(
    DECK_SIZE,
  );
  expect(view.known).toEqual(state.known);
  expect(view.unplayedPozzettoCounts).toEqual(state.unplayedPozzetto.map((p) => p?.length ?? 0));
  expect(view.revealed).toEqual(ended ? { held: state.held, unplayedPozzetto: state.unplayedPozzetto } : null);
  if (seated) expect(view.held.length + view.unplayedPozzettoCount).toBe(view.heldCounts[seat]);
  else expect(view.unplayedPozzettoCount).toBe(0);
}

const rulesets: readonly Ruleset[] = [
  presets.classic,
  presets.closed,
  presets.twoPlayers,
  presets.threePlayers,
  presets.closedDirty,
];

describe("viewFor on random playouts (property)", () => {
  it("shows each seat exactly its own hand (minus an unplayed pozzetto), the melds and the visible pile", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rulesets),
        fc.integer(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 300 }),
        (ruleset, seed, choices) => {
          for (const state of playout(ruleset, seed, choices)) {
            for (let seat = 0; seat < state.held.length; seat++) checkView(state, seat);
            checkView(state, state.held.length); // a spectator
          }
        },
      ),
    );
  });

  it("the playouts reach states with an unplayed pozzetto and with melds, under both pile visibilities", () => {
    const reached = { unplayed: 0, melds: 0, topOnly: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(presets.classic, presets.closed),
        fc.integer(),
        fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        (ruleset, seed, choices) => {
          for (const state of playout(ruleset, seed, choices)) {
            if (state.unplayedPozzetto.some((p) => p !== null)) reached.unplayed++;
            if (state.melds.some((side) => side.length > 0)) reached.melds++;
            if (state.ruleset.discardPileVisibility === "top-only" && state.discardPile.length > 1) reached.topOnly++;
          }
        },
      ),
      { numRuns: 10 },
    );
    expect(reached.unplayed).toBeGreaterThan(0);
    expect(reached.melds).toBeGreaterThan(0);
    expect(reached.topOnly).toBeGreaterThan(0);
  });
});
