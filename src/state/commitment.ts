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
 * const commitment = dealCommitment(seed); // publish this now, reveal `seed` after the hand
 * if (commitment.ok) commitment.value.length; // 64
 */
export function dealCommitment(seed: Seed): Result<string> {
  const parsed = parseSeed(seed);
  return parsed.ok ? ok(toHex(seedDigest("commitment", parsed.value))) : parsed;
}

/**
 * What a player checks with {@link verifyDeal}: the commitment published before the hand, the seed
 * revealed after it, the deal's options, and the first view the player received. In a match, the
 * server commits to each hand's own seed ({@link matchHandSeed}) and reveals it after that hand; once
 * the match is over it reveals the match seed, and `hand` with `matchSeed` also checks that the
 * hand's seed was derived from it.
 * @example
 * const seed = randomSeed();
 * const commitment = dealCommitment(seed).value ?? "";
 * const dealt = newHand({ ruleset: presets.classic, seed, dealer: 0 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * // What a player keeps: the commitment published before the deal, then the seed revealed after.
 * const claim: DealClaim = { commitment, seed, ruleset: presets.classic, dealer: 0, view: viewFor(dealt.value, 1) };
 * verifyDeal(claim).ok; // true
 */
export interface DealClaim {
  /** The commitment published before the hand: {@link dealCommitment} of the hand's seed. */
  readonly commitment: string;
  /** The hand's seed, revealed after the hand (in a match: `matchHandSeed(matchSeed, hand)`). */
  readonly seed: Seed;
  /** In a match, with `matchSeed`: the hand's number. */
  readonly hand?: number;
  /**
   * In a match, once it is over: the match seed, revealed last. `seed` must then be
   * `matchHandSeed(matchSeed, hand)`. Never reveal it while hands remain: it deals all of them.
   */
  readonly matchSeed?: string | number;
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

const CLAIM_FIELDS = ["commitment", "seed", "hand", "matchSeed", "ruleset", "dealer", "pairing", "view"];

/**
 * Checks a deal once its seed is revealed: the seed matches the commitment, and dealing it with
 * the given options gives exactly the view the player saw (their 11 cards, as a multiset, the
 * face-up card, the dealer and the first player); with `hand` and `matchSeed`, also that the seed is
 * that hand's seed of the match.
 * Returns the whole committed deal, so the player can also check the other hands against what was
 * shown at the end. Refusals: `deal/mismatch` when the seed or the deal does not match,
 * `input/invalid` (or `ruleset/invalid`) for a claim that cannot be read. Never throws.
 * @example
 * const seed = randomSeed();
 * const commitment = dealCommitment(seed).value ?? "";
 * const dealt = newHand({ ruleset: presets.classic, seed, dealer: 0 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const view = viewFor(dealt.value, 1);
 * verifyDeal({ commitment, seed, ruleset: presets.classic, dealer: 0, view }).ok; // true
 * verifyDeal({ commitment, seed: randomSeed(), ruleset: presets.classic, dealer: 0, view }).ok; // false
 */
export function verifyDeal(claim: DealClaim): Result<HandState> {
  const fields = readFields(claim, CLAIM_FIELDS, "deal claim");
  if (!fields.ok) return fields;
  const { commitment, seed, hand, matchSeed, view, ...options } = fields.value;
  if (typeof commitment !== "string" || !/^[0-9a-f]{64}$/.test(commitment)) {
    return err("input/invalid", "deal claim: commitment must be 64 lowercase hexadecimal characters");
  }
  const parsed = parseSeed(seed);
  if (!parsed.ok) return parsed;
  const expected = dealCommitment(parsed.value);
  if (!expected.ok) return expected;
  if (expected.value !== commitment) return err("deal/mismatch", "the revealed seed does not match the commitment");
  if (hand !== undefined || matchSeed !== undefined) {
    const derived = matchProblem(parsed.value, hand, matchSeed);
    if (derived !== null) return derived;
  }
  const dealt = newHand({ ...options, seed: parsed.value });
  if (!dealt.ok) return dealt;
  const problem = viewProblem(dealt.value, view);
  return problem === null
    ? dealt
    : err("deal/mismatch", `the committed deal is not the one this view shows: ${problem}`);
}

/** Whether `seed` is hand `hand` of the match seed `matchSeed` (both given, both well-formed). */
function matchProblem(seed: Seed, hand: unknown, matchSeed: unknown): Result<never> | null {
  if (!(typeof hand === "number" && Number.isInteger(hand) && hand >= 1 && hand <= 100_000)) {
    return err("input/invalid", "deal claim: hand must be a hand number from 1, given with matchSeed");
  }
  if (typeof matchSeed !== "string" && typeof matchSeed !== "number")
    return err("input/invalid", "deal claim: matchSeed (a string or a number) goes with hand, once the match is over");
  const parsedMatch = parseSeed(matchSeed);
  if (!parsedMatch.ok) return parsedMatch;
  return keyedDigest(parsedMatch.value, `hand/${hand}`) === seed
    ? null
    : err("deal/mismatch", `the seed is not hand ${hand} of this match seed`);
}

function viewProblem(state: HandState, view: unknown): string | null {
  const read = readData(view, "view");
  if (!read.ok) return read.error.message;
  const shown = readFields(read.value, null, "view");
  if (!shown.ok) return shown.error.message;
  const { seat, held, discardTop, dealer, turn } = shown.value;
  const dealt = typeof seat === "number" ? state.held[seat] : undefined;
  if (dealt === undefined) return "its seat is not at the table";
  if (!Array.isArray(held) || !sameMultiset(held, dealt)) return `seat ${seat} was dealt other cards`;
  if (discardTop !== state.discardPile[state.discardPile.length - 1]) return "another face-up card";
  if (dealer !== state.dealer || turn !== state.turn) return "another dealer";
  return null;
}

/** Whether `shown` holds exactly the cards of `dealt`, each as many times (order aside). */
function sameMultiset(shown: readonly unknown[], dealt: readonly number[]): boolean {
  if (shown.length !== dealt.length) return false;
  const left = dealt.slice();
  for (const id of shown) {
    const at = left.indexOf(id as number);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}
