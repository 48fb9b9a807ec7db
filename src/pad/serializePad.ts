/**
 * Saving and loading score pads as JSON text, like matches.
 * @module
 */
import { readData, readFields, readList } from "../input/read.js";
import { type BurracoClass, burracoClasses } from "../melds/types.js";
import { describeValue, err, ok, type Result } from "../result.js";
import { checkRuleset } from "../rules/define.js";
import { type PozzettoCount, pozzettoCounts, readCounts, type SideCount } from "../scoring/count.js";
import { sameList } from "../state/arrays.js";
import { readSave } from "../state/serialize.js";
import { type SaveOptions, signedWith } from "../state/signature.js";
import { MAX_PAD_HANDS, padFrame, padOutcome, padSummary, padTotals, type ScorePad } from "./pad.js";

/**
 * The `format` field of a saved score pad.
 */
const PAD_FORMAT = "burraco/pad";
/**
 * The `version` of the saved score-pad format: 2 writes each side's count as a short list (E2).
 */
const PAD_VERSION = 2;

// A pad of 10,000 hands of three sides holds 250,000 values.
const PAD_BUDGET = /* @__PURE__ */ Object.freeze({ nodes: 400_000, depth: 6, chars: 100 });
// The longest save of a pad the pad functions accept: a hand of three sides is at most 110
// characters (every number of four digits, 15 burraco letters), so 10,000 hands are 1.1 million.
const MAX_PAD_LENGTH = 1_500_000;
const PAD_FIELDS = ["ruleset", "round", "firstSide", "hands", "totals"];

/** Each burraco class as one letter in a save, and back. */
const CLASS_LETTER: Readonly<Record<BurracoClass, string>> = {
  clean: "c",
  "semi-clean": "s",
  dirty: "d",
  royal: "r",
  super: "u",
};
const LETTER_CLASS: ReadonlyMap<string, BurracoClass> = /* @__PURE__ */ new Map(
  burracoClasses.map((cls) => [CLASS_LETTER[cls], cls]),
);
/** Each pozzetto outcome as one letter in a save, and back. */
const POZZETTO_LETTER: Readonly<Record<PozzettoCount, string>> = { "not-taken": "n", taken: "t", unplayed: "u" };
const LETTER_POZZETTO: ReadonlyMap<unknown, PozzettoCount> = /* @__PURE__ */ new Map(
  pozzettoCounts.map((p) => [POZZETTO_LETTER[p], p]),
);

/** A side's count as a save writes it: `[meldPoints, burraco letters, closed 1/0, pozzetto letter, unplayedPoints, handPoints, penaltyPoints]`. */
type SavedSide = readonly [number, string, 0 | 1, string, number, number, number];

function savedSide(c: SideCount): SavedSide {
  const letters = c.burraco.map((cls) => CLASS_LETTER[cls]).join("");
  return [
    c.meldPoints,
    letters,
    c.closed ? 1 : 0,
    POZZETTO_LETTER[c.pozzetto],
    c.unplayedPoints,
    c.handPoints,
    c.penaltyPoints,
  ];
}

/**
 * The count a saved side stands for: its letters decoded (`pad/invalid` when they name nothing),
 * its points left for {@link readCounts} to check.
 */
function sideOfSaved(value: unknown, at: string): Result<Record<string, unknown>> {
  const list = readList(value, 7, at);
  if (!list.ok) return err("pad/invalid", list.error.message);
  if (list.value.length !== 7)
    return err(
      "pad/invalid",
      `${at}: a side is 7 values, [meldPoints, burraco, closed, pozzetto, unplayedPoints, handPoints, penaltyPoints]`,
    );
  const [meldPoints, letters, closed, letter, unplayedPoints, handPoints, penaltyPoints] = list.value;
  const burraco = typeof letters === "string" ? Array.from(letters, (l) => LETTER_CLASS.get(l)) : null;
  if (burraco === null || burraco.includes(undefined))
    return err("pad/invalid", `${at}[1]: not burraco letters (c, s, d, r, u): ${describeValue(letters)}`);
  if (closed !== 0 && closed !== 1)
    return err("pad/invalid", `${at}[2]: closed is 1 or 0, not ${describeValue(closed)}`);
  // A map's keys are strings: any other value finds nothing.
  const pozzetto = LETTER_POZZETTO.get(letter);
  if (pozzetto === undefined)
    return err("pad/invalid", `${at}[3]: not a pozzetto letter (n, t, u): ${describeValue(letter)}`);
  return ok({ meldPoints, burraco, closed: closed === 1, pozzetto, unplayedPoints, handPoints, penaltyPoints });
}

/**
 * Writes a score pad as JSON text: `{ "format": "burraco/pad", "version": 2, "pad": … }`: the
 * ruleset, round and first side, each hand as one list per side —
 * `[meldPoints, burraco, closed, pozzetto, unplayedPoints, handPoints, penaltyPoints]`, the burraco
 * as letters (`c` clean, `s` semi-clean, `d` dirty, `r` royal, `u` super), `closed` as 1 or 0,
 * the pozzetto as `n` (not taken), `t` (taken) or `u` (unplayed) — and each side's `totals` for
 * readers of the text (they are derived, and {@link deserializePad} refuses a save whose totals
 * disagree with its counts). Every pad the pad functions make, up to 10,000 hands, is read back.
 * Given options it returns a `Result`, as `serialize` does: with `{ key }` the text is signed (a key
 * the readers refuse is refused here too), so an edited save is refused even when it adds up. Trusts its arguments (a pad this library made, a key).
 * @example
 * const text = serializePad(newScorePad({ ruleset: presets.classic, round: 3 }).value!);
 * JSON.parse(text).pad.totals; // [0, 0]
 */
export function serializePad(pad: ScorePad): string;
export function serializePad(pad: ScorePad, options: SaveOptions): Result<string>;
export function serializePad(pad: ScorePad, options?: SaveOptions): string | Result<string> {
  const body = {
    ruleset: pad.ruleset,
    round: pad.round,
    firstSide: pad.firstSide,
    hands: pad.hands.map((counts) => counts.map(savedSide)),
    totals: padTotals(pad),
  };
  const text = JSON.stringify({ format: PAD_FORMAT, version: PAD_VERSION, pad: body });
  return options === undefined ? text : signedWith(text, options);
}

/**
 * Reads a score pad written by {@link serializePad}. Refused with `pad/invalid`: text that is not
 * JSON or longer than 1,500,000 characters, another format or version, an unknown or missing field,
 * a bad ruleset, round or first side, a side that is not its 7 values, stored totals that disagree
 * with the counts (R10.1), and more than 10,000 hands, more hands than a round has or hands after
 * the match was over (R10.3, R10.1); a count no hand could produce is `count/invalid` with its
 * rule, as {@link scoreCount} refuses it; a missing or wrong signature under a key is
 * `save/signature`. Never throws. The ruleset of the result is frozen.
 * @example
 * const pad = newScorePad({ ruleset: presets.classic, round: 3 });
 * if (!pad.ok) throw new Error(pad.error.message);
 * const text = serializePad(pad.value, { key: "club secret" }).value;
 * deserializePad(text, { key: "club secret" }).ok; // true: the same pad
 * deserializePad(text, { key: "other" }).ok;       // false: not signed with this key
 * deserializePad("{}");                            // { ok: false, error: { code: "pad/invalid", … } }
 */
export function deserializePad(text: unknown, options?: SaveOptions): Result<ScorePad> {
  const body = readSave(text, options, PAD_FORMAT, PAD_VERSION, "pad", MAX_PAD_LENGTH);
  if (!body.ok) return body;
  const copy = readData(body.value, "pad", PAD_BUDGET);
  if (!copy.ok) return err("pad/invalid", copy.error.message);
  const f = readFields(copy.value, PAD_FIELDS, "pad");
  if (!f.ok) return err("pad/invalid", f.error.message);
  // A save has every field: a default here would let a missing one through.
  const missing = PAD_FIELDS.find((key) => !(key in f.value));
  if (missing !== undefined) return err("pad/invalid", `pad: missing field "${missing}"`);
  const rs = checkRuleset(f.value.ruleset);
  if (!rs.ok) return err("pad/invalid", `pad.ruleset: ${rs.error.message}`);
  const frame = padFrame(rs.value, f.value.round, f.value.firstSide, "pad");
  if (!frame.ok) return frame;
  const { ruleset, round, firstSide } = frame.value;
  const list = readList(f.value.hands, MAX_PAD_HANDS, "pad.hands");
  if (!list.ok) return err("pad/invalid", list.error.message);
  const hands: SideCount[][] = [];
  for (const [i, value] of list.value.entries()) {
    const saved = readList(value, 4, `pad.hands[${i}]`);
    if (!saved.ok) return err("pad/invalid", saved.error.message);
    const sides: Record<string, unknown>[] = [];
    for (const [s, side] of saved.value.entries()) {
      const decoded = sideOfSaved(side, `pad.hands[${i}][${s}]`);
      if (!decoded.ok) return decoded;
      sides.push(decoded.value);
    }
    const counts = readCounts(sides, ruleset);
    if (!counts.ok) return err("count/invalid", `pad.hands[${i}]: ${counts.error.message}`, counts.error.rule);
    hands.push(counts.value);
  }
  const pad: ScorePad = { ruleset, round, firstSide, hands };
  const { running, totals } = padSummary(pad);
  // No hand after the match or the round was over (addCounts refuses one).
  const late = running.findIndex((after, i) => i + 1 < hands.length && padOutcome(pad, after, i + 1).over);
  if (late >= 0)
    return err(
      "pad/invalid",
      `pad.hands[${late + 1}]: the ${round === null ? "match" : "round"} was already over`,
      round === null ? "R10.1" : "R10.3",
    );
  const stored = f.value.totals;
  if (!Array.isArray(stored) || !sameList(stored, totals))
    return err(
      "pad/invalid",
      `pad.totals ${JSON.stringify(stored)}, the counts add up to ${JSON.stringify(totals)} (R10.1)`,
      "R10.1",
    );
  return ok(pad);
}
