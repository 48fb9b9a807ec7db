/**
 * Saving and loading game states as JSON text.
 * @module
 */
import { describeValue, err, ok, type Result } from "../result.js";
import { checkState } from "./checkState.js";
import { readKey, type SaveOptions, signedWith, verifySignature } from "./signature.js";
import type { HandState } from "./types.js";

/**
 * The `format` field of a saved state.
 */
const STATE_FORMAT = "burraco/state";
/**
 * The `version` of the saved-state format that {@link serialize} writes and {@link deserialize} reads.
 */
const STATE_VERSION = 3;
/**
 * The longest text {@link deserialize} and `deserializeMatch` accept (a saved state is a few
 * kilobytes), so that untrusted input cannot make them parse megabytes.
 */
export const MAX_SAVED_LENGTH = 1_000_000;

/**
 * Writes a state as JSON text: `{ "format": "burraco/state", "version": 3, "state": … }`. The text
 * holds everything, hidden cards and the PRNG state included: store it server-side, and send
 * players {@link viewFor} instead. Read it back with {@link deserialize}.
 *
 * Given options, it returns a `Result`: with `{ key }`, the text ends with a `signature` field,
 * HMAC-SHA-256 of the rest under the key, and a key `deserialize` would refuse (empty, a lone
 * surrogate, …) is refused here with `input/invalid`, so no save is written that cannot be read.
 * Unsigned saves let {@link deserialize} catch inconsistency (a state no play could reach); only
 * signed ones catch tampering (a consistent state that is not the one saved). Trusts its
 * arguments: a state this library made and a key of the server's.
 * @example
 * const text = serialize(newHand({ ruleset: presets.classic, seed: 1 }).value!);
 * JSON.parse(text).version; // 3
 * const sealed = serialize(newHand({ seed: 1 }).value!, { key: "server secret" });
 * sealed.ok; // true
 * serialize(newHand({ seed: 1 }).value!, { key: "" }).error?.code; // "input/invalid"
 */
export function serialize(state: HandState): string;
export function serialize(state: HandState, options: SaveOptions): Result<string>;
export function serialize(state: HandState, options?: SaveOptions): string | Result<string> {
  const text = JSON.stringify({ format: STATE_FORMAT, version: STATE_VERSION, state });
  return options === undefined ? text : signedWith(text, options);
}

/**
 * Reads a state written by {@link serialize}. Anything else is refused with `state/invalid` and a
 * message that says what is wrong: text that is not JSON, another format or version, a field that
 * is unknown, missing or out of range, and a state no sequence of play could reach (see
 * {@link checkState}). Never throws, whatever `text` is. The ruleset of the result is frozen.
 *
 * With `{ key }`, the text must carry a valid signature from `serialize(state, { key })`: a
 * missing or wrong one is refused with `save/signature` before anything else is read. Without a
 * key, a signature is ignored.
 * @example
 * const dealt = newHand({ ruleset: presets.classic, seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const r = deserialize(serialize(dealt.value));
 * if (r.ok) r.value.held[0]?.length; // 11: the same cards
 * deserialize("{}"); // { ok: false, error: { code: "state/invalid", message: 'state: expected the format "burraco/state", got undefined' } }
 */
export function deserialize(text: unknown, options?: SaveOptions): Result<HandState> {
  const body = readSave(text, options, STATE_FORMAT, STATE_VERSION, "state");
  return body.ok ? checkState(body.value) : body;
}

/**
 * {@link readEnvelope} after checking the signature when `options` hold a key. Shared by the
 * state, match, score-pad and table formats; `maxLength` is the format's longest text (a pad's is longer).
 * @internal
 */
export function readSave(
  text: unknown,
  options: unknown,
  format: string,
  version: number,
  field: "state" | "match" | "pad" | "table",
  maxLength: number = MAX_SAVED_LENGTH,
): Result<unknown> {
  const key = readKey(options);
  if (!key.ok) return key;
  if (key.value !== undefined && typeof text === "string" && text.length <= maxLength) {
    const verified = verifySignature(text, key.value);
    if (!verified.ok) return verified;
  }
  return readEnvelope(text, format, version, field, maxLength);
}

/** The function that writes each format, for messages. */
const WRITERS = { state: "serialize", match: "serializeMatch", pad: "serializePad", table: "saveTable" } as const;

/**
 * The payload of a saved `{ format, version, <field> }` envelope, or why the text is not one.
 * Shared by the state and match formats.
 * @internal
 */
function readEnvelope(
  text: unknown,
  format: string,
  version: number,
  field: "state" | "match" | "pad" | "table",
  maxLength: number,
): Result<unknown> {
  const refuse = (message: string): Result<unknown> => err(`${field}/invalid`, `${field}: ${message}`);
  if (typeof text !== "string")
    return refuse(`expected the JSON text written by ${WRITERS[field]}(), got ${describeValue(text)}`);
  if (text.length > maxLength) return refuse(`the text is longer than ${maxLength} characters`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return refuse(`the text is not JSON (${e instanceof Error ? e.message : "parse error"})`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data))
    return refuse(`expected an object { format, version, ${field} }, got ${describeValue(data)}`);
  const o = data as Record<string, unknown>;
  if (o.format !== format) return refuse(`expected the format "${format}", got ${describeValue(o.format)}`);
  if (o.version !== version)
    return refuse(`unsupported version ${describeValue(o.version)}: this library reads version ${version}`);
  const extra = Object.keys(o).filter(
    (k) => k !== "format" && k !== "version" && k !== field && !(k === "signature" && typeof o[k] === "string"),
  );
  if (extra.length > 0)
    return refuse(`unknown field${extra.length > 1 ? "s" : ""} ${extra.slice(0, 5).map(describeValue).join(", ")}`);
  if (!Object.hasOwn(o, field)) return refuse(`the field "${field}" is missing`);
  return ok(o[field]);
}
