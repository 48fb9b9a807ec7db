/**
 * The reference model's legal moves (RULES.md §3, §4, §6, §7, §8, §11): for a position, every atomic
 * action the player to act may take. Plain and slow on purpose — every 3-card group of the hand is
 * tried — so that each line can be checked against RULES.md.
 *
 * How this maps to the engine's `legalActions` (the differential tests compare the two as sets):
 * - A turn's actions are atomic. A meld of more than three cards is a 3-card meld plus 1-card
 *   attaches, so the model lists only 3-card melds (every group of three distinct card ids of the
 *   hand) and 1-card attaches (every card id of the hand onto every meld of the player's own side,
 *   R4.8), by meld index in the side's list. Cards are compared as sets of ids (the engine lists a
 *   meld's cards in table order; the model does not lay cards out).
 * - `draw` and `pickUpDiscards` in the draw phase; `takePozzetto` alone in the pozzetto phase
 *   (R6.2); `discard` of any card id and `close` with the last card in the play phase; nothing once
 *   the hand has ended. Only the seat to act gets actions.
 * - The model reads the position's record of the turn: which cards came from a small pile
 *   (`forbiddenDiscards`, R3.3), whether R7.3 bars closing (`closeBlocked`), whether R8.2 forces a
 *   draw (`mustDraw`). `forbiddenAfterPickup` and `closeBlockedAfterPickup` below say what a pick-up
 *   must record; the differential tests check the engine records exactly that.
 * - R6.4 "no other way of emptying a hand exists" is read as: a meld or attach is legal only if the
 *   player can still end the turn by the rules right after it — with an empty hand by taking the
 *   pozzetto at once (R6.2), otherwise by some legal discard or close of the cards left (R3.1, R7.2).
 *   (So a meld that leaves two cards R3.3 forbids is refused, as is one that leaves a last card that
 *   can neither take the pozzetto nor close.)
 */
import { canBeWild, rank } from "./cards.js";
import { isClean, readMeld } from "./melds.js";
import type { ModelAction, Rules, Table, TableMeld } from "./types.js";

/** The side a seat plays for. */
function sideOf(table: Table, seat: number): number {
  return table.sides[seat] ?? seat;
}

/** R6.1, R8.1, R11.2: a side may take a pozzetto if it has not taken one and one is still on the table. */
function pozzettoLeftFor(table: Table, side: number): boolean {
  return !table.pozzettoTaken[side] && table.pozzetti.length > 0;
}

/** R8.1: the stock can no longer be drawn from. */
export function stockExhausted(table: Table): boolean {
  return table.ruleset.stockExhaustion === "two-left" ? table.stock.length <= 2 : table.stock.length === 0;
}

/** R3.3: the cards of a pile of `pile` cards just taken that may not be discarded this turn. */
export function forbiddenAfterPickup(pile: readonly number[], rules: Rules): readonly number[] {
  if (rules.discardPickupRestriction === "same-card") return pile.length === 1 ? pile : [];
  return pile.length < 3 ? pile : [];
}

/** R7.3: whether taking the pile of `table` (before the pick-up) bars closing this turn. */
export function closeBlockedAfterPickup(table: Table): boolean {
  const handBefore = table.held[table.turn] ?? [];
  return (
    table.ruleset.noCloseAfterSingleCardPickup &&
    handBefore.length === 1 &&
    table.discardPile.length === 1 &&
    !stockExhausted(table)
  );
}

/** R7.1: the side's melds meet `closeRequires`. */
function hasClosingBurraco(melds: readonly TableMeld[], rules: Rules): boolean {
  return melds.some((m) => {
    const cls = readMeld(m.cards, rules)?.burraco ?? null;
    return rules.closeRequires === "clean-burraco" ? isClean(cls) : cls !== null;
  });
}

/** R3.1, R3.3, R6.3, R7.2: may `seat` discard `card` (not as a close) from `hand`? */
function mayDiscard(table: Table, seat: number, hand: readonly number[], card: number): boolean {
  if (!hand.includes(card)) return false;
  if (table.forbiddenDiscards.includes(card)) return false; // R3.3
  if (hand.length > 1) return true;
  // The last card: a plain discard takes the pozzetto (R6.3), so the side must still have one to take;
  // otherwise the last card can only close (R7.2).
  return pozzettoLeftFor(table, sideOf(table, seat));
}

/** R7.1, R7.3, R3.3: may `seat` close by discarding `card`, the last card of `hand`, with `melds` down? */
function mayClose(
  table: Table,
  seat: number,
  hand: readonly number[],
  card: number,
  melds: readonly TableMeld[],
): boolean {
  if (hand.length !== 1 || hand[0] !== card) return false;
  if (!table.pozzettoTaken[sideOf(table, seat)]) return false; // R7.1 the pozzetto taken
  if (!hasClosingBurraco(melds, table.ruleset)) return false; // R7.1 a burraco
  if (canBeWild(card)) return false; // R7.1 not a wildcard
  if (table.forbiddenDiscards.includes(card)) return false; // R3.3
  return !table.closeBlocked; // R7.3
}

/** R6.2, R6.4: after a meld or attach leaving `hand` (and the side's melds as `melds`), can the turn still end? */
function turnCanEnd(table: Table, seat: number, hand: readonly number[], melds: readonly TableMeld[]): boolean {
  if (hand.length === 0) return table.ruleset.directPozzetto && pozzettoLeftFor(table, sideOf(table, seat)); // R6.2
  return hand.some((card) => mayDiscard(table, seat, hand, card) || mayClose(table, seat, hand, card, melds));
}

/** Every atomic action the player to act may take (see the mapping at the top of this file). */
export function modelLegalActions(table: Table): ModelAction[] {
  const seat = table.turn;
  if (table.phase === "ended") return [];
  if (table.phase === "pozzetto") return [{ type: "takePozzetto", seat }]; // R6.2
  if (table.phase === "draw") {
    const out: ModelAction[] = [];
    if (!stockExhausted(table)) out.push({ type: "draw", seat }); // R3.1, R8.1
    if (table.discardPile.length > 0 && !table.mustDraw) out.push({ type: "pickUpDiscards", seat }); // R3.1, R3.2, R8.2
    return out;
  }
  return playActions(table, seat);
}

function playActions(table: Table, seat: number): ModelAction[] {
  const rules = table.ruleset;
  const hand = table.held[seat] ?? [];
  const side = sideOf(table, seat);
  const own = table.melds[side] ?? [];
  const out: ModelAction[] = [];
  const mayMeld = rules.firstTurnMelding || (table.turnsPlayed[seat] ?? 0) > 0; // R3.4
  if (mayMeld) {
    // 3-card melds (§4).
    for (let i = 0; i < hand.length; i++) {
      for (let j = i + 1; j < hand.length; j++) {
        for (let k = j + 1; k < hand.length; k++) {
          const cards = [hand[i], hand[j], hand[k]] as number[];
          const reading = readMeld(cards, rules);
          if (reading === null) continue;
          if (
            reading.kind === "set" &&
            rules.distinctSetRanks &&
            own.some((m) => readMeld(m.cards, rules)?.kind === "set" && sameRank(m.cards, cards))
          )
            continue; // R4.9
          const left = hand.filter((id) => !cards.includes(id));
          if (!turnCanEnd(table, seat, left, [...own, { cards }])) continue; // R6.4
          out.push({ type: "meld", seat, cards });
        }
      }
    }
    // 1-card attaches to the side's own melds (R4.7, R4.8).
    for (let m = 0; m < own.length; m++) {
      const target = own[m] as TableMeld;
      for (const card of hand) {
        const cards = [...target.cards, card];
        if (readMeld(cards, rules) === null) continue;
        const left = hand.filter((id) => id !== card);
        const after = own.map((x, i) => (i === m ? { cards } : x));
        if (!turnCanEnd(table, seat, left, after)) continue; // R6.4
        out.push({ type: "attach", seat, meld: m, cards: [card] });
      }
    }
  }
  for (const card of hand) if (mayDiscard(table, seat, hand, card)) out.push({ type: "discard", seat, card });
  for (const card of hand) if (mayClose(table, seat, hand, card, own)) out.push({ type: "close", seat, card });
  return out;
}

/** Whether two sets share their rank: the rank of their first card that is not a wildcard. */
function sameRank(a: readonly number[], b: readonly number[]): boolean {
  const natural = (cards: readonly number[]) => cards.find((id) => !canBeWild(id));
  const x = natural(a);
  const y = natural(b);
  return x !== undefined && y !== undefined && rank(x) === rank(y);
}
