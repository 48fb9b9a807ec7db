/**
 * Shared helpers for scripted hands: build a table from notation, play steps, check refusals.
 * Every state these helpers hand out is deep-frozen, so a reducer that mutated its input would
 * fail loudly (apply would report `state/invalid`).
 */
import {
  type Action,
  actionFromNotation,
  apply,
  type CardId,
  formatCards,
  type HandState,
  type NotationAction,
  parseCards,
  type RuleError,
  type Scenario,
  setupHand,
} from "burraco";
import { expect } from "vitest";
import { deepFreeze } from "./state.js";

export { deepFreeze, picture } from "./state.js";

/** A scenario (conformance README format) as a deep-frozen state; throws when setupHand refuses it. */
export function fromNotation(scenario: Scenario): HandState {
  const r = setupHand(scenario);
  if (!r.ok) throw new Error(`scenario refused: ${r.error.code}: ${r.error.message}`);
  return deepFreeze(r.value);
}

/** Card ids of notation (first deck's copy first); throws on bad notation. */
export function ids(text: string): CardId[] {
  const r = parseCards(text);
  if (!r.ok) throw new Error(`bad notation "${text}": ${r.error.message}`);
  return r.value;
}

/** The id of one card in notation (the first deck's copy). */
export function oneId(text: string): CardId {
  return ids(text)[0] as CardId;
}

/**
 * Four players, seat 0 to play holding `seat0`, side 0 with the melds `side0` and its pozzetto
 * taken or not; the other seats hold one filler card each (classic unless `ruleset` overrides).
 */
export function playTable(
  seat0: string,
  side0: string[],
  taken: boolean,
  ruleset: Record<string, unknown> = {},
): HandState {
  return fromNotation({
    ruleset: { preset: "classic", ...ruleset },
    turn: 0,
    phase: "play",
    hands: [seat0, "8C", "10C", "JC"],
    discardPile: "KD",
    stock: "8S 9S 10S",
    melds: [side0, []],
    pozzettoTaken: [taken, false],
  });
}

/** Seat 0 in the draw phase with `held`, the pile `pile` and its side's melds, pozzetto taken (4 players). */
export function drawTable(
  held: string,
  pile: string,
  side0: string[],
  ruleset: Record<string, unknown> = {},
): HandState {
  return fromNotation({
    ruleset: { preset: "classic", ...ruleset },
    turn: 0,
    phase: "draw",
    hands: [held, "8C", "10C", "JC"],
    discardPile: pile,
    stock: "8S 9S 10S",
    melds: [side0, []],
    pozzettoTaken: [true, false],
  });
}

/** Seat 0 to play 3S 4S 5S 10H KD beside side 0's 7H 8H 9H (classic, 4 players), any field overridden. */
export function tableWith(over: Partial<Scenario> = {}): HandState {
  return fromNotation({
    ruleset: { preset: "classic" },
    turn: 0,
    phase: "play",
    hands: ["3S 4S 5S 10H KD", "8C", "10C", "JC"],
    discardPile: "QH",
    stock: "8S 9S 10S",
    melds: [["7H 8H 9H"], []],
    pozzettoTaken: [false, false],
    ...over,
  });
}

/** A step: an action in notation (cards resolved against the acting hand) or a plain action. */
export type Step = NotationAction | Action;

function isNotation(step: Step): step is NotationAction {
  if ("cards" in step) return typeof step.cards === "string";
  if ("card" in step) return typeof step.card === "string";
  return true;
}

/** The action of a step; throws when the notation names a card the acting seat does not hold. */
export function act(state: HandState, step: Step): Action {
  if (!isNotation(step)) return step;
  // actionFromNotation refuses another seat's action, or any on an ended hand, before reading any
  // hand; a test that shows apply's refusal of such an action resolves its cards as if that seat
  // were to play.
  const playing = step.seat === state.turn && state.phase !== "ended";
  const r = actionFromNotation(playing ? state : { ...state, turn: step.seat, phase: "play" }, step);
  if (!r.ok) throw new Error(`step ${JSON.stringify(step)}: ${r.error.message}`);
  return r.value;
}

/** Applies every step in order; each must be accepted. Returns the deep-frozen state after them. */
export function play(state: HandState, ...steps: Step[]): HandState {
  let s = state;
  for (const [i, step] of steps.entries()) {
    const r = apply(deepFreeze(s), act(s, step));
    if (!r.ok)
      throw new Error(
        `step ${i} ${JSON.stringify(step)} refused: ${r.error.code} (${r.error.rule}): ${r.error.message}`,
      );
    s = deepFreeze(r.value);
  }
  return s;
}

/**
 * Asserts that `step` is refused with `code` (and `rule`, when given; `null` = no rule) and that the
 * state is left exactly as it was. Returns the error.
 */
export function refused(state: HandState, step: Step, code: RuleError["code"], rule?: string | null): RuleError {
  deepFreeze(state);
  const before = structuredClone(state);
  const r = apply(state, act(state, step));
  if (r.ok) throw new Error(`expected ${JSON.stringify(step)} to be refused with ${code}, but it was accepted`);
  expect(r.error.code, r.error.message).toBe(code);
  if (rule !== undefined) expect(r.error.rule ?? null, r.error.message).toBe(rule);
  expect(typeof r.error.message).toBe("string");
  expect(state).toStrictEqual(before);
  return r.error;
}

/** A seat's hand in notation (hand order). */
export function hand(state: HandState, seat: number): string {
  return formatCards(state.held[seat] ?? []);
}

/** A side's melds in notation (table order). */
export function melds(state: HandState, side: number): string[] {
  return (state.melds[side] ?? []).map((m) => formatCards(m.cards));
}

/** The discard pile in notation, bottom → top. */
export function pile(state: HandState): string {
  return formatCards(state.discardPile);
}

/** The number of cards per seat. */
export function handSizes(state: HandState): number[] {
  return state.held.map((h) => h.length);
}

/**
 * A small four-player table for the known-cards and events tests (R14): seat 0 to draw, a three-card
 * pile (K♦ K♥ 5♦) it can meld from, four stock cards on top.
 */
export const PILE_TABLE: Scenario = {
  ruleset: { preset: "classic" },
  turn: 0,
  phase: "draw",
  hands: ["3D 4D 9S", "4C 5C", "5H 6H", "6C 7C"],
  discardPile: "KD KH 5D",
  stock: "5S 8S 8H 8D",
  melds: [[], []],
  pozzettoTaken: [false, false],
};
