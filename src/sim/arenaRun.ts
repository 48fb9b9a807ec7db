/**
 * `arena`: the CLI's duplicate arena for any two bots, in this thread, shard by shard.
 * @module
 */
import type { Bot } from "../bots/types.js";
import { readFields, readList } from "../input/read.js";
import { isShowable } from "../input/text.js";
import type { Seed } from "../random/seed.js";
import { engineFault } from "../reducers/fault.js";
import { describeValue, err, ok, type Result } from "../result.js";
import { type PresetName, presetNames, presets } from "../rules/presets.js";
import { RULESET_FIELDS, type Ruleset } from "../rules/ruleset.js";
import { failedEveryHand, playDeals, shardRange } from "./arena.js";
import { summarizeArena } from "./arenaSummary.js";
import type { ArenaPlan, ArenaReport } from "./arenaTypes.js";
import { callbackThrew } from "./callback.js";
import { MAX_DEALS } from "./mergeReports.js";
import { checkCommon, isSeed } from "./options.js";

/**
 * What {@link arena} plays: two bots (the first is the one measured), on `dealCount` deals of the
 * seed, each played twice with the partnerships swapped when `duplicate` is set.
 * @example
 * const options: ArenaOptions = { bots: [greedyBot, randomBot], names: ["greedy", "random"], seed: 1, dealCount: 10, duplicate: true };
 */
export interface ArenaOptions {
  /** The bot measured, then its opponent: any {@link Bot} values. */
  readonly bots: readonly [Bot, Bot];
  /**
   * Their names in the report (default `["first", "second"]`), up to 100 characters each, none a
   * control, bidirectional or other invisible character (the report's text prints them).
   */
  readonly names?: readonly [string, string];
  /** The rules (default `presets.classic`): 2 or 4 players, the arena needs two sides. */
  readonly ruleset?: Ruleset;
  /**
   * The preset played, by name (one of {@link presetNames}): without `ruleset`, its rules are
   * played. With `ruleset` too, the ruleset must be that preset's, field for field, but for
   * `players` (as the CLI's `--players` changes it); any other difference is refused. The report
   * names it (`"classic"` without either, `"custom"` for a `ruleset` alone), so shards of
   * different runs are never merged.
   */
  readonly preset?: PresetName;
  /**
   * The run's seed: deal `i` is dealt with `dealSeed(seed, i)`, as hand `i` of `simulate`. A string
   * seed holds showable characters only, as names.
   */
  readonly seed: Seed;
  /** How many deals the whole run plays (as the CLI's `--hands`), 0 to 10,000,000. */
  readonly dealCount: number;
  /** Play every deal twice with the partnerships swapped (default `false`). */
  readonly duplicate?: boolean;
  /** Stop a hand after this many actions (default 5,000). */
  readonly maxActionsPerHand?: number;
  /**
   * `[i, n]`: play only the i-th (1-based) of n contiguous slices of the deals, as `--shard i/n`;
   * {@link mergeReports} joins the shards' reports into the whole run's.
   */
  readonly shard?: readonly [number, number];
  /**
   * Told after each deal is played (a progress bar). An exception it throws stops the run there:
   * `arena` returns `callback/threw`, naming `onDeal` and the deal, never the exception.
   */
  readonly onDeal?: (index: number) => void;
}

const FIELDS = [
  "bots",
  "names",
  "ruleset",
  "preset",
  "seed",
  "dealCount",
  "duplicate",
  "maxActionsPerHand",
  "shard",
  "onDeal",
];

function checkNames(value: unknown): Result<[string, string]> {
  if (value === undefined) return ok(["first", "second"]);
  const read = readList(value, 2, "names");
  const list = read.ok ? read.value : [];
  // Showable: the report's text prints them (no control, bidirectional or invisible character).
  if (
    list.length !== 2 ||
    !list.every((n) => typeof n === "string" && n.length > 0 && n.length <= 100 && isShowable(n))
  )
    return err("input/invalid", "names must be two strings of 1 to 100 showable characters");
  return ok(list as [string, string]);
}

/**
 * The preset's name and the ruleset to play: the named preset's rules when no ruleset is given,
 * else the ruleset given, which must not contradict the preset (any field but `players`).
 */
function checkPreset(preset: unknown, given: unknown): Result<{ name: string; ruleset: unknown }> {
  if (preset === undefined) return ok({ name: given === undefined ? "classic" : "custom", ruleset: given });
  if (typeof preset !== "string" || !presetNames.includes(preset as PresetName))
    return err("input/invalid", `preset must be one of ${presetNames.join(", ")}, got ${describeValue(preset)}`);
  return ok({ name: preset, ruleset: given ?? presets[preset as PresetName] });
}

/** The first field but `players` in which a ruleset differs from a preset's, or `undefined`. */
function contradiction(ruleset: Ruleset, preset: string): string | undefined {
  const named = presets[preset as PresetName] as Ruleset | undefined;
  if (named === undefined) return undefined;
  return RULESET_FIELDS.find((f) => f !== "players" && ruleset[f] !== named[f]);
}

function checkShard(value: unknown, dealCount: number): Result<[number, number]> {
  if (value === undefined) return ok([0, dealCount]);
  const read = readList(value, 2, "shard");
  const [i, n] = read.ok ? read.value : [];
  if (
    !Number.isSafeInteger(n) ||
    !Number.isSafeInteger(i) ||
    (n as number) < 1 ||
    (i as number) < 1 ||
    (i as number) > (n as number)
  )
    return err("input/invalid", `shard must be [i, n] with whole numbers 1 ≤ i ≤ n, got ${describeValue(value)}`);
  return ok(shardRange(dealCount, i as number, n as number));
}

/**
 * The duplicate arena of `burraco arena`, for any two bots: the same deals (deal `i` dealt with
 * `dealSeed(seed, i)` by dealer `i % players`), the same seating and bot seeds, and the same
 * figures — the first bot's side's mean margin a hand with its 95 % interval over deals, the hands
 * and completed matches it won. With built-in bots and their names it reports exactly what
 * `burraco arena --json` does for the same flags (all but the timings, which vary).
 *
 * It plays in this thread: bots are functions, which cannot be sent to worker threads. To use
 * several cores, run shards (`shard: [i, n]`) in separate processes or workers, each importing its
 * own bots, and join their reports with {@link mergeReports}: every deal is seeded by its index
 * alone, so the merged figures are those of one run, for any number of shards. Bad options are
 * refused (`input/invalid`), never thrown. A bot error ends its hand as it stands and is counted
 * in `botErrors`; a run in which a bot erred in every hand is refused (`arena/bot-failed`, naming
 * the bot and its first error), as its margin would measure only the error.
 * @example
 * // A bot of your own against greedy, every deal played twice with the partnerships swapped.
 * const cautious: Bot = createGreedyBot({ goingOut: 4 });
 * const report = arena({ bots: [cautious, greedyBot], names: ["cautious", "greedy"], seed: 1, dealCount: 4, duplicate: true });
 * if (report.ok) report.value.handsPlayed; // 8
 * // A bot that never plays is refused rather than measured.
 * arena({ bots: [(_view, _legal, rng) => [null, rng], greedyBot], seed: 1, dealCount: 1 }).error?.code; // "arena/bot-failed"
 */
export function arena(options: ArenaOptions): Result<ArenaReport> {
  const fields = readFields(options, FIELDS, "arena options");
  if (!fields.ok) return fields;
  const o = fields.value;
  const pair = readList(o.bots, 2, "bots");
  if (!pair.ok || pair.value.length !== 2 || !pair.value.every((b) => typeof b === "function"))
    return err("input/invalid", "bots must be two bot functions: the one measured, then its opponent");
  const named = checkPreset(o.preset, o.ruleset);
  if (!named.ok) return named;
  const preset = named.value.name;
  const common = checkCommon(named.value.ruleset, [pair.value[0]], o.maxActionsPerHand);
  if (!common.ok) return common;
  const ruleset = common.value.ruleset;
  const differs = contradiction(ruleset, preset);
  if (differs !== undefined)
    return err("input/invalid", `ruleset contradicts preset ${preset}: its ${differs} is not the preset's`);
  if (ruleset.players === 3) return err("input/invalid", "the arena needs two sides: choose 2 or 4 players");
  const names = checkNames(o.names);
  if (!names.ok) return names;
  if (!isSeed(o.seed) || (typeof o.seed === "string" && !isShowable(o.seed)))
    return err("input/invalid", "seed must be an integer or a string of showable characters");
  const dealCount = o.dealCount;
  if (typeof dealCount !== "number" || !Number.isSafeInteger(dealCount) || dealCount < 0 || dealCount > MAX_DEALS)
    return err(
      "input/invalid",
      `dealCount must be a whole number from 0 to ${MAX_DEALS}, got ${describeValue(dealCount)}`,
    );
  if (o.duplicate !== undefined && typeof o.duplicate !== "boolean")
    return err("input/invalid", "duplicate must be true or false");
  if (o.onDeal !== undefined && typeof o.onDeal !== "function")
    return err("input/invalid", "onDeal must be a function");
  const range = checkShard(o.shard, dealCount);
  if (!range.ok) return range;
  const plan: ArenaPlan = {
    bots: names.value,
    ruleset,
    preset,
    seed: o.seed,
    dealCount,
    duplicate: o.duplicate === true,
    maxActions: common.value.maxActions,
  };
  const [from, to] = range.value;
  const bots = pair.value as [Bot, Bot];
  const onDeal = o.onDeal as ((i: number) => void) | undefined;
  // What onDeal throws stops the run and comes back as a value; the deal it was told of is kept.
  let failed: { index: number; thrown: unknown } | undefined;
  const tell =
    onDeal === undefined
      ? undefined
      : (index: number): void => {
          try {
            onDeal(index);
          } catch (thrown) {
            failed = { index, thrown };
            throw thrown;
          }
        };
  try {
    const { records, timing } = playDeals(plan, from, to, tell, bots);
    return failedEveryHand(summarizeArena(plan, [from, to], records, timing), timing.firstError);
  } catch (thrown) {
    return failed === undefined ? engineFault(thrown) : callbackThrew("onDeal", `deal ${failed.index}`, failed.thrown);
  }
}
