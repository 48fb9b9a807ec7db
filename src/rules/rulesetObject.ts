/**
 * The zod object behind {@link RulesetSchema}, kept apart so that the library's own code can use its
 * fields (`.shape`, `z.partial`) while the public schema is typed by the {@link Ruleset} it reads.
 * Not part of the public API.
 * @module
 */
import * as z from "zod/mini";

/** The zod object of a complete ruleset (see {@link RulesetSchema}). */
const bonus = z.number().check(z.int(), z.gte(0), z.lte(10_000));

export const rulesetObject = z.strictObject({
  players: z.literal([2, 3, 4]),
  targetScore: z.number().check(z.int(), z.positive(), z.multipleOf(5), z.lte(1_000_000)),
  tieBreak: z.enum(["play-on", "starting-side"]),
  discardPickupRestriction: z.enum(["same-card", "under-three"]),
  firstTurnMelding: z.boolean(),
  aceToAceRuns: z.boolean(),
  distinctSetRanks: z.boolean(),
  allowSets: z.boolean(),
  semiClean: z.boolean(),
  semiCleanRuns: z.enum(["seven-in-a-row", "wildcard-at-end"]),
  semiCleanSets: z.enum(["at-least-8", "exactly-8"]),
  royalBurraco: z.nullable(bonus),
  superBurraco: z.nullable(bonus),
  cleanBurracoBonus: bonus,
  semiCleanBurracoBonus: bonus,
  dirtyBurracoBonus: bonus,
  closingBonus: bonus,
  pozzettoPenalty: bonus,
  directPozzetto: z.boolean(),
  closeRequires: z.enum(["any-burraco", "clean-burraco"]),
  noCloseAfterSingleCardPickup: z.boolean(),
  stockExhaustion: z.enum(["two-left", "pozzetto-replaces"]),
  stalemate: z.enum(["end-hand", "force-draw"]),
  unplayedPozzetto: z.enum(["card-values", "flat-100"]),
  discardPileVisibility: z.enum(["open", "top-only"]),
  threePlayerPairingFrom: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
});
