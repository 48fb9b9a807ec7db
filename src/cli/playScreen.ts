/**
 * What `burraco play` shows at the player's turn, laid out for a terminal: the moves made since
 * the player's last turn (as many as fit on the screen), the table in a few lines, the numbered legal
 * moves in columns and the player's hand last, right above the prompt, so that a long list never
 * pushes the hand off the screen.
 * @module
 */
import type { Action } from "../actions/types.js";
import { type CardId, cardId } from "../cards/card.js";
import { cardFace, cardFaces, displayOrder } from "../i18n/cardFaces.js";
import { describeEvent } from "../i18n/describeEvent.js";
import type { Locale } from "../i18n/locale.js";
import { burracoClassName } from "../i18n/scoreLabels.js";
import { seatNames, sideNames } from "../i18n/seating.js";
import type { PublicEvent } from "../reducers/publicEvents.js";
import type { HandState, Meld } from "../state/types.js";
import type { PlayTexts } from "./playTexts.js";
import { wrapText } from "./wrapText.js";

/** The seat the person plays: South. */
export const PLAYER = 0;

/**
 * How many lines the moves since the player's last turn take at most when the screen's height is
 * not known; on a terminal they get the lines the rest of the turn leaves (at least this many).
 */
export const MAX_EVENTS = 10;

/** The height of a screen when the terminal does not say: 40 lines. */
export const SCREEN_ROWS = 40;

/** How a screen is laid out and worded. */
export interface Screen {
  readonly lang: Locale;
  readonly t: PlayTexts;
  /** The terminal's width in columns. */
  readonly width: number;
  /** The terminal's height in lines, when known. */
  readonly rows?: number;
}

/**
 * A legal move as the player would type it, in the player's language, its cards as faces:
 * `pesca`, `cala 7♥ 8♥ 9♥`, `attacca 1 10♥`, `scarta K♦`; `draw`, `meld 7♥ 8♥ 9♥`.
 */
export function moveText(a: Action, t: PlayTexts): string {
  const word = t.words[a.type];
  switch (a.type) {
    case "draw":
    case "pickUpDiscards":
    case "takePozzetto":
      return word;
    case "meld":
      return `${word} ${cardFaces(a.cards)}`;
    case "attach":
      return `${word} ${a.meld + 1} ${cardFaces(a.cards)}`;
    case "discard":
    case "close":
      return `${word} ${cardFace(a.card)}`;
  }
}

const TYPE_ORDER: readonly Action["type"][] = [
  "draw",
  "pickUpDiscards",
  "takePozzetto",
  "meld",
  "attach",
  "discard",
  "close",
];

/** A card's place in the hand as shown. */
function handIndex(hand: readonly CardId[]): (id: CardId) => number {
  const sorted = displayOrder(hand);
  return (id) => sorted.indexOf(id);
}

/**
 * The legal moves in the order they are listed: drawing first, then melds and attaches, then the
 * discards and closes in the order of the sorted hand (as the hand is shown).
 */
export function listedMoves(legal: readonly Action[]): Action[] {
  const cards = legal.flatMap((a) => (a.type === "discard" || a.type === "close" ? [a.card] : []));
  const place = handIndex(cards);
  const cardOf = (a: Action): CardId | null => (a.type === "discard" || a.type === "close" ? a.card : null);
  return legal
    .map((a, i) => ({ a, i }))
    .sort((x, y) => {
      const byType = TYPE_ORDER.indexOf(x.a.type) - TYPE_ORDER.indexOf(y.a.type);
      if (byType !== 0) return byType;
      const cx = cardOf(x.a);
      const cy = cardOf(y.a);
      return cx === null || cy === null ? x.i - y.i : place(cx) - place(cy);
    })
    .map(({ a }) => a);
}

/**
 * The events since the player's last turn as lines wrapped to the width, in at most `budget` lines
 * (default {@link MAX_EVENTS}): the last ones, and when some do not fit, a first line saying how
 * many earlier ones are left out. `reveal` names the card of the player's own draw.
 */
export function renderEvents(
  events: readonly PublicEvent[],
  players: number,
  s: Screen,
  reveal?: readonly CardId[],
  budget = MAX_EVENTS,
): string[] {
  if (events.length === 0) return [];
  // The seats by compass point: the intro says who the partner is.
  const names = seatNames(players, s.lang, PLAYER);
  const told = events.map((e) =>
    wrapText(
      `  ${describeEvent(e, s.lang, reveal === undefined ? { viewer: PLAYER, names } : { viewer: PLAYER, names, reveal })}`,
      s.width,
      2,
    ).split("\n"),
  );
  const all = told.flat();
  if (all.length <= budget) return all;
  // The last events that fit, one line kept for the count of the others.
  const shown: string[][] = [];
  let used = 1;
  for (let i = told.length - 1; i >= 0; i--) {
    const lines = told[i] as string[];
    if (used + lines.length > budget) break;
    shown.unshift(lines);
    used += lines.length;
  }
  return [`  ${s.t.earlier(told.length - shown.length)}`, ...shown.flat()];
}

/** A meld's cards as faces, a wildcard followed by what it stands for (`★=7♣`), and its burraco class. */
export function meldText(meld: Meld, lang: Locale): string {
  const cards = meld.cards.map((id) => {
    if (id !== meld.wildcard || meld.wildcardRank === null) return cardFace(id);
    const stands =
      meld.kind === "run" && meld.suit !== null
        ? cardFace(cardId(meld.wildcardRank, meld.suit))
        : cardFace(cardId(meld.wildcardRank, 0)).slice(0, -1);
    return `${cardFace(id)}=${stands}`;
  });
  return cards.join(" ") + (meld.burraco === null ? "" : ` (${burracoClassName(meld.burraco, lang)})`);
}

/**
 * The table in a few lines: the stock and the pile, the cards each other seat holds, each side's
 * melds numbered on one line (wrapped), the known cards (R14.2) and an open pile.
 */
export function renderTable(state: HandState, s: Screen): string[] {
  const t = s.t;
  const players = state.held.length;
  const seats = seatNames(players, s.lang, PLAYER);
  const pile = state.discardPile;
  const top = pile[pile.length - 1];
  const held = state.held
    .map((h, seat) => (seat === PLAYER ? null : `${seats[seat]} ${h.length}`))
    .filter((x) => x !== null)
    .join(", ");
  const lines = [t.tableLine(state.stock.length, pile.length, top === undefined ? null : cardFace(top), held)];
  const sides = sideNames(state.sides, s.lang, PLAYER);
  state.melds.forEach((melds, side) => {
    if (!state.sides.includes(side)) return;
    const label = `${sides[side] ?? side}${state.pozzettoTaken[side] ? t.pozzettoTaken : ""}:`;
    // A meld is never broken across lines: its cards are joined by no-break spaces.
    const one = (m: Meld, i: number): string => `${i + 1}. ${meldText(m, s.lang)}`.replaceAll(" ", "\u00a0");
    const list = melds.length === 0 ? t.noMelds : melds.map(one).join(" · ");
    lines.push(`  ${label} ${list}`);
  });
  const known = state.known
    .map((cards, seat) => (seat === PLAYER || cards.length === 0 ? null : `${seats[seat]} ${cardFaces(cards)}`))
    .filter((x) => x !== null);
  if (known.length > 0) lines.push(`  ${t.knownCards}: ${known.join(" · ")}`);
  // An open pile in full, when it is more than the top card the line above names.
  if (state.ruleset.discardPileVisibility === "open" && pile.length > 1)
    lines.push(`  ${t.discardPile}: ${cardFaces(pile)}`);
  return lines.map((line) => wrapText(line, s.width, 4));
}

/** The numbered moves in as many columns as the width takes (at most four), row by row. */
export function renderMoves(listed: readonly Action[], s: Screen): string[] {
  const items = listed.map((a, i) => `${String(i + 1).padStart(3)}. ${moveText(a, s.t)}`);
  const widest = Math.max(...items.map((x) => [...x].length));
  const columns = Math.max(1, Math.min(4, Math.floor((s.width - 2) / (widest + 2))));
  const lines: string[] = [];
  for (let i = 0; i < items.length; i += columns) {
    const row = items.slice(i, i + columns);
    lines.push(
      `  ${row.map((x, j) => (j === row.length - 1 ? x : x + " ".repeat(widest - [...x].length))).join("  ")}`,
    );
  }
  return lines;
}

/** The player's hand, sorted: `La tua mano (12): 3♠ K♠ 7♥ …`. */
export function renderHand(state: HandState, s: Screen): string {
  const hand = state.held[PLAYER] ?? [];
  return wrapText(`${s.t.yourHand} (${hand.length}): ${cardFaces(displayOrder(hand))}`, s.width, 4);
}

/**
 * The player's turn: the moves since the last turn, the table, the numbered moves, "your turn" and
 * the hand last.
 */
export function renderTurn(
  state: HandState,
  events: readonly PublicEvent[],
  listed: readonly Action[],
  s: Screen,
): string {
  const rest = [
    ...renderTable(state, s),
    `${s.t.moves}:`,
    ...renderMoves(listed, s),
    `${s.t.yourTurn} ${renderHand(state, s)}`,
  ]
    .join("\n")
    .split("\n");
  // The moves since the last turn get the lines the rest leaves on the screen (its heading and the
  // prompt take two), so that the hand and the prompt stay in view.
  const budget = Math.max(MAX_EVENTS / 2, (s.rows ?? SCREEN_ROWS) - rest.length - 2);
  const since = renderEvents(events, state.held.length, s, undefined, budget);
  return `${[...(since.length > 0 ? [s.t.since, ...since] : []), ...rest].join("\n")}\n`;
}
