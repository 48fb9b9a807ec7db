/**
 * Texts for players in Italian and English: refusals, card names, score-sheet lines.
 * @module
 */
export { cardName, rankName, suitName } from "./cardNames.js";
export { describeError } from "./describeError.js";
export { ERRORS_EN, ERRORS_EN_BY_RULE } from "./errorsEn.js";
export { ERRORS_IT, ERRORS_IT_BY_RULE } from "./errorsIt.js";
export { isLocale, type Locale, locales } from "./locale.js";
export { BURRACO_CLASS_NAMES, burracoClassName, SCORE_LINE_LABELS, scoreLineLabel } from "./scoreLabels.js";
