/**
 * A count per client address (its sockets, its tables) against a cap. Behind a proxy every client
 * has the proxy's address: put such limits in the proxy then, and lift these (cap 0).
 */
export class PerAddress {
  private readonly counts = new Map<string, number>();

  /** `max` 0 means no cap. */
  constructor(readonly max: number) {}

  /** Whether `address` holds its most already. */
  full(address: string): boolean {
    return this.max > 0 && (this.counts.get(address) ?? 0) >= this.max;
  }

  add(address: string): void {
    this.counts.set(address, (this.counts.get(address) ?? 0) + 1);
  }

  remove(address: string): void {
    const n = (this.counts.get(address) ?? 0) - 1;
    // Addresses that hold nothing are forgotten, so the map stays as small as what is held.
    if (n > 0) this.counts.set(address, n);
    else this.counts.delete(address);
  }
}
