/**
 * What the tests reach beyond the public entries: internals, imported from the source. Tests of
 * the public surface import from "burraco" and its subpaths; this file is for white-box tests.
 */
export { actionSchema } from "../../src/actions/actionSchema.js";
export { ACTION_FIELDS, isAction } from "../../src/actions/parse.js";
export { actionTypes } from "../../src/actions/types.js";
export { botNames, isBotName } from "../../src/bots/registry.js";
export { DECK_SIZE, FIRST_JOKER, JOKERS, POINTS, RANK, SUIT } from "../../src/cards/card.js";
export { fullDeck } from "../../src/cards/deck.js";
export {
  allocateFaces,
  CopyAllocator,
  type Face,
  type FaceToken,
  faceOf,
  idsOfFace,
  JOKER_FACE,
  parseFace,
  parseFaces,
} from "../../src/cards/notation.js";
export * from "../../src/checks/actions.js";
export { listedAction } from "../../src/checks/listed.js";
export * from "../../src/checks/rules.js";
export { ERRORS_EN, ERRORS_EN_BY_RULE } from "../../src/i18n/errorsEn.js";
export { ERRORS_IT, ERRORS_IT_BY_RULE } from "../../src/i18n/errorsIt.js";
export { BURRACO_CLASS_NAMES, SCORE_LINE_LABELS } from "../../src/i18n/scoreLabels.js";
export { mayFit } from "../../src/legal/legalActions.js";
export { meldCandidates } from "../../src/legal/meldCandidates.js";
export { matchHandSeed } from "../../src/match/handSeed.js";
export { MATCH_SHAPE } from "../../src/match/matchShape.js";
export { pairsHand } from "../../src/match/outcome.js";
export { MATCH_FORMAT, MATCH_VERSION } from "../../src/match/serializeMatch.js";
export { creditsOf, pairedCredit } from "../../src/match/sides.js";
export { analyzeCardsUnchecked, checkCardList } from "../../src/melds/analyze.js";
export { burracoBonus, isCleanClass, sideCanClose } from "../../src/melds/burraco.js";
export { burracoClasses, meldKinds } from "../../src/melds/types.js";
export { DealStream, dealShuffle } from "../../src/random/dealStream.js";
export { nextInt, nextUint32, type RngState, seedRng, shuffled } from "../../src/random/prng.js";
export { hmacSha256, sha256 } from "../../src/random/sha256.js";
export { applyOrThrow, reduceParsed } from "../../src/reducers/apply.js";
export { nextState } from "../../src/reducers/nextState.js";
export { describeValue, err, ok, ruleError } from "../../src/result.js";
export { checkRuleset } from "../../src/rules/define.js";
export { checkRulesetFields, RULESET_FIELDS, RULESET_SHAPE, rulesetChoices } from "../../src/rules/ruleset.js";
export { matchOutcome, startingSide } from "../../src/scoring/outcome.js";
export { checkShape, type Shape } from "../../src/shape/shape.js";
export { toZod } from "../../src/shape/toZod.js";
export { DEFAULT_MAX_ACTIONS } from "../../src/sim/options.js";
export { seed32 } from "../../src/sim/seeds.js";
export { MAX_HANDS } from "../../src/sim/simulate.js";
export { addHand, finishTally, newTally, type Tally } from "../../src/sim/summary.js";
export { sameList } from "../../src/state/arrays.js";
export { pozzettoSizes } from "../../src/state/deal.js";
export {
  initialSides,
  nextSeat,
  PAIRINGS,
  pairingOf,
  seatsOfSide,
  sideCountFor,
  sideOf,
} from "../../src/state/seats.js";
export { MAX_SAVED_LENGTH, STATE_FORMAT, STATE_VERSION } from "../../src/state/serialize.js";
export { HAND_END_SHAPE, STATE_SHAPE } from "../../src/state/stateShape.js";
export { endReasons, phases } from "../../src/state/types.js";
