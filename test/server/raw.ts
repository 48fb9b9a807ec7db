/** A bare WebSocket for the hostile tests: send anything, read the frames and the close code. */
import { WebSocket } from "../../server/bench/ws.js";

export interface Raw {
  readonly socket: WebSocket;
  send(frame: string | Buffer): void;
  /** The next frame the server sends, parsed. */
  next(ms?: number): Promise<Record<string, unknown>>;
  /** Every frame received so far. */
  readonly received: Record<string, unknown>[];
  /** Resolves with the close code. */
  readonly closed: Promise<number>;
}

/** `localAddress` sends from another loopback address (127.0.0.2: another client); `autoPong: false` leaves pings unanswered. */
export function openRaw(url: string, options: { localAddress?: string; autoPong?: boolean } = {}): Promise<Raw> {
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/ws`, options);
  const received: Record<string, unknown>[] = [];
  const waiting: ((m: Record<string, unknown>) => void)[] = [];
  let read = 0;
  socket.on("message", (data) => {
    received.push(JSON.parse(String(data)) as Record<string, unknown>);
    const w = waiting.shift();
    if (w !== undefined) w(received[read++] as Record<string, unknown>);
  });
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  const raw: Raw = {
    socket,
    received,
    send: (frame) => socket.send(frame),
    next: (ms = 5000) =>
      new Promise((resolve, reject) => {
        if (read < received.length) {
          resolve(received[read++] as Record<string, unknown>);
          return;
        }
        const timer = setTimeout(() => reject(new Error("no frame came")), ms);
        waiting.push((m) => {
          clearTimeout(timer);
          resolve(m);
        });
      }),
    closed,
  };
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(raw));
    socket.once("error", reject);
  });
}

/** Reads frames until one of `type`, skipping rows. */
export async function nextOf(raw: Raw, type: string): Promise<Record<string, unknown>> {
  for (;;) {
    const m = await raw.next();
    if (m.type === type) return m;
  }
}
