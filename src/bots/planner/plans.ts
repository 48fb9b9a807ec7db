/**
 * Turn plans: the sequences of one seat's own actions, from the draw or from the play phase to the
 * end of its turn, that the planner compares.
 * @module
 */
import type { Action } from "../../actions/types.js";
import { faceOf } from "../../cards/notation.js";
import { legalActions } from "../../legal/legalActions.js";
import type { RngState } from "../../random/prng.js";
import { reduceParsed } from "../../reducers/apply.js";
import { applyTrusted } from "../../reducers/trusted.js";
import type { HandState } from "../../state/types.js";
import { type PlayerView, viewFor } from "../../state/view.js";
import { createGreedyBot, greedyBot } from "../greedyBot.js";
import type { Bot } from "../types.js";

/**
 * One candidate plan: the seat's actions in order. It ends with the turn's discard or close, or with
 * the action that empties the hand for the pozzetto (whose cards the seat cannot see yet, so the
 * rest is planned once it holds them).
 */
export interface Plan {
  /** The actions, in order. */
  readonly actions: readonly Action[];
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
function playing(s: HandState, seat: number, pozzetto: boolean): boolean {
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
  const seen = new Set<string>();
  const add = (actions: readonly Action[]): void => {
    if (out.length >= MAX_PLANS) return;
    const key = JSON.stringify(actions);
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ actions });
  };
  if (sample.phase === "draw") {
    const [first] = greedyBot(viewFor(sample, seat), legal, rng);
    if (first !== null) add([first]);
    for (const a of legal) if (a.type === "draw" || a.type === "pickUpDiscards") add([a]);
    return out;
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
        for (const d of nextDiscards(v.bot, viewFor(s, seat), all, a, r, more)) add([...prefix, d]);
        break;
      }
      prefix.push(a);
      // The variants' bots answer with one of the listed moves: the trusted step (the playouts' speed).
      const after = all.includes(a) ? applyTrusted(s, a) : reduceParsed(s, a);
      if ("code" in after) break;
      s = after;
      if (!playing(s, seat, pozzetto)) add(prefix.slice());
    }
  }
  return out;
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
