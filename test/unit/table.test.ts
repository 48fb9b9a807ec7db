/**
 * `burraco/table` (issue 27, "The table"): a match in progress with its seats, played through
 * pure functions that return a new table or an error value.
 */
import {
  type Action,
  apply,
  defineRuleset,
  legalActions,
  matchHandSeed,
  newMatch,
  presets,
  replayEvents,
  startHand,
  viewFor,
} from "burraco";
import { easyBot, greedyBot, type RngState, seedRng } from "burraco/bots";
import { botSeed, playHand } from "burraco/sim";
import {
  callTableTimeOut,
  loadTable,
  markSeen,
  newTable,
  nextHand,
  playAction,
  saveTable,
  seatEvents,
  stepBot,
  type Table,
  type TableSeat,
  tableTurn,
  tableView,
  undoLast,
} from "burraco/table";
import { describe, expect, it } from "vitest";
import { playBots } from "../../src/bots/playBots.js";
import { deepFreeze } from "../helpers/state.js";

const BOTS4: TableSeat[] = ["medium", "medium", "medium", "medium"];

function made(options: Parameters<typeof newTable>[0]): Table {
  const r = newTable(options);
  if (!r.ok) throw new Error(r.error.message);
  return deepFreeze(r.value);
}

function must(r: ReturnType<typeof stepBot>): Table {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return deepFreeze(r.value);
}

/** Steps the bots until a person is to act or the hand ends. */
function botsUntilPerson(table: Table): Table {
  let t = table;
  for (let i = 0; i < 5000 && tableTurn(t)?.bot === true; i++) t = must(stepBot(t));
  return t;
}

/** The first legal action of the given type for the seat to act. */
function legalOf(table: Table, type: Action["type"]): Action | undefined {
  return legalActions(table.state).find((a) => a.type === type);
}

describe("a table of bots", () => {
  it("plays a whole match through stepBot and nextHand, each hand recorded from its log", () => {
    const ruleset = defineRuleset({ preset: "classic", targetScore: 605 });
    if (!ruleset.ok) throw new Error(ruleset.error.message);
    let table = made({ ruleset: ruleset.value, seed: "club-night", seats: BOTS4 });
    let hands = 0;
    for (let guard = 0; guard < 40; guard++) {
      table = botsUntilPerson(table);
      expect(table.state.phase).toBe("ended");
      hands++;
      expect(table.match?.hands.length).toBe(hands);
      // The recorded hand is the one the log plays (recordHandLog), with its events.
      const deal = { ruleset: table.ruleset, seed: table.deal.seed, dealer: table.deal.dealer, actions: table.log };
      expect(replayEvents(deal).value).toEqual(table.events);
      if (table.match?.over === true) break;
      table = must(nextHand(table));
      expect(table.deal.number).toBe(hands + 1);
      expect(table.state.dealer).toBe(hands % 4);
    }
    expect(table.match?.over).toBe(true);
    expect(hands).toBeGreaterThan(0);
    expect(nextHand(table).error?.code).toBe("match/over");
  });

  it("plays the same hand as playHand with the same seeds (one-hand table, greedy and easy bots)", () => {
    for (const [level, bot] of [
      ["medium", greedyBot],
      ["easy", easyBot],
    ] as const) {
      for (const seed of [7, 2026]) {
        const sim = playHand({ seed, bots: [bot], record: true });
        if (!sim.ok) throw new Error(sim.error.message);
        const table = botsUntilPerson(made({ seed, oneHand: true, seats: [level, level, level, level] }));
        expect(table.log).toEqual(sim.value.result.log);
        expect(table.state).toEqual(sim.value.state);
      }
    }
  });

  it("plays a match's hand as playBots plays it from startHand, seeded with botSeed(hand seed, seat)", () => {
    const match = newMatch({ seed: "m-1" });
    if (!match.ok) throw new Error(match.error.message);
    const dealt = startHand(match.value);
    if (!dealt.ok) throw new Error(dealt.error.message);
    const rngs: RngState[] = [0, 1, 2, 3].map((s) => seedRng(botSeed(matchHandSeed("m-1", 1), s)));
    const log: Action[] = [];
    const played = playBots(dealt.value, [easyBot, easyBot, easyBot, easyBot], rngs, 5000, {
      onAction: (a) => log.push(a),
    });
    const table = botsUntilPerson(made({ seed: "m-1", seats: ["easy", "easy", "easy", "easy"] }));
    expect(table.log).toEqual(log);
    expect(table.state).toEqual(played.state);
    expect(table.rngs).toEqual(rngs);
  });

  it("takes bots of one's own by name, and refuses a name not given", () => {
    const first = (_v: unknown, legal: readonly Action[], rng: RngState) => [legal[0] ?? null, rng] as const;
    const table = made({ seed: 3, seats: ["person", { bot: "first" }, "easy", "easy"] });
    expect(stepBot(table).error?.code).toBe("table/bot-failed");
    const r = stepBot(table, { first });
    expect(r.ok && r.value.log).toEqual([legalActions(table.state)[0]]);
    const refusing = stepBot(table, { first: (_v, _l, rng) => [{ type: "draw", seat: 3 }, rng] });
    expect(refusing.error?.code).toBe("table/bot-failed");
    expect(stepBot(table, { first: () => ({}) as never }).error?.code).toBe("table/bot-failed");
  });
});

describe("a person's action", () => {
  it("L9 a seat that is not a seat number is input/invalid and says so; a seat not at the table is table/wrong-seat", () => {
    const table = newTable({ seed: 7, ruleset: presets.twoPlayers, seats: ["person", "easy"] }).value as Table;
    for (const seat of ["1", "0", 1.5, -1, 4, null, undefined, Number.NaN]) {
      const r = playAction(table, seat as never, { type: "draw", seat: 1 });
      expect(r.error?.code, String(seat)).toBe("input/invalid");
      expect(r.error?.message).toMatch(/^the seat must be a number from 0 to 3, got /);
      expect(undoLast(table, seat as never).error?.code).toBe("input/invalid");
    }
    expect(playAction(table, "1" as never, { type: "draw", seat: 1 }).error?.message).toContain('got "1"');
    const away = playAction(table, 3, { type: "draw", seat: 3 });
    expect(away.error).toMatchObject({ code: "table/wrong-seat", message: "seat 3 is not at this table" });
  });

  const seats: TableSeat[] = ["person", "person", "medium", "medium"];

  it("is played when it is that seat's turn, and refused off-turn or at a bot's seat, the table unchanged", () => {
    const table = made({ seed: 7, seats }); // seat 1 to act
    const before = saveTable(table);
    expect(playAction(table, 0, { type: "draw", seat: 0 }).error?.code).toBe("turn/not-your-turn");
    expect(playAction(table, 2, { type: "draw", seat: 2 }).error?.code).toBe("table/wrong-seat");
    expect(playAction(table, 0, { type: "draw", seat: 1 }).error?.code).toBe("input/invalid");
    expect(stepBot(table).error?.code).toBe("table/wrong-seat");
    expect(saveTable(table)).toBe(before);
    const r = playAction(table, 1, { type: "draw", seat: 1 });
    expect(r.ok && r.value.log).toEqual([{ type: "draw", seat: 1 }]);
  });

  it("refuses junk, getters and Proxies without corrupting the table", () => {
    const table = made({ seed: 7, seats });
    const before = saveTable(table);
    for (const junk of [null, undefined, "draw", 42, [], { type: "draw" }, { type: "draw", seat: 1, extra: 1 }]) {
      expect(playAction(table, 1, junk).error?.code).toBe("input/invalid");
    }
    // Not a seat number at all: input/invalid (issue 39, L9), not a seat missing from the table.
    for (const seat of [-1, 1.5, Number.NaN, "1", 4, null]) {
      expect(playAction(table, seat as number, { type: "draw", seat: 1 }).error?.code).toBe("input/invalid");
    }
    const throwing = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("trap");
        },
      },
    );
    expect(playAction(table, 1, throwing).error?.code).toBe("input/invalid");
    // A getter runs once, and what it returned is what is played.
    let reads = 0;
    const tricky = {
      type: "draw",
      get seat() {
        reads++;
        return reads === 1 ? 1 : 0;
      },
    };
    const r = playAction(table, 1, tricky);
    expect(reads).toBe(1);
    expect(r.ok && r.value.log).toEqual([{ type: "draw", seat: 1 }]);
    expect(saveTable(table)).toBe(before);
  });

  it("ends the hand and records it in the match", () => {
    let table = made({ seed: 11, seats: ["person", "medium", "medium", "medium"] });
    for (let i = 0; i < 5000 && table.state.phase !== "ended"; i++) {
      const turn = tableTurn(table);
      if (turn?.bot === false) {
        // The person plays what the greedy bot would.
        const [a] = greedyBot(tableView(table, 0), legalActions(table.state), seedRng(i));
        table = must(playAction(table, 0, a));
      } else table = must(stepBot(table));
    }
    expect(table.state.phase).toBe("ended");
    expect(tableTurn(table)).toBeNull();
    expect(table.match?.hands.length).toBe(1);
    expect(playAction(table, 0, { type: "draw", seat: 0 }).error?.code).toBe("hand/over");
    expect(stepBot(table).error?.code).toBe("hand/over");
  });
});

describe("what each seat sees", () => {
  it("views are viewFor's, and each event is seen once (markSeen)", () => {
    let table = made({ seed: 5, seats: ["person", "medium", "medium", "medium"] });
    const told: unknown[][] = [[], [], [], []];
    for (let i = 0; i < 12; i++) {
      table = tableTurn(table)?.bot === false ? botsUntilPerson(table) : must(stepBot(table));
      if (tableTurn(table)?.bot === false) {
        const a = legalOf(table, "draw") ?? legalOf(table, "discard") ?? legalActions(table.state)[0];
        table = must(playAction(table, 0, a));
      }
      for (const seat of [0, 1, 2, 3]) {
        expect(tableView(table, seat)).toEqual(viewFor(table.state, seat));
        if ((i + seat) % 3 === 0) {
          told[seat]?.push(...seatEvents(table, seat));
          table = must(markSeen(table, seat));
          expect(seatEvents(table, seat)).toEqual([]);
        }
      }
    }
    for (const seat of [0, 1, 2, 3]) {
      told[seat]?.push(...seatEvents(table, seat));
      expect(told[seat]).toEqual(table.events);
    }
    // A draw from the stock carries no card; a spectator gets every event and the spectator view.
    expect(table.events.filter((e) => e.type === "draw").every((e) => Object.keys(e).length === 2)).toBe(true);
    expect(seatEvents(table, 9 as number)).toEqual(table.events);
    expect(tableView(table, 9 as number).held).toEqual([]);
    expect(markSeen(table, 4).error?.code).toBe("input/invalid");
  });
});

describe("undo (casual tables only)", () => {
  const person1: TableSeat[] = ["medium", "person", "medium", "medium"];

  it("is off by default", () => {
    const table = made({ seed: 7, seats: person1 });
    const drawn = must(playAction(table, 1, { type: "draw", seat: 1 }));
    const discard = legalOf(drawn, "discard") as Action;
    const after = must(playAction(drawn, 1, discard));
    expect(undoLast(after, 1).error?.code).toBe("table/undo-refused");
  });

  it("takes back a discard, but not the draw that showed a card", () => {
    const table = made({ seed: 7, seats: person1, undo: true });
    const drawn = must(playAction(table, 1, { type: "draw", seat: 1 }));
    const after = must(playAction(drawn, 1, legalOf(drawn, "discard") as Action));
    const back = undoLast(after, 1);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.state).toEqual(drawn.state);
    expect(back.value.log).toEqual(drawn.log);
    expect(back.value.events).toEqual(drawn.events);
    expect(back.value.seen.every((n) => n <= drawn.events.length)).toBe(true);
    const again = undoLast(back.value, 1);
    expect(again.error?.code).toBe("table/undo-refused");
    expect(again.error?.rule).toBe("R14.1");
    // Not another seat's move, nor a bot's seat.
    expect(undoLast(after, 0).error?.code).toBe("table/wrong-seat");
  });

  it("is refused once another person has seen the move, and after the referee's call", () => {
    const table = made({ seed: 7, seats: ["medium", "person", "person", "medium"], undo: true });
    const drawn = must(playAction(table, 1, { type: "draw", seat: 1 }));
    const after = must(playAction(drawn, 1, legalOf(drawn, "discard") as Action));
    expect(undoLast(after, 1).ok).toBe(true);
    const seen = must(markSeen(after, 2));
    expect(undoLast(seen, 1).error?.message).toContain("seat 2 has already seen");
    const called = must(callTableTimeOut(after));
    expect(undoLast(called, 1).error?.rule).toBe("R8.3");
  });

  it("takes back a pick-up under an open pile, not under top-only (its covered cards were shown)", () => {
    for (const [preset, ok] of [
      [presets.classic, true],
      [presets.closed, false],
    ] as const) {
      const table = made({ ruleset: preset, seed: 7, seats: person1, undo: true });
      const pick = legalOf(table, "pickUpDiscards");
      expect(pick).toBeDefined();
      const after = must(playAction(table, 1, pick));
      expect(undoLast(after, 1).ok).toBe(ok);
    }
  });

  it("a bad seed is refused as newMatch refuses it, on a match table and a one-hand table alike", () => {
    for (const seed of [Number.NaN, "x".repeat(1001), new Uint8Array([1]), "s\uD800"]) {
      const match = newMatch({ seed: seed as never }).error;
      for (const oneHand of [false, true]) {
        const table = newTable({ seed: seed as never, seats: person1, oneHand }).error;
        expect(table?.code).toBe("input/invalid");
        expect(table?.message).toBe(match?.message.replace("newMatch options", "newTable options"));
      }
    }
  });

  it("never exists on a tournament table", () => {
    expect(newTable({ seed: 1, seats: person1, undo: true, tournament: true }).error?.code).toBe("input/invalid");
    const table = made({ seed: 7, seats: person1, tournament: true });
    const drawn = must(playAction(table, 1, { type: "draw", seat: 1 }));
    const after = must(playAction(drawn, 1, legalOf(drawn, "discard") as Action));
    expect(undoLast(after, 1).error?.message).toContain("tournament");
    // A saved tournament table that claims undo is refused.
    const forged = saveTable(after).replace('"undo":false', '"undo":true');
    expect(loadTable(forged).error?.code).toBe("table/invalid");
  });
});

describe("time out (R8.3)", () => {
  it("is logged where it was called, and every seat gets its event", () => {
    const table = made({ seed: 7, seats: ["person", "medium", "medium", "medium"] });
    const called = must(callTableTimeOut(table));
    expect(called.log).toEqual([{ call: "timeOut" }]);
    expect(called.state.timeOut).toBe(0);
    for (const seat of [0, 1, 2, 3]) expect(seatEvents(called, seat)).toEqual([{ type: "timeOut", endsWith: 0 }]);
    expect(callTableTimeOut(called).error?.code).toBe("time-out/already-called");
    // The hand ends after seat 0's discard, no further: bots play to it.
    const ended = botsUntilPerson(called);
    expect(ended.state.phase === "ended" || tableTurn(ended)?.seat === 0).toBe(true);
  });
});

describe("saving and loading", () => {
  function midHand(): Table {
    let table = made({ seed: 9, seats: ["person", "medium", "medium", "medium"], undo: true });
    table = botsUntilPerson(table);
    table = must(playAction(table, 0, { type: "draw", seat: 0 }));
    return must(markSeen(table, 2));
  }

  it("round-trips a table mid-hand and after a hand, signed or not", () => {
    const table = midHand();
    expect(loadTable(saveTable(table)).value).toEqual(table);
    expect(loadTable(saveTable(table, { key: "k" }).value, { key: "k" }).value).toEqual(table);
    const ended = botsUntilPerson(made({ seed: 9, seats: BOTS4 }));
    expect(ended.state.phase).toBe("ended");
    expect(loadTable(saveTable(ended)).value).toEqual(ended);
    const next = must(nextHand(ended));
    expect(loadTable(saveTable(next)).value).toEqual(next);
    const one = botsUntilPerson(made({ seed: 9, oneHand: true, dealer: 3, seats: BOTS4 }));
    expect(loadTable(saveTable(one)).value).toEqual(one);
  });

  it("refuses a tampered save: a log that does not replay to the state, a forged record, a bad signature", () => {
    const table = midHand();
    const text = saveTable(table);
    const data = JSON.parse(text);
    const edit = (change: (t: typeof data.table) => void): string => {
      const copy = structuredClone(data);
      change(copy.table);
      return JSON.stringify(copy);
    };
    // The state says another turn than the log plays to.
    expect(loadTable(edit((t) => t.log.pop())).error?.code).toBe("table/invalid");
    expect(loadTable(edit((t) => (t.log[0].seat = 3))).error?.message).toContain("does not replay");
    expect(loadTable(edit((t) => (t.deal.dealer = 2))).error?.code).toBe("table/invalid");
    expect(loadTable(edit((t) => (t.seen[0] = 999))).error?.code).toBe("table/invalid");
    expect(loadTable(edit((t) => (t.rngs[1] = [1, 2, 3]))).error?.code).toBe("table/invalid");
    expect(loadTable(edit((t) => (t.seats[0] = "god"))).error?.code).toBe("table/invalid");
    expect(loadTable(edit((t) => (t.extra = 1))).error?.code).toBe("table/invalid");
    expect(loadTable("not json").error?.code).toBe("table/invalid");
    expect(loadTable(42).error?.code).toBe("table/invalid");
    // A consistent but changed save passes without a key, and is refused with one.
    const rng = edit((t) => (t.rngs[1] = [1, 2, 3, 4]));
    expect(loadTable(rng).ok).toBe(true);
    const signed = saveTable(table, { key: "k" }).value ?? "";
    const tampered = signed.replace(/"rngs":\[\[\d+/, '"rngs":[[1');
    expect(tampered).not.toBe(signed);
    expect(loadTable(tampered, { key: "k" }).error?.code).toBe("save/signature");
    expect(loadTable(signed, { key: "other" }).error?.code).toBe("save/signature");
    expect(loadTable(text, { key: "k" }).error?.code).toBe("save/signature");
  });

  it("refuses an ended hand whose record in the match is not the one the log plays", () => {
    const ended = botsUntilPerson(made({ seed: 9, seats: BOTS4 }));
    const data = JSON.parse(saveTable(ended));
    // Drop the last action: the log no longer ends the hand the state and the record show.
    const lastHand = data.table.match.hands[0];
    lastHand.sheet.sides[0].meldPoints += 5;
    lastHand.sheet.sides[0].total += 5;
    lastHand.credits[0] += 5;
    lastHand.totals[0] += 5;
    data.table.match.totals[0] += 5;
    expect(loadTable(JSON.stringify(data)).error?.message).toContain("last hand");
  });
});

describe("no mutation", () => {
  it("leaves deep-frozen inputs as they were", () => {
    const options = deepFreeze({ seed: 7, seats: ["medium", "person", "medium", "medium"] as TableSeat[], undo: true });
    const table = made(options);
    const snapshot = JSON.stringify(table);
    botsUntilPerson(table);
    stepBot(table);
    callTableTimeOut(table);
    markSeen(table, 1);
    undoLast(table, 1);
    nextHand(table);
    loadTable(saveTable(table));
    const drawn = must(playAction(table, 1, deepFreeze({ type: "draw", seat: 1 })));
    undoLast(drawn, 1);
    expect(JSON.stringify(table)).toBe(snapshot);
    expect(apply(table.state, { type: "draw", seat: 1 }).ok).toBe(true);
  });
});
