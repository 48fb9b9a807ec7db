/**
 * Reclaims sockets nobody uses: a connection that has not joined a table within `joinTimeoutMs` is
 * closed (4001), and one that answers neither a ping nor anything else for a whole heartbeat is
 * terminated. One timer pings every connection each `heartbeatMs`; a connection still silent at
 * the next beat is gone (its network dropped, or it never reads), and its file descriptor with it.
 */
import type { WebSocket } from "ws";

export interface LivenessOptions {
  /** How long a connection may stay without joining a table (0: for ever). */
  readonly joinTimeoutMs: number;
  /** How often every connection is pinged; one silent for a whole beat is closed (0: never). */
  readonly heartbeatMs: number;
}

export interface Liveness {
  /** Watches a new connection; the function returned tells it joined. */
  watch(socket: WebSocket): () => void;
  stop(): void;
}

export function startLiveness(options: LivenessOptions): Liveness {
  const heard = new Map<WebSocket, boolean>();
  const beat =
    options.heartbeatMs > 0
      ? setInterval(() => {
          for (const [socket, alive] of heard) {
            if (!alive) {
              heard.delete(socket);
              socket.terminate();
              continue;
            }
            heard.set(socket, false);
            socket.ping();
          }
        }, options.heartbeatMs)
      : null;
  beat?.unref();
  return {
    watch(socket) {
      const alive = (): void => {
        if (heard.has(socket)) heard.set(socket, true);
      };
      heard.set(socket, true);
      socket.on("pong", alive);
      socket.on("message", alive);
      const late =
        options.joinTimeoutMs > 0
          ? setTimeout(() => socket.close(4001, "no join in time"), options.joinTimeoutMs)
          : null;
      socket.once("close", () => {
        heard.delete(socket);
        if (late !== null) clearTimeout(late);
      });
      return () => {
        if (late !== null) clearTimeout(late);
      };
    },
    stop() {
      if (beat !== null) clearInterval(beat);
      heard.clear();
    },
  };
}
