/**
 * The ruleset: every rule difference between the sources as a named option (RULES.md §12).
 * @module
 */
import type { Result } from "../result.js";
import { describeValue, err, ok } from "../result.js";
import * as s from "../shape/build.js";
import { checkScalar, type Shape } from "../shape/shape.js";

/**
 * The choices of every option that takes one of a few values (RULES.md §12), written once: the
 * {@link Ruleset} type, the check and the zod schema all read them.
 */
const rulesetChoices = {
  players: [2, 3, 4],
  tieBreak: ["play-on", "starting-side"],
  discardPickupRestriction: ["same-card", "under-three"],
  semiCleanRuns: ["seven-in-a-row", "wildcard-at-end"],
  semiCleanSets: ["at-least-8", "exactly-8"],
  closeRequires: ["any-burraco", "clean-burraco"],
  stockExhaustion: ["two-left", "pozzetto-replaces"],
  stalemate: ["end-hand", "force-draw"],
  timeOutRound: ["fibur", "full-round"],
  unplayedPozzetto: ["card-values", "flat-100"],
  discardPileVisibility: ["open", "top-only"],
} as const;

type ChoiceName = keyof typeof rulesetChoices;
type Choice<K extends ChoiceName> = (typeof rulesetChoices)[K][number];

/**
 * The options whose values in {@link Ruleset} (spelt out there for its readers) differ from
 * `rulesetChoices` (which the checks read): `never` while they agree, as a type test asserts.
 * @internal
 */
export type RulesetChoicesOutOfStep = {
  [K in ChoiceName]: [Ruleset[K]] extends [Choice<K>] ? ([Choice<K>] extends [Ruleset[K]] ? never : K) : K;
}[ChoiceName];

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
  /**
   * Which seat ends the last round after time out (R8.3). Default `"fibur"`; with 2 or 3 players
   * the engine plays `"full-round"` whatever this says.
   */
  readonly timeOutRound: "fibur" | "full-round";
  /** How a pozzetto taken on discard and never played is scored (R9.6). Default `"card-values"`. */
  readonly unplayedPozzetto: "card-values" | "flat-100";
  /** How much of the discard pile players see (§12). Default `"open"`. */
  readonly discardPileVisibility: "open" | "top-only";
  /** With 3 players, the match total from which the other two pair up (R11.3). Default 1000. */
  readonly threePlayerPairingFrom: number;
}

// Shapes are built by calls marked pure (here and in the other shape files): a bundle that never
// checks a ruleset drops them whole.

/** The shape of every option, by name: the one table both the check and the zod schema read. */
const FIELD_SHAPES = /* @__PURE__ */ rulesetFieldShapes();

function rulesetFieldShapes(): { readonly [K in keyof Ruleset]-?: Shape } {
  return {
    players: s.literal(rulesetChoices.players),
    targetScore: s.int(5, 1_000_000, 5),
    tieBreak: s.literal(rulesetChoices.tieBreak),
    discardPickupRestriction: s.literal(rulesetChoices.discardPickupRestriction),
    firstTurnMelding: s.boolean(),
    aceToAceRuns: s.boolean(),
    distinctSetRanks: s.boolean(),
    allowSets: s.boolean(),
    semiClean: s.boolean(),
    semiCleanRuns: s.literal(rulesetChoices.semiCleanRuns),
    semiCleanSets: s.literal(rulesetChoices.semiCleanSets),
    royalBurraco: s.nullable(s.int(0, 10_000)),
    superBurraco: s.nullable(s.int(0, 10_000)),
    cleanBurracoBonus: s.int(0, 10_000),
    semiCleanBurracoBonus: s.int(0, 10_000),
    dirtyBurracoBonus: s.int(0, 10_000),
    closingBonus: s.int(0, 10_000),
    pozzettoPenalty: s.int(0, 10_000),
    directPozzetto: s.boolean(),
    closeRequires: s.literal(rulesetChoices.closeRequires),
    noCloseAfterSingleCardPickup: s.boolean(),
    stockExhaustion: s.literal(rulesetChoices.stockExhaustion),
    stalemate: s.literal(rulesetChoices.stalemate),
    timeOutRound: s.literal(rulesetChoices.timeOutRound),
    unplayedPozzetto: s.literal(rulesetChoices.unplayedPozzetto),
    discardPileVisibility: s.literal(rulesetChoices.discardPileVisibility),
    threePlayerPairingFrom: s.int(0, 1_000_000),
  };
}

/**
 * The shape of a complete {@link Ruleset}: every field required, unknown fields refused.
 */
export const RULESET_SHAPE: Shape = /* @__PURE__ */ s.object(FIELD_SHAPES);

/**
 * The option names, in the order of {@link Ruleset}.
 */
export const RULESET_FIELDS = /* @__PURE__ */ Object.keys(FIELD_SHAPES) as readonly (keyof Ruleset)[];

/**
 * Checks ruleset fields against their shapes:
 * every field of `value` must be an option with a valid value; with `complete`, every option must
 * be there. Extra keys named in `allowed` are skipped (the `preset` of {@link defineRuleset}).
 */
export function checkRulesetFields(
  value: unknown,
  complete: boolean,
  allowed: readonly string[],
): Result<Partial<Ruleset>> {
  const refuse = (message: string): Result<Partial<Ruleset>> => err("ruleset/invalid", `ruleset: ${message}`, "§12");
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return refuse(`expected an object, got ${describeValue(value)}`);
  const o = value as Record<string, unknown>;
  const unknown: string[] = [];
  for (const key in o) if (!Object.hasOwn(FIELD_SHAPES, key) && !allowed.includes(key)) unknown.push(key);
  if (unknown.length > 0)
    return refuse(`unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => `"${k}"`).join(", ")}`);
  const out: Record<string, unknown> = {};
  for (const key of RULESET_FIELDS) {
    const v = o[key];
    if (v === undefined && !complete) continue;
    const problem = checkScalar(FIELD_SHAPES[key], v, key);
    if (problem !== null) return refuse(problem.message);
    out[key] = v;
  }
  return ok(out as Partial<Ruleset>);
}
