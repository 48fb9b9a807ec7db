/**
 * Cards (RULES.md §1) and card notation.
 */
import { fc, it as propIt } from "@fast-check/vitest";
import * as burraco from "burraco";
import {
  type CardId,
  cardId,
  formatCard,
  formatCards,
  isCardId,
  isJoker,
  isWildcard,
  parseCards,
  pointsOf,
  rankOf,
  suitOf,
} from "burraco";
import { describe, expect, it } from "vitest";
import {
  DECK_SIZE,
  FIRST_JOKER,
  faceOf,
  fullDeck,
  JOKERS,
  POINTS,
  parseFace,
  RANK,
  SUIT,
} from "../helpers/internal.js";

/** Parses notation that the test knows to be valid. */
function ids(text: string): CardId[] {
  const r = parseCards(text);
  if (!r.ok) throw new Error(`test notation refused: ${r.error.message}`);
  return r.value;
}

const NATURAL_IDS = Array.from({ length: 104 }, (_, i) => i);

/** The deck copy of an id, from the documented layout (R1.1): 0 or 1, 0–3 for jokers. */
const copyOf = (id: number): number => (id >= 104 ? id - 104 : id >= 52 ? 1 : 0);

describe("R1.1 the 108 cards", () => {
  it("fullDeck holds 108 distinct ids 0…107", () => {
    const deck = fullDeck();
    expect(DECK_SIZE).toBe(108);
    expect(deck).toHaveLength(108);
    expect(new Set(deck).size).toBe(108);
    expect(deck).toEqual(Array.from({ length: 108 }, (_, i) => i));
    for (const id of deck) expect(isCardId(id)).toBe(true);
  });

  it("fullDeck returns a fresh array each call", () => {
    const a = fullDeck();
    a[0] = 99;
    expect(fullDeck()[0]).toBe(0);
  });

  it("every natural face (rank 1–13, suit 0–3) exists exactly twice, as copies 0 and 1", () => {
    const seen = new Map<string, number[]>();
    for (const id of NATURAL_IDS) {
      const key = `${RANK[id]}/${SUIT[id]}`;
      seen.set(key, [...(seen.get(key) ?? []), id]);
    }
    expect(seen.size).toBe(52);
    for (let rank = 1; rank <= 13; rank++) {
      for (let suit = 0; suit < 4; suit++) {
        const copies = seen.get(`${rank}/${suit}`) ?? [];
        expect(copies).toHaveLength(2);
        expect(copies.map((id) => copyOf(id)).sort()).toEqual([0, 1]);
        expect(copies).toEqual([cardId(rank, suit, 0), cardId(rank, suit, 1)]);
      }
    }
  });

  it("ids 104–107 are the four jokers: rank 0, suit 4, copies 0–3", () => {
    expect(FIRST_JOKER).toBe(104);
    expect(JOKERS).toEqual([104, 105, 106, 107]);
    for (const [i, j] of JOKERS.entries()) {
      expect(RANK[j]).toBe(0);
      expect(SUIT[j]).toBe(4);
      expect(copyOf(j)).toBe(i);
      expect(isJoker(j)).toBe(true);
      expect(rankOf(j)).toBe(0);
      expect(suitOf(j)).toBe(4);
    }
    for (const id of NATURAL_IDS) expect(isJoker(id)).toBe(false);
  });

  it("the lookup tables are not part of the package, so no caller can change them", () => {
    for (const name of ["RANK", "SUIT", "POINTS", "COPY"]) expect(name in burraco).toBe(false);
    expect(Object.isFrozen(burraco.presets) && Object.isFrozen(burraco.presets.classic)).toBe(true);
  });

  it("the lookup tables have one entry per card and agree with rankOf/suitOf/copyOf", () => {
    expect(RANK).toHaveLength(108);
    expect(SUIT).toHaveLength(108);
    expect(POINTS).toHaveLength(108);
    for (const id of fullDeck()) {
      expect(rankOf(id)).toBe(RANK[id]);
      expect(suitOf(id)).toBe(SUIT[id]);
      expect(pointsOf(id)).toBe(POINTS[id]);
    }
  });

  it("cardId follows the documented layout: copy × 52 + suit × 13 + rank − 1", () => {
    expect(cardId(1, 0)).toBe(0);
    expect(cardId(13, 3, 1)).toBe(103);
    expect(cardId(7, 1)).toBe(19);
    for (const id of NATURAL_IDS) {
      expect(cardId(rankOf(id), suitOf(id), copyOf(id))).toBe(id);
    }
  });

  it("isCardId accepts the integers 0–107 only", () => {
    expect(isCardId(0)).toBe(true);
    expect(isCardId(107)).toBe(true);
    for (const bad of [108, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "3", null, undefined, [3], 3n]) {
      expect(isCardId(bad)).toBe(false);
    }
  });

  it("R4.3 the 12 wildcards are the 4 jokers and the 8 twos", () => {
    const wild = fullDeck().filter(isWildcard);
    expect(wild).toHaveLength(12);
    expect(wild.filter(isJoker)).toHaveLength(4);
    expect(wild.filter((id) => rankOf(id) === 2)).toHaveLength(8);
    expect(isWildcard(cardId(2, 0))).toBe(true);
    expect(isWildcard(cardId(3, 0))).toBe(false);
    expect(isWildcard(cardId(1, 2, 1))).toBe(false);
  });
});

describe("R1.2 card points", () => {
  const expected: Record<number, number> = {
    0: 30, // joker
    1: 15, // ace
    2: 20,
    3: 5,
    4: 5,
    5: 5,
    6: 5,
    7: 5,
    8: 10,
    9: 10,
    10: 10,
    11: 10,
    12: 10,
    13: 10,
  };

  for (const [rank, points] of Object.entries(expected)) {
    it(`rank ${rank === "0" ? "joker" : rank} is worth ${points} in every suit and copy`, () => {
      const cards = fullDeck().filter((id) => rankOf(id) === Number(rank));
      expect(cards).toHaveLength(rank === "0" ? 4 : 8);
      for (const id of cards) {
        expect(pointsOf(id)).toBe(points);
        expect(POINTS[id]).toBe(points);
      }
    });
  }

  it("the whole deck is worth 1080 points", () => {
    expect(fullDeck().reduce((sum, id) => sum + pointsOf(id), 0)).toBe(1080);
  });

  it("named examples: JK 30, 2♠ 20, A♥ 15, 10♦ 10, 7♣ 5", () => {
    expect(ids("JK 2S AH 10D 7C").map(pointsOf)).toEqual([30, 20, 15, 10, 5]);
  });
});

describe("parseCards: accepted spellings", () => {
  it("reads rank + suit letters (the TSDoc example)", () => {
    expect(parseCards("4C 5C 6C 2H 8C")).toEqual({ ok: true, value: [42, 43, 44, 14, 46] });
  });

  it("reads every rank A, 2–10, J, Q, K in every suit S H D C", () => {
    const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
    const suits = ["S", "H", "D", "C"];
    for (const [s, suit] of suits.entries()) {
      for (const [r, rank] of ranks.entries()) {
        expect(parseCards(`${rank}${suit}`)).toEqual({ ok: true, value: [cardId(r + 1, s)] });
      }
    }
  });

  it("10 may be written 10 or T (either case)", () => {
    const ten = cardId(10, 1);
    for (const t of ["10H", "TH", "th", "tH", "Th", "10h", "10♥", "T♥"]) {
      expect(parseCards(t), t).toEqual({ ok: true, value: [ten] });
    }
  });

  it("suits may be symbols ♠ ♥ ♦ ♣ (and the hollow ♤ ♡ ♢ ♧)", () => {
    expect(ids("7♠ 7♥ 7♦ 7♣")).toEqual([cardId(7, 0), cardId(7, 1), cardId(7, 2), cardId(7, 3)]);
    expect(ids("Q♤ Q♡ Q♢ Q♧")).toEqual([cardId(12, 0), cardId(12, 1), cardId(12, 2), cardId(12, 3)]);
    expect(ids("A♠ K♥")).toEqual(ids("AS KH"));
  });

  it("letters may be lowercase", () => {
    expect(ids("as kh qd jc 10s ts")).toEqual(ids("AS KH QD JC 10S TS"));
    expect(ids("jk")).toEqual([104]);
  });

  it("JK (any case), JOKER and 🃏 are jokers, allocated 104…107 in order", () => {
    expect(ids("JK jk Jk 🃏")).toEqual([104, 105, 106, 107]);
    expect(ids("joker")).toEqual([104]);
    expect(parseFace("JK")).toBe(52);
  });

  it("tokens may be separated by spaces, tabs, newlines and commas", () => {
    const expected = [cardId(7, 1), cardId(8, 1), cardId(9, 1)];
    expect(ids("7H,8H,9H")).toEqual(expected);
    expect(ids("7H, 8H ,9H")).toEqual(expected);
    expect(ids(" \t7H\n8H,,  9H ,")).toEqual(expected);
  });

  it("empty text is an empty list", () => {
    expect(parseCards("")).toEqual({ ok: true, value: [] });
    expect(parseCards(" , ")).toEqual({ ok: true, value: [] });
  });

  it("a face named twice gets both copies, first deck then second (R1.1)", () => {
    expect(parseCards("KH KH")).toEqual({ ok: true, value: [25, 77] });
    expect(ids("7H 8H 7H")).toEqual([19, 20, 71]);
  });
});

describe("parseCards: errors", () => {
  it("an unknown token is refused with card/unknown, naming the token and its column", () => {
    const r = parseCards("7H 1X");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("card/unknown");
    expect(r.error.message).toContain('token 2 "1X"');
    expect(r.error.message).toContain("column 4");
  });

  it.each([
    ["11H", 1, 1],
    ["7H 8H 9Z", 3, 7],
    ["7H,8H,  XX", 3, 9],
    ["7H 1", 2, 4],
    ["7H H", 2, 4],
    ["7H 2", 2, 4],
    ["7H 7HH", 2, 4],
    ["AS 0S", 2, 4],
    ["JKR", 1, 1],
    ["7H ♥7", 2, 4],
  ])("%j: token %i at column %i", (text, token, column) => {
    const r = parseCards(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("card/unknown");
    expect(r.error.message).toContain(`token ${token} `);
    expect(r.error.message).toContain(`column ${column}`);
  });

  it("a face named 3 times is refused with card/too-many-copies at the third token", () => {
    const r = parseCards("7H 7H 7H");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("card/too-many-copies");
    expect(r.error.rule).toBe("R1.1");
    expect(r.error.message).toContain("token 3");
    expect(r.error.message).toContain("column 7");
  });

  it("different spellings of one face count as the same face", () => {
    const r = parseCards("10H TH t♥");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("card/too-many-copies");
  });

  it("four jokers are accepted, a fifth is refused", () => {
    expect(parseCards("JK JK JK JK")).toEqual({ ok: true, value: [104, 105, 106, 107] });
    const r = parseCards("JK JK JK JK JK");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("card/too-many-copies");
    expect(r.error.message).toContain("token 5");
  });

  it.each([[42], [null], [undefined], [["7H"]], [{ text: "7H" }], [true]])(
    "non-string input %j is refused with input/invalid",
    (input) => {
      const r = parseCards(input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("input/invalid");
    },
  );
});

describe("formatCard / formatCards", () => {
  it("writes rank then suit letter, 10 as 10, jokers as JK", () => {
    expect(formatCard(cardId(10, 1))).toBe("10H");
    expect(formatCard(cardId(1, 0))).toBe("AS");
    expect(formatCard(cardId(13, 3, 1))).toBe("KC");
    expect(formatCard(104)).toBe("JK");
    expect(formatCard(107)).toBe("JK");
    expect(formatCards([42, 43, 44])).toBe("4C 5C 6C");
    expect(formatCards([])).toBe("");
  });

  it("every card's notation parses back to a card of the same face", () => {
    for (const id of fullDeck()) {
      const back = ids(formatCard(id));
      expect(back).toHaveLength(1);
      expect(faceOf(back[0] ?? -1)).toBe(faceOf(id));
    }
  });
});

describe("notation round trip (property)", () => {
  const distinctIds = fc.uniqueArray(fc.integer({ min: 0, max: 107 }), { maxLength: 108 });

  propIt.prop([distinctIds])("formatCards(parse(formatCards(ids))) === formatCards(ids)", (list) => {
    const text = formatCards(list);
    const back = parseCards(text);
    if (!back.ok) return false;
    expect(formatCards(back.value)).toBe(text);
    expect(back.value).toHaveLength(list.length);
    for (const [i, id] of back.value.entries()) expect(faceOf(id)).toBe(faceOf(list[i] ?? -1));
    return true;
  });

  propIt.prop([distinctIds])("text written by formatCards from distinct ids always parses, to distinct ids", (list) => {
    const back = parseCards(formatCards(list));
    expect(back.ok).toBe(true);
    if (back.ok) expect(new Set(back.value).size).toBe(list.length);
  });
});
