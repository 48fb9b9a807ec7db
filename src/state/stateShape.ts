/**
 * The shape of a whole game state, for states that arrive from outside (see `checkState`); the
 * zod schema of `burraco/schemas` is built from it.
 * @module
 */
import { DECK_SIZE } from "../cards/card.js";
import { burracoClasses, type Meld, meldKinds } from "../melds/types.js";
import { RULESET_SHAPE } from "../rules/ruleset.js";
import * as s from "../shape/build.js";
import type { Shape } from "../shape/shape.js";
import { endReasons, type HandEnd, type HandState, phases } from "./types.js";

function build(): { readonly state: Shape; readonly handEnd: Shape } {
  const card = s.int(0, DECK_SIZE - 1);
  const cards = s.array(card, DECK_SIZE);
  const seat = s.int(0, 3);
  const count = s.int(0, 1_000_000);
  const uint32 = s.int(0, 0xffffffff);
  const rank = s.int(0, 13);
  const position = s.int(0, 14);

  // Typed as a record of every field: a field added to the type without its shape fails to compile.
  const MELD_FIELDS: { readonly [K in keyof Meld]-?: Shape } = {
    kind: s.literal(meldKinds),
    cards: s.array(card, DECK_SIZE, 3),
    rank: s.nullable(rank),
    suit: s.nullable(s.int(0, 4)),
    from: position,
    to: position,
    wildcard: s.nullable(card),
    wildcardRank: s.nullable(rank),
    wildcardLocked: s.boolean(),
    burraco: s.nullable(s.literal(burracoClasses)),
  };

  const HAND_END_FIELDS: { readonly [K in keyof HandEnd]-?: Shape } = {
    reason: s.literal(endReasons),
    closedBy: s.nullable(seat),
  };

  const handEnd = s.object(HAND_END_FIELDS);

  const STATE_FIELDS: { readonly [K in keyof HandState]-?: Shape } = {
    ruleset: RULESET_SHAPE,
    phase: s.literal(phases),
    turn: seat,
    dealer: seat,
    sides: s.array(seat, 4),
    held: s.array(cards, 4),
    known: s.array(cards, 4),
    stock: cards,
    discardPile: cards,
    pozzetti: s.array(cards, 2),
    melds: s.array(s.array(s.object(MELD_FIELDS), DECK_SIZE), 4),
    pozzettoTaken: s.array(s.boolean(), 4),
    unplayedPozzetto: s.array(s.nullable(cards), 4),
    turnsPlayed: s.array(count, 4),
    pileTaken: s.int(0, DECK_SIZE),
    forbiddenDiscards: cards,
    meldedThisTurn: s.boolean(),
    closeBlocked: s.boolean(),
    stalemateTurns: count,
    mustDraw: s.boolean(),
    pairing: s.boolean(),
    timeOut: s.nullable(seat),
    end: s.nullable(handEnd),
    dealId: s.tuple([uint32, uint32, uint32, uint32]),
  };

  return { state: s.object(STATE_FIELDS), handEnd };
}

const SHAPES = /* @__PURE__ */ build();

/**
 * The shape of how a hand ended.
 */
export const HAND_END_SHAPE: Shape = SHAPES.handEnd;

/**
 * The shape of a {@link HandState} as plain JSON data: every field required, unknown fields
 * refused, numbers in range. It checks the shape only; {@link checkState} adds the consistency
 * checks (every card once, melds that read as stored, …).
 */
export const STATE_SHAPE: Shape = SHAPES.state;
