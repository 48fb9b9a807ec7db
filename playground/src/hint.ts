/**
 * The Hint button's words. `hintFor(state, lang)`: the planner's (`hint` of burraco/bots) best move for you in plain words, with the rest of the turn it plans ("Consiglio:
 * pesca dal tallone; poi cala 7♥ 8♥ 9♥."), how it compares with the next best move (a number of
 * points only when the lead is larger than the estimates' error, else "about as good"), and the
 * cards of your hand it names, for the page to highlight. The planner sees only your view
 * (`viewFor` your seat), like a bot.
 */
import { type Action, type CardId, type HandState, legalActions, viewFor } from "burraco";
import { hint } from "burraco/bots";
import type { Locale } from "burraco/i18n";
import { cardsText } from "./cards.js";
import { HUMAN as YOU } from "./game.js";
import { type MovePhrases, TEXTS } from "./texts.js";

/** A hint: its sentence, and the cards of your hand it names. */
export interface HintShown {
  readonly text: string;
  readonly cards: readonly CardId[];
}

/** A move in words, in the mood of `words`, its cards as faces (an attach names the meld by its number). */
export function moveWords(a: Action, words: MovePhrases): string {
  switch (a.type) {
    case "draw":
      return words.draw;
    case "pickUpDiscards":
      return words.pickUp;
    case "takePozzetto":
      return words.takePozzetto;
    case "meld":
      return words.meld(cardsText(a.cards));
    case "attach":
      return words.attach(cardsText(a.cards), a.meld + 1);
    case "discard":
      return words.discard(cardsText([a.card]));
    case "close":
      return words.close(cardsText([a.card]));
  }
}

/** The cards of your hand that `plan` plays. */
function planCards(plan: readonly Action[], held: readonly CardId[]): CardId[] {
  const cards = plan.flatMap((a) =>
    a.type === "meld" || a.type === "attach" ? a.cards : a.type === "discard" || a.type === "close" ? [a.card] : [],
  );
  return cards.filter((c) => held.includes(c));
}

/** The planner's advice for you, in `lang`. */
export function hintFor(state: HandState, lang: string): HintShown {
  const l: Locale = lang === "en" ? "en" : "it";
  const t = TEXTS[l];
  const [best, next] = hint(viewFor(state, YOU), legalActions(state)).value ?? [];
  if (best === undefined) return { text: t.hintNone, cards: [] };
  const plan = best.plan.length > 0 ? best.plan : [best.action];
  const text = t.hintBest(plan.map((a) => moveWords(a, t.advise)));
  const cards = planCards(plan, state.held[YOU] ?? []);
  // The moves are ranked by playouts first: compare only with a move judged on as many.
  if (next === undefined || next.playouts !== best.playouts) return { text, cards };
  const lead = best.margin - next.margin;
  // Within the error of the two estimates, the lead says nothing: "about as good".
  const error = Math.hypot(best.stderr, next.stderr);
  const other = moveWords(next.action, t.can);
  return { text: `${text}${lead > error ? t.hintAhead(Math.round(lead), other) : t.hintSame(other)}`, cards };
}
