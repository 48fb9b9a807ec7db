/**
 * Burraco completions: the attaches of several cards at once that make one of the seat's side's
 * melds seven cards or more (a burraco, R5.1) this turn. `legalActions` lists one-card attaches,
 * and a run that needs a wildcard in a gap cannot grow a card at a time (a wildcard attached alone
 * stands at the run's low end, R4.6), so the plans built from greedy's turns miss these lines.
 * @module
 */
import type { AttachAction } from "../../actions/types.js";
import type { CardId } from "../../cards/card.js";
import { RANK, SUIT } from "../../cards/card.js";
import { checkAttach } from "../../checks/actions.js";
import type { HandState, Meld } from "../../state/types.js";

/** The most completions one position gives: each is a plan the playouts must judge. */
const MOST = 4;

const isWild = (id: CardId): boolean => RANK[id] === 0 || RANK[id] === 2;

/** The hand's naturals of `suit` by run position (1–14, an ace at both 1 and 14), one card each. */
function byPosition(hand: readonly CardId[], suit: number): (CardId | undefined)[] {
  const at: (CardId | undefined)[] = [];
  for (const id of hand) {
    if (isWild(id) || SUIT[id] !== suit) continue;
    const r = RANK[id] as number;
    at[r] ??= id;
    if (r === 1) at[14] ??= id;
  }
  return at;
}

/** Card lists that grow the run `m` to 7 cards or more: naturals from the hand, one wildcard for one gap. */
function runGrowths(m: Meld, hand: readonly CardId[], wild: CardId | undefined): CardId[][] {
  const at = byPosition(hand, m.suit as number);
  const out: CardId[][] = [];
  for (let lo = 1; lo <= m.from; lo++) {
    for (let hi = Math.max(m.to, lo + 6); hi <= 14 && hi - lo < 14; hi++) {
      const cards: CardId[] = [];
      let gaps = 0;
      for (let p = lo; p <= hi; p++) {
        if (p >= m.from && p <= m.to) continue;
        const id = at[p];
        // One ace cannot stand at both ends.
        if (id !== undefined && !cards.includes(id)) cards.push(id);
        else gaps++;
      }
      if (gaps === 1 && wild !== undefined && m.wildcard === null) cards.push(wild);
      else if (gaps > 0) continue;
      if (m.cards.length + cards.length >= 7) out.push(cards);
    }
  }
  // The fewest cards first: the line that spends least of the hand.
  return out.sort((a, b) => a.length - b.length);
}

/** The card list that grows the set `m` to 7 cards or more, if the hand has it. */
function setGrowth(m: Meld, hand: readonly CardId[], wild: CardId | undefined): CardId[] | null {
  const naturals = hand.filter((id) => !isWild(id) && RANK[id] === m.rank);
  if (m.cards.length + naturals.length >= 7) return naturals;
  if (wild !== undefined && m.wildcard === null && m.cards.length + naturals.length + 1 >= 7)
    return [...naturals, wild];
  return null;
}

/**
 * The attaches that turn one of `seat`'s side's melds into a burraco now, each checked as an
 * attach is (R4.7, R4.8, R6.4), at most four, the fewest cards first.
 * Trusts its arguments: a state of this library whose turn is `seat`'s, in the play phase.
 */
export function burracoCompletions(state: HandState, seat: number): AttachAction[] {
  const side = state.sides[seat] as number;
  const melds = (state.melds[side] ?? []) as readonly Meld[];
  const hand = (state.held[seat] ?? []) as readonly CardId[];
  // A joker before a 2: a 2 may be wanted as a natural elsewhere.
  const wild = hand.find((id) => RANK[id] === 0) ?? hand.find((id) => RANK[id] === 2);
  const out: AttachAction[] = [];
  for (let i = 0; i < melds.length && out.length < MOST; i++) {
    const m = melds[i] as Meld;
    if (m.cards.length >= 7) continue;
    const growths = m.kind === "run" ? runGrowths(m, hand, wild) : [setGrowth(m, hand, wild) ?? []];
    for (const cards of growths) {
      if (cards.length === 0 || out.length >= MOST) continue;
      const attach: AttachAction = { type: "attach", seat, meld: i, cards };
      if (checkAttach(state, attach).ok) {
        out.push(attach);
        break;
      }
    }
  }
  return out;
}
