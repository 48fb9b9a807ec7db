/**
 * The engine's refusals in the player's words (the library's `describeError`, both languages'
 * texts: 2.3 KB gzip), a chunk of its own loaded when the page is idle (lazy.ts, main.ts).
 */
import type { RuleError } from "burraco";
import { describeError, type Locale } from "burraco/i18n";

/** A refusal in words, without the rule id at its end (the page shows it in a details line). */
export function refusalText(error: RuleError, lang: Locale): string {
  return describeError(error, lang).replace(/ \([^()]*\)$/, "");
}
