/**
 * `simulate`: many complete hands between bots, seeded and reproducible.
 * @module
 */

import { readFields } from "../input/read.js";
import { describeValue, err, ok, type Result } from "../result.js";
import { callbackThrew } from "./callback.js";
import { type CheckedOptions, checkCommon, isSeed } from "./options.js";
import { runHand } from "./playHand.js";
import { dealSeed } from "./seeds.js";
import { addHand, finishTally, newTally } from "./summary.js";
import type { HandResult, SimulateOptions, SimulationReport } from "./types.js";

/**
 * The most hands one call may play.
 */
export const MAX_HANDS = 1_000_000_000;

/** Every option of `simulate`, as a record of them all, so that an option added to the type without it does not compile. */
const OPTIONS: { readonly [K in keyof SimulateOptions]-?: true } = {
  ruleset: true,
  seed: true,
  handCount: true,
  bots: true,
  firstDealer: true,
  maxActionsPerHand: true,
  onHand: true,
  keepHands: true,
};
/** The option names: any other field is refused, so a slip such as `maxActions` (`playHand`'s name) is not lost. */
const FIELDS = /* @__PURE__ */ Object.keys(OPTIONS);

interface Plan {
  readonly checked: CheckedOptions;
  readonly options: SimulateOptions;
  readonly firstDealer: number;
}

function plan(options: SimulateOptions): Result<Plan> {
  if (typeof options !== "object" || options === null) return err("input/invalid", "options must be an object");
  const checked = checkCommon(options.ruleset, options.bots, options.maxActionsPerHand);
  if (!checked.ok) return checked;
  if (!isSeed(options.seed)) return err("input/invalid", "seed must be an integer or a string");
  const hands = options.handCount;
  if (typeof hands !== "number" || !Number.isSafeInteger(hands) || hands < 0 || hands > MAX_HANDS) {
    return err("input/invalid", `handCount must be a whole number from 0 to ${MAX_HANDS}, got ${describeValue(hands)}`);
  }
  const players = checked.value.ruleset.players;
  const firstDealer = options.firstDealer ?? 0;
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= players) {
    return err("input/invalid", `firstDealer must be a seat from 0 to ${players - 1}`);
  }
  if (options.onHand !== undefined && typeof options.onHand !== "function")
    return err("input/invalid", "onHand must be a function");
  if (options.keepHands !== undefined && typeof options.keepHands !== "boolean")
    return err("input/invalid", "keepHands must be true or false");
  return ok({ checked: checked.value, options, firstDealer });
}

function* play(p: Plan): Generator<HandResult, void, undefined> {
  const players = p.checked.ruleset.players;
  for (let index = 0; index < p.options.handCount; index++) {
    const seed = dealSeed(p.options.seed, index);
    const dealer = (p.firstDealer + index) % players;
    yield runHand(p.checked, { index, dealSeed: seed, dealer, botSeed: seed, record: false }).result;
  }
}

/**
 * The hands of a simulation, played one at a time as they are read: memory stays flat however
 * many hands are asked for. Same options and results as {@link simulate} (`onHand` and
 * `keepHands` are ignored). Bad options, unknown fields included, are refused, never thrown.
 * @example
 * // A million hands would fit in memory this way too: each is summarised and dropped.
 * const hands = simulateHands({ ruleset: presets.classic, seed: 1, handCount: 20, bots: [greedyBot, randomBot] });
 * if (hands.ok) summarize(hands.value).handCount; // 20
 */
export function simulateHands(input: SimulateOptions): Result<Generator<HandResult, void, undefined>> {
  const fields = readFields(input, FIELDS, "simulate options");
  if (!fields.ok) return fields;
  const p = plan(fields.value as unknown as SimulateOptions);
  if (!p.ok) return p;
  return ok(play(p.value));
}

/**
 * Plays complete hands between bots (one per seat, or one per side) and adds them up. Hand `i` is
 * dealt with {@link dealSeed}(seed, i) by dealer `(firstDealer + i) % players` (R2.3), so the same
 * options always give the same report, and any hand can be replayed alone with {@link playHand}.
 *
 * A bot that returns an action `apply` refuses (or none, or throws) stops its hand as
 * `"bot-error"`, recorded in the hand and counted in the summary; a hand that reaches
 * `maxActionsPerHand` stops as `"action-cap"`. For long runs pass `keepHands: false` (and
 * `onHand` to see each hand): memory stays flat. An unknown option field is refused
 * (`input/invalid`). An exception thrown by `onHand` stops the run
 * there: `simulate` returns `callback/threw`, naming `onHand` and the hand, never the exception.
 * @example
 * const report = simulate({ ruleset: presets.classic, seed: 1, handCount: 20, bots: [greedyBot, randomBot] });
 * if (report.ok) {
 *   report.value.summary.closeRate; // share of hands closed
 *   report.value.summary.wins;      // hands won by the greedy side, by the random side
 *   report.value.hands.length;      // 20
 * }
 */
export function simulate(input: SimulateOptions): Result<SimulationReport> {
  // One read of each option into a fresh record, as for every outside input.
  const fields = readFields(input, FIELDS, "simulate options");
  if (!fields.ok) return fields;
  const options = fields.value as unknown as SimulateOptions;
  const p = plan(options);
  if (!p.ok) return p;
  const keep = options.keepHands !== false;
  const hands: HandResult[] = [];
  const tally = newTally();
  for (const hand of play(p.value)) {
    addHand(tally, hand);
    if (keep) hands.push(hand);
    try {
      options.onHand?.(hand);
    } catch (thrown) {
      return callbackThrew("onHand", `hand ${hand.index}`, thrown);
    }
  }
  return ok({ hands, summary: finishTally(tally) });
}
