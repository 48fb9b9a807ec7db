/**
 * A match at the playground's table: you at seat 0, the medium bot (`greedyBot`) in the other seats,
 * hands played until a side reaches the ruleset's target (R10.1). The game is a `Table` of the
 * library's `burraco/table` entry: the page plays your actions with `playAction`, lets the bot to
 * act take one step with `stepBot`, deals on with `nextHand` and keeps what you have seen with
 * `markSeen`; it has no game loop of its own.
 *
 * One choice of the page's own: each bot's PRNG is seeded as the playground always seeded it
 * (`${match seed}/bot/${seat}/${hand}`), not as the simulator does, so that a shared address plays
 * the same bots' moves as before (the table keeps whatever PRNG states it is given).
 */
import { defineRuleset, type Match, type PlayerView, type PublicEvent, type Result } from "burraco";
import { seedRng } from "burraco/bots";
import {
  markSeen,
  newTable,
  nextHand as nextTableHand,
  playAction,
  seatEvents,
  stepBot,
  type Table,
  type TableSeat,
  tableTurn,
  tableView,
} from "burraco/table";
import { type Settings, seedOf } from "./settings.js";

/** Your seat. */
export const HUMAN = 0;

/** A match in progress: the library's table (its match is never `null` here: the page plays matches). */
export type Game = Table;

/** The rules the settings ask for: a preset, the table size and, when given, a shorter target. */
export function rulesetOf(settings: Settings): ReturnType<typeof defineRuleset> {
  const base = { preset: settings.preset, players: settings.players };
  return defineRuleset(settings.target === null ? base : { ...base, targetScore: settings.target });
}

/** The match of a game (a page's table always has one). */
export function matchOf(game: Game): Match {
  return game.match as Match;
}

/** The bots' PRNGs for the hand in play, seeded as the page always seeded them. */
function withPageRngs(table: Table): Table {
  const seed = matchOf(table).seed;
  const hand = table.deal.number;
  const rngs = table.seats.map((_, seat) => seedRng(`${seed}/bot/${seat}/${hand}`));
  return { ...table, rngs };
}

/** A new match for the settings: its seed is the address's, so the same address deals the same match. */
export function startGame(settings: Settings): Result<Game> {
  const ruleset = rulesetOf(settings);
  if (!ruleset.ok) return ruleset;
  const seats: TableSeat[] = Array.from({ length: settings.players }, (_, seat) =>
    seat === HUMAN ? "person" : "medium",
  );
  const table = newTable({ ruleset: ruleset.value, seed: seedOf(settings.seed), seats });
  return table.ok ? { ok: true, value: withPageRngs(table.value) } : table;
}

/** The match's next hand once this one is over (`nextHand`: R2.3, the deal moves clockwise). */
export function nextHand(game: Game): Result<Game> {
  const next = nextTableHand(game);
  return next.ok ? { ok: true, value: withPageRngs(next.value) } : next;
}

/**
 * Plays one action of yours (`playAction`): the next game, or the engine's refusal (the game
 * unchanged). When your turn ends, what you have seen so far is marked seen, so that the move list
 * then holds what the others do until your next turn.
 */
export function play(game: Game, action: unknown): Result<Game> {
  const next = playAction(game, HUMAN, action);
  if (!next.ok) return next;
  const turn = tableTurn(next.value);
  if (turn === null || turn.seat === HUMAN) return next;
  return markSeen(next.value, HUMAN);
}

/** Whether it is your move. */
export function isYourTurn(game: Game): boolean {
  return tableTurn(game)?.seat === HUMAN;
}

/** The bot whose turn it is plays one action (`stepBot`), seeing only its seat's view. */
export function botStep(game: Game): Result<Game> {
  return stepBot(game);
}

/** The number of the hand in play (or just ended), 1 for the first. */
export function handNumber(game: Game): number {
  return game.deal.number;
}

/** What you see of the hand: `tableView` of your seat. */
export function yourView(game: Game): PlayerView {
  return tableView(game, HUMAN);
}

/**
 * What happened since the end of your last turn: the events you have not marked seen (every move
 * of the others since, then yours so far). At the start of a hand, every move of the hand.
 */
export function eventsSinceYourTurn(game: Game): readonly PublicEvent[] {
  return seatEvents(game, HUMAN);
}

/** The events the step from `before` to `after` added (what the last move did). */
export function newEvents(before: Game, after: Game): readonly PublicEvent[] {
  return before.deal.number === after.deal.number ? after.events.slice(before.events.length) : after.events;
}
