/**
 * A bot thread of the pool (botPool.ts): it is sent a table, lets the bot to act choose its move
 * with `stepBot` on that copy, and answers the move and the bot's PRNG state. It keeps nothing
 * between jobs: the move is a function of the table it was sent, whichever thread plays it.
 */
import { parentPort } from "node:worker_threads";
import { stepBot, type Table } from "burraco/table";
import type { BotJob, BotReply } from "./botPool.js";
import { seatBots } from "./botSeats.js";

parentPort?.on("message", (job: BotJob) => {
  const start = performance.now();
  let reply: BotReply;
  try {
    const table = job.table as Table;
    const seat = table.state.turn;
    const stepped = stepBot(table, seatBots(table.seats));
    reply = stepped.ok
      ? { id: job.id, ok: true, action: stepped.value.log.at(-1), rng: stepped.value.rngs[seat], ms: 0 }
      : { id: job.id, ok: false, error: stepped.error.message, ms: 0 };
  } catch (thrown) {
    reply = { id: job.id, ok: false, error: thrown instanceof Error ? thrown.message : String(thrown), ms: 0 };
  }
  parentPort?.postMessage({ ...reply, ms: performance.now() - start });
});
