/**
 * Finding 2 of issue 8: an action was read more than once, so a getter or a Proxy could pass the
 * check with one value and hand the reducer another (a state with 97 cards); a throwing getter was
 * blamed on the state.
 */
import {
  type Action,
  apply as applyTyped,
  checkState,
  discard,
  type HandState,
  legalActions,
  parseAction,
  presets,
  type Result,
} from "burraco";
import { describe, expect, it } from "vitest";
import { dealt } from "../helpers/state.js";

// Hostile values are not Actions to the compiler: apply still reads them at run time.
const apply = (state: HandState, action: unknown): Result<HandState> => applyTyped(state, action as Action);

// Seat to play, after its draw: it may discard any card of its 12.
const drawn = (() => {
  const s = dealt({ ruleset: presets.classic, seed: "one-read" });
  const r = apply(s, { type: "draw", seat: s.turn });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const seat = drawn.turn;
const held = drawn.held[seat] as readonly number[];
const notHeld = drawn.stock[0] as number;

describe("one read of every action", () => {
  it("a getter is refused with input/invalid and never run (it used to yield a 97-card state)", () => {
    let reads = 0;
    const action = {
      type: "discard",
      seat,
      get card() {
        reads++;
        return reads === 1 ? held[0] : notHeld;
      },
    };
    const r = apply(drawn, action);
    expect(r.error?.code).toBe("input/invalid");
    expect(r.error?.message).toMatch(/getter/);
    expect(reads).toBe(0);
  });

  it("a throwing getter is input/invalid, not state/invalid, and never a throw", () => {
    const action = {
      type: "discard",
      seat,
      get card(): number {
        throw new Error("boom");
      },
    };
    expect(apply(drawn, action).error?.code).toBe("input/invalid");
    expect(discard(drawn, action as never).error?.code).toBe("input/invalid");
  });

  it("a Proxy is read once per field through its descriptors: its get trap never runs, the state stays whole", () => {
    const reads = new Map<PropertyKey, number>();
    let gets = 0;
    const target = { type: "discard", seat, card: held[0] };
    const proxy = new Proxy(target, {
      get(t, k) {
        gets++;
        return k === "card" ? notHeld : Reflect.get(t, k);
      },
      getOwnPropertyDescriptor(t, k) {
        reads.set(k, (reads.get(k) ?? 0) + 1);
        return Reflect.getOwnPropertyDescriptor(t, k);
      },
    });
    const r = apply(drawn, proxy);
    expect(gets).toBe(0);
    for (const [key, n] of reads) expect(n, String(key)).toBe(1);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(checkState(r.value).ok).toBe(true);
      expect(r.value.discardPile.at(-1)).toBe(held[0]);
    }
  });

  it("a Proxy whose traps throw, a revoked Proxy and a card list with a getter are input/invalid", () => {
    const throwing = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("trap");
        },
      },
    );
    const { proxy: revoked, revoke } = Proxy.revocable({ type: "draw", seat }, {});
    revoke();
    const cards = [held[0], held[1], held[2]];
    Object.defineProperty(cards, 1, { get: () => held[1], enumerable: true });
    for (const action of [throwing, revoked, { type: "meld", seat, cards }]) {
      expect(apply(drawn, action).error?.code).toBe("input/invalid");
    }
  });

  it("parseAction returns a fresh plain copy: changing the input afterwards changes nothing", () => {
    const input = { type: "meld", seat, cards: [held[0], held[1], held[2]] };
    const r = parseAction(input);
    expect(r.ok).toBe(true);
    if (!r.ok || r.value.type !== "meld") return;
    expect(r.value).not.toBe(input);
    expect(r.value.cards).not.toBe(input.cards);
    input.cards[0] = notHeld;
    input.seat = 3;
    expect(r.value.cards[0]).toBe(held[0]);
    expect(r.value.seat).toBe(seat);
  });

  it("class instances and inherited fields are not actions", () => {
    class Draw {
      type = "draw";
      seat = seat;
    }
    expect(apply(drawn, new Draw()).error?.code).toBe("input/invalid");
    expect(apply(drawn, Object.create({ type: "draw", seat })).error?.code).toBe("input/invalid");
  });

  it("actions from legalActions still apply", () => {
    for (const action of legalActions(drawn).slice(0, 20)) expect(apply(drawn, action).ok).toBe(true);
  });
});
