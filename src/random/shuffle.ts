/**
 * The one Fisher–Yates shuffle, whatever generator draws its numbers: the deal's stream
 * (`dealStream.ts`) and sfc32 (`prng.ts`) both shuffle through it.
 * @module
 */

/**
 * Shuffles `items` in place, from the top: for i from the last index down to 1, swaps position i
 * with position `below(i + 1)`. Trusts `below(n)` to return a whole number in `[0, n)`.
 * @internal
 */
export function shuffleInPlace<T>(items: T[], below: (n: number) => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = below(i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
