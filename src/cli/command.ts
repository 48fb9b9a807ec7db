/**
 * What every command of the `burraco` CLI is: its name, its line in the main help, its own help,
 * the reading of its flags and its run, dispatched by `main` through one table.
 * @module
 */
import type { Result } from "../result.js";
import { type CliIO, EXIT } from "./io.js";

/**
 * A command as `main` runs it: `start` reads the flags and runs, and returns the exit code.
 */
export interface Command {
  /** The word after `burraco`. */
  readonly name: string;
  /** Its line in `burraco --help`. */
  readonly summary: string;
  /** Its `--help`. */
  readonly help: string;
  /** Reads `argv` (the arguments after the command's name) and runs: the exit code. */
  readonly start: (argv: readonly string[], io: CliIO) => number | Promise<number>;
}

/** A command's parts: what {@link defineCommand} joins into a {@link Command}. */
export interface CommandSpec<A extends { readonly help: boolean }> {
  readonly name: string;
  readonly summary: string;
  readonly help: string;
  /** Its help for the options read, when it depends on them (a language); default `help`. */
  readonly helpFor?: (args: A) => string;
  /** Its flags, read into typed options or refused with a message. */
  readonly read: (argv: readonly string[]) => Result<A>;
  /** Its run, once the flags are read. */
  readonly run: (args: A, io: CliIO) => number | Promise<number>;
}

/**
 * A usage error: the message, where to read the options, exit code 2.
 */
export function usage(io: CliIO, command: string, message: string): number {
  const hint =
    command === "" ? 'Run "burraco --help" for the commands.' : `Run "burraco ${command} --help" for its options.`;
  io.stderr.write(`burraco${command === "" ? "" : ` ${command}`}: ${message}\n${hint}\n`);
  return EXIT.usage;
}

/**
 * An exception of the command's own, on stderr: exit code 1.
 */
export function failed(io: CliIO, e: unknown): number {
  io.stderr.write(`burraco: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  return EXIT.failure;
}

/**
 * A command from its parts: bad flags are a usage error, `--help` prints its help, else it runs
 * (an exception, thrown or rejected, is a failure with its stack on stderr).
 */
export function defineCommand<A extends { readonly help: boolean }>(spec: CommandSpec<A>): Command {
  return {
    name: spec.name,
    summary: spec.summary,
    help: spec.help,
    start: (argv, io) => {
      const parsed = spec.read(argv);
      if (!parsed.ok) return usage(io, spec.name, parsed.error.message);
      if (parsed.value.help) {
        io.stdout.write(spec.helpFor?.(parsed.value) ?? spec.help);
        return EXIT.ok;
      }
      const code = spec.run(parsed.value, io);
      return typeof code === "number" ? code : code.catch((e: unknown) => failed(io, e));
    },
  };
}
