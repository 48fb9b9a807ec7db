/**
 * Building positions from card notation: the scenario format of the conformance vectors (tests,
 * docs, puzzles), and actions written in notation.
 * @module
 */
import * as z from "zod/mini";
import { readAction } from "../actions/schema.js";
import type { Action } from "../actions/types.js";
import { describeValue } from "../input/describe.js";
import { readData, readFields } from "../input/read.js";
import { type CardId, DECK_SIZE } from "../cards/card.js";
import { allocateFaces, CopyAllocator, faceOf, parseFaces } from "../cards/notation.js";
import { analyzeCards } from "../melds/analyze.js";
import { err, ok, type Result } from "../result.js";
import { defineRuleset, describeIssue } from "../rules/define.js";
import { seedRng } from "../random/prng.js";
import { pozzettoSizes } from "./deal.js";
import { initialSides } from "./seats.js";
import { turnOrderProblem } from "./turnOrder.js";
import type { GameState, Meld } from "./types.js";

const ScenarioSchema = z.strictObject({
  ruleset: z.optional(z.record(z.string(), z.unknown())),
  turn: z.number().check(z.int(), z.gte(0), z.lte(3)),
  phase: z.enum(["draw", "play"]),
  dealer: z.optional(z.number().check(z.int(), z.gte(0), z.lte(3))),
  hands: z.array(z.string()).check(z.minLength(2), z.maxLength(4)),
  discardPile: z.optional(z.string()),
  stock: z.optional(z.string()),
  melds: z.optional(z.array(z.array(z.string()))),
  pozzettoTaken: z.optional(z.array(z.boolean())),
  pozzetti: z.optional(z.array(z.string())),
  rest: z.optional(z.enum(["stock", "discard-pile"])),
  turnsPlayed: z.optional(z.array(z.number().check(z.int(), z.gte(0), z.lte(1000))).check(z.maxLength(4))),
});

/**
 * A table position in card notation (the format of `conformance/README.md`): hands by seat, the
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
  readonly ruleset?: Record<string, unknown>;
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
 * of play from the dealer's left (R2.3). With three players, the hand pairs (R11.3) when the
 * ruleset's `threePlayerPairingFrom` is 0, as a fresh deal does.
 * @example
 * const r = setupHand({
 *   ruleset: { preset: "classic" }, turn: 0, phase: "draw",
 *   hands: ["3D 9S", "4C", "5C", "6C"], discardPile: "KD", stock: "5D",
 *   melds: [[], []], pozzettoTaken: [false, false],
 * });
 * if (r.ok) r.value.stock[0]; // the 5♦
 */
export function setupHand(scenario: unknown): Result<GameState> {
  const copy = readData(scenario, "scenario");
  if (!copy.ok) return invalid(copy.error.message);
  const parsed = ScenarioSchema.safeParse(copy.value, { reportInput: true });
  if (!parsed.success) return invalid(describeIssue(parsed.error, "scenario"));
  const sc = parsed.data;
  const rules = defineRuleset(sc.ruleset ?? {});
  if (!rules.ok) return invalid(rules.error.message, rules.error.rule);
  const ruleset = rules.value;
  const players = sc.hands.length;
  if (players !== ruleset.players) {
    return invalid(`the ruleset is for ${ruleset.players} players but ${players} hands are given`, "R2.1");
  }
  const sideTotal = players === 4 ? 2 : players;
  const meldTexts = sc.melds ?? Array.from({ length: sideTotal }, () => []);
  const taken = sc.pozzettoTaken ?? Array.from({ length: sideTotal }, () => false);
  if (meldTexts.length !== sideTotal) return invalid(`melds: expected one list per side (${sideTotal}), got ${meldTexts.length}`, "R2.1");
  if (taken.length !== sideTotal) return invalid(`pozzettoTaken: expected one value per side (${sideTotal}), got ${taken.length}`, "R2.1");
  if (sc.turn >= players) return invalid(`turn: seat ${sc.turn} does not exist with ${players} players`, "R2.1");
  const dealer = sc.dealer ?? (sc.turn + players - 1) % players;
  if (dealer >= players) return invalid(`dealer: seat ${dealer} does not exist with ${players} players`, "R2.1");
  const turnsPlayed = sc.turnsPlayed ?? defaultTurns(players, dealer, sc.turn);
  if (turnsPlayed.length !== players) return invalid(`turnsPlayed: expected one count per seat (${players}), got ${turnsPlayed.length}`, "R2.1");
  const order = turnOrderProblem(turnsPlayed, dealer, sc.turn, false);
  if (order !== null) return invalid(`turnsPlayed: ${order}`, "R2.3");

  const pool = new CopyAllocator();
  const place = (text: string | undefined, where: string): Result<CardId[]> => {
    const faces = parseFaces(text ?? "");
    const ids = faces.ok ? allocateFaces(faces.value, pool) : faces;
    return ids.ok ? ids : invalid(`${where}: ${ids.error.message}`, ids.error.rule);
  };

  const hands: CardId[][] = [];
  for (let s = 0; s < players; s++) {
    const r = place(sc.hands[s], `hands[${s}]`);
    if (!r.ok) return r;
    hands.push(r.value);
  }
  const melds: Meld[][] = [];
  for (let side = 0; side < sideTotal; side++) {
    const list: Meld[] = [];
    for (const [i, text] of (meldTexts[side] ?? []).entries()) {
      const r = place(text, `melds[${side}][${i}]`);
      if (!r.ok) return r;
      const info = analyzeCards(r.value, ruleset);
      if ("code" in info) return invalid(`melds[${side}][${i}] "${text}": ${info.message}`, info.rule);
      if (ruleset.distinctSetRanks && info.kind === "set" && list.some((m) => m.kind === "set" && m.rank === info.rank)) {
        return invalid(`melds[${side}][${i}]: a second set of the same rank (R4.9)`, "R4.9");
      }
      list.push(info);
    }
    melds.push(list);
  }
  const pile = place(sc.discardPile, "discardPile");
  if (!pile.ok) return pile;
  const stockTop = place(sc.stock, "stock");
  if (!stockTop.ok) return stockTop;

  const takenCount = taken.filter(Boolean).length;
  if (takenCount > pozzettoSizes(players).length) {
    return invalid(`pozzettoTaken: ${takenCount} sides took a pozzetto but only two exist (R2.2, R11.2)`, "R11.2");
  }
  const sizes = pozzettoSizes(players).slice(takenCount);
  const listed = sc.pozzetti ?? [];
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
  const unplaced: CardId[] = [];
  for (let id = 0; id < DECK_SIZE; id++) if (pool.isFree(id)) unplaced.push(id);
  let next = 0;
  for (let i = 0; i < sizes.length; i++) {
    const pozzetto = pozzetti[i] ?? [];
    const need = (sizes[i] ?? 0) - pozzetto.length;
    if (next + need > unplaced.length) return invalid("not enough unplaced cards left to fill the pozzetti to size", "R2.2");
    pozzetti[i] = pozzetto.concat(unplaced.slice(next, next + need));
    next += need;
  }
  const rest = unplaced.slice(next);
  const restToPile = sc.rest === "discard-pile";
  return ok({
    ruleset,
    phase: sc.phase,
    turn: sc.turn,
    dealer,
    sides: initialSides(players),
    hands,
    stock: restToPile ? stockTop.value : stockTop.value.concat(rest),
    discardPile: restToPile ? rest.concat(pile.value) : pile.value,
    pozzetti,
    melds,
    pozzettoTaken: taken.slice(),
    unplayedPozzetto: Array.from({ length: players }, () => null),
    turnsPlayed: turnsPlayed.slice(),
    pileTaken: 0,
    forbiddenDiscards: [],
    meldedThisTurn: false,
    closeBlocked: false,
    stalemateTurns: 0,
    mustDraw: false,
    pairing: players === 3 && ruleset.threePlayerPairingFrom === 0,
    end: null,
    rng: seedRng(0),
  });
}

/** One round from the dealer's left, then the turns of the seats before `turn` (R2.3). */
function defaultTurns(players: number, dealer: number, turn: number): number[] {
  const first = (dealer + 1) % players;
  const before = (turn - first + players) % players;
  return Array.from({ length: players }, (_, seat) => ((seat - first + players) % players < before ? 2 : 1));
}

/**
 * An action written in card notation, as in the scenario steps: `cards`/`card` are notation,
 * resolved against the acting seat's hand; `which: "twin"` on a discard or close picks the other
 * copy of a card just taken from a one-card pile (R3.3).
 * @example
 * const a: NotationAction = { type: "meld", seat: 0, cards: "3S 4S 5S" };
 */
export type NotationAction =
  | {
      /** An action without cards. */
      readonly type: "draw" | "pickUpDiscards" | "takePozzetto";
      /** The acting seat. */
      readonly seat: number;
    }
  | {
      /** A new meld. */
      readonly type: "meld";
      /** The acting seat. */
      readonly seat: number;
      /** The meld's cards in notation. */
      readonly cards: string;
    }
  | {
      /** An attach. */
      readonly type: "attach";
      /** The acting seat. */
      readonly seat: number;
      /** The meld's index in the side's list. */
      readonly meld: number;
      /** The cards to add, in notation. */
      readonly cards: string;
      /** The side owning the meld (R4.8). */
      readonly side?: number;
    }
  | {
      /** A discard or a close. */
      readonly type: "discard" | "close";
      /** The acting seat. */
      readonly seat: number;
      /** The card in notation. */
      readonly card: string;
      /** `"twin"`: the other copy of a card just taken from a one-card pile (R3.3). */
      readonly which?: "twin";
    };

const NOTATION_FIELDS = ["type", "seat", "cards", "card", "meld", "side", "which"];

/**
 * Turns a {@link NotationAction} into an {@link Action} with card ids taken from the acting seat's
 * hand. Where the hand holds both copies of a card, the one R3.3 forbids is chosen unless
 * `which: "twin"` asks for the other (so a test can show both refusals and permissions).
 *
 * The input is checked like {@link parseAction} (each field read once; `input/invalid` for a
 * malformed one, card notation bounded as in {@link parseCards}), and an action of a seat that is
 * not to play is refused with `turn/not-your-turn` before any hand is looked at, so the answer
 * never depends on another seat's cards. Trusts `state` to be a state this library made. Never
 * throws.
 * @example
 * const state = newHand({ ruleset: presets.classic, seed: 1 }).value!;
 * const r = actionFromNotation(state, { type: "draw", seat: state.turn });
 * if (r.ok) apply(state, r.value);
 */
export function actionFromNotation(state: GameState, action: NotationAction): Result<Action> {
  const read = readFields(action, NOTATION_FIELDS, "action");
  if (!read.ok) return read;
  const { cards, card, which, ...rest } = read.value;
  if (which !== undefined && which !== "twin") return err("input/invalid", `action: field "which": expected "twin", got ${describeValue(which)}`);
  // The shape is checked with cards as placeholder ids: the notation is resolved only once the
  // seat is known to be the one to play.
  const shape = readAction(
    { ...rest, ...(cards === undefined ? {} : { cards: [0] }), ...(card === undefined ? {} : { card: 0 }) },
    undefined,
  );
  if (!shape.ok) return shape;
  const parsed = shape.value;
  if ("cards" in parsed && typeof cards !== "string") return err("input/invalid", `action: field "cards": expected card notation, got ${describeValue(cards)}`);
  if ("card" in parsed && typeof card !== "string") return err("input/invalid", `action: field "card": expected card notation, got ${describeValue(card)}`);
  const seat = parsed.seat;
  if (seat !== state.turn) return err("turn/not-your-turn", `it is seat ${state.turn}'s turn, not seat ${seat}'s (R3.1)`, "R3.1");
  const hand = state.hands[seat];
  if (hand === undefined) return err("input/invalid", `seat ${seat} does not exist`);
  const used = new Set<CardId>();
  const pick = (face: number, twin: boolean): CardId | undefined => {
    const copies = hand.filter((id) => faceOf(id) === face && !used.has(id));
    const forbidden = copies.filter((id) => state.forbiddenDiscards.includes(id));
    const other = copies.filter((id) => !state.forbiddenDiscards.includes(id));
    const id = twin ? other[0] : (forbidden[0] ?? other[0]);
    if (id !== undefined) used.add(id);
    return id;
  };
  const idsOf = (text: string, twin: boolean): Result<CardId[]> => {
    const faces = parseFaces(text);
    if (!faces.ok) return faces;
    const ids: CardId[] = [];
    for (const t of faces.value) {
      const id = pick(t.face, twin);
      if (id === undefined) return err("card/not-in-hand", `seat ${seat} holds no ${describeValue(t.text)}`, "R3.1");
      ids.push(id);
    }
    return ok(ids);
  };
  switch (parsed.type) {
    case "draw":
    case "pickUpDiscards":
    case "takePozzetto":
      return ok(parsed);
    case "meld":
    case "attach": {
      const ids = idsOf(cards as string, false);
      if (!ids.ok) return ids;
      return ids.value.length === 0 ? err("input/invalid", 'action: field "cards": no card named') : ok({ ...parsed, cards: ids.value });
    }
    case "discard":
    case "close": {
      const ids = idsOf(card as string, which === "twin");
      if (!ids.ok) return ids;
      if (ids.value.length !== 1) return err("input/invalid", 'action: field "card": name exactly one card');
      return ok({ ...parsed, card: ids.value[0] as CardId });
    }
  }
}
