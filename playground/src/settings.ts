/**
 * The playground's settings, read from and written to the page address so a deal can be shared.
 */
import { type PresetName, presetNames } from "burraco";
import type { Locale } from "burraco/i18n";
import { pageLang } from "./language.js";

/** What the address says: the deal, the table, the language, the bots' pause and the match target. */
export interface Settings {
  /** The deal's seed, as typed. */
  readonly seed: string;
  /** The ruleset preset. */
  readonly preset: PresetName;
  /** Seats at the table (you are seat 0). */
  readonly players: 2 | 3 | 4;
  /** The page's language. */
  readonly lang: Locale;
  /** The bots' pause between two moves, in milliseconds. */
  readonly pause: number;
  /** A match target other than the preset's (R10.1), a positive multiple of 5; `null` for the preset's. */
  readonly target: number | null;
}

const DEFAULT_PAUSE = 700;

/** Reads the settings from a query string; anything missing or unreadable takes its default. */
export function readSettings(search: string): Settings {
  const q = new URLSearchParams(search);
  const preset = q.get("preset") ?? "classic";
  const players = Number(q.get("players") ?? "4");
  const pause = Number(q.get("pause") ?? DEFAULT_PAUSE);
  const seed = (q.get("seed") ?? "").trim();
  const target = Number(q.get("target") ?? Number.NaN);
  return {
    seed: seed === "" ? newSeed() : seed.slice(0, 100),
    preset: (presetNames as readonly string[]).includes(preset) ? (preset as PresetName) : "classic",
    players: players === 2 || players === 3 ? players : 4,
    lang: pageLang(search),
    pause: Number.isFinite(pause) && pause >= 0 ? Math.min(pause, 10_000) : DEFAULT_PAUSE,
    target: Number.isSafeInteger(target) && target > 0 && target % 5 === 0 ? Math.min(target, 100_000) : null,
  };
}

/** A fresh seed for a new deal: short enough to read out and type. */
export function newSeed(): string {
  return String(1 + Math.floor(Math.random() * 99_999));
}

/** The query string of a set of settings (the pause and the target only when they are not the defaults). */
export function writeSettings(s: Settings): string {
  const q = new URLSearchParams({ seed: s.seed, preset: s.preset, players: String(s.players), lang: s.lang });
  if (s.pause !== DEFAULT_PAUSE) q.set("pause", String(s.pause));
  if (s.target !== null) q.set("target", String(s.target));
  return `?${q.toString()}`;
}

/** The seed the engine gets: an integer when the text is one (as `burraco demo --seed 7`), else the text. */
export function seedOf(text: string): string | number {
  return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}
