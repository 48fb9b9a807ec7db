/**
 * What the reference model reads and returns, declared here rather than imported, so that the model
 * depends on nothing in src/ but card notation. A game state of the engine fits `Table` (it has
 * these fields and more); a ruleset fits `Rules`.
 */

/** The options of RULES.md §3–§9 and §11 that the model needs (§12 lists them all). */
export interface Rules {
  readonly discardPickupRestriction: "same-card" | "under-three";
  readonly firstTurnMelding: boolean;
  readonly aceToAceRuns: boolean;
  readonly distinctSetRanks: boolean;
  readonly allowSets: boolean;
  readonly semiClean: boolean;
  readonly semiCleanRuns: "seven-in-a-row" | "wildcard-at-end";
  readonly semiCleanSets: "at-least-8" | "exactly-8";
  readonly royalBurraco: number | null;
  readonly superBurraco: number | null;
  readonly cleanBurracoBonus: number;
  readonly semiCleanBurracoBonus: number;
  readonly dirtyBurracoBonus: number;
  readonly closingBonus: number;
  readonly pozzettoPenalty: number;
  readonly directPozzetto: boolean;
  readonly closeRequires: "any-burraco" | "clean-burraco";
  readonly noCloseAfterSingleCardPickup: boolean;
  readonly stockExhaustion: "two-left" | "pozzetto-replaces";
  readonly unplayedPozzetto: "card-values" | "flat-100";
}

/** A meld on the table: the model only looks at its cards (R4.6: a meld means what its cards say). */
export interface TableMeld {
  readonly cards: readonly number[];
}

/** A position: the fields of a game state that the rules of §3–§9 and §11 look at. */
export interface Table {
  readonly ruleset: Rules;
  readonly phase: "draw" | "play" | "pozzetto" | "ended";
  /** The seat to act. */
  readonly turn: number;
  /** The side of each seat. */
  readonly sides: readonly number[];
  readonly held: readonly (readonly number[])[];
  readonly stock: readonly number[];
  /** Bottom → top. */
  readonly discardPile: readonly number[];
  /** The pozzetti still on the table. */
  readonly pozzetti: readonly (readonly number[])[];
  /** Each side's melds. */
  readonly melds: readonly (readonly TableMeld[])[];
  readonly pozzettoTaken: readonly boolean[];
  /** By seat: the cards of a pozzetto taken on discard and not yet played (R6.3, R9.6), else null. */
  readonly unplayedPozzetto: readonly (readonly number[] | null)[];
  readonly turnsPlayed: readonly number[];
  /** The cards taken from the pile this turn that R3.3 forbids to discard. */
  readonly forbiddenDiscards: readonly number[];
  /** R7.3: closing is barred this turn. */
  readonly closeBlocked: boolean;
  /** R8.2 "force-draw": the player to act must draw. */
  readonly mustDraw: boolean;
  readonly end: { readonly reason: string; readonly closedBy: number | null } | null;
}

/** An atomic action, as the engine's `legalActions` lists them. */
export type ModelAction =
  | { readonly type: "draw" | "pickUpDiscards" | "takePozzetto"; readonly seat: number }
  | { readonly type: "meld"; readonly seat: number; readonly cards: readonly number[] }
  | { readonly type: "attach"; readonly seat: number; readonly meld: number; readonly cards: readonly number[] }
  | { readonly type: "discard" | "close"; readonly seat: number; readonly card: number };

/** The class of a burraco (§5). */
export type BurracoClass = "clean" | "semi-clean" | "dirty" | "royal" | "super";

/** One side's score sheet (§9), line by line. */
export interface ModelSideScore {
  readonly side: number;
  readonly seats: readonly number[];
  readonly meldPoints: number;
  readonly burraco: readonly { readonly meld: number; readonly class: BurracoClass; readonly bonus: number }[];
  readonly burracoBonus: number;
  readonly closing: number;
  readonly handPenalty: number;
  readonly pozzettoPenalty: number;
  readonly unplayedPozzetto: number;
  readonly penaltyCards: number;
  readonly total: number;
}

/** The hand's score sheet. */
export interface ModelSheet {
  readonly sides: readonly ModelSideScore[];
  readonly ended: boolean;
}
