/**
 * Frames batched per tick: the first frame to a connection in a turn of the event loop corks its
 * socket, and every corked socket is uncorked once the turn's work is done (setImmediate), so all
 * the frames a connection is sent in one turn leave in one write. A move usually sends a
 * connection one frame (then this changes nothing); a hand's end sends two, and a client coming
 * back is sent every row it missed and the state, which were as many writes before.
 */
import type { Socket } from "node:net";

/**
 * Past this much held for one socket, what is held leaves at once: a replay to a client coming back
 * to a long table is written as it goes, and never counts as unsent against the 4 MiB after which
 * a client is dropped as too slow.
 */
const FLUSH_AT = 64 * 1024;

export class TickBatch {
  private readonly held = new Set<Socket>();

  /** Holds what is written to `socket` until the end of this turn of the event loop. */
  hold(socket: Socket): void {
    if (socket.destroyed) return;
    if (this.held.has(socket)) {
      if (socket.writableLength >= FLUSH_AT) {
        socket.uncork();
        socket.cork();
      }
      return;
    }
    if (this.held.size === 0) setImmediate(this.flush);
    socket.cork();
    this.held.add(socket);
  }

  private readonly flush = (): void => {
    for (const socket of this.held) socket.uncork();
    this.held.clear();
  };
}
