/**
 * `burraco/schemas`: zod schemas of the engine's plain data, for applications that validate with
 * zod themselves (forms, API layers). The engine does not need them: `parseAction`,
 * `defineRuleset`, `deserialize` and `deserializeMatch` check their input already, against the
 * same shapes these schemas are built from. Only this entry imports zod.
 * @example
 * import { ActionSchema } from "burraco/schemas";
 * ActionSchema.safeParse({ type: "draw", seat: 0 }).success; // true
 * @packageDocumentation
 */
import type * as z from "zod/mini";
import { actionSchema } from "../actions/actionSchema.js";
import type { Action } from "../actions/types.js";
import { MATCH_SHAPE } from "../match/matchShape.js";
import type { Match } from "../match/types.js";
import { RULESET_SHAPE, type Ruleset } from "../rules/ruleset.js";
import { toZod } from "../shape/toZod.js";
import { STATE_SHAPE } from "../state/stateShape.js";
import type { HandState } from "../state/types.js";

/**
 * The zod schema of an `Action`: unknown fields refused. Accepts exactly what `parseAction` accepts:
 * plain data only (a class instance, a `Date` with action fields or an `Array` subclass as `cards`
 * is refused), each own field counted, enumerable or not.
 * @example
 * ActionSchema.safeParse({ type: "draw", seat: 0 }).success; // true
 * ActionSchema.safeParse(Object.assign(new Date(), { type: "draw", seat: 0 })).success; // false
 */
export const ActionSchema: z.ZodMiniType<Action> = actionSchema() as z.ZodMiniType<Action>;

/**
 * The zod schema of a complete `Ruleset`: every field required, unknown fields refused.
 * @example
 * RulesetSchema.safeParse({ players: 5 }).success; // false
 */
export const RulesetSchema: z.ZodMiniType<Ruleset> = toZod(RULESET_SHAPE) as z.ZodMiniType<Ruleset>;

/**
 * The zod schema of a `HandState` as JSON data (the shape only: `checkState` also checks that it
 * is consistent).
 * @example
 * HandStateSchema.safeParse({ phase: "draw" }).success; // false
 */
export const HandStateSchema: z.ZodMiniType<HandState> = toZod(STATE_SHAPE) as z.ZodMiniType<HandState>;

/**
 * The zod schema of a `Match` as JSON data (the shape only: `deserializeMatch` also checks that
 * its numbers add up).
 * @example
 * MatchSchema.safeParse({}).success; // false
 */
export const MatchSchema: z.ZodMiniType<Match> = toZod(MATCH_SHAPE) as z.ZodMiniType<Match>;
