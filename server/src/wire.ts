/**
 * The wire, typed once: every frame a client sends (`ClientFrame`) and every frame the server
 * sends (`ServerFrame`), with the protocol's version (docs/guides/server.md, "Protocol"). This file
 * has no runtime import, only types, so the online page and the bench clients take it without
 * pulling the server in: the page's bundle gains the version number and the small reader below.
 */
import type { Action, CardId, MatchSeed, PlayerView, PresetName, PublicEvent } from "burraco";
import type { TableTurn } from "burraco/table";

/**
 * The protocol's version: every frame carries it as `v`. Version 2: a row carries what changed for
 * its seat ({@link RowSeatPart}) instead of the seat's whole view.
 */
export const PROTOCOL_VERSION = 2;

/** An error value, as the library's: a stable code, a message, the rule when a rule refuses. */
export interface WireError {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
}

/**
 * A seat of a new table: a person (who gets an invite link) or a bot of a level; `hard:<n>` is the
 * hard planner with n playouts a decision (2 to 120), a cheaper hard bot.
 */
export type SeatKind = "person" | "easy" | "medium" | "hard" | `hard:${number}`;

/**
 * Who plays a seat now: a person, or a bot (a bot's seat, or a person's seat that a bot of the
 * table's level plays while its person is away: docs/guides/server.md, "Seats never sit empty").
 */
export type SeatPlayer = "person" | "bot";

/**
 * How long a person's seat that nobody has joined waits before a bot plays it, in seconds: long
 * enough to send a link and open it on a phone (docs/guides/server.md, "Seats never sit empty").
 */
export const DEFAULT_JOIN_WAIT_SECONDS = 60;
/**
 * How long a person's seat waits for its person after their connection closed, in seconds: a
 * page reconnects by itself within 2 s, a phone that changes network or a reload within 10–20 s.
 */
export const DEFAULT_GRACE_SECONDS = 30;

/** Opens a table; answered by a `created` frame. Missing fields take the server's defaults. */
export interface CreateFrame {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: "create";
  /** Default "classic". */
  readonly preset?: PresetName;
  /** The match's target score; null or missing for the preset's. */
  readonly target?: number | null;
  readonly seats: readonly SeatKind[];
  /** The tournament clock in seconds (R8.3); null or missing for none. */
  readonly clockSeconds?: number | null;
  /**
   * Seconds a person's seat nobody has joined waits before a bot of the table's level plays it
   * (0.1 to 86400); null or 0 for never; missing for {@link DEFAULT_JOIN_WAIT_SECONDS}.
   */
  readonly joinWaitSeconds?: number | null;
  /**
   * Seconds a person's seat waits for its person after their connection closed before a bot plays
   * it (0.1 to 86400); null or 0 for never; missing for {@link DEFAULT_GRACE_SECONDS}.
   */
  readonly graceSeconds?: number | null;
}

/** Takes the seat of the token, or watches without one; `since` is the last row seen (0 at first). */
export interface JoinFrame {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: "join";
  readonly table: string;
  readonly token: string | null;
  readonly since: number;
}

/** A move, for the table as it stood at row `at`. */
export interface ActFrame {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: "act";
  readonly at: number;
  readonly action: Action;
}

/** Every frame a client sends. */
export type ClientFrame = CreateFrame | JoinFrame | ActFrame;

/** A `deal` row's data: the hand's number, the commitment to its deal, and when it was dealt. */
export interface DealData {
  readonly number: number;
  readonly commitment: string;
  readonly dealer: number;
  readonly pairing: boolean;
  /** When the hand was dealt (ms since the epoch), for the clock. */
  readonly startedAt: number;
}

/** A `play` row's data: who moved (null for the referee's time out) and the public events (R14.1). */
export interface PlayData {
  readonly seat: number | null;
  readonly events: readonly PublicEvent[];
}

/** A `rewind` row's data: the row the table went back to, the first row that did not replay, and why. */
export interface RewindData {
  readonly to: number;
  readonly from: number;
  readonly code: "server/rewound";
  readonly message: string;
}

/** A `reveal` row's data: the hand's seed, the match seed once the match is over, the totals. */
export interface RevealData {
  readonly number: number;
  readonly seed: MatchSeed;
  readonly matchSeed: MatchSeed | null;
  readonly totals: readonly number[] | null;
  readonly over: boolean;
  readonly winner: number | null;
}

/**
 * A `seat` row's data: who plays `seat` from this row on — a bot of the table's level (`kind`)
 * because nobody joined within the join wait (`"join-wait"`) or its person was away past the grace
 * time (`"grace"`), or its person again, back with their seat's token (`"returned"`).
 */
export interface SeatData {
  readonly seat: number;
  readonly player: SeatPlayer;
  /** `"person"`, or the level of the bot that plays the seat now. */
  readonly kind: SeatKind;
  readonly reason: "join-wait" | "grace" | "returned";
}

/** Each kind of journal row, with its data. */
export interface RowData {
  readonly deal: DealData;
  readonly play: PlayData;
  readonly rewind: RewindData;
  readonly reveal: RevealData;
  readonly seat: SeatData;
}

/** A journal row's kind. */
export type RowKind = keyof RowData;

/** What only one seat is sent with a `state` frame: its view, whose turn, and its legal moves when it is to act. */
export interface SeatPart {
  readonly view: PlayerView;
  readonly turn: TableTurn | null;
  readonly legal: readonly Action[] | null;
}

/**
 * What only one seat is sent with a live row that changes the table (a move's `play` row, a `deal`,
 * a `seat` row); not with a `reveal` nor with the rows a join resends. The seat keeps its view and
 * moves it on from each live `play` row's events and `held` (`advanceView` in `burraco/table`).
 */
export interface RowSeatPart {
  /** Whose turn it is after the row; present on every live row that changes the table. */
  readonly turn?: TableTurn | null;
  /** The seat's legal moves, only when it is the seat to act (a person's). */
  readonly legal?: readonly Action[];
  /** The seat's own cards after a `play` row (its view's `held`), only when they changed. */
  readonly held?: readonly CardId[];
  /** The seat's whole view: on a `deal` row (a new hand) only. */
  readonly view?: PlayerView;
}

/** One row of a table's journal, numbered 1, 2, 3, … with no gap; a live row that changes the table carries a {@link RowSeatPart}. */
export type RowFrame = {
  readonly [K in RowKind]: {
    readonly v: typeof PROTOCOL_VERSION;
    readonly type: "row";
    readonly seq: number;
    readonly hand: number;
    readonly kind: K;
    readonly data: RowData[K];
  };
}[RowKind] &
  RowSeatPart;

/** After a join: where the table stands, after the rows the client had missed. */
export interface StateFrame extends SeatPart {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: "state";
  readonly table: string;
  /** The joined seat, or null for a spectator. */
  readonly seat: number | null;
  readonly seats: readonly SeatKind[];
  readonly preset: PresetName;
  readonly target: number;
  readonly clockSeconds: number | null;
  /** The table's join wait and grace time in seconds (null: never), as {@link CreateFrame} set them. */
  readonly joinWaitSeconds: number | null;
  readonly graceSeconds: number | null;
  /** By seat, who plays it now (a `seat` row changes it). */
  readonly players: readonly SeatPlayer[];
  /** The journal's last row. */
  readonly seq: number;
  /** The current hand's deal row. */
  readonly hand: DealData;
  readonly match: {
    readonly totals: readonly number[];
    readonly over: boolean;
    readonly winner: number | null;
    /** Hands played. */
    readonly hands: number;
  } | null;
}

/** A refusal, as the library's error values. */
export interface ErrorFrame {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: "error";
  readonly error: WireError;
}

/** A table opened: its id and, by seat, the token of each person's seat (sent once). */
export interface CreatedFrame {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: "created";
  readonly table: string;
  readonly tokens: readonly (string | null)[];
}

/**
 * Another process plays this table (many processes on one database, docs/guides/deploy.md): the
 * client joins again at `to`, that process's public address (`http(s)://host:port`), and goes back
 * to its first address if that one fails. The connection is closed after it.
 */
export interface RedirectFrame {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: "redirect";
  readonly table: string;
  readonly to: string;
}

/** Every frame the server sends. */
export type ServerFrame = RowFrame | StateFrame | ErrorFrame | CreatedFrame | RedirectFrame;

/** A frame without its version, as the typed builders take it (they add `v`). */
export type Unversioned<F> = F extends unknown ? Omit<F, "v"> : never;

/**
 * Reads a frame the server sent: JSON text holding an object of this protocol's version, of a
 * type the server sends, and with a numbered `seq` if a row or a state (a client resumes from it),
 * else null. Nothing more is checked: the rest is the server's word.
 */
export function readServerFrame(text: string): ServerFrame | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return isServerFrame(parsed) ? parsed : null;
}

function isServerFrame(value: unknown): value is ServerFrame {
  if (typeof value !== "object" || value === null || !("v" in value && "type" in value) || value.v !== PROTOCOL_VERSION)
    return false;
  const type = value.type;
  return (
    type === "error" ||
    type === "created" ||
    (type === "redirect" && "to" in value && typeof value.to === "string") ||
    ((type === "row" || type === "state") && "seq" in value && typeof value.seq === "number")
  );
}
