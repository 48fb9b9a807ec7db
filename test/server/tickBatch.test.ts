// Issue 34, cheaper moves: frames batched per tick. What a connection is sent in one turn of the
// event loop leaves in one write at the turn's end, but what is held goes once past 64 KiB (a client coming
// back to a long table is sent every row it missed in one turn: held whole, 4 MiB of rows would
// count as unsent and drop it as too slow).
import { once } from "node:events";
import { createServer, type Socket, connect as tcpConnect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TickBatch } from "../../server/src/tickBatch.js";

let server: ReturnType<typeof createServer>;
let writer: Socket;
let reader: Socket;

beforeAll(async () => {
  server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  const accepted = once(server, "connection");
  reader = tcpConnect({ host: "127.0.0.1", port });
  writer = (await accepted)[0] as Socket;
});

afterAll(() => {
  writer.destroy();
  reader.destroy();
  server.close();
});

describe("issue 34: frames batched per tick", () => {
  it("holds a turn's writes to a socket until the turn's end, then sends them", async () => {
    const batch = new TickBatch();
    const got: Buffer[] = [];
    reader.on("data", (d: Buffer) => got.push(d));
    for (const text of ["a", "b", "c"]) {
      batch.hold(writer);
      writer.write(text);
    }
    expect(writer.writableLength).toBe(3);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setTimeout(r, 50));
    expect(writer.writableLength).toBe(0);
    expect(Buffer.concat(got).toString()).toBe("abc");
    reader.removeAllListeners("data");
  });

  it("lets what is held go once it passes 64 KiB, so a long replay never counts as unsent", async () => {
    const batch = new TickBatch();
    let most = 0;
    const frame = "x".repeat(4096);
    for (let i = 0; i < 1024; i++) {
      batch.hold(writer);
      writer.write(frame);
      most = Math.max(most, writer.writableLength);
    }
    // 4 MiB written in one turn, which held whole would all be unsent at its end: what stays
    // unsent is what the kernel's buffers cannot take while the reader (this very thread) waits.
    expect(most).toBeLessThan(1024 * 1024);
    reader.resume();
    await new Promise((r) => setImmediate(r));
  });
});
