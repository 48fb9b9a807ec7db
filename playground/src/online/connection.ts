/**
 * The page's connection to the server: one WebSocket at /ws that joins the table with the seat's
 * token (or none, to watch), reconnects by itself with a growing pause, and resumes from the last
 * row it saw (`since`), so that nothing told is lost or told twice. The frames' types are the
 * server's (wire.ts, which has no runtime import: the bundle takes only its version and reader).
 */
import {
  type ActFrame,
  type JoinFrame,
  PROTOCOL_VERSION,
  readServerFrame,
  type ServerFrame,
  type Unversioned,
} from "../../../server/src/wire.js";

export interface Connection {
  /** The last row seen. */
  readonly seq: () => number;
  /** Sends a move (the only frame a seated page sends after its join). */
  send(frame: Unversioned<ActFrame>): void;
  /** Closes the connection for good (the link leads nowhere): no reconnecting. */
  stop(): void;
  /** Joins again on a new connection, from the last row seen: its state frame carries the whole view. */
  resync(): void;
}

export function connect(
  table: string,
  token: string | null,
  onFrame: (frame: ServerFrame) => void,
  onStatus: (status: "open" | "reconnecting" | "replaced") => void,
): Connection {
  let seq = 0;
  let socket: WebSocket | null = null;
  let failures = 0;
  let stopped = false;
  const url = `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
  const open = (): void => {
    if (stopped) return;
    const s = new WebSocket(url);
    socket = s;
    s.onopen = () =>
      s.send(JSON.stringify({ v: PROTOCOL_VERSION, type: "join", table, token, since: seq } satisfies JoinFrame));
    s.onmessage = (e) => {
      const frame = readServerFrame(String(e.data));
      if (frame === null) return;
      if (frame.type === "row") {
        if (frame.seq <= seq) return; // told already
        seq = frame.seq;
      } else if (frame.type === "state") {
        failures = 0;
        onStatus("open");
        // The server's word is the last: after a power loss it may stand before what was seen.
        seq = frame.seq;
      }
      onFrame(frame);
    };
    s.onclose = (e) => {
      if (socket !== s) return;
      socket = null;
      // A refused token (4003: the server said why) or a newer tab on the same seat (4000, said
      // here): do not come back.
      if (e.code === 4003) return;
      if (e.code === 4000) {
        stopped = true;
        onStatus("replaced");
        return;
      }
      onStatus("reconnecting");
      const wait = Math.min(4000, 250 * 2 ** Math.min(failures, 4));
      failures += 1;
      setTimeout(open, wait * (0.5 + Math.random()));
    };
  };
  open();
  return {
    seq: () => seq,
    send: (frame) => {
      if (socket?.readyState === WebSocket.OPEN)
        socket.send(JSON.stringify({ v: PROTOCOL_VERSION, ...frame } satisfies ActFrame));
    },
    resync: () => socket?.close(),
    stop: () => {
      stopped = true;
      const s = socket;
      socket = null;
      s?.close();
    },
  };
}
