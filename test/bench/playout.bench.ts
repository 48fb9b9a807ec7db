/**
 * Playout and trusted-`apply` benchmarks (sized for a 2-core machine):
 *   npx tsx test/bench/playout.bench.ts            (plain Node, as `npm run bench:node` runs it)
 *   npx vitest bench --run test/bench/playout.bench.ts
 *
 * - random playouts (`playout(state, rng, "random")`) against complete hands of `randomBot` at every
 *   seat through `simulate`, in the same run → the playout ratio (target ≥ 3×);
 * - `apply` of the actions `legalActions` listed (the trusted path), on every position of 50
 *   recorded greedy hands, against a floor step on the same positions: a bare copy of the state
 *   and of the arrays the action changes (the known cards too, R14.2, when a known card leaves or a
 *   pile is taken) → the floor multiple (target ≤ 1.2×, the median of 7 interleaved rounds). The untrusted path
 *   (a JSON copy of each action) is printed too.
 *
 * Figures are by CPU time of this process (the fairer number on a shared machine) and wall clock.
 */
import { type Action, apply, type HandState, legalActions, presets, type Result } from "burraco";
import { greedyBot, randomBot, seedRng } from "burraco/bots";
import { dealSeed, playHand, simulate } from "burraco/sim";
import { playout } from "../../src/bots/search/playout.js";
import { appended, from, joined, removedAt, replaceAt } from "../../src/state/arrays.js";
import { dealt } from "../helpers/state.js";

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

// ---- Positions of recorded greedy hands, each with the listed (trusted) action that was played ----
const HANDS = 50;
const states: HandState[] = [];
const listedActions: Action[] = [];
for (let i = 0; i < HANDS; i++) {
  const seed = dealSeed("bench-playout", i);
  const hand = must(
    playHand({ ruleset: presets.classic, seed, dealer: i % 4, bots: [greedyBot], record: true }),
  ).result;
  let s = dealt({ ruleset: presets.classic, seed, dealer: i % 4 });
  for (const a of hand.log ?? []) {
    const key = JSON.stringify(a);
    const listed = legalActions(s).find((l) => JSON.stringify(l) === key);
    if (listed === undefined) throw new Error(`recorded action not listed: ${key}`);
    states.push(s);
    listedActions.push(listed);
    s = must(apply(s, a));
  }
}
const copies: Action[] = listedActions.map((a) => JSON.parse(JSON.stringify(a)) as Action);

let sink = 0;

/** A bare copy of the state, every field in one literal, with some fields replaced. */
function bare(s: HandState, hands: HandState["held"], more: Partial<HandState>): HandState {
  return {
    ruleset: s.ruleset,
    phase: s.phase,
    turn: s.turn,
    dealer: s.dealer,
    sides: s.sides,
    held: hands,
    known: more.known ?? s.known,
    stock: more.stock ?? s.stock,
    discardPile: more.discardPile ?? s.discardPile,
    pozzetti: more.pozzetti ?? s.pozzetti,
    melds: more.melds ?? s.melds,
    pozzettoTaken: more.pozzettoTaken ?? s.pozzettoTaken,
    unplayedPozzetto: s.unplayedPozzetto,
    turnsPlayed: more.turnsPlayed ?? s.turnsPlayed,
    pileTaken: s.pileTaken,
    forbiddenDiscards: s.forbiddenDiscards,
    meldedThisTurn: s.meldedThisTurn,
    closeBlocked: s.closeBlocked,
    stalemateTurns: s.stalemateTurns,
    mustDraw: s.mustDraw,
    pairing: s.pairing,
    timeOut: s.timeOut,
    end: s.end,
    dealId: s.dealId,
  };
}

/** The seat's known cards without `cards` (R14.2), copied only when one of them was known. */
function knownLess(s: HandState, seat: number, cards: readonly number[]): HandState["known"] {
  const mine = s.known[seat] ?? [];
  if (mine.length === 0 || !cards.some((c) => mine.includes(c))) return s.known;
  return replaceAt(
    s.known,
    seat,
    mine.filter((c) => !cards.includes(c)),
  );
}

/** The floor of one action: copies of the state and of exactly the arrays it changes, no rules. */
function floorStep(s: HandState, a: Action): HandState {
  const seat = a.seat;
  const hand = s.held[seat] as readonly number[];
  switch (a.type) {
    case "draw":
      return bare(s, replaceAt(s.held, seat, appended(hand, s.stock[0] as number)), { stock: from(s.stock, 1) });
    case "pickUpDiscards":
      return bare(s, replaceAt(s.held, seat, joined(hand, s.discardPile)), {
        discardPile: [],
        known: replaceAt(s.known, seat, joined(s.known[seat] ?? [], s.discardPile)),
      });
    case "meld": {
      // The hand without the meld's cards, in one pass; the side's melds with one more.
      const side = s.sides[seat] as number;
      const h: number[] = [];
      for (const c of hand) if (!a.cards.includes(c)) h.push(c);
      const own = s.melds[side] ?? [];
      return bare(s, replaceAt(s.held, seat, h), {
        melds: replaceAt(s.melds, side, appended(own, own[0] as never)),
        known: knownLess(s, seat, a.cards),
      });
    }
    case "attach": {
      // The hand without the card; the side's melds with the meld's cards copied, one card longer.
      const side = s.sides[seat] as number;
      const own = s.melds[side] ?? [];
      const grown = appended(own[a.meld]?.cards ?? [], a.cards[0] as number);
      sink ^= grown.length;
      return bare(s, replaceAt(s.held, seat, removedAt(hand, hand.indexOf(a.cards[0] as number))), {
        melds: replaceAt(s.melds, side, replaceAt(own, a.meld, own[a.meld] as never)),
        known: knownLess(s, seat, a.cards),
      });
    }
    case "discard":
    case "close":
      return bare(s, replaceAt(s.held, seat, removedAt(hand, hand.indexOf(a.card))), {
        discardPile: appended(s.discardPile, a.card),
        turnsPlayed: replaceAt(s.turnsPlayed, seat, (s.turnsPlayed[seat] ?? 0) + 1),
        known: knownLess(s, seat, [a.card]),
      });
    case "takePozzetto":
      return bare(s, replaceAt(s.held, seat, from(s.pozzetti[0] ?? [], 0)), {
        pozzetti: from(s.pozzetti, 1),
        pozzettoTaken: replaceAt(s.pozzettoTaken, s.sides[seat] as number, true),
      });
  }
}

function applyTrustedAll(): void {
  for (let i = 0; i < states.length; i++) {
    const r = apply(states[i] as HandState, listedActions[i] as Action);
    if (r.ok) sink ^= r.value.turn;
  }
}
function applyUntrustedAll(): void {
  for (let i = 0; i < states.length; i++) {
    const r = apply(states[i] as HandState, copies[i] as Action);
    if (r.ok) sink ^= r.value.turn;
  }
}
function floorAll(): void {
  for (let i = 0; i < states.length; i++) sink ^= floorStep(states[i] as HandState, listedActions[i] as Action).turn;
}

// ---- Playouts against random-bot hands -------------------------------------------------------------
const PLAYOUT_BATCH = 20;
let playoutSeed = 0;
function randomPlayouts(): void {
  for (let k = 0; k < PLAYOUT_BATCH; k++) {
    const i = playoutSeed++;
    sink ^= playout(
      dealt({ ruleset: presets.classic, seed: dealSeed("bench-random", i), dealer: i % 4 }),
      seedRng(i),
      "random",
    ).actions;
  }
}
let simSeed = 0;
function randomBotHands(): void {
  simulate({
    ruleset: presets.classic,
    seed: `bench-random-${simSeed++}`,
    handCount: PLAYOUT_BATCH,
    bots: [randomBot],
    keepHands: false,
  });
}

/** Units of `work` per second of this process's CPU time (and of wall clock), after a warm-up. */
function rate(work: () => void, units: number, minMs: number): { cpu: number; wall: number } {
  work();
  let runs = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  while (performance.now() - t0 < minMs) {
    work();
    runs++;
  }
  const cpu = process.cpuUsage(cpu0);
  return {
    cpu: (runs * units * 1e6) / (cpu.user + cpu.system),
    wall: (runs * units * 1000) / (performance.now() - t0),
  };
}

const fmt = (n: number): string => Math.round(n).toLocaleString("en-US");

function playoutFigure(): string {
  const bot = rate(randomBotHands, PLAYOUT_BATCH, 3000);
  const play = rate(randomPlayouts, PLAYOUT_BATCH, 3000);
  return (
    `random playouts: ${fmt(play.cpu)} hands/s CPU (${fmt(play.wall)} wall); randomBot hands: ${fmt(bot.cpu)} hands/s CPU ` +
    `(${fmt(bot.wall)} wall); ratio ${(play.cpu / bot.cpu).toFixed(2)}× CPU, ${(play.wall / bot.wall).toFixed(2)}× wall (target ≥ 3×)`
  );
}

function floorFigure(): string {
  // Interleaved rounds, so that a slow spell of the shared machine hits both sides alike; medians.
  const trusted: number[] = [];
  const floor: number[] = [];
  const untrusted: number[] = [];
  for (let round = 0; round < 7; round++) {
    floor.push(rate(floorAll, states.length, 400).cpu);
    trusted.push(rate(applyTrustedAll, states.length, 400).cpu);
    untrusted.push(rate(applyUntrustedAll, states.length, 400).cpu);
  }
  const [t, f, u] = [median(trusted), median(floor), median(untrusted)];
  const rounds = trusted.map((x, i) => ((floor[i] as number) / x).toFixed(2)).join(" ");
  return (
    `apply (listed actions): ${fmt(t)} actions/s CPU; floor step: ${fmt(f)}/s (medians of 7 rounds); ` +
    `apply = ${(f / t).toFixed(2)}× the floor (target ≤ 1.2×; rounds ${rounds}); untrusted apply (JSON copies): ${fmt(u)}/s = ${(f / u).toFixed(2)}× the floor`
  );
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1] as number;
}

if (process.env.VITEST === undefined) {
  console.log(`${states.length} positions of ${HANDS} greedy hands`);
  console.log(floorFigure());
  console.log(playoutFigure());
} else {
  const { bench, describe } = await import("vitest");
  const printing = (figure: () => string) => ({
    teardown: (_task: unknown, mode: "run" | "warmup") => {
      if (mode === "run") console.log(figure());
    },
  });
  describe(`apply on ${states.length} positions of ${HANDS} greedy hands`, () => {
    bench("floor step (bare copies)", floorAll);
    bench("apply, listed (trusted) actions", applyTrustedAll);
    bench("apply, JSON copies (checked)", applyUntrustedAll, printing(floorFigure));
  });
  describe(`${PLAYOUT_BATCH} classic hands per iteration`, () => {
    bench("randomBot at every seat (simulate)", randomBotHands);
    bench("random playouts", randomPlayouts, printing(playoutFigure));
  });
}

// Keeps the benched results observable, so that no engine can drop the work as dead code.
(globalThis as { benchSink?: number }).benchSink = sink;
