/**
 * Turn plans: the sequences of one seat's own actions, from the draw or from the play phase to the
 * end of its turn, that the planner compares.
 * @module
 */
import type { Action } from "../../actions/types.js";
import { isWildcard } from "../../cards/card.js";
import { faceOf } from "../../cards/notation.js";
import { legalActions } from "../../legal/legalActions.js";
import type { RngState } from "../../random/prng.js";
import { reduceParsed } from "../../reducers/apply.js";
import { applyTrusted } from "../../reducers/trusted.js";
import type { HandState } from "../../state/types.js";
import { type PlayerView, viewFor } from "../../state/view.js";
import { createGreedyBot, greedyBot } from "../greedyBot.js";
import { discardRisk, GIFT_RISK, readTable } from "../panel/discardRisk.js";
import type { Bot } from "../types.js";
import { burracoCompletions } from "./completions.js";

/**
 * One candidate plan: the seat's actions in order. It ends with the turn's discard or close, or with
 * the action that empties the hand for the pozzetto (whose cards the seat cannot see yet, so the
 * rest is planned once it holds them).
 */
export interface Plan {
  /** The actions, in order. */
  readonly actions: readonly Action[];
  /**
   * Judged to the last round, never dropped on a round's few samples: a burraco completed this
   * turn (a line worth a hundred points or more that one unlucky early playout must not drop), or
   * greedy's turn with a safe discard, the planner's alternative when greedy's discard is a gift.
   */
  readonly keep?: boolean;
  /**
   * Its place in its policy's order of preference: 0 for a variant's own turn, 1 for the discard
   * it would pick next after the same melds, and so on. The bot judges the likeliest plans first
   * when a decision has more plans than its playouts can tell apart.
   */
  readonly prior?: number;
}

/** Which actions a policy variant leaves out of the legal list it is given. */
type Filter = (a: Action) => boolean;

interface Variant {
  readonly bot: Bot;
  readonly keep: Filter | null;
}

const ANY: Filter | null = null;

/**
 * The most plans one decision compares: above the 57 seen at most in ordinary two-player play,
 * so that a huge hand's many discards cannot multiply the playouts without end.
 */
export const MAX_PLANS = 64;

/**
 * The policies whose turns are compared: greedy itself first (the baseline), then greedy with
 * something held back (no new melds, nothing laid down, no close), spending wildcards freely, and
 * keeping them.
 */
const VARIANTS: readonly Variant[] = [
  { bot: greedyBot, keep: ANY },
  { bot: greedyBot, keep: (a) => a.type !== "meld" },
  { bot: greedyBot, keep: (a) => a.type !== "meld" && a.type !== "attach" },
  { bot: greedyBot, keep: (a) => a.type !== "close" },
  { bot: /* @__PURE__ */ createGreedyBot({ goingOut: 30, lateStock: 200 }), keep: ANY },
  {
    bot: /* @__PURE__ */ createGreedyBot({ goingOut: 3, lateStock: 0, spareWild: false, wildForFirstBurraco: false }),
    keep: ANY,
  },
];

/**
 * Whether the state still waits for `seat`'s own play this turn with cards it could see when
 * planning: not after taking the pozzetto (its cards are hidden when the plan is made).
 */
export function playing(s: HandState, seat: number, pozzetto: boolean): boolean {
  return s.turn === seat && s.phase === "play" && s.pozzettoTaken[s.sides[seat] as number] === pozzetto;
}

/**
 * The candidate plans of the seat to play in `sample` (a determinization of its view: its own moves
 * depend only on what it sees). In the draw phase: the draw and the pick-up, each followed by
 * greedy's turn (played out in the evaluation). In the play phase: each policy variant's turn up to
 * its discard, with that discard and the next `discardChoices - 1` in the variant's own order of
 * preference (one a face), and the variants' closes and pozzetti. Duplicates are dropped; the
 * greedy plan is first; at most {@link MAX_PLANS}.
 */
export function planCandidates(
  sample: HandState,
  legal: readonly Action[],
  rng: RngState,
  discardChoices: number,
): Plan[] {
  const seat = sample.turn;
  const pozzetto = sample.pozzettoTaken[sample.sides[seat] as number] === true;
  const out: Plan[] = [];
  const seen = new Map<string, number>();
  const add = (actions: readonly Action[], keep = false, prior = 0): void => {
    const key = JSON.stringify(actions);
    const at = seen.get(key);
    // A plan met again as a kept one (a safe discard greedy also ranks next) is kept from then on;
    // one met again sooner in another policy's order takes that place.
    if (at !== undefined) {
      const was = out[at] as Plan;
      const p = Math.min(prior, was.prior ?? 0);
      out[at] = keep || was.keep === true ? { actions, keep: true, prior: p } : { actions, prior: p };
      return;
    }
    if (out.length >= MAX_PLANS) return;
    seen.set(key, out.length);
    out.push(keep ? { actions, keep, prior } : { actions, prior });
  };
  if (sample.phase === "draw") {
    const [first] = greedyBot(viewFor(sample, seat), legal, rng);
    if (first !== null) add([first]);
    for (const a of legal) if (a.type === "draw" || a.type === "pickUpDiscards") add([a]);
    return out;
  }
  // Where a burraco completion may start: the turn's start, after each meld it could open with,
  // and every position of the variants' turns.
  const branches: Branch[] = [{ state: sample, prefix: [], rng }];
  const start = legalActions(sample);
  for (const a of start) {
    if (a.type !== "meld") continue;
    const after = applyTrusted(sample, a);
    if (!("code" in after) && playing(after, seat, pozzetto)) branches.push({ state: after, prefix: [a], rng });
  }
  for (const v of VARIANTS) {
    if (out.length >= MAX_PLANS) break;
    let s = sample;
    let r = rng;
    const prefix: Action[] = [];
    for (let n = 0; n < 60 && playing(s, seat, pozzetto); n++) {
      const all = legalActions(s);
      const kept = v.keep === null ? all : all.filter(v.keep);
      const [a, next] = v.bot(viewFor(s, seat), kept.length > 0 ? kept : all, r);
      r = next;
      if (a === null) break;
      if (a.type === "discard") {
        add([...prefix, a]);
        const more = Math.min(discardChoices - 1, MAX_PLANS - out.length);
        const next = nextDiscards(v.bot, viewFor(s, seat), all, a, r, more);
        for (let i = 0; i < next.length; i++) add([...prefix, next[i] as Action], false, i + 1);
        // Greedy's turn with the discard the next opponent can least use, when greedy's own is a gift.
        if (v === VARIANTS[0]) {
          const safe = safestDiscard(viewFor(s, seat), all, a);
          if (safe !== null) add([...prefix, safe], true);
        }
        break;
      }
      prefix.push(a);
      // The variants' bots answer with one of the listed moves: the trusted step (the playouts' speed).
      const after = all.includes(a) ? applyTrusted(s, a) : reduceParsed(s, a);
      if ("code" in after) break;
      s = after;
      if (!playing(s, seat, pozzetto)) add(prefix.slice());
      else branches.push({ state: s, prefix: prefix.slice(), rng: r });
    }
  }
  addCompletions(branches, seat, pozzetto, add);
  return out;
}

/** A position of the seat's turn: the state, the actions that led there, the PRNG state then. */
interface Branch {
  readonly state: HandState;
  readonly prefix: readonly Action[];
  readonly rng: RngState;
}

/** The most plans the burraco completions add to one decision (each takes playouts from the rest). */
const MOST_COMPLETIONS = 6;

/**
 * The plans that complete a burraco in one attach of several cards (completions.ts) from any of
 * the branches, each then played on by greedy to its discard.
 */
function addCompletions(
  branches: readonly Branch[],
  seat: number,
  pozzetto: boolean,
  add: (actions: readonly Action[], keep: boolean) => void,
): void {
  const tried = new Set<string>();
  let added = 0;
  for (const b of branches) {
    for (const c of burracoCompletions(b.state, seat)) {
      if (added >= MOST_COMPLETIONS) return;
      const after = reduceParsed(b.state, c);
      if ("code" in after) continue;
      // One line reached by another first meld (6-7-8 then 9-10-J, or 9-10-J then 6-7-8) is one plan.
      const key = JSON.stringify([
        [...(after.held[seat] ?? [])].sort((x, y) => x - y),
        after.melds[after.sides[seat] as number]?.length,
      ]);
      if (tried.has(key)) continue;
      tried.add(key);
      const rest = greedyToDiscard(after, seat, pozzetto, b.rng);
      if (rest === null) continue;
      add([...b.prefix, c, ...rest.actions], true);
      added++;
    }
  }
}

/**
 * Greedy's actions from `s` to the end of the seat's turn (its discard, a close or the pozzetto)
 * and the state they reach, or `null`. Trusts `s`: a state of this library.
 */
export function greedyToDiscard(
  s: HandState,
  seat: number,
  pozzetto: boolean,
  rng: RngState,
): { actions: Action[]; state: HandState } | null {
  const actions: Action[] = [];
  let r = rng;
  for (let n = 0; n < 60 && playing(s, seat, pozzetto); n++) {
    const all = legalActions(s);
    const [a, next] = greedyBot(viewFor(s, seat), all, r);
    r = next;
    if (a === null) return null;
    actions.push(a);
    const after = all.includes(a) ? applyTrusted(s, a) : reduceParsed(s, a);
    if ("code" in after) return null;
    s = after;
  }
  return { actions, state: s };
}

/**
 * The natural discard the next opponent can least use (discardRisk.ts), when `chosen` is a gift
 * (it extends or makes a meld of theirs) and a safe one exists; else `null`.
 */
function safestDiscard(
  view: PlayerView,
  legal: readonly Action[],
  chosen: Action & { type: "discard" },
): Action | null {
  const reading = readTable(view);
  if (discardRisk(reading, chosen.card) < GIFT_RISK) return null;
  let best: Action | null = null;
  let bestRisk = GIFT_RISK;
  for (const d of legal) {
    if (d.type !== "discard" || isWildcard(d.card)) continue;
    const risk = discardRisk(reading, d.card);
    if (risk < bestRisk) {
      best = d;
      bestRisk = risk;
    }
  }
  return best;
}

/**
 * Up to `count` more discards, one a face and none of `chosen`'s: the ones `bot` would pick next,
 * asking it again with the discards of the faces already taken left out. The plans compare the
 * likeliest discards: with every face in the race, each plan got too few playouts to tell them apart.
 */
function nextDiscards(
  bot: Bot,
  view: PlayerView,
  legal: readonly Action[],
  chosen: Action & { type: "discard" },
  rng: RngState,
  count: number,
): Action[] {
  const faces = new Set<number>([faceOf(chosen.card)]);
  const out: Action[] = [];
  while (out.length < count) {
    const rest = legal.filter((a) => a.type === "discard" && !faces.has(faceOf(a.card)));
    if (rest.length === 0) break;
    const [d] = bot(view, rest, rng);
    if (d === null || d.type !== "discard") break;
    faces.add(faceOf(d.card));
    out.push(d);
  }
  return out;
}
