#!/usr/bin/env node
/**
 * Long bot measurements through the CLI, in resumable shards, and the chart of docs/guides/bots.md.
 *
 *   npm run build, then
 *   node scripts/bots-chart.mjs run --bots hard,greedy --deals 2000 --seed 17 [--preset classic]
 *        [--chunk 25] [--dir reports/arena] [--workers 2]
 *     plays `burraco arena --duplicate --json --shard i/n` shard after shard (n = deals / chunk),
 *     one file each, skipping the shards already there (stop it and start it again at will);
 *   node scripts/bots-chart.mjs budgets --budgets 15,30,60,120 --deals 500 --seed 21 [--chunk 25]
 *     the same for `hard:<b>` against greedy at each budget, shard i of every budget before shard i+1,
 *     so that all budgets have as many deals whenever it is stopped;
 *   node scripts/bots-chart.mjs report [--dir reports/arena]
 *     the figures of every run in the folder, over the shards played so far (the first k of n);
 *   node scripts/bots-chart.mjs svg --budgets 15,30,60,120 --seed 21 [--out docs/guides/images/planner-budget.svg]
 *     the chart: margin against greedy (95 % interval) as the budget grows (the arena's ms a move are
 *     wall clock, which a shared machine inflates, so the chart leaves them out: see bot-speed.ts).
 *
 * The margin is the arena's: the mean over deals of the first bot's mean hand margin, ± 1.96
 * standard errors over deals. It drives the built command line (`dist/cli.js`), never the arena's
 * internals.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    bots: { type: "string" },
    deals: { type: "string", default: "500" },
    seed: { type: "string", default: "1" },
    preset: { type: "string", default: "classic" },
    chunk: { type: "string", default: "25" },
    dir: { type: "string", default: "reports/arena" },
    budgets: { type: "string", default: "15,30,60,120" },
    out: { type: "string", default: "docs/guides/images/planner-budget.svg" },
    workers: { type: "string", default: "1" },
  },
});
const command = positionals[0] ?? "report";
const deals = Number(values.deals);
const chunk = Number(values.chunk);
const shards = Math.max(1, Math.ceil(deals / chunk));
const budgets = values.budgets.split(",").map(Number);

function runName(bots, preset, seed, n) {
  return `${bots.replace(",", "-vs-").replace(/:/g, "")}.${preset}.seed${seed}.${n}`;
}

function shardFile(bots, i) {
  const dir = join(values.dir, runName(bots, values.preset, values.seed, deals));
  mkdirSync(dir, { recursive: true });
  return join(dir, `shard-${String(i).padStart(3, "0")}-of-${shards}.json`);
}

// The built command line, as a user runs it (`npm run build` first): through tsx's per-module
// transform the planner's playouts run slower (docs/performance.md, "The whole-turn planner").
const CLI = "dist/cli.js";

function playShard(bots, i) {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  const file = shardFile(bots, i);
  if (existsSync(file)) return;
  const args = [CLI, "arena", "--bots", bots, "--duplicate", "--no-progress", "--json", "--workers", values.workers];
  args.push("--hands", String(deals), "--seed", values.seed, "--preset", values.preset, "--shard", `${i}/${shards}`);
  const r = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`arena ${bots} shard ${i}: ${r.stderr}`);
  writeFileSync(file, r.stdout);
  console.error(`${new Date().toISOString()} ${bots} shard ${i}/${shards} done`);
}

/** The figures of a run over its shards played so far (records of deals in order). */
function figures(dir) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const reports = files.map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));
  const margins = [];
  let moves = 0;
  let ms = 0;
  let won = 0;
  let hands = 0;
  for (const r of reports) {
    for (const deal of r.records) {
      margins.push(deal.reduce((s, [a, b]) => s + a - b, 0) / deal.length);
      for (const [a, b] of deal) {
        hands++;
        if (a > b) won++;
      }
    }
    moves += r.timing.moves[0];
    ms += r.timing.botMs[0];
  }
  const n = margins.length;
  const mean = margins.reduce((s, m) => s + m, 0) / Math.max(1, n);
  const variance = margins.reduce((s, m) => s + (m - mean) ** 2, 0) / Math.max(1, n - 1);
  const half = n > 1 ? 1.96 * Math.sqrt(variance / n) : 0;
  const first = reports[0];
  return {
    run: dir,
    bots: first?.bots,
    preset: first?.preset,
    seed: first?.seed,
    deals: n,
    shards: `${reports.length} of ${files[0]?.match(/-of-(\d+)/)?.[1] ?? "?"}`,
    margin: Math.round(mean * 10) / 10,
    ci95: [Math.round((mean - half) * 10) / 10, Math.round((mean + half) * 10) / 10],
    handsWon: Math.round((won / Math.max(1, hands)) * 1000) / 1000,
    msPerMove: Math.round((ms / Math.max(1, moves)) * 100) / 100,
  };
}

function svg(points) {
  const W = 560;
  const H = 300;
  const left = 60;
  const right = 20;
  const top = 30;
  const bottom = 50;
  const lo = Math.min(0, ...points.map((p) => p.ci95[0]));
  const hi = Math.max(100, ...points.map((p) => p.ci95[1]));
  const yMin = Math.floor(lo / 50) * 50;
  const yMax = Math.ceil(hi / 50) * 50;
  const x = (i) => left + ((i + 0.5) * (W - left - right)) / points.length;
  const y = (v) => top + ((yMax - v) * (H - top - bottom)) / (yMax - yMin);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t">`,
    `<title id="t">Hard planner against greedy: mean hand margin with its 95 % interval at each budget</title>`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<g font-family="sans-serif" font-size="12" fill="#222">`,
  ];
  for (let v = yMin; v <= yMax; v += 50) {
    out.push(
      `<line x1="${left}" x2="${W - right}" y1="${y(v)}" y2="${y(v)}" stroke="${v === 0 ? "#888" : "#e3e3e3"}"/>`,
    );
    out.push(`<text x="${left - 8}" y="${y(v) + 4}" text-anchor="end">${v > 0 ? "+" : ""}${v}</text>`);
  }
  // The target: +100 a hand against greedy.
  out.push(`<line x1="${left}" x2="${W - right}" y1="${y(100)}" y2="${y(100)}" stroke="#c77" stroke-dasharray="5 4"/>`);
  out.push(`<text x="${left + 4}" y="${y(100) - 5}" fill="#a44">target +100</text>`);
  points.forEach((p, i) => {
    out.push(
      `<line x1="${x(i)}" x2="${x(i)}" y1="${y(p.ci95[0])}" y2="${y(p.ci95[1])}" stroke="#1f5fa8" stroke-width="2"/>`,
    );
    for (const v of p.ci95)
      out.push(`<line x1="${x(i) - 6}" x2="${x(i) + 6}" y1="${y(v)}" y2="${y(v)}" stroke="#1f5fa8" stroke-width="2"/>`);
    out.push(`<circle cx="${x(i)}" cy="${y(p.margin)}" r="4" fill="#1f5fa8"/>`);
    out.push(`<text x="${x(i) + 9}" y="${y(p.margin) + 4}">${p.margin > 0 ? "+" : ""}${p.margin}</text>`);
    out.push(`<text x="${x(i)}" y="${H - bottom + 18}" text-anchor="middle">${p.budget} playouts</text>`);
    out.push(`<text x="${x(i)}" y="${H - bottom + 33}" text-anchor="middle" fill="#666">${p.deals} deals</text>`);
  });
  out.push(
    `<text x="${left}" y="18" font-weight="bold">hard:&lt;budget&gt; vs greedy, classic, duplicate: points a hand (95 % interval)</text>`,
  );
  out.push("</g></svg>");
  return `${out.join("\n")}\n`;
}

if (command === "run") {
  if (values.bots === undefined) throw new Error("run needs --bots a,b");
  for (let i = 1; i <= shards; i++) playShard(values.bots, i);
} else if (command === "budgets") {
  for (let i = 1; i <= shards; i++) for (const b of budgets) playShard(`hard:${b},greedy`, i);
} else if (command === "report") {
  for (const name of readdirSync(values.dir).sort()) console.log(JSON.stringify(figures(join(values.dir, name))));
} else if (command === "svg") {
  const points = budgets.map((b) => ({
    budget: b,
    ...figures(join(values.dir, runName(`hard:${b},greedy`, values.preset, values.seed, deals))),
  }));
  writeFileSync(values.out, svg(points));
  for (const p of points) console.log(JSON.stringify(p));
} else throw new Error(`unknown command ${command}`);
