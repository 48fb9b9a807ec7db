/**
 * Determinization: a complete hand consistent with what one seat sees, the hidden cards dealt at
 * random. The search plays its candidate actions out on such samples.
 * @module
 */
import { type CardId, DECK_SIZE } from "../../cards/card.js";
import type { Rand } from "../../random/prng.js";
import { shuffleInPlace } from "../../random/shuffle.js";
import type { HandState } from "../../state/types.js";
import type { PlayerView } from "../../state/view.js";

/**
 * The cards `view`'s seat cannot see, in increasing id order: the deck without its own hand, every
 * seat's known cards (R14.2), the melds and the visible discards. The order depends on the view alone, never on where the hidden
 * cards really are.
 */
export function hiddenCards(view: PlayerView): CardId[] {
  const seen = new Uint8Array(DECK_SIZE);
  for (const id of view.held) seen[id] = 1;
  for (const ids of view.known) for (const id of ids) seen[id] = 1;
  for (const side of view.melds) for (const m of side) for (const id of m.cards) seen[id] = 1;
  if (view.discardPile !== undefined) for (const id of view.discardPile) seen[id] = 1;
  else if (view.discardTop !== null) seen[view.discardTop] = 1;
  const out: CardId[] = [];
  for (let id = 0; id < DECK_SIZE; id++) if (seen[id] === 0) out.push(id);
  return out;
}

/**
 * A full state that `view`'s seat could be in: public fields, its own hand and every seat's known
 * cards (R14.2) from the view, each in its seat's hand; the hidden cards (`hidden`, from
 * {@link hiddenCards}) shuffled and dealt by the counts the view shows (the rest of the other
 * hands, every unplayed pozzetto, with its holder and marked unplayed (R6.3), the stock, the
 * pozzetti, the covered discards under `"top-only"`). Not shown by a view, so guessed:
 * three-player pairing (from the ruleset).
 */
export function determinize(view: PlayerView, hidden: readonly CardId[], rand: Rand): HandState {
  const pool = shuffleInPlace(hidden.slice(), (n) => rand.int(n));
  let at = 0;
  const take = (n: number): CardId[] => {
    const out = pool.slice(at, at + n);
    at += n;
    return out;
  };
  const seat = view.seat ?? view.turn;
  const players = view.heldCounts.length;
  const hands: CardId[][] = [];
  const unplayedPozzetto: (CardId[] | null)[] = [];
  for (let s = 0; s < players; s++) {
    const unplayed = view.unplayedPozzettoCounts[s] ?? 0;
    // A seat with an unplayed pozzetto holds nothing else (R6.3); its own seat sees the rest of its hand.
    const known = s === seat ? view.held : (view.known[s] ?? []);
    const dealt = take((view.heldCounts[s] ?? 0) - known.length - unplayed);
    const pozzetto = take(unplayed);
    hands.push([...known, ...dealt, ...pozzetto]);
    unplayedPozzetto.push(unplayed > 0 ? pozzetto : null);
  }
  const pozzetti = view.pozzettiCounts.map((n) => take(n));
  const covered = view.discardPile === undefined && view.discardTop !== null ? take(view.discardCount - 1) : [];
  const discardPile = view.discardPile ?? (view.discardTop === null ? [] : [...covered, view.discardTop]);
  const stock = take(view.stockCount);
  return {
    ruleset: view.ruleset,
    phase: view.phase,
    turn: view.turn,
    dealer: view.dealer,
    sides: view.sides,
    held: hands,
    known: view.known,
    stock,
    discardPile,
    pozzetti,
    melds: view.melds,
    pozzettoTaken: view.pozzettoTaken,
    unplayedPozzetto,
    turnsPlayed: view.turnsPlayed,
    pileTaken: view.pileTaken,
    forbiddenDiscards: view.forbiddenDiscards,
    meldedThisTurn: view.meldedThisTurn,
    closeBlocked: view.closeBlocked,
    stalemateTurns: view.stalemateTurns,
    mustDraw: view.mustDraw,
    pairing: players === 3 && view.ruleset.threePlayerPairingFrom === 0,
    timeOut: view.timeOut,
    end: view.end,
    dealId: [0, 0, 0, 0],
  };
}
