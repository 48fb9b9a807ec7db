/**
 * `burraco play`: a hand, or a match to `--target`, in the terminal, the player at seat 0 against
 * (and with) bots.
 * @module
 */
import { randomInt } from "node:crypto";
import { createInterface } from "node:readline";
import type { Action } from "../actions/types.js";
import { hint } from "../bots/planner/plannerBot.js";
import { botFor } from "../bots/registry.js";
import type { CardId } from "../cards/card.js";
import { formatCard, formatCards } from "../cards/notation.js";
import type { Locale } from "../i18n/locale.js";
import { legalActions } from "../legal/legalActions.js";
import { matchHandSeed } from "../match/handSeed.js";
import { newMatch } from "../match/newMatch.js";
import { recordHand } from "../match/recordHand.js";
import { startHand } from "../match/startHand.js";
import type { Match } from "../match/types.js";
import { type RngState, seedRng } from "../random/prng.js";
import type { Seed } from "../random/seed.js";
import { apply } from "../reducers/apply.js";
import { scoreHand } from "../scoring/scoreHand.js";
import { botSeed } from "../sim/seeds.js";
import { dealHand } from "../state/deal.js";
import type { HandState } from "../state/types.js";
import { viewFor } from "../state/view.js";
import type { PlayArgs } from "./args.js";
import { type CliIO, EXIT } from "./io.js";
import { type CardStyle, cardStyleFor, paintCards } from "./paintCards.js";
import { readMove } from "./playInput.js";
import { type PlayTexts, playTexts, refusalText } from "./playTexts.js";
import { formatHand, handOrder, seatName, sideName } from "./renderCards.js";
import { renderKnown, renderMeldChanges } from "./renderChanges.js";
import { renderScoreSheet } from "./renderScore.js";
import { renderTable } from "./renderTable.js";
import { describeAction, renderTableAfter } from "./renderTurn.js";

const PLAYER = 0;

/**
 * A legal move as the player would type it, in the player's language: `draw`, `pile`,
 * `meld 7H 8H 9H`, `attach 1 10H`, `discard KD`, `close 4S`, `pozzetto` (in Italian `pesca`,
 * `raccogli`, `cala`, `attacca`, `scarta`, `chiudi`, `pozzetto`).
 */
export function moveText(a: Action, lang: Locale = "en"): string {
  const word = playTexts(lang).words[a.type];
  switch (a.type) {
    case "draw":
    case "pickUpDiscards":
    case "takePozzetto":
      return word;
    case "meld":
      return `${word} ${formatCards(a.cards)}`;
    case "attach":
      return `${word} ${a.meld + 1} ${formatCards(a.cards)}`;
    case "discard":
    case "close":
      return `${word} ${formatCard(a.card)}`;
  }
}

const TYPE_ORDER: readonly Action["type"][] = [
  "draw",
  "pickUpDiscards",
  "takePozzetto",
  "meld",
  "attach",
  "discard",
  "close",
];

/**
 * The legal moves in the order they are listed: drawing first, then melds and attaches, then the
 * discards and closes in the order of the sorted hand (as the hand is printed).
 */
export function listedMoves(legal: readonly Action[]): Action[] {
  const cardOf = (a: Action): CardId | null => (a.type === "discard" || a.type === "close" ? a.card : null);
  return legal
    .map((a, i) => ({ a, i }))
    .sort((x, y) => {
      const byType = TYPE_ORDER.indexOf(x.a.type) - TYPE_ORDER.indexOf(y.a.type);
      if (byType !== 0) return byType;
      const cx = cardOf(x.a);
      const cy = cardOf(y.a);
      return cx === null || cy === null ? x.i - y.i : handOrder(cx, cy);
    })
    .map(({ a }) => a);
}

/** How the session prints: language, texts and card style. */
interface Out {
  readonly lang: Locale;
  readonly t: PlayTexts;
  readonly style: CardStyle;
  readonly write: (text: string) => void;
  /** Writes text with cards in it, painted for the terminal. */
  readonly cards: (text: string) => void;
}

/** The whole table, as on the first turn of a hand or when the player types `table`. */
function wholeTable(state: HandState, out: Out): string[] {
  const hand = state.held[PLAYER] ?? [];
  const [, ...table] = renderTableAfter(state, PLAYER, out.lang);
  const lines = [
    `  ${out.t.yourHand} (${hand.length}): ${formatHand(hand)}`,
    ...table,
    ...renderKnown(state, PLAYER, out.t, out.lang),
  ];
  if (state.ruleset.discardPileVisibility === "open" && state.discardPile.length > 0)
    lines.push(`  ${out.t.discardPile}: ${formatCards(state.discardPile)}`);
  return lines;
}

/** What the player sees before choosing: the table or what changed since the last turn, the numbered moves. */
function renderChoice(state: HandState, last: HandState | null, listed: readonly Action[], out: Out): string {
  const t = out.t;
  let lines: string[];
  if (last === null) lines = wholeTable(state, out);
  else {
    const [hand = "", counts = ""] = wholeTable(state, out);
    lines = [hand, counts, ...renderKnown(state, PLAYER, t, out.lang), ...renderMeldChanges(last, state, t, out.lang)];
    if (state.ruleset.discardPileVisibility === "open" && state.discardPile.length > 0)
      lines.push(`  ${t.discardPile}: ${formatCards(state.discardPile)}`);
    lines.push(`  ${t.tableHint}`);
  }
  lines.unshift(`${t.yourTurn}:`);
  lines.push(`  ${t.moves}:`);
  listed.forEach((a, i) => {
    lines.push(`    ${String(i + 1).padStart(3)}. ${moveText(a, out.lang)}`);
  });
  return `${lines.join("\n")}\n`;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

type Lines = AsyncIterator<string>;

/** Plays one hand to its end: the ended state, or `null` when the input ended or a bot failed. */
async function playHand(
  dealt: HandState,
  dealSeed: Seed,
  args: PlayArgs,
  io: CliIO,
  lines: Lines,
  out: Out,
): Promise<HandState | null> {
  const t = out.t;
  const players = args.ruleset.players;
  const rngs: RngState[] = Array.from({ length: players }, (_, s) => seedRng(botSeed(dealSeed, s)));
  let state = dealt;
  let lastTurn: HandState | null = null;
  while (state.phase !== "ended") {
    const seat = state.turn;
    if (seat === PLAYER) {
      const listed = listedMoves(legalActions(state));
      out.cards(renderChoice(state, lastTurn, listed, out));
      // The next time, only what changed since this table was shown.
      lastTurn = state;
      for (;;) {
        out.write(t.prompt);
        const line = await lines.next();
        if (line.done === true) {
          out.write(`\n${t.inputEnded}\n`);
          return null;
        }
        if (line.value.trim().toLowerCase() === t.tableWord || line.value.trim().toLowerCase() === "table") {
          out.cards(`${wholeTable(state, out).join("\n")}\n`);
          continue;
        }
        const word = line.value.trim().toLowerCase();
        if (word === t.hintWord || word === "hint") {
          out.cards(hintText(state, listed, rngs[PLAYER] as RngState, out));
          continue;
        }
        const move = readMoveLine(line.value, state, listed, out);
        if (typeof move === "string") {
          out.cards(`${move}\n`);
          continue;
        }
        const next = apply(state, move);
        if (!next.ok) {
          out.cards(`${refusalText(next.error, out.lang)}\n`);
          continue;
        }
        out.cards(`${t.you} ${describeAction(state, move, next.value, out.lang, t.yours)}\n\n`);
        state = next.value;
        break;
      }
      continue;
    }
    const bot = botFor(args.bots[seat - 1] ?? "greedy");
    const [action, rng] = bot(viewFor(state, seat), legalActions(state), rngs[seat] as RngState);
    rngs[seat] = rng;
    const next = action === null ? null : apply(state, action);
    if (next === null || !next.ok) {
      io.stderr.write(
        `burraco play: the bot of seat ${seat} failed${next === null || next.ok ? "" : `: ${next.error.message}`}\n`,
      );
      return null;
    }
    if (args.pause > 0) await sleep(args.pause);
    const told =
      (action as Action).type === "draw"
        ? t.drawsHidden
        : describeAction(state, action as Action, next.value, out.lang);
    out.cards(`${seatName(seat, players, out.lang)}: ${told}\n`);
    state = next.value;
  }
  out.cards(
    `\n${t.over}\n${renderTableAfter(state, PLAYER, out.lang).join("\n")}\n\n${t.scoreSheet}\n${renderScoreSheet(scoreHand(state), players, out.lang)}`,
  );
  return state;
}

/** A match side's name: with four players a pair of seats, else one seat (R11.3). */
function matchSideName(side: number, players: number, lang: Locale): string {
  return players === 4 ? sideName([side, side + 2], 4, lang) : seatName(side, players, lang);
}

/** The match so far: each hand's credits and the running totals. */
function renderMatch(match: Match, out: Out): string {
  const players = match.ruleset.players;
  const rows = [
    ["", ...match.totals.map((_, side) => matchSideName(side, players, out.lang))],
    ...match.hands.map((h) => [out.t.handLabel(h.number), ...h.credits.map(String)]),
    [out.t.total, ...match.totals.map(String)],
  ];
  return `${out.t.matchTotals(match.ruleset.targetScore)}\n${renderTable(rows, "  ")}\n`;
}

/**
 * Plays in the terminal: the player (seat 0) reads the table and the numbered legal moves on
 * stdout and answers on `input` (a move's number, or the move typed in card notation, with the
 * move words of `--lang`); a refused move is explained with its rule id and asked again. Bots
 * play the other seats, each after `args.pause` ms. One hand (the last seat deals, so the player
 * starts), or with `args.target` a match to that target, the next hand offered after each score
 * sheet. Ends after the last score sheet, closing its reading of `input`; exit code 1 if the input
 * ends first. Cards are printed with suit symbols and colour when stdout is a terminal.
 */
export async function runPlay(options: PlayArgs, io: CliIO, input: NodeJS.ReadableStream): Promise<number> {
  // Without --seed, a new deal each time; its seed is printed so that it can be replayed.
  const chosen = options.seed;
  const args = { ...options, seed: chosen ?? (io.randomSeed ?? (() => randomInt(1, 1_000_000_000)))() };
  const t = playTexts(args.lang);
  const style = cardStyleFor(io.stdout.isTTY, process.env.NO_COLOR);
  const write = (text: string): void => {
    io.stdout.write(text);
  };
  const out: Out = { lang: args.lang, t, style, write, cards: (text) => write(paintCards(text, style)) };
  const reader = createInterface({ input, terminal: false });
  const lines = reader[Symbol.asyncIterator]();
  try {
    const replay = chosen === null ? `${t.replay(String(args.seed))}\n` : "";
    write(`${t.title(args.preset, String(args.seed))}\n${replay}${t.help}\n\n`);
    if (args.target === null) {
      const players = args.ruleset.players;
      const ended = await playHand(
        dealHand(args.ruleset, args.seed, players - 1, undefined),
        args.seed,
        args,
        io,
        lines,
        out,
      );
      return ended === null ? EXIT.failure : EXIT.ok;
    }
    write(`${t.matchTitle(args.target)}\n`);
    const started = newMatch({
      ruleset: { ...args.ruleset, targetScore: args.target },
      seed: args.seed as string | number,
    });
    if (!started.ok) {
      io.stderr.write(`burraco play: ${started.error.message}\n`);
      return EXIT.failure;
    }
    let match = started.value;
    for (;;) {
      const number = match.hands.length + 1;
      const dealt = startHand(match);
      if (!dealt.ok) {
        io.stderr.write(`burraco play: ${dealt.error.message}\n`);
        return EXIT.failure;
      }
      write(`\n${t.handHeading(number)}\n`);
      const ended = await playHand(dealt.value, matchHandSeed(match.seed, number), args, io, lines, out);
      if (ended === null) return EXIT.failure;
      const recorded = recordHand(match, ended);
      if (!recorded.ok) {
        io.stderr.write(`burraco play: ${recorded.error.message}\n`);
        return EXIT.failure;
      }
      match = recorded.value;
      write(`\n${renderMatch(match, out)}`);
      if (match.over) {
        write(`${t.matchOver(matchSideName(match.winner ?? 0, match.ruleset.players, args.lang))}\n`);
        return EXIT.ok;
      }
      write(t.nextHand(number + 1));
      const line = await lines.next();
      if (line.done === true) {
        write(`\n${t.inputEnded}\n`);
        return EXIT.failure;
      }
      if (t.quitWords.includes(line.value.trim().toLowerCase())) {
        write(`${t.stopped}\n`);
        return EXIT.ok;
      }
    }
  } finally {
    // Let go of the input: a terminal's or a pipe's stdin would otherwise keep the process alive.
    reader.close();
    if ("pause" in input && typeof input.pause === "function") input.pause();
  }
}

/**
 * The planner's three best moves for the player, numbered as listed; seeded by the player's PRNG
 * state, so the same game gives the same hints (asking does not change the bots' play).
 */
function hintText(state: HandState, listed: readonly Action[], rng: RngState, out: Out): string {
  const hints = hint(viewFor(state, PLAYER), legalActions(state), { rng }).value ?? [];
  if (hints.length === 0) return `${out.t.noHint}\n`;
  const signed = (x: number): string => `${x >= 0 ? "+" : "−"}${Math.abs(Math.round(x))}`;
  const lines = hints.slice(0, 3).map((h) => {
    const n = listed.findIndex((a) => JSON.stringify(a) === JSON.stringify(h.action)) + 1;
    return out.t.hintLine(n, moveText(h.action, out.lang), signed(h.margin), String(Math.round(h.stderr)));
  });
  return `${out.t.hints}\n${lines.join("\n")}\n`;
}

/** The action a line asks for, or the message to show instead. */
function readMoveLine(line: string, state: HandState, listed: readonly Action[], out: Out): Action | string {
  const move = readMove(line, PLAYER, state.held[PLAYER] ?? [], listed, out.lang);
  if (move.ok) return move.action;
  return move.reason === "not-held" ? out.t.notHeld(move.text) : out.t.unknownMove(move.text);
}
