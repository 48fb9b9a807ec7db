/**
 * A hoarded hand (issue 29, E6): seat 0 takes every discard pile and never melds, the others draw
 * and discard as greedy would without ever melding, until seat 0 holds `cards` cards at its draw.
 * The worst case for the planner's cost: a huge hand to plan and play out.
 */
import { greedyBot } from "../../src/bots/greedyBot.js";
import { legalActions } from "../../src/legal/legalActions.js";
import { seedRng } from "../../src/random/prng.js";
import { apply } from "../../src/reducers/apply.js";
import { presets } from "../../src/rules/presets.js";
import { newHand } from "../../src/state/deal.js";
import type { HandState } from "../../src/state/types.js";
import { viewFor } from "../../src/state/view.js";

export function hoarded(cards: number, seed = 1): HandState {
  const dealt = newHand({ ruleset: presets.twoPlayers, seed });
  if (!dealt.ok) throw new Error(dealt.error.message);
  let s = dealt.value;
  let rng = seedRng(seed);
  for (let n = 0; n < 5000 && s.phase !== "ended"; n++) {
    const legal = legalActions(s);
    if (s.turn === 0 && s.phase === "draw" && (s.held[0]?.length ?? 0) >= cards) return s;
    let action = legal[0];
    if (s.turn === 0) {
      action = legal.find((a) => a.type === "pickUpDiscards") ?? legal.find((a) => a.type !== "meld") ?? action;
    } else {
      const quiet = legal.filter((a) => a.type === "draw" || a.type === "discard");
      [action, rng] = greedyBot(viewFor(s, s.turn), quiet.length > 0 ? quiet : legal, rng) as [
        typeof action,
        typeof rng,
      ];
    }
    if (action === undefined || action === null) break;
    const next = apply(s, action);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  throw new Error(`no hoarded hand of ${cards} cards with seed ${seed}`);
}

/** {@link hoarded}, then seat 0 takes the pile: its play phase with the pile in hand. */
export function hoardedPlay(cards: number, seed = 1): HandState {
  const s = hoarded(cards, seed);
  const pick = legalActions(s).find((a) => a.type === "pickUpDiscards");
  if (pick === undefined) throw new Error("no pile to take");
  const next = apply(s, pick);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}
