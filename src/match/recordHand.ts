/**
 * Writing a finished hand into a match (RULES.md §9–§11).
 * @module
 */
import { replay } from "../reducers/replay.js";
import { err, ok, type Result } from "../result.js";
import { RULESET_FIELDS } from "../rules/ruleset.js";
import { matchOutcome } from "../scoring/outcome.js";
import { scoreHand } from "../scoring/scoreHand.js";
import { checkState } from "../state/checkState.js";
import { nextSeat } from "../state/seats.js";
import type { HandState } from "../state/types.js";
import { matchHandSeed } from "./handSeed.js";
import { readMatch } from "./serializeMatch.js";
import { creditsOf } from "./sides.js";
import { dealOptions, startHand } from "./startHand.js";
import type { HandRecord, Match } from "./types.js";

/**
 * Records the ended state of the match's next hand: scores it ({@link scoreHand}), credits each
 * match side (with three players, each paired player gets half of the pair's total, rounded to a
 * multiple of 5 upward: `pairedCredit`, R11.3), adds the credits to the running totals,
 * moves the deal one seat clockwise (R2.3) and decides whether the match is over (R10.1, R10.2).
 *
 * Refused, with the match unchanged: a value that does not have the shape of a match
 * (`match/invalid`; see {@link checkMatch} for the full check); a match already over (`match/over`); a state that is not a
 * consistent game state (`state/invalid`, see {@link checkState}); a hand not yet ended, played
 * under another ruleset, or not dealt by {@link startHand} for this match's next hand — another
 * dealer, pairing or deal (`match/invalid`).
 * @example
 * const started = newMatch({ ruleset: presets.classic, seed: 7 });
 * if (!started.ok) throw new Error(started.error.message);
 * let match = started.value;
 * const dealt = startHand(match);
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * let state = dealt.value;
 * while (state.phase !== "ended") {
 *   const action = legalActions(state)[0]; // a player who always makes the first legal move
 *   if (!action) break;
 *   state = apply(state, action).value ?? state;
 * }
 * const r = recordHand(match, state);
 * if (r.ok) match = r.value;
 * match.hands.length; // 1
 */
export function recordHand(match: Match, state: HandState): Result<Match> {
  const read = readMatch(match);
  if (!read.ok) return read;
  match = read.value;
  if (match.over) return err("match/over", `the match is over: side ${match.winner} won (R10.1)`, "R10.1");
  const checked = checkState(state);
  return checked.ok ? recordEnded(match, checked.value) : checked;
}

/**
 * Records the match's next hand from its action log: the hand is dealt as {@link startHand} deals
 * it and the log played again from there ({@link replay}: every action is checked by `apply`, a
 * `{ call: "timeOut" }` entry is the referee's call, R8.3), then the ended hand is recorded as by
 * {@link recordHand}. The state comes from the engine, so it is not checked again with
 * `checkState`: for a page or a server that keeps each hand's log, this is the lighter way to
 * record (a bundle without `checkState`).
 *
 * Refused, with the match unchanged: as {@link recordHand} (`match/invalid`, `match/over`); an
 * action the engine refuses, with its code and rule and the action's index; a log after which the
 * hand is not over (`match/invalid`, R10.1).
 * @example
 * const started = newMatch({ ruleset: presets.classic, seed: 7 });
 * if (!started.ok) throw new Error(started.error.message);
 * const match = started.value;
 * const first = startHand(match);
 * if (!first.ok) throw new Error(first.error.message);
 * // Play the hand (here always the first legal action), keeping its log.
 * let state = first.value;
 * const log: Action[] = [];
 * while (state.phase !== "ended") {
 *   const action = legalActions(state)[0]!;
 *   const next = apply(state, action);
 *   if (!next.ok) throw new Error(next.error.message);
 *   log.push(action);
 *   state = next.value;
 * }
 * const r = recordHandLog(match, log);
 * r.ok && r.value.hands.length; // 1
 */
export function recordHandLog(match: Match, actions: readonly unknown[]): Result<Match> {
  const read = readMatch(match);
  if (!read.ok) return read;
  match = read.value;
  if (match.over) return err("match/over", `the match is over: side ${match.winner} won (R10.1)`, "R10.1");
  const states = replay({ ...dealOptions(match), actions });
  if (!states.ok) return states;
  const hand = states.value[states.value.length - 1];
  return hand === undefined ? err("match/invalid", "the hand has no state") : recordEnded(match, hand);
}

/** Records `hand`, a consistent state, in `match`, a fresh copy not over: the checks against the match, then the score. */
function recordEnded(match: Match, hand: HandState): Result<Match> {
  if (hand.phase !== "ended" || hand.end === null) {
    return err(
      "match/invalid",
      `the hand is not over (phase "${hand.phase}"): only an ended hand can be recorded (R10.1)`,
      "R10.1",
    );
  }
  const field = RULESET_FIELDS.find((f) => hand.ruleset[f] !== match.ruleset[f]);
  if (field !== undefined) {
    return err(
      "match/invalid",
      `the hand was played under another ruleset: ${field} is ${JSON.stringify(hand.ruleset[field])}, the match's is ${JSON.stringify(match.ruleset[field])} (§12)`,
      "§12",
    );
  }
  const number = match.hands.length + 1;
  const dealt = startHand(match);
  if (!dealt.ok) return dealt;
  const expected = dealt.value;
  if (hand.dealer !== expected.dealer) {
    return err(
      "match/invalid",
      `hand ${number} is dealt by seat ${expected.dealer}, not seat ${hand.dealer} (R2.3)`,
      "R2.3",
    );
  }
  if (hand.pairing !== expected.pairing) {
    return err(
      "match/invalid",
      `hand ${number} ${expected.pairing ? "pairs" : "does not pair"} the players by the match totals, the state says otherwise (R11.3)`,
      "R11.3",
    );
  }
  if (hand.dealId.some((word, i) => word !== expected.dealId[i])) {
    return err(
      "match/invalid",
      `the state was not dealt from hand ${number} of this match: start it with startHand (R2.2)`,
      "R2.2",
    );
  }
  const sheet = scoreHand(hand);
  const players = match.ruleset.players;
  const credits = creditsOf(players, hand.sides, sheet);
  const totals = match.totals.map((t, side) => t + (credits[side] ?? 0));
  const record: HandRecord = {
    number,
    seed: matchHandSeed(match.seed, number),
    dealer: hand.dealer,
    pairing: hand.pairing,
    sides: hand.sides.slice(),
    end: hand.end,
    sheet,
    credits,
    totals,
  };
  const { over, winner } = matchOutcome(totals, match.ruleset);
  return ok({
    ...match,
    totals,
    hands: match.hands.concat([record]),
    nextDealer: nextSeat(match.nextDealer, players),
    over,
    winner,
  });
}
