/**
 * A seat's view moved on by public events: what a client keeps so that it need not be sent its
 * whole view on every move.
 * @module
 */
import type { CardId } from "../cards/card.js";
import { isCardId } from "../cards/card.js";
import { readData } from "../input/read.js";
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

/**
 * The most events one move gives (a discard that takes the pozzetto and ends the hand gives three):
 * more is not a move's.
 */
const MAX_EVENTS = 16;

/** What copying a change may cost: a move's events name at most a few dozen cards each. */
const CHANGE_BUDGET = { nodes: 4000, depth: 6, chars: 100 } as const;

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
 * stalemates (R8.2), the stock's end (R8.1), time out (R8.3) and the hand's end. Both arguments are
 * outside data (a page keeps the view from a state frame and reads the events from rows): each is
 * first copied by value, every field read once, and only the copy is checked and used, so nothing
 * is changed and a getter or Proxy cannot answer twice. Events that no move could give the view
 * (a card id out of the deck, a card the view shows elsewhere, a count below zero, a meld out of
 * its side's list, more than 16 events) and a `held` that repeats a card, names one
 * on the table or holds more than the seat's count give `input/invalid` (R14.1), never a throw.
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
    const viewCopy = readData(view, "advanceView: the view");
    if (!viewCopy.ok) return viewCopy;
    const changeCopy = readData(change, "advanceView: the change", CHANGE_BUDGET);
    if (!changeCopy.ok) return changeCopy;
    return advanceOf(viewCopy.value as PlayerView, changeCopy.value as ViewChange);
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
  if (events.length > MAX_EVENTS) return err("input/invalid", `advanceView: more than ${MAX_EVENTS} events`, "R14.1");
  if (held !== undefined && !isCardList(held))
    return err("input/invalid", "advanceView: held must be a list of distinct card ids");
  const shape = viewShape(view);
  if (shape !== null) return err("input/invalid", `advanceView: ${shape}`);
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
  const own0 = { cards: new Set(view.held), unseen: 0 };
  for (const event of events as readonly unknown[]) {
    const bad = checkEvent(w, view, event, players, own0) ?? step(w, view, event as PublicEvent, players, pairing);
    if (bad !== null) return err("input/invalid", `advanceView: ${bad}`, "R14.1");
    if (w.heldCounts.some((n) => n < 0) || w.stockCount < 0 || w.discardCount < 0)
      return err("input/invalid", "advanceView: the events take a count below zero", "R14.1");
  }
  const seat = view.seat;
  const own = held === undefined ? view.held : held.slice();
  if (held !== undefined && seat === null) return err("input/invalid", "advanceView: a spectator holds no cards");
  if (seat !== null && own.length > (w.heldCounts[seat] ?? 0))
    return err("input/invalid", "advanceView: held has more cards than the seat holds", "R14.1");
  const shown = tableCards(w);
  if (own.some((id) => shown.has(id)))
    return err("input/invalid", "advanceView: held names a card on the table", "R14.1");
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

/** Whether `value` is a list of distinct card ids (at most a deck's). */
function isCardList(value: unknown): value is CardId[] {
  return Array.isArray(value) && value.length <= 108 && value.every(isCardId) && new Set(value).size === value.length;
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/** What in `view` (a copy) is not a view's shape, or null: the fields the events work on. */
function viewShape(view: PlayerView): string | null {
  const counts = view.heldCounts;
  if (!Array.isArray(counts) || counts.length < 2 || counts.length > 4 || !counts.every(isCount))
    return "the view's heldCounts must be 2 to 4 counts";
  const players = counts.length;
  if (view.seat !== null && !isSeat(view.seat, players)) return "the view's seat is not at the table";
  if (!isCardList(view.held)) return "the view's held must be a list of distinct card ids";
  if (!isSeat(view.turn, players)) return "the view's turn names no seat";
  if (!isCount(view.stockCount) || !isCount(view.discardCount)) return "the view's counts must be counts";
  if (!Array.isArray(view.pozzettiCounts) || !view.pozzettiCounts.every(isCount))
    return "the view's pozzetti must be counts";
  for (const list of [
    view.known,
    view.melds,
    view.sides,
    view.unplayedPozzettoCounts,
    view.pozzettoTaken,
    view.turnsPlayed,
  ])
    if (!Array.isArray(list)) return "the view's per-seat lists must be arrays";
  if (view.known.length !== players || !view.known.every(isCardList))
    return "the view's known cards must be card lists";
  if (!view.sides.every((side) => isSeat(side, players))) return "the view's sides must name seats";
  for (const list of view.melds)
    if (
      !Array.isArray(list) ||
      !list.every((meld) => typeof meld === "object" && meld !== null && isCardList(meld.cards))
    )
      return "the view's melds must be lists of melds";
  if (view.discardPile !== undefined && !isCardList(view.discardPile))
    return "the view's discard pile must be a card list";
  return null;
}

/** The cards every seat sees on the table: the melds and the discard pile (as far as the view shows it). */
function tableCards(w: Work): Set<CardId> {
  const shown = new Set<CardId>(w.pile ?? (w.discardTop === null ? [] : [w.discardTop]));
  for (const list of w.melds) for (const meld of list) for (const id of meld.cards) shown.add(id);
  return shown;
}

/**
 * Why `e` (a copy) cannot follow the view as `w` stands, or null: its fields of the right types
 * and its cards ones the view allows — the seat's own cards for its own moves (or cards it drew or
 * took unseen), never the seat's own cards for another's, never a card already on the table.
 */
function checkEvent(
  w: Work,
  view: PlayerView,
  e: unknown,
  players: number,
  own: { cards: Set<CardId>; unseen: number },
): string | null {
  if (typeof e !== "object" || e === null) return "an event must be an object";
  const x = e as Record<string, unknown>;
  if (x.type === "timeOut" || x.type === "handEnd") {
    if (x.type === "timeOut") return null;
    const reasons = ["closed", "stock-exhausted", "stalemate", "time-out"];
    if (typeof x.reason !== "string" || !reasons.includes(x.reason)) return "a handEnd event has no known reason";
    if (x.closedBy !== null && !isSeat(x.closedBy, players)) return "a handEnd event's closedBy names no seat";
    const shown = x.held;
    const unplayed = x.unplayedPozzetto;
    if (!Array.isArray(shown) || shown.length !== players || !shown.every(isCardList))
      return "a handEnd event's held must be a card list a seat";
    if (!Array.isArray(unplayed) || unplayed.length !== players || !unplayed.every((u) => u === null || isCardList(u)))
      return "a handEnd event's unplayedPozzetto must be a card list or null a seat";
    return null;
  }
  const seat = x.seat;
  if (!isSeat(seat, players)) return null; // step names it
  const mine = seat === view.seat;
  const cardsOf = (ids: readonly CardId[]): string | null => {
    const shown = tableCards(w);
    for (const id of ids) {
      if (shown.has(id)) return `a ${String(x.type)} event names a card already on the table`;
      if (!mine && own.cards.has(id)) return `a ${String(x.type)} event gives another seat this seat's card`;
      if (mine && !own.cards.delete(id)) {
        if (own.unseen === 0) return `a ${String(x.type)} event names a card this seat does not hold`;
        own.unseen -= 1;
      }
    }
    return null;
  };
  switch (x.type) {
    case "draw":
      if (w.stockCount <= 0) return "a draw from an empty stock";
      if (mine) own.unseen += 1;
      return null;
    case "pickUpDiscards": {
      if (!isCardList(x.cards)) return "a pickUpDiscards event's cards must be distinct card ids";
      const cards = x.cards;
      if (cards.length !== w.discardCount) return "a pickUpDiscards event takes another pile than the view's";
      if (w.pile !== null && cards.some((id, i) => w.pile?.[i] !== id))
        return "a pickUpDiscards event takes another pile than the view's";
      if (mine) for (const id of cards) own.cards.add(id);
      return null;
    }
    case "meld":
    case "attach": {
      if (!isCardList(x.cards) || x.cards.length === 0) return `a ${x.type} event's cards must be distinct card ids`;
      const side = x.side;
      if (!isSeat(side, w.melds.length) || side !== (w.sides[seat] ?? seat))
        return `a ${x.type} event names another side`;
      const list = w.melds[side] ?? [];
      const index = x.index;
      const at = x.type === "meld" ? list.length : list.length - 1;
      if (!isCount(index) || (x.type === "meld" ? index !== at : index > at)) return `a ${x.type} event names no meld`;
      const meld = x.meld as Meld | null;
      if (typeof meld !== "object" || meld === null || !isCardList(meld.cards))
        return `a ${x.type} event's meld has no cards`;
      const before = x.type === "attach" ? (list[index]?.cards ?? []) : [];
      const added = new Set<CardId>(x.cards);
      if (
        meld.cards.length !== before.length + added.size ||
        !meld.cards.every((id) => added.has(id) || before.includes(id))
      )
        return `a ${x.type} event's meld is not its cards`;
      return cardsOf(x.cards);
    }
    case "discard":
    case "close":
      if (!isCardId(x.card)) return `a ${x.type} event's card is not a card id`;
      return cardsOf([x.card]);
    case "takePozzetto": {
      if (!isCount(x.size) || w.pozzetti.length === 0 || x.size !== w.pozzetti[0])
        return "a takePozzetto event takes no pozzetto the view has";
      if (typeof x.onDiscard !== "boolean") return "a takePozzetto event's onDiscard must be a boolean";
      if (mine) own.unseen += x.size;
      return null;
    }
    default:
      return null; // step names it
  }
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
