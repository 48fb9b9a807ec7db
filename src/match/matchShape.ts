/**
 * The shape of a match as JSON data, for matches that arrive from outside (see
 * `deserializeMatch`); the zod schema of `burraco/schemas` is built from it.
 * @module
 */
import { burracoClasses } from "../melds/types.js";
import { RULESET_SHAPE } from "../rules/ruleset.js";
import type { BurracoLine, ScoreSheet, SideScore } from "../scoring/types.js";
import * as s from "../shape/build.js";
import type { Shape } from "../shape/shape.js";
import { HAND_END_SHAPE } from "../state/stateShape.js";
import type { HandRecord, Match } from "./types.js";

function build(): Shape {
  const seat = s.int(0, 3);
  const points = s.int(-100_000_000, 100_000_000);
  const list = (item: Shape): Shape => s.array(item, 4);

  // Each typed as a record of every field: a field added to the type without its shape fails to compile.
  const LINE_FIELDS: { readonly [K in keyof BurracoLine]-?: Shape } = {
    meld: s.int(0, 200),
    class: s.literal(burracoClasses),
    bonus: points,
  };

  const SIDE_FIELDS: { readonly [K in keyof SideScore]-?: Shape } = {
    side: seat,
    seats: list(seat),
    meldPoints: points,
    burraco: s.array(s.object(LINE_FIELDS), 200),
    burracoBonus: points,
    closing: points,
    handPenalty: points,
    pozzettoPenalty: points,
    unplayedPozzetto: points,
    penaltyCards: points,
    total: points,
  };

  const SHEET_FIELDS: { readonly [K in keyof ScoreSheet]-?: Shape } = {
    sides: list(s.object(SIDE_FIELDS)),
    ended: s.boolean(),
  };

  const HAND_FIELDS: { readonly [K in keyof HandRecord]-?: Shape } = {
    number: s.int(1, Number.MAX_SAFE_INTEGER),
    seed: s.string(2000),
    dealer: seat,
    pairing: s.boolean(),
    sides: list(seat),
    end: HAND_END_SHAPE,
    sheet: s.object(SHEET_FIELDS),
    credits: list(points),
    totals: list(points),
  };

  const MATCH_FIELDS: { readonly [K in keyof Match]-?: Shape } = {
    ruleset: RULESET_SHAPE,
    seed: s.union([s.number(), s.string(1000)]),
    totals: list(points),
    hands: s.array(s.object(HAND_FIELDS), 10_000),
    nextDealer: seat,
    over: s.boolean(),
    winner: s.nullable(seat),
  };
  return s.object(MATCH_FIELDS);
}

/**
 * The shape of a {@link Match} as plain JSON data: every field required, unknown fields refused.
 * It checks the shape only; {@link deserializeMatch} also checks that the numbers add up.
 */
export const MATCH_SHAPE: Shape = /* @__PURE__ */ build();
