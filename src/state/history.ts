/**
 * What the turns played so far allow (issue 29, E3): a state holds no history, but its turn counts
 * bound what play can have produced. Known cards need a pick-up (R14.2), a time out a call that fixed
 * its seat (R8.3), an unplayed pozzetto a discard (R6.3), one per side (R6.1). Shared by `checkState`
 * (saves) and `setupHand` (scenarios), so that every scenario is a state `checkState` accepts.
 * @internal
 * @module
 */
import { DECK_SIZE } from "../cards/card.js";
import { type ErrorCode, type RuleError, ruleError } from "../result.js";
import { pozzettoSizes } from "./deal.js";
import type { HandState } from "./types.js";

/**
 * Why `state` cannot follow from the turns it counts, or `null`. Trusts the shape and the turn
 * order (R2.3) to have been checked: `turnsPlayed`, `turn` and `dealer` agree.
 * @internal
 */
export function historyProblem(state: HandState, code: ErrorCode): RuleError | null {
  return (
    knownProblem(state, code) ??
    timeOutProblem(state, code) ??
    unplayedProblem(state, code) ??
    (composed(state) ? null : countProblem(state, code))
  );
}

/**
 * Whether `state` is a composed position ({@link setupHand}'s `dealId` of zeros): it has no deal
 * behind it, so the counts it carries are not bounded by its turns (a dealt hand's `dealId` is a
 * digest, never all zeros).
 */
function composed(state: HandState): boolean {
  return state.dealId.every((word) => word === 0);
}

/** The cards the turns played allow (issue 39, M2), for a hand that was dealt (R2.2). */
function countProblem(state: HandState, code: ErrorCode): RuleError | null {
  const bad = (message: string, rule: string): RuleError => ruleError(code, message, rule);
  const rs = state.ruleset;
  const players = rs.players;
  const turns = turnsOf(state);
  const pile = state.discardPile.length;
  const stock = state.stock.length;
  const acting = state.phase === "play" || state.phase === "pozzetto";
  const took = acting && state.pileTaken > 0;
  // This turn's draw from the stock, not yet followed by its discard.
  const drew = acting && !took ? 1 : 0;
  // One card dealt face up and one discard a finished turn reached the pile (R2.2, R3.1); a pile
  // taken this turn is in the player's hand until the discard.
  if (pile > 1 + turns || (took && pile > 0))
    return bad(
      `the discard pile holds ${pile} cards, but ${turns} turns discard at most ${took ? 0 : 1 + turns}`,
      "R3.1",
    );
  if (rs.stockExhaustion === "two-left" && stock < 2)
    return bad(`the stock holds ${stock} cards; under "two-left" its last two are never drawn`, "R8.1");
  // Draws: the stock as dealt, and under "pozzetto-replaces" the pozzetti that became it (R8.1),
  // less the stock now. At most one a turn; at least one for each turn since the pile was last taken.
  const sizes = pozzettoSizes(players);
  // The pozzetti gone from the table, smallest first: which of them were taken is not recorded.
  const gone = sizes.slice(0, sizes.length - state.pozzetti.length).sort((a, b) => a - b);
  const stocked = gone.length - state.pozzettoTaken.filter(Boolean).length;
  const sum = (list: number[]): number => list.reduce((a, b) => a + b, 0);
  const least = DECK_SIZE - 1 - players * 11 - sum(sizes) - stock + sum(gone.slice(0, stocked));
  const most = least - sum(gone.slice(0, stocked)) + sum(gone.slice(gone.length - stocked));
  if (least > turns + drew)
    return bad(
      `the stock holds ${stock} cards: ${least} drawn in ${turns} turns${drew ? " and this one" : ""}`,
      "R3.1",
    );
  if (most < Math.max(0, took ? 0 : pile - 1 + drew))
    return bad(`the stock holds ${stock} cards, but the ${pile} on the pile need ${pile - 1 + drew} draws`, "R3.1");
  for (let seat = 0; seat < players; seat++) {
    const held = (state.held[seat] ?? []).length;
    const now = seat === state.turn && acting ? 1 : 0;
    // Dealt 11 (R2.2); then a draw or a pile a turn and a discard (R3.1), or a pozzetto in place of an
    // empty hand (R6.2, R6.3): past the draw, only the pile's cards taken add to a hand.
    const cap =
      (state.turnsPlayed[seat] ?? 0) + now === 0
        ? 11
        : (state.pozzettoTaken[state.sides[seat] ?? seat] && players === 3 ? 18 : 11) + now + Math.max(0, turns - pile);
    if (held > cap) return bad(`seat ${seat} holds ${held} cards; its turns allow at most ${cap}`, "R3.1");
  }
  // R6.2, R6.3: a hand is emptied for the pozzetto by melding or attaching, so its side has melds.
  const side = state.pozzettoTaken.findIndex((taken, i) => taken && (state.melds[i] ?? []).length === 0);
  if (side >= 0) return bad(`side ${side} took its pozzetto but has no melds: a hand empties only by melding`, "R6.4");
  return null;
}

function turnsOf(state: HandState): number {
  let total = 0;
  for (const n of state.turnsPlayed) total += n;
  return total;
}

/**
 * Known cards were taken from the discard pile (R14.2): a seat knows none before its first pick-up,
 * which is in a finished turn of its own or in the turn in progress (then at most the pile it took);
 * and all seats together know at most the cards that ever reached the pile: the one dealt face up
 * (R2.2) and one discard a finished turn.
 */
function knownProblem(state: HandState, code: ErrorCode): RuleError | null {
  let total = 0;
  for (let seat = 0; seat < state.known.length; seat++) {
    const count = (state.known[seat] ?? []).length;
    total += count;
    if (count === 0 || (state.turnsPlayed[seat] ?? 0) > 0) continue;
    const taking = seat === state.turn && (state.phase === "play" || state.phase === "pozzetto") ? state.pileTaken : 0;
    if (count > taking) {
      return ruleError(
        code,
        taking === 0
          ? `known[${seat}] lists ${count} cards, but seat ${seat} has never taken the discard pile`
          : `known[${seat}] lists ${count} cards, but seat ${seat} has only taken a pile of ${taking}`,
        "R14.2",
      );
    }
  }
  // All seats know at most the cards taken from the pile: those that reached it (one face up, one
  // discard a finished turn) less those still on it. A composed position's pile may hold any cards.
  const reached = 1 + turnsOf(state) - state.discardPile.length;
  // A pile larger than the turns allow is the count check's to name (countProblem).
  if (total > Math.max(0, reached) && !composed(state)) {
    return ruleError(
      code,
      `the seats know ${total} cards, but only ${reached} were ever taken from the discard pile (one face up and one discard a turn reached it, ${state.discardPile.length} are still there)`,
      "R14.2",
    );
  }
  return null;
}

/**
 * Time out fixes, when called, the seat whose discard ends the round (R8.3): called after `n` turns,
 * with seat `t` to play, it is `t − 1` (a full round, at most `players` more discards), or under
 * `"fibur"` with four players and `t` already drawn, `t + 2` (at most three). A seat is possible when
 * some call, at most that many discards ago and not before the deal, gives it; a hand that has
 * ended was called before its last discard.
 */
function timeOutProblem(state: HandState, code: ErrorCode): RuleError | null {
  const seat = state.timeOut;
  if (seat === null) return null;
  const players = state.turnsPlayed.length;
  const fibur = state.ruleset.timeOutRound === "fibur" && players === 4;
  const ended = state.phase === "ended";
  const total = turnsOf(state);
  const last = ended ? total - 1 : total;
  for (let n = Math.max(0, total - players); n <= last; n++) {
    const toPlay = (state.dealer + 1 + n) % players;
    const since = total - n;
    if ((toPlay + players - 1) % players === seat && since <= (ended ? players : players - 1)) return null;
    // Under "fibur" the partner's round needs the call after the draw: not in a turn still to draw.
    const drawn = n < total || state.phase !== "draw";
    if (fibur && drawn && (toPlay + 2) % players === seat && since <= (ended ? 3 : 2)) return null;
  }
  return ruleError(
    code,
    `timeOut: no call of time out after ${total} turns from the dealer's left ends the round with seat ${seat}`,
    "R8.3",
  );
}

/**
 * A pozzetto taken on discard (R6.3) needs that discard, which finished a turn of its seat; and a side
 * takes one pozzetto (R6.1), so two partners never both hold one unplayed.
 */
function unplayedProblem(state: HandState, code: ErrorCode): RuleError | null {
  const holder = new Map<number, number>();
  for (let seat = 0; seat < state.unplayedPozzetto.length; seat++) {
    if ((state.unplayedPozzetto[seat] ?? null) === null) continue;
    if ((state.turnsPlayed[seat] ?? 0) === 0)
      return ruleError(code, `seat ${seat} holds an unplayed pozzetto but has never discarded`, "R6.3");
    const side = state.sides[seat] ?? seat;
    const other = holder.get(side);
    if (other !== undefined)
      return ruleError(code, `seats ${other} and ${seat}, one side, both hold an unplayed pozzetto`, "R6.1");
    holder.set(side, seat);
  }
  return null;
}
