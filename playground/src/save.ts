/**
 * The match kept in the browser (localStorage), so that a reload, or coming back from the docs,
 * goes on where you were: the table as the library's `saveTable` writes it, beside the settings
 * of the match (its seed, preset, table size and target) so that the address can be written back.
 *
 * Reading it back checks everything: `loadTable` (given by the caller: the page loads it as a
 * chunk of its own, lazy.ts) reads the table with all its checks (the match, the state, the log
 * played again from the hand's deal), then the page checks that the table is one of its own (you
 * at seat 0, bots elsewhere, a match). A save that is not JSON, of an older page, damaged or
 * edited is refused with a code that says which, and the page says so.
 */
import type { Result } from "burraco";
import { type loadTable, saveTable, type Table } from "burraco/table";
import { type Game, HUMAN, rulesetOf } from "./game.js";
import { readSettings, type Settings, seedOf, writeSettings } from "./settings.js";

const KEY = "burraco-playground";
/** The page's save format: version 1 was the hands' action logs, version 2 the match and the hand apart. */
const FORMAT = "burraco/playground";
const VERSION = 3;

/** Where the save goes: the page's `localStorage` (or a map in tests). */
export interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The library's reader of saved tables. */
export type TableReader = typeof loadTable;

/**
 * A save read back: the game and the settings of its match, or why it was refused (`save/old`:
 * another format or version of the page's save; `save/invalid`: not JSON, or not what the page
 * writes; or the library's code, such as `table/invalid`).
 */
export type Restored =
  | { readonly ok: true; readonly value: Game; readonly settings: Settings }
  | { readonly ok: false; readonly code: string };

/** The settings a save keeps: the match's, without the page's language and pause. */
function matchSettings(s: Settings): string {
  return writeSettings({ ...s, lang: "it", pause: 700 });
}

/** Keeps the game and its settings (quietly does nothing when storage is off or full). */
export function saveGame(storage: Store | null, settings: Settings, game: Game): void {
  try {
    const save = { format: FORMAT, version: VERSION, settings: matchSettings(settings), table: saveTable(game) };
    storage?.setItem(KEY, JSON.stringify(save));
  } catch {
    // Private mode or a full quota: the game goes on, unsaved.
  }
}

/** The saved text, whatever it holds, or `null` when there is none (or storage cannot be read). */
export function savedText(storage: Store | null): string | null {
  try {
    return storage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

const refuse = (code: string): Restored => ({ ok: false, code });

/** Whether a loaded table is one the page deals: you at seat 0, the medium bot elsewhere, a match. */
function isPageTable(table: Table): boolean {
  return (
    table.match !== null &&
    table.seats.every((seat, i) => seat === (i === HUMAN ? "person" : "medium")) &&
    !table.undo &&
    !table.tournament
  );
}

/** Reads a save written by `saveGame` back into a game, in the language and pause of `page`. Never throws. */
export function restoreGame(text: string, read: TableReader, page: Settings): Restored {
  let saved: Record<string, unknown>;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== "object" || data === null) return refuse("save/invalid");
    saved = data as Record<string, unknown>;
  } catch {
    return refuse("save/invalid");
  }
  if (saved.format !== FORMAT || saved.version !== VERSION) return refuse("save/old");
  if (typeof saved.settings !== "string" || typeof saved.table !== "string") return refuse("save/invalid");
  const table: Result<Table> = read(saved.table);
  if (!table.ok) return refuse(table.error.code);
  if (!isPageTable(table.value)) return refuse("save/invalid");
  const settings = { ...readSettings(saved.settings), lang: page.lang, pause: page.pause };
  // The settings must be those of the saved match: the same rules and the same seed.
  const rules = rulesetOf(settings);
  if (
    matchSettings(settings) !== saved.settings ||
    !rules.ok ||
    JSON.stringify(rules.value) !== JSON.stringify(table.value.ruleset) ||
    table.value.match?.seed !== seedOf(settings.seed)
  )
    return refuse("save/invalid");
  return { ok: true, value: table.value, settings };
}
