/**
 * Merging the JSON reports of arena shards into the report of the whole run.
 * @module
 */
import { readData, readFields, readList } from "../input/read.js";
import { isShowable } from "../input/text.js";
import { err, ok, type Result } from "../result.js";
import { checkRuleset } from "../rules/define.js";
import { RULESET_SHAPE } from "../rules/ruleset.js";
import * as s from "../shape/build.js";
import { checkShape, type Shape } from "../shape/shape.js";
import { summarizeArena } from "./arenaSummary.js";
import type { ArenaPlan, ArenaReport, DealRecord } from "./arenaTypes.js";

/** A shard's report as read from a file: what {@link mergeReports} needs, checked. */
interface Shard {
  readonly plan: ArenaPlan;
  readonly range: readonly [number, number];
  readonly records: readonly DealRecord[];
  readonly timing: ArenaReport["timing"];
  readonly botErrors: ArenaReport["botErrors"];
}

/**
 * The most deals one report may hold, and values its copy may take (about 7 a deal): far above
 * any run on one machine, far below what would take noticeable time to read.
 */
export const MAX_DEALS = 10_000_000;
/** The most reports one merge takes: far above any run's shards. */
const MAX_SHARDS = 100_000;
const REPORT_BUDGET = /* @__PURE__ */ Object.freeze({ nodes: 8 * MAX_DEALS, depth: 6, chars: 10_000 });

/**
 * The shape of an arena report, as `burraco arena --json` writes it: every field of
 * {@link ArenaReport} (a field added to the type without its shape does not compile).
 */
function reportShape(): Shape {
  const count = s.int(0, Number.MAX_SAFE_INTEGER);
  const total = s.int(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  const pair = (of: Shape): Shape => s.tuple([of, of]);
  const fields: { readonly [K in keyof ArenaReport]-?: Shape } = {
    bots: pair(s.string(100)),
    preset: s.string(100),
    ruleset: RULESET_SHAPE,
    seed: s.union([total, s.string(REPORT_BUDGET.chars)]),
    hands: count,
    duplicate: s.boolean(),
    deals: pair(count),
    handsPlayed: count,
    margin: s.number(),
    ci95: pair(s.number()),
    handsWon: s.number(),
    matchesWon: s.nullable(s.number()),
    matches: count,
    timing: s.object({ moves: pair(count), botMs: pair(s.number()) }),
    // Required: a report written before errors were counted is refused, not read as free of errors.
    botErrors: pair(count),
    records: s.array(s.array(pair(total), 2, 1), MAX_DEALS),
  };
  return s.object(fields);
}

/**
 * A report read once into a fresh copy and checked against its shape, then against itself: its
 * ruleset valid, its bots named, one hand a deal (two in duplicate play) and one record a deal of
 * its range. `input/invalid` otherwise, the message starting with the file's name.
 */
function readShard(json: unknown, name: string): Result<Shard> {
  const copy = readData(json, name, REPORT_BUDGET);
  if (!copy.ok) return err("input/invalid", `${name}: not an arena report: ${copy.error.message}`);
  const bad = checkShape(reportShape(), copy.value);
  if (bad !== null) return err("input/invalid", `${name}: not as burraco arena --json writes it: ${bad.message}`);
  const r = copy.value as ArenaReport;
  const ruleset = checkRuleset(r.ruleset);
  if (!ruleset.ok) return err("input/invalid", `${name}: ${ruleset.error.message}`);
  const [a, b] = r.bots;
  // Any names: the reports of `arena` name bots of their own. A name only tells runs apart.
  if (a.length === 0 || b.length === 0) return err("input/invalid", `${name}: the bots have no name`);
  // They are printed (burraco merge), so none may forge a line, a terminal escape or hidden text.
  if (![a, b, r.preset, String(r.seed)].every(isShowable))
    return err("input/invalid", `${name}: a bot name, the preset or the seed holds a control or invisible character`);
  const perDeal = r.duplicate ? 2 : 1;
  if (!r.records.every((d) => d.length === perDeal))
    return err("input/invalid", `${name}: every record must hold ${perDeal} hand${perDeal > 1 ? "s" : ""}`);
  const [from, to] = r.deals;
  if (to < from || to > r.hands || r.records.length !== to - from)
    return err("input/invalid", `${name}: its records do not match deals ${from}–${to}`);
  const plan: ArenaPlan = {
    bots: [a, b],
    ruleset: ruleset.value,
    preset: r.preset,
    seed: r.seed,
    dealCount: r.hands,
    duplicate: r.duplicate,
    maxActions: 0,
  };
  return ok({ plan, range: [from, to], records: r.records, timing: r.timing, botErrors: r.botErrors });
}

function samePlan(x: ArenaPlan, y: ArenaPlan): boolean {
  return (
    x.bots[0] === y.bots[0] &&
    x.bots[1] === y.bots[1] &&
    x.preset === y.preset &&
    x.seed === y.seed &&
    x.dealCount === y.dealCount &&
    x.duplicate === y.duplicate &&
    JSON.stringify(x.ruleset) === JSON.stringify(y.ruleset)
  );
}

/**
 * Merges shard reports (parsed JSON, with a name each for messages) of one arena run: same bots,
 * rules, seed and deals; their slices must not overlap and must join without a gap. The result is
 * exactly the report one run over the joined deals gives (timings are added up). The reports are
 * those of `burraco arena --json --shard i/n` or of {@link arena} with `shard: [i, n]`, as objects
 * or read back from JSON; the list, each entry and each report are read once into fresh copies
 * and checked, never trusted (`input/invalid` for anything else, never an exception). Bot names,
 * preset and seed are printed by `burraco merge`, so a control, bidirectional or other invisible
 * character in them is refused.
 * @example
 * const run = (shard: readonly [number, number]) =>
 *   arena({ bots: [greedyBot, randomBot], names: ["greedy", "random"], seed: 1, dealCount: 4, shard });
 * const [a, b] = [run([1, 2]), run([2, 2])];
 * const merged = mergeReports([{ name: "a", json: a.value }, { name: "b", json: b.value }]);
 * merged.value?.records.length; // 4
 * merged.value?.margin === arena({ bots: [greedyBot, randomBot], seed: 1, dealCount: 4 }).value?.margin; // true
 */
export function mergeReports(
  inputs: readonly { readonly name: string; readonly json: unknown }[],
): Result<ArenaReport> {
  const list = readList(inputs, MAX_SHARDS, "the reports");
  if (!list.ok) return list;
  const shards: Shard[] = [];
  for (let i = 0; i < list.value.length; i++) {
    const input = readFields(list.value[i], ["name", "json"], `report ${i}`);
    if (!input.ok) return input;
    const given = input.value.name;
    if (typeof given !== "string" || given.length > 1000)
      return err("input/invalid", `report ${i}: its name must be a string of at most 1,000 characters`);
    const shard = readShard(input.value.json, given);
    if (!shard.ok) return shard;
    shards.push(shard.value);
  }
  const first = shards[0];
  if (first === undefined) return err("input/invalid", "nothing to merge");
  const other = shards.find((s) => !samePlan(s.plan, first.plan));
  if (other !== undefined)
    return err(
      "input/invalid",
      "the reports come from different runs (bots, rules, seed, hands or --duplicate differ)",
    );
  shards.sort((x, y) => x.range[0] - y.range[0]);
  const records: DealRecord[] = [];
  const moves: [number, number] = [0, 0];
  const botMs: [number, number] = [0, 0];
  const botErrors: [number, number] = [0, 0];
  const start = (shards[0] as Shard).range[0];
  let next = start;
  for (const shard of shards) {
    const [from, to] = shard.range;
    if (from !== next)
      return err(
        "input/invalid",
        from < next ? `deals ${from}–${next} are in two reports` : `deals ${next}–${from} are missing`,
      );
    for (const record of shard.records) records.push(record);
    for (const k of [0, 1] as const) {
      moves[k] += shard.timing.moves[k];
      botMs[k] += shard.timing.botMs[k];
      botErrors[k] += shard.botErrors[k];
    }
    next = to;
  }
  return ok(summarizeArena(first.plan, [start, next], records, { moves, botMs, botErrors }));
}
