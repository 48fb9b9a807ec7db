/**
 * The library's own SHA-256 and HMAC-SHA-256 (src/random/sha256.ts), which deal every hand and sign
 * every save: the published examples of FIPS 180-4 and RFC 4231, then random inputs against Node's
 * OpenSSL implementation, across the padding boundaries (55, 56 and 64 bytes) and long messages.
 */
import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hmacSha256, sha256 } from "../helpers/internal.js";

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString("hex");
const text = (s: string): Uint8Array => new TextEncoder().encode(s);
const fromHex = (h: string): Uint8Array => Uint8Array.from(Buffer.from(h, "hex"));

describe("sha256: the FIPS 180-4 examples", () => {
  it.each([
    ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    [
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    ],
  ])("SHA-256(%j)", (input, digest) => {
    expect(hex(sha256(text(input)))).toBe(digest);
  });

  it("a million times 'a'", () => {
    const million = new Uint8Array(1_000_000).fill(0x61);
    expect(hex(sha256(million))).toBe("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  });

  it("does not change its input", () => {
    const input = text("burraco");
    sha256(input);
    expect(hex(input)).toBe("6275727261636f");
  });
});

describe("hmacSha256: the RFC 4231 examples", () => {
  it.each([
    // Test case 1: a 20-byte key.
    ["0b".repeat(20), hex(text("Hi There")), "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"],
    // Test case 2: a key shorter than the block.
    [
      hex(text("Jefe")),
      hex(text("what do ya want for nothing?")),
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    ],
    // Test case 3: 50 bytes of 0xdd under 20 bytes of 0xaa.
    ["aa".repeat(20), "dd".repeat(50), "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"],
    // Test case 6: a 131-byte key, longer than the block, is hashed first.
    [
      "aa".repeat(131),
      hex(text("Test Using Larger Than Block-Size Key - Hash Key First")),
      "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
    ],
  ])("HMAC(key %s…)", (key, message, mac) => {
    expect(hex(hmacSha256(fromHex(key), fromHex(message)))).toBe(mac);
  });
});

describe("against Node's OpenSSL on random input (property)", () => {
  const bytes = fc.uint8Array({ maxLength: 300 });
  it("sha256 equals createHash('sha256'), lengths 0–300", () => {
    fc.assert(fc.property(bytes, (data) => hex(sha256(data)) === createHash("sha256").update(data).digest("hex")));
  });

  it("every length around the padding boundaries", () => {
    for (let n = 50; n <= 130; n++) {
      const data = new Uint8Array(n).map((_, i) => (i * 31 + n) & 0xff);
      expect(hex(sha256(data)), `length ${n}`).toBe(createHash("sha256").update(data).digest("hex"));
    }
  });

  it("hmacSha256 equals createHmac('sha256'), keys of 0–200 bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), bytes, (key, message) => {
        const ours = hex(hmacSha256(key, message));
        return ours === createHmac("sha256", key).update(message).digest("hex");
      }),
    );
  });
});
