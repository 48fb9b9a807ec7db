/**
 * `advanceView` (burraco/table) where random play seldom goes: stalemates (R8.2) under both rules,
 * and bad input, which is refused with `input/invalid` and never throws or changes its arguments.
 * The property test (test/properties/advanceView.property.test.ts) covers the rest.
 */
import { type Action, apply, type HandState, parseCards, presets, publicEvents, setupHand, viewFor } from "burraco";
import { advanceView } from "burraco/table";
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
