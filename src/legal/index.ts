export { legalActions } from "./legalActions.js";
export { meldCandidates } from "./meldCandidates.js";
