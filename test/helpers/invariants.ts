/**
 * Invariants of a hand in progress, for the property tests: card conservation (R1.1), valid melds
 * (§4, §5), legalActions = the atomic actions apply accepts, and what a player view may show.
 * Each check throws an Error that says what broke (fast-check then reports the counterexample).
 */
import { isDeepStrictEqual } from "node:util";
import {
  type Action,
  analyzeMeld,
  apply,
  type CardId,
  formatCards,
  type HandState,
  legalActions,
  publicEvents,
  viewFor,
} from "burraco";
import type { RngState } from "burraco/bots";
import { DECK_SIZE, shuffled, sideOf } from "./internal.js";
import { picture } from "./state.js";

function fail(message: string, state?: HandState): never {
  throw new Error(state === undefined ? message : `${message}\n${picture(state)}`);
}

/** Every card id in a state, zone by zone (hands, stock, pile, pozzetti, melds). */
export function allCards(state: HandState): CardId[] {
  const out: CardId[] = [];
  for (const h of state.held) out.push(...h);
  out.push(...state.stock, ...state.discardPile);
  for (const p of state.pozzetti) out.push(...p);
  for (const side of state.melds) for (const m of side) out.push(...m.cards);
  return out;
}

/** (a) R1.1: the 108 ids appear exactly once across all zones. */
export function checkConservation(state: HandState): void {
  const seen = new Uint8Array(DECK_SIZE);
  const cards = allCards(state);
  if (cards.length !== DECK_SIZE) fail(`${cards.length} cards on the table instead of ${DECK_SIZE}`, state);
  for (const id of cards) {
    if (!Number.isInteger(id) || id < 0 || id >= DECK_SIZE) fail(`bad card id ${id}`, state);
    if (seen[id] === 1) fail(`card ${id} (${formatCards([id])}) appears twice`, state);
    seen[id] = 1;
  }
}

/** (b) every meld on the table is valid and reads as stored (R4.6: the cards alone decide). */
export function checkMelds(state: HandState): void {
  state.melds.forEach((list, side) => {
    list.forEach((meld, i) => {
      const r = analyzeMeld(meld.cards, state.ruleset);
      if (!r.ok) fail(`meld ${side}/${i} [${formatCards(meld.cards)}] is invalid: ${r.error.message}`, state);
      if (r.value.kind !== meld.kind || r.value.burraco !== meld.burraco) {
        fail(
          `meld ${side}/${i} [${formatCards(meld.cards)}] stored as ${meld.kind}/${meld.burraco}, reads ${r.value.kind}/${r.value.burraco}`,
          state,
        );
      }
      if (!isDeepStrictEqual({ ...r.value }, { ...meld })) {
        fail(
          `meld ${side}/${i} [${formatCards(meld.cards)}] stored reading differs from analyzeMeld: ${JSON.stringify(meld)} vs ${JSON.stringify(r.value)}`,
          state,
        );
      }
    });
  });
}

/**
 * A comparable key of an atomic action: cards sorted, and an attach's `side` dropped when it names
 * the acting seat's own side (the same action as leaving it out).
 */
export function actionKey(state: HandState, action: Action): string {
  switch (action.type) {
    case "meld":
      return JSON.stringify({ type: "meld", seat: action.seat, cards: [...action.cards].sort((a, b) => a - b) });
    case "attach": {
      const own = action.side === undefined || action.side === sideOf(state, action.seat);
      return JSON.stringify({
        type: "attach",
        seat: action.seat,
        meld: action.meld,
        cards: [...action.cards].sort((a, b) => a - b),
        ...(own ? {} : { side: action.side }),
      });
    }
    default:
      return JSON.stringify(action);
  }
}

/** Applies an action to a (frozen) state; apply must not throw nor report a broken state. */
export function applyChecked(state: HandState, action: unknown) {
  let r: ReturnType<typeof apply>;
  try {
    r = apply(state, action as Action);
  } catch (e) {
    fail(`apply threw on ${JSON.stringify(action)}: ${String(e)}`, state);
  }
  if (!r.ok && (r.error.code === "state/invalid" || r.error.code === "engine/fault"))
    fail(`apply reported ${r.error.code} on ${JSON.stringify(action)}: ${r.error.message}`, state);
  return r;
}

/**
 * Every atomic action worth trying in a state: draw, pickUpDiscards and takePozzetto for every seat;
 * every 3-card subset of the acting hand as a meld; every 1-card attach of the acting hand to every
 * meld index of every side (one past the end too), without `side` and with each side; every discard
 * and close of every card held by any seat.
 */
export function atomicCandidates(state: HandState): Action[] {
  const out: Action[] = [];
  const players = state.held.length;
  for (let seat = 0; seat < players; seat++) {
    out.push({ type: "draw", seat }, { type: "pickUpDiscards", seat }, { type: "takePozzetto", seat });
  }
  const seat = state.turn;
  const hand = [...(state.held[seat] ?? [])].sort((a, b) => a - b);
  for (let i = 0; i < hand.length; i++) {
    for (let j = i + 1; j < hand.length; j++) {
      for (let k = j + 1; k < hand.length; k++) {
        out.push({ type: "meld", seat, cards: [hand[i] as number, hand[j] as number, hand[k] as number] });
      }
    }
  }
  const maxMelds = Math.max(0, ...state.melds.map((m) => m.length));
  for (const card of hand) {
    for (let meld = 0; meld <= maxMelds; meld++) {
      out.push({ type: "attach", seat, meld, cards: [card] });
      for (let side = 0; side < state.melds.length; side++)
        out.push({ type: "attach", seat, meld, cards: [card], side });
    }
  }
  for (let s = 0; s < players; s++) {
    for (const card of state.held[s] ?? [])
      out.push({ type: "discard", seat: s, card }, { type: "close", seat: s, card });
  }
  return out;
}

/**
 * (g) legalActions(state) is exactly the set of atomic actions apply accepts: every listed action
 * applies, each is listed once, and a brute force over {@link atomicCandidates} accepts exactly the
 * listed ones. Returns how many candidates were tried.
 */
export function checkLegalActions(state: HandState): number {
  const listed = legalActions(state);
  const listedKeys = new Set<string>();
  for (const action of listed) {
    const key = actionKey(state, action);
    if (listedKeys.has(key)) fail(`legalActions lists ${key} twice`, state);
    listedKeys.add(key);
    const r = applyChecked(state, action);
    if (!r.ok) fail(`listed action ${key} refused: ${r.error.code} (${r.error.rule}): ${r.error.message}`, state);
  }
  const accepted = new Set<string>();
  const candidates = atomicCandidates(state);
  for (const action of candidates) {
    const r = applyChecked(state, action);
    if (r.ok) {
      const key = actionKey(state, action);
      accepted.add(key);
      if (!listedKeys.has(key))
        fail(
          `apply accepts ${JSON.stringify(action)} (${formatCandidate(action)}) but legalActions does not list it`,
          state,
        );
    } else if (
      action.type === "attach" &&
      action.side === sideOf(state, action.seat) &&
      listedKeys.has(actionKey(state, action))
    ) {
      fail(`listed ${actionKey(state, action)} is refused when its own side is named: ${r.error.code}`, state);
    }
  }
  for (const key of listedKeys)
    if (!accepted.has(key)) fail(`legalActions lists ${key} but the brute force never produced it accepted`, state);
  return candidates.length;
}

function formatCandidate(action: Action): string {
  if ("cards" in action) return formatCards(action.cards);
  if ("card" in action) return formatCards([action.card]);
  return action.type;
}

/**
 * (h) the card ids a seat may not see (R14.3): other hands but their known cards (R14.2), stock,
 * pozzetti, its own unplayed pozzetto, and under "top-only" the pile below the top; once the hand
 * has ended every hand is shown (R14.1). A seat off the table (spectator) sees no hand.
 */
export function hiddenFrom(state: HandState, seat: number): Set<CardId> {
  const hidden = new Set<CardId>();
  const ended = state.phase === "ended";
  if (!ended) {
    state.held.forEach((h, s) => {
      const known = state.known[s] ?? [];
      if (s !== seat) for (const id of h) if (!known.includes(id)) hidden.add(id);
    });
    const unplayed = state.unplayedPozzetto[seat];
    if (unplayed !== null && unplayed !== undefined) for (const id of unplayed) hidden.add(id);
  }
  for (const id of state.stock) hidden.add(id);
  for (const p of state.pozzetti) for (const id of p) hidden.add(id);
  if (state.ruleset.discardPileVisibility === "top-only") {
    for (let i = 0; i < state.discardPile.length - 1; i++) hidden.add(state.discardPile[i] as number);
  }
  return hidden;
}

/** The same state with the hidden ids permuted among themselves (a relabelling), and the RNG after. */
export function relabel(state: HandState, hidden: Set<CardId>, rng: RngState): [HandState, RngState] {
  const [map, r] = permutation(hidden, rng);
  return [relabelled(state, map), r];
}

/** A random permutation of `ids` among themselves, and the RNG after. */
function permutation(ids: Set<CardId>, rng: RngState): [Map<CardId, CardId>, RngState] {
  const list = [...ids];
  const [perm, r] = shuffled(list, rng);
  const map = new Map<CardId, CardId>();
  for (let i = 0; i < list.length; i++) map.set(list[i] as number, perm[i] as number);
  return [map, r];
}

/** `state` with every card id renamed by `map` (ids not in it kept). */
function relabelled(state: HandState, map: Map<CardId, CardId>): HandState {
  const f = (id: CardId): CardId => map.get(id) ?? id;
  const list = (l: readonly CardId[]): CardId[] => l.map(f);
  return {
    ...state,
    held: state.held.map(list),
    known: state.known.map(list),
    stock: list(state.stock),
    discardPile: list(state.discardPile),
    pozzetti: state.pozzetti.map(list),
    unplayedPozzetto: state.unplayedPozzetto.map((p) => (p === null ? null : list(p))),
    forbiddenDiscards: list(state.forbiddenDiscards),
  };
}

const PRIVATE_KEYS = ["stock", "pozzetti", "rng", "unplayedPozzetto"];

/**
 * (h) nothing hidden from `seat` reaches its view: no hidden id in the view's card fields, no
 * private field, and the view is unchanged when the hidden cards are relabelled among themselves
 * (so no field, present or future, can depend on them). Returns the RNG after.
 */
export function checkView(state: HandState, seat: number, rng: RngState): RngState {
  const view = viewFor(state, seat);
  const hidden = hiddenFrom(state, seat);
  for (const key of PRIVATE_KEYS) if (key in view) fail(`viewFor(${seat}) has the private field "${key}"`, state);
  const shown: CardId[] = [...view.held, ...(view.discardPile ?? []), ...view.forbiddenDiscards, ...view.known.flat()];
  if (view.revealed !== null) shown.push(...view.revealed.held.flat());
  if (view.discardTop !== null) shown.push(view.discardTop);
  for (const side of view.melds)
    for (const m of side) shown.push(...m.cards, ...(m.wildcard === null ? [] : [m.wildcard]));
  for (const id of shown) if (hidden.has(id)) fail(`viewFor(${seat}) shows hidden card ${formatCards([id])}`, state);
  if (state.ruleset.discardPileVisibility === "top-only" && view.discardPile !== undefined)
    fail(`viewFor(${seat}) shows the whole pile under top-only`, state);
  const [twin, next] = relabel(state, hidden, rng);
  const twinView = viewFor(twin, seat);
  if (!isDeepStrictEqual(view, twinView)) {
    fail(`viewFor(${seat}) depends on hidden cards:\n${JSON.stringify(view)}\nvs\n${JSON.stringify(twinView)}`, state);
  }
  return next;
}

/**
 * (h) the events of a step are public (R14.1, R14.3): for every seat, renaming the cards hidden
 * from it both before and after the step (a drawn card, the stock order, the other hands) changes
 * no event. Returns the RNG after.
 */
export function checkEventsTwin(before: HandState, action: Action, after: HandState, rng: RngState): RngState {
  const events = publicEvents(before, action, after);
  if (!events.ok) fail(`publicEvents refused a listed action: ${events.error.message}`, before);
  let r = rng;
  for (let seat = 0; seat <= before.held.length; seat++) {
    const now = hiddenFrom(after, seat);
    const both = new Set([...hiddenFrom(before, seat)].filter((id) => now.has(id)));
    const [map, next] = permutation(both, r);
    r = next;
    const twin = publicEvents(relabelled(before, map), action, relabelled(after, map));
    if (!isDeepStrictEqual(twin, events))
      fail(`the events of ${JSON.stringify(action)} depend on cards hidden from seat ${seat}`, before);
  }
  return r;
}
