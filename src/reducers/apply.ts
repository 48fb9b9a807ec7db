/**
 * `apply`: the one entry point for actions from untrusted input, and the public reducers.
 * @module
 */
import { parseAction, readAction } from "../actions/parse.js";
import type {
  Action,
  AttachAction,
  CloseAction,
  DiscardAction,
  DrawAction,
  MeldAction,
  PickUpDiscardsAction,
  TakePozzettoAction,
} from "../actions/types.js";
import type { Result, RuleError } from "../result.js";
import type { HandState } from "../state/types.js";
import { reduceAttach } from "./attach.js";
import { reduceClose } from "./close.js";
import { reduceDiscard } from "./discard.js";
import { reduceDraw } from "./draw.js";
import { engineFault } from "./fault.js";
import { reduceMeld } from "./meld.js";
import { reducePickUpDiscards } from "./pickUpDiscards.js";
import { reduceTakePozzetto } from "./takePozzetto.js";

/** Runs the reducer of a parsed action (by `parseAction`, or built by the engine): the rules are checked, the input is not. */
export function reduceParsed(state: HandState, action: Action): HandState | RuleError {
  switch (action.type) {
    case "draw":
      return reduceDraw(state, action);
    case "pickUpDiscards":
      return reducePickUpDiscards(state, action);
    case "meld":
      return reduceMeld(state, action);
    case "attach":
      return reduceAttach(state, action);
    case "discard":
      return reduceDiscard(state, action);
    case "takePozzetto":
      return reduceTakePozzetto(state, action);
    case "close":
      return reduceClose(state, action);
  }
}

/**
 * Applies an action to a state and returns the new state, or the rule it breaks. The action is
 * typed, so a typo is a compile error; it is still read at run time like untrusted input (for
 * JavaScript callers and JSON): {@link parseAction} first reads it once into a fresh copy (a
 * getter, a Proxy trap or a malformed field gives `input/invalid`), and only that copy reaches the
 * rules. The state passed in is never changed; it is trusted to be one this library made (newHand,
 * setupHand, apply, deserialize): a state from outside goes through {@link checkState} or
 * {@link deserialize} first. Every action is read and checked the same way, whoever made it: for
 * a move {@link legalActions} listed for this very `state`, {@link applyTrusted} skips both.
 * An exception inside the rules is never thrown to the caller: it comes back as `engine/fault` (a
 * bug in the library, or a state it did not make), never as a refusal of the input.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * const r = apply(state, { type: "draw", seat: state.turn });
 * if (r.ok) r.value.phase; // "play"
 * apply(state, { type: "draw", seat: (state.turn + 1) % 4 }); // { ok: false, error: { code: "turn/not-your-turn", rule: "R3.1", … } }
 * apply(state, JSON.parse('{"type":"draw"}')).error?.code; // "input/invalid"
 */
export function apply(state: HandState, action: Action): Result<HandState> {
  const parsed = parseAction(action);
  return parsed.ok ? applyParsed(state, parsed.value) : parsed;
}

/** Runs the rules on a parsed action: the copy {@link parseAction} made, never the caller's object. */
function applyParsed(state: HandState, action: Action): Result<HandState> {
  let out: HandState | RuleError;
  try {
    out = reduceParsed(state, action);
  } catch (thrown) {
    // A bug of the reducers, or a state that did not come from this library (hand-edited, truncated).
    return engineFault(thrown);
  }
  return "code" in out ? { ok: false, error: out } : { ok: true, value: out };
}

/** The reducers' path: the input is read once like an action whose `type` the reducer gives. */
function applyAs(state: HandState, input: unknown, type: Action["type"]): Result<HandState> {
  const parsed = readAction(input, type);
  return parsed.ok ? applyParsed(state, parsed.value) : parsed;
}

/**
 * What a reducer takes: the action without its `type`, which the reducer's name already says.
 * @example
 * const input: ReducerInput<DiscardAction> = { seat: 0, card: 17 };
 * const action: DiscardAction = { type: "discard", ...input };
 */
export type ReducerInput<A> = Omit<A, "type">;

/**
 * Draws the top card of the stock (R3.1).
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * draw(state, { seat: state.turn }); // { ok: true, value: … }
 * draw(state, { seat: state.turn }).value?.held[state.turn]?.length; // 12
 */
export function draw(state: HandState, input: ReducerInput<DrawAction>): Result<HandState> {
  return applyAs(state, input, "draw");
}

/**
 * Takes the whole discard pile (R3.1, R3.2).
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * const r = pickUpDiscards(state, { seat: state.turn });
 * if (r.ok) r.value.discardPile; // []: the one face-up card is in the hand now
 */
export function pickUpDiscards(state: HandState, input: ReducerInput<PickUpDiscardsAction>): Result<HandState> {
  return applyAs(state, input, "pickUpDiscards");
}

/**
 * Puts a new meld down (§4).
 * @example
 * // Seat 0 has drawn and holds the first hand (setupHand builds a table from card notation).
 * const table = setupHand({ turn: 0, phase: "play", hands: ["4C 5C 6C 9H KD", "4S", "5S", "6S"] });
 * if (!table.ok) throw new Error(table.error.message);
 * const r = meld(table.value, { seat: 0, cards: parseCards("4C 5C 6C").value ?? [] });
 * if (r.ok) formatCards(r.value.melds[0]?.[0]?.cards ?? []); // "4C 5C 6C"
 */
export function meld(state: HandState, input: ReducerInput<MeldAction>): Result<HandState> {
  return applyAs(state, input, "meld");
}

/**
 * Attaches cards to one of the side's melds (R4.7, R4.8).
 * @example
 * // Seat 0 has drawn and holds the first hand (setupHand builds a table from card notation).
 * const table = setupHand({ turn: 0, phase: "play", hands: ["7C 9H KD", "4S", "5S", "6S"], melds: [["4C 5C 6C"], []] });
 * if (!table.ok) throw new Error(table.error.message);
 * const r = attach(table.value, { seat: 0, meld: 0, cards: parseCards("7C").value ?? [] });
 * if (r.ok) formatCards(r.value.melds[0]?.[0]?.cards ?? []); // "4C 5C 6C 7C"
 */
export function attach(state: HandState, input: ReducerInput<AttachAction>): Result<HandState> {
  return applyAs(state, input, "attach");
}

/**
 * Discards a card, ending the turn (R3.1, R6.3).
 * @example
 * // Seat 0 has drawn and holds the first hand (setupHand builds a table from card notation).
 * const table = setupHand({ turn: 0, phase: "play", hands: ["9H KD", "4S", "5S", "6S"] });
 * if (!table.ok) throw new Error(table.error.message);
 * const r = discard(table.value, { seat: 0, card: cardId(13, 2) }); // the K♦
 * if (r.ok) r.value.turn; // 1: the turn passes
 */
export function discard(state: HandState, input: ReducerInput<DiscardAction>): Result<HandState> {
  return applyAs(state, input, "discard");
}

/**
 * Takes the pozzetto after emptying the hand by melding (R6.2).
 * @example
 * // Seat 0 has drawn and holds the first hand (setupHand builds a table from card notation).
 * const table = setupHand({ turn: 0, phase: "play", hands: ["4C 5C 6C", "4S", "5S", "6S"] });
 * if (!table.ok) throw new Error(table.error.message);
 * const melded = meld(table.value, { seat: 0, cards: table.value.held[0] ?? [] });
 * if (!melded.ok) throw new Error(melded.error.message);
 * melded.value.phase; // "pozzetto": the hand is empty (R6.2)
 * takePozzetto(melded.value, { seat: 0 }).value?.held[0]?.length; // 11
 */
export function takePozzetto(state: HandState, input: ReducerInput<TakePozzettoAction>): Result<HandState> {
  return applyAs(state, input, "takePozzetto");
}

/**
 * Closes the hand by discarding the last card (R7.1).
 * @example
 * // Seat 0 has drawn and holds the first hand (setupHand builds a table from card notation).
 * const table = setupHand({ turn: 0, phase: "play", hands: ["KD", "4S", "5S", "6S"], melds: [["4C 5C 6C 7C 8C 9C 10C"], []], pozzettoTaken: [true, false] });
 * if (!table.ok) throw new Error(table.error.message);
 * const r = close(table.value, { seat: 0, card: cardId(13, 2) });
 * if (r.ok) r.value.end; // { reason: "closed", closedBy: 0 }
 */
export function close(state: HandState, input: ReducerInput<CloseAction>): Result<HandState> {
  return applyAs(state, input, "close");
}
