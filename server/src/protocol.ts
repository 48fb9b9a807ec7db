/**
 * The wire protocol, version 1: JSON text frames over one WebSocket (docs/guides/server.md,
 * "Protocol"). Every frame a client sends is read here once, by value, into a fresh message that
 * is checked before anything uses it; anything else is an error value `{ code, message, rule }`.
 * The frames' types are in wire.ts; every frame the server sends is built by `frameText`.
 */
import { type PresetName, presetNames } from "burraco";
import { playoutsOf } from "./botSeats.js";
import {
  DEFAULT_GRACE_SECONDS,
  DEFAULT_JOIN_WAIT_SECONDS,
  PROTOCOL_VERSION,
  type SeatKind,
  type ServerFrame,
  type Unversioned,
  type WireError,
} from "./wire.js";

/** What a client asks for when it creates a table. */
export interface CreateMessage {
  readonly type: "create";
  readonly preset: PresetName;
  /** The match's target score (default the preset's). */
  readonly target: number | null;
  readonly seats: readonly SeatKind[];
  /** The tournament clock: time out is called this many seconds into each hand (R8.3); null for none. */
  readonly clockSeconds: number | null;
  /** Seconds before a bot plays a person's seat nobody joined; null for never. */
  readonly joinWaitSeconds: number | null;
  /** Seconds before a bot plays a person's seat whose person's connection closed; null for never. */
  readonly graceSeconds: number | null;
}

/** Take a seat with its token, or watch (no token); `since` is the last row the client saw. */
export interface JoinMessage {
  readonly type: "join";
  readonly table: string;
  readonly token: string | null;
  readonly since: number;
}

/** A move, for the table as it stood at row `at` (a stale or replayed one is refused). */
export interface ActMessage {
  readonly type: "act";
  readonly at: number;
  readonly action: unknown;
}

/** A message from a client, checked. */
export type ClientMessage = CreateMessage | JoinMessage | ActMessage;

/** The result of reading a frame. */
export type Read =
  | { readonly ok: true; readonly value: ClientMessage }
  | { readonly ok: false; readonly error: WireError };

const SEAT_KINDS: readonly string[] = ["person", "easy", "medium", "hard"];
/** Table ids and seat tokens: base64url of random bytes. */
const ID = /^[A-Za-z0-9_-]{8,64}$/;

function bad(message: string): Read {
  return { ok: false, error: { code: "server/malformed", message } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function intIn(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/** The fields of `o` other than `allowed`, named, or null. */
function extra(o: Record<string, unknown>, allowed: readonly string[]): string | null {
  const other = Object.keys(o).find((k) => !allowed.includes(k));
  return other === undefined ? null : `unknown field ${JSON.stringify(other.slice(0, 40))}`;
}

function readCreate(o: Record<string, unknown>): Read {
  const unknown = extra(o, [
    "v",
    "type",
    "preset",
    "target",
    "seats",
    "clockSeconds",
    "joinWaitSeconds",
    "graceSeconds",
  ]);
  if (unknown !== null) return bad(`create: ${unknown}`);
  const preset = o.preset ?? "classic";
  if (typeof preset !== "string" || !(presetNames as readonly string[]).includes(preset))
    return bad(`create: preset must be one of ${presetNames.join(", ")}`);
  const target = o.target ?? null;
  if (target !== null && !(intIn(target, 5, 100_000) && target % 5 === 0))
    return bad("create: target must be a multiple of 5 from 5 to 100000");
  const seats = o.seats;
  if (!Array.isArray(seats) || seats.length < 2 || seats.length > 4) return bad("create: seats must list 2 to 4 seats");
  const kinds: SeatKind[] = [];
  for (const seat of seats) {
    if (typeof seat !== "string" || !(SEAT_KINDS.includes(seat) || playoutsOf(seat) !== null))
      return bad('create: each seat is "person", "easy", "medium", "hard" or "hard:<n>" (n from 2 to 120)');
    kinds.push(seat as SeatKind);
  }
  const clock = o.clockSeconds ?? null;
  if (clock !== null && !intIn(clock, 1, 86_400)) return bad("create: clockSeconds must be from 1 to 86400");
  const joinWait = readWait(o.joinWaitSeconds, DEFAULT_JOIN_WAIT_SECONDS);
  const grace = readWait(o.graceSeconds, DEFAULT_GRACE_SECONDS);
  if (joinWait === false) return bad("create: joinWaitSeconds must be null, 0 or from 0.1 to 86400");
  if (grace === false) return bad("create: graceSeconds must be null, 0 or from 0.1 to 86400");
  return {
    ok: true,
    value: {
      type: "create",
      preset: preset as PresetName,
      target,
      seats: kinds,
      clockSeconds: clock,
      joinWaitSeconds: joinWait,
      graceSeconds: grace,
    },
  };
}

/**
 * A table's wait before a bot plays a seat: missing takes `fallback`, null or 0 is never, else
 * seconds from 0.1 (the tests' short tables) to a day; false for anything else.
 */
function readWait(value: unknown, fallback: number): number | null | false {
  if (value === undefined) return fallback;
  if (value === null || value === 0) return null;
  return typeof value === "number" && value >= 0.1 && value <= 86_400 ? value : false;
}

function readJoin(o: Record<string, unknown>): Read {
  const unknown = extra(o, ["v", "type", "table", "token", "since"]);
  if (unknown !== null) return bad(`join: ${unknown}`);
  if (typeof o.table !== "string" || !ID.test(o.table)) return bad("join: table must be a table id");
  const token = o.token ?? null;
  if (token !== null && (typeof token !== "string" || !ID.test(token))) return bad("join: token must be a seat token");
  const since = o.since ?? 0;
  if (!intIn(since, 0, Number.MAX_SAFE_INTEGER)) return bad("join: since must be a row number");
  return { ok: true, value: { type: "join", table: o.table, token, since } };
}

function readAct(o: Record<string, unknown>): Read {
  const unknown = extra(o, ["v", "type", "at", "action"]);
  if (unknown !== null) return bad(`act: ${unknown}`);
  if (!intIn(o.at, 0, Number.MAX_SAFE_INTEGER)) return bad("act: at must be the number of the last row seen");
  if (!isRecord(o.action)) return bad("act: action must be an object");
  // The action goes to playAction, which reads it once and checks it as apply does.
  return { ok: true, value: { type: "act", at: o.at, action: o.action } };
}

/**
 * Reads one frame: text of at most `maxBytes` bytes holding one JSON object of protocol version 1.
 * The JSON text is parsed into fresh plain values (no getters, no prototypes but Object's), each
 * field read once here.
 */
export function readFrame(data: unknown, isBinary: boolean, maxBytes: number): Read {
  if (isBinary || !(data instanceof Buffer)) return bad("frames are JSON text, not binary");
  if (data.length > maxBytes)
    return { ok: false, error: { code: "server/too-large", message: `a frame is at most ${maxBytes} bytes` } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString("utf8"));
  } catch {
    return bad("the frame is not JSON");
  }
  if (!isRecord(parsed)) return bad("a frame is a JSON object");
  if (parsed.v !== PROTOCOL_VERSION)
    return {
      ok: false,
      error: { code: "server/version", message: `this server speaks protocol v${PROTOCOL_VERSION}` },
    };
  switch (parsed.type) {
    case "create":
      return readCreate(parsed);
    case "join":
      return readJoin(parsed);
    case "act":
      return readAct(parsed);
    default:
      return bad('type must be "create", "join" or "act"');
  }
}

/** The text of a frame the server sends, with the protocol's version: the frame must match its type. */
export function frameText(frame: Unversioned<ServerFrame>): string {
  return JSON.stringify({ v: PROTOCOL_VERSION, ...frame });
}

/** The text of an error frame (only the error value's own fields). */
export function errorFrame(error: WireError): string {
  const value: WireError =
    error.rule === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, rule: error.rule };
  return frameText({ type: "error", error: value });
}
