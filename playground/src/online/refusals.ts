/**
 * What the page says of a refusal, in the reader's language: a rule's refusal in the library's
 * words (describeError), the server's own from the page's texts, never the server's English
 * message. A link that leads nowhere ends the connection: the table is gone or the seat's code is
 * wrong, and trying again cannot help.
 */
import type { RuleError } from "burraco";
import { describeError, type Locale } from "burraco/i18n";
import type { OnlineTexts } from "./texts.js";

/** An error value as the server sends it: a library's refusal, or one of the server's own codes. */
export interface WireError {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
}

/** Why the page stops: no table at the link, or no seat for its code. */
export type Dead = "gone" | "bad-link";

export interface Said {
  readonly text: string;
  readonly dead: Dead | null;
}

/**
 * The words for `error`, or null when there is nothing to say: `server/stale` means only that the
 * move was for a table that had moved on (a second click on the same move, most often), and the
 * rows that moved it on reach the page and redraw it.
 */
export function refusalText(error: WireError, lang: Locale, t: OnlineTexts): Said | null {
  const code = error.code;
  if (!code.startsWith("server/")) return { text: describeError(error as RuleError, lang), dead: null };
  if (code === "server/stale") return null;
  if (code === "server/no-table") return { text: t.noTable, dead: "gone" };
  if (code === "server/bad-token") return { text: t.badLink, dead: "bad-link" };
  return { text: t.server[code] ?? t.server.other, dead: null };
}
