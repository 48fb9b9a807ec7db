/**
 * Saving and loading tables as JSON text.
 * @module
 */
import { isWellFormed } from "../input/bytes.js";
import { readData, readFields, readList } from "../input/read.js";
import { recordHandLog } from "../match/recordHand.js";
import { checkMatch } from "../match/serializeMatch.js";
import type { Match, MatchSeed } from "../match/types.js";
import type { RngState } from "../random/prng.js";
import { engineFault } from "../reducers/fault.js";
import { describeValue, err, ok, type Result } from "../result.js";
import { checkRuleset } from "../rules/checked.js";
import { RULESET_FIELDS, type Ruleset } from "../rules/ruleset.js";
import { checkState } from "../state/checkState.js";
import { MAX_SAVED_LENGTH, readSave } from "../state/serialize.js";
import { type SaveOptions, signedWith } from "../state/signature.js";
import { matchDeal } from "./newTable.js";
import { rebuild } from "./rebuild.js";
import { readSeats } from "./seats.js";
import type { Table, TableDeal, TableEntry } from "./types.js";

/** The `format` field of a saved table. */
const TABLE_FORMAT = "burraco/table";
/** The `version` of the saved-table format that {@link saveTable} writes and {@link loadTable} reads. */
const TABLE_VERSION = 1;
/** A table holds a match and a hand: room for both. */
const MAX_TABLE_LENGTH = 2 * MAX_SAVED_LENGTH;
const TABLE_BUDGET = /* @__PURE__ */ Object.freeze({ nodes: 1_200_000, depth: 9, chars: 10_000 });
const TABLE_FIELDS = ["seats", "ruleset", "undo", "tournament", "match", "deal", "state", "log", "seen", "rngs"];

/**
 * Writes a table as JSON text: `{ "format": "burraco/table", "version": 1, "table": … }`, with the
 * match as `serializeMatch` writes it and the hand's state as `serialize` does, the log, what each
 * seat has seen and the bots' PRNG states (the events are not written: the log gives them again).
 * Given options it returns a `Result`, as `serialize` does: with `{ key }` the text is signed (a key
 * the readers refuse is refused here too). It holds the seeds and every hidden card:
 * keep it on the server. Read it back with {@link loadTable}. Trusts its arguments (a table these
 * functions made, a key of the server's).
 * @example
 * const table = newTable({ seed: 7, seats: ["person", "medium", "medium", "medium"] }).value;
 * if (table) JSON.parse(saveTable(table)).format; // "burraco/table"
 * if (table) saveTable(table, { key: "server secret" }).value?.includes('"signature"'); // true
 */
export function saveTable(table: Table): string;
export function saveTable(table: Table, options: SaveOptions): Result<string>;
export function saveTable(table: Table, options?: SaveOptions): string | Result<string> {
  const { events: _events, ...kept } = table;
  const text = JSON.stringify({ format: TABLE_FORMAT, version: TABLE_VERSION, table: kept });
  return options === undefined ? text : signedWith(text, options);
}

/**
 * Reads a table written by {@link saveTable}. With `{ key }` the signature is checked first
 * (`save/signature`), as `deserialize` does. Then everything is read once and checked, and
 * anything wrong is refused with `table/invalid` (or the code of the check that failed): the
 * envelope, the seats and flags, the match as `deserializeMatch` checks it (and, once the hand has
 * ended, that its last hand is the one the log records), the hand's deal (the match's next hand, or
 * the one just recorded), the state as `deserialize` checks it, and that the log replays from the
 * deal to exactly that state (`replay`: every action checked by `apply`). Never throws.
 * @example
 * const table = newTable({ seed: 7, seats: ["person", "medium", "medium", "medium"] }).value;
 * if (table) loadTable(saveTable(table)).value?.state.turn; // 1: the same table
 * const signed = table && saveTable(table, { key: "k" }).value;
 * if (signed) loadTable(signed.replace('"turn":1', '"turn":2'), { key: "k" }).error?.code; // "save/signature"
 * loadTable("not json").error?.code; // "table/invalid"
 */
export function loadTable(text: unknown, options?: SaveOptions): Result<Table> {
  try {
    const body = readSave(text, options, TABLE_FORMAT, TABLE_VERSION, "table", MAX_TABLE_LENGTH);
    if (!body.ok) return body;
    const read = readTable(body.value);
    return read.ok ? read : err(read.error.code, read.error.message, read.error.rule);
  } catch (thrown) {
    return engineFault(thrown);
  }
}

function invalid<T>(message: string, rule?: string): Result<T> {
  return err("table/invalid", `table: ${message}`, rule);
}

/** The first field in which two rulesets differ, or `null`. */
function rulesetDiff(a: Ruleset, b: Ruleset): string | null {
  return RULESET_FIELDS.find((f) => a[f] !== b[f]) ?? null;
}

/** Whether two values of plain data are equal, field by field. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(y, k) && sameData(x[k], y[k]));
}

function readTable(payload: unknown): Result<Table> {
  const copy = readData(payload, "table", TABLE_BUDGET);
  if (!copy.ok) return invalid(copy.error.message);
  const fields = readFields(copy.value, TABLE_FIELDS, "table");
  if (!fields.ok) return invalid(fields.error.message);
  const o = fields.value;
  const missing = TABLE_FIELDS.find((f) => !Object.hasOwn(o, f));
  if (missing !== undefined) return invalid(`the field "${missing}" is missing`);
  const ruleset = checkRuleset(o.ruleset);
  if (!ruleset.ok) return invalid(ruleset.error.message, "§12");
  const rs = ruleset.value;
  const players = rs.players;
  const seats = readSeats(o.seats, players, "table");
  if (!seats.ok) return invalid(seats.error.message);
  if (typeof o.undo !== "boolean" || typeof o.tournament !== "boolean")
    return invalid("undo and tournament must be true or false");
  if (o.undo && o.tournament) return invalid("a tournament table has no undo");
  let match: Match | null = null;
  if (o.match !== null) {
    const m = checkMatch(o.match);
    if (!m.ok) return invalid(m.error.message, m.error.rule);
    match = m.value;
    const diff = rulesetDiff(match.ruleset, rs);
    if (diff !== null) return invalid(`the match is played under another ruleset (${diff})`, "§12");
  }
  const state = checkState(o.state);
  if (!state.ok) return invalid(state.error.message, state.error.rule);
  const ended = state.value.phase === "ended";
  const deal = readDeal(o.deal, players);
  if (!deal.ok) return deal;
  const expected = match === null ? null : ended ? recordedDeal(match) : matchDeal(match);
  if (match !== null && (expected === null || !sameData(expected, deal.value)))
    return invalid("the deal is not the match's hand in play", "R2.3");
  if (match === null && deal.value.number !== 1) return invalid("a table of one hand deals hand 1");
  const log = readList(o.log, 100_000, "table: log");
  if (!log.ok) return invalid(log.error.message);
  const hand = rebuild(rs, deal.value, log.value);
  if (!hand.ok) return invalid(`the log does not replay: ${hand.error.message}`, hand.error.rule);
  if (!sameData(hand.value.state, state.value)) return invalid("the log does not replay to the saved state");
  if (match !== null && ended) {
    const recorded = sameRecord(match, log.value);
    if (recorded !== null) return invalid(recorded);
  }
  const events = hand.value.events;
  const seen = readCounts(o.seen, players, events.length);
  if (!seen.ok) return seen;
  const rngs = readRngs(o.rngs, players);
  if (!rngs.ok) return rngs;
  return ok({
    seats: seats.value,
    ruleset: rs,
    undo: o.undo,
    tournament: o.tournament,
    match,
    deal: deal.value,
    state: state.value,
    log: log.value as TableEntry[],
    events,
    seen: seen.value,
    rngs: rngs.value,
  });
}

function readDeal(value: unknown, players: number): Result<TableDeal> {
  const f = readFields(value, ["number", "seed", "dealer", "pairing"], "table: deal");
  if (!f.ok) return invalid(f.error.message);
  const { number, seed, dealer, pairing } = f.value;
  if (typeof number !== "number" || !Number.isInteger(number) || number < 1)
    return invalid(`deal: number ${describeValue(number)}`);
  const seedOk =
    (typeof seed === "string" && seed.length <= 1000 && isWellFormed(seed)) ||
    (typeof seed === "number" && Number.isFinite(seed));
  if (!seedOk) return invalid(`deal: seed ${describeValue(seed)}`);
  if (typeof dealer !== "number" || !Number.isInteger(dealer) || dealer < 0 || dealer >= players)
    return invalid(`deal: dealer ${describeValue(dealer)}`);
  if (typeof pairing !== "boolean") return invalid(`deal: pairing ${describeValue(pairing)}`);
  return ok({ number, seed: seed as MatchSeed, dealer, pairing });
}

/** The deal of the match's last recorded hand: the hand in play once it has ended. */
function recordedDeal(match: Match): TableDeal | null {
  const last = match.hands[match.hands.length - 1];
  return last === undefined
    ? null
    : { number: last.number, seed: last.seed, dealer: last.dealer, pairing: last.pairing };
}

/** Why the match's last hand is not the one `log` records, or `null` when it is. */
function sameRecord(match: Match, log: readonly unknown[]): string | null {
  const hands = match.hands.slice(0, -1);
  const last = match.hands[match.hands.length - 1];
  if (last === undefined) return "the hand has ended but the match records no hand";
  const before: Match = {
    ...match,
    totals: hands[hands.length - 1]?.totals ?? match.totals.map(() => 0),
    hands,
    nextDealer: last.dealer,
    over: false,
    winner: null,
  };
  const recorded = recordHandLog(before, log);
  return recorded.ok && sameData(recorded.value, match) ? null : "the match's last hand is not the one the log plays";
}

function readCounts(value: unknown, players: number, events: number): Result<number[]> {
  const list = readList(value, players, "table: seen");
  if (!list.ok) return invalid(list.error.message);
  const counts = list.value;
  if (counts.length !== players) return invalid(`seen: ${counts.length} counts for ${players} seats`);
  for (const n of counts)
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n > events)
      return invalid(`seen: ${describeValue(n)} is not a count of 0 to ${events} events`);
  return ok(counts as number[]);
}

function readRngs(value: unknown, players: number): Result<RngState[]> {
  const list = readList(value, players, "table: rngs");
  if (!list.ok) return invalid(list.error.message);
  if (list.value.length !== players) return invalid(`rngs: ${list.value.length} states for ${players} seats`);
  const rngs: RngState[] = [];
  for (const r of list.value) {
    const words = readList(r, 4, "table: rngs");
    if (!words.ok) return invalid(words.error.message);
    const w = words.value;
    if (w.length !== 4 || !w.every((x) => typeof x === "number" && Number.isInteger(x) && x >= 0 && x <= 0xffffffff))
      return invalid("rngs: a PRNG state is four 32-bit unsigned integers");
    rngs.push(w as unknown as RngState);
  }
  return ok(rngs);
}
