/**
 * `burraco simulate`: its flags, its help and its run.
 * @module
 */
import { type BotName, botFor, botNames } from "../bots/registry.js";
import type { Locale } from "../i18n/locale.js";
import type { Seed } from "../random/seed.js";
import type { Result } from "../result.js";
import { defineRuleset } from "../rules/define.js";
import { type PresetName, presetNames } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";
import { simulateHands } from "../sim/simulate.js";
import { addHand, finishTally, newTally } from "../sim/summary.js";
import { initialSides, sideCountFor } from "../state/seats.js";
import { defineCommand } from "./command.js";
import { fail, parseFlags, RUN_FLAGS, readLang, readRunFlags } from "./flags.js";
import { type CliIO, EXIT } from "./io.js";
import { clearProgress, renderProgress } from "./renderProgress.js";
import { renderSummary, renderSummaryJson } from "./renderSummary.js";

/**
 * `burraco simulate`'s options.
 */
export interface SimulateArgs {
  readonly help: boolean;
  readonly preset: PresetName;
  readonly ruleset: Ruleset;
  readonly hands: number;
  readonly seed: Seed;
  readonly bots: readonly BotName[];
  readonly maxActions: number;
  readonly json: boolean;
  readonly progress: boolean;
  /** The language of the summary (`--lang it|en`, default `en`). */
  readonly lang: Locale;
}

/**
 * Reads `burraco simulate`'s flags.
 */
function readSimulateArgs(argv: readonly string[]): Result<SimulateArgs> {
  const p = parseFlags(argv, { ...RUN_FLAGS, lang: { type: "string" } });
  if (!p.ok) return p;
  const v = p.value;
  if (v.help === true) return { ok: true, value: { ...SIMULATE_DEFAULTS, help: true } };
  const run = readRunFlags(v, "greedy");
  if (!run.ok) return run;
  const lang = readLang(v.lang as string | undefined);
  if (!lang.ok) return lang;
  const { bots, ruleset } = run.value;
  const sides = sideCountFor(ruleset.players);
  if (bots.length !== 1 && bots.length !== sides && bots.length !== ruleset.players) {
    return fail(`--bots: give 1 bot, one per side (${sides}) or one per seat (${ruleset.players}); got ${bots.length}`);
  }
  return { ok: true, value: { ...run.value, help: false, lang: lang.value } };
}

const SIMULATE_DEFAULTS: SimulateArgs = {
  help: false,
  preset: "classic",
  ruleset: defineRuleset().value as Ruleset,
  hands: 1000,
  seed: 1,
  bots: ["greedy"],
  maxActions: 5000,
  json: false,
  progress: true,
  lang: "en",
};

/**
 * Help for `burraco simulate`.
 */
const SIMULATE_HELP = `Usage: burraco simulate [options]

Plays complete hands between bots (seeded: the same options give the same numbers) and prints
a summary: hands/s, close rate, how hands ended, mean score and bot errors per side, burraco
classes seen. It exits with 1 when a bot erred (its hand stopped as it stood).

Options:
  --preset <name>     ruleset preset (default classic): ${presetNames.join(", ")}
  --players <n>       2, 3 or 4: change the preset's number of players
  --hands <n>         how many hands (default 1000)
  --seed <seed>       simulation seed, an integer or any text (default 1)
  --bots <list>       comma-separated bots (${botNames.join(", ")}, hard:<n>): one for every seat,
                      one per side, or one per seat (default greedy)
  --max-actions <n>   stop a hand after n actions (default 5000)
  --json              print the result as JSON on stdout
  --no-progress       no progress bar (it is drawn on stderr only when stderr is a terminal)
  --lang <it|en>      language of the summary (default en; --json is always English keys)
  -h, --help          show this help

Example:
  burraco simulate --preset classic --players 4 --hands 10000 --seed 1 --bots greedy,random
`;

/** How often the progress bar is redrawn, at most (ms). */
const FRAME_MS = 200;

/**
 * Runs a simulation from parsed flags: a progress bar on stderr when it is a terminal, then the
 * summary on stdout (a table, or JSON with `--json`). Returns the exit code.
 */
function runSimulate(args: SimulateArgs, io: CliIO): number {
  const now = io.now ?? (() => performance.now());
  const players = args.ruleset.players;
  const seatBots = Array.from({ length: players }, (_, seat) => {
    if (args.bots.length === 1) return args.bots[0] ?? "greedy";
    if (args.bots.length === players) return args.bots[seat] ?? "greedy";
    return args.bots[initialSides(players)[seat] ?? seat] ?? "greedy";
  });
  const hands = simulateHands({
    ruleset: args.ruleset,
    seed: args.seed,
    handCount: args.hands,
    bots: seatBots.map((name) => botFor(name)),
    maxActionsPerHand: args.maxActions,
  });
  if (!hands.ok) {
    io.stderr.write(`burraco simulate: ${hands.error.message}\n`);
    return EXIT.usage;
  }
  const progress = args.progress && io.stderr.isTTY === true;
  const tally = newTally();
  const start = now();
  let lastFrame = start;
  for (const hand of hands.value) {
    addHand(tally, hand);
    if (progress) {
      const t = now();
      if (t - lastFrame >= FRAME_MS) {
        lastFrame = t;
        io.stderr.write(renderProgress(tally.handCount, args.hands, t - start));
      }
    }
  }
  const elapsedMs = now() - start;
  if (progress) io.stderr.write(clearProgress(io.stderr.columns));
  const input = {
    preset: args.preset,
    ruleset: args.ruleset,
    seed: args.seed,
    seatBots,
    summary: finishTally(tally),
    elapsedMs,
    lang: args.lang,
  };
  io.stdout.write(args.json ? renderSummaryJson(input) : renderSummary(input));
  return tally.ends["bot-error"] > 0 ? EXIT.failure : EXIT.ok;
}

/** `burraco simulate`. */
export const simulateCommand = defineCommand({
  name: "simulate",
  summary: "play many hands between bots and print a summary",
  help: SIMULATE_HELP,
  read: readSimulateArgs,
  run: runSimulate,
});
