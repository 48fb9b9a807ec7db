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
 * Whether the seat's side is ahead in the hand so far, as everyone sees it (R9.1, R9.2, R9.5): its
 * melds' points and burraco bonuses, less the penalty of a pozzetto not taken, above every other
 * side's. The cards in the other hands are hidden, so neither side's hand is counted.
 */
export function aheadNow(view: PlayerView): boolean {
  if (view.seat === null) return false;
  const sheet = scoreView(view);
  const mine = view.sides[view.seat] as number;
  const shown = sheet.sides.map((s) => s.meldPoints + s.burracoBonus + s.pozzettoPenalty);
  const own = shown[mine] as number;
  return shown.every((x, side) => side === mine || own > x);
}

/**
 * Whether playing `plan` on `sample` ends the hand by the R8.2 stalemate, or makes a stale turn
 * (a one-card pile taken, nothing laid down) after which the next player's own stale turn would:
 * its own actions do, or, for a plan that stops at the draw (a one-card pile taken), greedy's turn
 * after it does (the seat's own cards decide that turn, and they are the view's in every sample).
 */
export function opensStalemate(sample: HandState, plan: Plan, rng: RngState): boolean {
  const seat = sample.turn;
  const players = sample.held.length;
  let s = sample;
  for (const a of plan.actions) {
    const next = reduceParsed(s, a);
    if ("code" in next) return false;
    s = next;
  }
  if (s.end === null && s.phase === "play" && s.turn === seat) {
    const rest = greedyToDiscard(s, seat, s.pozzettoTaken[s.sides[seat] as number] === true, rng);
    if (rest === null) return false;
    s = rest.state;
  }
  if (s.end !== null) return s.end.reason === "stalemate";
  return s.turn !== seat && s.stalemateTurns >= players - 1;
}

/**
 * The plans without those that end the hand by the R8.2 stalemate or let the next player end it
 * so (an opponent: sides alternate at the table), unless the seat's side is ahead (then ending the
 * hand may be what it wants, and the playouts judge it) or every plan does. Only a turn that takes
 * a one-card discard pile late in a stale round can, so other positions cost nothing here. Under
 * `stalemate: "force-draw"` a full round only obliges the next player to draw: nothing is dropped.
 */
export function avoidStalemate(view: PlayerView, sample: HandState, plans: readonly Plan[], rng: RngState): Plan[] {
  const players = view.heldCounts.length;
  const oneCard = view.phase === "draw" ? view.discardCount === 1 : view.pileTaken === 1 && !view.meldedThisTurn;
  const late = view.ruleset.stalemate === "end-hand" && view.stalemateTurns >= players - 2;
  if (!late || !oneCard || aheadNow(view)) return plans.slice();
  const kept = plans.filter((p) => !opensStalemate(sample, p, rng));
  return kept.length > 0 ? kept : plans.slice();
}
