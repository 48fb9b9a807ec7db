/**
 * The language of every page (the playground, the score pad, the online tables): the address's
 * `?lang=` when it has one, else the reader's own choice saved by a language button, else the
 * browser's language (Italian for `it…`, English otherwise). Links between the pages carry it.
 */
import { isLocale, type Locale } from "burraco/i18n";

/** The browser's storage and language, absent in Node (where tests read the playground's settings). */
const web = globalThis as {
  readonly localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  readonly navigator?: { readonly language?: string };
};

/** Where a language button keeps the reader's choice, shared by the pages of the site. */
const KEY = "burraco-lang";

/** The page's language for the address `search` (`?lang=…`). */
export function pageLang(search: string): Locale {
  const asked = new URLSearchParams(search).get("lang");
  if (isLocale(asked)) return asked;
  let saved: string | null = null;
  try {
    saved = web.localStorage?.getItem(KEY) ?? null;
  } catch {
    // Storage blocked (or none, in Node): the browser's language.
  }
  if (isLocale(saved)) return saved;
  return /^it/i.test(web.navigator?.language ?? "") ? "it" : "en";
}

/** Keeps the reader's choice of a language button for the other pages and later visits. */
export function chooseLang(lang: Locale): void {
  try {
    web.localStorage?.setItem(KEY, lang);
  } catch {
    // Storage blocked: the choice lasts as long as the address that carries it.
  }
}
