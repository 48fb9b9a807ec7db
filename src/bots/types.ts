/**
 * What a bot is: a pure, seeded function from what one seat may see to one action.
 * @module
 */
import type { Action } from "../actions/types.js";
import type { RngState } from "../random/prng.js";
import type { PlayerView } from "../state/view.js";

/**
 * A bot's choice: the action to play (`null` only when `legal` was empty) and the PRNG state after
 * the choice, which the caller passes to the bot's next call.
 * @example
 * const dealt = newHand({ seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * const choice: BotChoice = randomBot(viewFor(state, state.turn), legalActions(state), seedRng(1));
 * const [action, rng] = choice; // the move, and the PRNG state to pass to the bot's next call
 */
export type BotChoice = readonly [action: Action | null, rng: RngState];

/**
 * A bot: a pure function of the acting seat's view, the legal atomic actions, and a PRNG state
 * (seeded, so a game replays exactly). It never sees hidden cards: `view` is `viewFor` the
 * acting seat, and `legal` is `legalActions` of the state, which depends only on what that
 * seat may see. A bot plays one atomic action per call; the caller calls it again while it is the
 * same seat's turn, so larger plays are built from 3-card melds and 1-card attaches.
 *
 * A bot may return any action `apply` accepts (a 5-card meld, say), not only one from `legal`.
 * @example
 * // A bot that always makes the first legal move, and never uses its PRNG.
 * const firstLegal: Bot = (_view, legal, rng) => [legal[0] ?? null, rng];
 * playHand({ seed: 1, bots: [firstLegal, greedyBot] }).ok; // true
 */
export type Bot = (view: PlayerView, legal: readonly Action[], rng: RngState) => BotChoice;
