export * from "./deal.js";
export * from "./seats.js";
export * from "./types.js";
export * from "./scenario.js";
export * from "./view.js";
export { checkState } from "./checkState.js";
export { deserialize, MAX_SAVED_LENGTH, serialize, STATE_FORMAT, STATE_VERSION } from "./serialize.js";
export { GameStateSchema } from "./stateSchema.js";
export { type ReplayOptions, replay } from "./replay.js";
