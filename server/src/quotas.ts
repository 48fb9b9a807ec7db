/**
 * How many tables a client may hold: per connection, per address, and tables with a bot (each
 * bot's move costs the server's CPU whether anyone watches or not) per address. A table counts
 * against its opener's address until it expires; a restart forgets who opened the tables it
 * restores (they still expire).
 */
import { PerAddress } from "./perAddress.js";
import type { SeatKind, WireError } from "./wire.js";

export interface QuotaOptions {
  /** The most tables one connection may open (0: no cap). */
  readonly tablesPerConnection: number;
  /** The most tables one address may hold at once (0: no cap). */
  readonly tablesPerAddress: number;
  /** The most tables with a bot seat one address may hold at once (0: no cap). */
  readonly botTablesPerAddress: number;
}

export class TableQuotas {
  private readonly tables: PerAddress;
  private readonly botTables: PerAddress;
  private readonly owners = new Map<string, { address: string; bot: boolean }>();

  constructor(private readonly options: QuotaOptions) {
    this.tables = new PerAddress(options.tablesPerAddress);
    this.botTables = new PerAddress(options.botTablesPerAddress);
  }

  /** Why a new table with `seats` is refused to `address`, whose connection opened `opened` already; null if it is not. */
  refusal(address: string, opened: number, seats: readonly SeatKind[]): WireError | null {
    const perConnection = this.options.tablesPerConnection;
    if (perConnection > 0 && opened >= perConnection)
      return { code: "server/full", message: `a connection opens at most ${perConnection} tables` };
    if (this.tables.full(address))
      return { code: "server/full", message: `an address holds at most ${this.tables.max} tables at once` };
    if (hasBot(seats) && this.botTables.full(address))
      return {
        code: "server/full",
        message: `an address holds at most ${this.botTables.max} tables with bots at once`,
      };
    return null;
  }

  /** Counts a table just opened against `address`. */
  opened(address: string, table: string, seats: readonly SeatKind[]): void {
    const bot = hasBot(seats);
    this.owners.set(table, { address, bot });
    this.tables.add(address);
    if (bot) this.botTables.add(address);
  }

  /** A table is gone (expired): its opener may open another. */
  closed(table: string): void {
    const owner = this.owners.get(table);
    if (owner === undefined) return;
    this.owners.delete(table);
    this.tables.remove(owner.address);
    if (owner.bot) this.botTables.remove(owner.address);
  }
}

function hasBot(seats: readonly SeatKind[]): boolean {
  return seats.some((kind) => kind !== "person");
}
