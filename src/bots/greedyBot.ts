/**
 * `greedyBot`: a bot that plays like a sensible club player, one atomic action at a time.
 * @module
 */
import type { Action, AttachAction, DiscardAction, MeldAction } from "../actions/types.js";
import { type CardId, isJoker, isWildcard, POINTS, RANK } from "../cards/card.js";
import { analyzeTrusted } from "../melds/analyze.js";
import { sideCanClose } from "../melds/burraco.js";
import { nextInt, type RngState } from "../random/prng.js";
import type { Meld } from "../state/types.js";
import type { PlayerView } from "../state/view.js";
import { libraryBot } from "./handed.js";
import { formsNaturalMeld, type HandProfile, neighbourValue, profileOf } from "./profile.js";
import { type MeldReach, reaches, reachOf } from "./reach.js";
import type { Bot, BotChoice } from "./types.js";

/**
 * The knobs of {@link createGreedyBot}. Every field has a default tuned by self-play (see
 * docs/performance.md, "Bots").
 * @example
 * const cautious = createGreedyBot({ lateStock: 12 });
 */
export interface GreedyOptions {
  /**
   * Stock size at or below which the hand is "late": wildcards go down freely. After time out
   * (R8.3) every turn is late, whatever the stock. Default 8.
   */
  readonly lateStock?: number;
  /** Hand size at or below which the player heads out (pozzetto or close) and spends wildcards. Default 8. */
  readonly goingOut?: number;
  /** Take the pile when useful cards × this ≥ dead cards in it. Default 5. */
  readonly pileRatio?: number;
  /** Spend a wildcard to complete a burraco while the side has none that closes. Default `true`. */
  readonly wildForFirstBurraco?: boolean;
  /** Spend a wildcard when holding two or more. Default `true`. */
  readonly spareWild?: boolean;
  /**
   * Attach a wildcard only to a meld of at least this many cards (one that is heading for a
   * burraco), unless the player is about to go out (3 cards or fewer) or the hand is late. Default 6.
   */
  readonly wildMinMeld?: number;
}

interface Knobs {
  readonly lateStock: number;
  readonly goingOut: number;
  readonly pileRatio: number;
  readonly wildForFirstBurraco: boolean;
  readonly spareWild: boolean;
  readonly wildMinMeld: number;
}

const DEFAULTS: Knobs = {
  lateStock: 8,
  goingOut: 8,
  pileRatio: 5,
  wildForFirstBurraco: true,
  spareWild: true,
  wildMinMeld: 6,
};

/** What the greedy bot knows about its seat at one decision. */
interface SeatContext {
  readonly k: Knobs;
  readonly view: PlayerView;
  readonly seat: number;
  readonly side: number;
  readonly own: readonly Meld[];
  readonly allowSets: boolean;
  /** The side has a burraco that lets it close (R7.1). */
  readonly canCloseSide: boolean;
  /** Closing needs a clean burraco the side does not have yet: keep clean melds clean. */
  readonly protectClean: boolean;
  readonly late: boolean;
  readonly goingOut: boolean;
  readonly wildsInHand: number;
}

function contextOf(k: Knobs, view: PlayerView): SeatContext {
  const seat = view.seat ?? view.turn;
  const side = view.sides[seat] ?? seat;
  const own = view.melds[side] ?? [];
  const clean = view.ruleset.closeRequires === "clean-burraco";
  const canCloseSide = sideCanClose(own, view.ruleset);
  let wildsInHand = 0;
  for (const id of view.held) if (isWildcard(id)) wildsInHand++;
  return {
    k,
    view,
    seat,
    side,
    own,
    allowSets: view.ruleset.allowSets,
    canCloseSide,
    protectClean: clean && !canCloseSide,
    // After time out (R8.3) the hand ends within the round: it is late whatever the stock holds.
    late: view.stockCount <= k.lateStock || view.timeOut !== null,
    goingOut: view.held.length <= k.goingOut,
    wildsInHand,
  };
}

/**
 * A bot that plays like a sensible club player (RULES.md §3–§7), from its own view only:
 * - takes the discard pile when its cards complete or extend melds (the whole pile when it is
 *   visible; under `"top-only"` only the top card is judged) and it is not mostly dead weight;
 * - puts down every meld and attach it can make with natural cards, longest-lived first: attaches
 *   that make a burraco, then other attaches, then new melds;
 * - keeps its wildcards for burraco: it plays one only to complete a burraco, when heading out
 *   (8 cards or fewer, for the pozzetto or the close), when it holds a spare one, or late in the hand;
 * - discards the card least useful to itself and not wanted by the next opponent's melds;
 * - closes whenever it can.
 *
 * Deterministic except for ties between equally good discards, which the seeded PRNG breaks.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: "table-7" });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const state = dealt.value;
 * const [action] = greedyBot(viewFor(state, state.turn), legalActions(state), seedRng(1));
 * if (action) apply(state, action).ok; // true
 */
export const greedyBot: Bot = createGreedyBot();

/**
 * A {@link greedyBot} with other settings, for tuning and experiments.
 * Trusts `options` as typed; the bot it returns trusts a view, legal actions and a PRNG state
 * this library made.
 * @example
 * const bot = createGreedyBot({ goingOut: 4, pileRatio: 2 });
 * const report = simulate({ seed: 1, handCount: 10, bots: [bot, greedyBot] });
 * if (report.ok) report.value.summary.wins; // hands won by the variant's side, by the default's
 */
export function createGreedyBot(options: GreedyOptions = {}): Bot {
  const k: Knobs = { ...DEFAULTS, ...stripUndefined(options) };
  return libraryBot((view, legal, rng) => {
    if (legal.length <= 1) return [legal[0] ?? null, rng];
    const me = contextOf(k, view);
    if (view.phase === "draw") return [chooseDraw(me, legal), rng];
    return choosePlay(me, legal, rng);
  });
}

function stripUndefined(o: GreedyOptions): Partial<Knobs> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(o)) if (v !== undefined && Object.hasOwn(DEFAULTS, key)) out[key] = v;
  return out as Partial<Knobs>;
}

// ---- Draw: the stock or the pile ----------------------------------------------------------------

function chooseDraw(me: SeatContext, legal: readonly Action[]): Action {
  let draw: Action | null = null;
  let pick: Action | null = null;
  for (const a of legal) {
    if (a.type === "draw") draw = a;
    else if (a.type === "pickUpDiscards") pick = a;
  }
  if (pick === null || draw === null) return (pick ?? draw ?? legal[0]) as Action;
  return pileWorthTaking(me) ? pick : draw;
}

/** Whether the visible part of the discard pile would help the side (never looks at hidden cards). */
function pileWorthTaking(me: SeatContext): boolean {
  const view = me.view;
  const known: readonly CardId[] = view.discardPile ?? (view.discardTop === null ? [] : [view.discardTop]);
  if (known.length === 0) return false;
  const profile = profileOf(view.held, known);
  const reach = reachOf(me.own);
  let useful = 0;
  let junk = 0;
  for (const c of known) {
    if (isWildcard(c)) useful += 2;
    else if (reaches(reach, c) || formsNaturalMeld(c, profile, me.allowSets, true)) useful++;
    else junk++;
  }
  if (useful === 0) return false;
  // A player about to close does not want a big pile of dead cards.
  if (me.view.pozzettoTaken[me.side] && me.canCloseSide && me.goingOut) return junk === 0;
  return useful * me.k.pileRatio >= junk;
}

// ---- Play: close, meld, attach, discard ---------------------------------------------------------

function choosePlay(me: SeatContext, legal: readonly Action[], rng: RngState): BotChoice {
  let best: Action | null = null;
  let bestScore = 0;
  const discards: DiscardAction[] = [];
  for (const a of legal) {
    let score = 0;
    switch (a.type) {
      case "close":
      case "takePozzetto":
        return [a, rng];
      case "discard":
        discards.push(a);
        continue;
      case "attach":
        score = scoreAttach(me, a);
        break;
      case "meld":
        score = scoreMeld(me, a);
        break;
      default:
        continue;
    }
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  if (best !== null) return [best, rng];
  return chooseDiscard(me, discards, legal, rng);
}

function hasTwo(cards: readonly CardId[]): boolean {
  for (const id of cards) if (RANK[id] === 2) return true;
  return false;
}

/** Whether the bot may spend a wildcard now; `burraco` when the play completes a burraco. */
function wildcardAllowed(me: SeatContext, burraco: boolean): boolean {
  if (me.late || me.goingOut) return true;
  if (burraco && !me.canCloseSide) return me.k.wildForFirstBurraco && !me.protectClean;
  return me.k.spareWild && me.wildsInHand >= 2 && !burraco;
}

function scoreAttach(me: SeatContext, a: AttachAction): number {
  const meld = me.own[a.meld];
  const card = a.cards[0];
  if (meld === undefined || card === undefined || a.cards.length !== 1) return 0;
  const size = meld.cards.length;
  const makesBurraco = size + 1 >= 7 && size < 7;
  let spendsWildcard = isWildcard(card);
  // A 2 may go in as a natural card, and a natural card may turn a same-suit 2 wild (R4.7): read it.
  if ((RANK[card] === 2 || (meld.wildcard === null && hasTwo(meld.cards))) && !isJoker(card)) {
    const info = analyzeTrusted(meld.cards.concat(card), me.view.ruleset);
    if (!info.ok) return 0;
    spendsWildcard = info.value.wildcard !== null && (info.value.wildcard === card || meld.wildcard === null);
  }
  if (!spendsWildcard) return 50 + (makesBurraco ? 30 : 0) + (meld.wildcardLocked ? 2 : 0);
  if (!wildcardAllowed(me, makesBurraco)) return 0;
  if (size < me.k.wildMinMeld && !me.late && me.view.held.length > 3) return 0;
  // A wildcard in a clean meld of 4 or more would spoil the clean burraco closing needs (R7.1).
  if (me.protectClean && meld.wildcard === null && size >= 4 && !me.late) return 0;
  // Spend 2s before jokers, and on the longest melds.
  return 10 + (makesBurraco ? 15 : 0) + Math.min(size, 12) / 2 + (isJoker(card) ? 0 : 1);
}

function scoreMeld(me: SeatContext, a: MeldAction): number {
  const cards = a.cards;
  if (cards.length < 3) return 0;
  let wild = false;
  for (const id of cards) if (isWildcard(id)) wild = true;
  if (
    wild &&
    hasTwo(cards) &&
    !isJoker(cards[0] as number) &&
    !isJoker(cards[1] as number) &&
    !isJoker(cards[2] as number)
  ) {
    const info = analyzeTrusted(cards, me.view.ruleset);
    if (!info.ok) return 0;
    wild = info.value.wildcard !== null;
  }
  const isRun = RANK[cards[0] as number] !== RANK[cards[1] as number] || RANK[cards[0] as number] === 2;
  if (!wild) return 40 + (isRun ? 1 : 0);
  if (!wildcardAllowed(me, false)) return 0;
  return 8 + (isRun ? 1 : 0);
}

// ---- Discard --------------------------------------------------------------------------------------

function nextOpponentReach(me: SeatContext): MeldReach | null {
  const view = me.view;
  const players = view.sides.length;
  for (let k = 1; k < players; k++) {
    const seat = (me.seat + k) % players;
    const side = view.sides[seat] ?? seat;
    if (side !== me.side) return reachOf(view.melds[side] ?? []);
  }
  return null;
}

/** How much the bot wants to keep a card: higher is kept. */
function keepValue(
  me: SeatContext,
  card: CardId,
  profile: HandProfile,
  ownReach: MeldReach,
  oppReach: MeldReach | null,
): number {
  if (isWildcard(card)) return 500 + (isJoker(card) ? 10 : 0);
  let value = neighbourValue(card, profile, me.allowSets, true);
  if (reaches(ownReach, card)) value += 40;
  // Don't feed the next opponent's melds.
  if (oppReach !== null && reaches(oppReach, card)) value += 35;
  // Among useless cards, shed the heavy ones first (R9.4).
  value -= (POINTS[card] as number) / 10;
  return value;
}

function chooseDiscard(
  me: SeatContext,
  discards: readonly DiscardAction[],
  legal: readonly Action[],
  rng: RngState,
): BotChoice {
  if (discards.length === 0) return [legal[0] ?? null, rng];
  const profile = profileOf(me.view.held);
  const ownReach = reachOf(me.own);
  const oppReach = nextOpponentReach(me);
  let lowest = Number.POSITIVE_INFINITY;
  let ties: DiscardAction[] = [];
  for (const d of discards) {
    const v = keepValue(me, d.card, profile, ownReach, oppReach);
    if (v < lowest) {
      lowest = v;
      ties = [d];
    } else if (v === lowest) ties.push(d);
  }
  if (ties.length === 1) return [ties[0] as DiscardAction, rng];
  const [i, next] = nextInt(rng, ties.length);
  return [ties[i] as DiscardAction, next];
}
