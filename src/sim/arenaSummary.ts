/**
 * The arena's figures from its deal records: the same records always give the same figures, so a
 * run split into shards and merged reports exactly what one run would.
 * @module
 */

import type { Ruleset } from "../rules/ruleset.js";
import { matchOutcome } from "../scoring/outcome.js";
import type { ArenaPlan, ArenaReport, ArenaTiming, DealRecord } from "./arenaTypes.js";

/**
 * Mean, 95 % interval, share of hands won and match win rate of the first bot's side, from the
 * records of deals `[from, to)` of a plan; the timings and bot errors are the tally's.
 *
 * Each deal is one sample (its hands' mean margin: a duplicate pair's luck cancels inside it), and
 * the interval is mean ± 1.96 standard errors over deals. Matches are played hand after hand in deal
 * order, one table per seating (two in duplicate play), until a side reaches the ruleset's target
 * (R10.1, with its tie rule R10.2); an unfinished last match is not counted.
 */
export function summarizeArena(
  plan: ArenaPlan,
  range: readonly [number, number],
  records: readonly DealRecord[],
  tally: ArenaTiming & { readonly botErrors: readonly [number, number] },
): ArenaReport {
  let sum = 0;
  let squares = 0;
  let hands = 0;
  let won = 0;
  for (const record of records) {
    let m = 0;
    for (const [mine, theirs] of record) {
      m += mine - theirs;
      if (mine > theirs) won++;
      hands++;
    }
    m /= Math.max(1, record.length);
    sum += m;
    squares += m * m;
  }
  const n = records.length;
  const mean = n === 0 ? 0 : sum / n;
  const variance = n > 1 ? (squares - n * mean * mean) / (n - 1) : 0;
  const half = n > 1 ? 1.96 * Math.sqrt(Math.max(0, variance) / n) : 0;
  const matches = matchesOf(records, plan.ruleset);
  return {
    bots: plan.bots,
    preset: plan.preset,
    ruleset: plan.ruleset,
    seed: plan.seed,
    hands: plan.dealCount,
    duplicate: plan.duplicate,
    deals: range,
    handsPlayed: hands,
    margin: round(mean),
    ci95: [round(mean - half), round(mean + half)],
    handsWon: hands === 0 ? 0 : round(won / hands),
    matchesWon: matches.played === 0 ? null : round(matches.won / matches.played),
    matches: matches.played,
    // Built field by field: a tally's other fields (the first error) are not the report's.
    timing: { moves: tally.moves, botMs: tally.botMs },
    botErrors: tally.botErrors,
    records,
  };
}

// Six decimals: the same figures on every platform and in every merge, whatever the summing order.
function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function matchesOf(records: readonly DealRecord[], ruleset: Ruleset): { played: number; won: number } {
  const tables = records.length === 0 ? 0 : (records[0] as DealRecord).length;
  let played = 0;
  let won = 0;
  for (let t = 0; t < tables; t++) {
    let totals = [0, 0];
    for (const record of records) {
      const hand = record[t];
      if (hand === undefined) continue;
      totals = [(totals[0] as number) + hand[0], (totals[1] as number) + hand[1]];
      const outcome = matchOutcome(totals, ruleset);
      if (!outcome.over) continue;
      played++;
      if (outcome.winner === 0) won++;
      totals = [0, 0];
    }
  }
  return { played, won };
}
