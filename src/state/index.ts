export * from "./deal.js";
export * from "./seats.js";
export * from "./types.js";
export * from "./scenario.js";
export * from "./view.js";
