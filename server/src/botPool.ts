/**
 * The bots' threads: every bot decision runs on a pool of worker threads (botWorker.ts), so that
 * the event loop only applies moves and writes frames. Tables wait in one queue, first come first
 * served, and a table has at most one decision waiting or running at a time (the hub asks for the
 * next move only once the last is played), so a busy table never makes another table's move late
 * by more than one decision of each table ahead of it. Each table has a budget of thinking time a
 * minute: a table past it waits (its bots think again once its last minute's time falls under the
 * budget); it never plays a cheaper move, because the move must stay the table's own for a replay.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Table } from "burraco/table";

/** A decision sent to a thread: the table as it stands (structured-cloned, plain data). */
export interface BotJob {
  readonly id: number;
  readonly table: unknown;
}

/** A thread's answer: the move and the bot's PRNG state after it, or why there is none; its time. */
export type BotReply =
  | { readonly id: number; readonly ok: true; readonly action: unknown; readonly rng: unknown; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string; readonly ms: number };

/** The pool's settings. */
export interface BotPoolOptions {
  /** Threads (default the machine's available parallelism minus one, at least 1). */
  readonly threads?: number;
  /** Milliseconds of bot thinking a table may use in any minute (default 20,000). */
  readonly budgetMsPerMinute?: number;
  /** The clock, in milliseconds. */
  readonly now?: () => number;
}

/** What the hub needs of a pool (a test may give it its own). */
export interface BotThinker {
  /** The move of the bot to act at `table`, decided on a thread. */
  decide(tableId: string, table: Table): Promise<BotReply>;
  /** Forgets a table's budget (it left). */
  forget(tableId: string): void;
  /** Decisions waiting for a thread, and running. */
  readonly queued: number;
  close(): Promise<void>;
}

const MINUTE = 60_000;
export const DEFAULT_BUDGET_MS = 20_000;

export function defaultThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

interface Waiting {
  readonly tableId: string;
  readonly job: BotJob;
  readonly done: (reply: BotReply) => void;
}

interface Thread {
  worker: Worker;
  running: Waiting | null;
}

export class BotPool implements BotThinker {
  private readonly threads: Thread[] = [];
  private readonly queue: Waiting[] = [];
  /** By table, the thinking of its last minute: [when it ended, milliseconds]. */
  private readonly spent = new Map<string, [number, number][]>();
  private readonly budget: number;
  private readonly now: () => number;
  private nextId = 1;
  private closed = false;
  private wake: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly entry: URL,
    options: BotPoolOptions = {},
  ) {
    this.budget = options.budgetMsPerMinute ?? DEFAULT_BUDGET_MS;
    this.now = options.now ?? Date.now;
    const count = options.threads ?? defaultThreads();
    for (let i = 0; i < count; i++) this.threads.push(this.spawn());
  }

  get queued(): number {
    return this.queue.length + this.threads.filter((t) => t.running !== null).length;
  }

  decide(tableId: string, table: Table): Promise<BotReply> {
    return new Promise((done) => {
      if (this.closed) {
        done({ id: 0, ok: false, error: "the bot threads are closed", ms: 0 });
        return;
      }
      this.queue.push({ tableId, job: { id: this.nextId++, table }, done });
      this.dispatch();
    });
  }

  forget(tableId: string): void {
    this.spent.delete(tableId);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.wake !== null) clearTimeout(this.wake);
    for (const w of this.queue.splice(0)) w.done({ id: w.job.id, ok: false, error: "the server is closing", ms: 0 });
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  private spawn(): Thread {
    const thread: Thread = { worker: new Worker(this.entry), running: null };
    thread.worker.on("message", (reply: BotReply) => {
      const w = thread.running;
      thread.running = null;
      if (w !== null) {
        this.charge(w.tableId, reply.ms);
        w.done(reply);
      }
      this.dispatch();
    });
    // A thread that dies (out of memory, a crash) fails its decision and is replaced.
    thread.worker.on("error", () => undefined);
    thread.worker.on("exit", () => {
      const w = thread.running;
      thread.running = null;
      if (w !== null) w.done({ id: w.job.id, ok: false, error: "the bot thread stopped", ms: 0 });
      if (this.closed) return;
      const at = this.threads.indexOf(thread);
      if (at >= 0) this.threads[at] = this.spawn();
      this.dispatch();
    });
    return thread;
  }

  /** Milliseconds the table thought in the last minute (and drops what is older). */
  private usage(tableId: string, now: number): number {
    const list = this.spent.get(tableId);
    if (list === undefined) return 0;
    while (list.length > 0 && (list[0] as [number, number])[0] <= now - MINUTE) list.shift();
    let sum = 0;
    for (const [, ms] of list) sum += ms;
    return sum;
  }

  private charge(tableId: string, ms: number): void {
    const list = this.spent.get(tableId) ?? [];
    list.push([this.now(), ms]);
    this.spent.set(tableId, list);
  }

  /** Gives each idle thread the first waiting decision whose table is within its budget. */
  private dispatch(): void {
    if (this.closed) return;
    const now = this.now();
    let soonest = Number.POSITIVE_INFINITY;
    for (const thread of this.threads) {
      if (thread.running !== null) continue;
      let i = 0;
      for (; i < this.queue.length; i++) {
        const id = (this.queue[i] as Waiting).tableId;
        if (this.usage(id, now) < this.budget) break;
        const oldest = this.spent.get(id)?.[0]?.[0] ?? now;
        soonest = Math.min(soonest, oldest + MINUTE);
      }
      const w = this.queue[i];
      if (w === undefined) break;
      this.queue.splice(i, 1);
      thread.running = w;
      thread.worker.postMessage(w.job);
    }
    // Tables over their budget: look again when the oldest of their thinking leaves the minute.
    if (soonest !== Number.POSITIVE_INFINITY && this.wake === null)
      this.wake = setTimeout(
        () => {
          this.wake = null;
          this.dispatch();
        },
        Math.max(1, soonest - now),
      );
  }
}
