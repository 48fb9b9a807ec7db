/**
 * The Hint button's advice: the planner's (`hint` of burraco/bots) candidate moves, said by the
 * library's `describeHint` ("Consiglio: pesca; poi cala 7♥ 8♥ 9♥."; how it compares with the next
 * best move only when that means something), and the cards of your hand its plan plays, for the
 * page to highlight. The planner sees only your view (`viewFor` your seat), like a bot.
 */
import { type Action, type CardId, type HandState, legalActions, viewFor } from "burraco";
import { hint } from "burraco/bots";
import type { describeHint, Locale } from "burraco/i18n";
import { HUMAN as YOU } from "./game.js";

/** A hint: its sentence, and the cards of your hand it names. */
export interface HintShown {
  readonly text: string;
  readonly cards: readonly CardId[];
}

/** The cards of your hand that `plan` plays. */
function planCards(plan: readonly Action[], held: readonly CardId[]): CardId[] {
  const cards = plan.flatMap((a) =>
    a.type === "meld" || a.type === "attach" ? a.cards : a.type === "discard" || a.type === "close" ? [a.card] : [],
  );
  return cards.filter((c) => held.includes(c));
}

/** The planner's advice for you, in `lang`, in the words of `describe` (a chunk: hintWords.ts). */
export function hintFor(state: HandState, lang: Locale, describe: typeof describeHint): HintShown {
  const hints = hint(viewFor(state, YOU), legalActions(state)).value ?? [];
  const melds = (state.melds[state.sides[YOU] ?? YOU] ?? []).map((m) => m.cards);
  const text = describe(hints, lang, { melds });
  const best = hints[0];
  const plan = best === undefined ? [] : best.plan.length > 0 ? best.plan : [best.action];
  return { text, cards: planCards(plan, state.held[YOU] ?? []) };
}
