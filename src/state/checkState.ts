/**
 * Checking that a state from outside (a file, a database, a client) is one the engine could have
 * produced: the shape, then every consistency rule.
 * @module
 */
import { type CardId, DECK_SIZE, isWildcard } from "../cards/card.js";
import { formatCard } from "../cards/notation.js";
import { readData } from "../input/read.js";
import { analyzeTrusted } from "../melds/analyze.js";
import { sideCanClose } from "../melds/burraco.js";
import type { Meld } from "../melds/types.js";
import { err, ok, type Result, type RuleError, ruleError } from "../result.js";
import { defineRuleset } from "../rules/define.js";
import { checkShape } from "../shape/shape.js";
import { sameList } from "./arrays.js";
import { pozzettoSizes } from "./deal.js";
import { historyProblem } from "./history.js";
import { initialSides, type Pairing, pairingOf, sideCountFor } from "./seats.js";
import { STATE_SHAPE } from "./stateShape.js";
import { turnOrderProblem } from "./turnOrder.js";
import type { HandEnd, HandState } from "./types.js";

/**
 * Checks that a value is a game state the engine could have produced, and returns it with a
 * frozen ruleset. First the shape (`STATE_SHAPE`), then consistency, each refusal naming
 * the rule it breaks:
 * - sizes: one hand, side, turn count and unplayed pozzetto per seat; one meld list and pozzetto flag
 *   per side; `turn`, `dealer` and the closer are seats at the table (R2.1); `sides` is the seating
 *   of R2.1, or a pairing of R11.3 on a hand that pairs;
 * - cards: all 108 ids exactly once across hands, stock, discard pile, pozzetti and melds (R1.1);
 *   each seat's known cards are cards it holds, listed once, and none while it holds an unplayed
 *   pozzetto (R14.2);
 *   the pozzetti still on the table have their sizes (R2.2), and as many were taken as left the
 *   table, except those that became the stock under `stockExhaustion: "pozzetto-replaces"` (R6.1, R8.1);
 * - melds: each reads, under the state's ruleset, exactly as stored (R4.6), and R4.9 holds;
 * - the turn: `phase` and `end` agree; the closer's hand is empty, their side holds its pozzetto and
 *   a burraco, the closing card is no wildcard (R7.1); a `pozzetto` phase has an empty hand and a
 *   pozzetto to take (R6.2); an unplayed pozzetto is exactly its seat's hand (R6.3); the cards R3.3
 *   forbids come from the pile just taken and are still with the player; the R7.3 and R8.2 flags
 *   agree with the ruleset and the phase;
 * - reachability: mid-hand, no seat is without cards but the one in phase `pozzetto` (R6.4), and a
 *   draw has a stock or a pile to take (R3.1), so a state that has not ended always has a legal
 *   action (a property test checks it);
 * - the turn order: seats play one after the other from the dealer's left (R2.3), so
 *   `turnsPlayed` and `turn` follow from the dealer and the number of turns played;
 * - the end: a hand ended by the stock has an exhausted stock (R8.1), one ended by a stalemate a
 *   full stale round (R8.2), one ended by time out its last discard by the seat `timeOut` names
 *   (R8.3; a seat at the table, R2.1), a closed one a closer who meets R7.1.
 * - what the turns played allow (issue 29, E3): a seat knows no card before it has taken the pile,
 *   and all seats together know at most the cards that ever reached it, one face up and one discard
 *   a turn (R14.2); `timeOut` is a seat some call of time out, within the round still being played,
 *   fixes (R8.3: at the deal, only the dealer); an unplayed pozzetto's seat has discarded (R6.3), and
 *   no two partners hold one (R6.1);
 * - the counts the turns played allow, for a hand that was dealt (issue 39, M2): the pile holds at
 *   most the card dealt face up and one discard a turn, none while a pile just taken is in hand
 *   (R3.1); the stock lost at most one card a turn and at least one a turn since the pile was last
 *   taken, and keeps its last two under `"two-left"` (R3.1, R8.1); a seat that has not played holds
 *   its 11 cards, and no hand holds more than 11 (18 after a three-player pozzetto), the card drawn
 *   this turn and the pile's cards taken; the seats know at most the cards taken from the pile
 *   (R14.2); a side that took its pozzetto has melds (R6.4). A composed position (`dealId` of zeros,
 *   what {@link setupHand} builds) has no deal behind it, so it is not held to these counts.
 *
 * What it accepts stays accepted after any legal action (a property test), so a state stored,
 * played on and stored again is read back.
 *
 * The copy is read once from `value`, by value (a getter runs at most once a field and its value is
 * the one checked; class instances are refused), so later changes
 * to `value` do not reach the result.
 *
 * Every state returned by {@link newHand}, {@link setupHand} and {@link apply} passes.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const stored: unknown = JSON.parse(JSON.stringify(dealt.value)); // from a database, say
 * checkState(stored).ok; // true
 * checkState({ ...dealt.value, turn: 7 }).error?.code; // "state/invalid"
 */
export function checkState(value: unknown): Result<HandState> {
  // One read of the whole value into a fresh copy (each field once, by value; size bounded): the state
  // returned shares nothing with the value passed in.
  const copy = readData(value, "state");
  if (!copy.ok) return err("state/invalid", copy.error.message);
  const bad = checkShape(STATE_SHAPE, copy.value);
  if (bad !== null) return err("state/invalid", `state: ${bad.message}`);
  const data = copy.value as HandState;
  const rules = defineRuleset(data.ruleset);
  if (!rules.ok) return err("state/invalid", `state: ${rules.error.message}`, "§12");
  const state: HandState = { ...data, ruleset: rules.value };
  const problem = stateProblem(state);
  return problem === null
    ? ok(state)
    : err("state/invalid", `state: ${problem.message} (${problem.rule})`, problem.rule);
}

/**
 * Why a well-shaped state under a checked ruleset is not one play can reach, or `null`: every
 * check of {@link checkState} past the shape. `setupHand` asks it too, so that the two agree (L1).
 * @internal
 */
export function stateProblem(state: HandState): RuleError | null {
  return (
    shapeProblem(state) ??
    cardProblem(state) ??
    knownProblem(state) ??
    meldProblem(state) ??
    turnOrderOf(state) ??
    turnProblem(state) ??
    historyProblem(state, "state/invalid")
  );
}

// Every inconsistency is a "state/invalid" refusal naming the rule it breaks.
function problem(message: string, rule: string): RuleError {
  return ruleError("state/invalid", message, rule);
}

function shapeProblem(state: HandState): RuleError | null {
  const players = state.ruleset.players;
  const sideTotal = sideCountFor(players);
  const perSeat = {
    held: state.held,
    known: state.known,
    sides: state.sides,
    unplayedPozzetto: state.unplayedPozzetto,
    turnsPlayed: state.turnsPlayed,
  };
  for (const [name, list] of Object.entries(perSeat)) {
    if (list.length !== players) return problem(`${name} has ${list.length} entries for ${players} players`, "R2.1");
  }
  const perSide = { melds: state.melds, pozzettoTaken: state.pozzettoTaken };
  for (const [name, list] of Object.entries(perSide)) {
    if (list.length !== sideTotal) return problem(`${name} has ${list.length} entries for ${sideTotal} sides`, "R2.1");
  }
  if (state.turn >= players) return problem(`turn: seat ${state.turn} does not exist with ${players} players`, "R2.1");
  if (state.dealer >= players)
    return problem(`dealer: seat ${state.dealer} does not exist with ${players} players`, "R2.1");
  if (state.timeOut !== null && state.timeOut >= players)
    return problem(`timeOut: seat ${state.timeOut} does not exist with ${players} players`, "R2.1");
  if (state.pairing && players !== 3) return problem("pairing is on, but only three-player hands pair", "R11.3");
  const initial = initialSides(players);
  if (!sameList(state.sides, initial)) {
    const pairing = players === 3 ? pairingOf(state.sides) : null;
    if (pairing === null)
      return problem(
        `sides ${JSON.stringify(state.sides)} is not a seating of ${players} players`,
        players === 3 ? "R11.3" : "R2.1",
      );
    if (!state.pairing) return problem("sides pairs two players, but this hand does not pair", "R11.3");
    if (state.pozzettoTaken[pairing.taker] !== true)
      return problem(`sides pairs the others of seat ${pairing.taker}, who took no pozzetto`, "R11.3");
    if (state.pozzettoTaken[pairing.merged] === true || (state.melds[pairing.merged] ?? []).length > 0) {
      return problem(`side ${pairing.merged} has no seat but holds melds or a pozzetto`, "R11.3");
    }
  } else if (
    state.pairing &&
    state.pozzettoTaken.some(Boolean) &&
    state.ruleset.stockExhaustion !== "pozzetto-replaces"
  ) {
    // Under "pozzetto-replaces" the 18-card pozzetto may have become the stock: then the 11-card one
    // is taken and nobody pairs.
    return problem("a pozzetto was taken on a pairing hand, but the other two players were not paired", "R11.3");
  }
  if (state.end !== null && state.end.closedBy !== null && state.end.closedBy >= players) {
    return problem(`end.closedBy: seat ${state.end.closedBy} does not exist with ${players} players`, "R2.1");
  }
  return null;
}

function cardProblem(state: HandState): RuleError | null {
  const where: (string | undefined)[] = new Array<string | undefined>(DECK_SIZE);
  const visit = (zone: string, ids: readonly CardId[]): RuleError | null => {
    for (const id of ids) {
      const before = where[id];
      if (before !== undefined) {
        return problem(
          `card ${formatCard(id)} (id ${id}) is in ${before === zone ? `${zone} twice` : `both ${before} and ${zone}`}`,
          "R1.1",
        );
      }
      where[id] = zone;
    }
    return null;
  };
  const zones: [string, readonly CardId[]][] = [];
  for (const [s, h] of state.held.entries()) zones.push([`held[${s}]`, h]);
  zones.push(["stock", state.stock], ["discardPile", state.discardPile]);
  for (const [i, p] of state.pozzetti.entries()) zones.push([`pozzetti[${i}]`, p]);
  for (const [side, list] of state.melds.entries()) {
    for (const [i, m] of list.entries()) zones.push([`melds[${side}][${i}]`, m.cards]);
  }
  for (const [zone, ids] of zones) {
    const bad = visit(zone, ids);
    if (bad !== null) return bad;
  }
  for (let id = 0; id < DECK_SIZE; id++) {
    if (where[id] === undefined)
      return problem(`card ${formatCard(id)} (id ${id}) is missing: all 108 cards are always in play`, "R1.1");
  }
  const sizes = pozzettoSizes(state.ruleset.players);
  const left = state.pozzetti.length;
  for (let i = 0; i < left; i++) {
    const size = sizes[sizes.length - left + i] ?? 0;
    const actual = (state.pozzetti[i] ?? []).length;
    if (actual !== size) return problem(`pozzetti[${i}] holds ${actual} cards, expected ${size}`, "R2.2");
  }
  const taken = state.pozzettoTaken.filter(Boolean).length;
  // Pozzetti leave the table when taken, or (R8.1 "pozzetto-replaces") when one becomes the stock.
  const gone = sizes.length - left;
  if (state.ruleset.stockExhaustion === "two-left" ? taken !== gone : taken > gone) {
    return problem(`${taken} pozzetti were taken but ${gone} of ${sizes.length} left the table`, "R6.1");
  }
  return null;
}

/** Known cards (R14.2) are cards their seat holds, each once, and never part of a pozzetto not yet played (R6.3). */
function knownProblem(state: HandState): RuleError | null {
  for (let seat = 0; seat < state.known.length; seat++) {
    const known = state.known[seat] ?? [];
    const held = state.held[seat] ?? [];
    if (new Set(known).size !== known.length) return problem(`known[${seat}] lists a card twice`, "R14.2");
    for (const id of known) {
      if (!held.includes(id))
        return problem(`known[${seat}]: card ${formatCard(id)} (id ${id}) is not held by seat ${seat}`, "R14.2");
    }
    if (known.length > 0 && (state.unplayedPozzetto[seat] ?? null) !== null)
      return problem(`known[${seat}] lists cards, but seat ${seat} holds only its unplayed pozzetto`, "R14.2");
  }
  return null;
}

const MELD_FIELDS = [
  "kind",
  "cards",
  "rank",
  "suit",
  "from",
  "to",
  "wildcard",
  "wildcardRank",
  "wildcardLocked",
  "burraco",
] as const;

function meldProblem(state: HandState): RuleError | null {
  const merged = state.ruleset.players === 3 ? pairingOf(state.sides) : null;
  for (let side = 0; side < state.melds.length; side++) {
    const list = state.melds[side] ?? [];
    const setRanks = new Set<number>();
    for (let i = 0; i < list.length; i++) {
      const stored = list[i] as Meld;
      const read = analyzeTrusted(stored.cards, state.ruleset);
      if (!read.ok)
        return problem(`melds[${side}][${i}] is not a valid meld: ${read.error.message}`, read.error.rule ?? "R4.1");
      const info = read.value;
      const field = MELD_FIELDS.find((f) => !sameValue(stored[f], info[f]));
      if (field !== undefined) {
        return problem(
          `melds[${side}][${i}] does not read as stored: its cards give ${field} ${JSON.stringify(info[field])}, not ${JSON.stringify(stored[field])}`,
          "R4.6",
        );
      }
      // Two sides merged by R11.3 keep their own sets, so R4.9 is checked within each original list.
      if (
        state.ruleset.distinctSetRanks &&
        info.kind === "set" &&
        info.rank !== null &&
        side !== (merged === null ? -1 : sideKeptBy(merged))
      ) {
        if (setRanks.has(info.rank)) return problem(`melds[${side}] holds two sets of the same rank`, "R4.9");
        setRanks.add(info.rank);
      }
    }
  }
  return null;
}

function sideKeptBy(pairing: Pairing): number {
  return pairing.kept;
}

function sameValue(a: Meld[keyof Meld], b: Meld[keyof Meld]): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return sameList(a, b);
  return a === b;
}

/** The turn counts and the seat to play must follow from the dealer and the turns played (R2.3). */
function turnOrderOf(state: HandState): RuleError | null {
  return turnOrderProblem(state.turnsPlayed, state.dealer, state.turn, state.phase === "ended", "state/invalid");
}

function turnProblem(state: HandState): RuleError | null {
  const rs = state.ruleset;
  const players = rs.players;
  const turn = state.turn;
  const side = state.sides[turn] ?? turn;
  const hand = state.held[turn] ?? [];
  const end = state.end;
  if ((state.phase === "ended") !== (end !== null)) {
    return problem(
      end === null ? "the hand is ended but end is null" : `end is set but the phase is "${state.phase}"`,
      "R7.1",
    );
  }
  if (end !== null) {
    const bad = endProblem(state, end);
    if (bad !== null) return bad;
  }
  if (state.phase === "pozzetto") {
    if (hand.length > 0) return problem(`phase "pozzetto" but seat ${turn} still holds ${hand.length} cards`, "R6.2");
    if (!rs.directPozzetto) return problem('phase "pozzetto" but directPozzetto is off', "R6.2");
    if (state.pozzettoTaken[side] === true || state.pozzetti.length === 0)
      return problem(`phase "pozzetto" but seat ${turn} has no pozzetto to take`, "R6.2");
  }
  const reach = reachProblem(state);
  if (reach !== null) return reach;
  for (let seat = 0; seat < players; seat++) {
    const unplayed = state.unplayedPozzetto[seat] ?? null;
    if (unplayed === null) continue;
    if (seat === turn && state.phase !== "ended")
      return problem(`seat ${seat} is to play but its pozzetto is still marked unplayed`, "R6.3");
    const own = state.held[seat] ?? [];
    if (!pozzettoSizes(players).includes(unplayed.length))
      return problem(`unplayedPozzetto[${seat}] holds ${unplayed.length} cards, not a pozzetto`, "R6.3");
    if (!sameCardSet(own, unplayed))
      return problem(`unplayedPozzetto[${seat}] is not the hand of seat ${seat}`, "R6.3");
    if (state.pozzettoTaken[state.sides[seat] ?? seat] !== true)
      return problem(`seat ${seat} holds an unplayed pozzetto but its side took none`, "R6.3");
  }
  const acting = state.phase === "play" || state.phase === "pozzetto" || end?.reason === "closed";
  if (
    !acting &&
    (state.pileTaken > 0 || state.meldedThisTurn || state.closeBlocked || state.forbiddenDiscards.length > 0)
  ) {
    return problem(
      `nothing was taken or melded yet in phase "${state.phase}", but the turn flags say otherwise`,
      "R3.1",
    );
  }
  const expected =
    rs.discardPickupRestriction === "same-card"
      ? state.pileTaken === 1
        ? 1
        : 0
      : state.pileTaken < 3
        ? state.pileTaken
        : 0;
  if (state.forbiddenDiscards.length !== expected) {
    return problem(
      `forbiddenDiscards lists ${state.forbiddenDiscards.length} cards after taking a pile of ${state.pileTaken}`,
      "R3.3",
    );
  }
  const melded = new Set<CardId>();
  for (const m of state.melds[side] ?? []) for (const id of m.cards) melded.add(id);
  if (new Set(state.forbiddenDiscards).size !== state.forbiddenDiscards.length)
    return problem("forbiddenDiscards lists a card twice", "R3.3");
  for (const id of state.forbiddenDiscards) {
    if (!hand.includes(id) && !melded.has(id)) {
      return problem(
        `forbiddenDiscards: card ${formatCard(id)} (id ${id}) is neither in seat ${turn}'s hand nor in its side's melds`,
        "R3.3",
      );
    }
  }
  if (state.closeBlocked && (!rs.noCloseAfterSingleCardPickup || state.pileTaken !== 1 || state.phase === "ended")) {
    return problem("closeBlocked is set without a one-card pick-up under noCloseAfterSingleCardPickup", "R7.3");
  }
  if (state.mustDraw && (rs.stalemate !== "force-draw" || state.phase !== "draw")) {
    return problem('mustDraw is set outside a draw phase under stalemate "force-draw"', "R8.2");
  }
  if (state.stalemateTurns > players)
    return problem(`stalemateTurns is ${state.stalemateTurns}, more than a round of ${players}`, "R8.2");
  return null;
}

/**
 * States no play reaches (issue 18, F12), where the player to act would have no legal action: a
 * seat without cards mid-hand (only the player who just melded their last card, in phase
 * "pozzetto", holds none: R6.2, R6.3 and R6.4 leave no other way), and a draw with neither a
 * stock nor a pile to take (R3.1, R8.1).
 */
function reachProblem(state: HandState): RuleError | null {
  if (state.phase === "ended") return null;
  for (let seat = 0; seat < state.held.length; seat++) {
    if ((state.held[seat] ?? []).length > 0 || (seat === state.turn && state.phase === "pozzetto")) continue;
    return problem(`seat ${seat} holds no cards mid-hand, which no rule allows`, "R6.4");
  }
  if (state.phase === "draw" && state.stock.length === 0 && state.discardPile.length === 0)
    return problem('phase "draw" with neither a stock nor a discard pile to take', "R3.1");
  return null;
}

function endProblem(state: HandState, end: HandEnd): RuleError | null {
  const rs = state.ruleset;
  if (end.reason !== "closed") {
    if (end.closedBy !== null) return problem(`end.closedBy is set but the hand ended by ${end.reason}`, "R7.1");
    const exhausted = rs.stockExhaustion === "two-left" ? state.stock.length <= 2 : state.stock.length === 0;
    if (end.reason === "stock-exhausted" && !exhausted) {
      return problem(
        `the hand ended by the stock running out, but the stock still holds ${state.stock.length} cards`,
        "R8.1",
      );
    }
    if (end.reason === "stalemate" && (rs.stalemate !== "end-hand" || state.stalemateTurns !== rs.players)) {
      return problem('the hand ended by stalemate without a full stale round under stalemate "end-hand"', "R8.2");
    }
    // The turn stays with the seat that played last: after time out, the seat that ends the round.
    if (end.reason === "time-out" && state.timeOut !== state.turn) {
      return problem(
        state.timeOut === null
          ? "the hand ended by time out, but time out was never called"
          : `the hand ended by time out, but the last discard was seat ${state.turn}'s, not seat ${state.timeOut}'s`,
        "R8.3",
      );
    }
    return null;
  }
  const closer = end.closedBy;
  if (closer === null) return problem("the hand was closed but end.closedBy is null", "R7.1");
  if (state.turn !== closer) return problem(`seat ${closer} closed but the turn is seat ${state.turn}'s`, "R7.1");
  if ((state.held[closer] ?? []).length > 0) return problem(`seat ${closer} closed but still holds cards`, "R7.1");
  const side = state.sides[closer] ?? closer;
  if (state.pozzettoTaken[side] !== true) return problem(`seat ${closer} closed but its side took no pozzetto`, "R7.1");
  if (!sideCanClose(state.melds[side] ?? [], rs))
    return problem(`seat ${closer} closed without the burraco closing needs`, "R7.1");
  const last = state.discardPile[state.discardPile.length - 1];
  if (last === undefined || isWildcard(last)) return problem("the closing discard is missing or a wildcard", "R7.1");
  return null;
}

function sameCardSet(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}
