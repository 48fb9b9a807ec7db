/**
 * The tables in play: each one's `Table`, its journal's last row, its clients and its timers.
 * Every change goes the same way: the table functions compute the next table (a person's move
 * through `playAction`, a bot's through `stepBot`, the clock's time out, the next deal), the
 * store commits its rows in one transaction, and only then is the table replaced and anyone told.
 */
import { dealCommitment, legalActions, type PresetName, presets } from "burraco";
import {
  callTableTimeOut,
  changeSeat,
  loadTable,
  newTable,
  nextHand,
  playAction,
  playBotMove,
  stepBot,
  type Table,
  type TableTurn,
  tableTurn,
  tableView,
} from "burraco/table";
import type { BotThinker } from "./botPool.js";
import { seatBots, tableSeat } from "./botSeats.js";
import { ownCardsChanged } from "./ownCards.js";
import { type ActMessage, type CreateMessage, frameText, type JoinMessage } from "./protocol.js";
import { replayJournal } from "./replayJournal.js";
import { snapshotOf } from "./snapshot.js";
import type { JournalRow, RowWrite, Store, StoredTable } from "./store.js";
import { randomId, seatOfToken, tokenHash } from "./tokens.js";
import {
  DEFAULT_GRACE_SECONDS,
  DEFAULT_JOIN_WAIT_SECONDS,
  type DealData,
  PROTOCOL_VERSION,
  type RowData,
  type RowKind,
  type SeatData,
  type SeatKind,
  type SeatPart,
  type WireError,
} from "./wire.js";

/** A connection as the hub sees it. */
export interface Client {
  /** The seat it plays, or null for a spectator (and before it joins). */
  seat: number | null;
  /** The table it joined, by id, or null. */
  table: string | null;
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** The hub's settings. */
export interface HubOptions {
  readonly store: Store;
  /** The key that signs the tables' saves. */
  readonly key: string;
  /** How long a bot waits before its move, in milliseconds (a human pace). */
  readonly botDelayMs: number;
  /** How long the table waits after a hand before the next deal, in milliseconds. */
  readonly handPauseMs: number;
  /** The most tables the server keeps. */
  readonly maxTables: number;
  /** The wall clock (ms since the epoch). */
  readonly now?: () => number;
  /** The bots' threads (botPool.ts); without them the bots think on the event loop. */
  readonly bots?: BotThinker;
  /** Where the hub reports what goes wrong on its side. */
  readonly log?: (line: string) => void;
}

/** The settings of a table, stored with it. */
interface Settings {
  readonly preset: PresetName;
  readonly target: number;
  readonly seats: readonly SeatKind[];
  readonly clockSeconds: number | null;
  /** Seconds before a bot plays a person's seat nobody joined (null: never). */
  readonly joinWaitSeconds: number | null;
  /** Seconds before a bot plays a person's seat whose person went away (null: never). */
  readonly graceSeconds: number | null;
}

/** A table's stored settings; a table stored before the waits existed takes their defaults. */
function readSettings(text: string): Settings {
  const stored = JSON.parse(text) as Omit<Settings, "joinWaitSeconds" | "graceSeconds"> & Partial<Settings>;
  return {
    ...stored,
    joinWaitSeconds: stored.joinWaitSeconds === undefined ? DEFAULT_JOIN_WAIT_SECONDS : stored.joinWaitSeconds,
    graceSeconds: stored.graceSeconds === undefined ? DEFAULT_GRACE_SECONDS : stored.graceSeconds,
  };
}

/**
 * The level of the bot that stands in for an absent person: the table's own bots' (its first bot
 * seat's), or medium at a table of people only (the lobby's default bot).
 */
function standInKind(seats: readonly SeatKind[]): SeatKind {
  return seats.find((kind) => kind !== "person") ?? "medium";
}

type Timer = ReturnType<typeof setTimeout>;

/** A table in play. */
interface Live {
  readonly id: string;
  readonly settings: Settings;
  readonly tokenHashes: readonly (string | null)[];
  table: Table;
  /** The last row of its journal. */
  seq: number;
  /** The data of the current hand's deal row. */
  deal: DealData;
  /** When the current hand was dealt (ms since the epoch), for the clock. */
  startedAt: number;
  readonly clients: Set<Client>;
  timer: Timer | null;
  clock: Timer | null;
  /** By seat: the timer after which a bot plays a person's seat nobody is at. */
  readonly away: (Timer | null)[];
  /** By seat: whether its person has joined since this process holds the table. */
  readonly joined: boolean[];
  /** When a client was last at the table (ms since the epoch), for expiry. */
  seen: number;
}

/** A refusal: the error value, and whether the connection is closed after it. */
export interface Refusal {
  readonly error: WireError;
  readonly close?: { readonly code: number; readonly reason: string };
}

const SPECTATOR = -1;
/** The most connections at one table, its seats included (each seat has one at a time). */
const MAX_CLIENTS_PER_TABLE = 64;

/** A journal row whose data is of its kind's type (wire.ts's `RowData`): what its row frame carries. */
function journalRow<K extends RowKind>(
  seq: number,
  hand: number,
  kind: K,
  data: RowData[K],
  entry: string | null = null,
): JournalRow {
  return { seq, hand, kind, data: JSON.stringify(data), entry };
}

/**
 * A row frame's text up to its data (a `RowFrame`), without the closing brace, so that a seat's
 * part can follow: the data is the stored JSON, written by `journalRow`, sent without parsing it.
 */
/** A deal row's data: the hand, the commitment to its deal, and when it was dealt. */
function dealData(table: Table, startedAt: number): DealData {
  return {
    number: table.deal.number,
    commitment: dealCommitment(table.deal.seed).value ?? "",
    dealer: table.deal.dealer,
    pairing: table.deal.pairing,
    startedAt,
  };
}

function rowHead(row: JournalRow): string {
  return `{"v":${PROTOCOL_VERSION},"type":"row","seq":${row.seq},"hand":${row.hand},"kind":"${row.kind}","data":${row.data}`;
}

export class Hub {
  private readonly tables = new Map<string, Live>();
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private closed = false;

  constructor(private readonly options: HubOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
  }

  /** How many tables are in play. */
  get size(): number {
    return this.tables.size;
  }

  /**
   * Rebuilds every stored table this process owns: every one on a store of its own, its share on a
   * shared one (store.ts, `TableLeases`); returns how many are in play.
   */
  restore(): number {
    const leases = this.options.store.leases;
    for (const stored of leases === undefined ? this.options.store.tables() : leases.claim()) this.adopt(stored);
    return this.tables.size;
  }

  /** Whether the table is in play here. */
  has(tableId: string): boolean {
    return this.tables.has(tableId);
  }

  /**
   * Rebuilds one stored table, its save at the start of the hand then its journal's moves, and
   * plays on (its bots' pending turns, its timers): a restart's and a takeover's restore. Returns
   * whether it is in play.
   */
  adopt(stored: StoredTable): boolean {
    if (this.tables.has(stored.id)) return true;
    const loaded = loadTable(stored.snapshot, { key: this.options.key });
    if (!loaded.ok) {
      this.log(`table ${stored.id}: its save does not load (${loaded.error.code}: ${loaded.error.message})`);
      return false;
    }
    const rows = this.options.store.rows(stored.id, stored.snapshotSeq - 1);
    const dealRow = rows[0];
    if (dealRow === undefined || dealRow.kind !== "deal") {
      this.log(`table ${stored.id}: its journal has no deal row at ${stored.snapshotSeq}`);
      return false;
    }
    const replayed = replayJournal(loaded.value, rows);
    let seq = replayed.seq;
    const table = replayed.table;
    if (replayed.rewind !== null) {
      // Kept, never dropped: back to the last row that replays, and its clients told so.
      const { to, from, message } = replayed.rewind;
      this.log(`table ${stored.id}: row ${from} does not replay (${message}): the table goes back to row ${to}`);
      const row = journalRow(seq + 1, table.deal.number, "rewind", replayed.rewind);
      if (this.write([{ tableId: stored.id, row }]) !== null) return false;
      seq = row.seq;
    }
    const deal = JSON.parse(dealRow.data) as DealData;
    const live: Live = {
      id: stored.id,
      settings: readSettings(stored.settings),
      tokenHashes: stored.tokenHashes,
      table,
      seq,
      deal,
      startedAt: deal.startedAt,
      clients: new Set(),
      timer: null,
      clock: null,
      away: table.seats.map(() => null),
      // A restart cannot tell who had joined: every person's seat gets the grace time from now.
      joined: table.seats.map(() => true),
      seen: this.now(),
    };
    this.tables.set(live.id, live);
    this.schedule(live, true);
    this.watchSeats(live);
    return true;
  }

  /**
   * Lets a table go (another process took its lease): its timers stop, and its clients are closed
   * (4010) so that they reconnect and are sent to its owner.
   */
  drop(tableId: string): void {
    const live = this.tables.get(tableId);
    if (live === undefined) return;
    this.stop(live);
    this.tables.delete(tableId);
    this.options.bots?.forget(tableId);
    for (const client of live.clients) {
      client.table = null;
      client.close(4010, "the table moved to another process");
    }
    live.clients.clear();
  }

  /** Stops a table's timers. */
  private stop(live: Live): void {
    if (live.timer !== null) clearTimeout(live.timer);
    if (live.clock !== null) clearTimeout(live.clock);
    live.timer = null;
    live.clock = null;
    for (let seat = 0; seat < live.away.length; seat++) this.stopWatching(live, seat);
  }

  /** Opens a table: its seats' tokens are returned once, and only their hashes are kept. */
  create(message: CreateMessage): { table: string; tokens: (string | null)[] } | Refusal {
    if (this.tables.size >= this.options.maxTables)
      return { error: { code: "server/full", message: `this server holds at most ${this.options.maxTables} tables` } };
    const base = presets[message.preset];
    const target = message.target ?? base.targetScore;
    if (message.seats.length !== base.players)
      return {
        error: {
          code: "input/invalid",
          message: `${message.preset} is played by ${base.players} players: give ${base.players} seats`,
        },
      };
    const made = newTable({
      ruleset: { ...base, targetScore: target },
      seats: message.seats.map(tableSeat),
      tournament: message.clockSeconds !== null,
    });
    if (!made.ok) return { error: made.error };
    const tokens = message.seats.map((kind) => (kind === "person" ? randomId() : null));
    const settings: Settings = {
      preset: message.preset,
      target,
      seats: message.seats,
      clockSeconds: message.clockSeconds,
      joinWaitSeconds: message.joinWaitSeconds,
      graceSeconds: message.graceSeconds,
    };
    const startedAt = this.now();
    const deal = dealData(made.value, startedAt);
    const live: Live = {
      id: randomId(12),
      settings,
      tokenHashes: tokens.map((t) => (t === null ? null : tokenHash(t))),
      table: made.value,
      seq: 0,
      deal,
      startedAt,
      clients: new Set(),
      timer: null,
      clock: null,
      away: message.seats.map(() => null),
      joined: message.seats.map(() => false),
      seen: this.now(),
    };
    const row = journalRow(1, deal.number, "deal", deal);
    this.options.store.createTable(
      {
        id: live.id,
        settings: JSON.stringify(settings),
        tokenHashes: live.tokenHashes,
        snapshot: snapshotOf(made.value, this.options.key),
        snapshotSeq: 1,
      },
      [row],
    );
    // On a shared store the table may have gone to a less-loaded process: it plays it from there.
    if (this.options.store.leases?.holds(live.id) === false) return { table: live.id, tokens };
    live.seq = 1;
    this.tables.set(live.id, live);
    this.schedule(live, true);
    this.watchSeats(live);
    return { table: live.id, tokens };
  }

  /** A client takes its seat (by token) or watches; it is sent the rows after `since`, then the state. */
  join(client: Client, message: JoinMessage): Refusal | null {
    if (client.table !== null)
      return { error: { code: "server/already-joined", message: "this connection has joined a table already" } };
    const live = this.tables.get(message.table);
    if (live === undefined) return { error: { code: "server/no-table", message: "no table has this id" } };
    let seat: number | null = null;
    if (message.token !== null) {
      seat = seatOfToken(live.tokenHashes, message.token);
      if (seat === null)
        return {
          error: { code: "server/bad-token", message: "this token is no seat's at this table" },
          close: { code: 4003, reason: "bad token" },
        };
      for (const other of live.clients)
        if (other.seat === seat) {
          live.clients.delete(other);
          other.table = null;
          other.close(4000, "the seat was taken by a newer connection");
        }
      this.personBack(live, seat);
    }
    if (seat === null && live.clients.size >= MAX_CLIENTS_PER_TABLE)
      return { error: { code: "server/full", message: `a table has at most ${MAX_CLIENTS_PER_TABLE} clients` } };
    client.table = live.id;
    client.seat = seat;
    live.clients.add(client);
    if (message.since < live.seq)
      for (const row of this.options.store.rows(live.id, message.since)) client.send(`${rowHead(row)}}`);
    client.send(this.stateFrame(live, seat));
    return null;
  }

  /** A client goes (its connection closed). */
  leave(client: Client): void {
    if (client.table === null) return;
    const live = this.tables.get(client.table);
    live?.clients.delete(client);
    if (live !== undefined) {
      live.seen = this.now();
      if (client.seat !== null) this.watchSeat(live, client.seat);
    }
    client.table = null;
  }

  /** Sets the timer of every person's seat nobody is at (a new or a restored table). */
  private watchSeats(live: Live): void {
    for (let seat = 0; seat < live.settings.seats.length; seat++) this.watchSeat(live, seat);
  }

  /**
   * When a person's seat has nobody at it, a bot of the table's level plays it after the table's
   * join wait (nobody has joined it yet) or its grace time (its person went away).
   */
  private watchSeat(live: Live, seat: number): void {
    this.stopWatching(live, seat);
    const joined = live.joined[seat] === true;
    const seconds = joined ? live.settings.graceSeconds : live.settings.joinWaitSeconds;
    if (this.closed || seconds === null || !this.isAway(live, seat)) return;
    live.away[seat] = setTimeout(() => this.standIn(live, seat, joined ? "grace" : "join-wait"), seconds * 1000);
  }

  private stopWatching(live: Live, seat: number): void {
    const timer = live.away[seat];
    if (timer !== null && timer !== undefined) clearTimeout(timer);
    live.away[seat] = null;
  }

  /** Whether a person's seat is played by its person but nobody is at it, in a match not over. */
  private isAway(live: Live, seat: number): boolean {
    if (live.settings.seats[seat] !== "person" || live.table.seats[seat] !== "person") return false;
    if (live.table.match?.over === true) return false;
    for (const client of live.clients) if (client.seat === seat) return false;
    return true;
  }

  /** A bot of the table's level takes the seat of a person who is away, until they come back. */
  private standIn(live: Live, seat: number, reason: SeatData["reason"]): void {
    live.away[seat] = null;
    if (this.closed || this.tables.get(live.id) !== live || !this.isAway(live, seat)) return;
    const refused = this.seatChange(live, seat, standInKind(live.settings.seats), reason);
    // Not stored: tried again in a second (the store may be back).
    if (refused !== null) live.away[seat] = setTimeout(() => this.standIn(live, seat, reason), 1000);
  }

  /** A person joins their seat: a bot that stood in for them gives it back, at once. */
  private personBack(live: Live, seat: number): void {
    this.stopWatching(live, seat);
    live.joined[seat] = true;
    if (live.settings.seats[seat] !== "person" || live.table.seats[seat] === "person") return;
    const refused = this.seatChange(live, seat, "person", "returned");
    if (refused !== null) this.log(`table ${live.id}: seat ${seat} could not be given back (${refused.error.message})`);
  }

  /** Writes a `seat` row (who plays `seat` from now on), then tells the table, as a move is told. */
  private seatChange(live: Live, seat: number, kind: SeatKind, reason: SeatData["reason"]): Refusal | null {
    const next = changeSeat(live.table, seat, tableSeat(kind));
    if (!next.ok) return { error: next.error };
    const data: SeatData = { seat, player: kind === "person" ? "person" : "bot", kind, reason };
    const row = journalRow(live.seq + 1, live.table.deal.number, "seat", data);
    const error = this.write([{ tableId: live.id, row }]);
    if (error !== null) return error;
    const before = live.table;
    live.table = next.value;
    live.seq = row.seq;
    this.broadcast(live, [row], before);
    // A bot to act now plays; a person back to act is asked, and a bot's pending decision is dropped.
    this.schedule(live, false);
    return null;
  }

  /**
   * Removes the tables no client has been at for `idleMs`, from memory and from the store; returns
   * their ids. A table whose removal the store refuses stays, to be tried at the next call.
   */
  expire(idleMs: number): string[] {
    const now = this.now();
    const gone: string[] = [];
    for (const live of this.tables.values()) {
      if (live.clients.size > 0) live.seen = now;
      if (now - live.seen < idleMs) continue;
      try {
        this.options.store.deleteTable(live.id);
      } catch (thrown) {
        this.log(`store: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
        continue;
      }
      this.stop(live);
      this.tables.delete(live.id);
      this.options.bots?.forget(live.id);
      gone.push(live.id);
    }
    return gone;
  }

  private stateFrame(live: Live, seat: number | null): string {
    const t = live.table;
    const match = t.match;
    return frameText({
      type: "state",
      table: live.id,
      seat,
      seats: live.settings.seats,
      preset: live.settings.preset,
      target: live.settings.target,
      clockSeconds: live.settings.clockSeconds,
      joinWaitSeconds: live.settings.joinWaitSeconds,
      graceSeconds: live.settings.graceSeconds,
      players: t.seats.map((who) => (who === "person" ? "person" : "bot")),
      seq: live.seq,
      hand: live.deal,
      match:
        match === null
          ? null
          : { totals: match.totals, over: match.over, winner: match.winner, hands: match.hands.length },
      ...this.seatPart(t, seat),
    });
  }

  /** What only `seat` is sent: its view, whose turn, and its legal moves when it is to act. */
  private seatPart(t: Table, seat: number | null): SeatPart {
    const turn = tableTurn(t);
    const mine = seat !== null && turn !== null && turn.seat === seat && !turn.bot;
    return { view: tableView(t, seat ?? SPECTATOR), turn, legal: mine ? legalActions(t.state) : null };
  }

  /** A person's move, as the table stood at row `at`. */
  act(client: Client, message: ActMessage): Refusal | null {
    const live = client.table === null ? undefined : this.tables.get(client.table);
    if (live === undefined) return { error: { code: "server/not-joined", message: "join a table first" } };
    if (client.seat === null) return { error: { code: "table/wrong-seat", message: "a spectator does not play" } };
    if (message.at !== live.seq)
      return {
        error: {
          code: "server/stale",
          message: `the move is for row ${message.at}, but the table is at row ${live.seq}: a replayed or late move`,
        },
      };
    const next = playAction(live.table, client.seat, message.action);
    if (!next.ok) return { error: next.error };
    return this.commit(live, next.value, client.seat);
  }

  /** Writes the rows of a move (and the hand's reveal when it ends it), then tells everyone. */
  private commit(live: Live, next: Table, seat: number | null): Refusal | null {
    const hand = next.deal.number;
    const events = next.events.slice(live.table.events.length);
    const rows: JournalRow[] = [
      journalRow(live.seq + 1, hand, "play", { seat, events }, JSON.stringify(next.log.at(-1))),
    ];
    if (next.state.phase === "ended") {
      const match = next.match;
      rows.push(
        journalRow(live.seq + 2, hand, "reveal", {
          number: hand,
          seed: next.deal.seed,
          matchSeed: match?.over === true ? match.seed : null,
          totals: match?.totals ?? null,
          over: match?.over ?? true,
          winner: match?.winner ?? null,
        }),
      );
    }
    const error = this.write(rows.map((row) => ({ tableId: live.id, row })));
    if (error !== null) return error;
    const before = live.table;
    live.table = next;
    live.seq += rows.length;
    this.broadcast(live, rows, before);
    this.schedule(live, false);
    return null;
  }

  private write(writes: readonly RowWrite[]): Refusal | null {
    try {
      this.options.store.append(writes);
      return null;
    } catch (thrown) {
      this.log(`store: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
      return { error: { code: "server/store", message: "the move could not be stored: it was not played" } };
    }
  }

  /**
   * Sends the rows to every client of the table, the first with what changed for each seat
   * (wire.ts's `RowSeatPart`): whose turn, the legal moves of the seat to act, and the seat's own
   * cards when they changed since `before` (the table before the rows), or, with `before` null (a
   * new hand), each seat's whole view. The rest of a view follows from the events every seat is sent
   * alike, so a move's four texts differ only in a few bytes.
   */
  private broadcast(live: Live, rows: readonly JournalRow[], before: Table | null): void {
    const first = rows[0];
    if (first === undefined || live.clients.size === 0) return;
    const later = rows.slice(1).map((row) => `${rowHead(row)}}`);
    const t = live.table;
    const turn = tableTurn(t);
    const head = `${rowHead(first)},"turn":${JSON.stringify(turn)}`;
    const bySeat = new Map<number | null, string>();
    for (const client of live.clients) {
      let text = bySeat.get(client.seat);
      if (text === undefined) {
        text = `${head}${this.rowPart(t, before, client.seat, turn)}}`;
        bySeat.set(client.seat, text);
      }
      client.send(text);
      for (const e of later) client.send(e);
    }
  }

  /** The fields of a row's seat part after its turn, each with its leading comma (see `broadcast`). */
  private rowPart(t: Table, before: Table | null, seat: number | null, turn: TableTurn | null): string {
    const mine = seat !== null && turn !== null && turn.seat === seat && !turn.bot;
    let part = mine ? `,"legal":${JSON.stringify(legalActions(t.state))}` : "";
    if (before === null) part += `,"view":${JSON.stringify(tableView(t, seat ?? SPECTATOR))}`;
    else if (seat !== null && ownCardsChanged(before.state, t.state, seat))
      part += `,"held":${JSON.stringify(tableView(t, seat).held)}`;
    return part;
  }

  /** Sets the table's timers: a bot's move, the next deal, the tournament clock. */
  private schedule(live: Live, newHand: boolean): void {
    if (this.closed) return;
    if (live.timer !== null) clearTimeout(live.timer);
    live.timer = null;
    const t = live.table;
    const turn = tableTurn(t);
    if (turn === null) {
      if (live.clock !== null) clearTimeout(live.clock);
      live.clock = null;
      if (t.match !== null && !t.match.over) live.timer = setTimeout(() => this.deal(live), this.options.handPauseMs);
      return;
    }
    if (turn.bot) live.timer = setTimeout(() => this.botMove(live), this.options.botDelayMs);
    const clock = live.settings.clockSeconds;
    if (newHand && clock !== null && t.state.timeOut === null) {
      const wait = Math.max(0, live.startedAt + clock * 1000 - this.now());
      live.clock = setTimeout(() => this.timeOut(live), wait);
    }
  }

  private botMove(live: Live): void {
    live.timer = null;
    const pool = this.options.bots;
    if (pool === undefined) {
      const stepped = stepBot(live.table, seatBots(live.table.seats));
      this.playBot(live, stepped.ok ? stepped : { ok: false, error: stepped.error.message });
      return;
    }
    // Decided on a thread, applied here, and only if the table has not moved meanwhile (a time out).
    const at = live.seq;
    void pool.decide(live.id, live.table).then((reply) => {
      if (this.closed || live.seq !== at || this.tables.get(live.id) !== live) return;
      const played = reply.ok ? playBotMove(live.table, reply.action, reply.rng) : null;
      this.playBot(
        live,
        played === null
          ? { ok: false, error: reply.ok ? "" : reply.error }
          : played.ok
            ? played
            : { ok: false, error: played.error.message },
      );
    });
  }

  private playBot(live: Live, next: { ok: true; value: Table } | { ok: false; error: string }): void {
    if (!next.ok) {
      this.log(`table ${live.id}: the bot could not play (${next.error})`);
      return;
    }
    const seat = live.table.state.turn;
    const refused = this.commit(live, next.value, seat);
    if (refused !== null) live.timer = setTimeout(() => this.botMove(live), this.options.botDelayMs);
  }

  private timeOut(live: Live): void {
    live.clock = null;
    const called = callTableTimeOut(live.table);
    if (called.ok) this.commit(live, called.value, null);
  }

  private deal(live: Live): void {
    live.timer = null;
    const next = nextHand(live.table);
    if (!next.ok) {
      this.log(`table ${live.id}: no next hand (${next.error.message})`);
      return;
    }
    const startedAt = this.now();
    const deal = dealData(next.value, startedAt);
    const row = journalRow(live.seq + 1, deal.number, "deal", deal);
    const snapshot = snapshotOf(next.value, this.options.key);
    if (this.write([{ tableId: live.id, row, snapshot }]) !== null) {
      live.timer = setTimeout(() => this.deal(live), this.options.handPauseMs);
      return;
    }
    live.table = next.value;
    live.seq = row.seq;
    live.deal = deal;
    live.startedAt = startedAt;
    this.broadcast(live, [row], null);
    this.schedule(live, true);
  }

  /** Stops every timer (the store is closed by its owner). */
  close(): void {
    this.closed = true;
    for (const live of this.tables.values()) this.stop(live);
  }
}
