/**
 * Saving and loading matches as JSON text.
 * @module
 */
import { readSave } from "../state/serialize.js";
import { type SaveOptions, signed } from "../state/signature.js";
import { checkMatch } from "./checkMatch.js";
import type { Result } from "../result.js";
import type { Match } from "./types.js";

/**
 * The `format` field of a saved match.
 * @example
 * JSON.parse(serializeMatch(match)).format === MATCH_FORMAT; // true
 */
export const MATCH_FORMAT = "burraco/match";
/**
 * The `version` of the saved-match format that {@link serializeMatch} writes and
 * {@link deserializeMatch} reads.
 * @example
 * JSON.parse(serializeMatch(match)).version === MATCH_VERSION; // true
 */
export const MATCH_VERSION = 1;

/**
 * Writes a match as JSON text: `{ "format": "burraco/match", "version": 1, "match": … }`. Read it
 * back with {@link deserializeMatch}. With `{ key }` the text is signed as by `serialize`: signed
 * saves catch tampering (totals inflated consistently, for example), unsigned ones only
 * inconsistency. The text holds the match seed, which deals every hand: keep it on the server and
 * send players {@link publicMatch}. Trusts its arguments (a match this library made, a key).
 * @example
 * const text = serializeMatch(newMatch({ ruleset: presets.classic, seed: 7 }));
 * JSON.parse(text).format; // "burraco/match"
 */
export function serializeMatch(match: Match, options: SaveOptions = {}): string {
  return signed(JSON.stringify({ format: MATCH_FORMAT, version: MATCH_VERSION, match }), options.key);
}

/**
 * Reads a match written by {@link serializeMatch}, refusing with `match/invalid` anything else:
 * text that is not JSON, another format or version, an unknown, missing or out-of-range field, and
 * a match whose record does not add up. What is recomputed and must agree: each hand's number,
 * seed ({@link matchHandSeed}), dealer (R2.3) and pairing (R11.3); each score sheet's totals as the sum
 * of its lines (R9.7); each hand's credits from its sheet (R11.3) and the running totals; that no
 * hand was played after the match ended; the next dealer, `over` and `winner` (R10.1, R10.2).
 * Never throws. The ruleset of the result is frozen. With `{ key }`, a missing or wrong signature
 * is refused with `save/signature` (see `deserialize`).
 * @example
 * const match = newMatch({ ruleset: presets.classic, seed: 7 });
 * deserializeMatch(serializeMatch(match)); // { ok: true, value: the same match }
 * deserializeMatch("not json");            // { ok: false, error: { code: "match/invalid", … } }
 */
export function deserializeMatch(text: unknown, options?: SaveOptions): Result<Match> {
  const body = readSave(text, options, MATCH_FORMAT, MATCH_VERSION, "match");
  return body.ok ? checkMatch(body.value) : body;
}

