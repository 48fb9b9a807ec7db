/**
 * What meld analysis tells about a group of cards.
 * @module
 */
import type { CardId, Rank, Suit } from "../cards/card.js";

/**
 * The kinds of meld: a set (one rank, R4.1) or a run (one suit, consecutive, R4.2).
 * @example
 * meldKinds.includes("run"); // true
 */
export const meldKinds = /* @__PURE__ */ Object.freeze(["set", "run"] as const);

/**
 * A set (one rank, R4.1) or a run (one suit, consecutive, R4.2).
 * @example
 * const r = analyzeMeld(parseCards("7H 7D 7S").value ?? []);
 * const kind: MeldKind | undefined = r.value?.kind; // "set"
 */
export type MeldKind = (typeof meldKinds)[number];

/**
 * Every burraco class, best known first: the source of truth for {@link BurracoClass}.
 * @example
 * burracoClasses.length; // 5
 */
export const burracoClasses = /* @__PURE__ */ Object.freeze([
  "clean",
  "semi-clean",
  "dirty",
  "royal",
  "super",
] as const);

/**
 * The class of a burraco (a meld of 7+ cards, §5): `clean` (R5.2), `semi-clean` (R5.3), `dirty`
 * (R5.4), `royal` (R5.5, when on) or `super` (R5.6, when on).
 * @example
 * const r = analyzeMeld(parseCards("4C 5C 6C 7C 8C 9C 10C").value ?? []);
 * const best: BurracoClass | null | undefined = r.value?.burraco; // "clean"
 */
export type BurracoClass = (typeof burracoClasses)[number];

/**
 * The reading of a valid meld (R4.6).
 * @example
 * const r = analyzeMeld(parseCards("4C 5C 6C 2H 8C").value ?? []);
 * const meld: Meld | undefined = r.value;
 * meld; // { kind: "run", suit: 3, from: 4, to: 8, wildcard: 14, wildcardRank: 7, burraco: null, … }
 * formatCards(meld?.cards ?? []); // "4C 5C 6C 2H 8C"
 */
export interface Meld {
  /** Set or run. */
  readonly kind: MeldKind;
  /**
   * The cards in table order. Runs go from low to high with the acting wildcard at the place it
   * stands for (a free wildcard low, or high when the low end is impossible, R4.6); sets list the
   * naturals by suit and the wildcard last.
   */
  readonly cards: readonly CardId[];
  /** The rank of a set; `null` for a run. */
  readonly rank: Rank | null;
  /** The suit of a run; `null` for a set. */
  readonly suit: Suit | null;
  /**
   * For a run, the first and last positions it covers, 1–14, where 1 is a low ace and 14 a high
   * ace (R4.2); for a set, both are its rank.
   */
  readonly from: number;
  /** See {@link Meld.from}. */
  readonly to: number;
  /** The card acting as a wildcard (R4.3), or `null` when none does. */
  readonly wildcard: CardId | null;
  /** The rank the wildcard stands for (1 = ace), or `null` when none acts. */
  readonly wildcardRank: Rank | null;
  /** Whether the wildcard fills a gap inside a run (locked) rather than sitting at an end (free). */
  readonly wildcardLocked: boolean;
  /** The burraco class when the meld has 7+ cards (R5.1), else `null`. */
  readonly burraco: BurracoClass | null;
}
