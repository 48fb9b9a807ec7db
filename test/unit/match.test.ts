/**
 * Matches (RULES.md §10, §11, R2.3): dealer rotation, derived seeds, recording hands, victory at
 * each target, both tie-breaks, three-player pairing and its credits.
 *
 * Hands are played for real, with a small seeded policy (close when possible, else meld or attach,
 * else any legal action): the ended states are genuine, so recordHand's checks apply in full.
 * Totals are set by spreading a match (plain data) when a test needs a given position.
 */

import {
  type HandState,
  type Match,
  newMatch,
  presets,
  type Ruleset,
  recordHand,
  recordHandLog,
  startHand,
} from "burraco";
import { scoreHand } from "burraco/scoring";
import { describe, expect, it } from "vitest";
import { creditsOf, matchHandSeed, pairedCredit, pairsHand, sideCountFor } from "../helpers/internal.js";
import { startMatch } from "../helpers/match.js";
import { playToEnd, recordPlay } from "../helpers/policy.js";
import { dealt as dealtHand, deepFreeze } from "../helpers/state.js";

// ---------------------------------------------------------------------------------------------
// Playing hands (test/helpers/policy.ts)

function dealt(match: Match): HandState {
  const r = startHand(match);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function recorded(match: Match, state: HandState): Match {
  const r = recordHand(match, state);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Plays the match's next hand and records it; `seen` gets every state after the deal. */
function playHand(match: Match, seen?: (s: HandState) => void): Match {
  const ended = playToEnd(dealt(match), `policy/${String(match.seed)}/${match.hands.length}`, {
    onStep: (_, s) => seen?.(s),
  });
  return recorded(match, ended);
}

/** Plays hands until the match is over (at most 60). */
function playMatch(match: Match, seen?: (s: HandState) => void): Match {
  let m = match;
  while (!m.over) {
    if (m.hands.length >= 60) throw new Error("the match did not end in 60 hands");
    m = playHand(m, seen);
  }
  return m;
}

const classic = (targetScore: number): Ruleset => ({ ...presets.classic, targetScore });

// ---------------------------------------------------------------------------------------------

describe("newMatch", () => {
  it("starts every total at 0, seat 0 to deal, nothing played (R10.1, R2.3)", () => {
    const m = startMatch({ ruleset: presets.classic, seed: 7 });
    expect(m).toEqual({
      ruleset: presets.classic,
      seed: 7,
      totals: [0, 0],
      hands: [],
      nextDealer: 0,
      over: false,
      winner: null,
    });
    expect(m.over).toBe(false);
    expect(m.winner).toBeNull();
  });

  it("keeps one total per partnership with 4 players and one per player with 2 or 3 (R2.1, §11)", () => {
    expect(startMatch({ ruleset: presets.twoPlayers, seed: 1 }).totals).toEqual([0, 0]);
    expect(startMatch({ ruleset: presets.threePlayers, seed: 1 }).totals).toEqual([0, 0, 0]);
    expect([2, 3, 4].map(sideCountFor)).toEqual([2, 3, 2]);
  });

  it("issue 26: checks its options up front: the ruleset as newHand does, the seed, unknown fields", () => {
    expect(newMatch({ ruleset: { ...presets.classic, players: 5 as 4 } }).error?.code).toBe("ruleset/invalid");
    expect(newMatch({ ruleset: null as never }).error?.code).toBe("ruleset/invalid");
    expect(newMatch({ seed: Number.NaN }).error?.code).toBe("input/invalid");
    expect(newMatch({ seed: new Uint8Array([1]) as never }).error?.code).toBe("input/invalid");
    expect(newMatch({ seed: "x".repeat(1001) }).error?.code).toBe("input/invalid");
    expect(newMatch({ seed: 7, colour: "red" } as never).error?.code).toBe("input/invalid");
    const mine = { ...presets.classic, targetScore: 505 };
    const m = newMatch({ ruleset: mine, seed: 7 });
    // The match keeps a frozen checked copy: changing the caller's object changes nothing.
    expect(m.ok && m.value.ruleset).toEqual(mine);
    expect(m.ok && m.value.ruleset !== mine && Object.isFrozen(m.value.ruleset)).toBe(true);
  });

  it("defaults to the classic ruleset and is plain JSON data", () => {
    const m = startMatch({ seed: "x" });
    expect(m.ruleset).toBe(presets.classic);
    expect(JSON.parse(JSON.stringify(m))).toEqual(m);
  });
});

describe("startHand: dealer rotation and derived seeds (R2.3)", () => {
  it("R2.3 seat 0 deals first, then the deal moves one seat clockwise each hand; the dealer's left plays first", () => {
    for (const [ruleset, expected] of [
      [classic(100_000), [0, 1, 2, 3, 0, 1]],
      [{ ...presets.threePlayers, targetScore: 100_000 }, [0, 1, 2, 0, 1]],
      [{ ...presets.twoPlayers, targetScore: 100_000 }, [0, 1, 0, 1]],
    ] as const) {
      let m = startMatch({ ruleset, seed: "rotation" });
      const dealers: number[] = [];
      for (const _ of expected) {
        const state = dealt(m);
        dealers.push(state.dealer);
        expect(state.turn).toBe((state.dealer + 1) % ruleset.players);
        m = recorded(m, playToEnd(state, `rotation/${m.hands.length}`));
        expect(m.nextDealer).toBe((state.dealer + 1) % ruleset.players);
      }
      expect(dealers).toEqual(expected);
      expect(m.hands.map((h) => h.dealer)).toEqual(expected);
    }
  });

  it("derives each deal from the match seed and the hand number (HMAC-SHA-256), reproducibly", () => {
    expect(matchHandSeed("final", 3)).toMatch(/^[0-9a-f]{64}$/);
    expect(matchHandSeed("final", 3)).toBe(matchHandSeed("final", 3));
    expect(
      new Set([
        matchHandSeed("final", 1),
        matchHandSeed("final", 2),
        matchHandSeed("finak", 1),
        matchHandSeed(42, 1),
        matchHandSeed("42", 1),
      ]).size,
    ).toBe(5);
    const a = startMatch({ ruleset: classic(100_000), seed: "same" });
    const b = startMatch({ ruleset: classic(100_000), seed: "same" });
    expect(dealt(a)).toEqual(dealt(b));
    expect(dealt(a)).toEqual(dealtHand({ ruleset: classic(100_000), seed: matchHandSeed("same", 1), dealer: 0 }));
    const a2 = playHand(a);
    const b2 = playHand(b);
    expect(a2).toEqual(b2);
    expect(a2.hands[0]?.seed).toBe(matchHandSeed("same", 1));
    expect(dealt(a2)).toEqual(dealtHand({ ruleset: classic(100_000), seed: matchHandSeed("same", 2), dealer: 1 }));
    // Another match seed, or another hand number, deals other cards.
    expect(dealt(startMatch({ ruleset: classic(100_000), seed: "other" })).held).not.toEqual(dealt(a).held);
    expect(dealt(a2).held).not.toEqual(dealt(a).held);
  });

  it("R10.1 refuses to deal once the match is over (match/over)", () => {
    const m = playMatch(startMatch({ ruleset: classic(505), seed: 3 }));
    const r = startHand(m);
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({ code: "match/over", rule: "R10.1" });
  });
});

describe("recordHand", () => {
  const match = startMatch({ ruleset: classic(100_000), seed: "record" });
  const ended = playToEnd(dealt(match), "record");

  it("R9.7 records the score sheet, credits it to the sides and moves the deal (R2.3)", () => {
    const m = recorded(match, ended);
    const sheet = scoreHand(ended);
    expect(m.hands).toHaveLength(1);
    expect(m.hands[0]).toEqual({
      number: 1,
      seed: matchHandSeed("record", 1),
      dealer: 0,
      pairing: false,
      sides: [0, 1, 0, 1],
      end: ended.end,
      sheet,
      credits: sheet.sides.map((s) => s.total),
      totals: sheet.sides.map((s) => s.total),
    });
    expect(m.totals).toEqual(sheet.sides.map((s) => s.total));
    expect(m.nextDealer).toBe(1);
    expect(m.over).toBe(false);
  });

  it("never changes the match or the state it is given", () => {
    const m = deepFreeze(structuredClone(match));
    const s = deepFreeze(structuredClone(ended));
    const before = JSON.stringify([m, s]);
    expect(recordHand(m, s).ok).toBe(true);
    expect(JSON.stringify([m, s])).toBe(before);
  });

  it("R10.1 refuses a hand that is not over (match/invalid)", () => {
    const r = recordHand(match, dealt(match));
    expect(r.error).toMatchObject({ code: "match/invalid", rule: "R10.1" });
    expect(r.error?.message).toMatch(/not over/);
  });

  it("§12 refuses a hand played under another ruleset", () => {
    const r = recordHand(startMatch({ ruleset: classic(2005), seed: "record" }), ended);
    expect(r.error).toMatchObject({ code: "match/invalid", rule: "§12" });
    expect(r.error?.message).toMatch(/targetScore/);
  });

  it("R2.3 refuses a hand with another dealer", () => {
    // A whole hand dealt from the right seed by seat 2: consistent, but not this match's next deal.
    const other = playToEnd(
      dealtHand({ ruleset: classic(100_000), seed: matchHandSeed("record", 1), dealer: 2 }),
      "record",
    );
    const r = recordHand(match, other);
    expect(r.error).toMatchObject({ code: "match/invalid", rule: "R2.3" });
  });

  it("R2.2 refuses a hand not dealt from this match's next hand", () => {
    const elsewhere = playToEnd(dealtHand({ ruleset: classic(100_000), seed: "record/2" }), "elsewhere");
    expect(recordHand(match, elsewhere).error).toMatchObject({ code: "match/invalid", rule: "R2.2" });
    // The same state again is the first hand's deal, not the second's.
    const again = playToEnd(
      dealtHand({ ruleset: classic(100_000), seed: matchHandSeed("record", 1), dealer: 1 }),
      "record",
    );
    expect(recordHand(recorded(match, ended), again).error).toMatchObject({ code: "match/invalid", rule: "R2.2" });
  });

  it("R11.3 refuses a three-player hand whose pairing does not follow the totals", () => {
    const m = startMatch({ ruleset: presets.threePlayers, seed: "pair" });
    const state = playToEnd(dealt(m), "pair");
    const r = recordHand({ ...m, totals: [1000, 0, 0] }, state);
    expect(r.error).toMatchObject({ code: "match/invalid", rule: "R11.3" });
  });

  it("refuses an inconsistent state (state/invalid) and a finished match (match/over)", () => {
    const tampered = { ...ended, stock: ended.stock.slice(1) };
    expect(recordHand(match, tampered).error).toMatchObject({ code: "state/invalid", rule: "R1.1" });
    const over = playMatch(startMatch({ ruleset: classic(505), seed: 3 }));
    expect(recordHand(over, ended).error).toMatchObject({ code: "match/over", rule: "R10.1" });
  });
});

describe("recordHandLog", () => {
  const match = startMatch({ ruleset: classic(100_000), seed: "record-log" });
  const { states, actions } = recordPlay(dealt(match), "record-log");
  const ended = states[states.length - 1] as HandState;

  it("R10.1 records the hand its log plays from the match's deal, as recordHand records the ended state", () => {
    expect(ended.phase).toBe("ended");
    const m = recordHandLog(match, actions);
    expect(m.ok, m.error?.message).toBe(true);
    expect(m.value).toEqual(recorded(match, ended));
    // The log is read, not kept or changed: untrusted JSON of the same actions records the same.
    expect(recordHandLog(match, JSON.parse(JSON.stringify(actions))).value).toEqual(m.value);
    // The next hand's log goes on from the recorded match (R2.3: the next dealer deals it).
    const next = m.value as Match;
    const second = recordPlay(dealt(next), "record-log/2");
    expect(recordHandLog(next, second.actions).value).toEqual(
      recorded(next, second.states[second.states.length - 1] as HandState),
    );
  });

  it("R3.1 refuses a log with an action the engine refuses, naming the action", () => {
    const bad = [...actions.slice(0, 3), { ...actions[3], seat: ((actions[3]?.seat ?? 0) + 1) % 4 }];
    const r = recordHandLog(match, bad);
    expect(r.error).toMatchObject({ code: "turn/not-your-turn", rule: "R3.1" });
    expect(r.error?.message).toMatch(/^action 3: /);
    expect(recordHandLog(match, [{ type: "fly", seat: 0 }]).error?.code).toBe("input/invalid");
  });

  it("R10.1 refuses a log after which the hand is not over, a log of another hand and a finished match", () => {
    expect(recordHandLog(match, actions.slice(0, -1)).error).toMatchObject({ code: "match/invalid", rule: "R10.1" });
    expect(recordHandLog(match, []).error).toMatchObject({ code: "match/invalid", rule: "R10.1" });
    // The same log from the second hand's deal: another deal, so some action is refused on the way.
    expect(recordHandLog(recorded(match, ended), actions).ok).toBe(false);
    const over = playMatch(startMatch({ ruleset: classic(505), seed: 3 }));
    expect(recordHandLog(over, actions).error).toMatchObject({ code: "match/over", rule: "R10.1" });
    expect(recordHandLog({} as Match, actions).error?.code).toBe("match/invalid");
  });
});

describe("ending a match (R10.1, R10.2)", () => {
  for (const target of [505, 1005, 2005, 755]) {
    it(`R10.1 a side reaching ${target} wins with the higher total`, () => {
      const m = playMatch(startMatch({ ruleset: classic(target), seed: `target-${target}` }));
      expect(m.over).toBe(true);
      const winner = m.winner;
      expect(winner).not.toBeNull();
      const best = Math.max(...m.totals);
      expect(m.totals[winner as number]).toBe(best);
      expect(best).toBeGreaterThanOrEqual(target);
      expect(m.totals.filter((t) => t === best)).toHaveLength(1);
      // No side had reached the target before the last hand.
      for (const hand of m.hands.slice(0, -1)) for (const t of hand.totals) expect(t).toBeLessThan(target);
      expect(m.hands.at(-1)?.totals).toEqual(m.totals);
    });
  }

  it("R10.1 two and three players play to the target too", () => {
    for (const ruleset of [
      { ...presets.twoPlayers, targetScore: 505 },
      { ...presets.threePlayers, targetScore: 505 },
    ]) {
      const m = playMatch(startMatch({ ruleset, seed: "small" }));
      expect(m.totals).toHaveLength(ruleset.players);
      expect(m.totals[m.winner as number]).toBe(Math.max(...m.totals));
      expect(Math.max(...m.totals)).toBeGreaterThanOrEqual(505);
    }
  });

  // A real hand, recorded on a match whose totals are set so that both sides end on the target.
  const target = 2005;
  function tiedAfterOneHand(tieBreak: Ruleset["tieBreak"]): { match: Match; state: HandState; credits: number[] } {
    const base = startMatch({ ruleset: { ...classic(target), tieBreak }, seed: "tie" });
    const state = playToEnd(dealt(base), "tie");
    const credits = scoreHand(state).sides.map((s) => s.total);
    return { match: base, state, credits };
  }

  it('R10.2 "play-on": both sides reach the target with equal totals, another hand is dealt', () => {
    const { match, state, credits } = tiedAfterOneHand("play-on");
    const m = recorded({ ...match, totals: credits.map((c) => target - c) }, state);
    expect(m.totals).toEqual([target, target]);
    expect(m.over).toBe(false);
    expect(m.winner).toBeNull();
    const next = startHand(m);
    expect(next.ok).toBe(true);
    // The next hand is scored like any other: over once one side is alone at the top, at or
    // above the target.
    const after = recorded(m, playToEnd(next.value as HandState, "tie/2"));
    const [a, b] = after.totals as [number, number];
    const decided = a !== b && Math.max(a, b) >= target;
    expect(after.over).toBe(decided);
    expect(after.winner).toBe(decided ? (a > b ? 0 : 1) : null);
  });

  it('R10.2 "starting-side": the same tie goes to side 1, whose seat played first in the match', () => {
    const { match, state, credits } = tiedAfterOneHand("starting-side");
    const m = recorded({ ...match, totals: credits.map((c) => target - c) }, state);
    expect(m.totals).toEqual([target, target]);
    expect(m).toMatchObject({ over: true, winner: 1 });
    expect(startHand(m).error?.code).toBe("match/over");
  });

  it("R10.2 both sides over the target in the same hand: the higher total wins, whatever the tie-break", () => {
    for (const tieBreak of ["play-on", "starting-side"] as const) {
      const { match, state, credits } = tiedAfterOneHand(tieBreak);
      const m = recorded(
        { ...match, totals: [target - (credits[0] ?? 0) + 5, target - (credits[1] ?? 0) + 50] },
        state,
      );
      expect(m.totals).toEqual([target + 5, target + 50]);
      expect(m).toMatchObject({ over: true, winner: 1 });
    }
  });
});

describe("three players (§11)", () => {
  it("R11.3 a paired player is credited half the pair's total, rounded to a multiple of 5 upward", () => {
    expect([150, 155, -155, 160, 0, 5, -5, 10, -10, 1005, -1005].map(pairedCredit)).toEqual([
      75, 80, -75, 80, 0, 5, 0, 5, -5, 505, -500,
    ]);
    expect(Object.is(pairedCredit(-5), 0)).toBe(true); // never -0
    for (let total = -2000; total <= 2000; total += 5) {
      const credit = pairedCredit(total);
      expect(Number.isInteger(credit / 5)).toBe(true);
      expect(Math.abs(credit - total / 2)).toBeLessThanOrEqual(2.5);
      if (Math.abs(credit - total / 2) === 2.5) expect(credit).toBeGreaterThan(total / 2);
    }
  });

  it("R11.3 credits: the lone player gets its side's total, each of the pair half of theirs", () => {
    const sheet = { ended: true, sides: [{ total: 420 }, { total: 155 }, { total: -100 }] } as unknown as Parameters<
      typeof creditsOf
    >[2];
    expect(creditsOf(3, [0, 1, 1], sheet)).toEqual([420, 80, 80]);
    expect(creditsOf(3, [0, 1, 2], sheet)).toEqual([420, 155, -100]);
    expect(creditsOf(3, [0, 0, 2], sheet)).toEqual([210, 210, -100]);
  });

  it("R11.3 a hand pairs when some total is at or above threePlayerPairingFrom at its start; 0 pairs every hand", () => {
    const rs = presets.threePlayers;
    expect(pairsHand([995, 0, 0], rs)).toBe(false);
    expect(pairsHand([0, 1000, 0], rs)).toBe(true);
    expect(pairsHand([-50, -20, -5], { ...rs, threePlayerPairingFrom: 0 })).toBe(true);
    expect(pairsHand([5000, 0], presets.twoPlayers)).toBe(false);
    expect(pairsHand([5000, 0], presets.classic)).toBe(false);
    const m = startMatch({ ruleset: rs, seed: 1 });
    expect(dealt(m).pairing).toBe(false);
    expect(dealt({ ...m, totals: [1000, 0, 0] }).pairing).toBe(true);
    expect(dealt(startMatch({ ruleset: { ...rs, threePlayerPairingFrom: 0 }, seed: 1 })).pairing).toBe(true);
  });

  for (const from of [1000, 0]) {
    it(`R11.3 R11.4 a three-player match to 1005 runs to its end (threePlayerPairingFrom ${from})`, () => {
      const ruleset = { ...presets.threePlayers, threePlayerPairingFrom: from };
      expect(ruleset.targetScore).toBe(1005);
      let pairedStates = 0;
      let pairedHands = 0;
      let matches = 0;
      // Play whole matches until a pairing has been seen (every hand may pair with 0).
      for (const seed of ["three-a", "three-b", "three-c", "three-d", "three-e"]) {
        matches++;
        const m = playMatch(startMatch({ ruleset, seed }), (s) => {
          if (new Set(s.sides).size < s.sides.length) pairedStates++;
        });
        expect(m.over).toBe(true);
        expect(m.totals[m.winner as number]).toBe(Math.max(...m.totals));
        let before = [0, 0, 0];
        for (const hand of m.hands) {
          expect(hand.pairing).toBe(pairsHand(before, ruleset));
          const paired = hand.sides.filter((s, seat) => hand.sides.indexOf(s) !== seat).length > 0;
          if (paired) {
            pairedHands++;
            expect(hand.pairing).toBe(true);
            // The two seats sharing a side are credited the same half of its total.
            const shared = hand.sides.find((s, seat) => hand.sides.indexOf(s) !== seat) as number;
            const pair = [0, 1, 2].filter((seat) => hand.sides[seat] === shared);
            for (const seat of pair)
              expect(hand.credits[seat]).toBe(pairedCredit(hand.sheet.sides[shared]?.total ?? Number.NaN));
          }
          before = hand.totals.slice();
        }
        if (from === 1000 || pairedStates > 0) break;
      }
      if (from === 0) {
        expect(pairedStates).toBeGreaterThan(0);
        expect(pairedHands).toBeGreaterThan(0);
      }
      expect(matches).toBeGreaterThan(0);
    });
  }
});
