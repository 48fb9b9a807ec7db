/**
 * Saving and loading matches as JSON text.
 * @module
 */

import { isWellFormed } from "../input/bytes.js";
import { readData } from "../input/read.js";
import { burracoBonus } from "../melds/burraco.js";
import { cleanMessage, err, ok, type Result, type RuleError, ruleError } from "../result.js";
import { defineRuleset } from "../rules/define.js";
import type { Ruleset } from "../rules/ruleset.js";
import { matchOutcome } from "../scoring/outcome.js";
import { checkShape } from "../shape/shape.js";
import { sameList } from "../state/arrays.js";
import { initialSides, pairingOf, sideCountFor } from "../state/seats.js";
import { readSave } from "../state/serialize.js";
import { type SaveOptions, signedWith } from "../state/signature.js";
import { matchHandSeed } from "./handSeed.js";
import { MATCH_SHAPE } from "./matchShape.js";
import { pairsHand } from "./outcome.js";
import { creditsOf } from "./sides.js";
import type { HandRecord, Match } from "./types.js";

/**
 * The `format` field of a saved match.
 */
const MATCH_FORMAT = "burraco/match";
/**
 * The `version` of the saved-match format that {@link serializeMatch} writes and
 * {@link deserializeMatch} reads. Version 2 adds the penalty-cards line (R9.8) to every score
 * sheet; version 1 saves are refused as an unsupported version.
 */
const MATCH_VERSION = 2;

/**
 * Writes a match as JSON text: `{ "format": "burraco/match", "version": 2, "match": … }`. Read it
 * back with {@link deserializeMatch}. Given options it returns a `Result`, as `serialize` does: with
 * `{ key }` the text is signed (a key the readers refuse is refused here too): signed
 * saves catch tampering (totals inflated consistently, for example), unsigned ones only
 * inconsistency. The text holds the match seed, which deals every hand: keep it on the server and
 * send players {@link publicMatch}. Trusts its arguments (a match this library made, a key).
 * @example
 * const started = newMatch({ ruleset: presets.classic, seed: 7 });
 * if (!started.ok) throw new Error(started.error.message);
 * const match = started.value;
 * const text = serializeMatch(match);
 * JSON.parse(text).format; // "burraco/match"
 */
export function serializeMatch(match: Match): string;
export function serializeMatch(match: Match, options: SaveOptions): Result<string>;
export function serializeMatch(match: Match, options?: SaveOptions): string | Result<string> {
  const text = JSON.stringify({ format: MATCH_FORMAT, version: MATCH_VERSION, match });
  return options === undefined ? text : signedWith(text, options);
}

/**
 * Reads a match written by {@link serializeMatch}, refusing with `match/invalid` anything else:
 * text that is not JSON, another format or version, an unknown, missing or out-of-range field, and
 * a match whose record does not add up. What is recomputed and must agree: each hand's number,
 * seed (`matchHandSeed`), dealer (R2.3) and pairing (R11.3); each score sheet's totals as the sum
 * of its lines (R9.7); each hand's credits from its sheet (R11.3) and the running totals; that no
 * hand was played after the match ended; the next dealer, `over` and `winner` (R10.1, R10.2).
 * Never throws. The ruleset of the result is frozen.
 * @example
 * const started = newMatch({ ruleset: presets.classic, seed: 7 });
 * if (!started.ok) throw new Error(started.error.message);
 * const match = started.value;
 * deserializeMatch(serializeMatch(match)).value?.totals; // [0, 0]: the same match
 * deserializeMatch("not json"); // { ok: false, error: { code: "match/invalid", … } }
 */
export function deserializeMatch(text: unknown, options?: SaveOptions): Result<Match> {
  const body = readSave(text, options, MATCH_FORMAT, MATCH_VERSION, "match");
  return body.ok ? checkMatch(body.value) : body;
}

/**
 * Checks that a value is a match this library could have recorded, and returns a fresh copy with
 * a frozen ruleset: the shape (each field read once), then that the record adds up, as
 * {@link deserializeMatch} does. Refusals are `match/invalid`. Never throws.
 * @example
 * const match = newMatch({ ruleset: presets.classic, seed: 7 }).value;
 * checkMatch(match).ok; // true
 * checkMatch({}).ok;    // false
 */
export function checkMatch(value: unknown): Result<Match> {
  const read = readMatch(value);
  if (!read.ok) return read;
  const refused = matchProblem(read.value);
  return refused === null ? read : { ok: false, error: refused };
}

// A match of 10,000 hands (the shape's limit) holds about 600,000 values.
const MATCH_BUDGET = /* @__PURE__ */ Object.freeze({ nodes: 1_000_000, depth: 8, chars: 10_000 });

/**
 * A fresh copy of a value that has the shape of a match (each field read once, the ruleset checked
 * and frozen), without checking that its record adds up: what `startHand` and `recordHand` need to
 * never throw, while a test or a tool may still set totals by hand. `match/invalid` otherwise.
 * @internal
 */
export function readMatch(value: unknown): Result<Match> {
  const copy = readData(value, "match", MATCH_BUDGET);
  if (!copy.ok) return err("match/invalid", copy.error.message);
  const bad = checkShape(MATCH_SHAPE, copy.value);
  if (bad !== null) return err("match/invalid", `match: ${bad.message}`);
  const data = copy.value as Match;
  // A lone surrogate encodes like any other (F4): two such match seeds would deal the same hands.
  if (typeof data.seed === "string" && !isWellFormed(data.seed))
    return err("match/invalid", "match: the seed holds a lone surrogate (not well-formed UTF-16)");
  const rules = defineRuleset(data.ruleset);
  if (!rules.ok) return err("match/invalid", `match: ${rules.error.message}`, "§12");
  return ok({ ...data, ruleset: rules.value });
}

// Every inconsistency is a "match/invalid" refusal naming the rule it breaks.
function problem(message: string, rule: string): RuleError {
  // Through cleanMessage, as err does: the message quotes saved values (a hand's seed).
  return ruleError("match/invalid", cleanMessage(`match: ${message} (${rule})`), rule);
}

/** The first thing in a match record that does not add up, or `null`. */
function matchProblem(match: Match): RuleError | null {
  const rs = match.ruleset;
  const players = rs.players;
  const count = sideCountFor(players);
  const seating = initialSides(players);
  let totals: readonly number[] = Array.from({ length: count }, () => 0);
  let over = false;
  for (const [i, hand] of match.hands.entries()) {
    const at = `hands[${i}]`;
    if (over) return problem(`${at}: the match was already over`, "R10.1");
    if (hand.number !== i + 1) return problem(`${at}: number ${hand.number}, expected ${i + 1}`, "R10.1");
    if (hand.seed !== matchHandSeed(match.seed, i + 1))
      return problem(
        `${at}: seed ${JSON.stringify(hand.seed)}, expected ${JSON.stringify(matchHandSeed(match.seed, i + 1))}`,
        "R2.2",
      );
    if (hand.dealer !== i % players)
      return problem(`${at}: dealer ${hand.dealer}, expected seat ${i % players}`, "R2.3");
    const pairing = pairsHand(totals, rs);
    if (hand.pairing !== pairing)
      return problem(`${at}: pairing ${hand.pairing}, but the totals say ${pairing}`, "R11.3");
    if (!sameList(hand.sides, seating) && !(pairing && pairingOf(hand.sides) !== null)) {
      return problem(
        `${at}: sides ${JSON.stringify(hand.sides)} is not a seating of ${players} players`,
        pairing ? "R11.3" : "R2.1",
      );
    }
    if (
      hand.end.reason === "closed"
        ? hand.end.closedBy === null || hand.end.closedBy >= players
        : hand.end.closedBy !== null
    ) {
      return problem(`${at}: end ${JSON.stringify(hand.end)} does not fit the table`, "R7.1");
    }
    const sheetProblem = checkSheet(hand, rs, count, `${at}.sheet`);
    if (sheetProblem !== null) return sheetProblem;
    const credits = creditsOf(players, hand.sides, hand.sheet);
    if (!sameList(hand.credits, credits))
      return problem(
        `${at}: credits ${JSON.stringify(hand.credits)}, the sheet gives ${JSON.stringify(credits)}`,
        "R11.3",
      );
    const after = totals.map((t, side) => t + (credits[side] ?? 0));
    if (!sameList(hand.totals, after))
      return problem(`${at}: totals ${JSON.stringify(hand.totals)}, expected ${JSON.stringify(after)}`, "R10.1");
    totals = after;
    over = matchOutcome(totals, rs).over;
  }
  if (!sameList(match.totals, totals))
    return problem(`totals ${JSON.stringify(match.totals)}, the hands add up to ${JSON.stringify(totals)}`, "R10.1");
  const nextDealer = match.hands.length % players;
  if (match.nextDealer !== nextDealer)
    return problem(`nextDealer ${match.nextDealer}, expected seat ${nextDealer}`, "R2.3");
  const outcome = matchOutcome(totals, rs);
  if (match.over !== outcome.over || match.winner !== outcome.winner) {
    return problem(
      `over ${match.over} and winner ${match.winner}, the totals say ${outcome.over} and ${outcome.winner}`,
      "R10.2",
    );
  }
  return null;
}

/**
 * What a recorded sheet gets wrong, with the rule: its sides and seats, each line against the
 * ruleset (the burraco bonuses, the closing bonus of the side that closed, the pozzetto penalty) and
 * against card points (multiples of 5, with the right sign), the penalty cards (0: the engine
 * played the hand, R9.8), and the sums. The cards themselves are
 * not in the record, so points that add up are taken as they are (a signed save is the remedy).
 */
function checkSheet(hand: HandRecord, rs: Ruleset, count: number, where: string): RuleError | null {
  const bad = (message: string, rule: string): RuleError => problem(`${where}: ${message}`, rule);
  const sheet = hand.sheet;
  if (!sheet.ended) return bad("the hand is marked as not ended", "R9.7");
  if (sheet.sides.length !== count) return bad(`${sheet.sides.length} sides, expected ${count}`, "R9.7");
  const closer = hand.end.closedBy === null ? null : (hand.sides[hand.end.closedBy] ?? null);
  for (const [j, s] of sheet.sides.entries()) {
    const at = `sides[${j}]`;
    const seats = hand.sides.flatMap((side, seat) => (side === j ? [seat] : []));
    if (s.side !== j || !sameList(s.seats, seats))
      return bad(
        `${at} is side ${s.side} with seats ${JSON.stringify(s.seats)}, expected side ${j} with ${JSON.stringify(seats)}`,
        "R9.7",
      );
    for (const line of s.burraco) {
      const bonus = burracoBonus(line.class, rs);
      if (line.bonus !== bonus)
        return bad(`${at}: a ${line.class} burraco with bonus ${line.bonus}, the ruleset gives ${bonus}`, "R9.2");
    }
    const closing = closer === j ? rs.closingBonus : 0;
    if (s.closing !== closing) return bad(`${at}.closing ${s.closing}, expected ${closing}`, "R9.3");
    if (s.pozzettoPenalty !== 0 && (s.pozzettoPenalty !== -rs.pozzettoPenalty || seats.length === 0))
      return bad(`${at}.pozzettoPenalty ${s.pozzettoPenalty}, expected 0 or ${-rs.pozzettoPenalty}`, "R9.5");
    // Card points are multiples of 5 (R1.2): melded cards count for, cards left in hand against.
    if (!(s.meldPoints >= 0 && s.meldPoints % 5 === 0)) return bad(`${at}.meldPoints ${s.meldPoints}`, "R9.1");
    if (!(s.handPenalty <= 0 && s.handPenalty % 5 === 0)) return bad(`${at}.handPenalty ${s.handPenalty}`, "R9.4");
    if (!(s.unplayedPozzetto <= 0 && s.unplayedPozzetto % 5 === 0))
      return bad(`${at}.unplayedPozzetto ${s.unplayedPozzetto}`, "R9.6");
    // R9.8: a match's hands are played by the engine, which has no irregularities to penalise.
    if (s.penaltyCards !== 0) return bad(`${at}.penaltyCards ${s.penaltyCards}, expected 0`, "R9.8");
    const bonus = s.burraco.reduce((sum, b) => sum + b.bonus, 0);
    if (bonus !== s.burracoBonus)
      return bad(`${at}.burracoBonus ${s.burracoBonus} is not the sum of its burraco lines (${bonus})`, "R9.7");
    const sum =
      s.meldPoints +
      s.burracoBonus +
      s.closing +
      s.handPenalty +
      s.pozzettoPenalty +
      s.unplayedPozzetto +
      s.penaltyCards;
    if (sum !== s.total) return bad(`${at}.total ${s.total} is not the sum of its lines (${sum})`, "R9.7");
  }
  return null;
}
