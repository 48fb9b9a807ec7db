/**
 * replay: rebuilding every state of a hand from its deal and action log gives the states of the
 * original playout, one for one; the first illegal action stops it, with its index in the message.
 */

import { type Action, type HandState, presetNames, presets, recordHand, replay, serialize, startHand } from "burraco";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { startMatch } from "../helpers/match.js";
import { policy, recordPlay } from "../helpers/policy.js";
import { dealt } from "../helpers/state.js";

/**
 * A playout from `deal`: its states (deal first) and the actions between them. The policy picks
 * evenly in the draw phase, so the pile is taken often and many hands end in a stalemate (R8.2).
 */
function record(deal: HandState, seed: number, maxSteps = 5000): { states: HandState[]; actions: Action[] } {
  return recordPlay(deal, seed, { maxSteps, choose: (state, rng) => policy(state, rng, { draw: "any" }) });
}

describe("replay", () => {
  it("gives back every state of a playout, for every preset (through JSON, as a log would be stored)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...presetNames),
        fc.integer({ min: 0, max: 1e9 }),
        fc.nat(3),
        (name, seed, dealer) => {
          const ruleset = presets[name];
          const options = { ruleset, seed, dealer: dealer % ruleset.players };
          const { states, actions } = record(dealt(options), seed);
          const r = replay({ ...options, actions: JSON.parse(JSON.stringify(actions)) });
          if (!r.ok) throw new Error(r.error.message);
          expect(r.value).toHaveLength(actions.length + 1);
          expect(r.value).toEqual(states);
        },
      ),
      { numRuns: Math.max(5, Math.ceil((fc.readConfigureGlobal().numRuns ?? 100) / 5)) },
    );
  });

  it("rebuilds a match's hand from its record: same ended state, which the match accepts", () => {
    const match = startMatch({ ruleset: presets.threePlayers, seed: "log" });
    const dealt = startHand({ ...match, totals: [1000, 0, 0] });
    if (!dealt.ok) throw new Error(dealt.error.message);
    const { states, actions } = record(dealt.value, 3);
    const ended = states[states.length - 1] as HandState;
    const m = { ...match, totals: [1000, 0, 0] };
    const done = recordHand(m, ended);
    if (!done.ok) throw new Error(done.error.message);
    const hand = done.value.hands[0];
    if (hand === undefined) throw new Error("no hand");
    const r = replay({ ruleset: m.ruleset, seed: hand.seed, dealer: hand.dealer, pairing: hand.pairing, actions });
    expect(r.ok).toBe(true);
    expect(serialize(r.value?.at(-1) as HandState)).toBe(serialize(ended));
  });

  it("with no action it returns the deal alone, as newHand deals it", () => {
    const r = replay({ ruleset: presets.twoPlayers, seed: "x", actions: [] });
    expect(r.value).toEqual([dealt({ ruleset: presets.twoPlayers, seed: "x" })]);
    expect(replay({ seed: 5, actions: [] }).value).toEqual([dealt({ seed: 5 })]);
  });

  it("stops at the first illegal action, keeping its code and rule, with its index in the message", () => {
    const deal = dealt({ ruleset: presets.classic, seed: 11 });
    const { actions } = record(deal, 11, 12);
    // Action 4 played by the next seat instead; the actions after it are never reached.
    const wrongSeat = { type: "draw", seat: ((actions[4]?.seat ?? 0) + 1) % 4 };
    const bad = [...actions.slice(0, 4), wrongSeat, ...actions.slice(5)];
    const r = replay({ ruleset: presets.classic, seed: 11, actions: bad });
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({
      code: "turn/not-your-turn",
      rule: "R3.1",
      message: expect.stringMatching(/^action 4: /),
    });
  });

  it("refuses a malformed action (input/invalid) and any action after the end", () => {
    const r = replay({ seed: 1, actions: [{ type: "draw", seat: 1 }, { type: "fly" }] });
    expect(r.error).toMatchObject({ code: "input/invalid", message: expect.stringMatching(/^action 1: /) });
    const deal = dealt({ ruleset: presets.classic, seed: 2 });
    const { states, actions } = record(deal, 2);
    expect(states.at(-1)?.phase).toBe("ended");
    const after = replay({ ruleset: presets.classic, seed: 2, actions: [...actions, { type: "draw", seat: 0 }] });
    expect(after.error?.message).toMatch(new RegExp(`^action ${actions.length}: the hand is over`));
  });

  it("refuses bad options without throwing", () => {
    expect(replay({ seed: 1, actions: "draw" as unknown as Action[] }).error).toMatchObject({ code: "input/invalid" });
    expect(replay({ ruleset: { ...presets.classic, players: 5 } as never, seed: 1, actions: [] }).error).toMatchObject({
      code: "ruleset/invalid",
    });
    expect(replay({ seed: {} as never, actions: [] }).error).toMatchObject({ code: "input/invalid" });
    // §13: malformed options name the field, and no game rule.
    const dealer = replay({ ruleset: presets.twoPlayers, seed: 1, dealer: 2, actions: [] }).error;
    expect([dealer?.code, dealer?.rule]).toEqual(["input/invalid", undefined]);
    expect(dealer?.message).toContain('"dealer"');
    const pairing = replay({ seed: 1, pairing: "yes" as never, actions: [] }).error;
    expect([pairing?.code, pairing?.rule]).toEqual(["input/invalid", undefined]);
    expect(replay(null as never).error).toMatchObject({ code: "input/invalid" });
  });

  it("refuses a log without the seed of its deal (newHand would deal at random)", () => {
    const r = replay({ actions: [] } as never);
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({ code: "input/invalid" });
  });
});
