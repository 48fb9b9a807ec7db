/**
 * Reading the player's move in `burraco play`: the number of a listed move, or the move typed with
 * its cards, in the player's language. Cards are written rank then suit, the ranks as printed on
 * the cards (A, 2–10, J, Q, K) and the suits by letter or symbol:
 * - English: S ♠ spades, H ♥ hearts, D ♦ diamonds, C ♣ clubs (`QC` = Q♣);
 * - Italian (`--lang it`): P ♠ picche, C ♥ cuori, Q ♦ quadri, F ♣ fiori (`QC` = Q♥, regina di
 *   cuori; `QQ` = Q♦); the figures keep the cards' letters, J fante, Q donna, K re.
 * The joker is `JK` (or `★`, or the word `joker`/`jolly`). A token is never read as another card
 * than the one its language means: under Italian an English suit letter (S, H, D) or an Italian
 * figure initial (F fante, D donna, R re) is refused with the spelling to use, and asked again.
 * @module
 */
import type { Action } from "../actions/types.js";
import type { CardId } from "../cards/card.js";
import { type Face, faceOf, JOKER_FACE, RANK_OF_TEXT } from "../cards/notation.js";
import { cardFace } from "../i18n/cardFaces.js";
import type { Locale } from "../i18n/locale.js";
import { SUIT_LETTERS } from "./cardLetters.js";
import { playTexts } from "./playTexts.js";

/**
 * What a line of input asks for: an action to try, or why it is not a move (with the token at
 * fault, and for a refused spelling the one to use).
 */
export type MoveInput =
  | { readonly ok: true; readonly action: Action }
  | {
      readonly ok: false;
      readonly reason: "unknown" | "not-held" | "english-suit" | "figure";
      readonly text: string;
      /** The token spelled as the language reads it, when there is one (`7C` for `7H` under Italian). */
      readonly instead?: string;
    };

/** Suit letters by language, to the card tables' suit: the one table `burraco demo` writes with. */
const SUITS: Readonly<Record<Locale, Readonly<Record<string, number>>>> = {
  en: Object.fromEntries(SUIT_LETTERS.en.map((letter, suit) => [letter, suit])),
  it: Object.fromEntries(SUIT_LETTERS.it.map((letter, suit) => [letter, suit])),
};
const SYMBOLS: Readonly<Record<string, number>> = { "♠": 0, "♥": 1, "♦": 2, "♣": 3 };
const JOKERS = ["JK", "★", "JOKER", "JOLLY"];
/** The first joker's id. */
const JOKERS_FIRST = 104;
/** The Italian initials of the figures (fante, donna, re), to the cards' letters. */
const FIGURES: Readonly<Record<string, string>> = { F: "J", D: "Q", R: "K" };
const ITALIAN_LETTER = SUIT_LETTERS.it;

/** One card token read in `lang`: its face, or why it is refused. */
type Token = { readonly ok: true; readonly face: Face } | Extract<MoveInput, { ok: false }>;

/** Reads one card token (`7H`, `10♦`, `QC`, `JK`) as `lang` spells cards. */
export function readCardToken(token: string, lang: Locale): Token {
  const t = token.toUpperCase();
  if (JOKERS.includes(t)) return { ok: true, face: JOKER_FACE };
  const m = /^(10|[2-9AJQKFDR])(.)$/u.exec(t);
  if (m === null) return { ok: false, reason: "unknown", text: token };
  const [, rankText = "", suitText = ""] = m;
  const suit = SYMBOLS[suitText] ?? SUITS[lang][suitText];
  if (suit === undefined) {
    const english = SUITS.en[suitText];
    if (lang === "it" && english !== undefined)
      return { ok: false, reason: "english-suit", text: token, instead: `${rankText}${ITALIAN_LETTER[english]}` };
    return { ok: false, reason: "unknown", text: token };
  }
  // The pattern above lets through only the ranks as printed (not notation's 1 or T) and the figures' Italian initials.
  const rank = RANK_OF_TEXT[rankText];
  if (rank === undefined) {
    const figure = FIGURES[rankText];
    return figure === undefined || lang !== "it"
      ? { ok: false, reason: "unknown", text: token }
      : { ok: false, reason: "figure", text: token, instead: `${figure}${suitText}` };
  }
  return { ok: true, face: suit * 13 + rank - 1 };
}

/** Ids of `hand` for the tokens of `text`, each copy used once; or why one cannot be read or is not held. */
function cardsFrom(text: string, hand: readonly CardId[], lang: Locale): CardId[] | Extract<MoveInput, { ok: false }> {
  const tokens = text.split(/[\s,]+/).filter((x) => x.length > 0);
  if (tokens.length === 0) return { ok: false, reason: "unknown", text };
  const left = hand.slice();
  const ids: CardId[] = [];
  for (const token of tokens) {
    const read = readCardToken(token, lang);
    if (!read.ok) return read;
    const i = left.findIndex((id) => faceOf(id) === read.face);
    // Named as the screen shows it (a face's first copy has the face's number as its id).
    if (i < 0)
      return { ok: false, reason: "not-held", text: cardFace(read.face === JOKER_FACE ? JOKERS_FIRST : read.face) };
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
 * `meld <cards>`, `attach <meld number> <cards>`, `discard <card>` or `close <card>`, the cards
 * from the player's hand spelled as `lang` spells them (see the module); under `lang` "it" also
 * `pesca`, `raccogli`, `cala`, `attacca`, `scarta` and `chiudi`. The action is not checked here:
 * the table does that.
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
  const type = moveType(word, lang);
  switch (type) {
    case "draw":
    case "pickUpDiscards":
    case "takePozzetto":
      return { ok: true, action: { type, seat } };
    case "meld": {
      const cards = cardsFrom(rest.join(" "), hand, lang);
      return Array.isArray(cards) ? { ok: true, action: { type: "meld", seat, cards } } : cards;
    }
    case "attach": {
      const [index = "", ...cardText] = rest;
      if (!/^\d+$/.test(index) || Number(index) < 1) return { ok: false, reason: "unknown", text };
      const cards = cardsFrom(cardText.join(" "), hand, lang);
      return Array.isArray(cards)
        ? { ok: true, action: { type: "attach", seat, meld: Number(index) - 1, cards } }
        : cards;
    }
    case "discard":
    case "close": {
      const cards = cardsFrom(rest.join(" "), hand, lang);
      if (!Array.isArray(cards)) return cards;
      if (cards.length !== 1) return { ok: false, reason: "unknown", text: rest.join(" ") };
      return { ok: true, action: { type, seat, card: cards[0] as CardId } };
    }
    case undefined:
      return { ok: false, reason: "unknown", text };
  }
}
