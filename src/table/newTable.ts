/**
 * Opening a table, and dealing its hands.
 * @module
 */
import { readFields } from "../input/read.js";
import { newMatch, readMatchSeed } from "../match/newMatch.js";
import { dealOptions } from "../match/startHand.js";
import type { Match, MatchSeed } from "../match/types.js";
import { randomSeed } from "../random/seed.js";
import { engineFault } from "../reducers/fault.js";
import { describeValue, err, ok, type Result } from "../result.js";
import { checkRuleset } from "../rules/checked.js";
import { classic } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";
import { newHand } from "../state/deal.js";
import { botRngs, readSeats } from "./seats.js";
import type { Table, TableDeal, TableOptions, TableSeat } from "./types.js";

const OPTION_FIELDS = ["ruleset", "seed", "seats", "oneHand", "dealer", "undo", "tournament"];

/** A flag of the options: absent is `false`. */
function flag(value: unknown, name: string): Result<boolean> {
  if (value === undefined || typeof value === "boolean") return ok(value === true);
  return err("input/invalid", `newTable options: "${name}" must be true or false, got ${describeValue(value)}`);
}

/**
 * Opens a table: the seats, the match (or one hand) and its first hand dealt, every seat with
 * nothing seen yet, each bot's PRNG seeded from the hand's deal seed as the simulator seeds them.
 * A match deals its hands with `startHand` (R2.3: seat 0 deals first); with `oneHand` the one hand
 * is dealt as `newHand({ ruleset, seed, dealer })` deals it. The options are read once and
 * checked: the ruleset as `newHand` checks it (`ruleset/invalid`), the seed as `newMatch` does, one
 * seat per player, and `undo` together with `tournament` is refused (a tournament table never
 * takes a move back): `input/invalid`. Never throws.
 * @example
 * const made = newTable({ seed: "club-night", seats: ["person", "medium", "medium", "medium"] });
 * if (!made.ok) throw new Error(made.error.message);
 * made.value.state.held[0]?.length; // 11: the first hand is dealt
 * made.value.match?.totals;         // [0, 0]
 * newTable({ seats: ["person"] }).error?.code; // "input/invalid": four seats for four players
 * newTable({ seats: ["person", "easy", "easy", "easy"], undo: true, tournament: true }).error?.code; // "input/invalid"
 */
export function newTable(options: TableOptions): Result<Table> {
  try {
    return open(options);
  } catch (thrown) {
    return engineFault(thrown);
  }
}

function open(options: TableOptions): Result<Table> {
  const fields = readFields(options, OPTION_FIELDS, "newTable options");
  if (!fields.ok) return fields;
  const o = fields.value;
  const ruleset = checkRuleset(o.ruleset === undefined ? classic : o.ruleset);
  if (!ruleset.ok) return ruleset;
  const rs = ruleset.value;
  const seats = readSeats(o.seats, rs.players, "newTable options");
  if (!seats.ok) return seats;
  const oneHand = flag(o.oneHand, "oneHand");
  const undo = flag(o.undo, "undo");
  const tournament = flag(o.tournament, "tournament");
  if (!oneHand.ok) return oneHand;
  if (!undo.ok) return undo;
  if (!tournament.ok) return tournament;
  if (undo.value && tournament.value)
    return err("input/invalid", "newTable options: a tournament table has no undo (undo and tournament both set)");
  const seed = o.seed === undefined ? ok(randomSeed()) : readMatchSeed(o.seed, "newTable options");
  if (!seed.ok) return seed;
  if (!oneHand.value) {
    if (o.dealer !== undefined)
      return err("input/invalid", "newTable options: a match's dealers follow R2.3; dealer is for oneHand", "R2.3");
    const match = newMatch({ ruleset: rs, seed: seed.value });
    if (!match.ok) return match;
    return dealTable(seats.value, rs, undo.value, tournament.value, match.value, matchDeal(match.value));
  }
  const dealer = o.dealer ?? 0;
  if (typeof dealer !== "number" || !Number.isInteger(dealer) || dealer < 0 || dealer >= rs.players)
    return err("input/invalid", `newTable options: dealer must be a seat from 0 to ${rs.players - 1}`);
  const deal: TableDeal = {
    number: 1,
    seed: seed.value,
    dealer,
    pairing: rs.players === 3 && rs.threePlayerPairingFrom === 0,
  };
  return dealTable(seats.value, rs, undo.value, tournament.value, null, deal);
}

/**
 * The deal of a match's next hand (`startHand`'s).
 * @internal
 */
export function matchDeal(match: Match): TableDeal {
  const d = dealOptions(match);
  return {
    number: match.hands.length + 1,
    seed: d.seed as MatchSeed,
    dealer: d.dealer ?? 0,
    pairing: d.pairing === true,
  };
}

/**
 * A table at the start of the hand `deal`: dealt, an empty log, nothing seen, fresh bot seeds.
 * Trusts its arguments (checked seats and ruleset, the deal of a match's next hand or a one-hand
 * table's).
 * @internal
 */
export function dealTable(
  seats: readonly TableSeat[],
  ruleset: Ruleset,
  undo: boolean,
  tournament: boolean,
  match: Match | null,
  deal: TableDeal,
): Result<Table> {
  const state = newHand({ ruleset, seed: deal.seed, dealer: deal.dealer, pairing: deal.pairing });
  if (!state.ok) return state;
  const players = ruleset.players;
  return ok({
    seats,
    ruleset,
    undo,
    tournament,
    match,
    deal,
    state: state.value,
    log: [],
    events: [],
    seen: Array.from({ length: players }, () => 0),
    rngs: botRngs(deal, players),
  });
}
