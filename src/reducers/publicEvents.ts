/**
 * Public events (R14.1): what every seat learns from one applied action.
 * @module
 */
import { parseAction } from "../actions/parse.js";
import type { Action } from "../actions/types.js";
import type { CardId } from "../cards/card.js";
import { ok, type Result } from "../result.js";
import type { HandEnd, HandState, Meld, Seat, Side } from "../state/types.js";
import { readCall, type TimeOutCall } from "./timeOut.js";

/**
 * A seat drew from the stock. The card is not in the event: only that seat sees it, in its view.
 * @example
 * const e: DrawEvent = { type: "draw", seat: 1 };
 */
export interface DrawEvent {
  /** The event's tag. */
  readonly type: "draw";
  /** The seat that acted. */
  readonly seat: Seat;
}

/**
 * A seat took the whole discard pile (R3.1): every player saw these cards go into that hand, so
 * they are known (R14.2).
 * @example
 * const e: PickUpDiscardsEvent = { type: "pickUpDiscards", seat: 1, cards: [6, 45, 25] };
 */
export interface PickUpDiscardsEvent {
  /** The event's tag. */
  readonly type: "pickUpDiscards";
  /** The seat that acted. */
  readonly seat: Seat;
  /** The pile, bottom → top. */
  readonly cards: readonly CardId[];
}

/**
 * A seat put a new meld down (§4).
 * @example
 * // Seat 0 has drawn and holds the first hand (setupHand builds a table from card notation).
 * const table = setupHand({ turn: 0, phase: "play", hands: ["4C 5C 6C 9H KD", "4S", "5S", "6S"] });
 * if (!table.ok) throw new Error(table.error.message);
 * const action: Action = { type: "meld", seat: 0, cards: parseCards("4C 5C 6C").value ?? [] };
 * const after = apply(table.value, action);
 * if (!after.ok) throw new Error(after.error.message);
 * const events = publicEvents(table.value, action, after.value).value ?? [];
 * const e = events.find((x): x is MeldEvent => x.type === "meld");
 * e?.meld.kind; // "run"
 */
export interface MeldEvent {
  /** The event's tag. */
  readonly type: "meld";
  /** The seat that acted. */
  readonly seat: Seat;
  /** The side the meld belongs to. */
  readonly side: Side;
  /** Its place in the side's list of melds. */
  readonly index: number;
  /** The cards put down, in the order the player gave them. */
  readonly cards: readonly CardId[];
  /** The meld as it now stands on the table. */
  readonly meld: Meld;
}

/**
 * A seat attached cards to one of its side's melds (R4.7, R4.8).
 * @example
 * // Seat 0 has drawn and holds the first hand (setupHand builds a table from card notation).
 * const table = setupHand({ turn: 0, phase: "play", hands: ["7C 9H KD", "4S", "5S", "6S"], melds: [["4C 5C 6C"], []] });
 * if (!table.ok) throw new Error(table.error.message);
 * const action: Action = { type: "attach", seat: 0, meld: 0, cards: parseCards("7C").value ?? [] };
 * const after = apply(table.value, action);
 * if (!after.ok) throw new Error(after.error.message);
 * const events = publicEvents(table.value, action, after.value).value ?? [];
 * const e = events.find((x): x is AttachEvent => x.type === "attach");
 * e?.meld.cards.length; // 4: the meld's new size
 */
export interface AttachEvent {
  /** The event's tag. */
  readonly type: "attach";
  /** The seat that acted. */
  readonly seat: Seat;
  /** The side the meld belongs to. */
  readonly side: Side;
  /** The meld's place in the side's list. */
  readonly index: number;
  /** The cards attached, in the order the player gave them. */
  readonly cards: readonly CardId[];
  /** The meld as it now stands. */
  readonly meld: Meld;
}

/**
 * A seat discarded a card, ending its turn (R3.1).
 * @example
 * const e: DiscardEvent = { type: "discard", seat: 0, card: 17 };
 */
export interface DiscardEvent {
  /** The event's tag. */
  readonly type: "discard";
  /** The seat that acted. */
  readonly seat: Seat;
  /** The card discarded, now the top of the pile. */
  readonly card: CardId;
}

/**
 * A seat took its side's pozzetto (R6.1): by emptying its hand by melding (R6.2), or on its last
 * discard (R6.3: then it plays those cards from its next turn). The cards are not in the event:
 * only that seat sees them, from its next turn.
 * @example
 * const e: TakePozzettoEvent = { type: "takePozzetto", seat: 2, size: 11, onDiscard: true };
 */
export interface TakePozzettoEvent {
  /** The event's tag. */
  readonly type: "takePozzetto";
  /** The seat that acted. */
  readonly seat: Seat;
  /** How many cards it held. */
  readonly size: number;
  /** Whether it was taken on a discard (R6.3) rather than after melding the last card (R6.2). */
  readonly onDiscard: boolean;
}

/**
 * A seat closed the hand, discarding its last card (R7.1). A {@link HandEndEvent} follows.
 * @example
 * const e: CloseEvent = { type: "close", seat: 0, card: 38 };
 */
export interface CloseEvent {
  /** The event's tag. */
  readonly type: "close";
  /** The seat that acted. */
  readonly seat: Seat;
  /** The closing discard. */
  readonly card: CardId;
}

/**
 * The referee called time out (R8.3): play goes on to the end of the last round, which ends with
 * the discard of `endsWith` unless a close, the stock or a stalemate ends the hand first.
 * @example
 * const e: TimeOutEvent = { type: "timeOut", endsWith: 2 };
 */
export interface TimeOutEvent {
  /** The kind of event. */
  readonly type: "timeOut";
  /** The seat whose discard ends the last round (`HandState.timeOut`). */
  readonly endsWith: Seat;
}

/**
 * The hand is over (R7.1, R8.1, R8.2, R8.3): why, and what is shown for scoring (R14.1).
 * @example
 * // Seat 0 has drawn and holds the first hand (setupHand builds a table from card notation).
 * const table = setupHand({ turn: 0, phase: "play", hands: ["KD", "4S", "5S", "6S"], melds: [["4C 5C 6C 7C 8C 9C 10C"], []], pozzettoTaken: [true, false] });
 * if (!table.ok) throw new Error(table.error.message);
 * const action: Action = { type: "close", seat: 0, card: cardId(13, 2) };
 * const after = apply(table.value, action);
 * if (!after.ok) throw new Error(after.error.message);
 * const e = publicEvents(table.value, action, after.value).value?.at(-1);
 * if (e?.type === "handEnd") e.held.map(formatCards); // ["", "4S", "5S", "6S"]: every seat's cards
 */
export interface HandEndEvent {
  /** The event's tag. */
  readonly type: "handEnd";
  /** Why the hand ended. */
  readonly reason: HandEnd["reason"];
  /** The seat that closed, or `null`. */
  readonly closedBy: Seat | null;
  /** Every seat's cards, unplayed pozzetti included. */
  readonly held: readonly (readonly CardId[])[];
  /** By seat, the pozzetto taken on discard and never played (R9.6), else `null`. */
  readonly unplayedPozzetto: readonly (readonly CardId[] | null)[];
}

/**
 * What every seat learns from an action (R14.1): plain JSON data, one variant per `type`. No event
 * carries a card only one seat may see (a card drawn from the stock, a pozzetto's cards).
 * @example
 * function line(e: PublicEvent): string {
 *   if (e.type === "handEnd") return "the hand is over";
 *   if (e.type === "timeOut") return `time out: seat ${e.endsWith} plays the last turn`;
 *   return `seat ${e.seat}: ${e.type}`;
 * }
 * line({ type: "draw", seat: 2 }); // "seat 2: draw"
 */
export type PublicEvent =
  | DrawEvent
  | PickUpDiscardsEvent
  | MeldEvent
  | AttachEvent
  | DiscardEvent
  | TakePozzettoEvent
  | CloseEvent
  | TimeOutEvent
  | HandEndEvent;

/**
 * Every {@link PublicEvent} `type`.
 * @example
 * publicEventTypes.includes("handEnd"); // true
 */
export const publicEventTypes = /* @__PURE__ */ Object.freeze([
  "draw",
  "pickUpDiscards",
  "meld",
  "attach",
  "discard",
  "takePozzetto",
  "close",
  "timeOut",
  "handEnd",
] as const);

/**
 * What every seat learns from `action`, applied to `before` with `after` as its result (R14.1): one
 * event, followed by a {@link TakePozzettoEvent} when a discard takes the pozzetto (R6.3) and by a
 * {@link HandEndEvent} when the action ends the hand. A draw from the stock carries no card; a
 * pick-up carries the whole pile; a meld or attach its cards and the resulting meld. The action is
 * read once (as by {@link parseAction}: a malformed one gives its `input/invalid` refusal); the
 * states are trusted to be `before` and the `apply(before, action)` result (events share their
 * arrays with them, as views do). Send the same events to every seat: they hold nothing private.
 * The referee's time out, `{ call: "timeOut" }` with `after` the result of {@link callTimeOut},
 * gives one {@link TimeOutEvent}.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const before = dealt.value;
 * const action: Action = { type: "draw", seat: before.turn };
 * const after = apply(before, action);
 * if (!after.ok) throw new Error(after.error.message);
 * publicEvents(before, action, after.value); // { ok: true, value: [{ type: "draw", seat: 1 }] }: not the card drawn
 */
export function publicEvents(before: HandState, action: Action | TimeOutCall, after: HandState): Result<PublicEvent[]> {
  const call = readCall(action);
  if (call !== null) return call.ok ? ok(timeOutEvents(after)) : call;
  const parsed = parseAction(action);
  if (!parsed.ok) return parsed;
  return ok(eventsOf(before, parsed.value, after));
}

/**
 * {@link publicEvents} for an action already read (by `parseAction`, or listed by `legalActions`).
 * @internal
 */
export function eventsOf(before: HandState, a: Action, after: HandState): PublicEvent[] {
  const seat = a.seat;
  const side = before.sides[seat] ?? seat;
  const events: PublicEvent[] = [];
  switch (a.type) {
    case "draw":
      events.push({ type: "draw", seat });
      break;
    case "pickUpDiscards":
      events.push({ type: "pickUpDiscards", seat, cards: before.discardPile });
      break;
    case "meld": {
      const index = (before.melds[side] as readonly Meld[]).length;
      events.push({ type: "meld", seat, side, index, cards: a.cards, meld: after.melds[side]?.[index] as Meld });
      break;
    }
    case "attach":
      events.push({
        type: "attach",
        seat,
        side,
        index: a.meld,
        cards: a.cards,
        meld: after.melds[side]?.[a.meld] as Meld,
      });
      break;
    case "discard":
      events.push({ type: "discard", seat, card: a.card });
      // Discarding the last card takes the pozzetto (R6.3).
      if ((before.held[seat] as readonly CardId[]).length === 1)
        events.push({ type: "takePozzetto", seat, size: (before.pozzetti[0] ?? []).length, onDiscard: true });
      break;
    case "takePozzetto":
      events.push({ type: "takePozzetto", seat, size: (before.pozzetti[0] ?? []).length, onDiscard: false });
      break;
    case "close":
      events.push({ type: "close", seat, card: a.card });
      break;
  }
  const end = after.end;
  if (end !== null && before.end === null) {
    events.push({
      type: "handEnd",
      reason: end.reason,
      closedBy: end.closedBy,
      held: after.held,
      unplayedPozzetto: after.unplayedPozzetto,
    });
  }
  return events;
}

/**
 * The events of a referee's time out (R8.3), from the state after the call: the seat that ends the
 * last round. Empty for a state in which time out was not called.
 * @internal
 */
export function timeOutEvents(after: HandState): PublicEvent[] {
  return after.timeOut === null ? [] : [{ type: "timeOut", endsWith: after.timeOut }];
}
