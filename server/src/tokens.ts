/** Table ids and seat tokens: random, and only their hashes are stored. */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A fresh random id: `bytes` random bytes as base64url (18 bytes: 144 bits). */
export function randomId(bytes = 18): string {
  return randomBytes(bytes).toString("base64url");
}

/** The SHA-256 of a token, hex: what the store keeps instead of the token. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * The seat whose hash matches `token`, or null. Every seat is compared, in constant time each, so
 * the answer's timing says nothing about which seat or how much of a hash matched.
 */
export function seatOfToken(hashes: readonly (string | null)[], token: string): number | null {
  const given = Buffer.from(tokenHash(token), "hex");
  let found: number | null = null;
  for (const [seat, hash] of hashes.entries()) {
    if (hash === null) continue;
    if (timingSafeEqual(Buffer.from(hash, "hex"), given)) found = seat;
  }
  return found;
}
