/**
 * The player the playground tests are: it draws from the stock, takes the pozzetto when it must,
 * closes when it can, and otherwise discards a card chosen by its turn number among the legal
 * discards in the order the page shows the hand, so that the chosen card sits anywhere in the hand.
 * The browser test plays it through the page; the same player in Node tells what the match gives.
 */
import { type Action, type CardId, isWildcard } from "burraco";
import { displayOrder } from "burraco/i18n";
import {
  botStep,
  type Game,
  HUMAN,
  isYourTurn,
  matchOf,
  nextHand,
  play,
  startGame,
} from "../../playground/src/game.js";
import { hintsFor } from "../../playground/src/hints.js";
import { readSettings } from "../../playground/src/settings.js";

/** The discard of turn `turn` (0 for your first turn of the hand) among `legal`, in hand order. */
export function chosenDiscard(legal: readonly CardId[], turn: number): CardId | undefined {
  return legal[(turn * 7 + 3) % Math.max(1, legal.length)];
}

/** Your move in `game` on your turn number `turn` of the hand. */
export function playerMove(game: Game, turn: number): Action {
  const hints = hintsFor(game, []);
  if (game.state.phase === "draw") return { type: hints.draw ? "draw" : "pickUpDiscards", seat: HUMAN };
  if (game.state.phase === "pozzetto") return { type: "takePozzetto", seat: HUMAN };
  const hand = displayOrder(game.state.held[HUMAN] ?? []);
  const close = hand.find((id) => hints.close.has(id));
  if (close !== undefined) return { type: "close", seat: HUMAN, card: close };
  const card = chosenDiscard(
    hand.filter((id) => hints.discard.has(id)),
    turn,
  );
  return { type: "discard", seat: HUMAN, card: card ?? -1 };
}

/** Plays `game` to the end of its hand: the bots and this player. */
export function playHand(game: Game): Game {
  let g = game;
  let turn = 0;
  for (let i = 0; i < 5000 && g.state.phase !== "ended"; i++) {
    if (!isYourTurn(g)) {
      const next = botStep(g);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
      continue;
    }
    const action = playerMove(g, turn);
    if (action.type === "discard" || action.type === "close") turn++;
    const next = play(g, action);
    if (!next.ok) throw new Error(next.error.message);
    g = next.value;
  }
  return g;
}

/** Plays the match of `game` to its end (at most `limit` hands): each hand's ended game, in order. */
export function playMatch(game: Game, limit: number): Game[] {
  const hands: Game[] = [];
  let g = playHand(game);
  hands.push(g);
  while (!matchOf(g).over && hands.length < limit) {
    const next = nextHand(g);
    if (!next.ok) throw new Error(next.error.message);
    g = playHand(next.value);
    hands.push(g);
  }
  return hands;
}

/**
 * The first of the seeds `<prefix>-0` … `<prefix>-59` (four players) where `look` finds something
 * at one of your moves of the first hand, this player playing you: what it found, with the seed and
 * your turn's number (0 for your first turn). `look` sees the game before each of your moves.
 */
export function firstSeed<T>(
  prefix: string,
  what: string,
  look: (game: Game) => T | undefined,
): T & { seed: string; turn: number } {
  for (let i = 0; i < 60; i++) {
    const seed = `${prefix}-${i}`;
    let game = startGame(readSettings(`?seed=${seed}&players=4&pause=0`)).value as Game;
    let turn = 0;
    while (game.state.phase !== "ended") {
      if (!isYourTurn(game)) {
        game = botStep(game).value as Game;
        continue;
      }
      const found = look(game);
      if (found !== undefined) return { ...found, seed, turn };
      const action = playerMove(game, turn);
      if (action.type === "discard" || action.type === "close") turn++;
      game = play(game, action).value as Game;
    }
  }
  throw new Error(`no ${what} among the seeds ${prefix}-0…59`);
}

/**
 * A seed where, on one of your turns, a wildcard of your hand fits two or more of your side's
 * melds after the draw: its turn number and the card.
 */
export function wildcardChoice(prefix: string): { seed: string; turn: number; card: number } {
  return firstSeed(prefix, "wildcard with two melds to choose", (game) => {
    if (game.state.phase !== "play") return undefined;
    const wild = displayOrder(game.state.held[HUMAN] ?? []).find(
      (c) => isWildcard(c) && hintsFor(game, [c]).attach.size >= 2,
    );
    return wild === undefined ? undefined : { card: wild };
  });
}
