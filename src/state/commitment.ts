/**
 * Provably fair dealing: publish a commitment to the seed before the hand, reveal the seed after
 * it, and every player can check that the deal they saw is the one committed to.
 * @module
 */
import { readData, readFields } from "../input/read.js";
import { parseSeed } from "../input/seed.js";
import { keyedDigest, type Seed, seedDigest, toHex } from "../random/seed.js";
import { err, ok, type Result } from "../result.js";
import { newHand } from "./deal.js";
import type { HandState } from "./types.js";

/**
 * The commitment to a seed: SHA-256 of the seed (under its own label), as 64 hexadecimal
 * characters. Publish it before the hand; it reveals nothing of a secret seed of 128 random bits
 * ({@link randomSeed}), but a guessable seed (`"table-7/hand-1"`) can be found from it by trying
 * candidates. `input/invalid` for a value that is not a {@link Seed}. Never throws.
 * @example
 * const seed = randomSeed();
 * const commitment = dealCommitment(seed).value; // publish this now, reveal `seed` after the hand
 */
export function dealCommitment(seed: Seed): Result<string> {
  const parsed = parseSeed(seed);
  return parsed.ok ? ok(toHex(seedDigest("commitment", parsed.value))) : parsed;
}

/**
 * What a player checks with {@link verifyDeal}: the commitment published before the hand, the seed
 * revealed after it, the deal's options, and the first view the player received.
 * @example
 * const claim: DealClaim = { commitment, seed, ruleset: presets.classic, dealer: 0, view: firstView };
 */
export interface DealClaim {
  /** The commitment published before the hand ({@link dealCommitment}). */
  readonly commitment: string;
  /** The seed revealed after the hand: the hand's seed, or with `hand` the match seed. */
  readonly seed: Seed;
  /** In a match: the hand's number; `seed` is then the match seed ({@link matchHandSeed}). */
  readonly hand?: number;
  /** The deal's ruleset, as for {@link newHand} (in a match: the match's ruleset). */
  readonly ruleset?: unknown;
  /** The deal's dealer, as for {@link newHand} (in a match: the hand's dealer). */
  readonly dealer?: number;
  /** Three players only: whether the hand pairs, as for {@link newHand} (in a match: the hand's record says). */
  readonly pairing?: boolean;
  /**
   * The view the player received before the first move ({@link viewFor}): its `seat`, `held`,
   * `discardTop`, `dealer` and `turn` are checked.
   */
  readonly view: unknown;
}

const CLAIM_FIELDS = ["commitment", "seed", "hand", "ruleset", "dealer", "pairing", "view"];

/**
 * Checks a deal once its seed is revealed: the seed matches the commitment, and dealing it with
 * the given options gives exactly the view the player saw (their 11 cards, the face-up card, the
 * dealer and the first player).
 * Returns the whole committed deal, so the player can also check the other hands against what was
 * shown at the end. Refusals: `deal/mismatch` when the seed or the deal does not match,
 * `input/invalid` (or `ruleset/invalid`) for a claim that cannot be read. Never throws.
 * @example
 * const seed = randomSeed();
 * const commitment = dealCommitment(seed).value!;
 * const state = newHand({ ruleset: presets.classic, seed, dealer: 0 }).value!;
 * const view = viewFor(state, 1);
 * verifyDeal({ commitment, seed, ruleset: presets.classic, dealer: 0, view }).ok; // true
 */
export function verifyDeal(claim: DealClaim): Result<HandState> {
  const fields = readFields(claim, CLAIM_FIELDS, "deal claim");
  if (!fields.ok) return fields;
  const { commitment, seed, hand, view, ...options } = fields.value;
  if (typeof commitment !== "string" || !/^[0-9a-f]{64}$/.test(commitment)) {
    return err("input/invalid", "deal claim: commitment must be 64 lowercase hexadecimal characters");
  }
  const parsed = parseSeed(seed);
  if (!parsed.ok) return parsed;
  const expected = dealCommitment(parsed.value);
  if (!expected.ok) return expected;
  if (expected.value !== commitment) return err("deal/mismatch", "the revealed seed does not match the commitment");
  let dealSeed: Seed = parsed.value;
  if (hand !== undefined) {
    if (!(typeof hand === "number" && Number.isInteger(hand) && hand >= 1 && hand <= 100_000)) {
      return err("input/invalid", "deal claim: hand must be a hand number from 1");
    }
    if (typeof dealSeed !== "string" && typeof dealSeed !== "number")
      return err("input/invalid", "deal claim: a match seed is a string or a number");
    dealSeed = keyedDigest(dealSeed, `hand/${hand}`);
  }
  const dealt = newHand({ ...options, seed: dealSeed });
  if (!dealt.ok) return dealt;
  const problem = viewProblem(dealt.value, view);
  return problem === null
    ? dealt
    : err("deal/mismatch", `the committed deal is not the one this view shows: ${problem}`);
}

function viewProblem(state: HandState, view: unknown): string | null {
  const read = readData(view, "view");
  if (!read.ok) return read.error.message;
  const shown = readFields(read.value, null, "view");
  if (!shown.ok) return shown.error.message;
  const { seat, held, discardTop, dealer, turn } = shown.value;
  const dealt = typeof seat === "number" ? state.held[seat] : undefined;
  if (dealt === undefined) return "its seat is not at the table";
  if (!Array.isArray(held) || held.length !== dealt.length || !held.every((id) => dealt.includes(id as number))) {
    return `seat ${seat} was dealt other cards`;
  }
  if (discardTop !== state.discardPile[state.discardPile.length - 1]) return "another face-up card";
  if (dealer !== state.dealer || turn !== state.turn) return "another dealer";
  return null;
}
