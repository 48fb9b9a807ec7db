/**
 * `burraco demo`: one seeded hand between greedy bots, turn by turn.
 * @module
 */
import type { Action } from "../actions/types.js";
import { greedyBot } from "../bots/greedyBot.js";
import type { Locale } from "../i18n/locale.js";
import { presetName } from "../i18n/presetNames.js";
import type { Seed } from "../random/seed.js";
import { apply } from "../reducers/apply.js";
import type { Result } from "../result.js";
import type { PresetName } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";
import { scoreHand } from "../scoring/scoreHand.js";
import { playHand } from "../sim/playHand.js";
import { dealHand } from "../state/deal.js";
import { seatsOfSide } from "../state/seats.js";
import type { HandState } from "../state/types.js";
import { defineCommand } from "./command.js";
import { fail, parseFlags, readLang, readRuleset, readSeed } from "./flags.js";
import { type CliIO, EXIT } from "./io.js";
import { formatHand, seatName, sideName } from "./renderCards.js";
import { renderScoreSheet } from "./renderScore.js";
import { describeAction, renderTableAfter } from "./renderTurn.js";
import { CLI_TEXTS } from "./texts.js";

function endsTurn(action: Action): boolean {
  return action.type === "discard" || action.type === "close";
}

/**
 * `burraco demo`'s options.
 */
export interface DemoArgs {
  readonly help: boolean;
  readonly preset: PresetName;
  readonly ruleset: Ruleset;
  readonly seed: Seed;
  /** The language of the demo (`--lang it|en`, default `en`). */
  readonly lang: Locale;
}

/**
 * Reads `burraco demo`'s flags.
 */
function readDemoArgs(argv: readonly string[]): Result<DemoArgs> {
  const p = parseFlags(argv, {
    help: { type: "boolean", short: "h" },
    seed: { type: "string" },
    preset: { type: "string" },
    lang: { type: "string" },
  });
  if (!p.ok) return p;
  const v = p.value;
  const rs = readRuleset(v.preset as string | undefined, undefined);
  if (!rs.ok) return rs;
  if (rs.value.ruleset.players !== 4)
    return fail(`the demo is a 4-player hand: --preset ${rs.value.preset} has ${rs.value.ruleset.players} players`);
  const lang = readLang(v.lang as string | undefined);
  if (!lang.ok) return lang;
  const seed = readSeed(v.seed as string | undefined);
  return {
    ok: true,
    value: { help: v.help === true, preset: rs.value.preset, ruleset: rs.value.ruleset, seed, lang: lang.value },
  };
}

/**
 * Help for `burraco demo`.
 */
const DEMO_HELP = `Usage: burraco demo [options]

Prints one seeded 4-player hand between greedy bots, turn by turn, in card notation (7H = seven
of hearts, 10D, JK = joker; suits S H D C, and with --lang it P C Q F, picche cuori quadri fiori,
as burraco play reads them), with the table after each turn and the itemised score sheet at the end.

Options:
  --seed <seed>       deal seed, an integer or any text (default 1)
  --preset <name>     a 4-player preset (default classic)
  --lang <it|en>      language of the story and the score sheet (default en; it = italiano)
  -h, --help          show this help
`;

/**
 * The whole demo as text: the deal, every turn with the table after it, how the hand ended and the
 * score sheet. `null` if the hand could not be played (a bot error, which would be a bug).
 */
function renderDemo(args: DemoArgs): string | null {
  const played = playHand({ ruleset: args.ruleset, seed: args.seed, dealer: 0, bots: [greedyBot], record: true });
  if (!played.ok || played.value.result.error !== null || played.value.result.log === undefined) return null;
  const players = args.ruleset.players;
  let state: HandState = dealHand(args.ruleset, played.value.result.dealSeed, 0, undefined);
  const lang = args.lang;
  const t = CLI_TEXTS[lang];
  const seatOf = (seat: number): string => seatName(seat, players, lang);
  const out: string[] = [];
  out.push(t.demoTitle(presetName(args.preset, lang), String(args.seed)));
  out.push(
    t.demoSides(
      sideName([0, 2], players, lang),
      sideName([1, 3], players, lang),
      seatOf(state.dealer),
      seatOf(state.turn),
    ),
  );
  out.push(t.notation);
  out.push("");
  out.push(t.afterDeal(formatHand(state.discardPile, lang), state.stock.length));
  out.push("");
  let turn = 1;
  let startOfTurn = true;
  for (const action of played.value.result.log) {
    if (startOfTurn) {
      const seat = state.turn;
      const seats = seatsOfSide(state, state.sides[seat] ?? seat);
      out.push(t.turn(turn, seatOf(seat), sideName(seats, players, lang)));
      out.push(`  ${t.holds(state.held[seat]?.length ?? 0)}: ${formatHand(state.held[seat] ?? [], lang)}`);
      startOfTurn = false;
    }
    const next = apply(state, action);
    if (!next.ok) return null;
    out.push(`  ${seatOf(action.seat)} ${describeAction(state, action, next.value, lang)}`);
    state = next.value;
    if (endsTurn(action)) {
      out.push(...renderTableAfter(state, action.seat, lang));
      out.push("");
      turn++;
      startOfTurn = true;
    }
  }
  const end = state.end;
  out.push(
    t.handOver(
      end?.reason ?? "stalemate",
      end?.closedBy === null || end?.closedBy === undefined ? "" : seatOf(end.closedBy),
    ),
  );
  out.push("");
  out.push(t.scoreSheet);
  out.push(renderScoreSheet(scoreHand(state), players, lang));
  return `${out.join("\n")}`;
}

/**
 * Prints the demo on stdout; returns the exit code.
 */
function runDemo(args: DemoArgs, io: CliIO): number {
  const text = renderDemo(args);
  if (text === null) {
    io.stderr.write("burraco demo: the bots could not finish the hand (this is a bug; please report the seed)\n");
    return EXIT.failure;
  }
  io.stdout.write(text);
  return EXIT.ok;
}

/** `burraco demo`. */
export const demoCommand = defineCommand({
  name: "demo",
  summary: "print one seeded 4-player hand between greedy bots, turn by turn",
  help: DEMO_HELP,
  read: readDemoArgs,
  run: runDemo,
});
