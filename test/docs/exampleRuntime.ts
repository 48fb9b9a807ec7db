/**
 * What the modules built from the API docs' `@example` blocks call to check a trailing `// value`
 * comment (see apiExamples.ts). Each check records that it ran, so a check an `if` skips is found.
 */
import { expect } from "vitest";

const ran = new Set<string>();

/** Checks that an example's expression equals the value its comment shows; returns the value. */
export function __check<T>(id: number, at: string, actual: T, expected: unknown): T {
  ran.add(`${at}#${id}`);
  expect(actual, `${at}: the value the example's comment shows`).toEqual(expected);
  return actual;
}

/** `{ a: 1, … }`: the fields shown, whatever the others are. */
export const __partial = (fields: object): unknown => expect.objectContaining(fields);

/** `…` as a value: anything but `undefined` or `null`. */
export const __any = (): unknown => expect.anything();

/** `"text …"`: a string that starts with `text `. */
export const __startsWith = (start: string): unknown =>
  expect.stringMatching(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));

/** `[a, b, …]`: an array that starts with the items shown. */
export const __prefix = (items: readonly unknown[]): unknown => ({
  asymmetricMatch: (actual: unknown) =>
    Array.isArray(actual) && actual.length >= items.length && items.every((item, i) => equalTo(actual[i], item)),
  toString: () => `an array starting with ${JSON.stringify(items)}`,
  toAsymmetricMatcher: () => `[${items.map((i) => JSON.stringify(i)).join(", ")}, …]`,
});

function equalTo(actual: unknown, expected: unknown): boolean {
  try {
    expect(actual).toEqual(expected);
    return true;
  } catch {
    return false;
  }
}

/** Which checks ran, as `file:line#id`. */
export const checksRun = (): ReadonlySet<string> => ran;
