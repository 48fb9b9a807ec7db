/**
 * burraco — a pure, immutable Burraco rules engine.
 * @packageDocumentation
 */
export * from "./actions/index.js";
export * from "./bots/index.js";
export * from "./cards/index.js";
export * from "./i18n/index.js";
export * from "./legal/index.js";
export * from "./match/index.js";
export * from "./melds/index.js";
export * from "./random/index.js";
export * from "./reducers/index.js";
export * from "./result.js";
export * from "./rules/index.js";
export * from "./scoring/index.js";
export * from "./sim/index.js";
export * from "./state/index.js";
