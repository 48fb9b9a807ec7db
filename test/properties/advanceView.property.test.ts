/**
 * `advanceView` (issue 34, rows that carry what changed): on random bot-played hands of every
 * preset and player count, with random time outs (R8.3) and three-player pairings (R11.3), each
 * seat's view (a spectator's too) moved on by every move's public events, and by its own cards
 * only when `ownCardsChanged` says the server sends them, is the view `tableView` gives after the
 * move, field for field; the new hand's deal gives a whole view again, as the server sends it.
 * The fast-check seed is fixed globally (test/setup.ts).
 */
import { presetNames, presets } from "burraco";
import { advanceView, callTableTimeOut, newTable, nextHand, stepBot, type Table, tableView } from "burraco/table";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ownCardsChanged } from "../../server/src/ownCards.js";

const base = fc.readConfigureGlobal().numRuns ?? 100;

describe("advanceView property", () => {
  it("moves every seat's view on to tableView's after each move, by the events and its own changed cards", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.constantFrom(...presetNames),
        fc.constantFrom(2, 3, 4),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 200 }),
        (name, players, seed, pairing, timeOutAt) => {
          const ruleset = { ...presets[name], players, threePlayerPairingFrom: pairing ? 0 : 1000 };
          const bots = Array.from({ length: players }, (_, i): "easy" | "medium" => (i % 2 === 0 ? "easy" : "medium"));
          const opened = newTable({ seed, ruleset, seats: bots, tournament: true });
          if (!opened.ok) throw new Error(opened.error.message);
          let table: Table = opened.value;
          // Two hands: the second starts from a whole view, as after a deal row.
          for (let hand = 0; hand < 2; hand++) {
            const seats = [...Array.from({ length: players }, (_, i) => i), -1];
            let views = seats.map((seat) => tableView(table, seat));
            for (let i = 0; i < 600 && table.state.phase !== "ended"; i++) {
              const called = i === timeOutAt && table.state.timeOut === null;
              const r = called ? callTableTimeOut(table) : stepBot(table);
              if (!r.ok) throw new Error(r.error.message);
              const next = r.value;
              const events = next.events.slice(table.events.length);
              for (const e of events)
                seen.add(
                  e.type === "takePozzetto"
                    ? `takePozzetto:${e.onDiscard}`
                    : e.type === "handEnd"
                      ? `handEnd:${e.reason}`
                      : e.type,
                );
              views = seats.map((seat, k) => {
                const held = ownCardsChanged(table.state, next.state, seat) ? tableView(next, seat).held : undefined;
                const moved = advanceView(views[k] as ReturnType<typeof tableView>, {
                  events,
                  held,
                  pairing: next.deal.pairing,
                });
                expect(moved.ok).toBe(true);
                const want = tableView(next, seat);
                expect(moved.value).toStrictEqual(want);
                return want;
              });
              // R11.3: the 18-card pozzetto made two players one side.
              if (next.state.sides !== table.state.sides) seen.add("paired");
              table = next;
            }
            if (table.match?.over !== false) break;
            const dealt = nextHand(table);
            if (!dealt.ok) throw new Error(dealt.error.message);
            table = dealt.value;
          }
        },
      ),
      { numRuns: Math.max(20, Math.round(base / 2)) },
    );
    // The runs met every kind of event, both ways of taking a pozzetto among them.
    const kinds = ["draw", "pickUpDiscards", "meld", "attach", "discard", "close", "timeOut"];
    for (const kind of [...kinds, "handEnd:closed", "handEnd:time-out", "handEnd:stock-exhausted", "paired"])
      expect(seen).toContain(kind);
    expect(seen).toContain("takePozzetto:true");
    expect(seen).toContain("takePozzetto:false");
  });
});
