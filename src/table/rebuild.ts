/**
 * Rebuilding the hand in play from its deal and log.
 * @module
 */
import type { PublicEvent } from "../reducers/publicEvents.js";
import { replay, replayEvents } from "../reducers/replay.js";
import { ok, type Result } from "../result.js";
import type { Ruleset } from "../rules/ruleset.js";
import type { HandState } from "../state/types.js";
import type { TableDeal } from "./types.js";

/**
 * The state and the public events of the hand `deal` after `log`, as `replay` and `replayEvents`
 * give them (every entry checked by `apply` or `callTimeOut`); the first refusal says which entry.
 * @internal
 */
export function rebuild(
  ruleset: Ruleset,
  deal: TableDeal,
  log: readonly unknown[],
): Result<{ state: HandState; events: PublicEvent[] }> {
  const options = { ruleset, seed: deal.seed, dealer: deal.dealer, pairing: deal.pairing, actions: log };
  const states = replay(options);
  if (!states.ok) return states;
  const events = replayEvents(options);
  if (!events.ok) return events;
  return ok({ state: states.value[states.value.length - 1] as HandState, events: events.value });
}
