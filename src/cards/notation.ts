/**
 * Card notation (chess.js's SAN, for cards): `7H`, `10H` or `TH`, `♥` for `H`, `JK` for a joker,
 * tokens separated by white space or commas.
 * @module
 */
import { describeValue, err, ok, type Result } from "../result.js";
import { type CardId, FIRST_JOKER, JOKERS, RANK, SUIT } from "./card.js";

const RANK_NAMES = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const SUIT_NAMES = ["S", "H", "D", "C"];
const SUIT_OF_CHAR: Record<string, number> = {
  S: 0,
  H: 1,
  D: 2,
  C: 3,
  "♠": 0,
  "♥": 1,
  "♦": 2,
  "♣": 3,
  "♤": 0,
  "♡": 1,
  "♢": 2,
  "♧": 3,
};
/**
 * Ranks by their text, as cards print them (A, 2–10, J, Q, K) and the spellings notation also reads
 * (1 for the ace, T for 10): the one rank table, which `burraco play` reads typed moves with too.
 * @internal
 */
export const RANK_OF_TEXT: Readonly<Record<string, number>> = {
  A: 1,
  "1": 1,
  "2": 2,
  "3": 3,
  "4": 4,
  "5": 5,
  "6": 6,
  "7": 7,
  "8": 8,
  "9": 9,
  "10": 10,
  T: 10,
  J: 11,
  Q: 12,
  K: 13,
};

/** A card face: 0–51 for rank and suit (suit × 13 + rank − 1), 52 for a joker. */
export type Face = number;
/** The face shared by the four jokers. */
export const JOKER_FACE: Face = 52;

/**
 * The face of a card id (which card it is, ignoring the deck copy).
 * Trusts its argument to be a card id, 0–107 (check untrusted values with {@link isCardId}).
 */
export function faceOf(id: CardId): Face {
  return id >= FIRST_JOKER ? JOKER_FACE : id % 52;
}

/** The ids that show a face: two for a natural card, four for the joker. Trusts `face` (0–52). */
function idsOfFace(face: Face): readonly CardId[] {
  return face === JOKER_FACE ? JOKERS : [face, face + 52];
}

/** One token of card notation and where it stands in the text. */
export interface FaceToken {
  /** The card face the token names. */
  readonly face: Face;
  /** The token as written. */
  readonly text: string;
  /** 1-based position of the token in the text (token number). */
  readonly index: number;
  /** 1-based column of its first character. */
  readonly column: number;
}

/**
 * Reads one token (`7H`, `10♥`, `TH`, `JK`) as a face, or `undefined` when it is not a card.
 * Letters may be in either case.
 */
export function parseFace(token: string): Face | undefined {
  // No card is written with more than 5 characters ("JOKER"); anything longer is not read.
  if (typeof token !== "string" || token.length > 8) return undefined;
  const t = token.toUpperCase();
  if (t === "JK" || t === "🃏" || t === "JOKER") return JOKER_FACE;
  const chars = Array.from(t);
  const suitChar = chars.pop();
  if (suitChar === undefined) return undefined;
  const suit = SUIT_OF_CHAR[suitChar];
  const rank = RANK_OF_TEXT[chars.join("")];
  if (suit === undefined || rank === undefined) return undefined;
  return suit * 13 + rank - 1;
}

/**
 * The longest card notation read: 4,096 characters…
 */
const MAX_NOTATION_LENGTH = 4096;
/**
 * …and at most 108 tokens, every card of the game.
 */
const MAX_NOTATION_TOKENS = 108;

/**
 * Splits notation into faces, saying which token is wrong and where when one is not a card. Text
 * longer than {@link MAX_NOTATION_LENGTH} characters, or holding more than
 * {@link MAX_NOTATION_TOKENS} tokens, is refused with `input/invalid` before it is read further.
 */
export function parseFaces(text: unknown): Result<FaceToken[]> {
  if (typeof text !== "string")
    return err("input/invalid", `card notation must be a string, got ${describeValue(text)}`);
  if (text.length > MAX_NOTATION_LENGTH) {
    return err("input/invalid", `card notation of ${text.length} characters: at most ${MAX_NOTATION_LENGTH} are read`);
  }
  const tokens: FaceToken[] = [];
  let index = 0;
  for (const m of text.matchAll(/[^\s,]+/g)) {
    index++;
    if (index > MAX_NOTATION_TOKENS)
      return err(
        "input/invalid",
        `card notation holds more than ${MAX_NOTATION_TOKENS} tokens (the whole game has 108 cards)`,
      );
    const face = parseFace(m[0]);
    if (face === undefined) {
      return err(
        "card/unknown",
        `token ${index} ${describeValue(m[0])} at column ${m.index + 1} is not a card (rank A 2-10 J Q K or T, suit S H D C or ♠ ♥ ♦ ♣, or JK)`,
      );
    }
    tokens.push({ face, text: m[0], index, column: m.index + 1 });
  }
  return ok(tokens);
}

/**
 * Hands out distinct card ids for faces: each face's copies in order (first deck, then second;
 * jokers 104…107), so text that names a card twice gets both copies. Shared across several texts
 * (the zones of a scenario) it keeps every card unique in the whole position.
 */
export class CopyAllocator {
  private readonly used = new Uint8Array(108);
  /** The next unused id of a face, marking it used, or `undefined` when all copies are used. */
  take(face: Face): CardId | undefined {
    for (const id of idsOfFace(face)) {
      if (this.used[id] === 0) {
        this.used[id] = 1;
        return id;
      }
    }
    return undefined;
  }
  /** Whether an id is still free. */
  isFree(id: CardId): boolean {
    return this.used[id] === 0;
  }
}

/**
 * Turns faces into ids with an allocator, refusing a face named more often than it exists.
 * Trusts `tokens` to come from {@link parseFaces}.
 */
export function allocateFaces(tokens: readonly FaceToken[], pool: CopyAllocator): Result<CardId[]> {
  const ids: CardId[] = [];
  for (const t of tokens) {
    const id = pool.take(t.face);
    if (id === undefined) {
      const copies = t.face === JOKER_FACE ? "four jokers" : "two copies";
      return err(
        "card/too-many-copies",
        `token ${t.index} ${describeValue(t.text)} at column ${t.column}: only ${copies} exist in the 108 cards (R1.1)`,
        "R1.1",
      );
    }
    ids.push(id);
  }
  return ok(ids);
}

/**
 * Parses card notation into card ids (RULES.md §1). Tokens are separated by spaces or commas; a
 * card named twice gets the second deck's copy (the two 7♥ are distinct cards, R1.1).
 * On a bad token the error says which token it is and where.
 * @example
 * parseCards("4C 5C 6C 2H 8C"); // { ok: true, value: [42, 43, 44, 14, 46] }
 * parseCards("7H 1X");          // { ok: false, error: { code: "card/unknown", message: 'token 2 "1X" at column 4 …' } }
 */
export function parseCards(text: unknown): Result<CardId[]> {
  const faces = parseFaces(text);
  if (!faces.ok) return faces;
  return allocateFaces(faces.value, new CopyAllocator());
}

/**
 * The notation of one card: `7H`, `10D`, `JK`.
 * Trusts its argument to be a card id, 0–107 (check untrusted values with {@link isCardId}).
 * @example
 * formatCard(104); // "JK"
 */
export function formatCard(id: CardId): string {
  if (id >= FIRST_JOKER) return "JK";
  return `${RANK_NAMES[RANK[id] ?? 0] ?? "?"}${SUIT_NAMES[SUIT[id] ?? 0] ?? "?"}`;
}

/**
 * Card ids as notation, separated by spaces. `parseCards(formatCards(ids))` gives back the same
 * faces in the same order (the deck copy is not written).
 * Trusts `ids` to be card ids (check untrusted values with {@link isCardId}).
 * @example
 * formatCards([42, 43, 44]); // "4C 5C 6C"
 */
export function formatCards(ids: readonly CardId[]): string {
  return ids.map(formatCard).join(" ");
}
