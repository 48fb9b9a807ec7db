/**
 * `burraco simulate`.
 * @module
 */
import { botFor } from "../bots/registry.js";
import { simulateHands } from "../sim/simulate.js";
import { addHand, finishTally, newTally } from "../sim/summary.js";
import { initialSides } from "../state/seats.js";
import type { SimulateArgs } from "./args.js";
import { type CliIO, EXIT } from "./io.js";
import { clearProgress, renderProgress } from "./renderProgress.js";
import { renderSummary, renderSummaryJson } from "./renderSummary.js";

/** How often the progress bar is redrawn, at most (ms). */
const FRAME_MS = 200;

/**
 * Runs a simulation from parsed flags: a progress bar on stderr when it is a terminal, then the
 * summary on stdout (a table, or JSON with `--json`). Returns the exit code.
 */
export function runSimulate(args: SimulateArgs, io: CliIO): number {
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
