/**
 * The match kept in the browser (localStorage), so a reload goes on where you were, in the
 * library's own save formats: the match as `serializeMatch` writes it, the hand in play as
 * `serialize` writes it, with the page's own part beside them: the hand's action log (for the list
 * of moves since your last turn) and the bots' PRNG states.
 *
 * Reading it back checks everything: `deserializeMatch` and `deserialize` (given by the caller:
 * the page loads them as a chunk of their own, lazy.ts), then the hand's log played again from the
 * hand's deal must reach the saved state. A save of an older page, a damaged or an edited one is
 * refused with a code that says which, and the page starts a new match.
 */
import {
  type Action,
  type deserialize,
  type deserializeMatch,
  type HandState,
  type Match,
  matchHandSeed,
  type NewHandOptions,
  parseAction,
  publicEvents,
  replay,
  serialize,
  serializeMatch,
  startHand,
} from "burraco";
import type { RngState } from "burraco/bots";
import type { Game } from "./game.js";
import type { Settings } from "./settings.js";

const KEY = "burraco-playground";
/** The page's save format: version 1 was the hands' action logs, replayed on load. */
const FORMAT = "burraco/playground";
const VERSION = 2;

/** Where the save goes: the page's `localStorage` (or a map in tests). */
export interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The library's readers of its save formats. */
export interface SaveReaders {
  readonly deserializeMatch: typeof deserializeMatch;
  readonly deserialize: typeof deserialize;
}

/**
 * A save read back: the game, or why it was refused (`save/old`: another format or version of the
 * page's save; `save/invalid`: not what the page writes; `save/mismatch`: the hand's log does not
 * lead to the saved hand; or the library's code, `match/invalid` or `state/invalid`).
 */
export type Restored = { readonly ok: true; readonly value: Game } | { readonly ok: false; readonly code: string };

/** What the save is for: the same address finds it again. */
function addressOf(s: Settings): string {
  return JSON.stringify([s.seed, s.preset, s.players, s.target]);
}

/** Keeps the game for these settings (quietly does nothing when storage is off or full). */
export function saveGame(storage: Store | null, settings: Settings, game: Game): void {
  try {
    const save = {
      format: FORMAT,
      version: VERSION,
      address: addressOf(settings),
      match: serializeMatch(game.match),
      hand: serialize(game.state),
      log: game.log,
      rngs: game.rngs,
    };
    storage?.setItem(KEY, JSON.stringify(save));
  } catch {
    // Private mode or a full quota: the game goes on, unsaved.
  }
}

/** The saved text when there is one for these settings' address (any version), else `null`. */
export function savedText(storage: Store | null, settings: Settings): string | null {
  try {
    const text = storage?.getItem(KEY) ?? null;
    if (text === null) return null;
    const saved: unknown = JSON.parse(text);
    const address = typeof saved === "object" && saved !== null ? (saved as { address?: unknown }).address : null;
    return address === addressOf(settings) ? text : null;
  } catch {
    // Unreadable storage, or text that is not JSON: nothing to go on with.
    return null;
  }
}

const refuse = (code: string): Restored => ({ ok: false, code });

/** Four 32-bit words, as `seedRng` makes them. */
function isRng(value: unknown): value is RngState {
  return Array.isArray(value) && value.length === 4 && value.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32);
}

/** How the hand of `state` was dealt in `match`: the match's next hand, or its last one once recorded. */
function dealOf(match: Match, state: HandState): NewHandOptions | null {
  const last = match.hands[match.hands.length - 1];
  if (state.phase === "ended") {
    return last === undefined
      ? null
      : { ruleset: match.ruleset, seed: last.seed, dealer: last.dealer, pairing: last.pairing };
  }
  const next = startHand(match);
  if (!next.ok) return null;
  const number = match.hands.length + 1;
  return {
    ruleset: match.ruleset,
    seed: matchHandSeed(match.seed, number),
    dealer: next.value.dealer,
    pairing: next.value.pairing,
  };
}

/** Reads a save written by `saveGame` (the text `savedText` found) back into a game. Never throws. */
export function restoreGame(text: string, readers: SaveReaders): Restored {
  let saved: Record<string, unknown>;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== "object" || data === null) return refuse("save/invalid");
    saved = data as Record<string, unknown>;
  } catch {
    return refuse("save/invalid");
  }
  if (saved.format !== FORMAT || saved.version !== VERSION) return refuse("save/old");
  const match = readers.deserializeMatch(saved.match);
  if (!match.ok) return refuse(match.error.code);
  const state = readers.deserialize(saved.hand);
  if (!state.ok) return refuse(state.error.code);
  const { log, rngs } = saved;
  const players = match.value.ruleset.players;
  if (!Array.isArray(log) || !Array.isArray(rngs) || rngs.length !== players || !rngs.every(isRng))
    return refuse("save/invalid");
  const actions: Action[] = [];
  for (const entry of log) {
    const action = parseAction(entry);
    if (!action.ok) return refuse("save/invalid");
    actions.push(action.value);
  }
  // The log, played again from the hand's deal, must reach the saved hand: it gives the move list.
  const deal = dealOf(match.value, state.value);
  const states = deal === null ? null : replay({ ...deal, actions });
  if (states === null || !states.ok || JSON.stringify(states.value.at(-1)) !== JSON.stringify(state.value))
    return refuse("save/mismatch");
  const played = states.value;
  const events = actions.map((action, i) => {
    const seen = publicEvents(played[i] as HandState, action, played[i + 1] as HandState);
    return seen.ok ? seen.value : [];
  });
  return { ok: true, value: { match: match.value, state: state.value, log: actions, events, rngs } };
}
