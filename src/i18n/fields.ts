/**
 * Reading the values the texts are given once, by value: own data fields only (a getter never
 * runs), checked before use.
 * @module
 */
import { isCardId } from "../cards/card.js";
import { cardFace } from "./cardFaces.js";

/**
 * One read of an own data field: its value, or `undefined` for a getter (never run) or a missing
 * field. A Proxy's traps may throw: the callers catch that.
 * @internal
 */
export function own(o: unknown, key: string | number): unknown {
  if (typeof o !== "object" || o === null) return undefined;
  const d = Object.getOwnPropertyDescriptor(o, key);
  return d !== undefined && "value" in d ? d.value : undefined;
}

/**
 * A list of card ids read once, as card faces (`7♥`, `★`), or `null` when it is not one.
 * @internal
 */
export function cardList(v: unknown): string | null {
  if (!Array.isArray(v)) return null;
  const n = own(v, "length");
  if (typeof n !== "number" || n === 0 || n > 108) return null;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = own(v, i);
    if (!isCardId(id)) return null;
    out.push(cardFace(id));
  }
  return out.join(" ");
}
