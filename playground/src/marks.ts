/**
 * What the others' moves changed since your last turn, read from the events you have not yet seen
 * (`eventsSinceYourTurn`): the cards a meld was made of or grew by, the discards (the pile's new
 * top, a closing card), the cards taken from the pile. The page marks them until your turn ends.
 */
import type { CardId, PublicEvent } from "burraco";
import { HUMAN } from "./game.js";

/** The cards the other seats' moves among `events` put down, discarded or took. */
export function markedCards(events: readonly PublicEvent[]): ReadonlySet<CardId> {
  const cards = new Set<CardId>();
  for (const e of events) {
    if (e.type === "handEnd" || e.type === "timeOut" || e.seat === HUMAN) continue;
    if ("cards" in e) for (const id of e.cards) cards.add(id);
    if ("card" in e) cards.add(e.card);
  }
  return cards;
}
