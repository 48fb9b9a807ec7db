/**
 * One load worker (a child process of load.ts): its share of the tables, four bot clients each,
 * and at the end the comparison of their journals with what the clients were told.
 */

import { createTable, pickMove, rowDigest, SeatClient, type Turn } from "./client.js";
import { readJournal } from "./journal.js";

/** What a worker reports. */
export interface WorkerResult {
  readonly actions: number;
  readonly lost: number;
  readonly duplicated: number;
  readonly latencies: number[];
  readonly across: number;
  readonly lags: number[];
  readonly reconnects: number;
  /** Live play rows whose events did not move a client's view on (`SeatClient.viewErrors`). */
  readonly viewErrors: number;
}

type FromParent = { type: "go" } | { type: "stop" } | { type: "compare"; db: string };

export async function runWorker(url: string, tables: number, paced: boolean, seed: number): Promise<void> {
  const send = (m: unknown): void => {
    process.send?.(m);
  };
  let acting = false;
  let x = seed;
  const random = (): number => {
    x = (x * 16807) % 2147483647;
    return x / 2147483647;
  };
  const lags: number[] = [];
  const onTurn = (c: SeatClient, turn: Turn): void => {
    const delay = paced ? random() * 1000 : 0;
    const planned = performance.now() + delay;
    const go = (): void => {
      if (!acting) return;
      lags.push(performance.now() - planned);
      if (c.seq === turn.seq) c.act(pickMove(turn.legal, random), turn.seq);
    };
    if (paced) setTimeout(go, delay);
    else setImmediate(go);
  };
  const clients: SeatClient[] = [];
  const ids: string[] = [];
  for (let i = 0; i < tables; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, tables - i) }, () =>
        createTable(url, { seats: ["person", "person", "person", "person"], target: 100_000 }),
      ),
    );
    for (const made of batch) {
      ids.push(made.table);
      for (const token of made.tokens)
        clients.push(new SeatClient(url, made.table, token, { onTurn, keep: "digests" }));
    }
  }
  for (let i = 0; i < clients.length; i += 100) await Promise.all(clients.slice(i, i + 100).map((c) => c.start()));
  send({ type: "ready" });
  process.on("message", (m: FromParent) => {
    if (m.type === "go") {
      acting = true;
      // Whoever is to act starts now (their turn came before the go).
      for (const c of clients)
        if (c.legal !== null && c.legal.length > 0 && c.view !== null)
          c.options.onTurn?.(c, { seq: c.seq, view: c.view, legal: c.legal });
    } else if (m.type === "stop") {
      acting = false;
      setTimeout(() => {
        for (const c of clients) c.stop();
        send({ type: "stopped" });
      }, 1500);
    } else if (m.type === "compare") {
      send({ type: "result", result: compare(m.db, ids, clients, lags) });
      setTimeout(() => process.exit(0), 100);
    }
  });
}

function compare(path: string, ids: readonly string[], clients: readonly SeatClient[], lags: number[]): WorkerResult {
  const journal = readJournal(path);
  let actions = 0;
  let lost = 0;
  let duplicated = 0;
  const byTable = new Map<string, SeatClient[]>();
  for (const c of clients) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c]);
  for (const id of ids) {
    const rows = journal.get(id) ?? [];
    actions += rows.filter((r) => r.kind === "play").length;
    for (const c of byTable.get(id) ?? []) {
      duplicated += c.duplicated;
      lost += c.skipped;
      // Every row told, by its digest, against the journal's row of that number.
      for (let seq = 1; seq <= c.seq; seq++) {
        const told = c.digest(seq);
        if (told === 0) continue;
        const stored = rows[seq - 1];
        if (stored?.seq !== seq || rowDigest(stored.kind, stored.data) !== told) lost += 1;
      }
      const mine = rows.filter((r) => r.kind === "play" && (JSON.parse(r.data) as { seat: unknown }).seat === c.seat);
      if (mine.length > c.sent) duplicated += mine.length - c.sent;
    }
  }
  return {
    actions,
    lost,
    duplicated,
    latencies: clients.flatMap((c) => c.latencies),
    across: clients.reduce((n, c) => n + c.latenciesAcross.length, 0),
    lags,
    reconnects: clients.reduce((n, c) => n + c.reconnects, 0),
    viewErrors: clients.reduce((n, c) => n + c.viewErrors, 0),
  };
}
