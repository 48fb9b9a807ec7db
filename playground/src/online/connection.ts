/**
 * The page's connection to the server: one WebSocket at /ws that joins the table with the seat's
 * token (or none, to watch), reconnects by itself with a growing pause, and resumes from the last
 * row it saw (`since`), so that nothing told is lost or told twice. When another server process
 * plays the table (many processes on one database), the server answers the join with a redirect
 * frame: the page joins again at the address it names, and goes back to its own if that fails.
 * The frames' types are the server's (wire.ts, which has no runtime import: the bundle takes only its version and reader).
 */
import {
  type ActFrame,
  type JoinFrame,
  PROTOCOL_VERSION,
  readServerFrame,
  type ServerFrame,
  type Unversioned,
} from "../../../server/src/wire.js";

/** The page's address (the DOM's), declared so that the file type-checks in Node too (test/server/redirect.test.ts). */
declare const location: { readonly protocol: string; readonly host: string };

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

/**
 * The WebSocket address a redirect frame's `to` sends the page to, or null when the page must not
 * follow it (docs/guides/server.md, "Protocol"): an http(s) origin only — no other scheme (never
 * `javascript:` or `data:`), no user or password, no path, query or fragment — and never from an
 * https page to an http one (the join carries the seat's token: it is not sent in clear). Another
 * host is allowed: the deploy guide's processes each have their own public address; the page
 * already trusts the server it reached to name them (the seat's token goes there).
 */
export function redirectTarget(to: string, pageProtocol: string): string | null {
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (pageProtocol === "https:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") return null;
  // `to` itself, not the URL's reading of it: "http://h:1/" and "http://h:1/." both read as path "/".
  if (!/^https?:\/\/[^/\s?#@\\]+$/i.test(to)) return null;
  return `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}/ws`;
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
  const page = location.protocol;
  const home = `${page === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
  let url = home;
  let redirectTo: string | null = null;
  let redirects = 0;
  const open = (): void => {
    if (stopped) return;
    const s = new WebSocket(url);
    socket = s;
    s.onopen = () =>
      s.send(JSON.stringify({ v: PROTOCOL_VERSION, type: "join", table, token, since: seq } satisfies JoinFrame));
    s.onmessage = (e) => {
      const frame = readServerFrame(String(e.data));
      if (frame === null) return;
      if (frame.type === "redirect") {
        // Only where redirectTarget allows; the server then closes.
        redirectTo = redirectTarget(frame.to, page);
        return;
      }
      if (frame.type === "row") {
        if (frame.seq <= seq) return; // told already
        seq = frame.seq;
      } else if (frame.type === "state") {
        failures = 0;
        redirects = 0;
        onStatus("open");
        // The server's word is the last: after a power loss it may stand before what was seen.
        seq = frame.seq;
      }
      onFrame(frame);
    };
    s.onclose = (e) => {
      if (socket !== s) return;
      socket = null;
      // Sent on: there at once (a few times in a row at most); any other close goes back home.
      const to = redirectTo;
      redirectTo = null;
      url = to ?? home;
      if (to !== null && redirects < 3 && !stopped) {
        redirects += 1;
        open();
        return;
      }
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
