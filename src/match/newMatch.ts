/**
 * Starting a match (RULES.md §10).
 * @module
 */
import { readFields } from "../input/read.js";
import { parseSeed } from "../input/seed.js";
import { randomSeed } from "../random/seed.js";
import { describeValue, err, ok, type Result } from "../result.js";
import { checkRuleset } from "../rules/checked.js";
import { classic } from "../rules/presets.js";
import { sideCountFor } from "../state/seats.js";
import type { Match, MatchSeed, NewMatchOptions } from "./types.js";

/**
 * A new match: every total at 0, no hand played, seat 0 deals first (R2.3). Play it with
 * {@link startHand} and {@link recordHand} until `match.over`. The options are read once and
 * checked up front: the ruleset as {@link newHand} checks it (`ruleset/invalid`; the match keeps a
 * frozen copy), an unknown field or a seed that is not a {@link MatchSeed} (a well-formed string
 * of at most 1,000 characters, or a finite number) `input/invalid`. Never throws.
 * @example
 * const match = newMatch({ ruleset: { ...presets.classic, targetScore: 1005 }, seed: "final" });
 * if (match.ok) match.value.totals; // [0, 0]
 * newMatch({ ruleset: { ...presets.classic, players: 5 as 4 } }).error?.code; // "ruleset/invalid"
 */
export function newMatch(options: NewMatchOptions = {}): Result<Match> {
  const fields = readFields(options, ["ruleset", "seed"], "newMatch options");
  if (!fields.ok) return fields;
  const o = fields.value;
  const ruleset = checkRuleset(o.ruleset === undefined ? classic : o.ruleset);
  if (!ruleset.ok) return ruleset;
  const seed = o.seed === undefined ? ok(randomSeed()) : readMatchSeed(o.seed, "newMatch options");
  if (!seed.ok) return seed;
  return ok({
    ruleset: ruleset.value,
    seed: seed.value,
    totals: Array.from({ length: sideCountFor(ruleset.value.players) }, () => 0),
    hands: [],
    nextDealer: 0,
    over: false,
    winner: null,
  });
}

/**
 * Reads a match's seed from the options `what` names: a match is plain JSON, so its seed is text or
 * a number, never bytes ({@link MatchSeed}), checked as `parseSeed` checks a seed. `input/invalid`.
 * @internal
 */
export function readMatchSeed(value: unknown, what: string): Result<MatchSeed> {
  const parsed = typeof value === "object" ? null : parseSeed(value);
  if (parsed === null || !parsed.ok)
    return err(
      "input/invalid",
      `${what}: field "seed": ${parsed?.error?.message ?? `expected a string or a finite number, got ${describeValue(value)}`}`,
    );
  return ok(parsed.value as MatchSeed);
}
