/**
 * Merging the JSON reports of arena shards into the report of the whole run.
 * @module
 */
import * as z from "zod/mini";
import { isBotName } from "../bots/registry.js";
import { defineRuleset, describeIssue } from "../rules/define.js";
import { err, ok, type Result } from "../result.js";
import { summarizeArena } from "./summary.js";
import type { ArenaPlan, ArenaReport, DealRecord } from "./types.js";

const count = z.number().check(z.int(), z.gte(0));
const total = z.number().check(z.int());
const ReportSchema = z.object({
  bots: z.tuple([z.string(), z.string()]),
  preset: z.string(),
  ruleset: z.record(z.string(), z.unknown()),
  seed: z.union([z.number(), z.string()]),
  hands: count,
  duplicate: z.boolean(),
  deals: z.tuple([count, count]),
  timing: z.object({ moves: z.tuple([count, count]), botMs: z.tuple([z.number(), z.number()]) }),
  records: z.array(z.array(z.tuple([total, total])).check(z.minLength(1), z.maxLength(2))),
});

/** A shard's report as read from a file: what {@link mergeReports} needs, checked. */
interface Shard {
  readonly plan: ArenaPlan;
  readonly deals: readonly [number, number];
  readonly records: readonly DealRecord[];
  readonly timing: ArenaReport["timing"];
}

function readShard(json: unknown, name: string): Result<Shard> {
  const parsed = ReportSchema.safeParse(json, { reportInput: true });
  if (!parsed.success) return err("input/invalid", describeIssue(parsed.error, name));
  const r = parsed.data;
  const ruleset = defineRuleset(r.ruleset);
  if (!ruleset.ok) return err("input/invalid", `${name}: ${ruleset.error.message}`);
  const [a, b] = r.bots;
  if (!isBotName(a) || !isBotName(b)) return err("input/invalid", `${name}: unknown bots ${a}, ${b}`);
  const [from, to] = r.deals;
  const perDeal = r.duplicate ? 2 : 1;
  if (to < from || to > r.hands || r.records.length !== to - from || r.records.some((x) => x.length !== perDeal)) {
    return err("input/invalid", `${name}: its records do not match deals ${from}–${to}`);
  }
  const plan: ArenaPlan = { bots: [a, b], ruleset: ruleset.value, preset: r.preset, seed: r.seed, deals: r.hands, duplicate: r.duplicate, maxActions: 0 };
  return ok({ plan, deals: [from, to], records: r.records, timing: r.timing });
}

function samePlan(x: ArenaPlan, y: ArenaPlan): boolean {
  return (
    x.bots[0] === y.bots[0] &&
    x.bots[1] === y.bots[1] &&
    x.preset === y.preset &&
    x.seed === y.seed &&
    x.deals === y.deals &&
    x.duplicate === y.duplicate &&
    JSON.stringify(x.ruleset) === JSON.stringify(y.ruleset)
  );
}

/**
 * Merges shard reports (parsed JSON, with a name each for messages) of one arena run: same bots,
 * rules, seed and deals; their slices must not overlap and must join without a gap. The result is
 * exactly the report one run over the joined deals gives (timings are added up).
 * @example
 * const merged = mergeReports([{ name: "a.json", json: a }, { name: "b.json", json: b }]);
 * if (merged.ok) merged.value.margin;
 */
export function mergeReports(inputs: readonly { readonly name: string; readonly json: unknown }[]): Result<ArenaReport> {
  const shards: Shard[] = [];
  for (const input of inputs) {
    const shard = readShard(input.json, input.name);
    if (!shard.ok) return shard;
    shards.push(shard.value);
  }
  const first = shards[0];
  if (first === undefined) return err("input/invalid", "nothing to merge");
  const other = shards.find((s) => !samePlan(s.plan, first.plan));
  if (other !== undefined) return err("input/invalid", "the reports come from different runs (bots, rules, seed, hands or --duplicate differ)");
  shards.sort((x, y) => x.deals[0] - y.deals[0]);
  const records: DealRecord[] = [];
  const moves: [number, number] = [0, 0];
  const botMs: [number, number] = [0, 0];
  let next = (shards[0] as Shard).deals[0];
  for (const s of shards) {
    if (s.deals[0] !== next) {
      return err("input/invalid", s.deals[0] < next ? `deals ${s.deals[0]}–${next} are in two reports` : `deals ${next}–${s.deals[0]} are missing`);
    }
    records.push(...s.records);
    for (const k of [0, 1] as const) {
      moves[k] += s.timing.moves[k];
      botMs[k] += s.timing.botMs[k];
    }
    next = s.deals[1];
  }
  return ok(summarizeArena(first.plan, [(shards[0] as Shard).deals[0], next], records, { moves, botMs }));
}
