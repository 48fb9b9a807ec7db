/**
 * What the turns played so far allow (issue 29, E3): a state holds no history, but its turn counts
 * bound what play can have produced. Known cards need a pick-up (R14.2), a time out a call that fixed
 * its seat (R8.3), an unplayed pozzetto a discard (R6.3), one per side (R6.1). Shared by `checkState`
 * (saves) and `setupHand` (scenarios), so that every scenario is a state `checkState` accepts.
 * @internal
 * @module
 */
import { type ErrorCode, type RuleError, ruleError } from "../result.js";
import type { HandState } from "./types.js";

/**
 * Why `state` cannot follow from the turns it counts, or `null`. Trusts the shape and the turn
 * order (R2.3) to have been checked: `turnsPlayed`, `turn` and `dealer` agree.
 * @internal
 */
export function historyProblem(state: HandState, code: ErrorCode): RuleError | null {
  return knownProblem(state, code) ?? timeOutProblem(state, code) ?? unplayedProblem(state, code);
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
  const reached = 1 + turnsOf(state);
  if (total > reached) {
    return ruleError(
      code,
      `the seats know ${total} cards, but only ${reached} ever reached the discard pile (one face up, one discard a turn)`,
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
