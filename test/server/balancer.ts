/**
 * A load balancer for the failover test: a TCP forwarder to one server process at a time. The
 * test plays its health check: when a standby takes over, it points the balancer at it and drops
 * the connections to the old owner, whose clients then reconnect through it to the new one.
 */
import { type AddressInfo, connect, createServer, type Socket } from "node:net";

export interface Balancer {
  readonly url: string;
  /** Sends new connections to the process on `port`. */
  target(port: number): void;
  /** Closes every forwarded connection. */
  dropAll(): void;
  close(): Promise<void>;
}

export async function startBalancer(port: number): Promise<Balancer> {
  let target = port;
  const pairs = new Set<readonly [Socket, Socket]>();
  const dropAll = (): void => {
    for (const [a, b] of pairs) {
      a.destroy();
      b.destroy();
    }
    pairs.clear();
  };
  const server = createServer((client) => {
    const upstream = connect(target, "127.0.0.1");
    const pair = [client, upstream] as const;
    pairs.add(pair);
    const end = (): void => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) socket.on("error", end).on("close", end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port: own } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${own}`,
    target: (next) => {
      target = next;
    },
    dropAll,
    close: () =>
      new Promise((done) => {
        dropAll();
        server.close(() => done());
      }),
  };
}
