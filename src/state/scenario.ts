/**
 * Building positions from card notation: the scenario format of the conformance vectors (tests,
 * docs, puzzles).
 * @module
 */
import { type CardId, DECK_SIZE } from "../cards/card.js";
import { allocateFaces, CopyAllocator, faceOf, parseFaces } from "../cards/notation.js";
import { readData } from "../input/read.js";
import { analyzeTrusted } from "../melds/analyze.js";
import { err, ok, type Result } from "../result.js";
import { defineRuleset, type RulesetInput } from "../rules/define.js";
import type { Ruleset } from "../rules/ruleset.js";
import * as s from "../shape/build.js";
import { checkShape, type Shape } from "../shape/shape.js";
import { stateProblem } from "./checkState.js";
import { pozzettoSizes } from "./deal.js";
import { sideCountFor } from "./seats.js";
import { startState } from "./startState.js";
import type { HandState, Meld } from "./types.js";

function scenarioShape(): Shape {
  const SCENARIO_FIELDS: { readonly [K in keyof Scenario]-?: Shape } = {
    ruleset: s.optional(s.record()),
    turn: s.int(0, 3),
    phase: s.literal(["draw", "play"]),
    dealer: s.optional(s.int(0, 3)),
    hands: s.array(s.string(10_000), 4, 2),
    discardPile: s.optional(s.string(10_000)),
    stock: s.optional(s.string(10_000)),
    melds: s.optional(s.array(s.array(s.string(10_000), 108), 4)),
    pozzettoTaken: s.optional(s.array(s.boolean(), 4)),
    pozzetti: s.optional(s.array(s.string(10_000), 2)),
    rest: s.optional(s.literal(["stock", "discard-pile"])),
    turnsPlayed: s.optional(s.array(s.int(0, 1000), 4)),
    known: s.optional(s.array(s.string(10_000), 4)),
    timeOut: s.optional(s.int(0, 3)),
  };
  return s.object(SCENARIO_FIELDS);
}

/** The shape of a {@link Scenario}: unknown fields refused; the ruleset is checked by `defineRuleset`. */
const SCENARIO_SHAPE: Shape = /* @__PURE__ */ scenarioShape();

/**
 * A table position in card notation (the format of the conformance vectors in test/fixtures/scenarios.json): hands by seat, the
 * discard pile bottom → top, the stock top first, melds by side, which sides took their pozzetto,
 * optionally the pozzetti still on the table, and where the unplaced cards go.
 * @example
 * const scenario: Scenario = {
 *   ruleset: { preset: "classic" }, turn: 0, phase: "draw",
 *   hands: ["3D 9S", "4C", "5C", "6C"], discardPile: "KD", stock: "5D",
 *   melds: [[], []], pozzettoTaken: [false, false],
 * };
 */
export interface Scenario {
  /** Input for {@link defineRuleset} (a preset and overrides); classic when absent. */
  readonly ruleset?: RulesetInput;
  /** The seat to act. */
  readonly turn: number;
  /** Whether that seat must still draw (`"draw"`) or has drawn (`"play"`). */
  readonly phase: "draw" | "play";
  /** The dealer; the seat before `turn` when absent. */
  readonly dealer?: number;
  /** Each seat's hand in notation, one string per seat (2 to 4). */
  readonly hands: readonly string[];
  /** The discard pile in notation, bottom → top. */
  readonly discardPile?: string;
  /** The top of the stock in notation, top card first; unplaced cards go under it. */
  readonly stock?: string;
  /** Each side's melds, one notation string per meld. */
  readonly melds?: readonly (readonly string[])[];
  /** Whether each side has taken its pozzetto. */
  readonly pozzettoTaken?: readonly boolean[];
  /** The first cards of the pozzetti still on the table, in notation. */
  readonly pozzetti?: readonly string[];
  /** Where unplaced cards go: under the stock (default) or under the discard pile. */
  readonly rest?: "stock" | "discard-pile";
  /**
   * The turns each seat has finished in this hand, by seat. Default: every seat has played at
   * least one turn (so R3.4 does not apply); `[0, 0, 0, 0]` is a fresh deal's first round.
   */
  readonly turnsPlayed?: readonly number[];
  /**
   * By seat, the cards it is known to hold, taken from the discard pile (R14.2), in notation: each
   * must be in that seat's hand; where the hand holds two copies of a face, the first listed there
   * is the known one. Default: none.
   */
  readonly known?: readonly string[];
  /** Time out already called (R8.3): the seat whose discard ends the last round. Default: not called. */
  readonly timeOut?: number;
}

function invalid<T>(message: string, rule?: string): Result<T> {
  return err("scenario/invalid", message, rule);
}

/**
 * Builds a game state from a {@link Scenario}. Cards not placed are put in a fixed order (ascending
 * ids): first to fill the pozzetti to size (11; with three players 18 then 11), then under the
 * listed stock (or under the discard pile with `rest: "discard-pile"`), so a scenario always gives
 * the same state and every state holds all 108 cards. A card placed more often than it exists, an
 * invalid meld, or a wrong number of hands, melds or pozzetti is refused. Unless `turnsPlayed`
 * says otherwise, every seat counts as having played a turn already (so R3.4 does not apply): one
 * round from the dealer's left, plus the turns up to `turn`. Given turn counts must fit the order
 * of play from the dealer's left (R2.3), and so must `known` and `timeOut`, as {@link checkState}
 * asks of a save: no known card before its seat has played a turn, and a time out some call could
 * have fixed (R14.2, R8.3). Every check {@link checkState} makes is made, with the same rule, so a
 * position it would refuse (a seat without cards mid-hand, R6.4) is refused here and every state
 * returned passes it. The state's `dealId` is all zeros: a composed position has no deal, so the
 * counts a dealt hand's turns allow (the pile, the stock, the hands, the known cards) are not asked of
 * it. With three players, the hand pairs (R11.3) when the
 * ruleset's `threePlayerPairingFrom` is 0, as a fresh deal does.
 * @example
 * const r = setupHand({
 *   ruleset: { preset: "classic" }, turn: 0, phase: "draw",
 *   hands: ["3D 9S", "4C", "5C", "6C"], discardPile: "KD", stock: "5D",
 *   melds: [[], []], pozzettoTaken: [false, false],
 * });
 * if (r.ok) r.value.stock[0]; // the 5♦
 */
export function setupHand(scenario: Scenario): Result<HandState> {
  const read = readScenario(scenario);
  if (!read.ok) return read;
  const { sc, ruleset } = read.value;
  const players = sc.hands.length;
  // Seats, sides and turn counts are checked with the rest by stateProblem, as checkState checks them.
  const sideTotal = sideCountFor(players);
  const taken = sc.pozzettoTaken ?? Array.from({ length: sideTotal }, () => false);
  const dealer = sc.dealer ?? (sc.turn + players - 1) % players;
  const turnsPlayed = sc.turnsPlayed ?? defaultTurns(players, dealer, sc.turn);

  const pool = new CopyAllocator();
  const place = placer(pool);
  const hands = placeAll(sc.hands, "hands", place);
  if (!hands.ok) return hands;
  const melds = placeMelds(sc.melds ?? Array.from({ length: sideTotal }, () => []), ruleset, place);
  if (!melds.ok) return melds;
  const known = knownCards(sc.known, hands.value);
  if (!known.ok) return known;
  const pile = place(sc.discardPile, "discardPile");
  if (!pile.ok) return pile;
  const stockTop = place(sc.stock, "stock");
  if (!stockTop.ok) return stockTop;
  const listed = placePozzetti(sc.pozzetti ?? [], taken, players, place);
  if (!listed.ok) return listed;
  // What no field placed fills the pozzetti to size, and then the stock or the pile.
  const unplaced: CardId[] = [];
  for (let id = 0; id < DECK_SIZE; id++) if (pool.isFree(id)) unplaced.push(id);
  const filled = fillPozzetti(listed.value, taken, players, unplaced);
  if (!filled.ok) return filled;
  const { pozzetti, rest } = filled.value;
  const restToPile = sc.rest === "discard-pile";
  const state = startState({
    ruleset,
    phase: sc.phase,
    turn: sc.turn,
    dealer,
    held: hands.value,
    known: known.value,
    stock: restToPile ? stockTop.value : stockTop.value.concat(rest),
    discardPile: restToPile ? rest.concat(pile.value) : pile.value,
    pozzetti,
    melds: melds.value,
    pozzettoTaken: taken.slice(),
    turnsPlayed: turnsPlayed.slice(),
    pairing: players === 3 && ruleset.threePlayerPairingFrom === 0,
    timeOut: sc.timeOut ?? null,
    dealId: [0, 0, 0, 0],
  });
  // Every check checkState makes of a save (E3, L1): a scenario is a state checkState accepts.
  const problem = stateProblem(state);
  return problem === null ? ok(state) : invalid(problem.message, problem.rule);
}

/** A scenario read once into a fresh copy (each field once, by value; size bounded), its shape and ruleset checked. */
function readScenario(scenario: unknown): Result<{ sc: Scenario; ruleset: Ruleset }> {
  const copy = readData(scenario, "scenario");
  if (!copy.ok) return invalid(copy.error.message);
  const bad = checkShape(SCENARIO_SHAPE, copy.value);
  if (bad !== null) return invalid(`scenario: ${bad.message}`);
  const sc = copy.value as Scenario;
  const rules = defineRuleset((sc.ruleset ?? {}) as RulesetInput);
  if (!rules.ok) return invalid(rules.error.message, rules.error.rule);
  const ruleset = rules.value;
  const players = sc.hands.length;
  if (players !== ruleset.players) {
    return invalid(`the ruleset is for ${ruleset.players} players but ${players} hands are given`, "R2.1");
  }
  return ok({ sc, ruleset });
}

/** Places the cards a text names, each face's next free copy, or says why not naming `where`. */
type Place = (text: string | undefined, where: string) => Result<CardId[]>;

/** A {@link Place} that takes its copies from `pool`, so no card is placed twice. */
function placer(pool: CopyAllocator): Place {
  return (text, where) => {
    const faces = parseFaces(text ?? "");
    const ids = faces.ok ? allocateFaces(faces.value, pool) : faces;
    return ids.ok ? ids : invalid(`${where}: ${ids.error.message}`, ids.error.rule);
  };
}

/** The cards of each text of a list (`name[i]` in messages). */
function placeAll(texts: readonly string[], name: string, place: Place): Result<CardId[][]> {
  const out: CardId[][] = [];
  for (let i = 0; i < texts.length; i++) {
    const r = place(texts[i], `${name}[${i}]`);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
}

/** Each side's melds, each read as a meld of the ruleset (§4). */
function placeMelds(meldTexts: readonly (readonly string[])[], ruleset: Ruleset, place: Place): Result<Meld[][]> {
  const melds: Meld[][] = [];
  for (const [side, texts] of meldTexts.entries()) {
    const list: Meld[] = [];
    for (const [i, text] of texts.entries()) {
      const r = place(text, `melds[${side}][${i}]`);
      if (!r.ok) return r;
      const read = analyzeTrusted(r.value, ruleset);
      if (!read.ok) return invalid(`melds[${side}][${i}] "${text}": ${read.error.message}`, read.error.rule);
      list.push(read.value);
    }
    melds.push(list);
  }
  return ok(melds);
}

/** The pozzetti still on the table, `taken` by none, and their sizes (R2.2, R6.1, R11.2). */
function pozzettoRoom(taken: readonly boolean[], players: number): Result<number[]> {
  const takenCount = taken.filter(Boolean).length;
  if (takenCount > pozzettoSizes(players).length) {
    return invalid(`pozzettoTaken: ${takenCount} sides took a pozzetto but only two exist (R2.2, R11.2)`, "R11.2");
  }
  return ok(pozzettoSizes(players).slice(takenCount));
}

/** The cards the scenario lists for the pozzetti still on the table, each within its size (R2.2, R6.1). */
function placePozzetti(
  listed: readonly string[],
  taken: readonly boolean[],
  players: number,
  place: Place,
): Result<CardId[][]> {
  const room = pozzettoRoom(taken, players);
  if (!room.ok) return room;
  const sizes = room.value;
  if (listed.length > sizes.length) {
    return invalid(`pozzetti: ${listed.length} listed but only ${sizes.length} can still be on the table`, "R6.1");
  }
  const pozzetti: CardId[][] = [];
  for (const [i, text] of listed.entries()) {
    const r = place(text, `pozzetti[${i}]`);
    if (!r.ok) return r;
    if (r.value.length > (sizes[i] ?? 0)) return invalid(`pozzetti[${i}]: more than ${sizes[i]} cards`, "R2.2");
    pozzetti.push(r.value);
  }
  return ok(pozzetti);
}

/**
 * The pozzetti still on the table filled to size (R2.2) with the `unplaced` cards in order, after
 * the cards the scenario `listed` for them, and the cards left over.
 */
function fillPozzetti(
  listed: readonly CardId[][],
  taken: readonly boolean[],
  players: number,
  unplaced: readonly CardId[],
): Result<{ pozzetti: CardId[][]; rest: CardId[] }> {
  // placePozzetti checked the count taken already.
  const sizes = pozzettoSizes(players).slice(taken.filter(Boolean).length);
  const pozzetti: CardId[][] = [];
  let next = 0;
  for (let i = 0; i < sizes.length; i++) {
    const pozzetto = listed[i] ?? [];
    const need = (sizes[i] ?? 0) - pozzetto.length;
    if (next + need > unplaced.length)
      return invalid("not enough unplaced cards left to fill the pozzetti to size", "R2.2");
    pozzetti.push(pozzetto.concat(unplaced.slice(next, next + need)));
    next += need;
  }
  return ok({ pozzetti, rest: unplaced.slice(next) });
}

/** The ids of each seat's known cards: for each face listed, its first copy in that seat's hand not yet taken. */
function knownCards(texts: readonly string[] | undefined, hands: readonly CardId[][]): Result<CardId[][]> {
  const players = hands.length;
  if (texts !== undefined && texts.length !== players)
    return invalid(`known: expected one string per seat (${players}), got ${texts.length}`, "R14.2");
  const known: CardId[][] = [];
  for (let seat = 0; seat < players; seat++) {
    const faces = parseFaces(texts?.[seat] ?? "");
    if (!faces.ok) return invalid(`known[${seat}]: ${faces.error.message}`, faces.error.rule);
    const hand = hands[seat] ?? [];
    const ids: CardId[] = [];
    for (const token of faces.value) {
      const id = hand.find((h) => faceOf(h) === token.face && !ids.includes(h));
      if (id === undefined)
        return invalid(`known[${seat}]: ${token.text} is not in hands[${seat}] (or listed more often)`, "R14.2");
      ids.push(id);
    }
    known.push(ids);
  }
  return ok(known);
}

/** One round from the dealer's left, then the turns of the seats before `turn` (R2.3). */
function defaultTurns(players: number, dealer: number, turn: number): number[] {
  const first = (dealer + 1) % players;
  const before = (turn - first + players) % players;
  return Array.from({ length: players }, (_, seat) => ((seat - first + players) % players < before ? 2 : 1));
}
