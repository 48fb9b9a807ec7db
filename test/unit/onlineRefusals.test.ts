// Issue 34, operations: the online page says in the reader's language when a link is wrong or a
// table is gone (and stops there, instead of "connecting…" for ever), never shows the server's
// English words, and says nothing of a second click on a move that went through (server/stale).
import { describe, expect, it } from "vitest";
import { refusalText } from "../../playground/src/online/refusals.js";
import { ONLINE_TEXTS } from "../../playground/src/online/texts.js";

const SERVER_CODES = [
  "server/malformed",
  "server/too-large",
  "server/version",
  "server/rate-limited",
  "server/already-joined",
  "server/not-joined",
  "server/full",
  "server/store",
];

describe("issue 34: the online page's words for a refusal", () => {
  it("a table that is gone, or a seat's code that is wrong, ends the page's connection, in its language", () => {
    for (const lang of ["it", "en"] as const) {
      const t = ONLINE_TEXTS[lang];
      const gone = refusalText({ code: "server/no-table", message: "no table has this id" }, lang, t);
      expect(gone).toEqual({ text: t.noTable, dead: "gone" });
      const bad = refusalText({ code: "server/bad-token", message: "this token is no seat's" }, lang, t);
      expect(bad).toEqual({ text: t.badLink, dead: "bad-link" });
    }
    expect(ONLINE_TEXTS.it.noTable).toMatch(/^Nessun tavolo/);
    expect(ONLINE_TEXTS.it.badLink).toMatch(/^Questo link non è valido/);
  });

  it("a second click on a move the server already played (server/stale) shows nothing", () => {
    const stale = { code: "server/stale", message: "the move is for row 3, but the table is at row 4" };
    expect(refusalText(stale, "it", ONLINE_TEXTS.it)).toBeNull();
  });

  it("every other refusal of the server is said in the page's language, never in its English message", () => {
    for (const code of [...SERVER_CODES, "server/unknown-to-the-page"]) {
      const message = "an English message from the server";
      const it = refusalText({ code, message }, "it", ONLINE_TEXTS.it);
      const en = refusalText({ code, message }, "en", ONLINE_TEXTS.en);
      expect(it?.dead, code).toBeNull();
      expect(it?.text, code).not.toBe(message);
      expect(it?.text, code).not.toBe(en?.text);
      expect(it?.text, code).toBe(ONLINE_TEXTS.it.server[code] ?? ONLINE_TEXTS.it.server.other);
    }
    for (const code of SERVER_CODES) expect(ONLINE_TEXTS.it.server[code], code).toBeDefined();
  });

  it("a rule's refusal is the library's own words, with its rule", () => {
    const said = refusalText({ code: "turn/not-your-turn", message: "x", rule: "R3.1" }, "it", ONLINE_TEXTS.it);
    expect(said?.dead).toBeNull();
    expect(said?.text).not.toBe("x");
    expect(said?.text.length).toBeGreaterThan(0);
  });
});
