/**
 * Merging the JSON reports of arena shards into the report of the whole run.
 * @module
 */
import { isBotName } from "../bots/registry.js";
import { err, ok, type Result } from "../result.js";
import { checkRuleset } from "../rules/define.js";
import { summarizeArena } from "./summary.js";
import type { ArenaPlan, ArenaReport, DealRecord } from "./types.js";

/** A shard's report as read from a file: what {@link mergeReports} needs, checked. */
interface Shard {
  readonly plan: ArenaPlan;
  readonly deals: readonly [number, number];
  readonly records: readonly DealRecord[];
  readonly timing: ArenaReport["timing"];
}

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const isPair = (v: unknown, item: (x: unknown) => boolean): boolean =>
  Array.isArray(v) && v.length === 2 && item(v[0]) && item(v[1]);
const isTotal = (v: unknown): boolean => typeof v === "number" && Number.isSafeInteger(v);
const isMs = (v: unknown): boolean => typeof v === "number" && Number.isFinite(v) && v >= 0;

/** The first field of a report that is not as `burraco arena --json` writes it, or `null`. */
function badField(r: Record<string, unknown>): string | null {
  if (!isPair(r.bots, (b) => typeof b === "string")) return "bots";
  if (typeof r.preset !== "string") return "preset";
  if (typeof r.ruleset !== "object" || r.ruleset === null) return "ruleset";
  if (typeof r.seed !== "number" && typeof r.seed !== "string") return "seed";
  if (!isCount(r.hands)) return "hands";
  if (typeof r.duplicate !== "boolean") return "duplicate";
  if (!isPair(r.deals, isCount)) return "deals";
  const t = r.timing as Record<string, unknown> | null;
  if (typeof t !== "object" || t === null || !isPair(t.moves, isCount) || !isPair(t.botMs, isMs)) return "timing";
  const perDeal = r.duplicate === true ? 2 : 1;
  const records = r.records;
  if (
    !Array.isArray(records) ||
    !records.every((d) => Array.isArray(d) && d.length === perDeal && d.every((h) => isPair(h, isTotal)))
  )
    return "records";
  return null;
}

function readShard(json: unknown, name: string): Result<Shard> {
  if (typeof json !== "object" || json === null) return err("input/invalid", `${name}: not an arena report`);
  const r = json as Record<string, unknown>;
  const bad = badField(r);
  if (bad !== null) return err("input/invalid", `${name}: field "${bad}" is not as burraco arena --json writes it`);
  const ruleset = checkRuleset(r.ruleset);
  if (!ruleset.ok) return err("input/invalid", `${name}: ${ruleset.error.message}`);
  const [a, b] = r.bots as [string, string];
  if (!isBotName(a) || !isBotName(b)) return err("input/invalid", `${name}: unknown bots ${a}, ${b}`);
  const [from, to] = r.deals as [number, number];
  const records = r.records as DealRecord[];
  const hands = r.hands as number;
  if (to < from || to > hands || records.length !== to - from)
    return err("input/invalid", `${name}: its records do not match deals ${from}–${to}`);
  const plan: ArenaPlan = {
    bots: [a, b],
    ruleset: ruleset.value,
    preset: r.preset as string,
    seed: r.seed as number | string,
    deals: hands,
    duplicate: r.duplicate as boolean,
    maxActions: 0,
  };
  return ok({ plan, deals: [from, to], records, timing: r.timing as ArenaReport["timing"] });
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
 */
export function mergeReports(
  inputs: readonly { readonly name: string; readonly json: unknown }[],
): Result<ArenaReport> {
  const shards: Shard[] = [];
  for (const input of inputs) {
    const shard = readShard(input.json, input.name);
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
  shards.sort((x, y) => x.deals[0] - y.deals[0]);
  const records: DealRecord[] = [];
  const moves: [number, number] = [0, 0];
  const botMs: [number, number] = [0, 0];
  let next = (shards[0] as Shard).deals[0];
  for (const s of shards) {
    if (s.deals[0] !== next) {
      return err(
        "input/invalid",
        s.deals[0] < next
          ? `deals ${s.deals[0]}–${next} are in two reports`
          : `deals ${next}–${s.deals[0]} are missing`,
      );
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
