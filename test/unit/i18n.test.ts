/**
 * Texts for players (issue 10): every error code, score line, burraco class and card has an
 * Italian and an English text, walked from the lists that define them (errorCodes, scoreLines,
 * burracoClasses), so a new code without a translation fails here.
 */
import {
  analyzeMeld,
  apply,
  burracoClasses,
  cardId,
  errorCodes,
  parseAction,
  parseCards,
  presets,
  type RuleError,
  replay,
  scoreLines,
  setupHand,
} from "burraco";
import { greedyBot } from "burraco/bots";
import { cardName, describeError, type Locale, locales, scoreLineLabel } from "burraco/i18n";
import { playHand } from "burraco/sim";
import { describe, expect, it } from "vitest";
import { BURRACO_CLASS_NAMES, DECK_SIZE, ERRORS_EN, ERRORS_IT, SCORE_LINE_LABELS } from "../helpers/internal.js";

const TEXTS: Record<Locale, Readonly<Record<string, string>>> = { it: ERRORS_IT, en: ERRORS_EN };

describe("describeError: every error code in both languages", () => {
  for (const code of errorCodes) {
    it(`${code} has an Italian and an English text, and they differ`, () => {
      for (const lang of locales) {
        const text = describeError({ code, message: "details" }, lang);
        expect(text.length).toBeGreaterThan(10);
        expect(text).toBe(TEXTS[lang][code]);
      }
      expect(describeError({ code, message: "" }, "it")).not.toBe(describeError({ code, message: "" }, "en"));
    });
  }

  it("the tables hold exactly the codes of errorCodes", () => {
    for (const lang of locales) expect(Object.keys(TEXTS[lang]).sort()).toEqual([...errorCodes].sort());
  });

  it("R4.3: a refused meld is worded with its rule id, in Italian with the players' words", () => {
    const r = analyzeMeld(parseCards("7H JK 2S").value ?? []);
    expect(r.ok).toBe(false);
    const error = r.error as RuleError;
    expect(describeError(error, "it")).toBe(
      "Una combinazione può avere una sola matta (un jolly o una pinella). (R4.3)",
    );
    expect(describeError(error, "en")).toBe("A meld holds at most one wildcard (a joker or a 2). (R4.3)");
  });

  it("R3.1: a move out of turn from apply is worded in both languages", () => {
    const state = replay({ ruleset: presets.classic, seed: 5, actions: [] }).value?.[0];
    if (state === undefined) throw new Error("no deal");
    const r = apply(state, { type: "draw", seat: (state.turn + 1) % 4 });
    expect(r.ok).toBe(false);
    expect(describeError(r.error as RuleError, "it")).toBe("Non è il tuo turno. (R3.1)");
    expect(describeError(r.error as RuleError, "en")).toBe("It is not your turn. (R3.1)");
  });

  it("R6.2: a code refused under a particular rule gets its sharper text", () => {
    const error: RuleError = { code: "turn/wrong-phase", message: "not now", rule: "R6.2" };
    expect(describeError(error, "it")).toMatch(/^Prima prendi il pozzetto.* \(R6\.2\)$/);
    expect(describeError(error, "en")).toMatch(/^Take the pozzetto first.* \(R6\.2\)$/);
  });

  it("R7.1 §13: an action on an ended hand has its own code and text, not the draw-first one", () => {
    const ended = setupHand({
      turn: 0,
      phase: "play",
      hands: ["KC", "4C", "5C", "6C"],
      melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
      pozzettoTaken: [true, false],
    });
    if (!ended.ok) throw new Error(ended.error.message);
    const closed = apply(ended.value, { type: "close", seat: 0, card: parseCards("KC").value?.[0] as number });
    if (!closed.ok) throw new Error(closed.error.message);
    const r = apply(closed.value, { type: "draw", seat: 1 });
    expect(r.error).toMatchObject({ code: "hand/over", rule: "R7.1" });
    expect(describeError(r.error as RuleError, "en")).toBe(
      "The hand is over: nothing more can be played in it. (R7.1)",
    );
    expect(describeError(r.error as RuleError, "it")).toBe("La mano è finita: non si può più giocare. (R7.1)");
  });

  it("R7.2: a plain discard of a last card that could only close points to Close, in both languages", () => {
    const s = setupHand({
      turn: 0,
      phase: "play",
      hands: ["KC", "4C", "5C", "6C"],
      melds: [["3H 4H 5H 6H 7H 8H 9H"], []],
      pozzettoTaken: [true, false],
    });
    if (!s.ok) throw new Error(s.error.message);
    const r = apply(s.value, { type: "discard", seat: 0, card: parseCards("KC").value?.[0] as number });
    expect(r.error).toMatchObject({ code: "discard/last-card", rule: "R7.2" });
    expect(describeError(r.error as RuleError, "en")).toMatch(/can only close the hand\. Use Close\. \(R7\.2\)$/);
    expect(describeError(r.error as RuleError, "it")).toMatch(/puoi solo chiudere\. Usa Chiudi\. \(R7\.2\)$/);
  });

  it("the Italian uses the players' words", () => {
    const all = Object.values(ERRORS_IT).join(" ");
    for (const word of ["pozzetto", "pinella", "jolly", "scala", "tris", "chiudere", "matta", "tallone", "scarti"]) {
      expect(all).toContain(word);
    }
  });

  it("never throws: an unknown locale reads as English, a non-error as invalid input", () => {
    expect(describeError({ code: "meld/gap", message: "" }, "fr" as Locale)).toBe(ERRORS_EN["meld/gap"]);
    expect(describeError(null as unknown as RuleError, "it")).toBe(ERRORS_IT["input/invalid"]);
    expect(describeError({ code: "nope" } as unknown as RuleError, "en")).toBe(ERRORS_EN["input/invalid"]);
  });
});

describe("score sheet labels", () => {
  // The lines of a real sheet: every number field but `side` must be a listed score line.
  const played = playHand({ ruleset: presets.classic, seed: 3, bots: [greedyBot] });
  const sheet = played.value?.sheet;

  it("scoreLines lists every number line of a SideScore (R9.1–R9.8)", () => {
    const side = sheet?.sides[0];
    expect(side).toBeDefined();
    const numberFields = Object.entries(side ?? {})
      .filter(([key, value]) => typeof value === "number" && key !== "side")
      .map(([key]) => key);
    expect(numberFields.sort()).toEqual([...scoreLines].sort());
  });

  for (const line of scoreLines) {
    it(`${line} has an Italian and an English label`, () => {
      expect(SCORE_LINE_LABELS.it[line]).toBeTruthy();
      expect(SCORE_LINE_LABELS.en[line]).toBeTruthy();
      expect(scoreLineLabel(line, "it", true)).toMatch(/\(R9\.[1-8]\)$/);
    });
  }

  it("R9.3: the closing line reads chiusura / closing", () => {
    expect(scoreLineLabel("closing", "it")).toBe("chiusura");
    expect(scoreLineLabel("closing", "en", true)).toBe("closing (R9.3)");
  });

  for (const cls of burracoClasses) {
    it(`R5: burraco class ${cls} has both names`, () => {
      expect(BURRACO_CLASS_NAMES.it[cls]).toMatch(/burraco/);
      expect(BURRACO_CLASS_NAMES.en[cls]).toMatch(/burraco/);
    });
  }

  it("R5.2–R5.4: the Italian classes are pulito, semipulito, sporco", () => {
    expect([BURRACO_CLASS_NAMES.it.clean, BURRACO_CLASS_NAMES.it["semi-clean"], BURRACO_CLASS_NAMES.it.dirty]).toEqual([
      "burraco pulito",
      "burraco semipulito",
      "burraco sporco",
    ]);
  });
});

describe("card names", () => {
  it("R1.1: names a card as players do", () => {
    expect(cardName(cardId(7, 1), "it")).toBe("7 di cuori");
    expect(cardName(cardId(1, 0, 1), "it")).toBe("asso di picche");
    expect(cardName(cardId(13, 3), "it")).toBe("re di fiori");
    expect(cardName(104, "it")).toBe("jolly");
    expect(cardName(cardId(7, 1), "en")).toBe("7 of hearts");
    expect(cardName(cardId(12, 2), "en")).toBe("queen of diamonds");
    expect(cardName(107, "en")).toBe("joker");
    expect(cardName(108, "en")).toBe("?");
  });

  it("R1.1: the 53 faces have 53 distinct names in each language, both copies named alike", () => {
    for (const lang of locales) {
      const names = new Set<string>();
      for (let id = 0; id < DECK_SIZE; id++) names.add(cardName(id, lang));
      expect(names.size).toBe(53);
      expect(cardName(5, lang)).toBe(cardName(57, lang));
    }
  });
});

describe("E4: messages and rules escape bidirectional controls and lone surrogates", () => {
  const raw = /[\p{Bidi_Control}\ud800-\udfff]/u;

  it("E4 describeError shows a rule holding U+202E or a lone surrogate escaped", () => {
    for (const lang of locales) {
      const text = describeError({ code: "input/invalid", message: "x", rule: "R4.3\u202eevil\ud800" }, lang);
      expect(raw.test(text)).toBe(false);
      expect(text).toContain("R4.3\\u202eevil\\ud800");
    }
  });

  it("E4 error messages quote keys with bidi controls escaped", () => {
    const r = parseAction({ "\u202eevil": 1, "\u2066x\udc00": 2 });
    expect(r.ok).toBe(false);
    expect(raw.test(r.error?.message ?? "")).toBe(false);
    expect(r.error?.message).toContain("\\u202eevil");
    // A surrogate pair (an emoji) is one character, left as it is.
    expect(parseAction({ "😀": 1 }).error?.message).toContain("😀");
  });
});
