/**
 * The "You can" line ("Puoi pescare dal tallone o raccogliere gli scarti."), apart from the page's
 * drawing so that it is tested without a browser.
 */
import type { CardId } from "burraco";
import { cardFaces } from "burraco/i18n";
import type { Hints } from "./hints.js";
import type { Texts } from "./texts.js";

/**
 * Your legal moves now, in words ("Puoi pescare dal tallone o raccogliere gli scarti."): with no
 * card selected, every kind of move with the melds and attaches you could make; with a selection,
 * what those cards can do. Legality is told, not only coloured.
 */
export function possibleText(k: Hints, sel: readonly CardId[], t: Texts): string {
  const can = t.can;
  const one = sel.length === 1 ? sel[0] : undefined;
  const moves: string[] = [];
  if (k.draw) moves.push(can.draw);
  if (k.pickUp) moves.push(can.pickUp);
  if (k.takePozzetto) moves.push(can.takePozzetto);
  const playing = k.discard.size > 0 || k.close.size > 0;
  if (!playing) return moves.length === 0 ? "" : t.possible(moves);
  if (sel.length === 0) {
    for (const cards of k.melds.slice(0, 2)) moves.push(can.meld(cardFaces(cards)));
    if (k.melds.length > 2) moves.push(can.moreMelds);
    for (const a of k.attaches.slice(0, 2)) moves.push(can.attach(cardFaces(a.cards), a.meld + 1));
    if (k.attaches.length > 2) moves.push(can.moreAttaches);
    const closes = [...k.close];
    if (closes.length > 0) moves.push(can.close(closes.length <= 2 ? t.or(closes.map((c) => cardFaces([c]))) : null));
    if (k.discard.size > 0) moves.push(can.discard(null));
    return t.possible(moves);
  }
  const cards = cardFaces(sel);
  if (k.meld) moves.push(can.meld(cards));
  for (const meld of k.attach) moves.push(can.attach(cards, meld + 1));
  if (one !== undefined && k.close.has(one)) moves.push(can.close(cards));
  if (one !== undefined && k.discard.has(one)) moves.push(can.discard(cards));
  return moves.length === 0 ? t.nothingWithSelection : t.possible(moves);
}
