/**
 * The Hint button's code, a chunk of its own (chunk-hint.js, lazy.ts) loaded on the first Hint, so
 * that the planner and its playouts stay out of the page's main script. `hintText(state, lang)`:
 * the planner's best move for you in words, with its estimated margin and standard error, and
 * how far ahead of the next best move it is. The planner sees only your view (`viewFor` your
 * seat), like a bot.
 */
import { type Action, type HandState, legalActions, viewFor } from "burraco";
import { hint } from "burraco/bots";
import type { Locale } from "burraco/i18n";
import { cardsText } from "./cards.js";
import { TEXTS } from "./texts.js";

/** The seat you play (game.ts's HUMAN; not imported, to keep the game's code out of this script). */
const YOU = 0;

const WORDS = {
  it: {
    best: (move: string, margin: string, se: string) => `Consiglio: ${move} (margine stimato ${margin} ± ${se} punti)`,
    ahead: (points: string, move: string) => `, ${points} più di ${move}`,
    none: "Nessun consiglio: hai una sola mossa.",
  },
  en: {
    best: (move: string, margin: string, se: string) => `Hint: ${move} (estimated margin ${margin} ± ${se} points)`,
    ahead: (points: string, move: string) => `, ${points} more than ${move}`,
    none: "No hint: you have one move only.",
  },
} as const;

/** A move in the words of the page's buttons, its cards as faces (an attach names the meld by its cards). */
function moveWords(a: Action, lang: Locale, state: HandState): string {
  const t = TEXTS[lang];
  switch (a.type) {
    case "draw":
      return t.draw;
    case "pickUpDiscards":
      return t.pickUp;
    case "meld":
      return `${t.meld} ${cardsText(a.cards)}`;
    case "attach":
      return `${t.attachTo(a.meld + 1, cardsText(state.melds[state.sides[YOU] ?? YOU]?.[a.meld]?.cards ?? []))}: ${cardsText(a.cards)}`;
    case "discard":
      return `${t.discard} ${cardsText([a.card])}`;
    case "close":
      return `${t.close} ${cardsText([a.card])}`;
    default:
      return t.takePozzetto;
  }
}

const signed = (x: number): string => `${x >= 0 ? "+" : "−"}${Math.abs(Math.round(x))}`;

export function hintText(state: HandState, lang: string): string {
  const l: Locale = lang === "en" ? "en" : "it";
  const w = WORDS[l];
  const [best, next] = hint(viewFor(state, YOU), legalActions(state)).value ?? [];
  if (best === undefined) return w.none;
  const text = w.best(moveWords(best.action, l, state), signed(best.margin), String(Math.round(best.stderr)));
  // The moves are ranked by playouts first: say how far ahead only of a move judged on as many.
  if (next === undefined || next.playouts !== best.playouts) return `${text}.`;
  const lead = Math.round(best.margin - next.margin);
  return lead > 0 ? `${text}${w.ahead(String(lead), moveWords(next.action, l, state))}.` : `${text}.`;
}
