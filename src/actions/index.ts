export * from "./schema.js";
export * from "./types.js";
