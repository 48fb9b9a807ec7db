/**
 * The player the playground tests are: it draws from the stock, takes the pozzetto when it must,
 * closes when it can, and otherwise discards a card chosen by its turn number among the legal
 * discards in the order the page shows the hand, so that the chosen card sits anywhere in the hand.
 * The browser test plays it through the page; the same player in Node tells what the match gives.
 */
import type { Action, CardId } from "burraco";
import { displayOrder } from "burraco/i18n";
import { botStep, type Game, HUMAN, isYourTurn, matchOf, nextHand, play } from "../../playground/src/game.js";
import { hintsFor } from "../../playground/src/hints.js";

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
