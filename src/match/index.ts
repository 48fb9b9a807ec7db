export { newMatch } from "./newMatch.js";
export { isMatchOver, matchOutcome, matchWinner, pairsHand, startingSide } from "./outcome.js";
export { recordHand } from "./recordHand.js";
export { deserializeMatch, MATCH_FORMAT, MATCH_VERSION, MatchSchema, serializeMatch } from "./serializeMatch.js";
export { creditsOf, matchSideCount, pairedCredit } from "./sides.js";
export { matchHandSeed, startHand } from "./startHand.js";
export type { HandRecord, Match, NewMatchOptions } from "./types.js";
