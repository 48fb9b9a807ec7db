export * from "./card.js";
export * from "./deck.js";
export * from "./notation.js";
