/**
 * `advanceView` (burraco/table) where random play seldom goes: stalemates (R8.2) under both rules,
 * and bad input, which is refused with `input/invalid` and never throws or changes its arguments.
 * The property test (test/properties/advanceView.property.test.ts) covers the rest.
 */
import {
  type Action,
  apply,
  type HandState,
  type PlayerView,
  type PublicEvent,
  parseCards,
  presets,
  publicEvents,
  setupHand,
  viewFor,
} from "burraco";
import { advanceView, newTable, stepBot, type Table, tableView } from "burraco/table";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** Seat 0, in play, holds 4C KD 9H: one more single-card pile swap after three makes four (R8.2). */
function stale(stalemate: "end-hand" | "force-draw"): HandState {
  const made = setupHand({
    ruleset: { ...presets.classic, stalemate },
    turn: 0,
    phase: "play",
    hands: ["4C KD 9H", "4S 5D", "5S 6D", "6S 7D"],
    discardPile: "",
  });
  if (!made.ok) throw new Error(made.error.message);
  return { ...made.value, pileTaken: 1, stalemateTurns: 3, meldedThisTurn: false };
}

function discardKD(state: HandState): { after: HandState; events: ReturnType<typeof publicEvents>["value"] } {
  const card = parseCards("KD").value?.[0] ?? -1;
  const action: Action = { type: "discard", seat: 0, card };
  const after = apply(state, action);
  if (!after.ok) throw new Error(after.error.message);
  return { after: after.value, events: publicEvents(state, action, after.value).value };
}

describe("advanceView", () => {
  it("R8.2: the fourth single-card pile swap ends the hand under end-hand, forces a draw under force-draw", () => {
    for (const rule of ["end-hand", "force-draw"] as const) {
      const before = stale(rule);
      const { after, events } = discardKD(before);
      for (const seat of [0, 1, 2, 3, -1]) {
        const held = seat === 0 ? viewFor(after, 0).held : undefined;
        const moved = advanceView(viewFor(before, seat), { events: events ?? [], held });
        expect(moved.value).toStrictEqual(viewFor(after, seat));
      }
      if (rule === "end-hand") expect(viewFor(after, 1).end?.reason).toBe("stalemate");
      else expect(viewFor(after, 1).mustDraw).toBe(true);
    }
  });

  it("refuses what is not a view and its events with input/invalid, never throwing or changing them", () => {
    const before = stale("end-hand");
    const view = viewFor(before, 1);
    const copy = structuredClone(view);
    const bad: unknown[] = [
      null,
      { events: "draw" },
      { events: [{ type: "draw", seat: 9 }] },
      { events: [{ type: "shuffle", seat: 0 }] },
      { events: [null] },
      { events: [{ type: "meld", seat: 0 }] },
      { events: [], held: "4C" },
    ];
    for (const change of bad) {
      const r = advanceView(view, change as never);
      expect(r.ok, JSON.stringify(change)).toBe(false);
      expect(r.error?.code).toBe("input/invalid");
    }
    expect(advanceView(null as never, { events: [] }).error?.code).toBe("input/invalid");
    expect(view).toStrictEqual(copy);
  });
});

/** A four-bot table played until a meld is down and seat 0 is to act, and the next move's events. */
function played(): { view: PlayerView; events: PublicEvent[]; held: readonly number[] } {
  const made = newTable({ seed: 11, seats: ["medium", "medium", "medium", "medium"] });
  if (!made.ok) throw new Error(made.error.message);
  let table: Table = made.value;
  for (let i = 0; i < 400; i++) {
    const next = stepBot(table);
    if (!next.ok) throw new Error(next.error.message);
    const events = next.value.events.slice(table.events.length);
    const view = tableView(table, 0);
    if (view.melds.some((m) => m.length > 0) && events.some((e) => e.type === "discard"))
      return { view, events, held: tableView(next.value, 0).held };
    table = next.value;
  }
  throw new Error("no meld in 400 moves");
}

describe("advanceView on hostile input (R14.1)", () => {
  const { view, events } = played();
  const onTable = view.melds.flat()[0]?.cards[0] ?? -1;
  const mine = view.held[0] ?? -1;
  const other = (view.turn + 1) % 4;

  it("reads each field once: a getter that answers differently the second time is not believed", () => {
    let reads = 0;
    const draw = {
      type: "draw",
      get seat() {
        reads += 1;
        return reads === 1 ? 1 : 0;
      },
    };
    const moved = advanceView(view, { events: [draw as never] });
    expect(reads).toBe(1);
    expect(moved.value?.heldCounts[1]).toBe((view.heldCounts[1] ?? 0) + 1);
    expect(moved.value?.heldCounts[0]).toBe(view.heldCounts[0]);
  });

  it("refuses Proxies that throw, huge arrays and events naming cards the view cannot have, without throwing", () => {
    const trap = new Proxy([], {
      get() {
        throw new Error("trap");
      },
    });
    const huge = new Array(2 ** 31);
    const seat = (s: number) => ({ type: "discard", seat: s });
    const meldOf = (cards: number[], index: number, side = 0) => ({
      type: "meld",
      seat: 0,
      side,
      index,
      cards,
      meld: { kind: "set", cards },
    });
    const bad: [string, unknown][] = [
      ["a Proxy as events", { events: trap }],
      ["a huge events array", { events: huge }],
      ["a huge held", { events: [], held: huge }],
      ["a held with a card twice", { events: [], held: [mine, mine] }],
      ["a held with a card on the table", { events: [], held: [onTable] }],
      ["a held out of the deck", { events: [], held: [108] }],
      ["another seat discards this seat's card", { events: [{ ...seat(other), card: mine }] }],
      ["a discard of a card on the table", { events: [{ ...seat(other), card: onTable }] }],
      ["a discard of no card", { events: [{ ...seat(other), card: -3 }] }],
      ["a meld far past its side's list", { events: [meldOf([mine], 2 ** 31)] }],
      ["a meld on __proto__", { events: [meldOf([mine], 0, "__proto__" as never)] }],
      [
        "a meld of cards this seat does not hold",
        { events: [meldOf([onTable === 1 ? 2 : 1], view.melds[0]?.length ?? 0)] },
      ],
      [
        "a meld whose meld is not its cards",
        { events: [{ ...meldOf([mine], view.melds[0]?.length ?? 0), meld: { kind: "set", cards: [] } }] },
      ],
      ["a pick-up of another pile", { events: [{ type: "pickUpDiscards", seat: other, cards: [mine] }] }],
      ["a pozzetto of another size", { events: [{ type: "takePozzetto", seat: other, size: -5, onDiscard: false }] }],
      ["more events than a move has", { events: Array.from({ length: 17 }, () => ({ type: "draw", seat: other })) }],
      [
        "a draw from an empty stock",
        { events: Array.from({ length: 1 }, () => ({ type: "draw", seat: other })), stock: 0 },
      ],
    ];
    const copy = structuredClone(view);
    for (const [why, change] of bad) {
      const v = (change as { stock?: number }).stock === 0 ? { ...view, stockCount: 0 } : view;
      const r = advanceView(v, change as never);
      expect(r.ok, why).toBe(false);
      expect(r.error?.code, why).toBe("input/invalid");
    }
    expect(view).toStrictEqual(copy);
  });

  it("a meld cannot take a seat's count below zero", () => {
    const cards = [...Array(108).keys()].filter((id) => !view.held.includes(id)).slice(0, 40);
    const free = cards.filter((id) => !view.melds.flat().some((m) => m.cards.includes(id)) && id !== view.discardTop);
    const meld = {
      type: "meld",
      seat: other,
      side: view.sides[other],
      index: view.melds[view.sides[other] ?? 0]?.length,
    };
    const r = advanceView(view, { events: [{ ...meld, cards: free, meld: { kind: "set", cards: free } } as never] });
    expect(r.error?.code).toBe("input/invalid");
  });

  it("never throws nor changes its arguments on events with any field replaced", () => {
    const copy = structuredClone(view);
    fc.assert(
      fc.property(fc.nat({ max: events.length - 1 }), fc.string(), fc.anything(), (at, key, value) => {
        const tampered = events.map((e, i) => (i === at ? { ...e, [key]: value } : e));
        const frozen = structuredClone(tampered);
        const r = advanceView(view, { events: tampered as never });
        expect(tampered).toStrictEqual(frozen);
        expect(view).toStrictEqual(copy);
        if (!r.ok) expect(r.error.code).toBe("input/invalid");
        else {
          expect(r.value.heldCounts.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
          expect(r.value.stockCount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
