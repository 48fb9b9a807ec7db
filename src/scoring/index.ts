/**
 * `burraco/scoring`: hand score sheets and tournament victory points (RULES.md §9, R10.3), for
 * score tools that need no game engine.
 * @example
 * import { scoreHand, victoryPoints } from "burraco/scoring";
 * victoryPoints(130, 2); // { ok: true, value: [12, 8] }
 * @packageDocumentation
 */
export { scoreHand } from "./scoreHand.js";
export { type BurracoLine, type ScoreLine, type ScoreSheet, type SideScore, scoreLines } from "./types.js";
export { victoryPoints } from "./victoryPoints.js";
