/**
 * The seeded deal (R2.2, R2.3).
 * @module
 */
import type { CardId } from "../cards/card.js";
import { fullDeck } from "../cards/deck.js";
import { type Seed, seedRng, shuffled } from "../random/prng.js";
import { presets } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";
import { initialSides, nextSeat, sideCountFor } from "./seats.js";
import type { HandState, Seat } from "./types.js";

/** Options of {@link newHand}. */
export interface NewHandOptions {
  /** The rules (default `presets.classic`). Use {@link defineRuleset} for untrusted input. */
  readonly ruleset?: Ruleset;
  /** Any integer or string: the same seed always deals the same cards, on every platform. */
  readonly seed: Seed;
  /** The dealer (default seat 0); the seat on their left plays first (R2.3). */
  readonly dealer?: Seat;
  /**
   * Three players only (R11.3): pair the other two players once the 18-card pozzetto is taken.
   * Default: only when `threePlayerPairingFrom` is 0 (every hand); a match decides it from the
   * running totals.
   */
  readonly pairing?: boolean;
}

/** Pozzetto sizes: 11 and 11, or 18 and 11 with three players (R2.2, R11.1). */
export function pozzettoSizes(players: number): number[] {
  return players === 3 ? [18, 11] : [11, 11];
}

/**
 * Deals a new hand (R2.2): 11 cards to each player, two pozzetti (11 and 11; 18 and 11 with three
 * players), one card face up on the discard pile and the rest as the stock. The player on the
 * dealer's left plays first (R2.3). Same seed, same deal.
 * @example
 * const state = newHand({ ruleset: presets.classic, seed: 2026, dealer: 3 });
 * state.turn;         // 0
 * state.stock.length; // 41
 */
export function newHand(options: NewHandOptions): HandState {
  const ruleset = options.ruleset ?? presets.classic;
  const players = ruleset.players;
  const dealer = (((options.dealer ?? 0) % players) + players) % players;
  const [deck, rng] = shuffled(fullDeck(), seedRng(options.seed));
  let at = 0;
  const take = (n: number): CardId[] => {
    const cards = deck.slice(at, at + n);
    at += n;
    return cards;
  };
  const hands: CardId[][] = [];
  for (let s = 0; s < players; s++) hands.push(take(11));
  const pozzetti = pozzettoSizes(players).map(take);
  const discardPile = take(1);
  const stock = deck.slice(at);
  const sides = initialSides(players);
  const sideTotal = sideCountFor(players);
  return {
    ruleset,
    phase: "draw",
    turn: nextSeat(dealer, players),
    dealer,
    sides,
    hands,
    stock,
    discardPile,
    pozzetti,
    melds: Array.from({ length: sideTotal }, () => []),
    pozzettoTaken: Array.from({ length: sideTotal }, () => false),
    unplayedPozzetto: Array.from({ length: players }, () => null),
    turnsPlayed: Array.from({ length: players }, () => 0),
    pileTaken: 0,
    forbiddenDiscards: [],
    meldedThisTurn: false,
    closeBlocked: false,
    stalemateTurns: 0,
    mustDraw: false,
    pairing: players === 3 && (options.pairing ?? ruleset.threePlayerPairingFrom === 0),
    end: null,
    rng,
  };
}
