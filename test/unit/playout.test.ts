/**
 * Fast playouts, and the trusted path of `apply` for the actions `legalActions` lists.
 */
import { type Action, apply, type HandState, legalActions, presets } from "burraco";
import { greedyBot, seedRng } from "burraco/bots";
import { dealSeed, playHand } from "burraco/sim";
import { describe, expect, it } from "vitest";
import { playout, step } from "../../src/bots/search/playout.js";
import { Rand } from "../../src/random/prng.js";
import { checkConservation, checkMelds } from "../helpers/invariants.js";
import { dealt } from "../helpers/state.js";

const copy = (a: Action): Action => JSON.parse(JSON.stringify(a)) as Action;
const key = (s: HandState): string => JSON.stringify({ ...s, ruleset: null });

/** Every position of a recorded greedy hand. */
function positions(seed: number): HandState[] {
  const hand = playHand({ ruleset: presets.classic, seed, bots: [greedyBot], record: true });
  if (!hand.ok) throw new Error(hand.error.message);
  let s = dealt({ ruleset: presets.classic, seed });
  const out = [s];
  for (const a of hand.value.result.log ?? []) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    out.push(s);
  }
  return out;
}

describe("apply's trusted path for listed actions", () => {
  const states = [1, 2].flatMap(positions);

  it("checks a listed action edited in place in full, like any other input (R3.1)", () => {
    const s = states.find((x) => x.phase === "play") as HandState;
    const discard = legalActions(s).find((a) => a.type === "discard") as { card: number };
    discard.card = s.stock[0] as number;
    const r = apply(s, discard as unknown as Action);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "card/not-in-hand", rule: "R3.1" });
    const withMeld = states.find((x) => legalActions(x).some((a) => a.type === "meld")) as HandState;
    const meld = legalActions(withMeld).find((a) => a.type === "meld") as unknown as { cards: number[] };
    meld.cards[0] = withMeld.stock[0] as number;
    const m = apply(withMeld, meld as unknown as Action);
    expect(m.ok).toBe(false);
    if (!m.ok) expect(m.error).toMatchObject({ code: "card/not-in-hand", rule: "R3.1" });
  });

  it("gives exactly the state the checked path gives, for every listed action", () => {
    let compared = 0;
    for (const s of states) {
      for (const a of legalActions(s)) {
        const trusted = apply(s, a);
        const checked = apply(s, copy(a));
        expect(trusted.ok && checked.ok).toBe(true);
        if (trusted.ok && checked.ok) expect(key(trusted.value)).toBe(key(checked.value));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("checks a listed action applied to another state in full (R3.1)", () => {
    const s = dealt({ ruleset: presets.classic, seed: 5 });
    const draw = legalActions(s).find((a) => a.type === "draw") as Action;
    const after = apply(s, draw);
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    // The same frozen object, another state: the draw is no longer allowed this turn.
    const again = apply(after.value, draw);
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error).toMatchObject({ code: "turn/wrong-phase", rule: "R3.1" });
  });

  it("checks an edited copy of a listed action in full (R3.1)", () => {
    const s = states.find((x) => x.phase === "play") as HandState;
    const discard = legalActions(s).find((a) => a.type === "discard") as Action & { card: number };
    const notHeld = s.stock[0] as number;
    const r = apply(s, { ...discard, card: notHeld } as Action);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "card/not-in-hand", rule: "R3.1" });
  });
});

describe("playout", () => {
  for (const policy of ["random", "heuristic"] as const) {
    it(`${policy}: every step is one of the legal actions, applied as apply would`, () => {
      for (const seed of [3, 4]) {
        let s = dealt({ ruleset: presets.classic, seed: dealSeed("playout", seed) });
        const rand = new Rand(seedRng(seed));
        let steps = 0;
        while (s.phase !== "ended" && steps < 3000) {
          const next = step(s, rand, policy === "heuristic");
          expect(next).not.toBeNull();
          if (next === null) break;
          const want = key(next);
          const matches = legalActions(s).filter((a) => {
            const r = apply(s, copy(a));
            return r.ok && key(r.value) === want;
          });
          expect(matches.length).toBeGreaterThan(0);
          s = next;
          steps++;
        }
        expect(s.phase).toBe("ended");
      }
    });

    it(`${policy}: plays every preset to the end, keeping all 108 cards and valid melds, same seed same hand`, () => {
      for (const name of ["classic", "closed", "twoPlayers", "threePlayers"] as const) {
        for (let i = 0; i < 10; i++) {
          const deal = dealt({ ruleset: presets[name], seed: dealSeed(name, i) });
          const a = playout(deal, seedRng(i), policy);
          const b = playout(deal, seedRng(i), policy);
          expect(a.state.phase).toBe("ended");
          expect(key(a.state)).toBe(key(b.state));
          expect(a.rng).toEqual(b.rng);
          checkConservation(a.state);
          checkMelds(a.state);
        }
      }
    });
  }

  it("the heuristic policy closes most classic hands; random playouts seldom do", () => {
    let heuristic = 0;
    let random = 0;
    for (let i = 0; i < 60; i++) {
      const deal = dealt({ ruleset: presets.classic, seed: dealSeed("close-rate", i) });
      if (playout(deal, seedRng(i), "heuristic").state.end?.reason === "closed") heuristic++;
      if (playout(deal, seedRng(i), "random").state.end?.reason === "closed") random++;
    }
    expect(heuristic).toBeGreaterThan(45);
    expect(random).toBeLessThan(heuristic);
  });
});
