/** A token bucket per connection: `burst` frames at once, `perSecond` frames a second after that. */
export class RateLimit {
  private tokens: number;
  private last: number;
  /** Frames refused in a row: past `closeAfter` the connection is closed. */
  refusedInARow = 0;
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }
  /** Whether one more frame may pass now. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusedInARow = 0;
      return true;
    }
    this.refusedInARow += 1;
    return false;
  }
}
