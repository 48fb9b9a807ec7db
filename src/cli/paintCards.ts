/**
 * Cards for a terminal: on a TTY the suit letters become suit symbols and hearts, diamonds and the
 * jokers are printed red; piped output stays plain card notation (7H, JK), the same as the
 * player types it.
 * @module
 */

/**
 * How cards are printed: plain notation, suit symbols, or suit symbols in colour.
 */
export type CardStyle = "plain" | "suits" | "colour";

const SYMBOLS: Readonly<Record<string, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RED = "\u001b[31m";
const RESET = "\u001b[0m";
// A card in notation, alone between spaces, punctuation or an "=" (a wildcard and what it stands for).
const CARD = /(?<![\w])(10|[2-9AJQK])([SHDC])(?![\w])|(?<![\w])JK(?![\w])/g;

/**
 * The style for a stream: colour on a TTY (suit symbols only when `NO_COLOR` is set), plain otherwise.
 */
export function cardStyleFor(isTTY: boolean | undefined, noColor: string | undefined): CardStyle {
  if (isTTY !== true) return "plain";
  return noColor === undefined || noColor === "" ? "colour" : "suits";
}

/**
 * `text` with every card in it printed in `style`.
 */
export function paintCards(text: string, style: CardStyle): string {
  if (style === "plain") return text;
  return text.replace(CARD, (_: string, rank: string | undefined, suit: string | undefined) => {
    const face = rank === undefined || suit === undefined ? "★" : `${rank}${SYMBOLS[suit] ?? suit}`;
    const red = rank === undefined || suit === "H" || suit === "D";
    return style === "colour" && red ? `${RED}${face}${RESET}` : face;
  });
}

// A card face as the library shows it (`7♥`, `10♦`, `★`), alone between spaces or punctuation.
const FACE = /(?<![\w])(?:(?:10|[2-9AJQK])[♠♥♦♣]|★)/gu;

/**
 * `text`, its card faces (`7♥`, `★`) in colour when `style` is `"colour"`: hearts, diamonds and
 * the jokers red. Other styles leave it as it is (faces are faces on any screen).
 */
export function paintFaces(text: string, style: CardStyle): string {
  if (style !== "colour") return text;
  return text.replace(FACE, (face) => (/[♠♣]/u.test(face) ? face : `${RED}${face}${RESET}`));
}
