/**
 * Saving and loading score pads as JSON text, like matches.
 * @module
 */
import { readData, readFields, readList } from "../input/read.js";
import { err, ok, type Result } from "../result.js";
import { checkRuleset } from "../rules/define.js";
import { readCounts, type SideCount } from "../scoring/count.js";
import { sameList } from "../state/arrays.js";
import { readSave } from "../state/serialize.js";
import { type SaveOptions, signed } from "../state/signature.js";
import { padFrame, padOutcome, padSummary, type ScorePad } from "./pad.js";

/**
 * The `format` field of a saved score pad.
 */
const PAD_FORMAT = "burraco/pad";
/**
 * The `version` of the saved score-pad format.
 */
const PAD_VERSION = 1;

// A pad of 10,000 hands holds about 300,000 values.
const PAD_BUDGET = /* @__PURE__ */ Object.freeze({ nodes: 400_000, depth: 6, chars: 100 });
const MAX_HANDS = 10_000;
const PAD_FIELDS = ["ruleset", "round", "firstSide", "hands", "totals"];

/**
 * Writes a score pad as JSON text: `{ "format": "burraco/pad", "version": 1, "pad": … }`, the
 * pad's counts with each side's `totals` added for readers of the text (they are derived, and
 * {@link deserializePad} refuses a save whose totals disagree with its counts). With `{ key }` the
 * text is signed as by `serialize`, so an edited save is refused even when it adds up. Trusts its
 * arguments (a pad this library made, a key).
 * @example
 * const text = serializePad(newScorePad({ ruleset: presets.classic, round: 3 }).value!);
 * JSON.parse(text).pad.totals; // [0, 0]
 */
export function serializePad(pad: ScorePad, options: SaveOptions = {}): string {
  const body = { ...pad, totals: padSummary(pad).totals };
  return signed(JSON.stringify({ format: PAD_FORMAT, version: PAD_VERSION, pad: body }), options.key);
}

/**
 * Reads a score pad written by {@link serializePad}. Refused with `pad/invalid`: text that is not
 * JSON, another format or version, an unknown or missing field, a bad ruleset, round or first
 * side, stored totals that disagree with the counts (R10.1), and more hands than a round has or
 * hands after the match was over (R10.3, R10.1); a count no hand could produce is `count/invalid`
 * with its rule, as {@link scoreCount} refuses it; a missing or wrong signature under a key is
 * `save/signature`. Never throws. The ruleset of the result is frozen.
 * @example
 * const pad = newScorePad({ ruleset: presets.classic, round: 3 });
 * if (!pad.ok) throw new Error(pad.error.message);
 * const text = serializePad(pad.value, { key: "club secret" });
 * deserializePad(text, { key: "club secret" }).ok; // true: the same pad
 * deserializePad(text, { key: "other" }).ok;       // false: not signed with this key
 * deserializePad("{}");                            // { ok: false, error: { code: "pad/invalid", … } }
 */
export function deserializePad(text: unknown, options?: SaveOptions): Result<ScorePad> {
  const body = readSave(text, options, PAD_FORMAT, PAD_VERSION, "pad");
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
  const list = readList(f.value.hands, MAX_HANDS, "pad.hands");
  if (!list.ok) return err("pad/invalid", list.error.message);
  const hands: SideCount[][] = [];
  for (const [i, value] of list.value.entries()) {
    const counts = readCounts(value, ruleset);
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
