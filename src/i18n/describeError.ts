/**
 * A refusal in the player's language.
 * @module
 */
import { cleanMessage, type RuleError } from "../result.js";
import { ERRORS_EN, ERRORS_EN_BY_RULE } from "./errorsEn.js";
import { ERRORS_IT, ERRORS_IT_BY_RULE } from "./errorsIt.js";
import { isLocale, type Locale } from "./locale.js";

const TEXTS = { it: ERRORS_IT, en: ERRORS_EN } as const;

/**
 * How {@link describeError} words a refusal.
 * @example
 * const options: DescribeErrorOptions = { withRule: false };
 * describeError({ code: "turn/first-turn", message: "", rule: "R3.5" }, "en", options); // "In your first turn you may only draw and discard."
 */
export interface DescribeErrorOptions {
  /**
   * Whether the rule's id follows the sentence (default `true`): `false` for a front end that keeps
   * ids for a details view, not on every line a player reads.
   */
  readonly withRule?: boolean;
}
const BY_RULE = { it: ERRORS_IT_BY_RULE, en: ERRORS_EN_BY_RULE } as const;

/**
 * A {@link RuleError} as one sentence for a player, in Italian or English, followed by the id of
 * the rule it breaks when there is one (unless `withRule: false`): `"Una combinazione può avere una sola matta (un jolly o una
 * pinella). (R4.3)"`. The sentence depends on the code (and, for a few codes, on the rule); the
 * details of `error.message` (which card, which field) stay in English for developers. An
 * unknown locale reads as English, and anything that is not an error with a known code gives the
 * generic text of `"input/invalid"`: this function never throws and shows at most 40 characters
 * of `error.rule`, control and bidirectional characters escaped. It reads `error.code` and
 * `error.rule` once each through their property descriptors, so no getter of the error runs; of a
 * Proxy, only the `getOwnPropertyDescriptor` trap runs, once for `code` and once for `rule` (one
 * that throws reads as no value). `options.withRule` is read once, with an ordinary read.
 * @example
 * const r = analyzeMeld(parseCards("7H JK 2S").value ?? []);
 * if (!r.ok) describeError(r.error, "it"); // "Una combinazione può avere una sola matta (un jolly o una pinella). (R4.3)"
 * if (!r.ok) describeError(r.error, "en"); // "A meld holds at most one wildcard (a joker or a 2). (R4.3)"
 * if (!r.ok) describeError(r.error, "en", { withRule: false }); // "A meld holds at most one wildcard (a joker or a 2)."
 */
export function describeError(error: RuleError, locale: Locale, options?: DescribeErrorOptions): string {
  const lang: Locale = isLocale(locale) ? locale : "en";
  // One read of each field through its descriptor, like every entry: a getter never runs, and a
  // Proxy whose trap throws reads as no error. (The generic reader would double this entry's size.)
  const read = (key: string): unknown => {
    try {
      const d = typeof error === "object" && error !== null ? Object.getOwnPropertyDescriptor(error, key) : undefined;
      return d !== undefined && "value" in d ? d.value : undefined;
    } catch {
      return undefined;
    }
  };
  const raw = read("code");
  // The table has a text for every code (the compiler checks it), so it doubles as the code list.
  const code =
    typeof raw === "string" && Object.hasOwn(TEXTS[lang], raw) ? (raw as RuleError["code"]) : "input/invalid";
  // The rule is shown to players: one line, escaped, and short (an id is a few characters).
  const given = read("rule");
  const rule = typeof given === "string" ? cleanRule(given) : undefined;
  const text = (rule === undefined ? undefined : BY_RULE[lang][`${code} ${rule}`]) ?? TEXTS[lang][code];
  let withRule = true;
  try {
    withRule = options?.withRule !== false;
  } catch {
    // A Proxy's trap: the default.
  }
  return rule === undefined || !withRule ? text : `${text} (${rule})`;
}

const MAX_RULE_LENGTH = 40;

function cleanRule(rule: string): string {
  const clean = cleanMessage(rule);
  return clean.length > MAX_RULE_LENGTH ? `${clean.slice(0, MAX_RULE_LENGTH - 1)}…` : clean;
}
