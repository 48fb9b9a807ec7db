/**
 * Reading the player's move in `burraco play`: the number of a listed move, or the move typed in
 * card notation.
 * @module
 */
import type { Action } from "../actions/types.js";
import type { CardId } from "../cards/card.js";
import { faceOf, parseFaces } from "../cards/notation.js";
import type { Locale } from "../i18n/locale.js";
import { playTexts } from "./playTexts.js";

/**
 * What a line of input asks for: an action to try, or why it is not a move.
 */
export type MoveInput =
  | { readonly ok: true; readonly action: Action }
  | { readonly ok: false; readonly reason: "unknown" | "not-held"; readonly text: string };

/** Ids of `hand` for the faces written in `text`, each copy used once; `null` if one is not held. */
function cardsFrom(text: string, hand: readonly CardId[]): CardId[] | null {
  const faces = parseFaces(text);
  if (!faces.ok || faces.value.length === 0) return null;
  const left = hand.slice();
  const ids: CardId[] = [];
  for (const token of faces.value) {
    const i = left.findIndex((id) => faceOf(id) === token.face);
    if (i < 0) return null;
    ids.push(left[i] as CardId);
    left.splice(i, 1);
  }
  return ids;
}

/** The action type a typed word names: the English words always, the language's own too. */
function moveType(word: string, lang: Locale): Action["type"] | undefined {
  const w = word.toLowerCase();
  if (w === "pick") return "pickUpDiscards";
  for (const texts of [playTexts("en"), playTexts(lang)]) {
    const found = (Object.keys(texts.words) as Action["type"][]).find((type) => texts.words[type] === w);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Reads one line: a number picks `legal[n − 1]`; otherwise `draw`, `pile`, `pozzetto`,
 * `meld <cards>`, `attach <meld number> <cards>`, `discard <card>` or `close <card>` (card notation,
 * cards from the player's hand); under `lang` "it" also `pesca`, `raccogli`, `cala`, `attacca`,
 * `scarta` and `chiudi`. The action is not checked here: `apply` does that.
 */
export function readMove(
  line: string,
  seat: number,
  hand: readonly CardId[],
  legal: readonly Action[],
  lang: Locale = "en",
): MoveInput {
  const text = line.trim();
  if (/^\d+$/.test(text)) {
    const chosen = legal[Number(text) - 1];
    return chosen === undefined ? { ok: false, reason: "unknown", text } : { ok: true, action: chosen };
  }
  const [word = "", ...rest] = text.split(/\s+/);
  const args = rest.join(" ");
  const type = moveType(word, lang);
  switch (type) {
    case "draw":
      return { ok: true, action: { type: "draw", seat } };
    case "pickUpDiscards":
      return { ok: true, action: { type: "pickUpDiscards", seat } };
    case "takePozzetto":
      return { ok: true, action: { type: "takePozzetto", seat } };
    case "meld": {
      const cards = cardsFrom(args, hand);
      return cards === null
        ? { ok: false, reason: "not-held", text: args }
        : { ok: true, action: { type: "meld", seat, cards } };
    }
    case "attach": {
      const [index = "", ...cardText] = rest;
      const cards = cardsFrom(cardText.join(" "), hand);
      if (!/^\d+$/.test(index) || Number(index) < 1) return { ok: false, reason: "unknown", text };
      return cards === null
        ? { ok: false, reason: "not-held", text: cardText.join(" ") }
        : { ok: true, action: { type: "attach", seat, meld: Number(index) - 1, cards } };
    }
    case "discard":
    case "close": {
      const cards = cardsFrom(args, hand);
      if (cards === null || cards.length !== 1)
        return { ok: false, reason: cards === null ? "not-held" : "unknown", text: args };
      return { ok: true, action: { type, seat, card: cards[0] as CardId } };
    }
    case undefined:
      return { ok: false, reason: "unknown", text };
  }
}
