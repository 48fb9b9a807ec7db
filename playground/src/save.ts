/**
 * The match kept in the browser (localStorage), so a reload goes on where you were. What is kept
 * is the library's action log of every hand (the input of `replay`); reading it back plays the
 * match again through the library (`startHand`, `apply`, `recordHand`, the bots with their
 * seeds), so every move is checked again and every score recomputed: a damaged or edited save
 * is refused and a new match starts instead. (`deserializeMatch` would check a saved match too,
 * but only for consistency, at 1.9 KB gzip of the page's 30 KB budget.)
 */
import { parseAction } from "burraco";
import { botStep, type Game, HUMAN, nextHand, play, startGame } from "./game.js";
import type { Settings } from "./settings.js";

const KEY = "burraco-playground";

/** Where the save goes: the page's `localStorage` (or a map in tests). */
export interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What the save is for: the same address finds it again. */
function addressOf(s: Settings): string {
  return JSON.stringify([s.seed, s.preset, s.players, s.target]);
}

/** Keeps the game for these settings (quietly does nothing when storage is off or full). */
export function saveGame(storage: Store | null, settings: Settings, game: Game): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ address: addressOf(settings), hands: game.pastLogs, log: game.log }));
  } catch {
    // Private mode or a full quota: the game goes on, unsaved.
  }
}

/** Plays a hand's log again: the bots must make the same moves, yours must be legal. */
function replayHand(game: Game, log: readonly unknown[]): Game | null {
  let g = game;
  for (const entry of log) {
    const action = parseAction(entry);
    if (!action.ok) return null;
    const next = action.value.seat === HUMAN ? play(g, action.value) : botStep(g);
    if (!next.ok || JSON.stringify(next.value.log.at(-1)) !== JSON.stringify(action.value)) return null;
    g = next.value;
  }
  return g;
}

/** The saved game for these settings, or `null` when there is none to trust. */
export function loadGame(storage: Store | null, settings: Settings): Game | null {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(KEY) ?? "null");
    if (typeof saved !== "object" || saved === null) return null;
    const { address, hands, log } = saved as Record<string, unknown>;
    if (address !== addressOf(settings) || !Array.isArray(hands) || !Array.isArray(log)) return null;
    const start = startGame(settings);
    if (!start.ok) return null;
    let game: Game | null = start.value;
    for (const hand of [...hands, log]) {
      if (game === null || !Array.isArray(hand)) return null;
      if (game.state.phase === "ended") {
        const next = nextHand(game);
        if (!next.ok) return null;
        game = next.value;
      }
      game = replayHand(game, hand);
    }
    return game;
  } catch {
    return null;
  }
}
