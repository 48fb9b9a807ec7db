/**
 * Perfect recall (RULES.md R14.1, R14.2), tested rather than asserted: an observer per seat (and a
 * spectator) starts from that seat's first view and then learns only from the public events of each
 * action (and, for its own seat, from its own draws and pozzetto, which its view shows it). At every
 * step of random hands of every preset, what the observer worked out must equal the seat's view:
 * every seat's known cards (the ids, in order), card counts, the discard pile, each unplayed
 * pozzetto's size, the melds, its own hand, the time-out seat (R8.3: the referee calls it now and
 * then), and at the end every hand shown.
 */
import {
  type Action,
  apply,
  type CardId,
  callTimeOut,
  type HandState,
  legalActions,
  type Meld,
  newHand,
  type PlayerView,
  type PublicEvent,
  presets,
  publicEvents,
  viewFor,
} from "burraco";
import { nextInt, type RngState, seedRng } from "burraco/bots";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** What one seat can work out from its first view and the events since. */
interface Observer {
  readonly seat: number;
  readonly players: number;
  known: CardId[][];
  counts: number[];
  pile: CardId[];
  unplayed: number[];
  melds: Meld[][];
  own: CardId[];
  /** Its own pozzetto taken on discard, whose cards it learns at its next turn (R6.3). */
  waiting: boolean;
  revealed: readonly (readonly CardId[])[] | null;
  /** The seat whose discard ends the last round, once time out is called (R8.3). */
  timeOut: number | null;
}

function observe(view: PlayerView): Observer {
  const players = view.heldCounts.length;
  return {
    seat: view.seat ?? players,
    players,
    known: view.known.map((k) => [...k]),
    counts: [...view.heldCounts],
    pile: view.discardTop === null ? [] : [view.discardTop],
    unplayed: [...view.unplayedPozzettoCounts],
    melds: view.melds.map((side) => [...side]),
    own: [...view.held],
    waiting: false,
    revealed: null,
    timeOut: view.timeOut,
  };
}

const without = (list: readonly CardId[], gone: readonly CardId[]): CardId[] => list.filter((id) => !gone.includes(id));

/** Learns one event; `mine` is the seat's view after the action, read only for its own cards. */
function learn(o: Observer, e: PublicEvent, mine: PlayerView): void {
  if (e.type === "handEnd") {
    o.revealed = e.held;
    return;
  }
  if (e.type === "timeOut") {
    o.timeOut = e.endsWith;
    return;
  }
  const s = e.seat;
  const self = s === o.seat;
  const leave = (cards: readonly CardId[]): void => {
    o.known[s] = without(o.known[s] ?? [], cards);
    o.counts[s] = (o.counts[s] ?? 0) - cards.length;
    if (self) o.own = without(o.own, cards);
  };
  switch (e.type) {
    case "draw":
      o.counts[s] = (o.counts[s] ?? 0) + 1;
      // Its own draw: the one card of its view's hand it did not hold.
      if (self) o.own.push(...without(mine.held, o.own));
      break;
    case "pickUpDiscards":
      o.known[s] = [...(o.known[s] ?? []), ...e.cards];
      o.counts[s] = (o.counts[s] ?? 0) + e.cards.length;
      o.pile = [];
      if (self) o.own.push(...e.cards);
      break;
    case "meld":
    case "attach": {
      leave(e.cards);
      const side = o.melds[e.side] ?? [];
      side[e.index] = e.meld;
      o.melds[e.side] = side;
      break;
    }
    case "discard":
    case "close":
      leave([e.card]);
      o.pile.push(e.card);
      break;
    case "takePozzetto":
      o.counts[s] = (o.counts[s] ?? 0) + e.size;
      if (e.onDiscard) {
        o.unplayed[s] = e.size;
        if (self) o.waiting = true;
      } else if (self) o.own = [...mine.held];
      break;
  }
}

/** After a discard that did not end the hand, the next seat may play its waiting pozzetto (R6.3). */
function nextTurn(o: Observer, discarder: number, mine: PlayerView): void {
  const next = (discarder + 1) % o.players;
  o.unplayed[next] = 0;
  if (next === o.seat && o.waiting) {
    o.own = [...mine.held]; // its own pozzetto, now shown to it
    o.waiting = false;
  }
}

const sorted = (ids: readonly CardId[]): CardId[] => [...ids].sort((a, b) => a - b);

function compare(o: Observer, view: PlayerView, state: HandState): void {
  const where = `seat ${o.seat}, ${JSON.stringify(state.ruleset.players)} players`;
  expect(o.known, `known cards, ${where}`).toEqual(view.known);
  expect(o.counts, where).toEqual(view.heldCounts);
  expect(o.unplayed, where).toEqual(view.unplayedPozzettoCounts);
  expect(o.pile.length, where).toBe(view.discardCount);
  expect(o.pile.at(-1) ?? null, where).toBe(view.discardTop);
  if (view.discardPile !== undefined) expect(o.pile, where).toEqual(view.discardPile);
  // Three players may pair mid-hand, merging two sides' melds (R11.3): melds are compared with 2 and 4.
  if (o.players !== 3) expect(o.melds, where).toEqual(view.melds);
  if (o.seat < o.players) expect(sorted(o.own), where).toEqual(sorted(view.held));
  expect(o.revealed, where).toEqual(view.revealed?.held ?? null);
  expect(o.timeOut, where).toBe(view.timeOut);
}

/** A random legal action, leaning to pick-ups, melds and attaches so that known cards come and go. */
function choose(list: readonly Action[], rng: RngState): [Action, RngState] {
  const [roll, r1] = nextInt(rng, 10);
  const keen = list.filter((a) => a.type === "pickUpDiscards" || a.type === "meld" || a.type === "attach");
  const pool = keen.length > 0 && roll < 7 ? keen : list;
  const [i, r2] = nextInt(r1, pool.length);
  return [pool[i] as Action, r2];
}

/** Plays one hand to its end (or 600 actions), checking every observer at every step. */
function playChecked(ruleset: HandState["ruleset"], seed: number, policy: number): void {
  let state = newHand({ ruleset, seed }).value as HandState;
  const observers = Array.from({ length: ruleset.players + 1 }, (_, seat) => observe(viewFor(state, seat)));
  let rng = seedRng(policy);
  let steps = 0;
  while (state.phase !== "ended" && steps < 600) {
    // Now and then the referee calls time out (R8.3), a public event like the moves.
    const [roll, r0] = nextInt(rng, 60);
    const [action, next] = choose(legalActions(state), r0);
    rng = next;
    const move = roll === 0 && state.timeOut === null ? ({ call: "timeOut" } as const) : action;
    const after = (move === action ? apply(state, action) : callTimeOut(state)).value as HandState;
    const events = publicEvents(state, move, after).value as PublicEvent[];
    for (const o of observers) {
      const mine = viewFor(after, o.seat);
      for (const e of events) learn(o, e, mine);
      const first = events[0];
      if (first?.type === "discard" && after.phase !== "ended") nextTurn(o, first.seat, mine);
      compare(o, mine, after);
    }
    state = after;
    steps++;
  }
}

// 120 hands per preset, over a thousand in all (about a minute); FC_NUM_RUNS raises it.
const RUNS = Number(process.env.FC_NUM_RUNS ?? 0) || 120;

describe("R14.1 R14.2 perfect recall: observers fed only public events agree with the views", () => {
  for (const [name, ruleset] of Object.entries(presets)) {
    it(`R14.2 ${name}: every seat's known cards, counts, pile, melds and own hand at every step`, () => {
      fc.assert(
        fc.property(fc.integer(), fc.integer(), (seed, policy) => {
          playChecked(ruleset, seed, policy);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it("the hands reach what is checked: piles taken, known cards melded, pozzetti on discard", () => {
    const seen = { pickUp: 0, knownMelded: 0, onDiscard: 0, end: 0 };
    for (let seed = 0; seed < 40; seed++) {
      let state = newHand({ ruleset: presets.classic, seed }).value as HandState;
      let rng = seedRng(seed);
      while (state.phase !== "ended") {
        const [action, next] = choose(legalActions(state), rng);
        rng = next;
        const after = apply(state, action).value as HandState;
        for (const e of publicEvents(state, action, after).value ?? []) {
          if (e.type === "pickUpDiscards") seen.pickUp++;
          if ((e.type === "meld" || e.type === "attach") && e.cards.some((id) => state.known[e.seat]?.includes(id)))
            seen.knownMelded++;
          if (e.type === "takePozzetto" && e.onDiscard) seen.onDiscard++;
          if (e.type === "handEnd") seen.end++;
        }
        state = after;
      }
    }
    expect(seen.pickUp).toBeGreaterThan(100);
    expect(seen.knownMelded).toBeGreaterThan(50);
    expect(seen.onDiscard).toBeGreaterThan(0);
    expect(seen.end).toBe(40);
  });
});
