/**
 * The `Result` type every public function returns instead of throwing.
 * @module
 */

/**
 * Every stable error code, in one list: the single source of truth for {@link ErrorCode}, so that
 * translations and tests can walk all of them. The part before the slash names the concern; new
 * codes may be added, existing ones never change meaning. Every code but one is about the caller's
 * input; `engine/fault` is the library's own: a function that caught an exception it did not
 * expect (a bug in the library, or a state that did not come from it) reports it, never a throw.
 * @example
 * errorCodes.includes("meld/gap"); // true
 */
export const errorCodes = /* @__PURE__ */ Object.freeze([
  "input/invalid",
  "card/unknown",
  "card/too-many-copies",
  "card/duplicate",
  "card/not-in-hand",
  "ruleset/invalid",
  "meld/too-few-cards",
  "meld/too-many-cards",
  "meld/too-many-wildcards",
  "meld/wildcards-only",
  "meld/mixed",
  "meld/gap",
  "meld/duplicate-rank",
  "meld/sets-not-allowed",
  "meld/duplicate-set-rank",
  "meld/not-found",
  "meld/other-side",
  "turn/not-your-turn",
  "turn/wrong-phase",
  "turn/first-turn",
  "turn/must-draw",
  "draw/stock-exhausted",
  "draw/pile-empty",
  "discard/picked-up-card",
  "discard/last-card",
  "hand/would-empty",
  "hand/over",
  "time-out/already-called",
  "close/not-allowed",
  "close/wildcard",
  "scenario/invalid",
  "state/invalid",
  "match/invalid",
  "match/over",
  "vp/invalid",
  "count/invalid",
  "pad/invalid",
  "pad/over",
  "deal/mismatch",
  "save/signature",
  "table/invalid",
  "table/wrong-seat",
  "table/bot-failed",
  "table/hand-in-play",
  "table/undo-refused",
  "callback/threw",
  "arena/bot-failed",
  "engine/fault",
] as const);

/**
 * A stable error code, one of {@link errorCodes}.
 * @example
 * const code: ErrorCode | undefined = analyzeMeld(parseCards("7H JK 2S").value ?? []).error?.code;
 * code; // "meld/too-many-wildcards": switch on it, never on the message
 */
export type ErrorCode = (typeof errorCodes)[number];

/**
 * Why something was refused: a stable `code`, a human `message`, and the RULES.md id of the rule
 * (for example `"R4.3"`) when a game rule is the reason.
 * @example
 * const error: RuleError = { code: "meld/too-many-wildcards", message: "…", rule: "R4.3" };
 */
export interface RuleError {
  /** What went wrong, as a stable code (see {@link errorCodes}); `describeError` of `burraco/i18n` words it for players. */
  readonly code: ErrorCode;
  /** The details in English, for developers and logs (which card, which field, which seat). */
  readonly message: string;
  /** The RULES.md id of the rule that refuses the input (`"R4.3"`), when a game rule is the reason. */
  readonly rule?: string;
}

/**
 * Success with a `value`, or failure with a {@link RuleError}. Nothing in the library throws on bad
 * input: check `ok` first. The missing side reads as `undefined`, so `r.value ?? fallback` works
 * without narrowing.
 * @example
 * const r = parseCards("7H 7D 7S");
 * if (r.ok) console.log(r.value); else console.log(r.error.message);
 * const ids = parseCards("7H 7D").value ?? [];
 */
export type Result<T> =
  | {
      /** Success. */
      readonly ok: true;
      /** The result. */
      readonly value: T;
      /** Absent on success. */
      readonly error?: undefined;
    }
  | {
      /** Failure. */
      readonly ok: false;
      /** Why it failed. */
      readonly error: RuleError;
      /** Absent on failure. */
      readonly value?: undefined;
    };

/**
 * Wraps a value in a successful {@link Result}.
 */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/**
 * The longest error message: untrusted text quoted in a message never makes it longer.
 * @example
 * parseCards("Z".repeat(4000)).error!.message.length <= MAX_MESSAGE_LENGTH; // true
 */
export const MAX_MESSAGE_LENGTH = 300;

/**
 * A message fit for a log line: control characters (newlines, ANSI escapes…), the line and
 * paragraph separators, bidirectional controls (which reorder the text around them) and lone
 * surrogates written as `\uXXXX`, and at most {@link MAX_MESSAGE_LENGTH} characters.
 */
export function cleanMessage(message: string): string {
  const clean = message.replace(
    // With the `u` flag a surrogate range matches only a surrogate that is not half of a pair.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Bidi_Control}\ud800-\udfff]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return clean.length > MAX_MESSAGE_LENGTH ? `${clean.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : clean;
}

/**
 * Builds a failed {@link Result}. The message goes through {@link cleanMessage}: one line, at most
 * 300 characters, whatever untrusted text it quotes.
 */
export function err<T = never>(code: ErrorCode, message: string, rule?: string): Result<T> {
  return { ok: false, error: ruleError(code, cleanMessage(message), rule) };
}

/**
 * Builds a {@link RuleError}: what rule checks return (`RuleError | null`), where {@link err} wraps
 * one in a failed {@link Result} for functions that return a value.
 */
export function ruleError(code: ErrorCode, message: string, rule?: string): RuleError {
  return rule === undefined ? { code, message } : { code, message, rule };
}

const SHOWN = 40;

/**
 * A short description of any value for an error message, at a fixed cost: a primitive as JSON (a
 * string cut after 40 characters), anything else by its kind. No walk over arrays or objects, no
 * getter or Proxy trap run, never throws.
 */
export function describeValue(value: unknown): string {
  try {
    switch (typeof value) {
      case "string":
        return value.length > SHOWN
          ? `${JSON.stringify(value.slice(0, SHOWN))}… (${value.length} characters)`
          : JSON.stringify(value);
      case "number":
      case "boolean":
        return String(value);
      case "undefined":
        return "undefined";
      case "bigint":
      case "symbol":
      case "function":
        return `a ${typeof value}`;
      default:
        if (value === null) return "null";
        // No length: reading it would run a Proxy's `get` trap (Array.isArray itself runs none).
        if (Array.isArray(value)) return "an array";
        return "an object";
    }
  } catch {
    return "a value that cannot be read";
  }
}
