/**
 * The rulesets already known to be valid (the presets, and every ruleset `defineRuleset` or
 * `checkRuleset` returned): frozen, so checking them again would only cost time.
 * @module
 */

const known = new WeakSet<object>();

/**
 * Records a frozen, valid ruleset and returns it. Trusts its argument.
 * @internal
 */
export function remember<T extends object>(ruleset: T): T {
  known.add(ruleset);
  return ruleset;
}

/**
 * Whether `value` is a ruleset recorded by {@link remember}.
 * @internal
 */
export function isKnown(value: unknown): boolean {
  return typeof value === "object" && value !== null && known.has(value);
}
