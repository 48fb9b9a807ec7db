/**
 * The expert panel (issue 37): each bot plays only legal actions, is reproducible for a seed, never
 * reads hidden cards, and shows its style against greedy on seeded hands, measurably.
 */
import { type Action, apply, type HandState, isWildcard, legalActions, presets, type Ruleset, viewFor } from "burraco";
import {
  type Bot,
  bots,
  burracoHoarderBot,
  earlyCloserBot,
  greedyBot,
  type PanelBotName,
  panel,
  pileHunterBot,
  type RngState,
  safeDiscarderBot,
  seedRng,
} from "burraco/bots";
import { dealSeed, simulate } from "burraco/sim";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reaches, reachOf } from "../../src/bots/reach.js";
import { sideCanClose } from "../../src/melds/burraco.js";
import { botNames, isBotName } from "../helpers/internal.js";
import { hiddenFrom, relabel } from "../helpers/invariants.js";
import { playout } from "../helpers/playout.js";
import { dealt, deepFreeze } from "../helpers/state.js";

const RULESETS: readonly [string, Ruleset][] = [
  ["classic", presets.classic],
  ["closed (top-only pile)", presets.closed],
  ["twoPlayers", presets.twoPlayers],
  ["openDirty", presets.openDirty],
];

/** What a hand's observer is told before each action: the state, the legal list and the bot's choice. */
type Watch = (state: HandState, legal: readonly Action[], action: Action) => void;

/**
 * Plays one hand with a bot per seat (seats of side `side` get `bot`, the others `other`), each seat
 * with its own seeded PRNG, through `apply`; returns the end state.
 */
function playTable(bot: Bot, other: Bot, ruleset: Ruleset, seed: number, side: number, watch?: Watch): HandState {
  let state = dealt({ ruleset, seed, dealer: seed % ruleset.players });
  const rngs: RngState[] = state.sides.map((_, seat) => seedRng(seed * 8 + seat));
  for (let n = 0; state.phase !== "ended" && n < 3000; n++) {
    const seat = state.turn;
    const legal = legalActions(state);
    const [action, next] = (state.sides[seat] === side ? bot : other)(
      viewFor(state, seat),
      legal,
      rngs[seat] as RngState,
    );
    rngs[seat] = next;
    if (action === null) throw new Error("the bot returned no action");
    watch?.(state, legal, action);
    const r = apply(state, action);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    state = r.value;
  }
  return state;
}

describe("the expert panel by name", () => {
  it("the registry and the command line know every panel bot, as the panel list names them", () => {
    expect(panel).toEqual(["safe", "pile", "closer", "hoarder"]);
    const byName: Record<PanelBotName, Bot> = {
      safe: safeDiscarderBot,
      pile: pileHunterBot,
      closer: earlyCloserBot,
      hoarder: burracoHoarderBot,
    };
    for (const name of panel) {
      expect(bots[name]).toBe(byName[name]);
      expect(isBotName(name)).toBe(true);
      expect(botNames).toContain(name);
    }
    expect(new Set(panel.map((n) => bots[n])).size).toBe(4);
  });
});

describe("the expert panel plays legally", () => {
  it("only ever chooses an action from the legal list, and every hand ends (any deal, any preset)", () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.constantFrom(...RULESETS),
        fc.constantFrom(...panel),
        fc.nat({ max: 1 }),
        (seed, [, ruleset], name, side) => {
          const end = playTable(bots[name], greedyBot, ruleset, seed, side, (_s, legal, action) => {
            expect(legal).toContain(action);
          });
          expect(end.phase).toBe("ended");
        },
      ),
      { numRuns: Math.max(20, Math.round((Number(process.env.FC_NUM_RUNS) || 100) / 2)) },
    );
  });

  it("is reproducible: the same seeds give the same hand, and frozen arguments are left as they are", () => {
    for (const name of panel) {
      const log = (): Action[] => {
        const actions: Action[] = [];
        playTable(bots[name], bots[name], presets.classic, 5, 0, (_s, _l, a) => actions.push(a));
        return actions;
      };
      const first = log();
      expect(first.length).toBeGreaterThan(20);
      expect(log()).toEqual(first);
      // Mid-hand, with every argument frozen: a write would throw in strict mode.
      let state = dealt({ ruleset: presets.classic, seed: 9 });
      const drawn = apply(state, { type: "draw", seat: state.turn });
      if (!drawn.ok) throw new Error(drawn.error.message);
      state = deepFreeze(drawn.value);
      const legal = deepFreeze(legalActions(state));
      const [a, r1] = bots[name](deepFreeze(viewFor(state, state.turn)), legal, seedRng(3));
      const [b, r2] = bots[name](viewFor(state, state.turn), legalActions(state), seedRng(3));
      expect(legal).toContain(a);
      expect(b).toEqual(a);
      expect(r2).toEqual(r1);
    }
  });
});

describe("the expert panel does not peek", () => {
  for (const [label, ruleset] of RULESETS.slice(0, 3)) {
    it(`${label}: permuting the cards the seat cannot see leaves every panel bot's choice and PRNG unchanged`, () => {
      fc.assert(
        fc.property(
          fc.nat(),
          fc.array(fc.nat(), { maxLength: 80 }),
          fc.nat(),
          fc.nat(),
          (seed, choices, botSeed, permSeed) => {
            const states = playout(ruleset, seed, choices).filter((s) => s.phase === "draw" || s.phase === "play");
            const s = states[states.length - 1];
            fc.pre(s !== undefined && legalActions(s).length > 1);
            const state = s as HandState;
            const seat = state.turn;
            const [twin] = relabel(state, hiddenFrom(state, seat), seedRng(permSeed));
            for (const name of panel) {
              const [a, rngA] = bots[name](viewFor(state, seat), legalActions(state), seedRng(botSeed));
              const [b, rngB] = bots[name](viewFor(twin, seat), legalActions(twin), seedRng(botSeed));
              expect(b, name).toEqual(a);
              expect(rngB, name).toEqual(rngA);
            }
          },
        ),
      );
    });
  }
});

/** The same classic deals for every style test, the panel bot's side alternating. */
const DEALS = Array.from({ length: 40 }, (_, i) => dealSeed("panel-style", i));

describe("the expert panel's styles, against greedy on the same deals", () => {
  /** Counts, for the side of `bot` and for greedy's side at the same tables, what `count` reports. */
  function tally(
    bot: Bot,
    count: (mine: boolean, state: HandState, legal: readonly Action[], a: Action) => void,
  ): void {
    DEALS.forEach((seed, i) => {
      playTable(bot, greedyBot, presets.classic, seed, i % 2, (state, legal, a) =>
        count(state.sides[state.turn] === i % 2, state, legal, a),
      );
    });
  }

  it("the safe discarder feeds the next opponent less: fewer avoidable gifts, its discards taken less", () => {
    // [bot's side, greedy's side]: discards, gifts a safe natural card could have avoided, discards
    // the next player then took with the pile.
    const discards: [number, number] = [0, 0];
    const gifts: [number, number] = [0, 0];
    const taken: [number, number] = [0, 0];
    let lastBy: -1 | 0 | 1 = -1;
    tally(safeDiscarderBot, (mine, state, legal, a) => {
      const k: 0 | 1 = mine ? 0 : 1;
      if (a.type === "pickUpDiscards" && lastBy !== -1) taken[lastBy]++;
      if (a.type !== "discard") {
        if (a.type === "draw") lastBy = -1;
        return;
      }
      lastBy = k;
      discards[k]++;
      const next = (state.turn + 1) % state.sides.length;
      const reach = reachOf(state.melds[state.sides[next] as number] ?? []);
      const safe = legal.some((d) => d.type === "discard" && !isWildcard(d.card) && !reaches(reach, d.card));
      if (reaches(reach, a.card) && safe) gifts[k]++;
    });
    expect(discards[0]).toBeGreaterThan(300);
    expect(gifts[0]).toBe(0);
    expect(gifts[1]).toBeGreaterThan(0);
    expect(taken[0] / discards[0]).toBeLessThan(taken[1] / discards[1]);
  });

  it("the pile hunter takes the discard pile more often than greedy", () => {
    const taken: [number, number] = [0, 0];
    tally(pileHunterBot, (mine, _s, _l, a) => {
      if (a.type === "pickUpDiscards") taken[mine ? 0 : 1]++;
    });
    expect(taken[0]).toBeGreaterThan(1.3 * taken[1]);
  });

  it("the early closer, once its side can close, never takes a big pile and holds fewer cards than greedy", () => {
    // [bot's side, greedy's side]: cards held after each discard made while the side could close.
    const held: [number, number] = [0, 0];
    const turns: [number, number] = [0, 0];
    const bigPiles: [number, number] = [0, 0];
    tally(earlyCloserBot, (mine, state, _l, a) => {
      const seat = state.turn;
      const side = state.sides[seat] as number;
      if (!sideCanClose(state.melds[side] ?? [], state.ruleset)) return;
      const k: 0 | 1 = mine ? 0 : 1;
      if (a.type === "pickUpDiscards" && state.discardPile.length > 3) bigPiles[k]++;
      if (a.type !== "discard") return;
      held[k] += (state.held[seat]?.length ?? 0) - 1;
      turns[k]++;
    });
    expect(turns[0]).toBeGreaterThan(100);
    expect(bigPiles[0]).toBe(0);
    expect(bigPiles[1]).toBeGreaterThan(0);
    expect(held[0] / turns[0]).toBeLessThan(held[1] / turns[1]);
  });

  it("the burraco hoarder's tables make more burraco a hand than greedy's, on the same deals", () => {
    const burraco = (bot: Bot): number => {
      const r = simulate({ ruleset: presets.classic, seed: "panel-hoard", handCount: 30, bots: [bot, bot] });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.summary.errors).toBe(0);
      return r.value.hands.reduce((n, h) => n + h.burraco.flat().length, 0);
    };
    expect(burraco(burracoHoarderBot)).toBeGreaterThan(1.5 * burraco(greedyBot));
  });
});
