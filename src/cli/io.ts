/**
 * What the CLI writes to: the process's streams, or fakes in tests.
 * @module
 */

/**
 * A place the CLI writes text to; `isTTY` decides whether a progress bar is drawn.
 */
export interface CliStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  /** Width of a terminal, when known. */
  readonly columns?: number;
  /** Height of a terminal, when known. */
  readonly rows?: number;
}

/**
 * The CLI's outside world: its two streams and a clock (milliseconds, for hands/s and the
 * progress bar; tests pass a fixed one).
 */
export interface CliIO {
  readonly stdout: CliStream;
  readonly stderr: CliStream;
  readonly now?: () => number;
  /** A new seed for `burraco play` without `--seed` (default: a random one); tests pass their own. */
  readonly randomSeed?: () => number;
  /** Where `burraco play` reads the player's moves (default: the process's stdin). */
  readonly stdin?: NodeJS.ReadableStream;
  /** Aborted when `burraco play` is interrupted (default: on the process's SIGINT, Ctrl-C). */
  readonly interrupt?: AbortSignal;
  /** The folder `burraco play` saves in and resumes from by default (default: the current one). */
  readonly cwd?: string;
}

/**
 * Exit codes: success, a failure while running, a usage error, interrupted (128 + SIGINT, as shells report it).
 */
export const EXIT = /* @__PURE__ */ Object.freeze({ ok: 0, failure: 1, usage: 2, interrupted: 130 });
