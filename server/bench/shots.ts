// Screenshots of four seats and a spectator at one table (390×844 and 1280×800), after some moves:
// npx tsx server/bench/shots.ts [moves] [lang] [folder] (needs the built site and server, and
// Chromium; the folder defaults to test-output/online).
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { createTable, pickMove, SeatClient } from "./client.js";
import { startServerProcess } from "./spawn.js";

const out = process.argv[4] ?? "test-output/online";
mkdirSync(out, { recursive: true });
const s = await startServerProcess([
  "--port",
  "0",
  "--db",
  join(mkdtempSync(join(tmpdir(), "burraco-shots-")), "shots.db"),
  "--site",
  fileURLToPath(new URL("../../docs-site", import.meta.url)),
]);
const { table, tokens } = await createTable(s.url, { seats: ["person", "person", "person", "person"], target: 1505 });
let x = 7;
const random = () => {
  x = (x * 16807) % 2147483647;
  return x / 2147483647;
};
let moves = 0;
const LIMIT = Number(process.argv[2] ?? 40);
const clients = tokens.map(
  (t) =>
    new SeatClient(s.url, table, t, {
      onTurn: (c, turn) => {
        if (moves < LIMIT) {
          moves++;
          setTimeout(() => c.act(pickMove(turn.legal, random), turn.seq), 5);
        }
      },
    }),
);
await Promise.all(clients.map((c) => c.start()));
while (moves < LIMIT) await new Promise((r) => setTimeout(r, 50));
await new Promise((r) => setTimeout(r, 300));
for (const c of clients) c.stop();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const base = `${s.url}/playground/online.html?lang=${process.argv[3] ?? "en"}#t=${table}`;
const sizes: [number, number][] = [
  [390, 844],
  [1280, 800],
];
for (const [w, hgt] of sizes) {
  for (const [i, t] of [...tokens, null].entries()) {
    const ctx = await browser.newContext({ viewport: { width: w, height: hgt } });
    const p = await ctx.newPage();
    p.on("pageerror", (e) => console.log("pageerror", e.message));
    await p.goto(t === null ? base : `${base}&k=${t}`);
    await p.waitForSelector("main[data-phase]");
    await new Promise((r) => setTimeout(r, 200));
    const name = t === null ? "spectator" : `seat${i}`;
    await p.screenshot({ path: join(out, `${name}-${w}x${hgt}.png`) });
    await ctx.close();
  }
}
await browser.close();
await s.kill();
console.log("done", moves);
