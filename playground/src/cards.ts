/**
 * Cards on screen: the faces and the hand order are the library's (`cardFace`, `displayOrder` of
 * burraco/i18n); here only what a card face needs apart: its rank and suit in two lines, and its
 * colour.
 */
import { type CardId, cardId, isJoker, type Meld, suitOf } from "burraco";
import { cardFace, cardName, type Locale, rankName } from "burraco/i18n";
import { type Attrs, h } from "./dom.js";

/** The rank a card of rank number `rank` shows (1 = A … 13 = K), as its face writes it. */
export function rankLabel(rank: number): string {
  return cardFace(cardId(rank as 1, 0)).slice(0, -1);
}

/** The rank and suit a card shows, from its face (`["7", "♥"]`; a joker: `["★", ""]`). */
export function faceOf(id: CardId): readonly [rank: string, suit: string] {
  const face = cardFace(id);
  return isJoker(id) ? [face, ""] : [face.slice(0, -1), face.slice(-1)];
}

/** Whether a card is printed in red (hearts, diamonds, and the jokers). */
export function isRed(id: CardId): boolean {
  return isJoker(id) || suitOf(id) === 1 || suitOf(id) === 2;
}

/**
 * A card on the page (the playground's and the online page's): its face for the eye, its name (and
 * `extra`, such as "selected") for a screen reader.
 */
export function cardElement(id: CardId, lang: Locale, attrs: Attrs = {}, tag = "span", extra = ""): HTMLElement {
  const [rank, suit] = faceOf(id);
  const cls = `card${isRed(id) ? " red" : ""}${attrs.class === undefined ? "" : ` ${attrs.class}`}`;
  return h(
    tag,
    { ...attrs, class: cls, "data-id": id },
    h("span", { class: "rank", "aria-hidden": "true" }, rank),
    h("span", { class: "suit", "aria-hidden": "true" }, suit),
    h("span", { class: "sr-only" }, `${cardName(id, lang)}${extra} `),
  );
}

/** A wildcard in a meld, with the rank it stands for under its face (and in its name: "2♣ = sette"). */
function wildcard(id: CardId, rank: number, lang: Locale): HTMLElement {
  const el = cardElement(id, lang, {}, "span", ` = ${rankName(rank, lang)}`);
  el.append(h("span", { class: "stands", "aria-hidden": "true" }, `=${rankLabel(rank)}`));
  return el;
}

/** A meld's cards on the page, its wildcard showing the rank it stands for. */
export function meldCards(meld: Meld, lang: Locale): HTMLElement {
  return h(
    "span",
    { class: "cards" },
    ...meld.cards.map((id) =>
      id === meld.wildcard && meld.wildcardRank !== null
        ? wildcard(id, meld.wildcardRank, lang)
        : cardElement(id, lang),
    ),
  );
}
