/**
 * A mutable copy of the engine's PRNG (sfc32) for the search's inner loops: drawing millions of
 * numbers through the pure `nextInt` would allocate a tuple and a state for each.
 * @module
 */
import type { RngState } from "../../random/prng.js";

/**
 * An sfc32 generator started from a {@link RngState}, giving the same numbers as `nextUint32`
 * would from that state; {@link Rand.state} turns it back into a plain state.
 */
export class Rand {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** The next 32-bit number. */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A whole number in `[0, n)`, for `n` from 1 to 2^32 (unbiased, by rejection). */
  int(n: number): number {
    const limit = Math.floor(0x100000000 / n) * n;
    for (;;) {
      const v = this.uint32();
      if (v < limit) return v % n;
    }
  }

  /** The generator's state as plain data. */
  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}
