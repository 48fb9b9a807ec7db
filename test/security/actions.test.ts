/**
 * Finding 2 of issue 8: an action was read more than once, so a getter or a Proxy could pass the
 * check with one value and hand the reducer another (a state with 97 cards); a throwing getter was
 * blamed on the state. Since issue 26 the promise is "read once, by value": a getter or a trap runs
 * at most once a field, and the value it returned is the one checked and used.
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
  it("issue 26: a getter runs once and its value is the one checked and used (it used to yield a 97-card state)", () => {
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
    expect(reads).toBe(1);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(checkState(r.value).ok).toBe(true);
      expect(r.value.discardPile.at(-1)).toBe(held[0]);
    }
    // The other way round: the first answer is the one refused, whatever the getter would say next.
    reads = 0;
    const lying = {
      type: "discard",
      seat,
      get card() {
        reads++;
        return reads === 1 ? notHeld : held[0];
      },
    };
    expect(apply(drawn, lying).error?.code).toBe("card/not-in-hand");
    expect(reads).toBe(1);
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

  it("issue 26: a Proxy's traps run at most once a field, and what its get trap returns is what is used", () => {
    const gets = new Map<PropertyKey, number>();
    const descriptors = new Map<PropertyKey, number>();
    const count = (m: Map<PropertyKey, number>, k: PropertyKey): void => {
      m.set(k, (m.get(k) ?? 0) + 1);
    };
    const target = { type: "discard", seat, card: notHeld };
    let card = 0;
    const proxy = new Proxy(target, {
      get(t, k) {
        count(gets, k);
        // The first read of `card` says a held card, any later one a card from the stock.
        if (k === "card") return card++ === 0 ? held[0] : notHeld;
        return Reflect.get(t, k);
      },
      getOwnPropertyDescriptor(t, k) {
        count(descriptors, k);
        return Reflect.getOwnPropertyDescriptor(t, k);
      },
    });
    const r = apply(drawn, proxy);
    for (const [key, n] of [...gets, ...descriptors]) expect(n, String(key)).toBeLessThanOrEqual(1);
    expect(gets.get("card")).toBe(1);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(checkState(r.value).ok).toBe(true);
      expect(r.value.discardPile.at(-1)).toBe(held[0]);
    }
  });

  it("issue 26: a getter in a card list runs once, and the card it returns is the one melded", () => {
    const meld = legalActions(drawn).find((a) => a.type === "meld");
    if (meld === undefined || meld.type !== "meld") throw new Error("no meld listed in this deal");
    let reads = 0;
    const cards = meld.cards.slice();
    const first = cards[0] as number;
    Object.defineProperty(cards, 0, {
      enumerable: true,
      get: () => (reads++ === 0 ? first : notHeld),
    });
    const r = apply(drawn, { type: "meld", seat, cards });
    expect(reads).toBe(1);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(checkState(r.value).ok).toBe(true);
      expect(r.value.melds.flat().some((m) => m.cards.includes(notHeld))).toBe(false);
    }
  });

  it("a Proxy whose traps throw, a revoked Proxy and a card list with a throwing getter are input/invalid", () => {
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
    Object.defineProperty(cards, 1, {
      enumerable: true,
      get: () => {
        throw new Error("boom");
      },
    });
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
