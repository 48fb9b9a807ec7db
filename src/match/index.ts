export { checkMatch, MatchSchema } from "./checkMatch.js";
export { newMatch } from "./newMatch.js";
export { isMatchOver, matchOutcome, matchWinner, pairsHand, startingSide } from "./outcome.js";
export { publicMatch } from "./publicMatch.js";
export { recordHand } from "./recordHand.js";
export { deserializeMatch, MATCH_FORMAT, MATCH_VERSION, serializeMatch } from "./serializeMatch.js";
export { creditsOf, matchSideCount, pairedCredit } from "./sides.js";
export { matchHandSeed, startHand } from "./startHand.js";
export type { HandRecord, Match, MatchSeed, NewMatchOptions, PublicHandRecord, PublicMatch } from "./types.js";
