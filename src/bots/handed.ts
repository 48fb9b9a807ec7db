/**
 * What the one bot loop ({@link playBots}) hands a bot. The bots this library makes are handed the
 * very view and list of legal actions the loop built: they are the library's own code, and leave
 * both as they are (`test/unit/trusted.test.ts`). Any other bot is handed deep-frozen copies, so
 * that nothing it does to them (an edited action, an action pushed onto the list, an emptied hand in
 * its view) reaches the state or the move the loop commits: the loop looks the bot's answer up, by
 * identity, in the list it handed, and commits its own listed action at that place. The copies
 * cost a bot of the user's a little at every call; the library's own playouts pay nothing.
 * The set holds functions, never data: what a state, a ruleset or an action is worth is always
 * read from its value.
 * @module
 */
import type { Bot } from "./types.js";

const libraryBots = new WeakSet<Bot>();

/**
 * Records a bot this library made (see the module comment) and returns it.
 * @internal
 */
export function libraryBot<T extends Bot>(bot: T): T {
  libraryBots.add(bot);
  return bot;
}

/**
 * Whether `bot` is one this copy of the library made.
 * @internal
 */
export function isLibraryBot(bot: Bot): boolean {
  return libraryBots.has(bot);
}

/**
 * A deep-frozen copy of plain data (arrays, plain objects, primitives): what a bot of the user's is
 * handed. Trusts its argument to be a view or a list of actions this library built.
 * @internal
 */
export function frozenCopy<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Object.isFrozen(value) && !Array.isArray(value) && isShallow(value)) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = frozenCopy(value[i]);
    return Object.freeze(out) as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = frozenCopy((value as Record<string, unknown>)[key]);
  return Object.freeze(out) as T;
}

/** A frozen object whose fields are all primitives (a ruleset): already safe to hand over as it is. */
function isShallow(value: object): boolean {
  for (const v of Object.values(value)) if (typeof v === "object" && v !== null) return false;
  return true;
}
