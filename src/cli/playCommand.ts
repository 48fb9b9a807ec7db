/**
 * `burraco play`: one hand in the terminal, the player at seat 0 against (and with) bots.
 * @module
 */
import { createInterface } from "node:readline";
import type { Action } from "../actions/types.js";
import { dealFor } from "../arena/deal.js";
import { bots } from "../bots/registry.js";
import { formatCard, formatCards } from "../cards/notation.js";
import type { Locale } from "../i18n/locale.js";
import { legalActions } from "../legal/legalActions.js";
import { type RngState, seedRng } from "../random/prng.js";
import { apply } from "../reducers/apply.js";
import { scoreHand } from "../scoring/scoreHand.js";
import { botSeed } from "../sim/seeds.js";
import type { HandState } from "../state/types.js";
import { viewFor } from "../state/view.js";
import type { PlayArgs } from "./args.js";
import { type CliIO, EXIT } from "./io.js";
import { readMove } from "./playInput.js";
import { type PlayTexts, playTexts, refusalText } from "./playTexts.js";
import { formatHand, seatName } from "./renderCards.js";
import { renderScoreSheet } from "./renderScore.js";
import { describeAction, renderTableAfter } from "./renderTurn.js";

const PLAYER = 0;

/**
 * A legal move as the player would type it: `draw`, `pile`, `meld 7H 8H 9H`, `attach 1 10H`,
 * `discard KD`, `close 4S`, `pozzetto`.
 * @example
 * moveText({ type: "attach", seat: 0, meld: 0, cards: [9] }); // "attach 1 10S"
 */
export function moveText(a: Action): string {
  switch (a.type) {
    case "draw":
      return "draw";
    case "pickUpDiscards":
      return "pile";
    case "takePozzetto":
      return "pozzetto";
    case "meld":
      return `meld ${formatCards(a.cards)}`;
    case "attach":
      return `attach ${a.meld + 1} ${formatCards(a.cards)}`;
    case "discard":
    case "close":
      return `${a.type} ${formatCard(a.card)}`;
  }
}

/** What the player sees before choosing: the table, the whole pile when it is open, the numbered moves. */
function renderChoice(state: HandState, legal: readonly Action[], t: PlayTexts, lang: Locale): string {
  const hand = state.held[PLAYER] ?? [];
  // The table as the demo draws it, with "your hand" instead of the seat's name.
  const [, ...table] = renderTableAfter(state, PLAYER, lang);
  const lines = [`${t.yourTurn}:`, `  ${t.yourHand} (${hand.length}): ${formatHand(hand)}`, ...table];
  if (state.ruleset.discardPileVisibility === "open" && state.discardPile.length > 0)
    lines.push(`  ${t.discardPile}: ${formatCards(state.discardPile)}`);
  lines.push(`  ${t.moves}:`);
  legal.forEach((a, i) => {
    lines.push(`    ${String(i + 1).padStart(3)}. ${moveText(a)}`);
  });
  return `${lines.join("\n")}\n`;
}

/** A bot's move in words, without the card it drew from the stock (the player may not see it). */
function describeBotMove(before: HandState, action: Action, after: HandState, t: PlayTexts, lang: Locale): string {
  return action.type === "draw" ? t.drawsHidden : describeAction(before, action, after, lang);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Plays one hand in the terminal: the player (seat 0) reads the table and the numbered legal moves
 * on stdout and answers on `input` (a move's number, or the move typed in card notation); a
 * refused move is explained with its rule id and asked again. Bots play the other seats, each
 * after `args.pause` ms. Ends with the score sheet; exit code 1 if the input ends first.
 * @example
 * const parsed = readPlayArgs(["--pause", "0"]);
 * if (parsed.ok) await runPlay(parsed.value, { stdout: process.stdout, stderr: process.stderr }, process.stdin);
 */
export async function runPlay(args: PlayArgs, io: CliIO, input: NodeJS.ReadableStream): Promise<number> {
  const t = playTexts(args.lang);
  const players = args.ruleset.players;
  const seed = args.seed;
  let state = dealFor(args.ruleset, seed, players - 1);
  const rngs: RngState[] = Array.from({ length: players }, (_, s) => seedRng(botSeed(seed, s)));
  const lines = createInterface({ input, terminal: false })[Symbol.asyncIterator]();
  const out = (text: string): void => {
    io.stdout.write(text);
  };
  out(`${t.title(args.preset, String(args.seed))}\n${t.help}\n\n`);
  while (state.phase !== "ended") {
    const seat = state.turn;
    if (seat === PLAYER) {
      const legal = legalActions(state);
      out(renderChoice(state, legal, t, args.lang));
      for (;;) {
        out(t.prompt);
        const line = await lines.next();
        if (line.done === true) {
          out(`\n${t.inputEnded}\n`);
          return EXIT.failure;
        }
        const move = readMoveLine(line.value, state, legal, t);
        if (typeof move === "string") {
          out(`${move}\n`);
          continue;
        }
        const next = apply(state, move);
        if (!next.ok) {
          out(`${refusalText(next.error, args.lang)}\n`);
          continue;
        }
        out(`${t.you}: ${describeAction(state, move, next.value, args.lang)}\n\n`);
        state = next.value;
        break;
      }
      continue;
    }
    const bot = bots[args.bots[seat - 1] ?? "greedy"];
    const [action, rng] = bot(viewFor(state, seat), legalActions(state), rngs[seat] as RngState);
    rngs[seat] = rng;
    const next = action === null ? null : apply(state, action);
    if (next === null || !next.ok) {
      io.stderr.write(
        `burraco play: the bot of seat ${seat} failed${next === null || next.ok ? "" : `: ${next.error.message}`}\n`,
      );
      return EXIT.failure;
    }
    if (args.pause > 0) await sleep(args.pause);
    out(
      `${seatName(seat, players, args.lang)}: ${describeBotMove(state, action as Action, next.value, t, args.lang)}\n`,
    );
    state = next.value;
  }
  out(
    `\n${t.over}\n${renderTableAfter(state, PLAYER, args.lang).join("\n")}\n\n${t.scoreSheet}\n${renderScoreSheet(scoreHand(state), players, args.lang)}\n`,
  );
  return EXIT.ok;
}

/** The action a line asks for, or the message to show instead. */
function readMoveLine(line: string, state: HandState, legal: readonly Action[], t: PlayTexts): Action | string {
  const move = readMove(line, PLAYER, state.held[PLAYER] ?? [], legal);
  if (move.ok) return move.action;
  return move.reason === "not-held" ? t.notHeld(move.text) : t.unknownMove(move.text);
}
