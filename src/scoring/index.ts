/**
 * `burraco/scoring`: hand score sheets, hands scored from a real table's count (R9.9) and
 * tournament victory points (RULES.md §9, R10.3), for score tools that need no game engine. The
 * score pad (`newScorePad`, `addCounts`, `padSummary`, `serializePad`, `deserializePad`) has its own
 * entry, `burraco/pad`: with its signed saves it would not fit this entry's 5 KB budget.
 * @example
 * import { scoreHand, victoryPoints } from "burraco/scoring";
 * victoryPoints(130, 2); // { ok: true, value: [12, 8] }
 * @packageDocumentation
 */
export { type PozzettoCount, pozzettoCounts, type SideCount } from "./count.js";
export { scoreCount } from "./scoreCount.js";
export { scoreHand } from "./scoreHand.js";
export { type BurracoLine, type ScoreLine, type ScoreSheet, type SideScore, scoreLines } from "./types.js";
export { victoryPoints } from "./victoryPoints.js";
