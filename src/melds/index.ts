export * from "./analyze.js";
export * from "./burraco.js";
export * from "./types.js";
