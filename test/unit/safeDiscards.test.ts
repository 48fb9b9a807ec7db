/**
 * Issue 37, no gifts: when greedy's discard would extend or make a meld of the next opponent's
 * (discardRisk ≥ GIFT_RISK), the planner's candidates include greedy's same turn with the safest
 * natural discard, marked to be judged to the search's last round.
 */
import { apply, type HandState, isWildcard, legalActions, presets, viewFor } from "burraco";
import { greedyBot, type RngState, seedRng } from "burraco/bots";
import { describe, expect, it } from "vitest";
import { discardRisk, GIFT_RISK, readTable } from "../../src/bots/panel/discardRisk.js";
import { planCandidates } from "../../src/bots/planner/plans.js";
import { dealt } from "../helpers/state.js";

/** Play-phase positions of greedy self-play in which greedy's own turn ends with a gift, and a safe natural discard exists. */
function giftPositions(wanted: number): HandState[] {
  const found: HandState[] = [];
  for (let seed = 1; found.length < wanted && seed < 60; seed++) {
    let s = dealt({ ruleset: presets.classic, seed });
    const rngs: RngState[] = [0, 1, 2, 3].map((i) => seedRng(seed * 4 + i));
    for (let n = 0; s.phase !== "ended" && n < 2000 && found.length < wanted; n++) {
      const legal = legalActions(s);
      const [a, r] = greedyBot(viewFor(s, s.turn), legal, rngs[s.turn] as RngState);
      rngs[s.turn] = r;
      if (a === null) break;
      if (a.type === "discard") {
        const reading = readTable(viewFor(s, s.turn));
        const safe = legal.some(
          (d) => d.type === "discard" && !isWildcard(d.card) && discardRisk(reading, d.card) < GIFT_RISK,
        );
        if (discardRisk(reading, a.card) >= GIFT_RISK && safe && (s.held[s.turn]?.length ?? 0) > 3) found.push(s);
      }
      const next = apply(s, a);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
  }
  return found;
}

describe("safe discards among the planner's plans (issue 37)", () => {
  const positions = giftPositions(12);

  it("each position whose greedy plan ends in a gift holds greedy's turn with a safe natural discard, kept to the last round", () => {
    let checked = 0;
    for (const s of positions) {
      const plans = planCandidates(s, legalActions(s), seedRng(1), 3);
      const reading = readTable(viewFor(s, s.turn));
      const greedyPlan = plans[0]?.actions ?? [];
      const last = greedyPlan[greedyPlan.length - 1];
      // Greedy's plan breaks its ties by its own PRNG: only the positions where it is a gift here.
      if (last?.type !== "discard" || discardRisk(reading, last.card) < GIFT_RISK) continue;
      checked++;
      const safe = plans.filter((p) => {
        const end = p.actions[p.actions.length - 1];
        return (
          p.keep === true &&
          end?.type === "discard" &&
          !isWildcard(end.card) &&
          discardRisk(reading, end.card) < GIFT_RISK &&
          JSON.stringify(p.actions.slice(0, -1)) === JSON.stringify(greedyPlan.slice(0, -1))
        );
      });
      expect(safe).toHaveLength(1);
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });
});
