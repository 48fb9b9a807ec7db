/**
 * What a decision costs on a hoarded hand (issue 29, E6): seat 0 of a two-player hand took every
 * discard pile and never melded (test/helpers/hoard.ts). Times a default `hint` and a `hard`
 * decision there, at the draw and after taking the pile, with the median of ordinary decisions of
 * the same run beside them for scale.
 *   npx tsx scripts/hoard-speed.ts [src root, default this checkout's] [repeats]
 * Pass another checkout's root (a copy of an older `src/` with test/helpers/hoard.ts beside it) as
 * a second run to compare before and after on the same machine.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const roots = (process.argv[2] ?? ".").split(",").map((r) => pathToFileURL(`${resolve(r)}/`).href);
const repeats = Number(process.argv[3] ?? 3);

const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

// biome-ignore lint/suspicious/noExplicitAny: modules of two checkouts, loaded by URL
type Any = any;
const load = async (root: string): Promise<Record<string, Any>> => ({
  ...(await import(`${root}src/bots/planner/plannerBot.ts`)),
  ...(await import(`${root}src/bots/registry.ts`)),
  ...(await import(`${root}src/legal/legalActions.ts`)),
  ...(await import(`${root}src/random/prng.ts`)),
  ...(await import(`${root}src/state/view.ts`)),
  ...(await import(`${root}test/helpers/hoard.ts`)),
  ...(await import(`${root}src/state/deal.ts`)),
  ...(await import(`${root}src/rules/presets.ts`)),
});

const libs = await Promise.all(roots.map(load));
const rows: string[] = [];
for (const [label, build] of [
  ["hoarded 61, draw", (m: Any) => m.hoarded(61)],
  ["hoarded 61, after the pile (63)", (m: Any) => m.hoardedPlay(61)],
  ["hoarded 65, draw", (m: Any) => m.hoarded(65)],
  ["hoarded 65, after the pile (67)", (m: Any) => m.hoardedPlay(65)],
  ["ordinary, two players, seed 3", (m: Any) => m.newHand({ ruleset: m.presets.twoPlayers, seed: 3 }).value],
] as const) {
  const cells: string[] = [];
  // The checkouts alternate, each decision repeated, so that load and warm-up hit them alike.
  const times = libs.map(() => ({ hint: [] as number[], hard: [] as number[] }));
  for (let r = 0; r < repeats; r++)
    libs.forEach((m, i) => {
      const s = build(m);
      const view = m.viewFor(s, s.turn);
      const legal = m.legalActions(s);
      let t = performance.now();
      m.hint(view, legal);
      (times[i] as Any).hint.push(performance.now() - t);
      t = performance.now();
      m.bots.hard(view, legal, m.seedRng(3));
      (times[i] as Any).hard.push(performance.now() - t);
    });
  times.forEach((t, i) => {
    cells.push(
      `${roots.length > 1 ? `[${i}] ` : ""}hint ${median(t.hint).toFixed(0)} ms, hard ${median(t.hard).toFixed(0)} ms`,
    );
  });
  rows.push(`${label.padEnd(34)} ${cells.join("   ")}`);
}
process.stdout.write(`${rows.join("\n")}\n`);
