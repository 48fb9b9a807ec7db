/**
 * The contract between the engine's own checks and `burraco/schemas`: both are read from one shape
 * per kind of data, and here, on valid data and on near misses, the shape check (`checkShape`,
 * what `checkState`, `deserializeMatch`, `defineRuleset` and `setupHand` use) accepts exactly what
 * the zod schema accepts.
 */

import {
  apply,
  type HandState,
  legalActions,
  type Match,
  presetNames,
  presets,
  type Ruleset,
  recordHand,
  startHand,
} from "burraco";
import { HandStateSchema, MatchSchema, RulesetSchema } from "burraco/schemas";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkShape, MATCH_SHAPE, RULESET_SHAPE, type Shape, STATE_SHAPE } from "../helpers/internal.js";
import { startMatch } from "../helpers/match.js";
import { playToEnd } from "../helpers/policy.js";
import { dealt } from "../helpers/state.js";

/** A state some way into a hand (first legal action each time): melds, piles and flags filled in. */
function played(seed: number, steps: number): HandState {
  let state = dealt({ ruleset: presets.classic, seed });
  for (let i = 0; i < steps && state.phase !== "ended"; i++) {
    const action = legalActions(state).at(-1);
    if (action === undefined) break;
    state = apply(state, action).value ?? state;
  }
  return state;
}

/** The value at a path of field names and indices, replaced; the original is not changed. */
function replacedAt(value: unknown, path: readonly (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replacedAt(v, rest, next) : v));
  if (typeof value === "object" && value !== null)
    return { ...value, [head]: replacedAt((value as Record<string, unknown>)[head], rest, next) };
  return value;
}

/** Every path to a leaf or a container in a JSON value. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...paths(v, [...prefix, i]));
  } else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  return out;
}

const nearMissValue = fc.oneof(
  fc.integer({ min: -2, max: 110 }),
  fc.constantFrom(
    -1,
    0.5,
    4,
    5,
    14,
    108,
    2 ** 32,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    "",
    "x",
    true,
    [],
    {},
    [1],
    { extra: 1 },
  ),
);

function agree(shape: Shape, schema: { safeParse(v: unknown): { success: boolean } }, value: unknown): void {
  const fast = checkShape(shape, value) === null;
  const zod = schema.safeParse(value).success;
  if (fast !== zod)
    throw new Error(`checkShape says ${fast}, zod says ${zod} on ${JSON.stringify(value)?.slice(0, 300)}`);
}

const states = [0, 12, 40, 90].map((steps) => played(7, steps));

/** A match with `hands` hands played to their end and recorded: hand records, sheets, totals. */
function playedMatch(ruleset: Ruleset, seed: string, hands: number): Match {
  let match = startMatch({ ruleset: { ...ruleset, targetScore: 100_000 }, seed });
  for (let i = 0; i < hands; i++) {
    const state = startHand(match);
    if (!state.ok) throw new Error(state.error.message);
    const recorded = recordHand(match, playToEnd(state.value, i));
    if (!recorded.ok) throw new Error(recorded.error.message);
    match = recorded.value;
  }
  return match;
}

// The empty match alone leaves the hand records' shape (sheets, burraco lines, ends) unexercised.
const matches = [
  startMatch({ ruleset: presets.threePlayers, seed: "m" }),
  playedMatch(presets.classic, "m4", 3),
  playedMatch(presets.threePlayers, "m3", 2),
  playedMatch(presets.twoPlayers, "m2", 2),
];

describe("shapes and zod schemas agree", () => {
  it("on valid states, rulesets and matches", () => {
    for (const state of states) agree(STATE_SHAPE, HandStateSchema, state);
    for (const name of presetNames) agree(RULESET_SHAPE, RulesetSchema, presets[name]);
    for (const match of matches) agree(MATCH_SHAPE, MatchSchema, match);
    // Agreement alone would pass if both refused valid data: they must accept it.
    for (const state of states) expect(checkShape(STATE_SHAPE, state)).toBeNull();
    for (const match of matches) expect(checkShape(MATCH_SHAPE, match)).toBeNull();
    expect(matches.map((m) => m.hands.length)).toEqual([0, 3, 2, 2]);
  });

  it("on matches with hands played, with one value replaced anywhere", () => {
    const targets = matches.slice(1).map((match) => ({ match, all: paths(match) }));
    fc.assert(
      fc.property(fc.nat(), fc.nat(), nearMissValue, (which, where, value) => {
        const t = targets[which % targets.length] as (typeof targets)[number];
        const path = t.all[where % t.all.length] as (string | number)[];
        agree(MATCH_SHAPE, MatchSchema, replacedAt(t.match, path, value));
      }),
    );
  });

  it("on states with one value replaced anywhere", () => {
    const targets = states.map((state) => ({ state, all: paths(state) }));
    fc.assert(
      fc.property(fc.nat(), fc.nat(), nearMissValue, (which, where, value) => {
        const t = targets[which % targets.length] as (typeof targets)[number];
        const path = t.all[where % t.all.length] as (string | number)[];
        agree(STATE_SHAPE, HandStateSchema, replacedAt(t.state, path, value));
      }),
    );
  });

  it("on rulesets with one field replaced, dropped or added", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...presetNames),
        fc.constantFrom(...Object.keys(presets.classic), "jokers"),
        nearMissValue,
        (name, field, value) => {
          agree(RULESET_SHAPE, RulesetSchema, { ...presets[name], [field]: value });
        },
      ),
    );
  });

  it("on anything", () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        agree(STATE_SHAPE, HandStateSchema, x);
        agree(MATCH_SHAPE, MatchSchema, x);
        agree(RULESET_SHAPE, RulesetSchema, x);
      }),
    );
  });
});
