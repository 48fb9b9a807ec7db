/**
 * The seeded deal (R2.2, R2.3).
 * @module
 */
import type { CardId } from "../cards/card.js";
import { fullDeck } from "../cards/deck.js";
import { readFields } from "../input/read.js";
import { parseSeed } from "../input/seed.js";
import { dealFingerprint, dealShuffle } from "../random/dealStream.js";
import { randomSeed, type Seed } from "../random/seed.js";
import { err, ok, type Result } from "../result.js";
import { checkRuleset } from "../rules/define.js";
import { classic } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";
import { nextSeat, sideCountFor } from "./seats.js";
import { startState } from "./startState.js";
import type { HandState, Seat } from "./types.js";

/**
 * Options of {@link newHand}.
 * @example
 * const options: NewHandOptions = { ruleset: presets.twoPlayers, seed: "table-7", dealer: 1 };
 * newHand(options).value?.turn; // 0
 */
export interface NewHandOptions {
  /** The rules (default `presets.classic`). Use {@link defineRuleset} for untrusted input. */
  readonly ruleset?: Ruleset;
  /**
   * A string, a number or a byte array (see {@link Seed}): the same seed always deals the same
   * cards, on every platform. Default: a fresh secret seed of 128 random bits ({@link randomSeed}).
   */
  readonly seed?: Seed;
  /** The dealer (default seat 0); the seat on their left plays first (R2.3). */
  readonly dealer?: Seat;
  /**
   * Three players only (R11.3): pair the other two players once the 18-card pozzetto is taken.
   * Default: only when `threePlayerPairingFrom` is 0 (every hand); a match decides it from the
   * running totals.
   */
  readonly pairing?: boolean;
}

/**
 * Pozzetto sizes: 11 and 11, or 18 and 11 with three players (R2.2, R11.1).
 */
export function pozzettoSizes(players: number): number[] {
  return players === 3 ? [18, 11] : [11, 11];
}

const OPTION_FIELDS = ["ruleset", "seed", "dealer", "pairing"];

/**
 * Deals a new hand (R2.2): 11 cards to each player, two pozzetti (11 and 11; 18 and 11 with three
 * players), one card face up on the discard pile and the rest as the stock. The player on the
 * dealer's left plays first (R2.3). Same seed, same deal; no seed, a secret random one.
 *
 * The options are checked (each field read once): a ruleset that is not valid is refused with
 * `ruleset/invalid`; an unknown field, a seed that is not a {@link Seed}, a dealer that is not a
 * seat and a `pairing` that is not a boolean with `input/invalid`. Never throws.
 * @example
 * const r = newHand({ ruleset: presets.classic, seed: 2026, dealer: 3 });
 * if (r.ok) r.value.turn;  // 0
 * newHand({ dealer: 1.5 }); // { ok: false, error: { code: "input/invalid", … } }
 */
export function newHand(options: NewHandOptions = {}): Result<HandState> {
  const fields = readFields(options, OPTION_FIELDS, "newHand options");
  if (!fields.ok) return fields;
  const o = fields.value;
  let ruleset: Ruleset = classic;
  if (o.ruleset !== undefined) {
    const checked = checkRuleset(o.ruleset);
    if (!checked.ok) return checked;
    ruleset = checked.value;
  }
  const seed = o.seed === undefined ? ok<Seed>(randomSeed()) : parseSeed(o.seed);
  if (!seed.ok) return seed;
  const players = ruleset.players;
  const dealer = o.dealer ?? 0;
  if (!(typeof dealer === "number" && Number.isInteger(dealer) && dealer >= 0 && dealer < players)) {
    // §13: malformed input names the field at fault, and no game rule (the value breaks none).
    return err("input/invalid", `newHand options: field "dealer": expected a seat from 0 to ${players - 1}`);
  }
  if (o.pairing !== undefined && typeof o.pairing !== "boolean")
    return err("input/invalid", 'newHand options: field "pairing": expected true or false');
  return ok(dealHand(ruleset, seed.value, dealer, o.pairing));
}

/**
 * The deal itself, from checked options. Trusts its arguments: a ruleset this library checked, a
 * {@link Seed}, and a dealer seat of that ruleset.
 * @internal
 */
export function dealHand(ruleset: Ruleset, seed: Seed, dealer: Seat, pairing: boolean | undefined): HandState {
  const players = ruleset.players;
  const deck = dealShuffle(fullDeck(), seed);
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
  const sideTotal = sideCountFor(players);
  return startState({
    ruleset,
    phase: "draw",
    turn: nextSeat(dealer, players),
    dealer,
    held: hands,
    known: hands.map(() => []),
    stock,
    discardPile,
    pozzetti,
    melds: Array.from({ length: sideTotal }, () => []),
    pozzettoTaken: Array.from({ length: sideTotal }, () => false),
    turnsPlayed: Array.from({ length: players }, () => 0),
    pairing: players === 3 && (pairing ?? ruleset.threePlayerPairingFrom === 0),
    timeOut: null,
    dealId: dealFingerprint(seed),
  });
}
