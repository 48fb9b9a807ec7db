/**
 * Copy-on-write helpers for the small arrays of a state. Written as plain loops: `concat` and
 * `slice` are several times slower in V8 for arrays this small, and far slower on frozen arrays,
 * and reducers run millions of times in simulations.
 * @module
 */

/** A copy of `list` with `item` added at the end. */
export function appended<T>(list: readonly T[], item: T): T[] {
  const n = list.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = list[i] as T;
  out[n] = item;
  return out;
}

/** A copy of `a` followed by the items of `b`. */
export function joined<T>(a: readonly T[], b: readonly T[]): T[] {
  const n = a.length;
  const m = b.length;
  const out = new Array<T>(n + m);
  for (let i = 0; i < n; i++) out[i] = a[i] as T;
  for (let i = 0; i < m; i++) out[n + i] = b[i] as T;
  return out;
}

/** A copy of `list` from index `from` on. */
export function from<T>(list: readonly T[], start: number): T[] {
  const n = Math.max(0, list.length - start);
  const out = new Array<T>(n);
  for (let i = 0; i < n; i++) out[i] = list[start + i] as T;
  return out;
}

/** A copy of `list` without the item at `index`. */
export function removedAt<T>(list: readonly T[], index: number): T[] {
  const n = list.length - 1;
  const out = new Array<T>(n);
  for (let i = 0; i < index; i++) out[i] = list[i] as T;
  for (let i = index; i < n; i++) out[i] = list[i + 1] as T;
  return out;
}

/** A copy of `list` with item `i` replaced. */
export function replaceAt<T>(list: readonly T[], i: number, value: T): T[] {
  const n = list.length;
  const out = new Array<T>(n);
  for (let k = 0; k < n; k++) out[k] = list[k] as T;
  out[i] = value;
  return out;
}

/** Whether two lists hold the same items in the same order. */
export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
