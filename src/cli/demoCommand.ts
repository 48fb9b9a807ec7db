/**
 * `burraco demo`: one seeded hand between greedy bots, turn by turn.
 * @module
 */
import type { Action } from "../actions/types.js";
import { greedyBot } from "../bots/greedyBot.js";
import { apply } from "../reducers/apply.js";
import { scoreHand } from "../scoring/scoreHand.js";
import { playHand } from "../sim/playHand.js";
import { dealHand } from "../state/deal.js";
import type { GameState } from "../state/types.js";
import type { DemoArgs } from "./args.js";
import { type CliIO, EXIT } from "./io.js";
import { formatHand, seatName, sideName } from "./renderCards.js";
import { renderScoreSheet } from "./renderScore.js";
import { describeAction, renderTableAfter } from "./renderTurn.js";
import { seatsOfSide } from "../state/seats.js";

function endsTurn(action: Action): boolean {
  return action.type === "discard" || action.type === "close";
}

/**
 * The whole demo as text: the deal, every turn with the table after it, how the hand ended and the
 * score sheet. `null` if the hand could not be played (a bot error, which would be a bug).
 * @example
 * renderDemo({ help: false, preset: "classic", ruleset: presets.classic, seed: 1 });
 */
export function renderDemo(args: DemoArgs): string | null {
  const played = playHand({ ruleset: args.ruleset, seed: args.seed, dealer: 0, bots: [greedyBot], record: true });
  if (!played.ok || played.value.error !== null || played.value.log === undefined) return null;
  const players = args.ruleset.players;
  let state: GameState = dealHand(args.ruleset, played.value.seed, 0, undefined);
  const out: string[] = [];
  out.push(`Burraco demo · preset ${args.preset} · seed ${String(args.seed)} · greedy bots`);
  out.push(`${sideName([0, 2], players)} against ${sideName([1, 3], players)}. ${seatName(state.dealer, players)} deals; ${seatName(state.turn, players)} plays first.`);
  out.push(`Cards: rank A 2-10 J Q K, suit S H D C, JK = joker; "JK=7C" is a wildcard standing for 7C.`);
  out.push("");
  out.push(`Face-up card: ${formatHand(state.discardPile)} · stock ${state.stock.length} cards · two pozzetti of 11`);
  out.push("");
  let turn = 1;
  let startOfTurn = true;
  for (const action of played.value.log) {
    if (startOfTurn) {
      const seat = state.turn;
      const seats = seatsOfSide(state, state.sides[seat] ?? seat);
      out.push(`Turn ${turn} · ${seatName(seat, players)} (${sideName(seats, players)})`);
      out.push(`  holds (${state.hands[seat]?.length ?? 0}): ${formatHand(state.hands[seat] ?? [])}`);
      startOfTurn = false;
    }
    const next = apply(state, action);
    if (!next.ok) return null;
    out.push(`  ${seatName(action.seat, players)} ${describeAction(state, action, next.value)}`);
    state = next.value;
    if (endsTurn(action)) {
      out.push(...renderTableAfter(state, action.seat));
      out.push("");
      turn++;
      startOfTurn = true;
    }
  }
  const end = state.end;
  if (end?.reason === "closed" && end.closedBy !== null) {
    out.push(`The hand is over: ${seatName(end.closedBy, players)} closed (R7.1).`);
  } else if (end?.reason === "stock-exhausted") {
    out.push("The hand is over: the stock is down to its last two cards, which are never drawn (R8.1).");
  } else {
    out.push("The hand is over: a full round of one-card pile swaps (R8.2).");
  }
  out.push("");
  out.push("Score sheet");
  out.push(renderScoreSheet(scoreHand(state), players));
  return `${out.join("\n")}`;
}

/**
 * Prints the demo on stdout; returns the exit code.
 * @example
 * runDemo({ help: false, preset: "classic", ruleset: presets.classic, seed: 1 }, io);
 */
export function runDemo(args: DemoArgs, io: CliIO): number {
  const text = renderDemo(args);
  if (text === null) {
    io.stderr.write("burraco demo: the bots could not finish the hand (this is a bug; please report the seed)\n");
    return EXIT.failure;
  }
  io.stdout.write(text);
  return EXIT.ok;
}
