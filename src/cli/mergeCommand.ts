/**
 * `burraco merge`: the figures of a run from the JSON reports of its shards.
 * @module
 */
import { readFileSync } from "node:fs";
import { mergeReports } from "../sim/mergeReports.js";
import { type CliIO, EXIT } from "./io.js";
import { renderArena } from "./renderArena.js";

/**
 * Reads the shards' JSON files and prints the merged figures (text, or JSON with `json`): exactly
 * those of one `burraco arena` run over the same deals. A file that cannot be read, is not an arena
 * report or belongs to another run is refused with exit code 1.
 */
export function runMerge(args: { readonly files: readonly string[]; readonly json: boolean }, io: CliIO): number {
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
