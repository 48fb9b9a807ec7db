/**
 * `burraco/pad`: the score pad — a match or a tournament round kept by the counts of hands played
 * with real cards (R9.9, §10): add each hand's counts, read the running totals, the winner (R10.1,
 * R10.2) and a round's victory points (R10.3), save and load it (signed when a key is given). Its
 * own entry, so that the game's root does not carry it and a score-pad app does not carry the game.
 * `scoreCount`, one hand's sheet from its count, is here too (and in `burraco/scoring`).
 * @example
 * import { presets } from "burraco";
 * import { newScorePad } from "burraco/pad";
 * newScorePad({ ruleset: presets.classic, round: 3 }).ok; // true
 * @packageDocumentation
 */
export { type PozzettoCount, pozzettoCounts, type SideCount } from "../scoring/count.js";
export { scoreCount } from "../scoring/scoreCount.js";
export {
  addCounts,
  type NewScorePadOptions,
  newScorePad,
  type PadRound,
  type PadSummary,
  padSummary,
  type ScorePad,
} from "./pad.js";
export { deserializePad, serializePad } from "./serializePad.js";
