/**
 * What reading an action once costs inside `apply`: the same recorded greedy hands replayed through
 * `apply` (parseAction's one-read copy, then the rules) and through the rules alone (`reduce` on
 * the engine's own action objects), in the same run, so the ratio holds on a loaded machine.
 *   npx tsx test/bench/parse.ts
 */
import { type Action, apply, type HandState, parseAction, presets } from "burraco";
import { greedyBot } from "../../src/bots/index.js";
import { reduceParsed as reduce } from "../../src/reducers/apply.js";
import { dealSeed, playHand } from "../../src/sim/index.js";
import { dealt } from "../helpers/state.js";

const hands: { start: HandState; log: readonly Action[] }[] = [];
for (let i = 0; i < 50; i++) {
  const seed = dealSeed("bench", i);
  const r = playHand({ ruleset: presets.classic, seed, dealer: i % 4, bots: [greedyBot], record: true });
  if (!r.ok) throw new Error(r.error.message);
  hands.push({ start: dealt({ ruleset: presets.classic, seed, dealer: i % 4 }), log: r.value.result.log ?? [] });
}
const actions = hands.reduce((n, h) => n + h.log.length, 0);

function run(step: (s: HandState, a: Action) => HandState): number {
  const t = process.cpuUsage();
  for (let rep = 0; rep < 20; rep++) {
    for (const h of hands) {
      let s = h.start;
      for (const a of h.log) s = step(s, a);
    }
  }
  const used = process.cpuUsage(t);
  return (20 * actions) / ((used.user + used.system) / 1e6);
}

const viaApply = (s: HandState, a: Action): HandState => apply(s, a).value as HandState;
const rulesOnly = (s: HandState, a: Action): HandState => reduce(s, a) as HandState;
const parseOnly = (s: HandState, a: Action): HandState => {
  parseAction(a);
  return s;
};
run(viaApply);
run(rulesOnly);
const rates = { apply: run(viaApply), rules: run(rulesOnly), parse: run(parseOnly) };
console.log(`${actions} actions × 20, CPU time:`);
console.log(`apply (one-read parse + rules): ${Math.round(rates.apply).toLocaleString("en")}/s`);
console.log(`rules alone (reduce):           ${Math.round(rates.rules).toLocaleString("en")}/s`);
console.log(`parseAction alone:              ${Math.round(rates.parse).toLocaleString("en")}/s`);
console.log(`the parse takes ${(100 * (1 - rates.apply / rates.rules)).toFixed(0)} % of apply`);
const composed = (s: HandState, a: Action): HandState => reduce(s, parseAction(a).value as Action) as HandState;
console.log(`parse then reduce, composed: ${Math.round(run(composed)).toLocaleString("en")}/s`);
