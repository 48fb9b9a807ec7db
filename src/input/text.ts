/**
 * Whether untrusted text (a player's or a bot's name, a preset, a seed) may be shown to other
 * people as it is: no character in it can forge a line, reorder the text around it, or hide.
 * @module
 */

// Control characters (C0, DEL, C1), the line and paragraph separators, and lone surrogates (with the
// `u` flag a surrogate range matches only a surrogate that is not half of a pair): each could forge
// a line, or a terminal escape. Default-ignorable characters are drawn as nothing — zero-width
// spaces, joiners, U+FEFF, tag characters, Hangul fillers, and the bidirectional controls, which
// reorder the text around them — so "West\u200B" would look like West (issue 29, E4).
const UNSHOWABLE = /[\p{Cc}\u2028\u2029\ud800-\udfff\p{Default_Ignorable_Code_Point}]/u;

// Three or more combining marks in a row stack into one glyph that spills over the lines around it;
// no ordinary word needs more than two (a Vietnamese vowel has at most two).
const MARK_STACK = /\p{M}{3,}/u;

// The default-ignorable characters that emoji need, which are allowed there only: a variation
// selector after a pictograph ("❤️"), and a zero-width joiner between two ("👩‍💻").
const EMOJI_JOIN =
  /(?<=\p{Extended_Pictographic})[\ufe0e\ufe0f]|(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}]\ufe0f?)\u200d(?=\p{Extended_Pictographic})/gu;

/**
 * Whether `text` holds only showable characters: no control, separator, bidirectional control or
 * other default-ignorable character (but those of emoji), no lone surrogate, no stack of three or
 * more combining marks.
 * @internal
 */
export function isShowable(text: string): boolean {
  // Stryker disable next-line StringLiteral: any showable replacement gives the same verdict, UNSHOWABLE tests one character at a time
  return !UNSHOWABLE.test(text.replace(EMOJI_JOIN, "")) && !MARK_STACK.test(text);
}

const ESCAPED = /[\p{Cc}\u2028\u2029\ud800-\udfff\p{Default_Ignorable_Code_Point}\p{M}]/gu;

/**
 * `text` as it is when {@link isShowable}, else with every character that could be the trouble
 * (controls, separators, invisible characters, lone surrogates, combining marks) written as `\uXXXX`:
 * for printing text that should have been checked, as a defence in depth.
 * @internal
 */
export function showable(text: string): string {
  return isShowable(text)
    ? text
    : text.replace(ESCAPED, (c) =>
        Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, "0")}`).join(""),
      );
}

// Format characters are invisible or change how the text around them is drawn (U+FFF9–U+FFFB, the
// interlinear annotation marks, are not default-ignorable, so isShowable lets them through); the
// braille blank U+2800 and private-use characters draw as nothing or as anything.
const HIDDEN_IN_NAME = /[\p{Cf}\p{Co}\u2800]/u;

// The scripts whose letters look like Latin ones: a word mixing two of them ("Ѕеаt", Cyrillic Ѕ, е,
// а and a Latin t) can pass for a word of one. Other scripts mix freely (Japanese, say).
const LOOKALIKE_SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Cherokee}/u,
];

/**
 * Whether a player's chosen name may be shown beside others without passing for another: the
 * name and its NFKC form (in which names are compared, so a full-width "Ｙｏｕ" is "You", a
 * ligature its letters) must be {@link isShowable}; the NFKC form must hold no format, private-use or blank braille character (U+FFF9,
 * U+2800: the emoji joiners aside), and no word mixing letters of two look-alike scripts (Latin,
 * Cyrillic, Greek, Armenian, Cherokee). A name wholly in one script is that script's name: telling
 * it from a look-alike in another takes a confusables table, which this does not carry.
 * @internal
 */
export function isPlainName(text: string): boolean {
  const name = text.normalize("NFKC");
  // Both forms: NFKC composes a letter with its first mark, which would hide part of a mark stack.
  if (!isShowable(text) || !isShowable(name) || HIDDEN_IN_NAME.test(name.replace(EMOJI_JOIN, ""))) return false;
  return name.split(/\s+/u).every((word) => LOOKALIKE_SCRIPTS.filter((script) => script.test(word)).length <= 1);
}
