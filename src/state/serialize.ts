/**
 * Saving and loading game states as JSON text.
 * @module
 */
import { describeValue, err, ok, type Result } from "../result.js";
import { checkState } from "./checkState.js";
import type { HandState } from "./types.js";

/**
 * The `format` field of a saved state.
 * @example
 * JSON.parse(serialize(state)).format === STATE_FORMAT; // true
 */
export const STATE_FORMAT = "burraco/state";
/**
 * The `version` of the saved-state format that {@link serialize} writes and {@link deserialize} reads.
 * @example
 * JSON.parse(serialize(state)).version === STATE_VERSION; // true
 */
export const STATE_VERSION = 1;
/**
 * The longest text {@link deserialize} and `deserializeMatch` accept (a saved state is a few
 * kilobytes), so that untrusted input cannot make them parse megabytes.
 * @example
 * deserialize(" ".repeat(MAX_SAVED_LENGTH + 1)).ok; // false
 */
export const MAX_SAVED_LENGTH = 1_000_000;

/**
 * Writes a state as JSON text: `{ "format": "burraco/state", "version": 1, "state": … }`. The text
 * holds everything, hidden cards and the PRNG state included: store it server-side, and send
 * players {@link viewFor} instead. Read it back with {@link deserialize}.
 * @example
 * const text = serialize(newHand({ ruleset: presets.classic, seed: 1 }));
 * JSON.parse(text).version; // 1
 */
export function serialize(state: HandState): string {
  return JSON.stringify({ format: STATE_FORMAT, version: STATE_VERSION, state });
}

/**
 * Reads a state written by {@link serialize}. Anything else is refused with `state/invalid` and a
 * message that says what is wrong: text that is not JSON, another format or version, a field that
 * is unknown, missing or out of range, and a state no sequence of play could reach (see
 * {@link checkState}). Never throws, whatever `text` is. The ruleset of the result is frozen.
 * @example
 * const state = newHand({ ruleset: presets.classic, seed: 1 });
 * const r = deserialize(serialize(state));
 * if (r.ok) r.value.hands[0]; // the same 11 cards
 * deserialize("{}"); // { ok: false, error: { code: "state/invalid", message: 'state: expected the format "burraco/state", got undefined' } }
 */
export function deserialize(text: unknown): Result<HandState> {
  const body = readEnvelope(text, STATE_FORMAT, STATE_VERSION, "state");
  return body.ok ? checkState(body.value) : body;
}

/**
 * The payload of a saved `{ format, version, <field> }` envelope, or why the text is not one.
 * Shared by the state and match formats.
 * @internal
 * @example
 * readEnvelope('{"format":"burraco/state","version":1,"state":{}}', "burraco/state", 1, "state"); // { ok: true, value: {} }
 */
export function readEnvelope(text: unknown, format: string, version: number, field: "state" | "match"): Result<unknown> {
  const refuse = (message: string): Result<unknown> => err(`${field}/invalid`, `${field}: ${message}`);
  if (typeof text !== "string") return refuse(`expected the JSON text written by serialize${field === "match" ? "Match" : ""}(), got ${describeValue(text)}`);
  if (text.length > MAX_SAVED_LENGTH) return refuse(`the text is longer than ${MAX_SAVED_LENGTH} characters`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return refuse(`the text is not JSON (${e instanceof Error ? e.message : "parse error"})`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return refuse(`expected an object { format, version, ${field} }, got ${describeValue(data)}`);
  const o = data as Record<string, unknown>;
  if (o.format !== format) return refuse(`expected the format "${format}", got ${JSON.stringify(o.format) ?? "undefined"}`);
  if (o.version !== version) {
    return refuse(`unsupported version ${JSON.stringify(o.version) ?? "undefined"}: this library reads version ${version}`);
  }
  const extra = Object.keys(o).filter((k) => k !== "format" && k !== "version" && k !== field);
  if (extra.length > 0) return refuse(`unknown field${extra.length > 1 ? "s" : ""} ${extra.map((k) => `"${k}"`).join(", ")}`);
  if (!Object.hasOwn(o, field)) return refuse(`the field "${field}" is missing`);
  return ok(o[field]);
}
