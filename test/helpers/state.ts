/**
 * Test helpers with no test-runner dependency (usable from scripts too): deep-freezing states and
 * drawing a state as text for failure messages.
 */
import { formatCards, type HandState, type NewHandOptions, newHand } from "burraco";

const frozen = new WeakSet<object>();

/**
 * Freezes a value and everything reachable from it (children first, so an object this function
 * froze is always deeply frozen). Returns the same value.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || frozen.has(value)) return value;
  for (const key of Reflect.ownKeys(value)) {
    deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  Object.freeze(value);
  frozen.add(value);
  return value;
}

/** Every seat's hand and each side's melds as one readable picture (for failure messages). */
export function picture(state: HandState): string {
  const lines = state.held.map((h, seat) => `seat ${seat}: ${formatCards(h)}`);
  lines.push(`pile: ${formatCards(state.discardPile)}   stock: ${state.stock.length} cards`);
  for (const [side, list] of state.melds.entries()) {
    lines.push(`melds ${side}: ${list.map((m) => `[${formatCards(m.cards)}]`).join(" ")}`);
  }
  return lines.join("\n");
}

/** A deal that must succeed: `newHand(options)`'s state, or a thrown error naming the refusal. */
export function dealt(options: NewHandOptions): HandState {
  const r = newHand(options);
  if (!r.ok) throw new Error(`newHand refused: ${r.error.code}: ${r.error.message}`);
  return r.value;
}
