/**
 * `burraco/i18n`: texts for players, in Italian and English: what an error means
 * (`describeError`), what just happened (`describeEvent`, for a move list), card, rank and suit names, score-sheet labels and burraco classes. Apart from
 * the game so that an app that shows its own texts, or a server, does not bundle them.
 * @example
 * import { apply, newHand } from "burraco";
 * import { describeError } from "burraco/i18n";
 * const dealt = newHand({ seed: 1 });
 * const r = dealt.ok ? apply(dealt.value, { type: "discard", seat: 1, card: 0 }) : dealt;
 * if (!r.ok) describeError(r.error, "it"); // the refusal in Italian
 * @packageDocumentation
 */
export { cardName, rankName, suitName } from "./cardNames.js";
export { describeError } from "./describeError.js";
export { type DescribeEventOptions, describeEvent, MAX_NAME_LENGTH, seatNames } from "./describeEvent.js";
export { isLocale, type Locale, locales } from "./locale.js";
export { burracoClassName, scoreLineLabel } from "./scoreLabels.js";
