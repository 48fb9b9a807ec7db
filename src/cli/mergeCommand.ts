/**
 * `burraco merge`: the figures of a run from the JSON reports of its shards.
 * @module
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { Result } from "../result.js";
import { mergeReports } from "../sim/mergeReports.js";
import { defineCommand } from "./command.js";
import { fail } from "./flags.js";
import { type CliIO, EXIT } from "./io.js";
import { renderArena } from "./renderArena.js";

/** `burraco merge`'s options. */
interface MergeArgs {
  readonly help: boolean;
  readonly files: readonly string[];
  readonly json: boolean;
}

/**
 * Reads `burraco merge`'s options: the JSON files of `burraco arena --json --shard …`.
 */
function readMergeArgs(argv: readonly string[]): Result<MergeArgs> {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { help: { type: "boolean", short: "h" }, json: { type: "boolean" } },
      allowPositionals: true,
      strict: true,
    });
    if (values.help !== true && positionals.length === 0) return fail("give the JSON files of the shards to merge");
    return { ok: true, value: { help: values.help === true, files: positionals, json: values.json === true } };
  } catch (e) {
    // parseArgs writes its advice on lines of their own; a refusal is one line (R13).
    return fail((e instanceof Error ? e.message : String(e)).split("\n").join(" "));
  }
}

/**
 * Help for `burraco merge`.
 */
const MERGE_HELP = `Usage: burraco merge FILE... [--json]

Combines the JSON outputs of "burraco arena --json --shard i/n" runs of the same arena (any order)
into the figures of one run over their deals. The slices must join without gaps or overlaps.

Options:
  --json              print the merged figures as JSON
  -h, --help          show this help

Example:
  burraco arena --hands 1000 --duplicate --shard 1/2 --json > a.json
  burraco arena --hands 1000 --duplicate --shard 2/2 --json > b.json
  burraco merge a.json b.json
`;

/**
 * Reads the shards' JSON files and prints the merged figures (text, or JSON with `json`): exactly
 * those of one `burraco arena` run over the same deals. A file that cannot be read, is not an arena
 * report or belongs to another run is refused with exit code 1.
 */
function runMerge(args: MergeArgs, io: CliIO): number {
  const inputs: { name: string; json: unknown }[] = [];
  for (const name of args.files) {
    try {
      inputs.push({ name, json: JSON.parse(readFileSync(name, "utf8")) });
    } catch (e) {
      io.stderr.write(`burraco merge: cannot read ${name}: ${e instanceof Error ? e.message : String(e)}\n`);
      return EXIT.failure;
    }
  }
  const merged = mergeReports(inputs);
  if (!merged.ok) {
    io.stderr.write(`burraco merge: ${merged.error.message}\n`);
    return EXIT.failure;
  }
  io.stdout.write(args.json ? `${JSON.stringify(merged.value)}\n` : renderArena(merged.value));
  return EXIT.ok;
}

/** `burraco merge`. */
export const mergeCommand = defineCommand({
  name: "merge",
  summary: "combine the JSON outputs of arena shards into the figures of one run",
  help: MERGE_HELP,
  read: readMergeArgs,
  run: runMerge,
});
