/**
 * The score sheet of a hand played with real cards, from each side's count (RULES.md R9.9).
 * @module
 */
import { burracoBonus } from "../melds/burraco.js";
import type { Result } from "../result.js";
import { checkRuleset } from "../rules/checked.js";
import type { Ruleset } from "../rules/ruleset.js";
import { initialSides } from "../state/seats.js";
import { readCounts, type SideCount } from "./count.js";
import type { BurracoLine, ScoreSheet, SideScore } from "./types.js";

/**
 * The sheet of counts already checked against `ruleset`: the same lines as {@link scoreHand}
 * (R9.1–R9.8), with the ruleset's values (R5.7).
 * @internal
 */
export function sheetOfCounts(counts: readonly SideCount[], ruleset: Ruleset): ScoreSheet {
  const seating = initialSides(ruleset.players);
  const sides = counts.map((c, side): SideScore => {
    const burraco: BurracoLine[] = c.burraco.map((cls, meld) => ({
      meld,
      class: cls,
      bonus: burracoBonus(cls, ruleset),
    }));
    const bonus = burraco.reduce((sum, b) => sum + b.bonus, 0);
    const closing = c.closed ? ruleset.closingBonus : 0; // R9.3
    // `0 - x` rather than `-x`: a side with nothing to pay shows 0, not -0.
    const handPenalty = 0 - c.handPoints; // R9.4
    const pozzettoPenalty = c.pozzetto === "not-taken" ? 0 - ruleset.pozzettoPenalty : 0; // R9.5
    const unplayed = c.pozzetto !== "unplayed" ? 0 : ruleset.unplayedPozzetto === "flat-100" ? 100 : c.unplayedPoints;
    const unplayedPozzetto = 0 - unplayed; // R9.6
    const penaltyCards = 0 - c.penaltyPoints; // R9.8
    return {
      side,
      seats: seating.flatMap((s, seat) => (s === side ? [seat] : [])),
      meldPoints: c.meldPoints,
      burraco,
      burracoBonus: bonus,
      closing,
      handPenalty,
      pozzettoPenalty,
      unplayedPozzetto,
      penaltyCards,
      total: c.meldPoints + bonus + closing + handPenalty + pozzettoPenalty + unplayedPozzetto + penaltyCards, // R9.7
    };
  });
  return { sides, ended: true };
}

/**
 * Scores a hand played with real cards from each side's count (R9.9), by the same lines as
 * {@link scoreHand} (R9.1–R9.8) and the ruleset's values: a {@link ScoreSheet} of the same form,
 * `ended: true`, sides in seating order (4 players: side 0 is seats 0 and 2). A count has no melds,
 * so each burraco line's `meld` is its position in the count's `burraco` list.
 *
 * `counts` is read once, by value (a getter or Proxy trap runs at most once a field, and its value
 * is the one checked and counted), and every count no hand could
 * produce is refused with `count/invalid` and the rule it breaks: points that are not multiples of
 * 5 (R1.2) or more than the deck's 1,080 in all (R1.1); a burraco class the ruleset does not score
 * (R5.3, R5.5, R5.6); fewer than 35 melded points a burraco, or more burraco than the cards a hand
 * leaves to meld (R5.1); more than 14 clean, royal or super burraco (R5.2), more than 12 super or
 * any without sets (R5.6, R4.10); the deck's own bounds (R9.9: 12 wildcards, its natural cards, the
 * cards no side counts, an unplayed pozzetto that is its holder's whole hand); the rest of R9.9's
 * list (docs/guides/scoring-real-table.md); two sides closed, a closer
 * without its pozzetto or the burraco the ruleset needs, or, with 2 or 3 players, holding cards
 * (R7.1); unplayed points without an unplayed pozzetto (R9.6), or more than its cards hold (R2.2);
 * three pozzetti taken (R11.2); the wrong number of sides (R2.1, R11.1). A malformed value
 * (wrong type, unknown or missing field) is `count/invalid` without a rule. The ruleset is checked
 * by value as `newHand` checks it: any valid one is taken (a preset, `{ ...presets.classic,
 * targetScore: 505 }`, one from another copy of the package), an invalid one is `ruleset/invalid`. R11.3 pairing is not modelled: a paired three-player hand is counted by the
 * players, one count each. Never throws.
 * @example
 * const sheet = scoreCount(
 *   [
 *     { meldPoints: 185, burraco: ["clean"], closed: true, pozzetto: "taken", unplayedPoints: 0, handPoints: 10, penaltyPoints: 0 },
 *     { meldPoints: 70, burraco: [], closed: false, pozzetto: "not-taken", unplayedPoints: 0, handPoints: 45, penaltyPoints: 10 },
 *   ],
 *   presets.classic,
 * );
 * if (sheet.ok) sheet.value.sides.map((s) => s.total); // [475, -85]
 */
export function scoreCount(counts: readonly SideCount[], ruleset: Ruleset): Result<ScoreSheet> {
  // Checked by value, as newHand checks it (issue 26): a spread of a preset or another copy of
  // the package's preset is as good as this copy's own.
  const rs = checkRuleset(ruleset);
  if (!rs.ok) return rs;
  const read = readCounts(counts, rs.value);
  return read.ok ? { ok: true, value: sheetOfCounts(read.value, rs.value) } : read;
}
