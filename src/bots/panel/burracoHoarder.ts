/**
 * `burracoHoarderBot`: greedy's play, holding small combinations back to lay them long, for burraco.
 * @module
 */
import type { Action, MeldAction } from "../../actions/types.js";
import { isWildcard, RANK, SUIT } from "../../cards/card.js";
import { sideCanClose } from "../../melds/burraco.js";
import type { PlayerView } from "../../state/view.js";
import { createGreedyBot } from "../greedyBot.js";
import { libraryBot } from "../handed.js";
import { type HandProfile, profileOf } from "../profile.js";
import type { Bot } from "../types.js";

/** A new meld goes down only when the hand can make it this long at once. */
const HOARD_MELD = 5;
/** At this stock or below, or after time out (R8.3), everything goes down: the hand may end soon. */
const LATE_STOCK = 20;
/** An opponent who can close and holds this many cards or fewer may close next turn. */
const THREAT_CARDS = 8;

/** Greedy that spends wildcards on melds of 4 or more (heading for 7) rather than 6 or more. */
const base: Bot = /* @__PURE__ */ createGreedyBot({ wildMinMeld: 4 });

function has(mask: number, p: number): boolean {
  return p >= 1 && p <= 14 && ((mask >> p) & 1) === 1;
}

/**
 * How long a new meld could be made at once from the hand: a set with every natural of its rank
 * held, a run stretched over the held naturals of its suit next to it; a wildcard in it counts one.
 */
function meldReach(a: MeldAction, profile: HandProfile): number {
  let wilds = 0;
  const ranks: number[] = [];
  let suit = -1;
  for (const id of a.cards) {
    const r = RANK[id] as number;
    if (isWildcard(id)) wilds++;
    else {
      ranks.push(r);
      suit = SUIT[id] as number;
    }
  }
  if (ranks.length <= 1) return a.cards.length;
  const first = ranks[0] as number;
  // Two naturals of one rank are a set (a run never repeats a rank).
  if (ranks.every((r) => r === first)) return Math.max((profile.rankCount[first] as number) + wilds, a.cards.length);
  // A run: the ace is high when the run reaches the king's end.
  const pos = ranks.map((r) => (r === 1 && ranks.some((q) => q >= 10) ? 14 : r));
  let lo = Math.min(...pos);
  let hi = Math.max(...pos);
  // Wildcards not filling a gap between the naturals stand at an end.
  const spare = Math.max(0, wilds - (hi - lo + 1 - ranks.length));
  const mask = profile.suitMask[suit] as number;
  while (has(mask, lo - 1)) lo--;
  while (has(mask, hi + 1)) hi++;
  return Math.max(hi - lo + 1 + spare, a.cards.length);
}

/** Whether the hand may end soon, so that held cards would count against the side (R9.4). */
function mustUnload(view: PlayerView): boolean {
  if (view.stockCount <= LATE_STOCK || view.timeOut !== null || view.held.length <= 4) return true;
  const seat = view.seat ?? view.turn;
  const side = view.sides[seat] ?? seat;
  for (let s = 0; s < view.sides.length; s++) {
    const other = view.sides[s] ?? s;
    if (other === side) continue;
    if ((view.heldCounts[s] ?? 0) <= THREAT_CARDS && sideCanClose(view.melds[other] ?? [], view.ruleset)) return true;
  }
  return false;
}

/**
 * The burraco hoarder, a bot of the expert panel (`hoarder` on the command line): it builds for
 * burraco (R5). It keeps a combination in hand until it can lay at least 5 of its cards at once,
 * then attaches to its melds at every chance, spending wildcards on melds of 4 or more on their way
 * to 7; it lays everything down as {@link greedyBot} does once the hand may end soon (20 cards or
 * fewer in the stock, time out, 4 cards or fewer in its hand, or an opponent who can close holding
 * 8 or fewer). Draws, discards and closes are greedy's.
 *
 * Deterministic: greedy's ties are broken by the seeded PRNG.
 * @example
 * import { simulate } from "burraco/sim";
 * import { burracoHoarderBot, greedyBot } from "burraco/bots";
 * const report = simulate({ seed: 1, handCount: 2, bots: [burracoHoarderBot, greedyBot] });
 * report.value?.summary.errors; // 0
 */
export const burracoHoarderBot: Bot = /* @__PURE__ */ libraryBot((view, legal, rng) => {
  if (view.phase !== "play" || mustUnload(view)) return base(view, legal, rng);
  const profile = profileOf(view.held);
  const kept: Action[] = legal.filter((a) => a.type !== "meld" || meldReach(a, profile) >= HOARD_MELD);
  return base(view, kept.length === 0 ? legal : kept, rng);
});
