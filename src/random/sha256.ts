/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104), written for size: every bundle that deals a
 * hand carries this file, a quarter of what a general-purpose hash library costs it (see
 * docs/architecture.md, "Hashing"). Checked against the FIPS 180-4 and RFC 4231 examples and
 * against Node's OpenSSL on random inputs (test/unit/sha256.test.ts). Synchronous and pure: no
 * state outlives a call. Not constant-time, and it need not be: its inputs are seeds and saves
 * that the server holds, and signatures are compared in constant time (src/state/signature.ts).
 * @module
 */

// The round constants and the initial hash: the first 32 bits of the fractional parts of the cube
// roots of the first 64 primes and of the square roots of the first 8 (FIPS 180-4, 4.2.2 and
// 5.3.3). Computed rather than listed: a double holds the 32 bits needed with 18 to spare, and the
// tests compare the digests with the published ones.
const K = new Uint32Array(64);
const H0 = new Uint32Array(8);
for (let p = 2, n = 0; n < 64; p++) {
  let prime = true;
  for (let d = 2; d * d <= p; d++) if (p % d === 0) prime = false;
  if (!prime) continue;
  if (n < 8) H0[n] = fraction32(Math.sqrt(p));
  K[n++] = fraction32(Math.cbrt(p));
}

function fraction32(x: number): number {
  return ((x - Math.floor(x)) * 2 ** 32) >>> 0;
}

function rotr(x: number, n: number): number {
  return (x >>> n) | (x << (32 - n));
}

/**
 * The initial hash of SHA-256 (FIPS 180-4, 5.3.3), to start {@link compress} from.
 * @internal
 */
export const SHA256_INIT: Readonly<Uint32Array> = H0;

/**
 * One SHA-256 compression (FIPS 180-4, 6.2.2): `w` holds the block's 16 words in its first 16
 * entries (the other 48 are overwritten), and the block's hash is added into `h`. For callers that
 * hash many one-block messages without the padding and copies of {@link sha256}.
 * @internal
 */
export function compress(h: Uint32Array, w: Uint32Array): void {
  for (let t = 16; t < 64; t++) {
    const a = w[t - 15] as number;
    const b = w[t - 2] as number;
    const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
    const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
    w[t] = s1 + (w[t - 7] as number) + s0 + (w[t - 16] as number);
  }
  let a = h[0] as number;
  let b = h[1] as number;
  let c = h[2] as number;
  let d = h[3] as number;
  let e = h[4] as number;
  let f = h[5] as number;
  let g = h[6] as number;
  let hh = h[7] as number;
  for (let t = 0; t < 64; t++) {
    const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
    const t1 = (hh + s1 + ((e & f) ^ (~e & g)) + (K[t] as number) + (w[t] as number)) | 0;
    const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  // A Uint32Array keeps the sums modulo 2^32.
  h[0] = (h[0] as number) + a;
  h[1] = (h[1] as number) + b;
  h[2] = (h[2] as number) + c;
  h[3] = (h[3] as number) + d;
  h[4] = (h[4] as number) + e;
  h[5] = (h[5] as number) + f;
  h[6] = (h[6] as number) + g;
  h[7] = (h[7] as number) + hh;
}

/**
 * The SHA-256 digest of `data`: 32 bytes.
 * @internal
 */
export function sha256(data: Uint8Array): Uint8Array {
  // Padding (5.1.1): a 1 bit, zeros, then the length in bits as 64 bits, to a multiple of 64 bytes.
  const padded = new Uint8Array(((data.length + 72) >>> 6) << 6);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(data.length / 2 ** 29));
  view.setUint32(padded.length - 4, (data.length << 3) >>> 0);
  const h = H0.slice();
  const w = new Uint32Array(64);
  for (let block = 0; block < padded.length; block += 64) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(block + t * 4);
    compress(h, w);
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i] as number);
  return out;
}

/**
 * HMAC-SHA-256 of `message` under `key` (RFC 2104 with a 64-byte block): 32 bytes.
 * @internal
 */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = (block[i] as number) ^ 0x36;
    outer[i] = (block[i] as number) ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256(inner), 64);
  return sha256(outer);
}
