/**
 * Checking simulation options: bad input is refused with a clear message, never thrown.
 * @module
 */
import type { Bot } from "../bots/types.js";
import { readList } from "../input/read.js";
import type { Seed } from "../random/seed.js";
import { describeValue, err, ok, type Result } from "../result.js";
import { checkRuleset } from "../rules/define.js";
import { classic } from "../rules/presets.js";
import type { Ruleset } from "../rules/ruleset.js";
import { initialSides, sideCountFor } from "../state/seats.js";

/**
 * Default cap on the actions of one hand (a complete greedy hand takes about 100).
 */
const DEFAULT_MAX_ACTIONS = 5000;

/**
 * Options checked and completed with their defaults: what {@link runHand} needs.
 */
export interface CheckedOptions {
  readonly ruleset: Ruleset;
  /** One bot per seat. */
  readonly seatBots: readonly Bot[];
  readonly maxActions: number;
}

/** The most bots a list may hold before it is refused unread: far above the 4 seats. */
const MAX_BOTS = 64;

/**
 * Whether a value is a seed: a safe integer or a string.
 */
export function isSeed(value: unknown): value is Seed {
  return typeof value === "string" || (typeof value === "number" && Number.isSafeInteger(value));
}

/**
 * Checks the options shared by {@link playHand} and {@link simulate}: the ruleset, the bots (one per
 * seat or one per side) and the action cap.
 */
export function checkCommon(ruleset: unknown, bots: unknown, maxActions: unknown): Result<CheckedOptions> {
  const rs = checkRuleset(ruleset === undefined ? classic : ruleset);
  if (!rs.ok) return rs;
  const players = rs.value.players;
  const sides = initialSides(players);
  const sideTotal = sideCountFor(players);
  // One read of the list (a getter or a Proxy's trap gives an error, never a throw), then its copy only.
  const read = readList(bots, MAX_BOTS, "bots");
  if (!read.ok) return err("input/invalid", `bots must be an array of bot functions: ${read.error.message}`);
  const list = read.value;
  if (list.some((b) => typeof b !== "function")) return err("input/invalid", "bots must be an array of bot functions");
  let seatBots: Bot[];
  if (list.length === players) seatBots = list as Bot[];
  else if (list.length === sideTotal) seatBots = sides.map((side) => list[side] as Bot);
  else if (list.length === 1) seatBots = sides.map(() => list[0] as Bot);
  else {
    return err(
      "input/invalid",
      `bots: give one bot for all, one per seat (${players}) or one per side (${sideTotal}); got ${list.length}`,
    );
  }
  const cap = maxActions ?? DEFAULT_MAX_ACTIONS;
  if (typeof cap !== "number" || !Number.isSafeInteger(cap) || cap < 1) {
    return err("input/invalid", `the action cap must be a whole number ≥ 1, got ${describeValue(cap)}`);
  }
  return ok({ ruleset: rs.value, seatBots, maxActions: cap });
}
