/**
 * `createPlannerBot`: a bot that plans its whole turn by determinized playouts, and `hint`, the
 * same search's ranking of the moves for an app's "best move" button.
 * @module
 */

import type { Action } from "../../actions/types.js";
import { isWildcard } from "../../cards/card.js";
import { Rand, type RngState, seedRng } from "../../random/prng.js";
import { reduceParsed } from "../../reducers/apply.js";
import { whatOf } from "../../reducers/fault.js";
import { err, ok, type Result } from "../../result.js";
import type { HandState } from "../../state/types.js";
import { type PlayerView, viewFor } from "../../state/view.js";
import { type CheckedBotOptions, checkBotOptions, type Deadline, deadlineOf, MAX_ITERATIONS } from "../budget.js";
import { greedyBot } from "../greedyBot.js";
import { libraryBot } from "../handed.js";
import { discardRisk, GIFT_RISK, readTable } from "../panel/discardRisk.js";
import { determinize, hiddenCards } from "../search/determinize.js";
import type { Bot, BotChoice } from "../types.js";
import { type EvalBudget, type EvalStats, evaluatePlans, meanAndError, type PlanEstimate } from "./evaluate.js";
import { type Plan, planCandidates } from "./plans.js";
import { avoidStalemate } from "./stalemate.js";

/**
 * The budget and knobs of {@link createPlannerBot} and {@link hint}.
 * @example
 * const options: PlannerOptions = { iterations: 40 };
 */
export interface PlannerOptions {
  /**
   * Playouts per decision (default 120; 40 at two players; at most 10,000): one decision at the
   * draw, one after it for the rest of the turn (and one more after taking the pozzetto). The
   * choice depends only on the view, the legal actions and the PRNG state. Whatever the count, a
   * decision also stops once its playouts have listed 3,000 legal actions per
   * playout of the budget (only positions with huge hands reach it), so its cost is bounded. At
   * two players the bot's own decisions judge at most one plan for every four playouts and keep
   * half of them for greedy's plan against the best other one (issue 37); `hint` judges every plan.
   */
  readonly iterations?: number;
  /**
   * A time budget instead, or as well: milliseconds a decision (above 0, at most 60,000). The
   * search stops at the first of the two budgets, each round of its halving at its share of the
   * time. With a time budget the choices depend on the machine's speed and load: they are no
   * longer reproducible (the default, a playout count, is). Alone it allows up to 10,000 playouts.
   */
  readonly timeMs?: number;
  /** The clock of `timeMs`, in milliseconds (default `performance.now`); one that throws or is not finite ends the time. */
  readonly now?: () => number;
  /**
   * Playouts after the plan: `"greedy"` at every seat (default) or the `"heuristic"` policy, about
   * twice as fast but measured weaker (docs/guides/bots.md).
   */
  readonly rollout?: "greedy" | "heuristic";
  /**
   * The horizon: stop each playout this many actions after the plan and score the hand as it
   * stands then (R9; the hand's own end when it comes sooner). Default 20, about five turns; at
   * two players 600, the end of the hand. At four players a short horizon judges a plan by what
   * the next turns make of it, with less noise than playing every hand to its end and at less
   * cost, so the same time buys more playouts; at two it measured weaker (docs/guides/bots.md has
   * the measurements).
   */
  readonly playoutActions?: number;
  /**
   * How sure the planner must be to leave greedy's plan: a plan must beat it by this many standard
   * errors of the paired difference (default 1.5).
   */
  readonly confidence?: number;
  /**
   * Also compare other discards after each plan's melds (default `true`): `false` keeps each
   * variant's own discard only.
   */
  readonly discards?: boolean;
  /**
   * With `discards`, how many discards each plan compares, one a face: the variant's own and the
   * next in its order of preference (default 3; at two players every face). More spreads the
   * playouts thinner.
   */
  readonly discardChoices?: number;
  /**
   * Keep the rest of the chosen plan between the calls of a turn (default `true`, the measured
   * bot). `false` searches afresh at every decision instead: the move is then a function of the
   * view, the legal actions and the PRNG state alone, whatever the bot was asked before, so one bot
   * may serve many interleaved games and a game reloaded mid-turn plays on the same. The tables'
   * `"hard"` seats (`stepBot`) use it.
   */
  readonly keepPlans?: boolean;
}

/** The defaults that depend on the table: each the best measured there (docs/guides/bots.md). */
interface TableDefaults {
  readonly iterations: number;
  readonly horizon: number;
  readonly discardChoices: number;
  /** Whether the bot's own decisions focus their playouts (see {@link PLAYOUTS_PER_PLAN}). */
  readonly focus: boolean;
}

/**
 * Three and four players (three is not measured: the arena needs two sides). Their 120 playouts
 * already part 10 to 20 plans well enough; the focus is not measured there yet.
 */
const TABLE: TableDefaults = { iterations: 120, horizon: 20, discardChoices: 3, focus: false };
/** Two players: the whole hand played out, every discard compared, the playouts focused. */
const HEADS_UP: TableDefaults = { iterations: 40, horizon: 600, discardChoices: 99, focus: true };

/**
 * The bot's own decisions judge at most one plan for every `PLAYOUTS_PER_PLAN` playouts of the
 * budget (at least two), the likeliest first (greedy's, the kept ones, then each policy's own turn
 * before its next discards): at two players a decision has about 20 plans for its 40 playouts, and
 * spread over all of them the playouts could not tell the best two apart (issue 37). Two players
 * only (`TableDefaults.focus`).
 */
export const PLAYOUTS_PER_PLAN = 4;

/**
 * The share of the bot's playouts kept for the last round of its search, where greedy's plan and
 * the best other one are compared (`EvalBudget.finalShare`): the choice is made there.
 */
export const FINAL_SHARE = 0.5;

/**
 * The work bound of a decision, per playout of its budget: its playouts stop once they have listed
 * this many legal actions for each of `iterations` (greedy's choices, see `Work`: listing and
 * weighing them is most of a playout's time, and it grows with the hand). Ordinary decisions list
 * about 450 a playout at two players (2,600 at most in 400 measured) and 140 at four; a seat that
 * hoarded 61 to 65 cards lists 9,000 to 19,000, and there the bound is what stops the decision.
 * It overshoots by at most one playout. With the plans (at most `MAX_PLANS`, from six greedy
 * turns of at most 60 actions) this bounds a decision's cost whatever the position.
 */
export const WORK_PER_PLAYOUT = 3000;

interface Settings {
  readonly budget: Omit<EvalBudget, "deadline">;
  readonly z: number;
  readonly discardChoices: number;
  readonly timeMs: number | undefined;
  readonly now: (() => number) | undefined;
  readonly focus: boolean;
}

/** Settings from checked options (see {@link checkBotOptions}). */
function settingsOf(options: CheckedBotOptions, players: number): Settings {
  const d = players === 2 ? HEADS_UP : TABLE;
  // A time budget alone may use every playout allowed; with both, the first one reached stops.
  const fallback = options.timeMs === undefined ? d.iterations : MAX_ITERATIONS;
  const iterations = Math.max(2, options.iterations ?? fallback);
  return {
    budget: {
      iterations,
      rollout: options.rollout === "heuristic" ? "heuristic" : "greedy",
      playoutActions: options.playoutActions ?? d.horizon,
      work: iterations * WORK_PER_PLAYOUT,
    },
    z: options.confidence ?? 1.5,
    discardChoices: options.discards === false ? 1 : (options.discardChoices ?? d.discardChoices),
    timeMs: options.timeMs,
    now: options.now,
    focus: d.focus,
  };
}

/** The search of one decision: the plans with their estimates, and the PRNG after it. */
function searchTurn(
  view: PlayerView,
  legal: readonly Action[],
  rng: RngState,
  settings: Settings,
  always: boolean,
  stats?: EvalStats,
  deadline: Deadline = deadlineOf(settings.timeMs, settings.now),
): { estimates: PlanEstimate[]; rand: Rand; sample: HandState; only: Plan | null } {
  const rand = new Rand(rng);
  const hidden = hiddenCards(view);
  const sample = determinize(view, hidden, rand);
  const all = planCandidates(sample, legal, rand.state(), settings.discardChoices);
  const safe = avoidStalemate(view, sample, all, rand.state());
  // The hint ranks every plan (and duels the best after); the bot's own decision focuses.
  const focus = settings.focus && !always;
  const plans = focus ? likeliest(safe, Math.max(2, Math.ceil(settings.budget.iterations / PLAYOUTS_PER_PLAN))) : safe;
  rand.uint32();
  const budget = focus ? { ...settings.budget, deadline, finalShare: FINAL_SHARE } : { ...settings.budget, deadline };
  const estimates =
    plans.length > 1 || (always && plans.length > 0) ? evaluatePlans(view, hidden, plans, rand, budget, stats) : [];
  // The one plan R8.2 left of several: played without a search (greedy's own may be the one dropped).
  const only = plans.length === 1 && all.length > 1 ? (plans[0] as Plan) : null;
  return { estimates, rand, sample, only };
}

/**
 * At most `limit` plans, the likeliest: the first (greedy's, the baseline), the plans marked `keep`,
 * then by `prior` (each policy's own turn before its next discards), in their order otherwise.
 */
export function likeliest(plans: readonly Plan[], limit: number): Plan[] {
  if (plans.length <= limit) return plans.slice();
  const order = plans.map((p, i) => ({ p, i, rank: i === 0 ? -2 : p.keep === true ? -1 : (p.prior ?? 0) }));
  order.sort((a, b) => a.rank - b.rank || a.i - b.i);
  // The chosen plans in their first order: the evaluation's ties and stops follow it.
  return order
    .slice(0, limit)
    .sort((a, b) => a.i - b.i)
    .map((o) => o.p);
}

/**
 * The plan to play: greedy's (the first) unless a plan judged on as many samples (one still in the
 * race at the last round) beats it by `z` standard errors of the paired difference; the best such.
 */
function bestPlan(estimates: readonly PlanEstimate[], z: number, view: PlayerView): Plan | null {
  const base = estimates[0];
  if (base === undefined) return null;
  let best = base;
  // One playout has no standard error: a search stopped that soon keeps greedy's plan.
  if (base.playouts < 2) return base.plan;
  for (const e of estimates)
    if (e.playouts === base.playouts && e.diff > z * e.diffStderr && e.diff > best.diff) best = e;
  return saferDiscard(best, estimates, view).plan;
}

/**
 * The plan to play instead of `chosen` when its discard is a gift to the next opponent and a plan
 * of the same turn with a safe discard is not clearly worse (its paired difference above minus one
 * standard error, on as many playouts): the playouts judge a discard a few turns on, where a card
 * handed over weighs little against their noise, so what the next player can do with it decides
 * between plans otherwise close (issue 37). The safest such, then the best by margin.
 */
function saferDiscard(chosen: PlanEstimate, estimates: readonly PlanEstimate[], view: PlayerView): PlanEstimate {
  const last = chosen.plan.actions[chosen.plan.actions.length - 1];
  if (last?.type !== "discard" || chosen.playouts < 2) return chosen;
  const reading = readTable(view);
  if (discardRisk(reading, last.card) < GIFT_RISK) return chosen;
  const prefix = JSON.stringify(chosen.plan.actions.slice(0, -1));
  let pick = chosen;
  let pickRisk = Number.POSITIVE_INFINITY;
  for (const e of estimates) {
    const end = e.plan.actions[e.plan.actions.length - 1];
    if (e === chosen || end?.type !== "discard" || isWildcard(end.card) || e.playouts !== chosen.playouts) continue;
    if (JSON.stringify(e.plan.actions.slice(0, -1)) !== prefix) continue;
    const risk = discardRisk(reading, end.card);
    if (risk >= GIFT_RISK || risk > pickRisk || (risk === pickRisk && e.margin <= pick.margin)) continue;
    const [diff, stderr] = meanAndError(e.margins.map((x, i) => x - (chosen.margins[i] as number)));
    if (diff < -stderr) continue;
    pick = e;
    pickRisk = risk;
  }
  return pick;
}

/** What a seat's view shows of its own turn: equal views here mean the planned turn goes on. */
function turnKey(view: PlayerView, rng: RngState): string {
  return JSON.stringify([
    view.seat,
    view.phase,
    view.held,
    view.melds.map((side) => side.map((m) => m.cards)),
    view.stockCount,
    view.discardCount,
    view.turnsPlayed,
    view.pozzettoTaken,
    rng,
  ]);
}

function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A bot that plans its whole turn. At the draw it compares the draw and the pick-up; after it, whole
 * turn plans: which melds and attaches to lay down now and which to hold back, whether to spend
 * wildcards, whether to close now or play on, and the discard (the likeliest three; every face at
 * two players). The plans come
 * from variants of {@link greedyBot}'s turn (greedy itself; with no new melds; with nothing laid
 * down; without closing; spending wildcards freely; keeping them); each is played on the same
 * sampled deals of the hidden cards (consistent with the view and its known cards, R14.2) and then
 * played on with greedy at every seat for a few turns (the horizon, `playoutActions`; at two
 * players to the end of the hand), scored as the hand stands there, the weaker half dropped round
 * by round. A plan that ends the hand by the R8.2 stalemate, or lets the next player end it so, is
 * dropped unless the seat's side is ahead. It leaves greedy's plan only for one clearly better on those samples, then plays the
 * chosen plan one action per call, keeping it between the calls of the turn (a plan that empties
 * the hand for the pozzetto stops there: the rest is planned with the pozzetto's cards in hand).
 *
 * It sees only the view and the legal actions. The plan kept between calls is a cache keyed by the
 * view and the PRNG state it returned, so the same seed plays the same game when the bot plays one
 * game at a time; with `keepPlans: false` it keeps nothing, and each move depends on its arguments
 * alone.
 *
 * Options are checked as {@link checkBotOptions} does: for bad ones (NaN, `Infinity`, a negative or
 * fractional count, a count above 10,000) the bot returned plays nothing: it answers `null`, which
 * the simulator reports as a bot error. It never throws.
 * @example
 * const bot = createPlannerBot({ iterations: 64 });
 * simulate({ ruleset: presets.classic, seed: 1, handCount: 4, bots: [bot, greedyBot] });
 */
export function createPlannerBot(options: PlannerOptions = {}): Bot {
  const checked = checkBotOptions(options);
  if (!checked.ok) return refusing;
  const keepPlans = checked.value.keepPlans !== false;
  const settings = [settingsOf(checked.value, 2), settingsOf(checked.value, 4)] as const;
  const planned = new Map<string, readonly Action[]>();
  return libraryBot((view, legal, rng): BotChoice => {
    if (legal.length <= 1 || view.seat === null) return greedyBot(view, legal, rng);
    const key = keepPlans ? turnKey(view, rng) : "";
    const rest = keepPlans ? planned.get(key) : undefined;
    if (rest !== undefined) {
      planned.delete(key);
      const next = rest[0] as Action;
      if (legal.some((a) => sameAction(a, next))) {
        remember(planned, view, next, rest.slice(1), rng);
        return [next, rng];
      }
    }
    const table = settings[view.heldCounts.length === 2 ? 0 : 1];
    const { estimates, rand, sample, only } = searchTurn(view, legal, rng, table, false);
    const plan = only ?? bestPlan(estimates, table.z, view);
    if (plan === null || plan.actions.length === 0) return greedyBot(view, legal, rand.state());
    const after = rand.state();
    const first = plan.actions[0] as Action;
    const nextState = reduceParsed(sample, first);
    if (keepPlans && !("code" in nextState) && plan.actions.length > 1 && nextState.turn === view.seat)
      rememberState(planned, nextState, view.seat, plan.actions.slice(1), after);
    return [first, after];
  });
}

/** The bot of bad options: it plays nothing (see {@link checkBotOptions} for the reason). */
const refusing: Bot = /* @__PURE__ */ libraryBot((_view, _legal, rng) => [null, rng]);

/** Keeps the rest of a plan for the view after `played` (computed on the view's own cards). */
function remember(
  planned: Map<string, readonly Action[]>,
  view: PlayerView,
  played: Action,
  rest: readonly Action[],
  rng: RngState,
): void {
  if (rest.length === 0 || view.seat === null) return;
  const sample = determinize(view, hiddenCards(view), new Rand(rng));
  const next = reduceParsed(sample, played);
  if (!("code" in next) && next.turn === view.seat) rememberState(planned, next, view.seat, rest, rng);
}

function rememberState(
  planned: Map<string, readonly Action[]>,
  state: HandState,
  seat: number,
  rest: readonly Action[],
  rng: RngState,
): void {
  // A game abandoned mid-turn leaves its plan behind: keep the cache small.
  if (planned.size > 64) planned.clear();
  planned.set(turnKey(viewFor(state, seat), rng), rest);
}

/**
 * One move {@link hint} suggests: an action, the planner's estimate of the side's margin if the
 * turn goes on from it as planned (scored at the planner's horizon: a few turns on, at two players the hand's end), and the
 * estimate's standard error.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * const best: Hint | undefined = hint(viewFor(state, state.turn), legalActions(state), { iterations: 8 }).value?.[0];
 * const shown = best === undefined ? "" : `${best.margin.toFixed(0)} ± ${best.stderr.toFixed(0)}`;
 */
export interface Hint {
  /** The action to play now. */
  readonly action: Action;
  /**
   * Estimated margin of the seat's side (its total minus the best other side's), as the hand would
   * stand at the planner's horizon (`playoutActions` after the plan) or at its end if sooner.
   */
  readonly margin: number;
  /** Standard error of `margin`. */
  readonly stderr: number;
  /** How many playouts stand behind the estimate. */
  readonly playouts: number;
  /** The whole turn planned after it, `action` first. */
  readonly plan: readonly Action[];
  /**
   * The first hint only: its lead over the second, from a duel after the search (the best plan,
   * the best of another first move and any burraco completion or safe discard still in the race, with three times
   * the search's playouts between them, on the same samples), with the standard error of that
   * paired difference. A lead within two of its standard errors is noise: the two moves are about
   * even (`describeHint` says so).
   */
  readonly lead?: HintLead;
}

/**
 * The first hint's lead over the second (see {@link Hint.lead}).
 * @example
 * const lead: HintLead = { points: 40, stderr: 12, playouts: 80 };
 * lead.points > 2 * lead.stderr; // true: a lead worth stating
 */
export interface HintLead {
  /**
   * The mean paired difference of the two moves' margins, in points: the first's lead, below 0
   * only when the first is a burraco completion or a safe discard preferred within its noise.
   */
  readonly points: number;
  /** Its standard error. */
  readonly stderr: number;
  /** The duel's playouts of each move. */
  readonly playouts: number;
}

/**
 * The planner's candidate moves for the seat to play, best first: for each distinct first action
 * of its turn plans, the best plan's estimated margin and its standard error, so an app can
 * show "best move" and by how much it is better. The same search as {@link createPlannerBot} with
 * the same options (by default the hard level's: 120 playouts of 20 actions, or 40 to the end of
 * the hand at two players); `rng` seeds it (default seed 0), so a hint replays.
 * Empty for an observer, a seat whose turn it is not, and the pozzetto phase (its one move is taking
 * it). Bad options are refused (`input/invalid`, as {@link checkBotOptions} words it), never thrown.
 *
 * **What it trusts**: `view` and `legal` are values of this library, `viewFor(state, seat)` and
 * `legalActions(state)` of one state, as a bot is handed them; they are not read field by field
 * (a front end asks this every turn, and a full check would cost more than the search's setup).
 * It checks cheaply what would mislead: `legal` must be an array of moves of the view's seat (a
 * move of another seat is refused, so it never hints someone else's move), and a view or list it
 * cannot use is refused with `input/invalid`, never thrown.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * const hints = hint(viewFor(state, state.turn), legalActions(state), { iterations: 32 });
 * const [best] = hints.ok ? hints.value : [];
 * ["draw", "pickUpDiscards"].includes(best?.action.type ?? ""); // true: at the draw, draw or take the pile
 * hint(viewFor(state, state.turn), legalActions(state), { iterations: Number.NaN }).ok; // false
 */
export function hint(
  view: PlayerView,
  legal: readonly Action[],
  options: PlannerOptions & { readonly rng?: RngState } = {},
): Result<Hint[]> {
  return hintWith(view, legal, options);
}

/** {@link hint}, with what its search did counted in `stats` (for tests of the work bound). */
export function hintWith(
  view: PlayerView,
  legal: readonly Action[],
  options: PlannerOptions & { readonly rng?: RngState },
  stats?: EvalStats,
): Result<Hint[]> {
  const checked = checkBotOptions(options);
  if (!checked.ok) return checked;
  try {
    const wrong = misfit(view, legal);
    if (wrong !== null) return err("input/invalid", `hint: ${wrong}`);
    return ok(hints(view, legal, checked.value, stats));
  } catch (thrown) {
    return err(
      "input/invalid",
      `hint: this view or legal list could not be used (give viewFor and legalActions of one state): ${whatOf(thrown)}`,
    );
  }
}

/** Why `view` and `legal` cannot be a seat's view and its legal list, found cheaply, or `null`. */
function misfit(view: PlayerView, legal: readonly Action[]): string | null {
  if (typeof view !== "object" || view === null) return "view must be a PlayerView (viewFor)";
  if (!Array.isArray(legal)) return "legal must be the list legalActions gives";
  const seat = view.seat;
  // An observer, or a seat whose turn it is not, is hinted nothing: the list is the turn's.
  if (seat === null || view.turn !== seat) return null;
  for (const action of legal)
    if (typeof action !== "object" || action === null || action.seat !== seat)
      return `legal lists a move that is not seat ${String(seat)}'s: give legalActions of the view's state`;
  return null;
}

function hints(
  view: PlayerView,
  legal: readonly Action[],
  checked: CheckedBotOptions,
  stats: EvalStats | undefined,
): Hint[] {
  if (view.seat === null || legal.length === 0 || view.turn !== view.seat) return [];
  const rng = checked.rng ?? seedRng(0);
  const settings = settingsOf(checked, view.heldCounts.length);
  // The search and the duel after it share the decision's time; each has its work bound.
  const deadline = deadlineOf(settings.timeMs, settings.now);
  const done: EvalStats = stats ?? { playouts: 0, listed: 0 };
  const { estimates, rand } = searchTurn(view, legal, rng, settings, true, done, deadline);
  const best = new Map<string, PlanEstimate>();
  for (const e of estimates) {
    const first = e.plan.actions[0];
    if (first === undefined) continue;
    const key = JSON.stringify(first);
    const known = best.get(key);
    if (known === undefined || rank(e) > rank(known)) best.set(key, e);
  }
  let ranked = [...best.values()].sort((a, b) => rank(b) - rank(a));
  let lead: HintLead | undefined;
  const finalists = duelists(estimates, ranked);
  if (finalists.length >= 2 && !deadline.passed(1)) {
    // The search spread its playouts over every plan; the choice is between a few, so they get
    // three times its budget between them, on the same samples, and the hint states the paired
    // difference of the two best first moves.
    const budget = {
      ...settings.budget,
      iterations: DUEL * settings.budget.iterations,
      // The duel's own work bound, per playout as the search's (hoarded hands stop there too).
      work: DUEL * settings.budget.work,
      deadline,
      rounds: 1,
    };
    const duel = evaluatePlans(view, hiddenCards(view), finalists, rand, budget, done);
    const n = Math.min(...duel.map((e) => e.playouts));
    // A duel stopped by a bound before each had two playouts says nothing: the search's figures stand.
    if (n >= 2) {
      const byFirst = new Map<string, PlanEstimate>();
      for (const e of [...duel].sort((x, y) => y.margin - x.margin)) {
        const key = JSON.stringify(e.plan.actions[0]);
        const known = byFirst.get(key);
        if (known === undefined || (e.plan.keep === true && !clearlyBehind(e, known, n))) byFirst.set(key, e);
      }
      const [top, next] = [...byFirst.values()] as [PlanEstimate, PlanEstimate];
      const [points, stderr] = meanAndError(top.margins.slice(0, n).map((x, i) => x - (next.margins[i] as number)));
      lead = { points, stderr, playouts: n };
      const duelled = new Set([...byFirst.keys()]);
      ranked = [...byFirst.values(), ...ranked.filter((e) => !duelled.has(JSON.stringify(e.plan.actions[0])))];
    }
  }
  return ranked.map((e, i) => ({
    action: e.plan.actions[0] as Action,
    margin: e.margin,
    stderr: e.stderr,
    playouts: e.playouts,
    plan: e.plan.actions,
    ...(i === 0 && lead !== undefined ? { lead } : {}),
  }));
}

/**
 * The hint's duel, in playouts and work, as a multiple of the search's budget: at two players a
 * plan's margin at the hand's end varies by about 470 points a playout, so parting two plans 150
 * apart by two standard errors takes about 40 playouts each.
 */
export const DUEL = 3;

/**
 * The plans of the hint's duel: the best of the search's last round, the best plan of another
 * first move, and at most two plans of the last round marked `keep` (a burraco completion, greedy's
 * turn with a safe discard); none when there is no other first move.
 */
function duelists(estimates: readonly PlanEstimate[], ranked: readonly PlanEstimate[]): Plan[] {
  const most = Math.max(0, ...estimates.map((e) => e.playouts));
  const last = estimates.filter((e) => e.playouts === most).sort((a, b) => b.margin - a.margin);
  const top = last[0];
  if (top === undefined) return [];
  const firstOf = (e: PlanEstimate): string => JSON.stringify(e.plan.actions[0]);
  const other = [...last, ...ranked].find((e) => firstOf(e) !== firstOf(top));
  if (other === undefined) return [];
  const kept = last.filter((e) => e.plan.keep === true && e !== top && e !== other).slice(0, 2);
  return [top, other, ...kept].map((e) => e.plan);
}

/**
 * Whether `a` is behind `b` by more than two standard errors of their paired difference over the
 * first `n` samples. Of two lines that start alike, the hint names a plan marked `keep` (a burraco
 * completion, a safe discard) unless it is clearly behind: a burraco laid now is worth its hundred
 * points or more, and a few dozen playouts to the hand's end cannot part lines 100 points apart.
 */
function clearlyBehind(a: PlanEstimate, b: PlanEstimate, n: number): boolean {
  const [diff, stderr] = meanAndError(a.margins.slice(0, n).map((x, i) => x - (b.margins[i] as number)));
  return diff < -2 * stderr;
}

/** Plans that survived more rounds were judged on more samples: rank by rounds, then margin. */
function rank(e: PlanEstimate): number {
  return e.playouts * 1e6 + e.margin;
}
