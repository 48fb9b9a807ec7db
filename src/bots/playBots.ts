/**
 * The one loop that asks bots for moves and applies them: the simulator's hands (`sim/`), the
 * arena's, and the search bot's greedy playouts all run through it. It lives with the bots, below
 * `sim/`, because the search bot plays hands out with it. (The search bot's heuristic playout,
 * `search/playout.ts`, is a different thing: a policy that commits actions without views, lists
 * or checks.)
 * @module
 */
import { parseAction } from "../actions/parse.js";
import type { Action } from "../actions/types.js";
import { legalActions } from "../legal/legalActions.js";
import type { RngState } from "../random/prng.js";
import { apply } from "../reducers/apply.js";
import { applyTrusted } from "../reducers/trusted.js";
import { type RuleError, ruleError } from "../result.js";
import type { HandState, Seat } from "../state/types.js";
import { viewFor } from "../state/view.js";
import { frozenCopy, isLibraryBot } from "./handed.js";
import type { Bot } from "./types.js";

/**
 * What went wrong when a bot failed: the seat, what it returned (or `null`), and why it was refused.
 * @example
 * const outOfTurn: Bot = (_view, _legal, rng) => [{ type: "draw", seat: 3 }, rng];
 * const r = playHand({ seed: 7, bots: [outOfTurn] });
 * const e: BotError | null | undefined = r.value?.result.error;
 * e; // { seat: 1, action: { type: "draw", seat: 3 }, error: { code: "turn/not-your-turn", … } }
 */
export interface BotError {
  /** The seat whose bot failed. */
  readonly seat: Seat;
  /** What the bot returned (`null` for no action or an exception). */
  readonly action: unknown;
  /** `apply`'s refusal, or `input/invalid` when the bot returned nothing or threw. */
  readonly error: RuleError;
}

/**
 * Where {@link playBots} stopped: the last state (ended, unless a bot failed or the cap was
 * reached), the actions applied and the bot failure, if any.
 */
export interface BotsPlayed {
  readonly state: HandState;
  readonly actions: number;
  readonly error: BotError | null;
}

/**
 * What a caller of {@link playBots} may watch: each applied action, and the time of each bot's
 * decision (the clock is read only when `onDecision` is given).
 */
export interface PlayWatch {
  readonly onAction?: ((action: Action) => void) | undefined;
  readonly onDecision?: ((seat: Seat, ms: number) => void) | undefined;
}

/** A fresh copy of a listed action: its own fields only (a bot may have added one, or kept a reference). */
function plainAction(a: Action): Action {
  switch (a.type) {
    case "draw":
    case "pickUpDiscards":
    case "takePozzetto":
      return { type: a.type, seat: a.seat };
    case "discard":
    case "close":
      return { type: a.type, seat: a.seat, card: a.card };
    case "meld":
      return { type: "meld", seat: a.seat, cards: a.cards.slice() };
    case "attach":
      return { type: "attach", seat: a.seat, meld: a.meld, cards: a.cards.slice() };
  }
}

function failure(seat: Seat, message: string): BotError {
  return { seat, action: null, error: ruleError("input/invalid", message) };
}

/**
 * Plays `state` on with one bot per seat until the hand ends, a bot fails or `maxActions` actions
 * are applied. Each call of a bot gets the acting seat's view, the legal actions and that seat's
 * PRNG state (`rngs[seat]`, replaced by the state the bot returns: the array is the caller's
 * scratch). A bot of the user's is handed deep-frozen copies of the view and the list, the
 * library's own bots the originals (see `handed.ts`). A bot's answer that is one of the very
 * action objects of the list it was handed (by identity) is the loop's own listed action at that
 * place, and takes the trusted step ({@link applyTrusted}); anything else is read once and checked
 * like input, as {@link apply} does. So nothing a bot does to what it is handed reaches the state,
 * and `onAction` gets a fresh copy of each action, the fields an action has and nothing else,
 * which {@link replay} accepts. A refused action, no action or an exception stops the loop with a
 * {@link BotError}; it never throws and never loops forever. Trusts its arguments: a state this
 * library made, a bot and a PRNG state for every seat.
 */
export function playBots(
  state: HandState,
  bots: readonly Bot[],
  rngs: RngState[],
  maxActions: number,
  watch?: PlayWatch,
): BotsPlayed {
  const timed = watch?.onDecision;
  let s = state;
  let actions = 0;
  let error: BotError | null = null;
  while (s.phase !== "ended" && actions < maxActions) {
    const seat = s.turn;
    const bot = bots[seat] as Bot;
    const t0 = timed === undefined ? 0 : performance.now();
    let action: Action | null;
    const legal = legalActions(s);
    const own = isLibraryBot(bot);
    const handed = own ? legal : frozenCopy(legal);
    try {
      const view = viewFor(s, seat);
      const [chosen, rng] = bot(own ? view : frozenCopy(view), handed, rngs[seat] as RngState);
      action = chosen;
      rngs[seat] = rng;
    } catch (e) {
      error = failure(seat, `the bot threw: ${e instanceof Error ? e.message : String(e)}`);
      break;
    }
    timed?.(seat, performance.now() - t0);
    if (action === null || action === undefined) {
      error = failure(seat, "the bot returned no action");
      break;
    }
    // The one place where a move is trusted for where it came from: the list this loop handed,
    // answered with the loop's own listed action at that place.
    const i = handed.indexOf(action);
    if (i >= 0) {
      const listed = legal[i] as Action;
      s = applyTrusted(s, listed);
      actions++;
      watch?.onAction?.(plainAction(listed));
      continue;
    }
    // Read once: the copy is what is checked, applied and logged.
    const parsed = parseAction(action);
    const next = parsed.ok ? apply(s, parsed.value) : parsed;
    if (!parsed.ok || !next.ok) {
      error = { seat, action, error: (next.ok ? parsed : next).error as RuleError };
      break;
    }
    s = next.value;
    actions++;
    watch?.onAction?.(parsed.value);
  }
  return { state: s, actions, error };
}
