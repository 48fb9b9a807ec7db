/**
 * Finding of the trust-boundary review: a meld listed by legalActions shared its public `cards`
 * array with the reading its check built. Code that gets the list (a bot, a plugin) could write
 * into that array, put back a copy with the listed cards, and apply: the trusted path committed
 * the written reading, so a card left the hand while another was put on the table (a duplicated
 * card, a vanished one); and the state after apply held the action's array as its meld.
 */
import { type Action, apply, checkState, type HandState, legalActions, type MeldAction, presets } from "burraco";
import { describe, expect, it } from "vitest";
import { dealt } from "../helpers/state.js";

// The first deal (seed "meld-0", "meld-1", …) whose seat to play may meld after drawing.
function withMeld(): { state: HandState; action: MeldAction } {
  for (let i = 0; ; i++) {
    const s = dealt({ ruleset: presets.classic, seed: `meld-${i}` });
    const r = apply(s, { type: "draw", seat: s.turn });
    if (!r.ok) throw new Error(r.error.message);
    const action = legalActions(r.value).find((a): a is MeldAction => a.type === "meld");
    if (action !== undefined) return { state: r.value, action };
  }
}

const cardCount = (s: HandState): number =>
  s.stock.length +
  s.discardPile.length +
  s.held.flat().length +
  s.melds.flat().reduce((n, m) => n + m.cards.length, 0) +
  s.pozzetti.flat().length;

describe("a listed meld's cards are its own", () => {
  it("writing into the listed array, then putting back a copy, cannot change what apply puts down", () => {
    const { state, action } = withMeld();
    const listed = action.cards.slice();
    const outside = state.stock[0] as number; // a card the seat does not hold
    (action.cards as number[])[0] = outside;
    (action as { cards: readonly number[] }).cards = listed;
    const r = apply(state, action as Action);
    expect(r.ok).toBe(true);
    const next = r.value as HandState;
    expect(cardCount(next)).toBe(108);
    expect(next.melds.flat().some((m) => m.cards.includes(outside))).toBe(false);
    expect(checkState(JSON.parse(JSON.stringify(next))).ok).toBe(true);
  });

  it("the state after apply does not hold the action's array: changing it later changes no meld", () => {
    const { state, action } = withMeld();
    const next = apply(state, action).value as HandState;
    const before = JSON.stringify(next.melds);
    (action.cards as number[]).fill(0);
    expect(JSON.stringify(next.melds)).toBe(before);
  });
});
