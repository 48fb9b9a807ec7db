/**
 * A match at the playground's table: you at seat 0, greedy bots in the other seats, hands played
 * until a side reaches the ruleset's target (R10.1). Pure functions over plain data, built only on
 * the package's public API (`newMatch`, `startHand`, `apply`, `recordHandLog`).
 */
import {
  type Action,
  apply,
  defineRuleset,
  type HandState,
  legalActions,
  type Match,
  newMatch,
  type PublicEvent,
  publicEvents,
  type Result,
  recordHandLog,
  startHand,
  viewFor,
} from "burraco";
import { greedyBot, type RngState, seedRng } from "burraco/bots";
import { type Settings, seedOf } from "./settings.js";

/** Your seat. */
export const HUMAN = 0;

/** A match in progress: the match record, the hand being played and what is needed to go on. */
export interface Game {
  /** The match: totals, finished hands, next dealer (the hand in play is recorded when it ends). */
  readonly match: Match;
  /** The hand as it stands. */
  readonly state: HandState;
  /** This hand's actions, in order: `replay` of them from the hand's deal rebuilds it. */
  readonly log: readonly Action[];
  /** What the table saw of each action of `log` (the library's public events, R14.1). */
  readonly events: readonly (readonly PublicEvent[])[];
  /** Each bot's PRNG state, by seat. */
  readonly rngs: readonly RngState[];
}

/** The rules the settings ask for: a preset, the table size and, when given, a shorter target. */
export function rulesetOf(settings: Settings): ReturnType<typeof defineRuleset> {
  const base = { preset: settings.preset, players: settings.players };
  return defineRuleset(settings.target === null ? base : { ...base, targetScore: settings.target });
}

function botRngs(match: Match): RngState[] {
  const hand = match.hands.length + 1;
  return Array.from({ length: match.ruleset.players }, (_, seat) => seedRng(`${match.seed}/bot/${seat}/${hand}`));
}

function dealNext(match: Match): Result<Game> {
  const state = startHand(match);
  if (!state.ok) return state;
  return { ok: true, value: { match, state: state.value, log: [], events: [], rngs: botRngs(match) } };
}

/** The match's next hand once this one is over, dealt by `startHand` (R2.3: the deal moves clockwise). */
export function nextHand(game: Game): Result<Game> {
  return dealNext(game.match);
}

/** A new match for the settings: its seed is the address's, so the same address deals the same match. */
export function startGame(settings: Settings): Result<Game> {
  const ruleset = rulesetOf(settings);
  if (!ruleset.ok) return ruleset;
  const match = newMatch({ ruleset: ruleset.value, seed: seedOf(settings.seed) });
  return match.ok ? dealNext(match.value) : match;
}

/**
 * Plays one action: the next game, or the engine's refusal (the game unchanged). The action that
 * ends the hand also records it in the match, so the totals are always current: from the hand's
 * log (`recordHandLog`), which plays it again from the deal instead of checking the ended state
 * with `checkState` (2.8 KB gzip of the page's script).
 */
export function play(game: Game, action: Action): Result<Game> {
  const next = apply(game.state, action);
  if (!next.ok) return next;
  const state = next.value;
  let match = game.match;
  const log = [...game.log, action];
  if (state.phase === "ended") {
    const recorded = recordHandLog(match, log);
    if (!recorded.ok) return recorded;
    match = recorded.value;
  }
  const seen = publicEvents(game.state, action, state);
  const events = [...game.events, seen.ok ? seen.value : []];
  return { ok: true, value: { ...game, match, state, log, events } };
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

/** The number of the hand in play (or just ended), 1 for the first. */
export function handNumber(game: Game): number {
  return game.match.hands.length + (game.state.phase === "ended" ? 0 : 1);
}

/**
 * What happened since the end of your last turn: the public events of every bot move since you
 * last played, then of yours so far. At the start of a hand, of every move of the hand.
 */
export function eventsSinceYourTurn(game: Game): readonly PublicEvent[] {
  const log = game.log;
  let from = log.length;
  // Back over your current turn's moves, then over the others' moves, to the end of your last turn.
  while (from > 0 && log[from - 1]?.seat === HUMAN && game.state.turn === HUMAN) from--;
  while (from > 0 && log[from - 1]?.seat !== HUMAN) from--;
  return game.events.slice(from).flat();
}
