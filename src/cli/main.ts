/**
 * The `burraco` command: `burraco simulate …`, `burraco demo …`, `burraco help`. The only place in
 * the package that prints. `main` takes the arguments and the streams and returns the exit code,
 * so tests call it with fake streams.
 * @module
 */
import { spawnSync } from "node:child_process";
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isMainThread } from "node:worker_threads";
import { runArena } from "./arenaCommand.js";
import { readArenaArgs, readDemoArgs, readMergeArgs, readPlayArgs, readSimulateArgs } from "./args.js";
import { runDemo } from "./demoCommand.js";
import { ARENA_HELP, DEMO_HELP, MAIN_HELP, MERGE_HELP, PLAY_HELP, SIMULATE_HELP } from "./help.js";
import { type CliIO, EXIT } from "./io.js";
import { runMerge } from "./mergeCommand.js";
import { runPlay } from "./playCommand.js";
import { runSimulate } from "./simulateCommand.js";
import { VERSION } from "./version.js";

function usage(io: CliIO, command: string, message: string): number {
  const hint =
    command === "" ? 'Run "burraco --help" for the commands.' : `Run "burraco ${command} --help" for its options.`;
  io.stderr.write(`burraco${command === "" ? "" : ` ${command}`}: ${message}\n${hint}\n`);
  return EXIT.usage;
}

/**
 * Runs the CLI: `argv` without the node and script paths (`process.argv.slice(2)`). Returns the
 * exit code: 0 success, 1 failure, 2 bad command or flags (with a message on stderr); a promise of
 * it for the commands that wait (`arena`, `play`).
 */
export function main(argv: readonly string[], io: CliIO): number | Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case "help":
      case "--help":
      case "-h":
        io.stdout.write(MAIN_HELP);
        return EXIT.ok;
      case "--version":
      case "-v":
        io.stdout.write(`${VERSION}\n`);
        return EXIT.ok;
      case "simulate": {
        const parsed = readSimulateArgs(rest);
        if (!parsed.ok) return usage(io, "simulate", parsed.error.message);
        if (parsed.value.help) {
          io.stdout.write(SIMULATE_HELP);
          return EXIT.ok;
        }
        return runSimulate(parsed.value, io);
      }
      case "demo": {
        const parsed = readDemoArgs(rest);
        if (!parsed.ok) return usage(io, "demo", parsed.error.message);
        if (parsed.value.help) {
          io.stdout.write(DEMO_HELP);
          return EXIT.ok;
        }
        return runDemo(parsed.value, io);
      }
      case "arena": {
        const parsed = readArenaArgs(rest);
        if (!parsed.ok) return usage(io, "arena", parsed.error.message);
        if (parsed.value.help) {
          io.stdout.write(ARENA_HELP);
          return EXIT.ok;
        }
        return runArena(parsed.value, io).catch((e: unknown) => failed(io, e));
      }
      case "merge": {
        const parsed = readMergeArgs(rest);
        if (!parsed.ok) return usage(io, "merge", parsed.error.message);
        if (parsed.value.help) {
          io.stdout.write(MERGE_HELP);
          return EXIT.ok;
        }
        return runMerge(parsed.value, io);
      }
      case "play": {
        const parsed = readPlayArgs(rest);
        if (!parsed.ok) return usage(io, "play", parsed.error.message);
        if (parsed.value.help) {
          io.stdout.write(PLAY_HELP);
          return EXIT.ok;
        }
        return runPlay(parsed.value, io, io.stdin ?? process.stdin).catch((e: unknown) => failed(io, e));
      }
      case undefined:
        io.stderr.write(MAIN_HELP);
        return EXIT.usage;
      default:
        return usage(io, "", `unknown command "${command}" (commands: simulate, arena, merge, play, demo, help)`);
    }
  } catch (e) {
    return failed(io, e);
  }
}

function failed(io: CliIO, e: unknown): number {
  io.stderr.write(`burraco: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  return EXIT.failure;
}

/** Whether this module is the program being run (`burraco …`, `tsx src/cli/main.ts …`), not imported. */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/**
 * Whether `simulate` should restart Node with a capped young generation. Long simulations allocate
 * fast, and V8 then grows its young generation to 32 MB and keeps it: a 100,000-hand run peaks near
 * 90 MB RSS instead of 63 MB (and runs slower). The cap can only be set when Node starts, so the
 * command restarts itself once with it, unless the user already chose a size.
 */
function restartWithSmallYoungGeneration(args: readonly string[]): boolean {
  if (args[0] !== "simulate") return false;
  const chosen = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((a) => a.includes("--max-semi-space-size"));
  return !chosen;
}

if (isMainThread && isEntryPoint()) {
  const args = process.argv.slice(2);
  if (restartWithSmallYoungGeneration(args)) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, "--max-semi-space-size=4", process.argv[1] as string, ...args],
      {
        stdio: "inherit",
      },
    );
    process.exitCode = child.status ?? EXIT.failure;
  } else {
    // `burraco … | head` closes stdout early: stop quietly.
    process.stdout.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code === "EPIPE") process.exit(0);
      throw e;
    });
    const code = main(args, { stdout: process.stdout, stderr: process.stderr });
    if (typeof code === "number") process.exitCode = code;
    else
      void code.then((c) => {
        process.exitCode = c;
      });
  }
}
