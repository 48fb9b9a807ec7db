/**
 * Finding 6 of issue 8: saves caught inconsistency, not tampering. Cards moved between a hand and
 * the stock, a reordered stock, or a match's totals inflated consistently were accepted; so was a
 * fresh deal marked `end: stock-exhausted` with 41 cards in the stock.
 */
import {
  apply,
  callTimeOut,
  deserialize,
  deserializeMatch,
  type HandState,
  type Match,
  newHand,
  presets,
  recordHand,
  serialize,
  serializeMatch,
  startHand,
} from "burraco";
import { describe, expect, it } from "vitest";
import { startMatch } from "../helpers/match.js";
import { playout } from "../helpers/playout.js";
import { playToEnd } from "../helpers/policy.js";
import { dealt } from "../helpers/state.js";

const key = "a server key of at least thirty-two bytes";
const fresh = dealt({ ruleset: presets.classic, seed: "saves", dealer: 0 });

/** The state saved and edited as a database row could be: any change, same JSON format. */
function edited(state: HandState, change: (s: HandState) => HandState, options?: { key: string }): string {
  const text = options === undefined ? serialize(state) : (serialize(state, options).value ?? "");
  const { signature } = JSON.parse(text) as { signature?: string };
  const body = JSON.stringify({ format: "burraco/state", version: 3, state: change(state) });
  return signature === undefined ? body : `${body.slice(0, -1)},"signature":"${signature}"}`;
}

const swapHandAndStock = (s: HandState): HandState => {
  const hand = (s.held[1] ?? []).slice();
  const stock = s.stock.slice();
  [hand[0], stock[0]] = [stock[0] as number, hand[0] as number];
  return { ...s, held: s.held.map((h, i) => (i === 1 ? hand : h)), stock };
};
const reorderStock = (s: HandState): HandState => ({ ...s, stock: s.stock.slice().reverse() });

describe("unsigned saves catch inconsistency", () => {
  it("R8.1 refuses a fresh deal marked ended by stock exhaustion with 41 cards in the stock", () => {
    const text = edited(fresh, (s) => ({ ...s, phase: "ended", end: { reason: "stock-exhausted", closedBy: null } }));
    const r = deserialize(text);
    expect(r.error?.code).toBe("state/invalid");
    const played = {
      ...fresh,
      phase: "ended" as const,
      end: { reason: "stock-exhausted" as const, closedBy: null },
      turn: 0,
      turnsPlayed: [1, 1, 1, 1],
    };
    expect(deserialize(edited(fresh, () => played)).error).toMatchObject({ code: "state/invalid", rule: "R8.1" });
  });

  it("R2.3 refuses turn counts and turns that play out of order", () => {
    for (const change of [
      (s: HandState) => ({ ...s, turnsPlayed: [3, 0, 0, 0] }),
      (s: HandState) => ({ ...s, turnsPlayed: [0, 1, 0, 0] }),
      (s: HandState) => ({ ...s, turn: 2 }),
    ]) {
      expect(deserialize(edited(fresh, change)).error).toMatchObject({ code: "state/invalid", rule: "R2.3" });
    }
    expect(deserialize(edited(fresh, (s) => ({ ...s, turn: 2, turnsPlayed: [0, 1, 0, 0] }))).ok).toBe(true);
  });

  it("a consistent edit is not caught without a key: that is what signing is for", () => {
    expect(deserialize(edited(fresh, swapHandAndStock)).ok).toBe(true);
    expect(deserialize(edited(fresh, reorderStock)).ok).toBe(true);
  });
});

describe("signed saves catch tampering (save/signature)", () => {
  it("a signed save loads back equal with its key, and without one", () => {
    const text = serialize(fresh, { key }).value ?? "";
    expect(JSON.parse(text).signature).toMatch(/^[0-9a-f]{64}$/);
    expect(deserialize(text, { key }).value).toEqual(fresh);
    expect(deserialize(text).value).toEqual(fresh);
    expect(deserialize(text, { key: new TextEncoder().encode(key) }).ok).toBe(true);
  });

  it("cards moved between a hand and the stock, or a reordered stock, are refused", () => {
    for (const change of [swapHandAndStock, reorderStock]) {
      expect(deserialize(edited(fresh, change, { key }), { key }).error?.code).toBe("save/signature");
    }
  });

  it("a missing signature, another key or a bad key option is refused", () => {
    expect(deserialize(serialize(fresh), { key }).error?.code).toBe("save/signature");
    expect(deserialize(serialize(fresh, { key: "another key" }).value, { key }).error?.code).toBe("save/signature");
    expect(deserialize(serialize(fresh, { key }).value, { key: 5 } as never).error?.code).toBe("input/invalid");
  });

  it("a match with totals inflated consistently is refused when signed, accepted when not", () => {
    let match: Match = startMatch({ ruleset: { ...presets.classic, targetScore: 100_000 }, seed: "inflate" });
    const hand = startHand(match).value as HandState;
    match = recordHand(match, playToEnd(hand, 2)).value as Match;
    const inflate = (m: Match): Match => {
      const record = m.hands[0];
      if (record === undefined) return m;
      const sheet = {
        ...record.sheet,
        sides: record.sheet.sides.map((s, i) =>
          i === 0 ? { ...s, meldPoints: s.meldPoints + 1000, total: s.total + 1000 } : s,
        ),
      };
      const credits = record.credits.map((c, i) => (i === 0 ? c + 1000 : c));
      const totals = record.totals.map((t, i) => (i === 0 ? t + 1000 : t));
      return { ...m, hands: [{ ...record, sheet, credits, totals }], totals };
    };
    const signedText = serializeMatch(match, { key }).value ?? "";
    const { signature } = JSON.parse(signedText) as { signature: string };
    const body = JSON.stringify({ format: "burraco/match", version: 2, match: inflate(match) });
    expect(deserializeMatch(body).ok).toBe(true);
    expect(deserializeMatch(`${body.slice(0, -1)},"signature":"${signature}"}`, { key }).error?.code).toBe(
      "save/signature",
    );
    expect(deserializeMatch(signedText, { key }).value).toEqual(match);
    expect(deserializeMatch(serializeMatch(match), { key }).error?.code).toBe("save/signature");
  });
});

/** `fresh` after `n` turns of drawing and discarding the first card, time out never called. */
function playedTurns(n: number): HandState {
  let s = fresh;
  for (let i = 0; i < n; i++) {
    const seat = s.turn;
    s = apply(s, { type: "draw", seat }).value as HandState;
    s = apply(s, { type: "discard", seat, card: (s.held[seat] ?? [])[0] as number }).value as HandState;
  }
  return s;
}

describe("E3: unsigned saves refuse what no play reaches", () => {
  // `fresh`: dealer 0, so seat 1 plays first and no turn has been played.
  const checked = (s: HandState) => deserialize(edited(fresh, () => s));

  it("E3 R14.2 refuses known cards at the deal, before anyone took the pile (seat 2's whole hand)", () => {
    const r = checked({ ...fresh, known: [[], [], (fresh.held[2] ?? []).slice(), []] });
    expect(r.error).toMatchObject({ code: "state/invalid", rule: "R14.2" });
    // Seat 1, to play, may know the pile it has just taken.
    const pile = fresh.discardPile.slice();
    const took = apply(fresh, { type: "pickUpDiscards", seat: 1 }).value as HandState;
    expect(took.known[1]).toEqual(pile);
    expect(checked(took).ok).toBe(true);
    expect(
      checked({ ...took, known: [[], took.known[1] ?? [], [], (took.held[3] ?? []).slice(0, 1)] }).error?.rule,
    ).toBe("R14.2");
  });

  it("E3 R14.2 refuses more known cards than ever reached the discard pile", () => {
    const s = playedTurns(4); // one card dealt face up and four discards: at most five cards known
    expect(checked(s).ok).toBe(true);
    const whole = { ...s, known: [[], [], (s.held[2] ?? []).slice(), []] };
    expect(checked(whole).error).toMatchObject({ code: "state/invalid", rule: "R14.2" });
    // Seat 1 takes the five: it knows them; one more known card anywhere is one too many.
    const took = apply(s, { type: "pickUpDiscards", seat: 1 }).value as HandState;
    expect(took.known[1]).toHaveLength(5);
    expect(checked(took).ok).toBe(true);
    const more = { ...took, known: [[], took.known[1] ?? [], (took.held[2] ?? []).slice(0, 1), []] };
    expect(checked(more).error).toMatchObject({ code: "state/invalid", rule: "R14.2" });
  });

  it("E3 R8.3 refuses a time out no call could have fixed before any turn was played", () => {
    // Called at the deal, the round is a full one: it ends with the dealer, seat 0.
    const called = callTimeOut(fresh).value as HandState;
    expect(called.timeOut).toBe(0);
    expect(checked(called).ok).toBe(true);
    for (const seat of [1, 2, 3]) {
      expect(checked({ ...fresh, timeOut: seat }).error, `timeOut ${seat}`).toMatchObject({
        code: "state/invalid",
        rule: "R8.3",
      });
    }
    // Once seat 1 has drawn, "fibur" ends the round with its partner, seat 3: both calls are possible.
    const drawn = apply(fresh, { type: "draw", seat: 1 }).value as HandState;
    expect(callTimeOut(drawn).value?.timeOut).toBe(3);
    expect(checked({ ...drawn, timeOut: 3 }).ok).toBe(true);
    expect(checked({ ...drawn, timeOut: 0 }).ok).toBe(true);
    expect(checked({ ...drawn, timeOut: 2 }).error?.rule).toBe("R8.3");
    // After a full round any seat may end it, as time out may have been called at any turn.
    const round = playedTurns(4);
    for (const seat of [0, 1, 2, 3]) expect(checked({ ...round, timeOut: seat }).ok, `timeOut ${seat}`).toBe(true);
  });

  /** A state of random play where a seat holds a pozzetto taken on its discard (R6.3), the hand going on. */
  const pending = ((): HandState => {
    for (let seed = 0; ; seed++) {
      const choices = Array.from({ length: 300 }, (_, i) => (seed * 7919 + i * 104_729) % 1_000_003);
      const found = playout(presets.classic, seed, choices).find(
        (s) => s.phase !== "ended" && s.unplayedPozzetto.some((p) => p !== null),
      );
      if (found !== undefined) return found;
    }
  })();

  /** `s` with `seats` holding the pozzetti (in order) as unplayed, their own hands moved to the stock. */
  const holding = (s: HandState, seats: number[]): HandState => {
    const held = s.held.map((h) => h.slice());
    const unplayedPozzetto: (readonly number[] | null)[] = s.unplayedPozzetto.slice();
    const pozzettoTaken = s.pozzettoTaken.slice();
    let stock = s.stock.slice();
    for (const [i, seat] of seats.entries()) {
      const pozzetto = (s.pozzetti[i] ?? []).slice();
      stock = stock.concat(held[seat] ?? []);
      held[seat] = pozzetto;
      unplayedPozzetto[seat] = pozzetto;
      pozzettoTaken[s.sides[seat] ?? seat] = true;
    }
    if (pozzettoTaken.filter(Boolean).length < seats.length) pozzettoTaken.fill(true);
    return { ...s, held, stock, pozzetti: s.pozzetti.slice(seats.length), unplayedPozzetto, pozzettoTaken };
  };

  it("E3 R6.3 refuses an unplayed pozzetto held by a seat that never discarded", () => {
    const r = checked(holding(fresh, [3]));
    expect(r.error).toMatchObject({ code: "state/invalid", rule: "R6.3" });
    // A pozzetto really taken on a discard is accepted.
    expect(checked(pending).ok).toBe(true);
  });

  it("E3 R6.1 refuses both partners holding an unplayed pozzetto", () => {
    expect(checked(holding(fresh, [0, 2])).error?.code).toBe("state/invalid");
    const round = playedTurns(4);
    expect(checked(holding(round, [0, 2])).error).toMatchObject({ code: "state/invalid", rule: "R6.1" });
    const seat = pending.unplayedPozzetto.findIndex((p) => p !== null);
    expect(checked(holding(pending, [(seat + 2) % 4])).error).toMatchObject({ code: "state/invalid", rule: "R6.1" });
  });
});

describe("M2: unsigned saves bound the counts a state carries by the turns played (issue 39)", () => {
  const checked = (s: HandState) => deserialize(edited(fresh, () => s));
  const refused = (s: HandState, rule: string): void =>
    expect(checked(s).error).toMatchObject({ code: "state/invalid", rule });
  /** `count` cards moved from the end of one zone's list to another's. */
  const move = (s: HandState, from: string, to: string, count: number): HandState => {
    const zones: Record<string, number[]> = {
      stock: s.stock.slice(),
      pile: s.discardPile.slice(),
      ...Object.fromEntries(s.held.map((h, seat) => [`held${seat}`, h.slice()])),
    };
    const cards = (zones[from] as number[]).splice(-count, count);
    (zones[to] as number[]).push(...cards);
    return {
      ...s,
      stock: zones.stock as number[],
      discardPile: zones.pile as number[],
      held: s.held.map((_, seat) => zones[`held${seat}`] as number[]),
    };
  };

  it("M2 R3.1 the issue's repro: a stock card put under the pile at the deal is refused", () => {
    const s = newHand({ seed: "t5", dealer: 3 }).value as HandState;
    const j = JSON.parse(serialize(s));
    j.state.discardPile.unshift(j.state.stock.pop());
    const r = deserialize(JSON.stringify(j));
    expect(r.error).toMatchObject({ code: "state/invalid", rule: "R3.1" });
    expect(r.error?.message).toMatch(/discard pile holds 2 cards, but 0 turns discard at most 1/);
  });

  it("M2 R3.1 a pile larger than the discards allow is refused", () => {
    const s = playedTurns(3); // the card face up and three discards
    expect(checked(s).ok).toBe(true);
    refused(move(s, "stock", "pile", 1), "R3.1");
    refused(move(s, "held2", "pile", 1), "R3.1");
  });

  it("M2 R3.1 16 cards in a hand with no turn played, or 21 mid-hand with no pick-up, are refused", () => {
    refused(move(fresh, "stock", "held2", 5), "R3.1");
    refused(move(fresh, "stock", "held1", 1), "R3.1");
    const drawn = apply(fresh, { type: "draw", seat: 1 }).value as HandState;
    expect(checked(drawn).ok).toBe(true);
    refused(move(drawn, "stock", "held1", 9), "R3.1");
    // Later too: the pile never taken, no hand holds more than 11 cards and the one drawn.
    const later = apply(playedTurns(8), { type: "draw", seat: 1 }).value as HandState;
    expect(checked(later).ok).toBe(true);
    refused(move(later, "stock", "held1", 1), "R3.1");
  });

  it("M2 R3.1 the stock back to 41 cards after 12 draws is refused", () => {
    const s = playedTurns(12);
    expect(s.stock).toHaveLength(29);
    expect(checked(s).ok).toBe(true);
    // Cards put back on the stock from the hands: the 13 cards on the pile needed 12 draws.
    let back = s;
    for (const seat of [0, 1, 2, 3]) back = move(back, `held${seat}`, "stock", 3);
    expect(back.stock).toHaveLength(41);
    refused(back, "R3.1");
    // Or more draws than turns: a stock card moved into a hand.
    refused(move(s, "stock", "held0", 1), "R3.1");
  });

  it("M2 R14.2 a seat knowing 5 cards while the pile still holds every card that reached it is refused", () => {
    const s = playedTurns(4);
    expect(s.discardPile).toHaveLength(5);
    refused({ ...s, known: [[], [], (s.held[2] ?? []).slice(0, 5), []] }, "R14.2");
  });

  it("M2 R6.4 an unplayed pozzetto with no melds on the table is refused", () => {
    // Seat 0 holds the pozzetto as if taken on its discard, its hand moved to the stock: no meld
    // emptied that hand, and the stock holds more cards than the deal gave it.
    const s = playedTurns(4);
    const pozzetto = (s.pozzetti[0] ?? []).slice();
    const stock = s.stock.concat(s.held[0] ?? []);
    const taken: HandState = {
      ...s,
      held: s.held.map((h, seat) => (seat === 0 ? pozzetto : h)),
      stock,
      pozzetti: s.pozzetti.slice(1),
      unplayedPozzetto: [pozzetto, null, null, null],
      pozzettoTaken: [true, false],
    };
    expect(checked(taken).error?.code).toBe("state/invalid");
    // The hand's cards put among the partner's instead of the stock: still no meld (R6.4).
    const partner = {
      ...taken,
      stock: s.stock,
      held: taken.held.map((h, seat) => (seat === 2 ? h.concat(s.held[0] ?? []) : h)),
    };
    expect(checked(partner).error?.code).toBe("state/invalid");
  });
});
