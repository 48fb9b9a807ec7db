/**
 * Your own order of your hand: sorted by suit (the library's `displayOrder`) or by rank, then cards
 * moved one place left or right as you like. Only the page's: the game state never changes.
 */
import { type CardId, isWildcard, rankOf } from "burraco";
import { displayOrder } from "burraco/i18n";

/** How the hand is sorted before any card is moved. */
export type Sort = "suit" | "rank";

/** Your order: a sort, and the order you made by moving cards (`null` until you move one). */
export interface Arrangement {
  readonly sort: Sort;
  readonly order: readonly CardId[] | null;
}

/** A card's rank as a player orders them: the ace high, the wildcards (2s, jokers) last. */
const rankKey = (id: CardId): number => (isWildcard(id) ? 99 : rankOf(id) === 1 ? 14 : rankOf(id));

/** Cards sorted by suit (`displayOrder`), or by rank, the suits in `displayOrder`'s order within a rank. */
export function sortCards(cards: readonly CardId[], sort: Sort): CardId[] {
  const bySuit = displayOrder(cards);
  // A stable sort: within a rank the cards keep their suit order, the wildcards theirs.
  return sort === "suit" ? bySuit : bySuit.sort((a, b) => rankKey(a) - rankKey(b));
}

/**
 * The hand as shown: the cards you placed in your order, then the others (drawn or taken since) by
 * the sort; all in the sort's order until you move a card.
 */
export function handOrder(held: readonly CardId[], arrangement: Arrangement): CardId[] {
  const sorted = sortCards(held, arrangement.sort);
  const placed = (arrangement.order ?? []).filter((id) => held.includes(id));
  return [...placed, ...sorted.filter((id) => !placed.includes(id))];
}

/** Your order with `card` moved one place left (`-1`) or right (`1`); unchanged at the hand's edge. */
export function moveCard(held: readonly CardId[], arrangement: Arrangement, card: CardId, by: -1 | 1): Arrangement {
  const order = handOrder(held, arrangement);
  const at = order.indexOf(card);
  const other = order[at + by];
  if (at < 0 || other === undefined) return arrangement;
  order[at] = other;
  order[at + by] = card;
  return { sort: arrangement.sort, order };
}
