/**
 * burraco — a pure, immutable Burraco rules engine.
 *
 * The root holds the vocabulary of a game: cards, rulesets, meld analysis, hands and their
 * actions, scoring and matches. Bots live in `burraco/bots`, the simulator in `burraco/sim`, the
 * zod schemas in `burraco/schemas`, score tools without the engine in `burraco/scoring`, and
 * texts for players in Italian and English in `burraco/i18n`.
 * Everything is listed by name: what is not here is internal and may change.
 * @example
 * import { apply, legalActions, newHand, presets, scoreHand } from "burraco";
 * const dealt = newHand({ ruleset: presets.classic, seed: "table-7" });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * let state = dealt.value;
 * while (state.phase !== "ended") {
 *   const action = legalActions(state)[0]; // a player who always makes the first legal move
 *   if (!action) break;
 *   state = apply(state, action).value ?? state;
 * }
 * scoreHand(state).ended; // true
 * @packageDocumentation
 */

// Grouped by folder, in the order biome's import sorter keeps (sources sorted by path), so each
// comment stays on its group.

// Actions: their types, parseAction for untrusted ones, actions in card notation (§3–§8)
export { actionFromNotation, type NotationAction } from "./actions/notation.js";
export { parseAction } from "./actions/parse.js";
export {
  type Action,
  type ActionType,
  type AttachAction,
  actionTypes,
  type CloseAction,
  type DiscardAction,
  type DrawAction,
  type MeldAction,
  type PickUpDiscardsAction,
  type TakePozzettoAction,
} from "./actions/types.js";
// Cards and card notation (§1)
export {
  type CardId,
  cardId,
  isCardId,
  isJoker,
  isWildcard,
  pointsOf,
  type Rank,
  rankOf,
  type Suit,
  suitOf,
} from "./cards/card.js";
export { formatCard, formatCards, parseCards } from "./cards/notation.js";
// Reading a seed from outside
export { parseSeed } from "./input/seed.js";
// The legal actions of a position
export { legalActions } from "./legal/legalActions.js";
// Matches (§10, §11)
export { matchHandSeed } from "./match/handSeed.js";
export { newMatch } from "./match/newMatch.js";
export { publicMatch } from "./match/publicMatch.js";
export { recordHand, recordHandLog } from "./match/recordHand.js";
export { checkMatch, deserializeMatch, serializeMatch } from "./match/serializeMatch.js";
export { startHand } from "./match/startHand.js";
export type { HandRecord, Match, MatchSeed, NewMatchOptions, PublicHandRecord, PublicMatch } from "./match/types.js";
// Melds (§4, §5)
export { analyzeMeld, fitsMeld } from "./melds/analyze.js";
export { type BurracoClass, burracoClasses, type Meld, type MeldKind, meldKinds } from "./melds/types.js";
// Seeds and deal ids (R2.2)
export type { DealId } from "./random/dealStream.js";
export { MAX_SEED_LENGTH, randomSeed, type Seed } from "./random/seed.js";
// apply and the reducers, the trusted step, replay, the public events, the referee's time out (§3–§8, R8.3)
export {
  apply,
  attach,
  close,
  discard,
  draw,
  meld,
  pickUpDiscards,
  type ReducerInput,
  takePozzetto,
} from "./reducers/apply.js";
export {
  type AttachEvent,
  type CloseEvent,
  type DiscardEvent,
  type DrawEvent,
  type HandEndEvent,
  type MeldEvent,
  type PickUpDiscardsEvent,
  type PublicEvent,
  publicEvents,
  publicEventTypes,
  type TakePozzettoEvent,
  type TimeOutEvent,
} from "./reducers/publicEvents.js";
export { type ReplayOptions, replay, replayEvents } from "./reducers/replay.js";
export { callTimeOut, type TimeOutCall } from "./reducers/timeOut.js";
export { applyTrusted } from "./reducers/trusted.js";
// Results and errors (§13)
export { type ErrorCode, errorCodes, MAX_MESSAGE_LENGTH, type Result, type RuleError } from "./result.js";
// Rulesets (§12)
export { defineRuleset, type RulesetInput } from "./rules/define.js";
export { type PresetName, presetNames, presets } from "./rules/presets.js";
export type { Ruleset } from "./rules/ruleset.js";
// Scoring (§9, R10.3)
export { scoreHand } from "./scoring/scoreHand.js";
export { scoreView } from "./scoring/scoreView.js";
export { type BurracoLine, type ScoreLine, type ScoreSheet, type SideScore, scoreLines } from "./scoring/types.js";
export { victoryPoints } from "./scoring/victoryPoints.js";
// Hands: dealing, scenarios, checking, saving, fair-deal proofs, views (§2, §14)
export { checkState } from "./state/checkState.js";
export { type DealClaim, dealCommitment, verifyDeal } from "./state/commitment.js";
export { type NewHandOptions, newHand } from "./state/deal.js";
export { type Scenario, setupHand } from "./state/scenario.js";
export { deserialize, serialize } from "./state/serialize.js";
export type { SaveOptions } from "./state/signature.js";
export { endReasons, type HandEnd, type HandState, type Phase, phases, type Seat, type Side } from "./state/types.js";
export { type PlayerView, type Revealed, viewFor } from "./state/view.js";
