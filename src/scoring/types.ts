/**
 * The types of a hand's score sheet (RULES.md §9).
 * @module
 */
import type { BurracoClass } from "../melds/types.js";
import type { Seat, Side } from "../state/types.js";

/**
 * One burraco on a side's score sheet (R9.2): which meld it is, its class and the bonus it earned
 * under the ruleset (R5.7).
 * @example
 * const line: BurracoLine = { meld: 0, class: "clean", bonus: 200 };
 */
export interface BurracoLine {
  /**
   * The meld's index in the side's list (`state.melds[side]`); on a sheet scored from a count
   * (`scoreCount`), which has no melds, the burraco's position in the count's `burraco` list.
   */
  readonly meld: number;
  /** Its class as the meld stands (R5.1). */
  readonly class: BurracoClass;
  /** Its bonus under the ruleset (R5.2–R5.7). */
  readonly bonus: number;
}

/**
 * One side's itemised hand score (R9.7). Every line is signed as it counts: bonuses are positive,
 * penalties negative (or 0), and `total` is exactly their sum.
 * @example
 * const sheet = scoreCount([{ meldPoints: 185, burraco: ["clean"], closed: true, pozzetto: "taken", unplayedPoints: 0, handPoints: 10, penaltyPoints: 0 }, { meldPoints: 70, burraco: [], closed: false, pozzetto: "not-taken", unplayedPoints: 0, handPoints: 45, penaltyPoints: 10 }], presets.classic);
 * const score: SideScore | undefined = sheet.value?.sides[0];
 * score?.total; // 475
 * score && score.meldPoints + score.burracoBonus + score.closing; // 485
 */
export interface SideScore {
  /** The side this line is for. */
  readonly side: Side;
  /** The seats that play for the side. */
  readonly seats: readonly Seat[];
  /** R9.1: points of every card in the side's melds (≥ 0). */
  readonly meldPoints: number;
  /** R9.2: each burraco of the side, in meld order. */
  readonly burraco: readonly BurracoLine[];
  /** R9.2: the sum of the `burraco` bonuses (≥ 0). */
  readonly burracoBonus: number;
  /** R9.3: the closing bonus when a seat of this side closed, else 0. */
  readonly closing: number;
  /** R9.4: minus the points of the cards left in the side's hands, not counting unplayed pozzetti (≤ 0). */
  readonly handPenalty: number;
  /** R9.5: minus the ruleset's penalty when the side has not taken its pozzetto, else 0. */
  readonly pozzettoPenalty: number;
  /** R9.6: the cost of pozzetti taken on discard and never played (≤ 0). */
  readonly unplayedPozzetto: number;
  /**
   * R9.8: minus the points of the cards a referee penalised (≤ 0). Always 0 for a hand the engine
   * played (it has no irregularities); a real table's count (`scoreCount`) may carry it.
   */
  readonly penaltyCards: number;
  /** R9.7: the sum of the lines above. */
  readonly total: number;
}

/**
 * The lines of a side's score sheet that hold points, in the order a sheet shows them, `total`
 * last: the source of truth for {@link ScoreLine}, so labels and tests can walk every line.
 * @example
 * const sheet = scoreCount([{ meldPoints: 185, burraco: ["clean"], closed: true, pozzetto: "taken", unplayedPoints: 0, handPoints: 10, penaltyPoints: 0 }, { meldPoints: 70, burraco: [], closed: false, pozzetto: "not-taken", unplayedPoints: 0, handPoints: 45, penaltyPoints: 10 }], presets.classic);
 * const side = sheet.value?.sides[0];
 * scoreLines.map((line) => `${line}: ${side?.[line]}`); // ["meldPoints: 185", "burracoBonus: 200", "closing: 100", …]
 */
export const scoreLines = /* @__PURE__ */ Object.freeze([
  "meldPoints",
  "burracoBonus",
  "closing",
  "handPenalty",
  "pozzettoPenalty",
  "unplayedPozzetto",
  "penaltyCards",
  "total",
] as const);

/**
 * One line of points on a {@link SideScore}.
 * @example
 * const line: ScoreLine = "closing";
 * scoreLineLabel(line, "it"); // "chiusura"
 */
export type ScoreLine = (typeof scoreLines)[number];

// Compile-time proof that every score line is a number field of SideScore.
const _linesAreNumbers: SideScore[ScoreLine] extends number ? true : never = true;
void _linesAreNumbers;

/**
 * The score sheet of a hand, one {@link SideScore} per side, by side index. `ended` is false for a
 * hand still in play: the sheet is then a running estimate (same lines, no closing bonus yet).
 * @example
 * const r = scoreCount([{ meldPoints: 185, burraco: ["clean"], closed: true, pozzetto: "taken", unplayedPoints: 0, handPoints: 10, penaltyPoints: 0 }, { meldPoints: 70, burraco: [], closed: false, pozzetto: "not-taken", unplayedPoints: 0, handPoints: 45, penaltyPoints: 10 }], presets.classic);
 * if (!r.ok) throw new Error(r.error.message);
 * const sheet: ScoreSheet = r.value;
 * sheet.sides.map((s) => s.total); // [475, -85]
 */
export interface ScoreSheet {
  /** One entry per side, `sides[i].side === i`. */
  readonly sides: readonly SideScore[];
  /** Whether the hand is over (`phase === "ended"`); otherwise the totals are an estimate. */
  readonly ended: boolean;
}
