/**
 * Signed saves: an HMAC-SHA-256 of the saved text under the server's key, so that a save changed
 * outside the server (a database edit, a client that stored it) is refused even when it is
 * consistent.
 * @module
 */
import { isBytes, isWellFormed, readBytes } from "../input/bytes.js";
import { readFields } from "../input/read.js";
import { toHex, utf8 } from "../random/seed.js";
import { hmacSha256 } from "../random/sha256.js";
import { describeValue, err, ok, type Result } from "../result.js";

/**
 * Options of `serialize`, `deserialize`, `serializeMatch`, `deserializeMatch`, `saveTable`,
 * `loadTable`, `serializePad` and `deserializePad`. Given options, the writers return a `Result`:
 * a key the readers would refuse is refused when writing too.
 * @example
 * const options: SaveOptions = { key: "32 random bytes from a secret store" };
 * const dealt = newHand({ seed: 1 });
 * if (!dealt.ok) throw new Error(dealt.error.message);
 * const text = serialize(dealt.value, options).value ?? ""; // signed: a client cannot change it unseen
 * deserialize(text, options).ok; // true
 * deserialize(text.replace('"turn":1', '"turn":2'), options).ok; // false
 * serialize(dealt.value, { key: "" }).ok; // false: deserialize could not read it back
 */
export interface SaveOptions {
  /**
   * The server's secret signing key (text or bytes; use 32 random bytes). With it, `serialize`
   * adds a `signature` field and `deserialize` refuses text whose signature is missing or wrong
   * (`save/signature`). An empty key, or a `key` field set to `undefined` (an unset secret), is
   * refused with `input/invalid` rather than read as no key, and so is a key of more than 1,000
   * characters or bytes, or a string with a lone surrogate (which would encode like any other lone
   * surrogate): by `deserialize` and by `serialize` alike, so no save is written that its reader
   * would refuse.
   */
  readonly key?: string | Uint8Array;
}

const SIGNATURE = /,"signature":"([0-9a-f]{64})"\}$/;

/** The longest key `deserialize` reads: 1,000 characters or bytes (32 random bytes are enough). */
const MAX_KEY_LENGTH = 1000;

function keyBytes(key: string | Uint8Array): Uint8Array {
  return typeof key === "string" ? utf8(key) : key;
}

function mac(key: string | Uint8Array, body: string): string {
  return toHex(hmacSha256(keyBytes(key), utf8(body)));
}

/**
 * The JSON text `body` (an object) with a `signature` field added last: the HMAC-SHA-256 of `body`
 * under `key`. Trusts its arguments (text from `JSON.stringify` of an object, a key of the server).
 * @internal
 */
export function signed(body: string, key: string | Uint8Array | undefined): string {
  return key === undefined ? body : `${body.slice(0, -1)},"signature":"${mac(key, body)}"}`;
}

/**
 * `body` signed under the key of `options`, or the refusal `deserialize` would give that key
 * (empty, too long, a lone surrogate, `undefined`, not text or bytes): a save is never written
 * under a key it could not be read back with (issue 39, L7).
 * @internal
 */
export function signedWith(body: string, options: unknown): Result<string> {
  const key = readKey(options);
  return key.ok ? ok(signed(body, key.value)) : key;
}

/**
 * The signing key of untrusted save options, `undefined` when there is none.
 * @internal
 */
export function readKey(options: unknown): Result<string | Uint8Array | undefined> {
  if (options === undefined) return ok(undefined);
  const fields = readFields(options, ["key"], "save options");
  if (!fields.ok) return fields;
  if (!Object.hasOwn(fields.value, "key")) return ok(undefined);
  const key = fields.value.key;
  // A key that is there but says nothing fails closed: `key: undefined` is an unset secret, and
  // under an empty key anyone can sign.
  if (key === undefined)
    return err(
      "input/invalid",
      "save options: key is undefined (an unset secret?); pass no options to read without a key",
    );
  if (typeof key === "string") {
    if (key.length === 0) return err("input/invalid", "save options: key is empty");
    if (key.length > MAX_KEY_LENGTH)
      return err("input/invalid", `save options: a key of ${key.length} characters, at most ${MAX_KEY_LENGTH}`);
    // Lone surrogates all encode to U+FFFD: two such keys would accept each other's signatures.
    return isWellFormed(key)
      ? ok(key)
      : err("input/invalid", "save options: the key holds a lone surrogate (not well-formed UTF-16)");
  }
  if (isBytes(key)) {
    const bytes = readBytes(key, MAX_KEY_LENGTH, "save options: key");
    if (bytes.ok && bytes.value.length === 0) return err("input/invalid", "save options: key is empty");
    return bytes;
  }
  return err("input/invalid", `save options: key must be a string or a Uint8Array, got ${describeValue(key)}`);
}

/**
 * Checks the signature that {@link signed} added to `text` under `key`; `save/signature` when it
 * is missing or does not match (the text was changed, or signed with another key).
 * @internal
 */
export function verifySignature(text: string, key: string | Uint8Array): Result<true> {
  const found = SIGNATURE.exec(text);
  if (found === null) return err("save/signature", "the save is not signed, but a key was given: refusing it");
  const body = `${text.slice(0, found.index)}}`;
  if (!sameText(mac(key, body), found[1] as string)) {
    return err(
      "save/signature",
      "the save's signature does not match: it was changed after it was saved, or signed with another key",
    );
  }
  return ok(true);
}

// Compares every character, whatever the first difference, so timing tells nothing.
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
