/**
 * RULES.md R8.3 — time out: the referee's call, the seat that ends the last round under both
 * readings of `timeOutRound` with 4, 3 and 2 players, called before and after the player to act
 * has drawn; its precedence with a close, R8.1 and R8.2; the pozzetto and the pairing in the last
 * round; refusals; saves, views, checkState, replay, a match and the bots.
 */
import {
  type Action,
  apply,
  callTimeOut,
  checkState,
  deserialize,
  type HandState,
  legalActions,
  presets,
  recordHand,
  replay,
  type Scenario,
  serialize,
  setupHand,
  startHand,
  viewFor,
} from "burraco";
import { scoreHand } from "burraco/scoring";
import { describe, expect, it } from "vitest";
import { determinize, hiddenCards } from "../../src/bots/search/determinize.js";
import { Rand } from "../../src/random/prng.js";
import { seedRng } from "../helpers/internal.js";
import { startMatch } from "../helpers/match.js";
import { deepFreeze, fromNotation, play, refused } from "../helpers/table.js";

const HANDS: Record<number, string[]> = {
  4: ["3D 9S 4S", "4C 8H 5S", "5C 9H 6S", "6C 10S 7S"],
  3: ["3D 9S 4S", "4C 8H 5S", "5C 9H 6S"],
  2: ["3D 9S 4S", "4C 8H 5S"],
};
const PRESET: Record<number, "classic" | "threePlayers" | "twoPlayers"> = {
  4: "classic",
  3: "threePlayers",
  2: "twoPlayers",
};

/** A quiet table: every seat holds three small cards, the stock is long, nobody can meld. */
function quiet(players: number, phase: "draw" | "play", timeOutRound: "fibur" | "full-round", turn = 1): HandState {
  return fromNotation({
    ruleset: { preset: PRESET[players] ?? "classic", timeOutRound },
    turn,
    phase,
    hands: HANDS[players] as string[],
    discardPile: "KD",
  });
}

/** Time out, accepted; the state passed in is not changed. */
function called(state: HandState): HandState {
  deepFreeze(state);
  const before = structuredClone(state);
  const r = callTimeOut(state);
  if (!r.ok) throw new Error(`time out refused: ${r.error.message}`);
  expect(state).toStrictEqual(before);
  return deepFreeze(r.value);
}

/** The rest of the seat to act's turn (draw if needed, discard its first card), as plain actions. */
function finishTurn(state: HandState): HandState {
  const seat = state.turn;
  let s = state;
  if (s.phase === "draw") s = play(s, { type: "draw", seat });
  return play(s, { type: "discard", seat, card: s.held[seat]?.[0] as number });
}

/** Plays whole turns until the hand ends; returns the seats that discarded, in order. */
function playOut(state: HandState): { end: HandState; seats: number[] } {
  const seats: number[] = [];
  let s = state;
  while (s.phase !== "ended" && seats.length < 20) {
    seats.push(s.turn);
    s = finishTurn(s);
  }
  return { end: s, seats };
}

describe("R8.3 time out", () => {
  describe("R8.3 the seat that ends the last round", () => {
    // [players, option, phase when called, seats that still discard, turn = 1]
    const cases: [number, "fibur" | "full-round", "draw" | "play", number[]][] = [
      [4, "fibur", "play", [1, 2, 3]], // the partner of the player to act ends it; seat 0 plays no more
      [4, "fibur", "draw", [1, 2, 3, 0]], // before the draw: one full round
      [4, "full-round", "play", [1, 2, 3, 0]], // every seat once more, the turn in progress counting
      [4, "full-round", "draw", [1, 2, 3, 0]],
      [3, "fibur", "play", [1, 2, 0]], // no partners with 3 players: a full round
      [3, "fibur", "draw", [1, 2, 0]],
      [3, "full-round", "play", [1, 2, 0]],
      [3, "full-round", "draw", [1, 2, 0]],
      [2, "fibur", "play", [1, 0]],
      [2, "fibur", "draw", [1, 0]],
      [2, "full-round", "play", [1, 0]],
      [2, "full-round", "draw", [1, 0]],
    ];
    for (const [players, option, phase, seats] of cases) {
      it(`R8.3 ${players} players, timeOutRound "${option}", called in phase ${phase}: seats ${seats.join(", ")} discard`, () => {
        const s0 = quiet(players, phase, option);
        const s1 = called(s0);
        const last = seats[seats.length - 1] as number;
        expect(s1.timeOut).toBe(last);
        expect([s1.phase, s1.turn, s1.end]).toEqual([s0.phase, s0.turn, null]);
        expect(legalActions(s1)).toEqual(legalActions(s0));
        const { end, seats: played } = playOut(s1);
        expect(played).toEqual(seats);
        expect(end.end).toEqual({ reason: "time-out", closedBy: null });
        expect([end.phase, end.turn, end.timeOut]).toEqual(["ended", last, last]);
        expect(legalActions(end)).toEqual([]);
        // Nobody closed: no side gets the closing bonus (R9.3), and nobody took a pozzetto (R9.5).
        const sheet = scoreHand(end);
        expect(sheet.sides.map((x) => x.closing)).toEqual(sheet.sides.map(() => 0));
        expect(sheet.sides.map((x) => x.pozzettoPenalty)).toEqual(sheet.sides.map(() => -100));
        expect(checkState(end).ok).toBe(true);
        const next = (last + 1) % players;
        refused(end, { type: "draw", seat: next }, "hand/over", "R8.3");
      });
    }
  });

  it("R8.3 R6.2 called while the player to act must take the pozzetto: fibur counts them as playing", () => {
    /*  seat 1 has melded out (phase pozzetto)  */
    const s0 = play(
      fromNotation({
        turn: 1,
        phase: "play",
        hands: ["3D 9S 4S", "4C 5C 6C", "5D 9H 6S", "6D 10S 7S"],
        discardPile: "KD",
      }),
      { type: "meld", seat: 1, cards: "4C 5C 6C" },
    );
    expect(s0.phase).toBe("pozzetto");
    expect(called(s0).timeOut).toBe(3);
    const full = play(
      fromNotation({
        ruleset: { preset: "classic", timeOutRound: "full-round" },
        turn: 1,
        phase: "play",
        hands: ["3D 9S 4S", "4C 5C 6C", "5D 9H 6S", "6D 10S 7S"],
        discardPile: "KD",
      }),
      { type: "meld", seat: 1, cards: "4C 5C 6C" },
    );
    expect(called(full).timeOut).toBe(0);
  });

  it("R8.3 a close inside the last round ends the hand with its bonus", () => {
    /*  seat 0 has drawn (to play); seat 1: KC, side 1 has a clean burraco and its pozzetto; stock: 10H  */
    const s0 = fromNotation({
      turn: 0,
      phase: "play",
      hands: ["3D 9S", "KC", "5C 9H", "6C 10S"],
      discardPile: "KD",
      stock: "10H",
      melds: [[], ["3H 4H 5H 6H 7H 8H 9H"]],
      pozzettoTaken: [false, true],
    });
    const s1 = called(s0);
    expect(s1.timeOut).toBe(2); // fibur: the partner of seat 0
    const s2 = play(
      s1,
      { type: "discard", seat: 0, card: "9S" },
      { type: "draw", seat: 1 },
      { type: "attach", seat: 1, meld: 0, cards: "10H" },
      { type: "close", seat: 1, card: "KC" },
    );
    expect(s2.end).toEqual({ reason: "closed", closedBy: 1 });
    expect(scoreHand(s2).sides.map((x) => x.closing)).toEqual([0, 100]);
  });

  it("R8.3 R8.1 when the stock runs out on the round's last discard, the end is reported as R8.1", () => {
    /*  seat 0 has drawn; stock: 5D 6D 7D 8D and nothing under it: seat 2's draw leaves two  */
    const s0 = fromNotation({
      turn: 0,
      phase: "play",
      hands: HANDS[4] as string[],
      discardPile: "KD",
      stock: "5D 6D 7D 8D",
      rest: "discard-pile",
    });
    const { end, seats } = playOut(called(s0));
    expect(seats).toEqual([0, 1, 2]);
    expect(end.end).toEqual({ reason: "stock-exhausted", closedBy: null });
    expect(end.timeOut).toBe(2);
  });

  it("R8.3 R8.2 a stalemate round ending on the round's last discard is reported as R8.2", () => {
    // Every seat takes the one-card pile and discards: a stale round; time out before seat 0 draws.
    const table = (stalemate: "end-hand" | "force-draw"): HandState =>
      fromNotation({
        ruleset: { preset: "classic", stalemate },
        turn: 0,
        phase: "draw",
        hands: HANDS[4] as string[],
        discardPile: "KD",
      });
    const swapRound = (s: HandState): HandState => {
      let t = s;
      for (let seat = 0; seat < 4; seat++) {
        t = play(t, { type: "pickUpDiscards", seat });
        t = play(t, { type: "discard", seat, card: t.held[seat]?.[0] as number });
      }
      return t;
    };
    const ended = swapRound(called(table("end-hand")));
    expect(ended.end).toEqual({ reason: "stalemate", closedBy: null });
    // Under "force-draw" the stalemate does not end the hand: time out does, on that same discard.
    const forced = swapRound(called(table("force-draw")));
    expect(forced.end).toEqual({ reason: "time-out", closedBy: null });
    expect(forced.mustDraw).toBe(false);
    expect(checkState(forced).ok).toBe(true);
  });

  it("R8.3 R9.6 a pozzetto taken on discard in the last round is never played; one taken directly plays on", () => {
    /*  seat 0 has drawn and holds one card: its discard takes the pozzetto (R6.3)  */
    const s0 = fromNotation({
      turn: 0,
      phase: "play",
      hands: ["9S", "4C 8H 5S", "5C 9H 6S", "6C 10S 7S"],
      discardPile: "KD",
      pozzetti: ["AS AH AD"],
    });
    const { end } = playOut(called(s0));
    expect(end.end?.reason).toBe("time-out");
    expect(end.unplayedPozzetto[0]).toHaveLength(11);
    const side0 = scoreHand(end).sides[0];
    expect(side0?.unplayedPozzetto).toBeLessThan(0); // R9.6 "card-values": minus its cards' points
    expect(side0?.pozzettoPenalty).toBe(0);

    /*  seat 1 melds out and takes the pozzetto at once (R6.2), then goes on playing  */
    const s1 = fromNotation({
      turn: 1,
      phase: "play",
      hands: ["3D 9S 4S", "4C 5C 6C", "5D 9H 6S", "6D 10S 7S"],
      discardPile: "KD",
    });
    const t1 = play(called(s1), { type: "meld", seat: 1, cards: "4C 5C 6C" }, { type: "takePozzetto", seat: 1 });
    expect(t1.timeOut).toBe(3); // called in the play phase: ends with seat 1's partner
    const { end: e1 } = playOut(t1);
    expect(e1.end?.reason).toBe("time-out");
    expect(e1.unplayedPozzetto[1]).toBeNull();
    expect(scoreHand(e1).sides[1]?.unplayedPozzetto).toBe(0);
  });

  it("R8.3 R11.3 a pairing in the last round does not change the seat that ends it", () => {
    /*  3 players, pairing every hand; seat 0 discards its last card and takes the 18-card pozzetto  */
    const s0 = fromNotation({
      ruleset: { preset: "threePlayers", threePlayerPairingFrom: 0 },
      turn: 0,
      phase: "play",
      hands: ["9S", "4C 8H 5S", "5C 9H 6S"],
      discardPile: "KD",
    });
    const s1 = called(s0);
    expect(s1.timeOut).toBe(2);
    const s2 = finishTurn(s1);
    expect(s2.sides).not.toEqual(s0.sides); // seats 1 and 2 are one side now
    expect(s2.timeOut).toBe(2);
    const { end, seats } = playOut(s2);
    expect(seats).toEqual([1, 2]);
    expect(end.end?.reason).toBe("time-out");
  });

  it("R8.3 time out called twice, or on an ended hand, is refused", () => {
    const s1 = called(quiet(4, "draw", "fibur"));
    const again = callTimeOut(s1);
    expect(again.error).toMatchObject({ code: "time-out/already-called", rule: "R8.3" });
    const { end } = playOut(s1);
    expect(callTimeOut(end).error).toMatchObject({ code: "hand/over", rule: "R8.3" });
    const closed = play(
      fromNotation({
        turn: 0,
        phase: "play",
        hands: ["KC", "4C", "5C", "6C"],
        melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
        pozzettoTaken: [true, false],
      }),
      { type: "close", seat: 0, card: "KC" },
    );
    expect(callTimeOut(closed).error).toMatchObject({ code: "hand/over", rule: "R8.3" });
  });

  it("R8.3 the scenario format's timeOut field: a position after the call", () => {
    const scenario: Scenario = {
      turn: 1,
      phase: "draw",
      hands: HANDS[4] as string[],
      discardPile: "KD",
      timeOut: 2,
    };
    const s0 = fromNotation(scenario);
    expect(s0.timeOut).toBe(2);
    expect(callTimeOut(s0).error?.code).toBe("time-out/already-called");
    expect(playOut(s0).seats).toEqual([1, 2]);
    const bad = setupHand({ ...scenario, hands: HANDS[2] as string[], ruleset: { preset: "twoPlayers" } });
    expect(bad.error).toMatchObject({ code: "scenario/invalid", rule: "R2.1" });
    expect(setupHand({ ...scenario, timeOut: "2" } as unknown as Scenario).error?.code).toBe("scenario/invalid");
  });

  it("R8.3 saves, views and checkState show that time out was called and which seat ends the round", () => {
    const s1 = called(quiet(4, "play", "fibur"));
    const back = deserialize(serialize(s1));
    expect(back.ok && back.value.timeOut).toBe(3);
    for (const seat of [0, 1, 2, 3, 7]) expect(viewFor(s1, seat).timeOut).toBe(3);
    expect(viewFor(quiet(4, "play", "fibur"), 0).timeOut).toBeNull();
    expect(checkState({ ...s1, timeOut: 4 }).error?.code).toBe("state/invalid");
    const two = called(quiet(2, "play", "fibur"));
    expect(checkState({ ...two, timeOut: 3 }).error).toMatchObject({ code: "state/invalid", rule: "R2.1" });
    expect(checkState({ ...s1, timeOut: "3" }).error?.code).toBe("state/invalid");
    const { end } = playOut(s1);
    expect(checkState({ ...end, timeOut: null }).error).toMatchObject({ code: "state/invalid", rule: "R8.3" });
    expect(checkState({ ...end, timeOut: 1 }).error).toMatchObject({ code: "state/invalid", rule: "R8.3" });
  });
});

describe("R8.3 action logs, matches and bots", () => {
  /** A seeded hand played by the first listed action, with time out called after `before` actions. */
  function played(seed: number, before: number): { log: unknown[]; states: HandState[] } {
    const dealt = replay({ seed, actions: [] });
    if (!dealt.ok) throw new Error(dealt.error.message);
    let s = dealt.value[0] as HandState;
    const log: unknown[] = [];
    const states: HandState[] = [s];
    while (s.phase !== "ended" && log.length < 400) {
      if (log.length === before) {
        s = called(s);
        log.push({ call: "timeOut" });
      } else {
        const a = legalActions(s)[0] as Action;
        const r = apply(s, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value;
        log.push(JSON.parse(JSON.stringify(a)));
      }
      states.push(s);
    }
    return { log, states };
  }

  it('R8.3 replay applies { call: "timeOut" } where it stands and gives the same ending', () => {
    for (const [seed, before] of [
      [1, 0],
      [2, 3],
      [3, 7],
    ] as const) {
      const { log, states } = played(seed, before);
      const end = states[states.length - 1] as HandState;
      expect(end.end?.reason).toBe("time-out");
      const r = replay({ seed, actions: log });
      expect(r.ok).toBe(true);
      expect(r.value).toEqual(states);
    }
  });

  it("R8.3 replay refuses a second call and an unknown call, naming the entry", () => {
    const twice = replay({ seed: 1, actions: [{ call: "timeOut" }, { call: "timeOut" }] });
    expect(twice.error).toMatchObject({ code: "time-out/already-called", rule: "R8.3" });
    expect(twice.error?.message).toMatch(/^action 1: /);
    const unknown = replay({ seed: 1, actions: [{ call: "pause" }] });
    expect(unknown.error).toMatchObject({ code: "input/invalid" });
    expect(unknown.error?.message).toMatch(/^action 0: /);
    const extra = replay({ seed: 1, actions: [{ call: "timeOut", seat: 0 }] });
    expect(extra.error?.code).toBe("input/invalid");
    const getter = {
      get call() {
        throw new Error("ran");
      },
    };
    expect(replay({ seed: 1, actions: [getter] }).error?.code).toBe("input/invalid");
  });

  it("R8.3 R10.1 a match counts a timed-out hand like any other", () => {
    const match = startMatch({ ruleset: { ...presets.classic, targetScore: 505 }, seed: "time" });
    const dealt = startHand(match);
    if (!dealt.ok) throw new Error(dealt.error.message);
    let s = called(dealt.value);
    while (s.phase !== "ended") s = apply(s, legalActions(s)[0] as Action).value as HandState;
    expect(s.end?.reason).toBe("time-out");
    const r = recordHand(match, s);
    if (!r.ok) throw new Error(r.error.message);
    const record = r.value.hands[0];
    expect(record?.end).toEqual({ reason: "time-out", closedBy: null });
    expect(r.value.totals).toEqual(scoreHand(s).sides.map((x) => x.total));
    expect(startHand(r.value).ok).toBe(true);
  });

  it("R8.3 determinize carries time out into its samples, so a bot's playouts end with the round", () => {
    const s1 = called(quiet(4, "play", "fibur"));
    const view = viewFor(s1, 1);
    for (let i = 0; i < 5; i++) {
      const sample = determinize(view, hiddenCards(view), new Rand(seedRng(i)));
      expect(sample.timeOut).toBe(3);
      expect(checkState(sample).ok).toBe(true);
      expect(playOut(sample).seats).toEqual([1, 2, 3]);
    }
  });
});
