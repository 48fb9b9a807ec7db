/**
 * A seat's view moved on by public events: what a client keeps so that it need not be sent its
 * whole view on every move.
 * @module
 */
import type { CardId } from "../cards/card.js";
import type { PublicEvent } from "../reducers/publicEvents.js";
import { err, ok, type Result } from "../result.js";
import { PAIRINGS } from "../state/seats.js";
import type { HandEnd, Meld, Phase, Seat, Side } from "../state/types.js";
import type { PlayerView, Revealed } from "../state/view.js";

/**
 * What a seat is told of one move beyond its view: the move's public events (R14.1), the seat's own
 * cards when they changed, and whether the hand pairs three players (R11.3, the deal's `pairing`).
 * @example
 * const change: ViewChange = { events: [{ type: "draw", seat: 1 }] }; // seat 1 drew: not our cards
 */
export interface ViewChange {
  /** The public events of the move, oldest first, as `publicEvents` or a table's `events` give them. */
  readonly events: readonly PublicEvent[];
  /** The seat's cards after the events (its view's `held`), when they changed; else left out. */
  readonly held?: readonly CardId[] | undefined;
  /** Whether taking the 18-card pozzetto pairs the two other players of three (R11.3); default false. */
  readonly pairing?: boolean | undefined;
}

/** The view's fields that the events change, as working copies. */
interface Work {
  phase: Phase;
  turn: Seat;
  sides: readonly Side[];
  heldCounts: number[];
  known: (readonly CardId[])[];
  unplayed: number[];
  stockCount: number;
  pozzetti: number[];
  pile: CardId[] | null;
  discardTop: CardId | null;
  discardCount: number;
  melds: (readonly Meld[])[];
  pozzettoTaken: boolean[];
  turnsPlayed: number[];
  pileTaken: number;
  forbidden: readonly CardId[];
  meldedThisTurn: boolean;
  closeBlocked: boolean;
  mustDraw: boolean;
  stalemateTurns: number;
  timeOut: Seat | null;
  end: HandEnd | null;
  revealed: Revealed | null;
}

/**
 * `view` after the public events of one move (R14.1), with the seat's own new cards when they
 * changed: the same value, field for field, as the view the seat would be sent after that move
 * (`tableView`, `viewFor`). A client that keeps its view moves it on with this from each row
 * instead of being sent the whole view; a server sends the view once (a join, a new hand) and then
 * only the events, the seat's own cards when they change, and its legal moves when it is to act.
 * Everything else in the view follows from the events and the rules in `view.ruleset`: the counts,
 * the known cards (R14.2), the discard pile, the melds, whose turn it is, the R3.3 and R7.3 limits,
 * stalemates (R8.2), the stock's end (R8.1), time out (R8.3) and the hand's end. The view is not
 * changed; untouched arrays are shared with it. Trusts `view` and the events to be this library's
 * (a view and the events that followed it, in order); anything that cannot be read as such gives
 * `input/invalid`, never a throw.
 * @example
 * import { newTable, stepBot, tableView } from "burraco/table";
 * const made = newTable({ seed: 7, seats: ["person", "medium", "medium", "medium"] });
 * if (!made.ok) throw new Error(made.error.message);
 * const before = made.value;
 * const after = stepBot(before); // seat 1, a bot, takes a card
 * if (!after.ok) throw new Error(after.error.message);
 * const events = after.value.events.slice(before.events.length); // what every seat is told
 * const moved = advanceView(tableView(before, 0), { events });
 * moved.value?.heldCounts; // [11, 12, 11, 11]: as tableView(after.value, 0).heldCounts
 */
export function advanceView(view: PlayerView, change: ViewChange): Result<PlayerView> {
  try {
    return advanceOf(view, change);
  } catch {
    // A view or an event of another shape (a field missing, of another type): the caller's data.
    return err("input/invalid", "advanceView: expected a PlayerView and the public events that followed it");
  }
}

function advanceOf(view: PlayerView, change: ViewChange): Result<PlayerView> {
  if (typeof view !== "object" || view === null || typeof change !== "object" || change === null)
    return err("input/invalid", "advanceView: expected a view and a change");
  const events = change.events;
  const held = change.held;
  const pairing = change.pairing === true;
  if (!Array.isArray(events)) return err("input/invalid", "advanceView: events must be an array");
  if (held !== undefined && !Array.isArray(held)) return err("input/invalid", "advanceView: held must be an array");
  const open = view.discardPile;
  const w: Work = {
    phase: view.phase,
    turn: view.turn,
    sides: view.sides,
    heldCounts: view.heldCounts.slice(),
    known: view.known.slice(),
    unplayed: view.unplayedPozzettoCounts.slice(),
    stockCount: view.stockCount,
    pozzetti: view.pozzettiCounts.slice(),
    pile: open === undefined ? null : open.slice(),
    discardTop: view.discardTop,
    discardCount: view.discardCount,
    melds: view.melds.slice(),
    pozzettoTaken: view.pozzettoTaken.slice(),
    turnsPlayed: view.turnsPlayed.slice(),
    pileTaken: view.pileTaken,
    forbidden: view.forbiddenDiscards,
    meldedThisTurn: view.meldedThisTurn,
    closeBlocked: view.closeBlocked,
    mustDraw: view.mustDraw,
    stalemateTurns: view.stalemateTurns,
    timeOut: view.timeOut,
    end: view.end,
    revealed: view.revealed,
  };
  const players = w.heldCounts.length;
  for (const event of events as readonly unknown[]) {
    const bad = step(w, view, event as PublicEvent, players, pairing);
    if (bad !== null) return err("input/invalid", `advanceView: ${bad}`);
  }
  const seat = view.seat;
  const own = held === undefined ? view.held : held.slice();
  const mine = seat !== null && seat === w.turn;
  const next: PlayerView = {
    seat,
    ruleset: view.ruleset,
    phase: w.phase,
    turn: w.turn,
    dealer: view.dealer,
    sides: w.sides,
    held: own,
    unplayedPozzettoCount: seat === null ? 0 : (w.heldCounts[seat] ?? 0) - own.length,
    heldCounts: w.heldCounts,
    known: w.known,
    unplayedPozzettoCounts: w.unplayed,
    stockCount: w.stockCount,
    pozzettiCounts: w.pozzetti,
    discardTop: w.discardTop,
    discardCount: w.discardCount,
    melds: w.melds,
    pozzettoTaken: w.pozzettoTaken,
    turnsPlayed: w.turnsPlayed,
    pileTaken: w.pileTaken,
    // R3.3 names cards of the acting player's hand that it still holds (as viewFor shows them).
    forbiddenDiscards: mine && w.forbidden.length > 0 ? w.forbidden.filter((id) => own.includes(id)) : [],
    meldedThisTurn: w.meldedThisTurn,
    closeBlocked: w.closeBlocked,
    mustDraw: w.mustDraw,
    stalemateTurns: w.stalemateTurns,
    timeOut: w.timeOut,
    end: w.end,
    revealed: w.revealed,
  };
  if (w.pile !== null) (next as { discardPile?: readonly CardId[] }).discardPile = w.pile;
  return ok(next);
}

/** Whether the stock is exhausted (R8.1), as `stockExhausted` reads it from a state. */
function stockOut(view: PlayerView, stockCount: number): boolean {
  return view.ruleset.stockExhaustion === "two-left" ? stockCount <= 2 : stockCount === 0;
}

function isSeat(seat: unknown, players: number): seat is Seat {
  return typeof seat === "number" && Number.isInteger(seat) && seat >= 0 && seat < players;
}

/** Applies one event to `w`; the reason when it cannot be read, else null. */
function step(w: Work, view: PlayerView, e: PublicEvent, players: number, pairing: boolean): string | null {
  if (typeof e !== "object" || e === null) return "an event must be an object";
  if (e.type === "timeOut") {
    if (!isSeat(e.endsWith, players)) return "a timeOut event names no seat at the table";
    w.timeOut = e.endsWith;
    return null;
  }
  if (e.type === "handEnd") {
    w.phase = "ended";
    w.end = { reason: e.reason, closedBy: e.closedBy };
    w.revealed = { held: e.held, unplayedPozzetto: e.unplayedPozzetto };
    return null;
  }
  const seat = (e as { seat?: unknown }).seat;
  if (!isSeat(seat, players)) return `a ${String(e.type)} event names no seat at the table`;
  switch (e.type) {
    case "draw":
      w.heldCounts[seat] = (w.heldCounts[seat] ?? 0) + 1;
      w.stockCount -= 1;
      // R8.1 "pozzetto-replaces": the draw that empties the stock turns the next pozzetto into it.
      if (w.stockCount === 0 && view.ruleset.stockExhaustion === "pozzetto-replaces" && w.pozzetti.length > 0)
        w.stockCount = w.pozzetti.shift() ?? 0;
      w.phase = "play";
      w.mustDraw = false;
      return null;
    case "pickUpDiscards": {
      const cards = e.cards.slice();
      const n = cards.length;
      const rs = view.ruleset;
      // R3.3 and R7.3, as the pick-up's reducer sets them.
      w.forbidden = rs.discardPickupRestriction === "same-card" ? (n === 1 ? cards : []) : n < 3 ? cards : [];
      w.closeBlocked =
        rs.noCloseAfterSingleCardPickup && w.heldCounts[seat] === 1 && n === 1 && !stockOut(view, w.stockCount);
      w.heldCounts[seat] = (w.heldCounts[seat] ?? 0) + n;
      // Every player saw the pile go into this hand (R14.2).
      w.known[seat] = [...(w.known[seat] ?? []), ...cards];
      w.pile = w.pile === null ? null : [];
      w.discardTop = null;
      w.discardCount = 0;
      w.pileTaken = n;
      w.phase = "play";
      return null;
    }
    case "meld":
    case "attach": {
      const cards = e.cards;
      const left = (w.heldCounts[seat] ?? 0) - cards.length;
      w.heldCounts[seat] = left;
      w.known[seat] = (w.known[seat] ?? []).filter((id) => !cards.includes(id));
      const list = (w.melds[e.side] ?? []).slice();
      list[e.index] = e.meld;
      w.melds[e.side] = list;
      // Emptying the hand calls for the pozzetto (R6.2).
      w.phase = left === 0 ? "pozzetto" : "play";
      w.meldedThisTurn = true;
      return null;
    }
    case "discard":
      leaveCard(w, seat, e.card);
      endTurn(w, view, seat, players);
      return null;
    case "close":
      leaveCard(w, seat, e.card);
      w.turnsPlayed[seat] = (w.turnsPlayed[seat] ?? 0) + 1;
      w.phase = "ended";
      w.pileTaken = 0;
      w.forbidden = [];
      w.meldedThisTurn = false;
      w.closeBlocked = false;
      w.end = { reason: "closed", closedBy: seat };
      return null;
    case "takePozzetto":
      takePozzetto(w, seat, e.size, e.onDiscard, players, pairing);
      return null;
    default:
      return `no event has the type ${JSON.stringify((e as { type?: unknown }).type)}`;
  }
}

/** A card leaves `seat`'s hand for the top of the pile (a discard or a close), and its known cards (R14.2). */
function leaveCard(w: Work, seat: Seat, card: CardId): void {
  w.heldCounts[seat] = (w.heldCounts[seat] ?? 0) - 1;
  const mine = w.known[seat] ?? [];
  const at = mine.indexOf(card);
  if (at >= 0) w.known[seat] = [...mine.slice(0, at), ...mine.slice(at + 1)];
  if (w.pile !== null) w.pile.push(card);
  w.discardTop = card;
  w.discardCount += 1;
}

/** The end of `seat`'s turn after its discard, as the reducers' `endTurn` (R8.1, R8.2, R8.3, R6.3). */
function endTurn(w: Work, view: PlayerView, seat: Seat, players: number): void {
  const stale = w.pileTaken === 1 && !w.meldedThisTurn;
  let stalemateTurns = stale ? w.stalemateTurns + 1 : 0;
  let mustDraw = false;
  let end: HandEnd | null = null;
  if (stockOut(view, w.stockCount)) end = { reason: "stock-exhausted", closedBy: null };
  else if (stalemateTurns >= players && view.ruleset.stalemate === "end-hand")
    end = { reason: "stalemate", closedBy: null };
  else if (seat === w.timeOut) end = { reason: "time-out", closedBy: null };
  else if (stalemateTurns >= players) {
    mustDraw = true;
    stalemateTurns = 0;
  }
  if (end === null) {
    w.turn = (seat + 1) % players;
    // The next seat may now play a pozzetto it took on discard (R6.3).
    w.unplayed[w.turn] = 0;
  }
  w.turnsPlayed[seat] = (w.turnsPlayed[seat] ?? 0) + 1;
  w.pileTaken = 0;
  w.forbidden = [];
  w.meldedThisTurn = false;
  w.closeBlocked = false;
  w.stalemateTurns = stalemateTurns;
  w.mustDraw = mustDraw;
  w.phase = end === null ? "draw" : "ended";
  w.end = end;
}

/**
 * `seat` takes its side's pozzetto (R6.1): into its emptied hand (R6.2), or on its last discard,
 * unplayed until its next turn (R6.3). The 18-card pozzetto of three paired players (R11.3) makes
 * the two others one side, the second one's melds joining the first one's.
 */
function takePozzetto(w: Work, seat: Seat, size: number, onDiscard: boolean, players: number, pairing: boolean): void {
  const eighteen = w.pozzetti[0] === 18;
  w.heldCounts[seat] = size;
  if (onDiscard) w.unplayed[seat] = size;
  else w.phase = "play";
  w.pozzetti.shift();
  w.pozzettoTaken[w.sides[seat] ?? seat] = true;
  const paired = pairing && players === 3 && eighteen ? PAIRINGS[seat] : undefined;
  if (paired === undefined) return;
  w.melds[paired.kept] = [...(w.melds[paired.kept] ?? []), ...(w.melds[paired.merged] ?? [])];
  w.melds[paired.merged] = [];
  w.sides = paired.sides;
}
