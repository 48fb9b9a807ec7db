/**
 * One complete hand between bots.
 * @module
 */
import type { Action } from "../actions/types.js";
import type { Bot } from "../bots/types.js";
import { readFields } from "../input/read.js";
import { legalActions } from "../legal/legalActions.js";
import type { BurracoClass } from "../melds/types.js";
import { type RngState, seedRng } from "../random/prng.js";
import { apply } from "../reducers/apply.js";
import { err, ok, type Result } from "../result.js";
import { scoreHand } from "../scoring/scoreHand.js";
import type { ScoreSheet } from "../scoring/types.js";
import { dealHand } from "../state/deal.js";
import type { HandState } from "../state/types.js";
import { viewFor } from "../state/view.js";
import { type CheckedOptions, checkCommon, isSeed } from "./options.js";
import { botSeed, seed32 } from "./seeds.js";
import type { BotError, HandOutcome, HandResult, PlayHandOptions } from "./types.js";

/**
 * What {@link runHand} needs beyond the checked options: which hand, its deal seed, dealer and bot
 * seed, and whether to record the actions.
 */
export interface HandSetup {
  readonly index: number;
  readonly seed: number;
  readonly dealer: number;
  readonly botSeed: number;
  readonly record: boolean;
}

function botFailure(seat: number, action: unknown, message: string): BotError {
  return { seat, action, error: { code: "input/invalid", message } };
}

/**
 * Plays one hand with checked options: the simulator's loop. Each call of a bot gets the acting
 * seat's view and the legal actions; a refused action, no action or an exception stops the hand
 * as `"bot-error"`, and `maxActions` stops it as `"action-cap"`, so it never loops forever.
 * Trusts its arguments: options checked by {@link checkCommon} and a hand setup of its own.
 */
export function runHand(options: CheckedOptions, setup: HandSetup): PlayedHand {
  const players = options.ruleset.players;
  let state: HandState = dealHand(options.ruleset, setup.seed, setup.dealer, undefined);
  const rngs: RngState[] = [];
  for (let s = 0; s < players; s++) rngs.push(seedRng(botSeed(setup.botSeed, s)));
  const log: Action[] | undefined = setup.record ? [] : undefined;
  let actions = 0;
  let error: BotError | null = null;
  let stopped: HandOutcome | null = null;
  while (state.phase !== "ended") {
    if (actions >= options.maxActions) {
      stopped = "action-cap";
      break;
    }
    const seat = state.turn;
    const bot = options.seatBots[seat] as Bot;
    let action: Action | null;
    try {
      const [chosen, rng] = bot(viewFor(state, seat), legalActions(state), rngs[seat] as RngState);
      action = chosen;
      rngs[seat] = rng;
    } catch (e) {
      error = botFailure(seat, null, `the bot threw: ${e instanceof Error ? e.message : String(e)}`);
      break;
    }
    if (action === null || action === undefined) {
      error = botFailure(seat, null, "the bot returned no action");
      break;
    }
    const next = apply(state, action);
    if (!next.ok) {
      error = { seat, action, error: next.error };
      break;
    }
    state = next.value;
    actions++;
    log?.push(action);
  }
  const end: HandOutcome = error !== null ? "bot-error" : (stopped ?? state.end?.reason ?? "action-cap");
  return handResult(state, setup, end, actions, error, log);
}

/**
 * One hand played by {@link playHand}: its {@link HandResult}, plus the final state and its score
 * sheet (a running estimate when the hand was stopped before it ended).
 * @example
 * const r = playHand({ seed: 7, bots: [greedyBot] });
 * if (r.ok) r.value.sheet.sides[0]?.total === r.value.result.scores[0]; // true
 */
export interface PlayedHand {
  /** How the hand went, as the simulator reports it. */
  readonly result: HandResult;
  /** The state when the hand stopped: ended, or stopped by a bot error or the action cap. */
  readonly state: HandState;
  /** `scoreHand(state)`. */
  readonly sheet: ScoreSheet;
}

function handResult(
  state: HandState,
  setup: HandSetup,
  end: HandOutcome,
  actions: number,
  error: BotError | null,
  log: Action[] | undefined,
): PlayedHand {
  const sheet = scoreHand(state);
  const burraco: BurracoClass[][] = state.melds.map((melds) => {
    const classes: BurracoClass[] = [];
    for (const m of melds) if (m.burraco !== null) classes.push(m.burraco);
    return classes;
  });
  const closedBy = end === "closed" ? (state.end?.closedBy ?? null) : null;
  let turns = 0;
  for (const t of state.turnsPlayed) turns += t;
  const result: HandResult = {
    index: setup.index,
    seed: setup.seed,
    dealer: setup.dealer,
    end,
    closedBy,
    closingSide: closedBy === null ? null : (state.sides[closedBy] ?? closedBy),
    scores: sheet.sides.map((s) => s.total),
    burraco,
    pozzettoTaken: state.pozzettoTaken,
    turns,
    actions,
    error,
  };
  return { result: log === undefined ? result : { ...result, log }, state, sheet };
}

/**
 * Plays one complete hand between bots (one per seat, or one per side) and returns how it ended
 * (`result`, with the action log to replay it with `apply` when `record: true`), the final `state`
 * and its score `sheet`. Bad options are
 * refused with `input/invalid` (or `ruleset/invalid`); a failing bot does not throw: the hand stops
 * and `error` says why.
 * @example
 * const r = playHand({ ruleset: presets.classic, seed: 7, bots: [greedyBot], record: true });
 * if (r.ok) {
 *   r.value.result.end;   // how it ended: "closed", "stock-exhausted", …
 *   r.value.state.phase;  // "ended"
 *   const log = r.value.result.log ?? [];
 *   replay({ ruleset: presets.classic, seed: 7, actions: log }).value?.at(-1)?.phase; // "ended": the log replays the hand
 * }
 */
export function playHand(input: PlayHandOptions): Result<PlayedHand> {
  // One read of each option into a fresh record, as for every outside input.
  const fields = readFields(input, null, "playHand options");
  if (!fields.ok) return fields;
  const options = fields.value as unknown as PlayHandOptions;
  const checked = checkCommon(options.ruleset, options.bots, options.maxActions);
  if (!checked.ok) return checked;
  if (!isSeed(options.seed)) return err("input/invalid", "seed must be an integer or a string");
  if (options.botSeed !== undefined && !isSeed(options.botSeed))
    return err("input/invalid", "botSeed must be an integer or a string");
  if (options.record !== undefined && typeof options.record !== "boolean")
    return err("input/invalid", "record must be true or false");
  const players = checked.value.ruleset.players;
  const dealer = options.dealer ?? 0;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= players) {
    return err("input/invalid", `dealer must be a seat from 0 to ${players - 1}`);
  }
  const seed = seed32(options.seed);
  return ok(
    runHand(checked.value, {
      index: 0,
      seed,
      dealer,
      botSeed: options.botSeed === undefined ? seed : seed32(options.botSeed),
      record: options.record === true,
    }),
  );
}
