/**
 * Reading command-line flags with `node:util` `parseArgs`, shared by the commands: typed values or
 * a clear message, in the library's one error form.
 * @module
 */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { MAX_ITERATIONS } from "../bots/budget.js";
import { type BotName, botNames, isBotName } from "../bots/registry.js";
import { isLocale, type Locale } from "../i18n/locale.js";
import type { Seed } from "../random/seed.js";
import { err, type Result } from "../result.js";
import { defineRuleset } from "../rules/define.js";
import { type PresetName, presetNames } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";

/** The options of one command, as `parseArgs` takes them. */
export type FlagSpec = NonNullable<ParseArgsConfig["options"]>;

// A bad flag is bad input, in the library's one error form (`RuleError`).
export function fail<T>(message: string): Result<T> {
  return err("input/invalid", message);
}

/**
 * `--hands -5` as `--hands=-5`: `parseArgs` takes a value that starts with a dash for a flag and
 * refuses it as "ambiguous", so a negative number given to a flag that takes a value is joined to
 * it, and the flag's own check then says what it accepts.
 */
function joinNegatives(argv: readonly string[], options: FlagSpec): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const next = argv[i + 1];
    const name = arg.startsWith("--") ? arg.slice(2) : null;
    if (name !== null && options[name]?.type === "string" && next !== undefined && /^-[\d.]/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** Runs `parseArgs`, turning its exceptions into a message. */
export function parseFlags(
  argv: readonly string[],
  options: FlagSpec,
): Result<Record<string, string | boolean | undefined>> {
  try {
    const { values } = parseArgs({
      args: joinNegatives(argv, options),
      options,
      allowPositionals: false,
      strict: true,
      allowNegative: true,
    });
    return { ok: true, value: values as Record<string, string | boolean | undefined> };
  } catch (e) {
    // parseArgs writes its advice on lines of their own; a refusal is one line (R13).
    return fail((e instanceof Error ? e.message : String(e)).split("\n").join(" "));
  }
}

/**
 * Reads a whole number flag within limits.
 */
export function readCount(
  text: string | undefined,
  flag: string,
  min: number,
  max: number,
  fallback?: number,
): Result<number> {
  if (text === undefined) return fallback === undefined ? fail(`${flag} is required`) : { ok: true, value: fallback };
  const clean = text.replaceAll("_", "");
  const range = `from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}`;
  if (!/^\d+$/.test(clean)) return fail(`${flag} must be a whole number ${range}, got "${text}"`);
  const n = Number(clean);
  if (!Number.isSafeInteger(n) || n < min || n > max) return fail(`${flag} must be ${range}, got ${text}`);
  return { ok: true, value: n };
}

/**
 * A seed from the command line: an integer when it looks like one, else the text itself.
 */
export function readSeed(text: string | undefined): Seed {
  if (text === undefined) return 1;
  if (/^-?\d+$/.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  return text;
}

export function readLang(text: string | undefined): Result<Locale> {
  if (text === undefined) return { ok: true, value: "en" };
  return isLocale(text) ? { ok: true, value: text } : fail(`--lang must be it or en, got "${text}"`);
}

/** The flags of the commands that run many hands (`simulate`, `arena`). */
export const RUN_FLAGS: FlagSpec = {
  help: { type: "boolean", short: "h" },
  preset: { type: "string" },
  players: { type: "string" },
  hands: { type: "string" },
  seed: { type: "string" },
  bots: { type: "string" },
  "max-actions": { type: "string" },
  json: { type: "boolean" },
  progress: { type: "boolean" },
};

/** A comma-separated list of built-in bot names (`fallback` when the flag is absent). */
export function readBotNames(text: string | undefined, fallback: string): Result<BotName[]> {
  const names = (text ?? fallback).split(",").map((b) => b.trim());
  const unknown = names.find((b) => !isBotName(b));
  // hard:<n> out of range says the range, not only "unknown".
  if (unknown?.startsWith("hard:"))
    return fail(
      `--bots: "${unknown}": the playouts of hard:<n> must be a whole number from 1 to ${MAX_ITERATIONS.toLocaleString("en-US")}`,
    );
  if (unknown !== undefined) return fail(`--bots: unknown bot "${unknown}" (known: ${botNames.join(", ")}, hard:<n>)`);
  return { ok: true, value: names as BotName[] };
}

export function readRuleset(
  presetText: string | undefined,
  playersText: string | undefined,
): Result<{ preset: PresetName; ruleset: Ruleset }> {
  const preset = (presetText ?? "classic") as PresetName;
  if (!presetNames.includes(preset))
    return fail(`--preset must be one of ${presetNames.join(", ")}; got "${presetText}"`);
  const input: Record<string, unknown> = { preset };
  if (playersText !== undefined) {
    if (!["2", "3", "4"].includes(playersText)) return fail(`--players must be 2, 3 or 4, got "${playersText}"`);
    input.players = Number(playersText);
  }
  const rs = defineRuleset(input);
  if (!rs.ok) return fail(rs.error.message);
  return { ok: true, value: { preset, ruleset: rs.value } };
}

/** What `simulate` and `arena` read alike from {@link RUN_FLAGS}. */
export interface RunFlags {
  preset: PresetName;
  ruleset: Ruleset;
  hands: number;
  seed: Seed;
  bots: BotName[];
  maxActions: number;
  json: boolean;
  progress: boolean;
}

export function readRunFlags(v: Record<string, unknown>, defaultBots: string): Result<RunFlags> {
  const rs = readRuleset(v.preset as string | undefined, v.players as string | undefined);
  if (!rs.ok) return rs;
  const hands = readCount(v.hands as string | undefined, "--hands", 1, 1_000_000_000, 1000);
  if (!hands.ok) return hands;
  const maxActions = readCount(v["max-actions"] as string | undefined, "--max-actions", 1, 1_000_000, 5000);
  if (!maxActions.ok) return maxActions;
  const bots = readBotNames(v.bots as string | undefined, defaultBots);
  if (!bots.ok) return bots;
  return {
    ok: true,
    value: {
      preset: rs.value.preset,
      ruleset: rs.value.ruleset,
      hands: hands.value,
      seed: readSeed(v.seed as string | undefined),
      bots: bots.value,
      maxActions: maxActions.value,
      json: v.json === true,
      progress: v.progress !== false,
    },
  };
}
