/**
 * A protocol client for the tests and the load benchmark: one seat (or a spectator) at one table,
 * over one WebSocket, that reconnects by itself and resumes from the last row it saw. It keeps
 * every row it was told (or, for the load benchmark, a digest of each), so that a test can compare
 * them with the table's journal, and counts rows told twice or skipped.
 */
import type { Action, PlayerView } from "burraco";
import { advanceView } from "burraco/table";
import { WebSocket } from "ws";
import {
  type ActFrame,
  type CreateFrame,
  type JoinFrame,
  PROTOCOL_VERSION,
  type RowKind,
  readServerFrame,
  type SeatPlayer,
  type ServerFrame,
  type WireError,
} from "../src/wire.js";

/** A row as a client is told it; its data is kept as JSON text (the journal's form) and parsed when asked for. */
export class ToldRow {
  constructor(
    readonly seq: number,
    readonly hand: number,
    readonly kind: RowKind,
    /** The row's data as JSON text. */
    readonly text: string,
  ) {}

  /** The row's data (a fresh copy each time). */
  get data(): unknown {
    const data: unknown = JSON.parse(this.text);
    return data;
  }
}

/** A move and what the client keeps of its turn. */
export interface Turn {
  readonly seq: number;
  readonly view: PlayerView;
  readonly legal: readonly Action[];
}

export interface ClientOptions {
  /** Called when it is this seat's move (after a row or a state with its legal moves). */
  readonly onTurn?: (client: SeatClient, turn: Turn) => void;
  /** Called with each error value the server sends. */
  readonly onError?: (error: WireError) => void;
  /** Reconnect after a close the client did not ask for (default true). */
  readonly reconnect?: boolean;
  /**
   * Drops a connection that has heard nothing, not even the server's ping, for this long (ms), and
   * reconnects: a server process that stopped answering (SIGSTOP) keeps its sockets open. 0: never.
   */
  readonly silenceMs?: number;
  /**
   * What is kept of each row told: the row (default), or only a 32-bit digest of its kind and data
   * (`rowDigest`), for the load benchmark. A load run tells its clients hundreds of thousands of
   * rows; kept as rows, they filled the client processes' heaps, and their garbage collections held
   * every client of a process back: the p99 from a move to its row was 60–80 ms with rows kept and
   * 35–46 ms with nothing kept, in three alternated runs of 1,000 tables.
   */
  readonly keep?: "rows" | "digests";
  /** Called with the text of every frame the server sends, before it is read (a test's record). */
  readonly onText?: (text: string) => void;
}

export class SeatClient {
  /** The last row seen. */
  seq = 0;
  readonly rows = new Map<number, ToldRow>();
  /** With `keep: "digests"`: at index seq, the digest of the row told (0: none). */
  private digests = new Uint32Array(256);
  duplicated = 0;
  skipped = 0;
  reconnects = 0;
  /** Moves sent. */
  sent = 0;
  seat: number | null = null;
  /** By seat, who plays it now: from the state frame, then each `seat` row. */
  players: readonly SeatPlayer[] = [];
  /** The seat's view: from the state frame and each deal row, moved on by each live play row (`advanceView`). */
  view: PlayerView | null = null;
  /** Whether the hand in play pairs three players (R11.3): its deal's `pairing`. */
  private pairing = false;
  legal: readonly Action[] | null = null;
  /** Live play rows whose events did not move the view on (`advanceView` refused them): 0 when all is well. */
  viewErrors = 0;
  readonly errors: WireError[] = [];
  /** Latencies (ms) from a move sent to the row of that move received. */
  readonly latencies: number[] = [];
  private socket: WebSocket | null = null;
  /** Latencies of moves whose row came on a later connection (across a restart). */
  readonly latenciesAcross: number[] = [];
  private pending: { at: number; sentAt: number; connection: number } | null = null;
  private stopped = false;
  private failures = 0;
  private joinedOnce: (() => void) | null = null;
  /** Redirects followed (another process plays the table). */
  redirects = 0;
  /** Where the next connection goes: `url`, or the process a redirect named. */
  private at: string;
  private redirectTo: string | null = null;
  private redirectsInARow = 0;

  constructor(
    readonly url: string,
    readonly table: string,
    readonly token: string | null,
    readonly options: ClientOptions = {},
  ) {
    this.at = url;
  }

  /** Whether the current connection has joined its table (its state arrived since it opened). */
  get joined(): boolean {
    return this.socket !== null && this.failures === 0;
  }

  /** Connects and joins; resolves once the first state arrives. */
  start(): Promise<void> {
    return new Promise((resolve) => {
      this.joinedOnce = resolve;
      this.open();
    });
  }

  private open(): void {
    if (this.stopped) return;
    const socket = new WebSocket(`${this.at.replace(/^http/, "ws")}/ws`);
    this.socket = socket;
    this.watchSilence(socket);
    socket.on("open", () => {
      const join: JoinFrame = {
        v: PROTOCOL_VERSION,
        type: "join",
        table: this.table,
        token: this.token,
        since: this.seq,
      };
      socket.send(JSON.stringify(join));
    });
    socket.on("message", (data) => {
      const text = String(data);
      this.options.onText?.(text);
      const frame = readServerFrame(text);
      if (frame !== null) this.receive(frame);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped || this.options.reconnect === false) return;
      this.reconnects += 1;
      // Sent on: to the named process at once (a few times in a row); else back to the first address.
      const to = this.redirectTo;
      this.redirectTo = null;
      this.at = to ?? this.url;
      this.redirectsInARow = to === null ? 0 : this.redirectsInARow + 1;
      if (to !== null && this.redirectsInARow <= 3) {
        this.failures += 1;
        this.open();
        return;
      }
      // Backs off from 100 ms to 2 s (with jitter) while the server is away; a join resets it.
      const wait = Math.min(2000, 100 * 2 ** Math.min(this.failures, 5));
      this.failures += 1;
      setTimeout(() => this.open(), wait * (0.5 + Math.random()));
    });
  }

  private receive(m: ServerFrame): void {
    if (m.type === "row") {
      const seq = m.seq;
      const fresh = seq > this.seq;
      if (!fresh) this.duplicated += 1;
      else {
        if (seq > this.seq + 1) this.skipped += seq - this.seq - 1;
        const text = JSON.stringify(m.data);
        if (this.options.keep === "digests") this.keepDigest(seq, rowDigest(m.kind, text));
        else this.rows.set(seq, new ToldRow(seq, m.hand, m.kind, text));
        this.seq = seq;
        if (m.kind === "seat") {
          const { seat, player } = m.data;
          this.players = this.players.map((p, i) => (i === seat ? player : p));
        } else if (m.kind === "deal") this.pairing = m.data.pairing;
      }
      const pending = this.pending;
      if (pending !== null && seq === pending.at + 1 && m.kind === "play" && m.data.seat === this.seat) {
        const ms = performance.now() - pending.sentAt;
        (pending.connection === this.reconnects ? this.latencies : this.latenciesAcross).push(ms);
        this.pending = null;
      }
      // Only a live row that changes the table carries `turn` (a join's resent rows do not: its state follows).
      if (m.turn === undefined || !fresh) return;
      if (m.view !== undefined) this.view = m.view;
      else if (m.kind === "play" && this.view !== null) {
        const moved = advanceView(this.view, { events: m.data.events, held: m.held, pairing: this.pairing });
        if (moved.ok) this.view = moved.value;
        else this.viewErrors += 1;
      }
      this.update(m.legal ?? null);
    } else if (m.type === "state") {
      this.failures = 0;
      this.redirectsInARow = 0;
      this.seat = m.seat;
      this.players = m.players;
      const seq = m.seq;
      if (seq < this.seq) this.skipped += this.seq - seq; // the server forgot rows it had told
      this.seq = seq;
      this.view = m.view;
      this.pairing = m.hand.pairing;
      this.update(m.legal);
      const joined = this.joinedOnce;
      this.joinedOnce = null;
      joined?.();
    } else if (m.type === "redirect") {
      this.redirects += 1;
      this.redirectTo = m.to;
    } else if (m.type === "error") {
      const error = m.error;
      this.errors.push(error);
      this.options.onError?.(error);
    }
  }

  /** With `silenceMs`: terminates the socket once it has heard nothing for that long. */
  private watchSilence(socket: WebSocket): void {
    const ms = this.options.silenceMs ?? 0;
    if (ms <= 0) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const heard = (): void => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => socket.terminate(), ms);
    };
    heard();
    socket.on("message", heard).on("ping", heard);
    socket.on("close", () => {
      if (timer !== null) clearTimeout(timer);
    });
  }

  private update(legal: readonly Action[] | null): void {
    this.legal = legal;
    const view = this.view;
    if (legal !== null && legal.length > 0 && view !== null)
      this.options.onTurn?.(this, { seq: this.seq, view, legal });
  }

  private keepDigest(seq: number, digest: number): void {
    if (seq >= this.digests.length) {
      const grown = new Uint32Array(Math.max(seq + 1, this.digests.length * 2));
      grown.set(this.digests);
      this.digests = grown;
    }
    this.digests[seq] = digest;
  }

  /** With `keep: "digests"`: the digest of row `seq` as told, or 0 if it was not told. */
  digest(seq: number): number {
    return this.digests[seq] ?? 0;
  }

  /** Sends a move for the table as it stands at the last row seen. */
  act(action: Action, at = this.seq): void {
    this.pending = { at, sentAt: performance.now(), connection: this.reconnects };
    this.sent += 1;
    const frame: ActFrame = { v: PROTOCOL_VERSION, type: "act", at, action };
    this.send(frame);
  }

  /** Sends any frame (a test's hostile ones too). */
  send(frame: unknown): void {
    if (this.socket?.readyState === WebSocket.OPEN)
      this.socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** Closes for good. */
  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }
}

/** A row's 32-bit digest (FNV-1a over its kind and its data's JSON text), never 0. */
export function rowDigest(kind: string, text: string): number {
  let h = 0x811c9dc5;
  const add = (s: string): void => {
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  };
  add(kind);
  add("\n");
  add(text);
  return h >>> 0 || 1;
}

/**
 * A cheap policy for bot clients: the first meld or attach offered, else a draw from the stock,
 * else a discard picked by `random` (the pile is taken now and then, when offered first).
 */
export function pickMove(legal: readonly Action[], random: () => number): Action {
  const build = legal.find((a) => a.type === "meld" || a.type === "attach" || a.type === "close");
  if (build !== undefined) return build;
  const draw = legal.find((a) => a.type === "draw");
  if (draw !== undefined) return draw;
  const pozzetto = legal.find((a) => a.type === "takePozzetto");
  if (pozzetto !== undefined) return pozzetto;
  const discards = legal.filter((a) => a.type === "discard");
  const pool = discards.length > 0 ? discards : legal;
  const picked = pool[Math.floor(random() * pool.length)] ?? legal[0];
  if (picked === undefined) throw new Error("pickMove: no legal move");
  return picked;
}

/** Opens a connection, sends `create`, and resolves with the table's id and tokens. */
export function createTable(
  url: string,
  options: Omit<CreateFrame, "v" | "type">,
): Promise<{ table: string; tokens: (string | null)[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/ws`);
    const create: CreateFrame = { v: PROTOCOL_VERSION, type: "create", ...options };
    socket.on("open", () => socket.send(JSON.stringify(create)));
    socket.on("message", (data) => {
      const m = readServerFrame(String(data));
      socket.close();
      if (m?.type === "created") resolve({ table: m.table, tokens: [...m.tokens] });
      else reject(new Error(`create refused: ${JSON.stringify(m?.type === "error" ? m.error : m)}`));
    });
    socket.on("error", reject);
  });
}
