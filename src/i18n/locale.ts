/**
 * The languages the library speaks to players.
 * @module
 */

/**
 * Every supported locale: Italian (the game's own language) and English.
 * @example
 * locales.includes("it"); // true
 */
export const locales = /* @__PURE__ */ Object.freeze(["it", "en"] as const);

/**
 * A supported locale: `"it"` or `"en"`.
 * @example
 * const lang: Locale = "it";
 * rankName(1, lang); // "asso"
 */
export type Locale = (typeof locales)[number];

/**
 * Whether a value is a supported locale (for text from a URL or a command line).
 * @example
 * isLocale("it"); // true
 * isLocale("fr"); // false
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
