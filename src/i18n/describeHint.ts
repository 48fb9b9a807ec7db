/**
 * Moves as advice, and the hint's sentence: "Consiglio: pesca; poi cala 7♥ 8♥ 9♥." / "Hint:
 * draw; then meld 7♥ 8♥ 9♥."
 * @module
 */
import type { Action } from "../actions/types.js";
import type { CardId } from "../cards/card.js";
import { cardFace } from "./cardFaces.js";
import { cardList, own } from "./fields.js";
import { isLocale, type Locale } from "./locale.js";

/**
 * What {@link describeMove} and {@link describeHint} may know of the table.
 * @example
 * const options: DescribeMoveOptions = { melds: [[cardId(7, 1), cardId(8, 1), cardId(9, 1)]] };
 * describeMove({ type: "attach", seat: 0, meld: 0, cards: [cardId(10, 1)] }, "en", options); // "attach 10♥ to 7♥ 8♥ 9♥"
 */
export interface DescribeMoveOptions {
  /**
   * The cards of the mover's side's melds, by meld index (`HandState.melds[side]`, each meld's
   * `cards`): an attach then names its meld by its cards, else by its number ("meld 2").
   */
  readonly melds?: readonly (readonly CardId[])[];
}

/**
 * One of the planner's candidate moves, as `hint` of `burraco/bots` gives them (its `Hint`).
 * @example
 * const best: HintEstimate = { action: { type: "draw", seat: 0 }, margin: 40, stderr: 6, playouts: 120 };
 * describeHint([best], "en"); // "Hint: draw."
 */
export interface HintEstimate {
  /** The move to play now. */
  readonly action: Action;
  /** The estimated margin of the mover's side at the planner's horizon. */
  readonly margin: number;
  /** The standard error of `margin`. */
  readonly stderr: number;
  /** How many playouts stand behind the estimate. */
  readonly playouts: number;
  /** The whole turn planned, `action` first (optional). */
  readonly plan?: readonly Action[];
  /**
   * The first candidate only (optional): its lead over the second measured on the same samples,
   * in points, with that difference's standard error (`hint`'s duel of the two).
   */
  readonly lead?: HintEstimateLead;
}

/**
 * The best candidate's lead over the next, measured on the same samples (see {@link HintEstimate.lead}).
 * @example
 * const lead: HintEstimateLead = { points: 150, stderr: 25 };
 */
export interface HintEstimateLead {
  /** The mean paired difference of the two moves' margins, in points. */
  readonly points: number;
  /** Its standard error. */
  readonly stderr: number;
}

interface HintTexts {
  readonly moves: Readonly<Record<Action["type"], string>>;
  /** An attach to a meld known by its number only. */
  readonly attachNumber: string;
  readonly hint: string;
  readonly after: string;
  readonly and: string;
  readonly none: string;
  readonly same: string;
  readonly more: string;
  readonly points: readonly [one: string, many: string];
}

// %c: the cards; %m: the meld attached to.
const EN: HintTexts = {
  moves: {
    draw: "draw",
    pickUpDiscards: "take the discard pile",
    meld: "meld %c",
    attach: "attach %c to %m",
    discard: "discard %c",
    close: "close, discarding %c",
    takePozzetto: "take the pozzetto",
  },
  attachNumber: "attach %c to meld %m",
  hint: "Hint: ",
  after: "; then ",
  and: " and ",
  none: "No hint: you have one move only.",
  same: ' (about the same as "%m")',
  more: ' (about %c more than "%m")',
  points: ["point", "points"],
};

const IT: HintTexts = {
  moves: {
    draw: "pesca",
    pickUpDiscards: "raccogli gli scarti",
    meld: "cala %c",
    attach: "attacca %c a %m",
    discard: "scarta %c",
    close: "chiudi scartando %c",
    takePozzetto: "prendi il pozzetto",
  },
  attachNumber: "attacca %c alla combinazione %m",
  hint: "Consiglio: ",
  after: "; poi ",
  and: " e ",
  none: "Nessun consiglio: hai una sola mossa.",
  same: " (vale circa quanto «%m»)",
  more: " (circa %c più di «%m»)",
  points: ["punto", "punti"],
};

const TEXTS: Readonly<Record<Locale, HintTexts>> = { it: IT, en: EN };

/** `template` with `%c` and `%m` replaced, in one pass (the values are never scanned for markers). */
function fill(template: string, c: string, m: string): string {
  return template.replace(/%[cm]/g, (marker) => (marker === "%c" ? c : m));
}

/** The move in words, or `null` when `a` is not a move. */
function moveWords(a: unknown, t: HintTexts, melds: unknown): string | null {
  const type = own(a, "type");
  switch (type) {
    case "draw":
    case "pickUpDiscards":
    case "takePozzetto":
      return t.moves[type];
    case "meld": {
      const cards = cardList(own(a, "cards"));
      return cards === null ? null : fill(t.moves.meld, cards, "");
    }
    case "attach": {
      const cards = cardList(own(a, "cards"));
      const index = own(a, "meld");
      if (cards === null || typeof index !== "number" || !Number.isInteger(index) || index < 0 || index > 107)
        return null;
      const meld = cardList(own(melds, index));
      return meld === null ? fill(t.attachNumber, cards, String(index + 1)) : fill(t.moves.attach, cards, meld);
    }
    case "discard":
    case "close": {
      const card = own(a, "card");
      return typeof card === "number" && cardFace(card) !== "?" ? fill(t.moves[type], cardFace(card), "") : null;
    }
  }
  return null;
}

/**
 * A move as advice, in the imperative, its cards as faces: `"draw"`, `"meld 7♥ 8♥ 9♥"`, `"attach
 * 10♥ to 7♥ 8♥ 9♥"`, `"close, discarding 4♠"`; `"pesca"`, `"raccogli gli scarti"`, `"cala 7♥ 8♥
 * 9♥"`, `"scarta K♦"`. With `melds`, an attach names its meld by its cards. The action is read once
 * by value (own data fields); anything that is not a move gives `"?"`. Never throws.
 * @example
 * describeMove({ type: "draw", seat: 0 }, "it"); // "pesca"
 * describeMove({ type: "meld", seat: 0, cards: [cardId(7, 1), cardId(8, 1), cardId(9, 1)] }, "it"); // "cala 7♥ 8♥ 9♥"
 * describeMove({ type: "attach", seat: 0, meld: 1, cards: [104] }, "en"); // "attach ★ to meld 2"
 */
export function describeMove(action: Action, locale: Locale, options?: DescribeMoveOptions): string {
  const t = TEXTS[isLocale(locale) ? locale : "en"];
  try {
    return moveWords(action, t, own(options, "melds")) ?? "?";
  } catch {
    // Only a Proxy's trap gets here: not a move.
    return "?";
  }
}

/** `items` as a list in words: "a", "a and b", "a, b and c". */
function listed(items: readonly string[], and: string): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")}${and}${items[items.length - 1]}`;
}

/** A finite number read from a field, or `null`. */
function finite(o: unknown, key: string): number | null {
  const v = own(o, key);
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** The plan's moves in words: `plan` when it starts with `action`, else `action` alone. */
function planWords(best: unknown, t: HintTexts, melds: unknown): string[] | null {
  const first = moveWords(own(best, "action"), t, melds);
  if (first === null) return null;
  const plan = own(best, "plan");
  const n = Array.isArray(plan) ? own(plan, "length") : 0;
  if (typeof n !== "number" || n < 2 || n > 200) return [first];
  // The melds as the plan goes: a meld made earlier in the turn is named by its cards too.
  const m = Array.isArray(melds) ? own(melds, "length") : 0;
  const known = Array.from({ length: typeof m === "number" ? Math.min(m, 108) : 0 }, (_, i) => own(melds, i));
  const words: (string | null)[] = [];
  for (let i = 0; i < n; i++) {
    const step = own(plan, i);
    words.push(moveWords(step, t, known));
    if (own(step, "type") === "meld") known.push(own(step, "cards"));
  }
  if (words[0] !== first || words.some((w) => w === null)) return [first];
  return words as string[];
}

/** How many of its standard errors a lead must exceed to be stated: within them it is noise. */
const CLEAR = 2;

type Figures = { margin: number | null; stderr: number | null; playouts: unknown };

/**
 * The best candidate's lead over the next and its error: the paired one of `lead` when given, else
 * the two margins' difference with their errors combined (judged on as many playouts), else `null`.
 */
function leadOf(best: unknown, next: unknown, a: Figures, b: Figures): { points: number; error: number } | null {
  const paired = own(best, "lead");
  const points = finite(paired, "points");
  const stderr = finite(paired, "stderr");
  if (points !== null && stderr !== null && stderr >= 0) return { points, error: stderr };
  if (next === undefined || a.margin === null || b.margin === null || a.stderr === null || b.stderr === null)
    return null;
  if (a.playouts !== b.playouts) return null;
  return { points: a.margin - b.margin, error: Math.sqrt(a.stderr ** 2 + b.stderr ** 2) };
}

/**
 * The hint's sentence, from the planner's candidate moves best first (`hint` of `burraco/bots`):
 * the best move in plain words and the rest of its planned turn, `"Hint: draw."`, `"Consiglio:
 * cala 7♥ 8♥ 9♥; poi scarta K♦."`. How much better it is than the next move is said only when the
 * lead stands clear of its noise: the paired lead `hint` measured (`lead`) or, without one, the
 * difference of two estimates judged on as many playouts with their errors combined (√(se₁² +
 * se₂²)). A lead within two of its standard errors reads "about the same as" (`"circa quanto"`),
 * naming the other move; a larger one "about n points more than" the next move. The estimated margin itself,
 * a figure at the planner's horizon, is not shown. No candidate gives `"No hint: you have one move
 * only."`. Each candidate is read once by value; one that is not a move is left out. Never throws.
 * @example
 * const draw = { type: "draw", seat: 0 } as const;
 * const pile = { type: "pickUpDiscards", seat: 0 } as const;
 * describeHint([{ action: draw, margin: 12, stderr: 5, playouts: 120 }, { action: pile, margin: 9, stderr: 5, playouts: 120 }], "en"); // 'Hint: draw (about the same as "take the discard pile").'
 * describeHint([{ action: draw, margin: 52, stderr: 5, playouts: 120 }, { action: pile, margin: 9, stderr: 5, playouts: 120 }], "it"); // "Consiglio: pesca (circa 43 punti più di «raccogli gli scarti»)."
 * const meld = { type: "meld", seat: 0, cards: [cardId(7, 1), cardId(8, 1), cardId(9, 1)] } as const;
 * const discard = { type: "discard", seat: 0, card: cardId(13, 2) } as const;
 * describeHint([{ action: meld, margin: 30, stderr: 8, playouts: 60, plan: [meld, discard] }], "it"); // "Consiglio: cala 7♥ 8♥ 9♥; poi scarta K♦."
 * describeHint([], "it"); // "Nessun consiglio: hai una sola mossa."
 */
export function describeHint(hints: readonly HintEstimate[], locale: Locale, options?: DescribeMoveOptions): string {
  const t = TEXTS[isLocale(locale) ? locale : "en"];
  try {
    const melds = own(options, "melds");
    const n = Array.isArray(hints) ? own(hints, "length") : 0;
    const count = typeof n === "number" ? Math.min(n, 200) : 0;
    const candidates = Array.from({ length: count }, (_, i) => own(hints, i)).filter(
      (h) => moveWords(own(h, "action"), t, melds) !== null,
    );
    const [best, next] = candidates;
    const words = best === undefined ? null : planWords(best, t, melds);
    if (words === null) return t.none;
    const [first = "", ...rest] = words;
    let text = `${t.hint}${first}${rest.length > 0 ? `${t.after}${listed(rest, t.and)}` : ""}`;
    const a = { margin: finite(best, "margin"), stderr: finite(best, "stderr"), playouts: own(best, "playouts") };
    const b = { margin: finite(next, "margin"), stderr: finite(next, "stderr"), playouts: own(next, "playouts") };
    const lead = leadOf(best, next, a, b);
    if (next !== undefined && lead !== null) {
      const other = moveWords(own(next, "action"), t, melds) as string;
      const points = Math.round(lead.points);
      text +=
        lead.points <= CLEAR * lead.error
          ? fill(t.same, "", other)
          : fill(t.more, `${points} ${t.points[points === 1 ? 0 : 1]}`, other);
    }
    return `${text}.`;
  } catch {
    // Only a Proxy's trap gets here.
    return t.none;
  }
}
