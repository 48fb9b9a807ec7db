/**
 * One complete hand between bots.
 * @module
 */
import type { Action } from "../actions/types.js";
import { type BotError, type PlayWatch, playBots } from "../bots/playBots.js";
import { readFields } from "../input/read.js";
import type { BurracoClass } from "../melds/types.js";
import { type RngState, seedRng } from "../random/prng.js";
import { err, ok, type Result } from "../result.js";
import { scoreHand } from "../scoring/scoreHand.js";
import type { ScoreSheet } from "../scoring/types.js";
import { dealHand } from "../state/deal.js";
import type { HandState } from "../state/types.js";
import { type CheckedOptions, checkCommon, isSeed } from "./options.js";
import { botSeed, seed32 } from "./seeds.js";
import type { HandOutcome, HandResult, PlayHandOptions } from "./types.js";

/**
 * What {@link runHand} needs beyond the checked options: which hand, its deal seed, dealer and bot
 * seed, and whether to record the actions.
 */
interface HandSetup {
  readonly index: number;
  readonly dealSeed: number;
  readonly dealer: number;
  readonly botSeed: number;
  readonly record: boolean;
}

/**
 * Plays one hand with checked options: deals it, seeds each seat's bot with
 * `botSeed(setup.botSeed, seat)` and runs {@link playBots}, the one bot loop. A bot failure stops
 * the hand as `"bot-error"`, `maxActions` as `"action-cap"`; `onDecision` sees each bot's time.
 * Trusts its arguments: options checked by {@link checkCommon} and a hand setup of its own.
 */
export function runHand(options: CheckedOptions, setup: HandSetup, onDecision?: PlayWatch["onDecision"]): PlayedHand {
  const players = options.ruleset.players;
  const dealt: HandState = dealHand(options.ruleset, setup.dealSeed, setup.dealer, undefined);
  const rngs: RngState[] = [];
  for (let s = 0; s < players; s++) rngs.push(seedRng(botSeed(setup.botSeed, s)));
  const log: Action[] | undefined = setup.record ? [] : undefined;
  const watch: PlayWatch | undefined =
    log === undefined && onDecision === undefined
      ? undefined
      : { onDecision, onAction: log === undefined ? undefined : (a) => log.push(a) };
  const played = playBots(dealt, options.seatBots, rngs, options.maxActions, watch);
  const state = played.state;
  const end: HandOutcome = played.error !== null ? "bot-error" : (state.end?.reason ?? "action-cap");
  return handResult(state, setup, end, played.actions, played.error, log);
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
    dealSeed: setup.dealSeed,
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

/** Every option of `playHand`, as a record of them all, so that an option added to the type without it does not compile. */
const OPTIONS: { readonly [K in keyof PlayHandOptions]-?: true } = {
  ruleset: true,
  seed: true,
  dealer: true,
  bots: true,
  botSeed: true,
  maxActions: true,
  record: true,
};
/** The option names: any other field is refused (`maxActionsPerHand`, `simulate`'s name, included). */
const FIELDS = /* @__PURE__ */ Object.keys(OPTIONS);

/**
 * Plays one complete hand between bots (one per seat, or one per side) and returns how it ended
 * (`result`, with the action log to replay it with `apply` when `record: true`), the final `state`
 * and its score `sheet`. Bad options, unknown fields included, are
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
  const fields = readFields(input, FIELDS, "playHand options");
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
  const dealSeed = seed32(options.seed);
  return ok(
    runHand(checked.value, {
      index: 0,
      dealSeed,
      dealer,
      botSeed: options.botSeed === undefined ? dealSeed : seed32(options.botSeed),
      record: options.record === true,
    }),
  );
}
