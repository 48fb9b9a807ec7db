/**
 * What a control of the page does: a typed action, bound to its element when the page is drawn
 * (render.ts) and read back on a click (main.ts). No control is wired by a string, so none can fall
 * through to another's move.
 */
import type { CardId } from "burraco";
import type { Locale } from "burraco/i18n";
import type { Sort } from "./arrange.js";

/** Every action a control of the playground starts. */
export type UiAction =
  | { readonly kind: "draw" }
  | { readonly kind: "pickUp" }
  | { readonly kind: "takePozzetto" }
  /** Meld the selected cards. */
  | { readonly kind: "meld" }
  /** Attach the selected cards: to meld `meld` of your side, or (`null`) to the one they fit, else choose. */
  | { readonly kind: "attach"; readonly meld: number | null }
  /** Discard the one selected card. */
  | { readonly kind: "discard" }
  /** Close with the one selected card. */
  | { readonly kind: "close" }
  /** Select or unselect a card of your hand. */
  | { readonly kind: "toggle"; readonly card: CardId }
  /** Sort your hand by suit or by rank (your own order, not the game's). */
  | { readonly kind: "sort"; readonly sort: Sort }
  /** Move the one selected card of your hand a place left (`-1`) or right (`1`). */
  | { readonly kind: "move"; readonly by: -1 | 1 }
  | { readonly kind: "nextHand" }
  /** A new match on a new seed (or the typed one): asks first while a match is in progress. */
  | { readonly kind: "newMatch" }
  | { readonly kind: "hint" }
  /** Open or close the header's menu. */
  | { readonly kind: "menu" }
  | { readonly kind: "lang"; readonly lang: Locale };

const bound = new WeakMap<Element, UiAction>();

/** Binds `action` to `el` and returns `el`. */
export function bind<E extends Element>(el: E, action: UiAction): E {
  bound.set(el, action);
  return el;
}

/** The action of the control that holds `target` (the element clicked, or one inside it), if any. */
export function actionAt(target: EventTarget | null, root: Element): { el: HTMLElement; action: UiAction } | null {
  for (let el = target instanceof Element ? target : null; el !== null && el !== root; el = el.parentElement) {
    const action = bound.get(el);
    if (action !== undefined) return { el: el as HTMLElement, action };
  }
  return null;
}
