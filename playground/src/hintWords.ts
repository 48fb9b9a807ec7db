/**
 * The Hint button's words (the library's `describeHint`, both languages' texts: about 1.2 KB gzip),
 * a chunk of its own loaded when the page is idle or at the first Hint (lazy.ts, main.ts).
 */
export { describeHint } from "burraco/i18n";
