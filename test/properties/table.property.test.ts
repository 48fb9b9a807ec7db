/**
 * `burraco/table` (issue 27) on random play: a person at seat 0 makes random legal moves (and
 * random undo attempts and markSeen calls), bots play the other seats. After every step each
 * seat's view is `viewFor`'s, the events each seat is told add up to the hand's events exactly once,
 * the table is the one its log replays to, and a save loads back equal. The fast-check seed is
 * fixed globally (test/setup.ts).
 */
import { legalActions, replay, replayEvents, viewFor } from "burraco";
import {
  loadTable,
  markSeen,
  newTable,
  playAction,
  saveTable,
  seatEvents,
  stepBot,
  tableTurn,
  tableView,
  undoLast,
} from "burraco/table";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const base = fc.readConfigureGlobal().numRuns ?? 100;

describe("table property", () => {
  it("views, events seen once, undo and saves stay true on random play", () => {
    let undone = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.nat(1000), { minLength: 60, maxLength: 60 }),
        (seed, choices) => {
          const opened = newTable({ seed, oneHand: true, seats: ["person", "medium", "easy", "medium"], undo: true });
          if (!opened.ok) throw new Error(opened.error.message);
          let table = opened.value;
          const told: unknown[][] = [[], [], [], []];
          for (let i = 0; i < 400 && table.state.phase !== "ended"; i++) {
            const c = choices[i % choices.length] ?? 0;
            const turn = tableTurn(table);
            if (turn?.bot === true) {
              const r = stepBot(table);
              expect(r.ok).toBe(true);
              if (r.ok) table = r.value;
            } else {
              const legal = legalActions(table.state);
              const r = playAction(table, 0, legal[c % legal.length]);
              expect(r.ok).toBe(true);
              if (r.ok) table = r.value;
              if (c % 5 === 0) {
                const back = undoLast(table, 0);
                if (back.ok) {
                  table = back.value;
                  undone++;
                }
              }
            }
            const seat = c % 4;
            told[seat]?.push(...seatEvents(table, seat));
            const seen = markSeen(table, seat);
            expect(seen.ok).toBe(true);
            if (seen.ok) table = seen.value;
            expect(tableView(table, seat)).toEqual(viewFor(table.state, seat));
          }
          const deal = { ruleset: table.ruleset, seed: table.deal.seed, dealer: table.deal.dealer, actions: table.log };
          expect(replay(deal).value?.at(-1)).toEqual(table.state);
          const events = replayEvents(deal).value;
          expect(table.events).toEqual(events);
          // A seat may have been told an event an undo then took back: only a seat that saw it, and
          // only its own move's (undo refuses once another person saw it; bots are not told).
          for (const seat of [0, 1, 2, 3]) told[seat]?.push(...seatEvents(table, seat));
          for (const seat of [1, 2, 3]) expect(told[seat]).toEqual(events);
          expect(loadTable(saveTable(table)).value).toEqual(table);
        },
      ),
      { numRuns: Math.max(5, Math.round(base / 5)) },
    );
    // The runs took moves back, not only tried to.
    expect(undone).toBeGreaterThan(0);
  });
});
