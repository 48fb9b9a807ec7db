/**
 * A load balancer for the failover test and the load benchmark on many processes: a TCP forwarder that sends each new connection to a
 * random healthy server process. Its health check is an HTTP request to each process every
 * `checkMs`: a process that does not answer within it (killed, or stopped: a stopped process's
 * kernel still accepts connections) gets no new connection until it answers again.
 */
import { request } from "node:http";
import { type AddressInfo, connect, createServer, type Socket } from "node:net";

export interface Balancer {
  readonly url: string;
  /** The ports that answered the last health check. */
  healthy(): number[];
  close(): Promise<void>;
}

function answers(port: number, ms: number): Promise<boolean> {
  return new Promise((done) => {
    const req = request({ host: "127.0.0.1", port, path: "/", timeout: ms }, (res) => {
      res.resume();
      done(true);
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => done(false));
    req.end();
  });
}

export async function startBalancer(ports: readonly number[], random: () => number, checkMs = 500): Promise<Balancer> {
  const up = new Set(ports);
  const pairs = new Set<readonly [Socket, Socket]>();
  let checking = true;
  const check = async (): Promise<void> => {
    while (checking) {
      const seen = await Promise.all(ports.map((port) => answers(port, checkMs)));
      ports.forEach((port, i) => {
        if (seen[i] === true) up.add(port);
        else up.delete(port);
      });
      await new Promise((r) => setTimeout(r, checkMs));
    }
  };
  const checked = check();
  const server = createServer((client) => {
    client.pause();
    const tried = new Set<number>();
    const next = (): void => {
      const open = [...up].filter((p) => !tried.has(p));
      const port = open[Math.floor(random() * open.length)];
      if (port === undefined) {
        client.destroy();
        return;
      }
      tried.add(port);
      const upstream = connect(port, "127.0.0.1");
      upstream.once("error", next);
      upstream.once("connect", () => {
        upstream.removeListener("error", next);
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
        client.resume();
      });
    };
    client.on("error", () => client.destroy());
    next();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port: own } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${own}`,
    healthy: () => [...up],
    close: async () => {
      checking = false;
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      await new Promise<void>((done) => server.close(() => done()));
      await checked;
    },
  };
}
