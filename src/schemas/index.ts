/**
 * `burraco/schemas`: zod schemas of the engine's plain data, for applications that validate with
 * zod themselves (forms, API layers). The engine does not need them: `parseAction`,
 * `defineRuleset`, `deserialize` and `deserializeMatch` check their input already. Importing this
 * entry builds the schemas; nothing else in the package bundles zod unless it checks a stored
 * state, a scenario or a match.
 * @example
 * import { ActionSchema } from "burraco/schemas";
 * ActionSchema.safeParse({ type: "draw", seat: 0 }).success; // true
 * @packageDocumentation
 */
import { actionSchema } from "../actions/actionSchema.js";
import { matchSchema } from "../match/matchSchema.js";
import { rulesetSchema } from "../rules/rulesetSchema.js";
import { stateSchema } from "../state/stateSchema.js";

/**
 * The zod schema of an `Action`: unknown fields refused. Accepts exactly what `parseAction` accepts.
 * @example
 * ActionSchema.safeParse({ type: "draw", seat: 0 }).success; // true
 */
export const ActionSchema = actionSchema();

/**
 * The zod schema of a complete `Ruleset`: every field required, unknown fields refused.
 * @example
 * RulesetSchema.safeParse({ players: 5 }).success; // false
 */
export const RulesetSchema = rulesetSchema();

/**
 * The zod schema of a `GameState` as JSON data (the shape only: `checkState` also checks that it
 * is consistent).
 * @example
 * GameStateSchema.safeParse({ phase: "draw" }).success; // false
 */
export const GameStateSchema = stateSchema();

/**
 * The zod schema of a `Match` as JSON data (the shape only: `deserializeMatch` also checks that
 * its numbers add up).
 * @example
 * MatchSchema.safeParse({}).success; // false
 */
export const MatchSchema = matchSchema();
