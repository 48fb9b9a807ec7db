/**
 * Reading command-line flags with `node:util` `parseArgs`: typed options or a clear message.
 * @module
 */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { type BotName, botNames, isBotName } from "../bots/registry.js";
import { isLocale, type Locale } from "../i18n/locale.js";
import type { Seed } from "../random/seed.js";
import { err, type Result } from "../result.js";
import { defineRuleset } from "../rules/define.js";
import { type PresetName, presetNames } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";
import { sideCountFor } from "../state/seats.js";

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

// A bad flag is bad input, in the library's one error form (`RuleError`).
function fail<T>(message: string): Result<T> {
  return err("input/invalid", message);
}

/**
 * `--hands -5` as `--hands=-5`: `parseArgs` takes a value that starts with a dash for a flag and
 * refuses it as "ambiguous", so a negative number given to a flag that takes a value is joined to
 * it, and the flag's own check then says what it accepts.
 */
function joinNegatives(argv: readonly string[], options: NonNullable<ParseArgsConfig["options"]>): string[] {
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
function parse(
  argv: readonly string[],
  options: NonNullable<ParseArgsConfig["options"]>,
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
function readCount(
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
function readSeed(text: string | undefined): Seed {
  if (text === undefined) return 1;
  if (/^-?\d+$/.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  return text;
}

function readLang(text: string | undefined): Result<Locale> {
  if (text === undefined) return { ok: true, value: "en" };
  return isLocale(text) ? { ok: true, value: text } : fail(`--lang must be it or en, got "${text}"`);
}

/** The flags of the commands that run many hands (`simulate`, `arena`). */
const RUN_FLAGS: NonNullable<ParseArgsConfig["options"]> = {
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
function readBotNames(text: string | undefined, fallback: string): Result<BotName[]> {
  const names = (text ?? fallback).split(",").map((b) => b.trim());
  const unknown = names.find((b) => !isBotName(b));
  if (unknown !== undefined) return fail(`--bots: unknown bot "${unknown}" (known: ${botNames.join(", ")})`);
  return { ok: true, value: names as BotName[] };
}

function readRuleset(
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
interface RunFlags {
  preset: PresetName;
  ruleset: Ruleset;
  hands: number;
  seed: Seed;
  bots: BotName[];
  maxActions: number;
  json: boolean;
  progress: boolean;
}

function readRunFlags(v: Record<string, unknown>, defaultBots: string): Result<RunFlags> {
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

/**
 * Reads `burraco simulate`'s flags.
 */
export function readSimulateArgs(argv: readonly string[]): Result<SimulateArgs> {
  const p = parse(argv, { ...RUN_FLAGS, lang: { type: "string" } });
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
 * Reads `burraco demo`'s flags.
 */
export function readDemoArgs(argv: readonly string[]): Result<DemoArgs> {
  const p = parse(argv, {
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
 * `burraco arena`'s options.
 */
export interface ArenaArgs {
  readonly help: boolean;
  readonly preset: PresetName;
  readonly ruleset: Ruleset;
  readonly bots: readonly [BotName, BotName];
  readonly hands: number;
  readonly seed: Seed;
  readonly duplicate: boolean;
  readonly workers: number;
  /** `[i, n]`: the i-th (1-based) of n slices of the deals, or `null` for all of them. */
  readonly shard: readonly [number, number] | null;
  readonly maxActions: number;
  readonly json: boolean;
  readonly progress: boolean;
}

function readShard(text: string | undefined): Result<readonly [number, number] | null> {
  if (text === undefined) return { ok: true, value: null };
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const i = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (m === null || !Number.isSafeInteger(n) || n < 1 || i < 1 || i > n)
    return fail(`--shard must be i/n with 1 ≤ i ≤ n, got "${text}"`);
  return { ok: true, value: [i, n] };
}

/**
 * Reads `burraco arena`'s flags.
 */
export function readArenaArgs(argv: readonly string[]): Result<ArenaArgs> {
  const p = parse(argv, {
    ...RUN_FLAGS,
    duplicate: { type: "boolean" },
    workers: { type: "string" },
    shard: { type: "string" },
  });
  if (!p.ok) return p;
  const v = p.value;
  const run = readRunFlags(v, "search,greedy");
  if (!run.ok) return run;
  if (run.value.ruleset.players === 3) return fail("the arena needs two sides: choose 2 or 4 players");
  const workers = readCount(v.workers as string | undefined, "--workers", 1, 256, 1);
  if (!workers.ok) return workers;
  const shard = readShard(v.shard as string | undefined);
  if (!shard.ok) return shard;
  const names = run.value.bots;
  if (names.length !== 2)
    return fail(`--bots: give two bots, the one measured first (search,greedy); got ${names.length}`);
  return {
    ok: true,
    value: {
      ...run.value,
      help: v.help === true,
      bots: names as [BotName, BotName],
      duplicate: v.duplicate === true,
      workers: workers.value,
      shard: shard.value,
    },
  };
}

/**
 * `burraco merge`'s options: the JSON files of `burraco arena --json --shard …`.
 */
export function readMergeArgs(
  argv: readonly string[],
): Result<{ readonly help: boolean; readonly files: readonly string[]; readonly json: boolean }> {
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
 * `burraco play`'s options.
 */
export interface PlayArgs {
  readonly help: boolean;
  readonly preset: PresetName;
  readonly ruleset: Ruleset;
  /** The bots of seats 1, 2, … (the player is seat 0). */
  readonly bots: readonly BotName[];
  /** The deal's seed (`--seed`), or `null` for a new deal each time: a random seed, printed. */
  readonly seed: Seed | null;
  readonly lang: Locale;
  /** Milliseconds each bot waits before its move, so that the player can follow. */
  readonly pause: number;
  /** A match to this target (R10.1), a multiple of 5; `null` for one hand. */
  readonly target: number | null;
}

/**
 * Reads `burraco play`'s flags.
 */
export function readPlayArgs(argv: readonly string[]): Result<PlayArgs> {
  const p = parse(argv, {
    help: { type: "boolean", short: "h" },
    preset: { type: "string" },
    players: { type: "string" },
    bots: { type: "string" },
    seed: { type: "string" },
    lang: { type: "string" },
    pause: { type: "string" },
    target: { type: "string" },
  });
  if (!p.ok) return p;
  const v = p.value;
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
    },
  };
}
