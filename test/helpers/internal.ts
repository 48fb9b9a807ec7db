/**
 * What the tests reach beyond the public entries: internals, imported from the source. Tests of
 * the public surface import from "burraco" and its subpaths; this file is for white-box tests.
 */
export { isLibraryBot } from "../../src/bots/handed.js";
export { botNames, isBotName } from "../../src/bots/registry.js";
export { DECK_SIZE, FIRST_JOKER, JOKERS, POINTS, RANK, SUIT } from "../../src/cards/card.js";
export { fullDeck } from "../../src/cards/deck.js";
export { allocateFaces, CopyAllocator, faceOf, JOKER_FACE, parseFace, parseFaces } from "../../src/cards/notation.js";
export * from "../../src/checks/actions.js";
export * from "../../src/checks/rules.js";
export { ERRORS_EN } from "../../src/i18n/errorsEn.js";
export { ERRORS_IT } from "../../src/i18n/errorsIt.js";
export { BURRACO_CLASS_NAMES, SCORE_LINE_LABELS } from "../../src/i18n/scoreLabels.js";
export { readData, readFields, readList } from "../../src/input/read.js";
export { isShowable, showable } from "../../src/input/text.js";
export { mayFit } from "../../src/legal/legalActions.js";
export { meldCandidates } from "../../src/legal/meldCandidates.js";
export { matchHandSeed } from "../../src/match/handSeed.js";
export { MATCH_SHAPE } from "../../src/match/matchShape.js";
export { pairsHand } from "../../src/match/outcome.js";
export { creditsOf, pairedCredit } from "../../src/match/sides.js";
export { analyzeTrusted } from "../../src/melds/analyze.js";
export { burracoBonus, isCleanClass } from "../../src/melds/burraco.js";
export { burracoClasses } from "../../src/melds/types.js";
export { dealShuffle } from "../../src/random/dealStream.js";
export { nextInt, type RngState, seedRng, shuffled } from "../../src/random/prng.js";
export { hmacSha256, sha256 } from "../../src/random/sha256.js";
export { err, ok } from "../../src/result.js";
export { checkRuleset } from "../../src/rules/define.js";
export { RULESET_SHAPE } from "../../src/rules/ruleset.js";
export { matchOutcome, startingSide } from "../../src/scoring/outcome.js";
export { checkShape, type Shape } from "../../src/shape/shape.js";
export { sideCountFor, sideOf } from "../../src/state/seats.js";
export { MAX_SAVED_LENGTH } from "../../src/state/serialize.js";
export { STATE_SHAPE } from "../../src/state/stateShape.js";
export { phases } from "../../src/state/types.js";
