/**
 * The page's connection to the server: one WebSocket at /ws that joins the table with the seat's
 * token (or none, to watch), reconnects by itself with a growing pause, and resumes from the last
 * row it saw (`since`), so that nothing told is lost or told twice.
 */

export type Frame = Record<string, unknown>;

export interface Connection {
  /** The last row seen. */
  readonly seq: () => number;
  send(frame: Frame): void;
  /** Closes the connection for good (the link leads nowhere): no reconnecting. */
  stop(): void;
}

export function connect(
  table: string,
  token: string | null,
  onFrame: (frame: Frame) => void,
  onStatus: (status: "open" | "reconnecting") => void,
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
    s.onopen = () => s.send(JSON.stringify({ v: 1, type: "join", table, token, since: seq }));
    s.onmessage = (e) => {
      let frame: Frame;
      try {
        frame = JSON.parse(String(e.data)) as Frame;
      } catch {
        return;
      }
      if (frame.type === "row") {
        const n = frame.seq;
        if (typeof n !== "number" || n <= seq) return; // told already
        seq = n;
      } else if (frame.type === "state") {
        failures = 0;
        onStatus("open");
        // The server's word is the last: after a power loss it may stand before what was seen.
        if (typeof frame.seq === "number") seq = frame.seq;
      }
      onFrame(frame);
    };
    s.onclose = (e) => {
      if (socket !== s) return;
      socket = null;
      // A refused token (4003) or a newer tab on the same seat (4000): do not come back.
      if (e.code === 4003 || e.code === 4000) return;
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
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ v: 1, ...frame }));
    },
    stop: () => {
      stopped = true;
      const s = socket;
      socket = null;
      s?.close();
    },
  };
}
