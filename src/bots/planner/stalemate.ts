/**
 * R8.2 in the plan: the plans whose turn ends the hand by the stalemate (a full round of one-card
 * pile swaps with no meld), and whether the seat's side wants that now.
 * @module
 */
import type { RngState } from "../../random/prng.js";
import { reduceParsed } from "../../reducers/apply.js";
import { scoreView } from "../../scoring/scoreView.js";
import type { HandState } from "../../state/types.js";
import type { PlayerView } from "../../state/view.js";
import { greedyToDiscard, type Plan } from "./plans.js";

/**
 * The seat's side's place in the hand so far, as everyone sees it (R9.1, R9.2, R9.5): its melds'
 * points and burraco bonuses, less the penalty of a pozzetto not taken, against every other
 * side's. `"ahead"` above all of them, `"behind"` below one of them, else `"level"`. The cards in
 * the other hands are hidden, so no side's hand is counted.
 */
export function standing(view: PlayerView): "ahead" | "level" | "behind" {
  if (view.seat === null) return "level";
  const sheet = scoreView(view);
  const mine = view.sides[view.seat] as number;
  const shown = sheet.sides.map((s) => s.meldPoints + s.burracoBonus + s.pozzettoPenalty);
  const own = shown[mine] as number;
  if (shown.some((x, side) => side !== mine && x > own)) return "behind";
  return shown.every((x, side) => side === mine || own > x) ? "ahead" : "level";
}

/**
 * What playing `plan` on `sample` does to the R8.2 stalemate: `"ends"` the hand by it, `"opens"`
 * the last step of it (a stale turn, a one-card pile taken and nothing laid down, after which the
 * next player's own stale turn would end the hand), or `null`. A plan that stops at the draw (a
 * one-card pile taken) is followed by greedy's turn (the seat's own cards decide that turn, and
 * they are the view's in every sample).
 */
export function stalemateOf(sample: HandState, plan: Plan, rng: RngState): "ends" | "opens" | null {
  const seat = sample.turn;
  const players = sample.held.length;
  let s = sample;
  for (const a of plan.actions) {
    const next = reduceParsed(s, a);
    if ("code" in next) return null;
    s = next;
  }
  if (s.end === null && s.phase === "play" && s.turn === seat) {
    const rest = greedyToDiscard(s, seat, s.pozzettoTaken[s.sides[seat] as number] === true, rng);
    if (rest === null) return null;
    s = rest.state;
  }
  if (s.end !== null) return s.end.reason === "stalemate" ? "ends" : null;
  return s.turn !== seat && s.stalemateTurns >= players - 1 ? "opens" : null;
}

/**
 * The plans without those that end the hand by the R8.2 stalemate unless the seat's side is ahead
 * (then ending the hand may be what it wants, and the playouts judge it), and without those that
 * let the next player (an opponent: sides alternate at the table) end it when that player's side
 * is the one ahead, that is when the seat's is behind; all of them when every plan is one of
 * those. Only a turn that takes a one-card discard pile late in a stale round can, so other
 * positions cost nothing here. Under `stalemate: "force-draw"` a full round only obliges the next
 * player to draw: nothing is dropped.
 */
export function avoidStalemate(view: PlayerView, sample: HandState, plans: readonly Plan[], rng: RngState): Plan[] {
  const players = view.heldCounts.length;
  const oneCard = view.phase === "draw" ? view.discardCount === 1 : view.pileTaken === 1 && !view.meldedThisTurn;
  const late = view.ruleset.stalemate === "end-hand" && view.stalemateTurns >= players - 2;
  const place = late && oneCard ? standing(view) : "ahead";
  if (place === "ahead") return plans.slice();
  const kept = plans.filter((p) => {
    const what = stalemateOf(sample, p, rng);
    return what === null || (what === "opens" && place === "level");
  });
  return kept.length > 0 ? kept : plans.slice();
}
