export * from "./deal.js";
export * from "./seats.js";
export * from "./types.js";
export * from "./scenario.js";
export * from "./view.js";
export { checkState, deserialize, GameStateSchema, MAX_SAVED_LENGTH, serialize, STATE_FORMAT, STATE_VERSION } from "./serialize.js";
export { type ReplayOptions, replay } from "./replay.js";
