import { type CardId, DECK_SIZE } from "./card.js";

/**
 * All 108 card ids in order, 0…107 (R1.1).
 */
export function fullDeck(): CardId[] {
  const deck: CardId[] = new Array<CardId>(DECK_SIZE);
  for (let i = 0; i < DECK_SIZE; i++) deck[i] = i;
  return deck;
}
