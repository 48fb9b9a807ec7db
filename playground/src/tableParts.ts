/**
 * Parts of the table the playground and the online page share (style.css, `.round`): a seat's line,
 * the discard pile's fan and the columns of your hand.
 */
import type { CardId } from "burraco";
import type { Locale } from "burraco/i18n";
import { cardElement } from "./cards.js";
import { type Attrs, type Child, h } from "./dom.js";

/** What a seat's line shows. */
export interface SeatLine {
  readonly seat: number;
  readonly name: string;
  /** Who plays it, after the name (the online page's "(bot facile)"). */
  readonly who?: Child;
  /** Its card count in words ("11 carte"). */
  readonly count: string;
  readonly known: readonly CardId[];
  /** The words before the known cards, for a screen reader ("in mano"). */
  readonly knownLabel: string;
  /** The words of an unplayed pozzetto, or `null`. */
  readonly pozzetto: string | null;
  readonly current: boolean;
  readonly attrs?: Attrs;
}

/**
 * A seat's `<li>` in the seats list (`#seats`): its name, who plays it (online), its card count,
 * the cards everyone knows it holds (taken from the pile, R14.2) and a pozzetto it has yet to play
 * (R6.3); the seat whose turn it is is marked.
 */
export function seatLine(s: SeatLine, lang: Locale): HTMLElement {
  return h(
    "li",
    {
      ...s.attrs,
      class: `seat${s.current ? " current" : ""}`,
      "data-seat": s.seat,
      "aria-current": s.current ? "true" : undefined,
    },
    h("b", {}, s.name),
    s.who ?? null,
    h("span", { class: "sr-only" }, ":"),
    h("span", { class: "count" }, s.count),
    s.known.length === 0
      ? null
      : h(
          "span",
          { class: "known" },
          h("span", { class: "sr-only" }, ` · ${s.knownLabel} `),
          ...s.known.map((id) => cardElement(id, lang)),
        ),
    s.pozzetto === null ? null : h("span", { class: "pozzetto" }, s.pozzetto),
  );
}

/**
 * Sets the columns of your hand's grid (`#hand .cards`) for style.css: `--all` fits every card on
 * one row, `--half` on two rows (one row up to 7 cards); the cards overlap when their columns are
 * narrower than a card, the last column keeping a whole card.
 */
export function handColumns(el: HTMLElement, n: number): HTMLElement {
  const half = n <= 7 ? n : Math.ceil(n / 2);
  el.style.setProperty("--all", String(Math.max(1, n - 1)));
  el.style.setProperty("--half", String(Math.max(1, half - 1)));
  return el;
}

/**
 * The discard pile's cards, overlapping in one row, or in two from 17 cards on (`--cols`, for
 * style.css), the newest last.
 */
export function pileFan(pile: readonly CardId[], lang: Locale): HTMLElement {
  const el = h("span", { class: "fan" }, ...pile.map((id) => cardElement(id, lang)));
  el.style.setProperty("--cols", String(Math.max(1, pile.length <= 16 ? pile.length : Math.ceil(pile.length / 2))));
  return el;
}

/**
 * The header's menu button (a disclosure, `#menu-button`): "☰ Menu", pressed while the menu is open.
 * The page toggles it on a click and closes it on Escape, focus back on the button.
 */
export function menuButton(open: boolean, label: string): HTMLElement {
  return h(
    "button",
    { type: "button", id: "menu-button", "data-key": "menu", "aria-expanded": String(open), "aria-controls": "menu" },
    h("span", { "aria-hidden": "true" }, "☰ "),
    label,
  );
}

/** What the header's menu folds (`#menu`, under the header's line, style.css), hidden while closed. */
export function menuPanel(open: boolean, ...children: Child[]): HTMLElement {
  return h("div", { id: "menu", hidden: !open }, ...children);
}
