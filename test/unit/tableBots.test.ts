/**
 * Issue 34, "Bot moves are a function of the table alone": a table's bot plays the same moves
 * whether its tables are played one at a time or interleaved, in this process or in a fresh one
 * (a restart), from a save at the hand's start replayed through its log, or from a save taken in
 * the middle of a bot's turn. Before, one hard planner served every table of a process and kept
 * its turn's plan between calls, so a move depended on what the process had played before.
 */
import { presets } from "burraco";
import { createBot } from "burraco/bots";
import { loadTable, playBotMove, saveTable, stepBot, type Table, newTable as tableOf } from "burraco/table";
import { describe, expect, it, vi } from "vitest";

const TABLES = 2;
const STEPS = 8;
const KEY = "a test key";
/** A table's signed save (saveTable with a key returns a Result). */
function saved(t: Table): string {
  const text = saveTable(t, { key: KEY });
  if (!text.ok) throw new Error(text.error.message);
  return text.value;
}

function fresh(i: number): Table {
  const made = tableOf({
    ruleset: presets.classic,
    seed: `issue 34 table ${i}`,
    seats: ["hard", "hard", "hard", "hard"],
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

function step(table: Table, step: typeof stepBot = stepBot): Table {
  const next = step(table);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

function oneAtATime(): Table[] {
  return Array.from({ length: TABLES }, (_, i) => {
    let t = fresh(i);
    for (let s = 0; s < STEPS; s++) t = step(t);
    return t;
  });
}

describe("issue 34: a table's bot moves are a function of the table alone", () => {
  const sequential = oneAtATime();

  it("1. hard-bot tables played interleaved play exactly the moves played one at a time", () => {
    const tables = Array.from({ length: TABLES }, (_, i) => fresh(i));
    // Round robin, the last table first: every table's bot is asked between another table's calls.
    for (let s = 0; s < STEPS; s++) for (let i = TABLES - 1; i >= 0; i--) tables[i] = step(tables[i] as Table);
    expect(tables.map((t) => t.log)).toEqual(sequential.map((t) => t.log));
    expect(tables.map((t) => t.rngs)).toEqual(sequential.map((t) => t.rngs));
  });

  it("1. a table rebuilt from its save and log, or saved mid-turn and loaded, in a fresh copy of the library (a restart), plays on the same", async () => {
    // Two fresh copies of the library (two processes, or one restarted), each step played in the
    // other copy than the step before, from a save of the table before it: no copy remembers what
    // it played before, as after a restart.
    const copies = [];
    for (let c = 0; c < 2; c++) {
      vi.resetModules();
      copies.push(await import("burraco/table"));
    }
    for (const [i, played] of sequential.entries()) {
      const start = saved(fresh(i));
      let t = fresh(i);
      for (const [n, entry] of played.log.entries()) {
        const restarted = copies[n % 2] as (typeof copies)[number];
        const loaded = restarted.loadTable(saved(t), { key: KEY });
        if (!loaded.ok) throw new Error(loaded.error.message);
        t = step(loaded.value, restarted.stepBot);
        expect(t.log.at(-1)).toEqual(entry);
        // The journal's way: the save at the hand's start, its log replayed up to this move.
        if (n === played.log.length - 1) {
          const fromStart = restarted.loadTable(start, { key: KEY });
          if (!fromStart.ok) throw new Error(fromStart.error.message);
          let r = fromStart.value;
          for (let k = 0; k <= n; k++) r = step(r, restarted.stepBot);
          expect(r.log).toEqual(played.log);
          expect(r.rngs).toEqual(played.rngs);
        }
      }
      expect(t.rngs).toEqual(played.rngs);
    }
  });

  it("1. a move chosen on a copy of the table (a worker) and played with playBotMove is the same table", () => {
    for (let i = 0; i < TABLES; i++) {
      let t = fresh(i);
      for (let s = 0; s < STEPS; s++) {
        const copy = structuredClone(t);
        const chosen = step(copy);
        const seat = t.state.turn;
        const played = playBotMove(t, chosen.log.at(-1), chosen.rngs[seat]);
        if (!played.ok) throw new Error(played.error.message);
        expect(JSON.stringify(played.value.log.at(-1))).toBe(JSON.stringify(chosen.log.at(-1)));
        t = played.value;
      }
      expect(t.log).toEqual(sequential[i]?.log);
      expect(t.rngs).toEqual(sequential[i]?.rngs);
      expect(loadTable(saved(t), { key: KEY }).ok).toBe(true);
    }
  });

  it('1. createBot({ level: "hard", keepPlans: false }) plays the moves of the tables\' hard seats', () => {
    const seats = [{ bot: "mine" }, { bot: "mine" }, { bot: "mine" }, { bot: "mine" }];
    const made = tableOf({ ruleset: presets.classic, seed: "issue 34 table 0", seats });
    if (!made.ok) throw new Error(made.error.message);
    const mine = { mine: createBot({ level: "hard", keepPlans: false }) };
    let t = made.value;
    for (let s = 0; s < 4; s++) t = step(t, (x) => stepBot(x, mine));
    expect(t.log).toEqual(sequential[0]?.log.slice(0, 4));
  });

  it("playBotMove refuses a person's turn, another seat's move, a bad PRNG state, and leaves the table", () => {
    const made = tableOf({ seed: 7, seats: ["person", "medium", "medium", "medium"] });
    if (!made.ok) throw new Error(made.error.message);
    const t = made.value;
    const seat = t.state.turn;
    expect(playBotMove(t, { type: "draw", seat: (seat + 1) % 4 }, t.rngs[seat]).error?.code).toBe("input/invalid");
    expect(playBotMove(t, { type: "draw", seat }, [1, 2, 3]).error?.code).toBe("input/invalid");
    expect(playBotMove(t, { type: "draw", seat }, [1, 2, 3, -1]).error?.code).toBe("input/invalid");
    expect(playBotMove(t, { type: "discard", seat, card: 0 }, t.rngs[seat]).ok).toBe(false);
    let person = t;
    while (person.state.turn !== 0) person = step(person);
    expect(playBotMove(person, { type: "draw", seat: 0 }, t.rngs[0]).error?.code).toBe("table/wrong-seat");
    expect(t.log).toEqual([]);
  });
});
