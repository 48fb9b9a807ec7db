/**
 * `burraco play`: a hand, or a match to `--target`, in the terminal, the player at seat 0 (South)
 * against (and with) bots, played on a `burraco/table` table: the person's moves through
 * `playAction`, the bots' one step at a time through `stepBot`, the next hand through `nextHand`,
 * what the player has not seen yet through `seatEvents` and `markSeen`.
 * @module
 */
import { randomInt } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import type { Action } from "../actions/types.js";
import { hint } from "../bots/planner/plannerBot.js";
import { type BotName, botFor } from "../bots/registry.js";
import type { Bot } from "../bots/types.js";
import type { CardId } from "../cards/card.js";
import { describeHint } from "../i18n/describeHint.js";
import type { Locale } from "../i18n/locale.js";
import { presetName } from "../i18n/presetNames.js";
import { describeMatchEnd, matchTitle, seatNames, sideNames } from "../i18n/seating.js";
import { legalActions } from "../legal/legalActions.js";
import type { Match } from "../match/types.js";
import type { Seed } from "../random/seed.js";
import type { PublicEvent } from "../reducers/publicEvents.js";
import type { Result } from "../result.js";
import type { PresetName } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";
import { scoreHand } from "../scoring/scoreHand.js";
import { newTable } from "../table/newTable.js";
import { nextHand } from "../table/nextHand.js";
import { playAction, stepBot } from "../table/play.js";
import type { Table, TableSeat } from "../table/types.js";
import { markSeen, seatEvents, tableTurn, tableView } from "../table/views.js";
import { defineCommand } from "./command.js";
import { fail, parseFlags, readBotNames, readCount, readLang, readRuleset, readSeed } from "./flags.js";
import { type CliIO, EXIT } from "./io.js";
import { type CardStyle, cardStyleFor, paintFaces } from "./paintCards.js";
import { readMove } from "./playInput.js";
import { DEFAULT_SAVE_FILE, type PlaySave, readPlaySave, savedBots, writePlaySave } from "./playSave.js";
import {
  listedMoves,
  PLAYER,
  renderEvents,
  renderHand,
  renderMoves,
  renderTable,
  renderTurn,
  type Screen,
} from "./playScreen.js";
import { inputText, playTexts, refusalText } from "./playTexts.js";
import { renderScoreSheet } from "./renderScore.js";
import { renderTable as renderColumns } from "./renderTable.js";
import { wrapText } from "./wrapText.js";

export { listedMoves, moveText } from "./playScreen.js";

/**
 * `burraco play`'s options.
 */
export interface PlayArgs {
  readonly help: boolean;
  readonly preset: PresetName;
  readonly ruleset: Ruleset;
  /** The bots of seats 1, 2, … (the player is seat 0, South). */
  readonly bots: readonly BotName[];
  /** The deal's seed (`--seed`), or `null` for a new deal each time: a random seed, printed. */
  readonly seed: Seed | null;
  readonly lang: Locale;
  /** Milliseconds each bot waits before its move, so that the player can follow. */
  readonly pause: number;
  /** A match to this target (R10.1), a multiple of 5; `null` for one hand. */
  readonly target: number | null;
  /** Where an interrupted match is saved (`--save`), or `null` for the default. */
  readonly save: string | null;
  /** `--resume [file]`: the file to continue ("" for the default), or `null` for a new match. */
  readonly resume: string | null;
  /** Whether `--lang` and `--pause` were given (on `--resume` they change the saved ones). */
  readonly langGiven: boolean;
  readonly pauseGiven: boolean;
}

/** The words that show how to play and the moves at hand, at any prompt, in either language. */
const HELP_WORDS: readonly string[] = ["aiuto", "help", "?"];

/** The flags a resumed match takes from its save, which `--resume` refuses. */
const SAVED_FLAGS = ["preset", "players", "bots", "seed", "target"] as const;

/** `--resume` alone (last, or before another flag) as `--resume=`: the default file. */
function resumeValue(argv: readonly string[]): string[] {
  return argv.map((arg, i) => {
    const next = argv[i + 1];
    return arg === "--resume" && (next === undefined || next.startsWith("-")) ? "--resume=" : arg;
  });
}

/**
 * Reads `burraco play`'s flags.
 */
function readPlayArgs(argv: readonly string[]): Result<PlayArgs> {
  const p = parseFlags(resumeValue(argv), {
    help: { type: "boolean", short: "h" },
    preset: { type: "string" },
    players: { type: "string" },
    bots: { type: "string" },
    seed: { type: "string" },
    lang: { type: "string" },
    pause: { type: "string" },
    target: { type: "string" },
    save: { type: "string" },
    resume: { type: "string" },
  });
  if (!p.ok) return p;
  const v = p.value;
  if (v.save === "") return fail("--save needs a file name");
  const fixed = v.resume === undefined ? undefined : SAVED_FLAGS.find((f) => v[f] !== undefined);
  if (fixed !== undefined) return fail(`--${fixed}: a resumed match keeps the settings it was saved with`);
  const rs = readRuleset(v.preset as string | undefined, v.players as string | undefined);
  if (!rs.ok) return rs;
  const lang = readLang(v.lang as string | undefined);
  if (!lang.ok) return lang;
  const pause = readCount(v.pause as string | undefined, "--pause", 0, 60_000, 400);
  if (!pause.ok) return pause;
  const target = v.target === undefined ? null : readCount(v.target as string, "--target", 5, 1_000_000);
  if (target !== null && !target.ok) return target;
  if (target !== null && target.value % 5 !== 0)
    return fail(`--target must be a multiple of 5 (R10.1), got ${v.target as string}`);
  const others = rs.value.ruleset.players - 1;
  const read = readBotNames(v.bots as string | undefined, "greedy");
  if (!read.ok) return read;
  const names = read.value;
  if (names.length !== 1 && names.length !== others)
    return fail(`--bots: give 1 bot for every other seat, or ${others} (seats 1 to ${others}); got ${names.length}`);
  return {
    ok: true,
    value: {
      help: v.help === true,
      preset: rs.value.preset,
      ruleset: rs.value.ruleset,
      bots: Array.from({ length: others }, (_, i) => (names.length === 1 ? names[0] : names[i]) as BotName),
      seed: v.seed === undefined ? null : readSeed(v.seed as string),
      lang: lang.value,
      pause: pause.value,
      target: target === null ? null : target.value,
      save: (v.save as string | undefined) ?? null,
      resume: (v.resume as string | undefined) ?? null,
      langGiven: v.lang !== undefined,
      pauseGiven: v.pause !== undefined,
    },
  };
}

/** How the session prints: the screen's words and width, the card style, the details toggle. */
interface Out extends Screen {
  readonly style: CardStyle;
  readonly tty: boolean;
  /** Writes text as it is. */
  readonly write: (text: string) => void;
  /** Writes text with cards in it, wrapped to the width and painted for the terminal. */
  readonly say: (text: string) => void;
  /** Whether rule ids and error codes are shown. */
  details: boolean;
  /** On a terminal, the last of `events` on one line, overwritten by the next. */
  readonly live: (events: readonly PublicEvent[], players: number) => void;
  /** Clears that line. */
  readonly clearLive: () => void;
}

/** Why a session stops before its end: the input ended, or the player interrupted it. */
type Stop = "input" | "interrupt";

/** The next line the player typed, or why there is none. */
type NextLine = () => Promise<string | Stop>;

/** Waits `ms`, or less if `signal` aborts first. */
const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((done) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        done();
      },
      { once: true },
    );
  });

/** The cards the player's own move showed only to the player: the card drawn, the pozzetto's cards. */
function revealed(before: Table, after: Table): CardId[] {
  const had = before.state.held[PLAYER] ?? [];
  return (after.state.held[PLAYER] ?? []).filter((id) => !had.includes(id));
}

/** One side's name in the match table and the score sheet: "Noi"/"Loro", or the seats'. */
function sidesOf(table: Table, lang: Locale): string[] {
  return sideNames(table.state.sides, lang, PLAYER);
}

/**
 * The events of the player's own move, told in the second person, the card drawn named; then
 * marked seen.
 */
function tellOwn(before: Table, after: Table, out: Out): Table {
  const events = seatEvents(after, PLAYER);
  const lines = renderEvents(events, after.state.held.length, out, revealed(before, after));
  out.say(`${lines.map((l) => l.trimStart()).join("\n")}\n`);
  return markSeen(after, PLAYER).value ?? after;
}

/**
 * The person's turn: the screen, then lines read until one is a move the table accepts. The table
 * after the move, or `null` when the input ended.
 */
async function personTurn(table: Table, nextLine: NextLine, out: Out): Promise<Table | Stop> {
  const t = out.t;
  const state = table.state;
  const listed = listedMoves(legalActions(state));
  out.clearLive();
  out.say(`\n${renderTurn(state, seatEvents(table, PLAYER), listed, out)}`);
  let seen = markSeen(table, PLAYER).value ?? table;
  for (;;) {
    out.write(t.prompt);
    const line = await nextLine();
    if (line === "input" || line === "interrupt") return line;
    const word = line.trim().toLowerCase();
    if (HELP_WORDS.includes(word)) {
      out.say(`${[t.help, `${t.moves}:`, ...renderMoves(listed, out)].join("\n")}\n`);
      continue;
    }
    if (word === t.tableWord || word === "table") {
      const title = `${t.moves}:`;
      const screen = [...renderTable(state, out), title, ...renderMoves(listed, out), renderHand(state, out)];
      out.say(`${screen.join("\n")}\n`);
      continue;
    }
    if (word === t.hintWord || word === "hint") {
      out.say(`${hintText(seen, listed, out)}\n`);
      continue;
    }
    if (word === t.detailsWord || word === "details") {
      out.details = !out.details;
      out.say(`${out.details ? t.detailsOn : t.detailsOff}\n`);
      continue;
    }
    const move = readMove(line, PLAYER, state.held[PLAYER] ?? [], listed, out.lang);
    if (!move.ok) {
      out.say(`${inputText(move, out.lang)}\n`);
      continue;
    }
    const next = playAction(seen, PLAYER, move.action);
    if (!next.ok) {
      out.say(`${refusalText(next.error, out.lang, out.details)}\n`);
      continue;
    }
    seen = tellOwn(seen, next.value, out);
    return seen;
  }
}

/** What a hand is played with: the bots, the input, the output, and where the table is kept. */
interface Session {
  readonly bots: Readonly<Record<string, Bot>>;
  readonly pause: number;
  readonly io: CliIO;
  readonly nextLine: NextLine;
  readonly out: Out;
  readonly interrupt: AbortSignal;
  /** The table as it stands, kept at every step for a save: at the player's turn, before it is seen. */
  table: Table | null;
}

/**
 * Plays the hand at `table` to its end with the person and the bots (not the simulator's `playHand`,
 * which plays bots only): the table with the hand ended, why it stopped, or `null`
 * when a bot failed.
 */
async function playTableHand(table: Table, session: Session): Promise<Table | Stop | null> {
  const { bots, io, out } = session;
  let at = table;
  for (let turn = tableTurn(at); turn !== null; turn = tableTurn(at)) {
    session.table = at;
    if (session.interrupt.aborted) return "interrupt";
    if (!turn.bot) {
      const next = await personTurn(at, session.nextLine, out);
      if (typeof next === "string") return next;
      at = next;
      continue;
    }
    if (session.pause > 0) await sleep(session.pause, session.interrupt);
    if (session.interrupt.aborted) return "interrupt";
    const before = at.events.length;
    const step = stepBot(at, bots);
    if (!step.ok) {
      out.clearLive();
      io.stderr.write(`burraco play: ${step.error.message}\n`);
      return null;
    }
    at = step.value;
    out.live(at.events.slice(before), at.state.held.length);
  }
  out.clearLive();
  const events = renderEvents(seatEvents(at, PLAYER), at.state.held.length, out);
  at = markSeen(at, PLAYER).value ?? at;
  session.table = at;
  const sheet = renderScoreSheet(scoreHand(at.state), at.state.held.length, out.lang, {
    names: sidesOf(at, out.lang),
    rules: out.details,
  });
  out.say(
    `${events.length > 0 ? `${out.t.since}\n${events.join("\n")}\n` : ""}\n${out.t.over}\n${renderTable(at.state, out).join("\n")}\n\n${out.t.scoreSheet}\n${sheet}`,
  );
  return at;
}

/** The match so far: each hand's credits and the running totals. */
function renderMatch(match: Match, names: readonly string[], out: Out): string {
  const rows = [
    ["", ...match.totals.map((_, side) => names[side] ?? String(side))],
    ...match.hands.map((h) => [out.t.handLabel(h.number), ...h.credits.map(String)]),
    [out.t.total, ...match.totals.map(String)],
  ];
  return `${out.t.matchTotals} (${matchTitle(match.ruleset.targetScore, out.lang).replace(/^\S+ /, "")})\n${renderColumns(rows, "  ")}\n`;
}

/** The lines under the title: where the player sits, the match, how to play. */
function intro(args: PlayArgs & { readonly seed: Seed }, chosen: boolean, out: Out): string {
  const t = out.t;
  const players = args.ruleset.players;
  const seats = seatNames(players, out.lang, PLAYER);
  const partner = players === 4 ? (seats[(PLAYER + 2) % 4] ?? null) : null;
  const lines = [
    t.title(presetName(args.preset, out.lang), String(args.seed)),
    t.seating(seats[PLAYER] ?? "", partner),
    ...(chosen ? [] : [t.replay(String(args.seed))]),
    ...(args.target === null ? [] : [`${matchTitle(args.target, out.lang)}.`]),
    t.help,
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * Plays in the terminal on a `burraco/table` table: the person at seat 0 (South) reads the moves
 * since the last turn, the table, the numbered legal moves and the hand on stdout, and answers on
 * `input` (a move's number, or the move typed with its cards, in the words and card letters of
 * `--lang`); a refused move is explained and asked again. Bots play the other seats, one step
 * each after `args.pause` ms (on a terminal each shows on one live line). One hand (the last seat
 * deals, so the player starts), or with `args.target` a match to that target, the next hand
 * offered after each score sheet. Ends after the last score sheet, closing its reading of
 * `input`; exit code 1 if the input ends first or a bot fails. "aiuto", "help" or "?" at any prompt
 * shows how to play (and at a turn the moves at hand). Ctrl-C (exit code 130), the end of the input
 * or "quit" between two hands saves the table to `--save` (default `burraco-play.save.json` in the
 * current folder), and `--resume` continues it: the same table, so the bots' PRNG states and their
 * moves are the ones they would have been. Text is wrapped at word boundaries
 * to the terminal's width (80 columns when piped); cards show their suit symbols, in colour on a
 * terminal.
 */
async function runPlay(options: PlayArgs, io: CliIO): Promise<number> {
  const cwd = io.cwd ?? process.cwd();
  let resumed: { readonly file: string; readonly table: Table } | null = null;
  let args: PlayArgs & { readonly seed: Seed };
  if (options.resume !== null) {
    const file = options.resume === "" ? DEFAULT_SAVE_FILE : options.resume;
    const save = loadSave(resolve(cwd, file), options.lang);
    if (!save.ok) {
      io.stderr.write(`burraco play: ${playTexts(options.lang).cannotResume(file, save.error.message)}\n`);
      return EXIT.failure;
    }
    const { table } = save.value;
    resumed = { file, table };
    args = {
      ...options,
      preset: save.value.preset,
      ruleset: table.ruleset,
      bots: savedBots(table) as BotName[],
      seed: save.value.seed,
      lang: options.langGiven ? options.lang : save.value.lang,
      pause: options.pauseGiven ? options.pause : save.value.pause,
      target: table.match === null ? null : table.ruleset.targetScore,
    };
  } else {
    // Without --seed, a new deal each time; its seed is printed so that it can be replayed.
    const seed = options.seed ?? (io.randomSeed ?? (() => randomInt(1, 1_000_000_000)))();
    args = { ...options, seed };
  }
  const chosen = resumed !== null || options.seed !== null;
  const input = io.stdin ?? process.stdin;
  const t = playTexts(args.lang);
  const tty = io.stdout.isTTY === true;
  const style = cardStyleFor(tty, process.env.NO_COLOR);
  const width = io.stdout.columns !== undefined && io.stdout.columns >= 20 ? io.stdout.columns : 80;
  const write = (text: string): void => {
    io.stdout.write(text);
  };
  let liveShown = false;
  const out: Out = {
    lang: args.lang,
    t,
    width,
    ...(io.stdout.rows !== undefined && io.stdout.rows >= 10 ? { rows: io.stdout.rows } : {}),
    style,
    tty,
    details: false,
    write,
    say: (text) => write(paintFaces(wrapText(text, width, 4), style)),
    // On a terminal each bot's move shows on one line, overwritten by the next; the player's turn
    // lists them all. Piped output gets them at the player's turn only.
    live: (events, players) => {
      if (!tty || events.length === 0) return;
      const [line = ""] = renderEvents(events.slice(-1), players, out);
      const text = [...line.trim()].slice(0, width - 1).join("");
      write(`\r\u001b[K${paintFaces(text, style)}`);
      liveShown = true;
    },
    clearLive: () => {
      if (liveShown) write("\r\u001b[K");
      liveShown = false;
    },
  };
  // Ctrl-C saves the match instead of killing the process (a test passes its own signal).
  const local = new AbortController();
  const onSigint = (): void => local.abort();
  if (io.interrupt === undefined) process.on("SIGINT", onSigint);
  const interrupt = io.interrupt ?? local.signal;
  const interrupted = new Promise<Stop>((done) => {
    if (interrupt.aborted) done("interrupt");
    interrupt.addEventListener("abort", () => done("interrupt"), { once: true });
  });
  const reader = createInterface({ input, terminal: false });
  const lines = reader[Symbol.asyncIterator]();
  const nextLine: NextLine = async () => {
    const line = await Promise.race([lines.next(), interrupted]);
    if (typeof line === "string") return line;
    return line.done === true ? "input" : line.value;
  };
  const players = args.ruleset.players;
  const seats: TableSeat[] = Array.from({ length: players }, (_, seat) =>
    seat === PLAYER ? "person" : { bot: args.bots[seat - 1] ?? "greedy" },
  );
  const session: Session = {
    bots: Object.fromEntries(args.bots.map((name) => [name, botFor(name)])),
    pause: args.pause,
    io,
    nextLine,
    out,
    interrupt,
    table: null,
  };
  const saveFile = options.save ?? resumed?.file ?? DEFAULT_SAVE_FILE;
  // Saves the table where the session stopped and says how to go on: the exit code.
  const stop = (why: Stop | "quit"): number => {
    out.clearLive();
    write(`\n${why === "input" ? t.inputEnded : why === "interrupt" ? t.interrupted : t.stopped}\n`);
    const code = why === "input" ? EXIT.failure : why === "interrupt" ? EXIT.interrupted : EXIT.ok;
    if (session.table === null) return code;
    const text = writePlaySave({
      preset: args.preset,
      seed: args.seed,
      lang: args.lang,
      pause: args.pause,
      table: session.table,
    });
    try {
      writeFileSync(resolve(cwd, saveFile), text);
    } catch (e) {
      io.stderr.write(`burraco play: ${t.saveFailed(saveFile, e instanceof Error ? e.message : String(e))}\n`);
      return EXIT.failure;
    }
    const command = `burraco play --resume${saveFile === DEFAULT_SAVE_FILE ? "" : ` ${quoted(saveFile)}`}`;
    out.say(`${t.saved(saveFile, command)}\n`);
    return code;
  };
  // A match played to its end leaves no save to resume behind it.
  const finished = (): number => {
    if (resumed !== null) rmSync(resolve(cwd, resumed.file), { force: true });
    return EXIT.ok;
  };
  // The command line gives a seed as text or a whole number (readSeed).
  const seed = args.seed as string | number;
  try {
    if (resumed !== null) out.say(`${t.resumed(resumed.file)}\n`);
    out.say(intro(args, chosen, out));
    const opened =
      resumed !== null
        ? { ok: true as const, value: resumed.table }
        : args.target === null
          ? newTable({ ruleset: args.ruleset, seed, seats, oneHand: true, dealer: players - 1 })
          : newTable({ ruleset: { ...args.ruleset, targetScore: args.target }, seed, seats });
    if (!opened.ok) {
      io.stderr.write(`burraco play: ${opened.error.message}\n`);
      return EXIT.failure;
    }
    let table = opened.value;
    for (;;) {
      if (table.match !== null) write(`\n${t.handHeading(table.deal.number)}\n`);
      const ended = await playTableHand(table, session);
      if (ended === null) return EXIT.failure;
      if (typeof ended === "string") return stop(ended);
      table = ended;
      const match = table.match;
      if (match === null) return finished();
      const names = sidesOf(table, args.lang);
      write(`\n${renderMatch(match, names, out)}`);
      if (match.over) {
        out.say(`${describeMatchEnd(match.winner ?? 0, table.state.sides, args.lang, PLAYER)}\n`);
        return finished();
      }
      let line = "";
      for (;;) {
        write(t.nextHand(table.deal.number + 1));
        const read = await nextLine();
        if (read === "input" || read === "interrupt") return stop(read);
        line = read.trim().toLowerCase();
        if (!HELP_WORDS.includes(line)) break;
        out.say(`${t.nextHandHelp}\n`);
      }
      if (t.quitWords.includes(line)) return stop("quit");
      const next = nextHand(table);
      if (!next.ok) {
        io.stderr.write(`burraco play: ${next.error.message}\n`);
        return EXIT.failure;
      }
      table = next.value;
    }
  } finally {
    process.off("SIGINT", onSigint);
    // Let go of the input: a terminal's or a pipe's stdin would otherwise keep the process alive.
    reader.close();
    if ("pause" in input && typeof input.pause === "function") input.pause();
  }
}

/** A file name as a shell reads it back: quoted when it holds anything but plain characters. */
function quoted(file: string): string {
  return /^[\w./-]+$/.test(file) ? file : `'${file.replaceAll("'", "'\\''")}'`;
}

/** The save in `path`, read and checked ({@link readPlaySave}); a missing file said so. */
function loadSave(path: string, lang: Locale): Result<PlaySave> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const missing = e instanceof Error && "code" in e && e.code === "ENOENT";
    return fail(missing ? playTexts(lang).noSave : e instanceof Error ? e.message : String(e));
  }
  return readPlaySave(text);
}

/**
 * The planner's advice for the player, in the library's words (`describeHint`), with the number
 * of its move in the list; seeded by the player's PRNG state at the table, so the same game gives
 * the same hint (asking does not change the bots' play).
 */
function hintText(table: Table, listed: readonly Action[], out: Out): string {
  const state = table.state;
  const rng = table.rngs[PLAYER];
  const hints = hint(tableView(table, PLAYER), legalActions(state), rng === undefined ? {} : { rng }).value ?? [];
  const side = state.sides[PLAYER] ?? PLAYER;
  const melds = (state.melds[side] ?? []).map((m) => m.cards);
  const sentence = describeHint(hints, out.lang, { melds });
  const best = hints[0];
  const n = best === undefined ? 0 : listed.findIndex((a) => JSON.stringify(a) === JSON.stringify(best.action)) + 1;
  return n > 0 ? `${sentence} ${out.t.hintNumber(n)}` : sentence;
}

/** `burraco play`. */
export const playCommand = defineCommand({
  name: "play",
  summary: "play a hand, or a match, in the terminal against bots",
  help: playTexts("en").usage,
  helpFor: (args: PlayArgs) => playTexts(args.lang).usage,
  read: readPlayArgs,
  run: runPlay,
});
