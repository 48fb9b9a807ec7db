// myBot.ts: a bot of your own, in TypeScript. It plays greedy's game, but never takes a discard
// pile of one card (a swap that R3.3 forbids to throw back) and, at the draw, takes any pile of 6
// cards or more.
import { type Bot, greedyBot } from "burraco/bots";

export const myBot: Bot = (view, legal, rng) => {
  if (view.phase === "draw") {
    const pile = legal.find((a) => a.type === "pickUpDiscards");
    const draw = legal.find((a) => a.type === "draw");
    if (pile !== undefined && view.discardCount >= 6) return [pile, rng];
    if (draw !== undefined && view.discardCount === 1) return [draw, rng];
  }
  return greedyBot(view, legal, rng);
};
