/**
 * `burraco/i18n`: texts for players, in Italian and English, defined once for every front end:
 * what an error means (`describeError`), what just happened (`describeEvent`, for a move list),
 * the hint's sentence (`describeHint`, `describeMove`), card faces and the order of a hand
 * (`cardFace`, `cardFaces`, `displayOrder`), card, rank and suit names, the seats as the reader
 * sees them, who sits South (`seatNames`, `playerNames`, `sideNames`), the match's title and end
 * (`matchTitle`, `describeMatchEnd`), preset names (`presetName`), score-sheet labels and burraco classes. Apart from the game
 * so that an app that shows its own texts, or a server, does not bundle them.
 * @example
 * import { apply, newHand } from "burraco";
 * import { describeError } from "burraco/i18n";
 * const dealt = newHand({ seed: 1 });
 * const r = dealt.ok ? apply(dealt.value, { type: "discard", seat: 1, card: 0 }) : dealt;
 * if (!r.ok) describeError(r.error, "it"); // the refusal in Italian
 * @packageDocumentation
 */
export { cardFace, cardFaces, displayOrder } from "./cardFaces.js";
export { cardName, rankName, suitName } from "./cardNames.js";
export { type DescribeErrorOptions, describeError } from "./describeError.js";
export { type DescribeEventOptions, describeEvent, MAX_NAME_LENGTH } from "./describeEvent.js";
export {
  type DescribeMoveOptions,
  describeHint,
  describeMove,
  type HintEstimate,
  type HintEstimateLead,
} from "./describeHint.js";
export { isLocale, type Locale, locales } from "./locale.js";
export { presetName } from "./presetNames.js";
export { burracoClassName, scoreLineLabel } from "./scoreLabels.js";
export { describeMatchEnd, matchTitle, playerNames, seatNames, sideNames } from "./seating.js";
