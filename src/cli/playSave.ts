/**
 * The save file of an interrupted `burraco play` (Ctrl-C, the end of the input, "quit" between two
 * hands), which `burraco play --resume` continues: the table as `saveTable` writes it (the hands,
 * the log, what the player has seen and the bots' PRNG states, so the bots go on exactly as they
 * would have), and the session's own settings around it.
 * @module
 */
import { isBotName } from "../bots/registry.js";
import { isLocale, type Locale } from "../i18n/locale.js";
import type { Seed } from "../random/seed.js";
import { err, ok, type Result } from "../result.js";
import { type PresetName, presetNames } from "../rules/presets.js";
import { loadTable, saveTable } from "../table/save.js";
import type { Table } from "../table/types.js";
import { PLAYER } from "./playScreen.js";

/** The file's `format` field. */
const PLAY_FORMAT = "burraco/play";
const PLAY_VERSION = 1;
/**
 * The table is signed with a key that is no secret: the signature catches a file edited by hand or
 * damaged, not a determined cheat (who holds every card in the file anyway).
 */
const PLAY_KEY = "burraco play: a save of one's own";
/** A saved table is at most twice a saved hand's 4 MB (`saveTable`); a little more for the envelope. */
const MAX_FILE_LENGTH = 9_000_000;

/** The default save file, in the current folder. */
export const DEFAULT_SAVE_FILE = "burraco-play.save.json";

/** What a save holds: the table and the settings that are not in it. */
export interface PlaySave {
  /** The preset's name, for the title. */
  readonly preset: PresetName;
  /** The seed the session started from, for the title. */
  readonly seed: Seed;
  readonly lang: Locale;
  readonly pause: number;
  readonly table: Table;
}

/** The save as JSON text. */
export function writePlaySave(save: PlaySave): string {
  const table = saveTable(save.table, { key: PLAY_KEY });
  // The key is a constant the reader accepts: signing cannot fail.
  return `${JSON.stringify({
    format: PLAY_FORMAT,
    version: PLAY_VERSION,
    preset: save.preset,
    seed: save.seed,
    lang: save.lang,
    pause: save.pause,
    table: table.value ?? "",
  })}\n`;
}

const bad = <T>(message: string): Result<T> => err("input/invalid", message);

/**
 * Reads a save written by {@link writePlaySave}: the envelope, then the table as `loadTable` checks
 * it (signature included), then the seats `burraco play` plays (the person at seat 0, built-in bots
 * elsewhere). Anything wrong is a clear error, never an exception.
 */
export function readPlaySave(text: string): Result<PlaySave> {
  if (text.length > MAX_FILE_LENGTH) return bad("the file is too long to be a save of burraco play");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return bad("the file is not JSON: not a save of burraco play");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return bad("the file is not a save of burraco play");
  const o = parsed as Record<string, unknown>;
  const { format, version, preset, seed, lang, pause, table } = o;
  if (format !== PLAY_FORMAT) return bad(`the file is not a save of burraco play (format ${JSON.stringify(format)})`);
  if (version !== PLAY_VERSION) return bad(`unsupported version ${JSON.stringify(version)} of the save`);
  if (typeof preset !== "string" || !(presetNames as readonly string[]).includes(preset))
    return bad(`the save names no known preset (${JSON.stringify(preset)})`);
  if (!(typeof seed === "string" && seed.length <= 1000) && !(typeof seed === "number" && Number.isFinite(seed)))
    return bad("the save's seed is not a number or a text");
  if (!isLocale(lang)) return bad(`the save's language must be it or en, got ${JSON.stringify(lang)}`);
  if (typeof pause !== "number" || !Number.isInteger(pause) || pause < 0 || pause > 60_000)
    return bad("the save's pause must be a whole number of milliseconds from 0 to 60,000");
  const loaded = loadTable(table, { key: PLAY_KEY });
  if (!loaded.ok)
    return loaded.error.code === "save/signature"
      ? err("save/signature", "the save was changed after it was written (its signature does not match)")
      : err(loaded.error.code, `the saved table is refused: ${loaded.error.message}`, loaded.error.rule);
  const seats = loaded.value.seats;
  const botsOk = seats.every((s, i) =>
    i === PLAYER ? s === "person" : typeof s === "object" && s !== null && isBotName(s.bot),
  );
  if (!botsOk) return bad("the saved table's seats are not burraco play's: you at seat 0, built-in bots elsewhere");
  return ok({ preset: preset as PresetName, seed, lang, pause, table: loaded.value });
}

/** The bot names of seats 1, 2, … of a table {@link readPlaySave} accepted. */
export function savedBots(table: Table): string[] {
  return table.seats.slice(1).map((s) => (typeof s === "object" ? s.bot : String(s)));
}
