/**
 * The search bots' budgets and knobs, checked: a playout count and a time budget that are bounded,
 * so that no option makes a decision run forever or silently play nothing (issue 29, E5).
 * @module
 */

import { readFields, readList } from "../input/read.js";
import type { RngState } from "../random/prng.js";
import { describeValue, err, ok, type Result } from "../result.js";

/**
 * The most playouts one decision may be given (`iterations`). At 4 players the hard level's
 * default is 120 playouts, about 40 ms a decision; 10,000 is about 80 times that.
 * @example
 * checkBotOptions({ iterations: MAX_ITERATIONS }).ok; // true
 * checkBotOptions({ iterations: MAX_ITERATIONS + 1 }).ok; // false
 */
export const MAX_ITERATIONS = 10_000;

/**
 * The longest time budget one decision may be given (`timeMs`): one minute.
 * @example
 * checkBotOptions({ timeMs: MAX_TIME_MS }).ok; // true
 */
export const MAX_TIME_MS = 60_000;

/**
 * The longest playout (`playoutActions`): far beyond a whole hand's 100-odd actions.
 * @example
 * checkBotOptions({ playoutActions: MAX_PLAYOUT_ACTIONS }).ok; // true
 */
export const MAX_PLAYOUT_ACTIONS = 10_000;

/**
 * The options of every search bot ({@link createBot}, `createPlannerBot`, `createSearchBot`,
 * `hint`), checked and copied: what each of them accepts.
 * @example
 * const checked = checkBotOptions({ level: "hard", timeMs: 50 });
 * const options: CheckedBotOptions | undefined = checked.value;
 * options?.timeMs; // 50
 */
export interface CheckedBotOptions {
  /** `createBot`'s level. */
  readonly level?: "easy" | "medium" | "hard";
  /** Playouts a decision, 1 to {@link MAX_ITERATIONS}. */
  readonly iterations?: number;
  /** Milliseconds a decision, above 0 and at most {@link MAX_TIME_MS}. */
  readonly timeMs?: number;
  /** The clock the time budget reads (milliseconds). */
  readonly now?: () => number;
  /** Actions a playout plays before it is scored, 1 to {@link MAX_PLAYOUT_ACTIONS}. */
  readonly playoutActions?: number;
  /** How many standard errors a plan must beat greedy's by, 0 to 100. */
  readonly confidence?: number;
  /** Whether the search compares discards. */
  readonly discards?: boolean;
  /** How many discards a plan compares, 1 to 1,000. */
  readonly discardChoices?: number;
  /** The search bot's playout: greedy at every seat, or the cheaper heuristic policy. */
  readonly rollout?: "greedy" | "heuristic";
  /** The planner's: whether it keeps the rest of its plan between the calls of a turn. */
  readonly keepPlans?: boolean;
  /** A PRNG state: four uint32 integers, a copy of the one given. */
  readonly rng?: RngState;
}

type Check = (v: unknown) => string | null;

const whole =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === "number" && Number.isInteger(v) && v >= min && v <= max
      ? null
      : `must be a whole number from ${min} to ${max.toLocaleString("en-US")}`;

const oneOf =
  (...values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v) ? null : `must be one of ${values.map((x) => JSON.stringify(x)).join(", ")}`;

const CHECKS: Readonly<Record<keyof CheckedBotOptions, Check>> = {
  level: /* @__PURE__ */ oneOf("easy", "medium", "hard"),
  iterations: /* @__PURE__ */ whole(1, MAX_ITERATIONS),
  timeMs: (v) =>
    typeof v === "number" && Number.isFinite(v) && v > 0 && v <= MAX_TIME_MS
      ? null
      : `must be a number of milliseconds above 0 and at most ${MAX_TIME_MS.toLocaleString("en-US")}`,
  now: (v) => (typeof v === "function" ? null : "must be a function returning milliseconds"),
  playoutActions: /* @__PURE__ */ whole(1, MAX_PLAYOUT_ACTIONS),
  confidence: (v) =>
    typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 100 ? null : "must be a number from 0 to 100",
  discards: /* @__PURE__ */ oneOf(true, false),
  discardChoices: /* @__PURE__ */ whole(1, 1000),
  rollout: /* @__PURE__ */ oneOf("greedy", "heuristic"),
  keepPlans: /* @__PURE__ */ oneOf(true, false),
  // Checked on the copy that readList made (see checkBotOptions), never on the caller's array.
  rng: (v) =>
    Array.isArray(v) && v.length === 4 && v.every(isUint32)
      ? null
      : "must be a PRNG state (seedRng's four uint32 integers)",
};

function isUint32(x: unknown): boolean {
  return typeof x === "number" && Number.isInteger(x) && x >= 0 && x <= 0xffffffff;
}

const KEYS = /* @__PURE__ */ Object.keys(CHECKS);

/**
 * Checks a search bot's options, read once into a fresh copy: the playout count `iterations` (a
 * whole number from 1 to {@link MAX_ITERATIONS}), the time budget `timeMs` (milliseconds, above 0,
 * at most {@link MAX_TIME_MS}), the clock `now`, and the knobs of `createPlannerBot` and
 * `createSearchBot`. NaN, infinities, negative and fractional counts and unknown fields are refused
 * with `input/invalid`; `undefined` fields are left out (their defaults apply). Each field is read
 * once, by value, and `rng` is copied (as a plain array of four uint32 integers) before it is
 * checked, so the caller's array is never read again.
 *
 * The clock `now` can only be checked for being a function; what it returns is checked at each
 * read: a clock that throws or returns anything but a finite number ends the decision's time (the
 * search stops and the best move so far is returned, never an exception).
 *
 * `hint` returns this refusal; the bot factories, which return a bot, return one that plays
 * nothing for bad options (the simulator reports its first decision as a bot error), so check the
 * options first with this to get the reason.
 * @example
 * checkBotOptions({ level: "hard", iterations: 64 }).ok; // true
 * checkBotOptions({ iterations: Number.POSITIVE_INFINITY }).error?.message; // "iterations must be a whole number from 1 to 10,000, got Infinity"
 */
export function checkBotOptions(options: unknown): Result<CheckedBotOptions> {
  if (options === undefined) return ok({});
  const fields = readFields(options, KEYS, "bot options");
  if (!fields.ok) return fields;
  const out: Record<string, unknown> = {};
  for (const key of KEYS) {
    let v = fields.value[key];
    if (v === undefined) continue;
    if (key === "rng") {
      const list = readList(v, 4, "rng");
      if (!list.ok) return list;
      v = list.value;
    }
    const problem = CHECKS[key as keyof CheckedBotOptions](v);
    if (problem !== null) return err("input/invalid", `${key} ${problem}, got ${describeValue(v)}`);
    out[key] = v;
  }
  return ok(out as CheckedBotOptions);
}

/**
 * When a decision's time is up: never without `timeMs`; else once `now()` has passed the start
 * plus `timeMs`. The clock is read only with a time budget, so the default stays reproducible. A
 * clock that throws or returns anything but a finite number means the time is up: the search stops
 * at its least (the best move so far) rather than throwing or running without a budget.
 */
export interface Deadline {
  /** Whether `share` (0 to 1) of the time budget has passed since the decision started. */
  readonly passed: (share: number) => boolean;
}

/** No time budget: the playout count alone decides. */
export const NO_DEADLINE: Deadline = /* @__PURE__ */ Object.freeze({ passed: () => false });

/** A deadline `timeMs` after now, on the clock `now` (default `performance.now`). */
export function deadlineOf(timeMs: number | undefined, now: (() => number) | undefined): Deadline {
  if (timeMs === undefined) return NO_DEADLINE;
  const clock = now ?? (() => performance.now());
  const start = timeOf(clock);
  // NaN (a broken clock, now or at the start) fails every comparison: `!(... < ...)` is then true.
  return { passed: (share) => !(timeOf(clock) - start < timeMs * share) };
}

/** The clock's reading, or NaN for one that throws or is not a finite number. */
function timeOf(clock: () => number): number {
  try {
    const t: unknown = clock();
    return typeof t === "number" && Number.isFinite(t) ? t : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
