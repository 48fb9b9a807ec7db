export * from "./define.js";
export * from "./presets.js";
export * from "./ruleset.js";
