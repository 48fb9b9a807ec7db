/**
 * Public events as sentences for a move list, in Italian and English.
 * @module
 */
import { type CardId, isCardId } from "../cards/card.js";
import { isPlainName } from "../input/text.js";
import { type BurracoClass, burracoClasses } from "../melds/types.js";
import type { HandEndEvent, PublicEvent } from "../reducers/publicEvents.js";
import type { Seat } from "../state/types.js";
import { cardFace } from "./cardFaces.js";
import { cardList, own } from "./fields.js";
import { isLocale, type Locale } from "./locale.js";
import { burracoClassName } from "./scoreLabels.js";

/**
 * How {@link describeEvent} names the seats.
 * @example
 * const options: DescribeEventOptions = { viewer: 0, names: ["You", "West", "North", "East"] };
 * describeEvent({ type: "discard", seat: 1, card: cardId(13, 0) }, "en", options); // "West discards K♠."
 */
export interface DescribeEventOptions {
  /** The seat reading the text: its own moves are told in the second person ("You draw…", "Peschi…"). */
  readonly viewer?: Seat;
  /**
   * The seats' names, by seat (for example {@link seatNames}); a seat without one is "Seat n"
   * ("Posto n"), and so is a seat whose name could pass for another: invisible, format or blank
   * characters (U+FFF9, U+2800), a word mixing look-alike scripts ("Ѕеаt 2" with Cyrillic letters),
   * or a name that in NFKC form (full-width "Ｙｏｕ" is "You") is a viewer word, another seat's
   * default name or another seat's name.
   */
  readonly names?: readonly string[];
  /**
   * The cards the viewer's own move showed to the viewer alone, which the public event does not
   * carry: the card drawn from the stock, the cards of the pozzetto taken (R6.2). With them, the
   * viewer's sentence names them (`"You draw 7♥ from the stock."`, `"Prendi il pozzetto: …"`); for
   * any other event, or another seat's, they are not shown.
   */
  readonly reveal?: readonly CardId[];
}

// Each sentence twice: with a seat's name (%n) and for the viewer (second person); %c is the cards.
type Pair = readonly [named: string, viewer: string];

interface EventTexts {
  readonly seat: string;
  readonly draw: Pair;
  /** The viewer's own draw and pozzetto, with the cards they showed it. */
  readonly drawn: string;
  readonly pozzetto: string;
  readonly pickUpDiscards: Pair;
  readonly meld: Pair;
  readonly attach: Pair;
  readonly making: string;
  readonly discard: Pair;
  readonly takePozzetto: Pair;
  readonly onDiscard: Pair;
  readonly close: Pair;
  readonly timeOut: Pair;
  readonly cards: readonly [one: string, many: string];
  readonly end: Readonly<Record<Exclude<HandEndEvent["reason"], "closed">, string>>;
  readonly closed: Pair;
  readonly unknown: string;
}

const EN: EventTexts = {
  seat: "Seat %n",
  draw: ["%n draws from the stock.", "You draw from the stock."],
  drawn: "You draw %c from the stock.",
  pozzetto: "You take the pozzetto: %c.",
  pickUpDiscards: ["%n takes the pile: %c.", "You take the pile: %c."],
  meld: ["%n melds %c.", "You meld %c."],
  attach: ["%n attaches %c.", "You attach %c."],
  making: ", making",
  discard: ["%n discards %c.", "You discard %c."],
  takePozzetto: ["%n takes the pozzetto (%c).", "You take the pozzetto (%c)."],
  onDiscard: [
    "%n takes the pozzetto (%c), to play from their next turn.",
    "You take the pozzetto (%c), to play from your next turn.",
  ],
  close: ["%n closes, discarding %c.", "You close, discarding %c."],
  timeOut: ["Time out: the last round ends with %n's discard.", "Time out: the last round ends when you discard."],
  cards: ["card", "cards"],
  end: {
    "stock-exhausted": "The hand is over: the stock ran out.",
    stalemate: "The hand is over: stalemate.",
    "time-out": "The hand is over: time out.",
  },
  closed: ["The hand is over: %n closed.", "The hand is over: you closed."],
  unknown: "An unknown move.",
};

const IT: EventTexts = {
  seat: "Posto %n",
  draw: ["%n pesca dal tallone.", "Peschi dal tallone."],
  drawn: "Peschi %c dal tallone.",
  pozzetto: "Prendi il pozzetto: %c.",
  pickUpDiscards: ["%n raccoglie gli scarti: %c.", "Raccogli gli scarti: %c."],
  meld: ["%n cala %c.", "Cali %c."],
  attach: ["%n attacca %c.", "Attacchi %c."],
  making: ": ora",
  discard: ["%n scarta %c.", "Scarti %c."],
  takePozzetto: ["%n prende il pozzetto (%c).", "Prendi il pozzetto (%c)."],
  onDiscard: [
    "%n prende il pozzetto (%c): lo giocherà dal prossimo turno.",
    "Prendi il pozzetto (%c): lo giocherai dal prossimo turno.",
  ],
  close: ["%n chiude scartando %c.", "Chiudi scartando %c."],
  timeOut: [
    "Tempo scaduto: l'ultimo giro finisce con lo scarto di %n.",
    "Tempo scaduto: l'ultimo giro finisce con il tuo scarto.",
  ],
  cards: ["carta", "carte"],
  end: {
    "stock-exhausted": "La mano è finita: il tallone è esaurito.",
    stalemate: "La mano è finita: stallo.",
    "time-out": "La mano è finita: tempo scaduto.",
  },
  closed: ["La mano è finita: ha chiuso %n.", "La mano è finita: hai chiuso tu."],
  unknown: "Mossa sconosciuta.",
};

const TEXTS: Readonly<Record<Locale, EventTexts>> = { it: IT, en: EN };

/**
 * The longest seat name {@link describeEvent} uses, in UTF-16 code units (what `name.length`
 * counts): a longer name gets the seat's default name, so a chosen name cannot swamp another
 * player's move list. An app can check names against it when players choose them.
 * @example
 * const name = "Anna Maria";
 * name.length <= MAX_NAME_LENGTH; // true
 * MAX_NAME_LENGTH; // 40
 */
export const MAX_NAME_LENGTH = 40;

// What a name may not be (issue 29, E4), compared trimmed and in any case: a word the texts use for
// the viewer, another seat's fallback name ("Seat 2", "Posto 2"), or another seat's given name (two
// seats called "West" both get their fallback): no player can pass for the reader or another seat.
const VIEWER_WORDS = ["you", "tu"];

/** A name as compared with the others: in NFKC form ("Ｙｏｕ" is "You"), trimmed, in lower case. */
const key = (name: string): string => name.normalize("NFKC").trim().toLowerCase();

/**
 * The name to show for each of the four seats, given the names as read (`undefined` for none): a
 * string of 1 to {@link MAX_NAME_LENGTH} showable characters (see `isShowable`: no control,
 * separator, bidirectional control or other invisible character, no lone surrogate, no stack of
 * combining marks), in NFKC form with no format or blank character and no word mixing look-alike
 * scripts (see `isPlainName`), that passes for no one else, compared in NFKC form, trimmed and in
 * lower case; otherwise the seat's fallback name.
 */
function shownNames(given: readonly unknown[], t: EventTexts): string[] {
  const fallback = [0, 1, 2, 3].map((seat) => fill(t.seat, String(seat), ""));
  const reserved = [0, 1, 2, 3].map((seat) => [EN, IT].map((x) => key(fill(x.seat, String(seat), ""))));
  const keys = given.map((n) => (typeof n === "string" ? key(n) : null));
  return fallback.map((own, seat) => {
    const name = given[seat];
    if (typeof name !== "string" || name.length > MAX_NAME_LENGTH || !isPlainName(name)) return own;
    const k = key(name);
    const taken =
      k.length === 0 ||
      VIEWER_WORDS.includes(k) ||
      reserved.some((words, other) => other !== seat && words.includes(k)) ||
      keys.some((other, i) => i !== seat && other === k);
    return taken ? own : name;
  });
}

/**
 * `template` with `%n` and `%c` replaced by `n` and `c`, in one pass over the template: the values
 * are inserted as written (a function replacement reads no `$` patterns in them) and never scanned
 * for markers themselves.
 */
function fill(template: string, n: string, c: string): string {
  return template.replace(/%[nc]/g, (marker) => (marker === "%n" ? n : c));
}

function isSeat(v: unknown): v is Seat {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 3;
}

/** The meld's cards, followed by its burraco class when it is one: `3♥ … 9♥ (clean burraco)`. */
function meldText(v: unknown, lang: Locale): string | null {
  const cards = cardList(own(v, "cards"));
  const cls = own(v, "burraco");
  if (cards === null || !(burracoClasses as readonly unknown[]).includes(cls)) return cards;
  return `${cards} (${burracoClassName(cls as BurracoClass, lang)})`;
}

/**
 * One public event (from `publicEvents` or `replayEvents`) as a sentence for a move list, in Italian or
 * English: `"West takes the pile: 7♥ 7♣ K♦."`, `"Ovest raccoglie gli scarti: 7♥ 7♣ K♦."`. With
 * `viewer`, that seat's own moves are told in the second person (`"You take the pile: …"`,
 * `"Raccogli gli scarti: …"`), and with `reveal` its own draw names the card drawn (`"Peschi 7♥ dal
 * tallone."`). Cards show as {@link cardFace} shows them (`7♥`, `★`). Events come from outside (a server), so each field of the event and
 * the options is read once, as an own data field (a getter is never run), and checked: anything
 * that is not an event gives `"An unknown move."` (`"Mossa sconosciuta."`), an unknown locale reads
 * as English, and a name that is not a string, is empty or longer than {@link MAX_NAME_LENGTH}
 * (40) characters, or holds a control character, a line or paragraph separator (U+2028, U+2029),
 * a bidirectional control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), any other
 * default-ignorable (invisible) character such as U+200B, U+2060, U+FEFF, tag characters or Hangul
 * fillers (an emoji's variation selector and joiner excepted), a lone surrogate or three combining
 * marks in a row, gets the default name: such a name could forge a line, or the look of one, in
 * another player's move list. So does a name that, trimmed and in any case, is "You" or "Tu",
 * another seat's default name in either language ("Seat 2", "Posto 2") or another seat's name in
 * `names` (two seats called "West" are both shown by their default names): it would pass for the
 * reader or for that seat, so give each seat a different name. A name is inserted as written (`$'`
 * is two characters, not a replacement pattern).
 * Never throws.
 * @example
 * const names = seatNames(4, "en");
 * describeEvent({ type: "pickUpDiscards", seat: 1, cards: parseCards("7H 7C KD").value ?? [] }, "en", { names }); // "West takes the pile: 7♥ 7♣ K♦."
 * describeEvent({ type: "draw", seat: 0 }, "it", { viewer: 0 });              // "Peschi dal tallone."
 * describeEvent({ type: "draw", seat: 0 }, "it", { viewer: 0, reveal: [cardId(7, 1)] }); // "Peschi 7♥ dal tallone."
 * describeEvent({ type: "draw", seat: 0 }, "en", { names, reveal: [cardId(7, 1)] }); // "South draws from the stock.": not the viewer's
 * describeEvent({ type: "discard", seat: 1, card: 12 }, "en", { names: ["You", "Anna"] }); // "Anna discards K♠."
 */
export function describeEvent(event: PublicEvent, locale: Locale, options?: DescribeEventOptions): string {
  const lang: Locale = isLocale(locale) ? locale : "en";
  const t = TEXTS[lang];
  try {
    const viewer = own(options, "viewer");
    const names = own(options, "names");
    const shown = shownNames(
      [0, 1, 2, 3].map((seat) => (Array.isArray(names) ? own(names, seat) : undefined)),
      t,
    );
    const name = (seat: Seat): string | null => (seat === viewer ? null : (shown[seat] as string));
    const reveal = cardList(own(options, "reveal"));
    return sentence(t, event, name, lang, reveal) ?? t.unknown;
  } catch {
    // Only a Proxy's trap (or a revoked Proxy) gets here: not an event.
    return t.unknown;
  }
}

/** The pair's sentence for `who` (a name, or `null` for the viewer), with the cards `c`. */
function say(pair: Pair, who: string | null, c: string): string {
  return who === null ? fill(pair[1], "", c) : fill(pair[0], who, c);
}

function sentence(
  t: EventTexts,
  e: unknown,
  name: (seat: Seat) => string | null,
  lang: Locale,
  reveal: string | null,
): string | null {
  const type = own(e, "type");
  if (type === "handEnd") {
    const reason = own(e, "reason");
    const closedBy = own(e, "closedBy");
    if (reason === "closed") return isSeat(closedBy) ? say(t.closed, name(closedBy), "") : null;
    return typeof reason === "string" && Object.hasOwn(t.end, reason) ? t.end[reason as keyof EventTexts["end"]] : null;
  }
  if (type === "timeOut") {
    const endsWith = own(e, "endsWith");
    return isSeat(endsWith) ? say(t.timeOut, name(endsWith), "") : null;
  }
  const seat = own(e, "seat");
  if (!isSeat(seat)) return null;
  const who = name(seat);
  switch (type) {
    case "draw":
      return who === null && reveal !== null ? fill(t.drawn, "", reveal) : say(t.draw, who, "");
    case "pickUpDiscards":
    case "meld": {
      const cards =
        type === "meld" ? (meldText(own(e, "meld"), lang) ?? cardList(own(e, "cards"))) : cardList(own(e, "cards"));
      return cards === null ? null : say(t[type], who, cards);
    }
    case "attach": {
      const cards = cardList(own(e, "cards"));
      const meld = meldText(own(e, "meld"), lang);
      if (cards === null) return null;
      return say(t.attach, who, meld === null ? cards : `${cards}${t.making} ${meld}`);
    }
    case "discard":
    case "close": {
      const card = own(e, "card");
      return isCardId(card) ? say(t[type], who, cardFace(card)) : null;
    }
    case "takePozzetto": {
      const size = own(e, "size");
      if (typeof size !== "number" || !Number.isInteger(size) || size < 1 || size > 108) return null;
      const onDiscard = own(e, "onDiscard") === true;
      if (who === null && reveal !== null && !onDiscard) return fill(t.pozzetto, "", reveal);
      const cards = `${size} ${t.cards[size === 1 ? 0 : 1]}`;
      return say(onDiscard ? t.onDiscard : t.takePozzetto, who, cards);
    }
  }
  return null;
}
