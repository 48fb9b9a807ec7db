/**
 * One hand at the playground's table: you at seat 0, greedy bots in the other seats. Pure
 * functions over plain data, built only on the package's public API.
 */
import {
  type Action,
  apply,
  defineRuleset,
  type HandState,
  legalActions,
  newHand,
  type Result,
  type Ruleset,
  type Seed,
  viewFor,
} from "burraco";
import { greedyBot, type RngState, seedRng } from "burraco/bots";
import { type Settings, seedOf } from "./settings.js";

/** Your seat. */
export const HUMAN = 0;

/** A hand in progress, with everything needed to replay it. */
export interface Game {
  /** The rules in force. */
  readonly ruleset: Ruleset;
  /** The deal's seed. */
  readonly seed: Seed;
  /** The dealer's seat. */
  readonly dealer: number;
  /** The hand as it stands. */
  readonly state: HandState;
  /** Every action applied, in order: `replay({ ruleset, seed, dealer, actions: log })` rebuilds the hand. */
  readonly log: readonly Action[];
  /** Each bot's PRNG state, by seat. */
  readonly rngs: readonly RngState[];
}

/** The one place that deals a hand: `newHand` checks its options and returns a `Result`. */
export function deal(ruleset: Ruleset, seed: Seed, dealer: number): Result<HandState> {
  return newHand({ ruleset, seed, dealer });
}

/**
 * Deals the hand the settings describe. The last seat deals, so you play first: a player opens the
 * page to play, not to watch.
 */
export function startGame(settings: Settings): Result<Game> {
  const ruleset = defineRuleset({ preset: settings.preset, players: settings.players });
  if (!ruleset.ok) return ruleset;
  const seed = seedOf(settings.seed);
  const dealer = ruleset.value.players - 1;
  const state = deal(ruleset.value, seed, dealer);
  if (!state.ok) return state;
  const rngs = Array.from({ length: ruleset.value.players }, (_, seat) => seedRng(`${settings.seed}/bot/${seat}`));
  return { ok: true, value: { ruleset: ruleset.value, seed, dealer, state: state.value, log: [], rngs } };
}

/** Plays one action: the next game, or the engine's refusal (the game unchanged). */
export function play(game: Game, action: Action): Result<Game> {
  const next = apply(game.state, action);
  if (!next.ok) return next;
  return { ok: true, value: { ...game, state: next.value, log: [...game.log, action] } };
}

/** Whether it is your move. */
export function isYourTurn(game: Game): boolean {
  return game.state.phase !== "ended" && game.state.turn === HUMAN;
}

/** The bot whose turn it is plays one action, seeing only its seat's view. */
export function botStep(game: Game): Result<Game> {
  const seat = game.state.turn;
  const rng = game.rngs[seat] ?? seedRng(seat);
  const [action, nextRng] = greedyBot(viewFor(game.state, seat), legalActions(game.state), rng);
  if (action === null)
    return { ok: false, error: { code: "input/invalid", message: `the bot at seat ${seat} found no move` } };
  const played = play(game, action);
  if (!played.ok) return played;
  const rngs = game.rngs.slice();
  rngs[seat] = nextRng;
  return { ok: true, value: { ...played.value, rngs } };
}

/** The action log as JSON: enough to replay and score the hand anywhere. */
export function logJson(game: Game, preset: string): string {
  return JSON.stringify({
    preset,
    players: game.ruleset.players,
    seed: game.seed,
    dealer: game.dealer,
    actions: game.log,
  });
}
