/**
 * The ruleset: every rule difference between the sources as a named option (RULES.md §12).
 * @module
 */
import type * as z from "zod/mini";
import { rulesetObject } from "./rulesetObject.js";

/**
 * Every option of RULES.md, with the rule that defines it. A ruleset is plain data (JSON) and is
 * stored inside each game state. Build one with {@link defineRuleset} or take a preset.
 * @example
 * const r: Ruleset = { ...presets.classic, targetScore: 1005 };
 */
export interface Ruleset {
  /** Seats at the table: 2, 3 or 4 (R2.1, §11). Default 4. */
  readonly players: 2 | 3 | 4;
  /** Match target (R10.1): a positive multiple of 5. Default 2005. */
  readonly targetScore: number;
  /** Both sides over the target with equal totals (R10.2). Default `"play-on"`. */
  readonly tieBreak: "play-on" | "starting-side";
  /** What may not be discarded after taking a small pile (R3.3). Default `"same-card"`. */
  readonly discardPickupRestriction: "same-card" | "under-three";
  /** Whether a player may meld in their first turn of the hand (R3.4). Default `true`. */
  readonly firstTurnMelding: boolean;
  /** Whether a run may hold a natural ace at both ends (R4.2). Default `false`. */
  readonly aceToAceRuns: boolean;
  /** Whether a side may not hold two sets of one rank (R4.9). Default `false`. */
  readonly distinctSetRanks: boolean;
  /** Whether sets are allowed at all (R4.10). Default `true`. */
  readonly allowSets: boolean;
  /** Whether the semi-clean class exists (R5.3). Default `true`. */
  readonly semiClean: boolean;
  /** Which runs are semi-clean (R5.3). Default `"seven-in-a-row"`. */
  readonly semiCleanRuns: "seven-in-a-row" | "wildcard-at-end";
  /** Which sets are semi-clean (R5.3). Default `"at-least-8"`. */
  readonly semiCleanSets: "at-least-8" | "exactly-8";
  /** Bonus of a royal burraco (clean run of all 13 ranks), or `null` for none (R5.5). */
  readonly royalBurraco: number | null;
  /** Bonus of a super burraco (clean set of 8 naturals), or `null` for none (R5.6). */
  readonly superBurraco: number | null;
  /** Bonus of a clean burraco (R5.2, R5.7). Default 200. */
  readonly cleanBurracoBonus: number;
  /** Bonus of a semi-clean burraco (R5.3, R5.7). Default 150. */
  readonly semiCleanBurracoBonus: number;
  /** Bonus of a dirty burraco (R5.4, R5.7). Default 100. */
  readonly dirtyBurracoBonus: number;
  /** Bonus for closing (R7.1, R9.3). Default 100. */
  readonly closingBonus: number;
  /** Penalty for a side that never took its pozzetto (R9.5). Default 100. */
  readonly pozzettoPenalty: number;
  /** Whether a hand emptied by melding takes the pozzetto at once (R6.2). Default `true`. */
  readonly directPozzetto: boolean;
  /** Which burraco a side needs to close (R7.1). Default `"any-burraco"`. */
  readonly closeRequires: "any-burraco" | "clean-burraco";
  /** Whether a one-card hand may not take a one-card pile and close (R7.3). Default `false`. */
  readonly noCloseAfterSingleCardPickup: boolean;
  /** What happens when the stock runs low (R8.1). Default `"two-left"`. */
  readonly stockExhaustion: "two-left" | "pozzetto-replaces";
  /** What a full round of one-card pile swaps does (R8.2). Default `"end-hand"`. */
  readonly stalemate: "end-hand" | "force-draw";
  /** How a pozzetto taken on discard and never played is scored (R9.6). Default `"card-values"`. */
  readonly unplayedPozzetto: "card-values" | "flat-100";
  /** How much of the discard pile players see (§12). Default `"open"`. */
  readonly discardPileVisibility: "open" | "top-only";
  /** With 3 players, the match total from which the other two pair up (R11.3). Default 1000. */
  readonly threePlayerPairingFrom: number;
}

/**
 * The zod schema of a complete {@link Ruleset}: every field required, unknown fields refused.
 * Used to check rulesets that arrive inside stored states.
 * @example
 * RulesetSchema.safeParse(presets.classic).success; // true
 */
export const RulesetSchema: z.ZodMiniType<Ruleset> = rulesetObject;

// Compile-time proof that the schema and the interface describe the same object.
type SchemaOutput = z.infer<typeof rulesetObject>;
const _sameShape: [SchemaOutput, Ruleset] extends [Ruleset, SchemaOutput] ? true : never = true;
void _sameShape;
