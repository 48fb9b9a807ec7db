/**
 * The referee's time out as a public event (R8.3, R14.1): `publicEvents` of the call, the event in
 * `replayEvents` where the log holds the call, the hand's end it leads to, and its sentences.
 */
import {
  type Action,
  apply,
  callTimeOut,
  type HandState,
  legalActions,
  newHand,
  presets,
  publicEvents,
  replay,
  replayEvents,
} from "burraco";
import { describeEvent, seatNames } from "burraco/i18n";
import { describe, expect, it } from "vitest";
import { fromNotation } from "../helpers/table.js";

const table = (phase: "draw" | "play"): HandState =>
  fromNotation({
    ruleset: { preset: "classic" },
    turn: 0,
    phase,
    hands: ["3D 9S", "4C 8H", "5C 9H", "6C 10S"],
    discardPile: "KD",
    stock: "5D 6D 7D 8D",
    melds: [[], []],
    pozzettoTaken: [false, false],
  });

describe("R8.3 R14.1 time out as a public event", () => {
  it("R8.3 publicEvents of the call: the seat whose discard ends the last round", () => {
    const before = table("play");
    const after = callTimeOut(before).value as HandState;
    expect(publicEvents(before, { call: "timeOut" }, after)).toEqual({
      ok: true,
      value: [{ type: "timeOut", endsWith: 2 }],
    });
    // A call that is not time out is refused as input, not thrown.
    expect(publicEvents(before, { call: "coffee" } as never, after).error?.code).toBe("input/invalid");
  });

  it("R8.3 the last discard of the round ends the hand: a handEnd event with reason time-out", () => {
    let state = callTimeOut(table("draw")).value as HandState;
    const seen: string[] = [];
    for (let n = 0; state.phase !== "ended" && n < 20; n++) {
      const legal = legalActions(state);
      const action = (legal.find((a) => a.type === "draw") ?? legal.find((a) => a.type === "discard")) as Action;
      const after = apply(state, action).value as HandState;
      for (const e of publicEvents(state, action, after).value ?? []) seen.push(e.type);
      state = after;
    }
    expect(state.end?.reason).toBe("time-out");
    expect(seen.at(-1)).toBe("handEnd");
    expect(seen.filter((t) => t === "discard")).toHaveLength(4);
  });

  it("R8.3 replayEvents puts the time-out event where the log holds the call", () => {
    const ruleset = presets.classic;
    const deal = newHand({ ruleset, seed: "time out events" }).value as HandState;
    const log: unknown[] = [{ type: "draw", seat: deal.turn }, { call: "timeOut" }];
    const states = replay({ ruleset, seed: "time out events", actions: log }).value as HandState[];
    const endsWith = states[2]?.timeOut;
    expect(endsWith).toBe((deal.turn + 2) % 4);
    expect(replayEvents({ ruleset, seed: "time out events", actions: log }).value).toEqual([
      { type: "draw", seat: deal.turn },
      { type: "timeOut", endsWith },
    ]);
    // A call that breaks R8.3 stops both, with the same error.
    const twice = { ruleset, seed: "time out events", actions: [...log, { call: "timeOut" }] };
    expect(replayEvents(twice)).toEqual(replay(twice));
    expect(replayEvents(twice).error?.rule).toBe("R8.3");
  });

  it("R8.3 its sentences, for a named seat and for the viewer, in both languages", () => {
    const event = { type: "timeOut", endsWith: 2 } as const;
    expect(describeEvent(event, "en", { names: seatNames(4, "en") })).toBe(
      "Time out: the last round ends with North's discard.",
    );
    expect(describeEvent(event, "en", { viewer: 2 })).toBe("Time out: the last round ends when you discard.");
    expect(describeEvent(event, "it", { names: seatNames(4, "it") })).toBe(
      "Tempo scaduto: l'ultimo giro finisce con lo scarto di Nord.",
    );
    expect(describeEvent(event, "it", { viewer: 2 })).toBe("Tempo scaduto: l'ultimo giro finisce con il tuo scarto.");
    const end = { type: "handEnd", reason: "time-out", closedBy: null, held: [], unplayedPozzetto: [] } as const;
    expect(describeEvent(end, "en")).toBe("The hand is over: time out.");
    expect(describeEvent({ type: "timeOut", endsWith: 9 }, "en")).toBe("An unknown move.");
  });
});
