/**
 * The action fuzzer behind `npm run fuzz` and its small run in the test suite: hands of every
 * preset, played forward with legal actions, and at every step one action that is legal, near-legal
 * (a legal action with one field wrong), hostile (getters, Proxies, throwing traps, huge or sparse
 * values) or garbage (random JSON-like data). It counts what must never happen: a throw, a changed
 * input, a getter or Proxy `get` trap run more than once for one field (issue 26: read once, by
 * value; a getter that answers differently the second time shows it), and an accepted action whose state does not hold 108 cards or
 * that `checkState` refuses (every accepted non-legal input and one legal move in ten are fully
 * checked), a library-made state reported as `state/invalid`, or an `engine/fault` (an exception
 * inside the library, how a reducer that wrote to its deep-frozen input would show).
 */
import {
  type Action,
  apply,
  callTimeOut,
  checkState,
  type HandState,
  legalActions,
  newHand,
  presetNames,
  presets,
} from "burraco";
import { nextInt, type RngState, seedRng } from "../helpers/internal.js";
import { deepFreeze } from "../helpers/state.js";

/** What a fuzz run counts. Every field but `tried`, `accepted` and `seconds` must be 0. */
export interface FuzzReport {
  tried: number;
  accepted: number;
  throws: number;
  mutatedInputs: number;
  /** Inputs one of whose getters or `get` traps ran more than once for the same field. */
  getterReruns: number;
  inconsistent: number;
  /** Refusals with `engine/fault`: an exception inside the library, a bug whatever the input. */
  faults: number;
  seconds: number;
  /** The first few problems, for a failure message. */
  examples: string[];
}

/** A random source for the fuzzer: the library's own PRNG. */
class Dice {
  private rng: RngState;
  constructor(seed: string | number) {
    this.rng = seedRng(seed);
  }
  int(n: number): number {
    const [v, next] = nextInt(this.rng, n);
    this.rng = next;
    return v;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  chance(percent: number): boolean {
    return this.int(100) < percent;
  }
}

const HUGE = [1e308, -1e308, Number.NaN, Number.POSITIVE_INFINITY, -0, 2 ** 53, -(2 ** 31), 0.5, 108, 4, -1, 1001];
const TYPES = [
  "draw",
  "pickUpDiscards",
  "meld",
  "attach",
  "discard",
  "takePozzetto",
  "close",
  "__proto__",
  "constructor",
  "",
];

/** An array of 10^7 holes, made once: setting such a length costs milliseconds. */
const SPARSE: number[] = [];
SPARSE.length = 10_000_000;

/** Counts getter and `get`-trap calls made by the engine on a hostile input, by field. */
const probe = { gets: new Map<PropertyKey, number>() };
function ran(key: PropertyKey): void {
  probe.gets.set(key, (probe.gets.get(key) ?? 0) + 1);
}

function garbage(d: Dice, depth = 0): unknown {
  switch (d.int(depth > 2 ? 5 : 8)) {
    case 0:
      return d.pick(HUGE);
    case 1:
      return d.pick(TYPES);
    case 2:
      return d.int(2) === 0;
    case 3:
      return null;
    case 4:
      return "x".repeat(d.int(3) === 0 ? 100_000 : d.int(20));
    case 5:
      return Array.from({ length: d.int(5) }, () => garbage(d, depth + 1));
    case 6: {
      const o: Record<string, unknown> = {};
      for (let i = d.int(5); i > 0; i--)
        o[d.pick(["type", "seat", "card", "cards", "meld", "side", "x", "__proto__"])] = garbage(d, depth + 1);
      return o;
    }
    default:
      return { type: d.pick(TYPES), seat: d.int(6) - 1, card: garbage(d, depth + 1), cards: garbage(d, depth + 1) };
  }
}

function nearLegal(d: Dice, state: HandState, legal: Action): unknown {
  const a: Record<string, unknown> = { ...legal };
  if ("cards" in legal) a.cards = legal.cards.slice();
  switch (d.int(9)) {
    case 0:
      a.seat = (legal.seat + 1 + d.int(3)) % 4;
      break;
    case 1:
      a.card = d.int(110) - 1;
      break;
    case 2:
      a.cards = [...(Array.isArray(a.cards) ? a.cards : []), d.int(108)];
      break;
    case 3:
      a.cards = Array.isArray(a.cards) ? [a.cards[0], a.cards[0], ...a.cards.slice(1)] : [];
      break;
    case 4:
      a.type = d.pick(TYPES);
      break;
    case 5:
      a.extra = 1;
      break;
    case 6:
      delete a[d.pick(["seat", "card", "cards", "meld", "type"])];
      break;
    case 7:
      a.meld = d.int(5);
      a.side = d.int(5);
      break;
    default:
      a.card = state.stock[0] ?? 0;
  }
  return a;
}

function hostile(d: Dice, legal: Action): unknown {
  const key = d.pick(["type", "seat", "card", "cards"]);
  switch (d.int(8)) {
    case 0: {
      const o: Record<string, unknown> = { ...legal };
      const real = o[key];
      // The real value first, then a wrong one: what was checked must be what is used.
      let n = 0;
      Object.defineProperty(o, key, {
        enumerable: true,
        get: () => {
          ran(key);
          return n++ === 0 ? real : key === "cards" ? [107, 106, 105] : 999;
        },
      });
      return o;
    }
    case 1: {
      const o: Record<string, unknown> = { ...legal };
      Object.defineProperty(o, key, {
        enumerable: true,
        get: () => {
          ran(key);
          throw new Error("getter");
        },
      });
      return o;
    }
    case 2:
      return new Proxy(
        { ...legal },
        {
          get: (t, k) => {
            ran(k);
            return k === "card" ? 999 : Reflect.get(t, k);
          },
        },
      );
    case 3:
      return new Proxy(
        { ...legal },
        {
          ownKeys: () => {
            throw new Error("ownKeys");
          },
        },
      );
    case 4: {
      const { proxy, revoke } = Proxy.revocable({ ...legal }, {});
      revoke();
      return proxy;
    }
    case 5:
      return { ...legal, cards: d.chance(50) ? SPARSE : new Array(109) };
    case 6:
      return { ...legal, [Symbol("s")]: 1, ["\u001b[31m\n".repeat(d.int(4) + 1)]: 1 };
    default: {
      const o = Object.create({ type: legal.type, seat: legal.seat });
      return d.chance(50) ? o : Object.assign(o, legal);
    }
  }
}

function cardCount(s: HandState): number {
  let n = s.stock.length + s.discardPile.length;
  for (const h of s.held) n += h.length;
  for (const p of s.pozzetti) n += p.length;
  for (const side of s.melds) for (const m of side) n += m.cards.length;
  return n;
}

/** A JSON snapshot of an input, or `null` when it cannot be taken (hostile inputs). */
function snapshot(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? "undefined";
  } catch {
    return null;
  }
}

/**
 * Runs `count` actions and returns the counts. `seed` fixes every choice, so a run can be repeated.
 * @example
 * const report = runFuzz(5000, "suite"); // report.throws === 0, …
 */
export function runFuzz(count: number, seed: string | number = "fuzz"): FuzzReport {
  const d = new Dice(seed);
  const report: FuzzReport = {
    tried: 0,
    accepted: 0,
    throws: 0,
    mutatedInputs: 0,
    getterReruns: 0,
    inconsistent: 0,
    faults: 0,
    seconds: 0,
    examples: [],
  };
  const note = (what: string) => {
    if (report.examples.length < 5) report.examples.push(what);
  };
  let hand = 0;
  // Every preset in turn, each hand from its own seed and dealer.
  const deal = (): HandState => {
    const ruleset = presets[presetNames[hand % presetNames.length] ?? "classic"];
    const r = newHand({ ruleset, seed: `${String(seed)}/${hand}`, dealer: hand % ruleset.players });
    hand++;
    if (!r.ok) throw new Error(r.error.message);
    return deepFreeze(r.value);
  };
  let state = deal();
  let legal = legalActions(state);
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    if (state.phase === "ended" || legal.length === 0) {
      state = deal();
      legal = legalActions(state);
    }
    // Now and then the referee calls time out (R8.3), so fuzzed hands reach last rounds too.
    if (state.timeOut === null && d.chance(1)) {
      const called = callTimeOut(state);
      if (!called.ok) {
        report.inconsistent++;
        note(`time out refused on a running hand: ${called.error.message}`);
      } else {
        state = deepFreeze(called.value);
        legal = legalActions(state);
      }
    }
    const base = d.pick(legal);
    const kind = d.int(100);
    const input = kind < 40 ? base : kind < 60 ? nearLegal(d, state, base) : kind < 80 ? hostile(d, base) : garbage(d);
    // Hostile inputs are not JSON (getters, Proxies, arrays of 10^7 holes): their check is that no
    // getter or trap runs twice for a field, and that what is accepted is consistent.
    const before = kind >= 60 && kind < 80 ? null : snapshot(input);
    probe.gets.clear();
    report.tried++;
    let r: ReturnType<typeof apply>;
    try {
      r = apply(state, input as Action);
    } catch (e) {
      report.throws++;
      note(`throw: ${String(e)}`);
      continue;
    }
    const rerun = [...probe.gets].find(([, n]) => n > 1);
    if (rerun !== undefined) {
      report.getterReruns++;
      note(`a getter or get trap ran ${rerun[1]} times for ${String(rerun[0])}`);
    }
    if (before !== null && snapshot(input) !== before) {
      report.mutatedInputs++;
      note(`input changed: ${before.slice(0, 80)}`);
    }
    if (!r.ok) {
      if (r.error.code === "engine/fault") {
        report.faults++;
        note(`engine/fault: ${r.error.message}`);
      } else if (r.error.code === "state/invalid") {
        report.inconsistent++;
        note(`state/invalid on a library state: ${r.error.message}`);
      }
      continue;
    }
    report.accepted++;
    // Every accepted odd input gets the full check, legal moves one in ten (checkState costs a
    // millisecond; legal moves are also covered by the property tests); all get the card count.
    if (cardCount(r.value) !== 108) {
      report.inconsistent++;
      note(`accepted into a state of ${cardCount(r.value)} cards`);
      continue;
    }
    const checked = kind < 40 && i % 10 !== 0 ? null : checkState(r.value);
    if (checked !== null && !checked.ok) {
      report.inconsistent++;
      note(`accepted into an inconsistent state: ${checked.error.message}`);
      continue;
    }
    // Legal moves play the hand forward; an accepted odd input only if it was really a move.
    if (kind < 40 || d.chance(30)) {
      state = deepFreeze(r.value);
      legal = legalActions(state);
    }
  }
  report.seconds = (performance.now() - start) / 1000;
  return report;
}
