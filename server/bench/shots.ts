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
// "end": play the hand to its end (the pages show every hand and the deal verified); else that many moves.
const toEnd = process.argv[2] === "end";
const LIMIT = toEnd ? Number.POSITIVE_INFINITY : Number(process.argv[2] ?? 40);
const lang = process.argv[3] ?? "en";
const s = await startServerProcess([
  "--port",
  "0",
  "--db",
  join(mkdtempSync(join(tmpdir(), "burraco-shots-")), "shots.db"),
  "--site",
  fileURLToPath(new URL("../../docs-site", import.meta.url)),
  "--hand-pause",
  "600000",
]);
const { table, tokens } = await createTable(s.url, { seats: ["person", "person", "person", "person"], target: 1505 });
const browser = await chromium.launch({
  executablePath: process.env.BURRACO_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const base = `${s.url}/playground/online.html?lang=${lang}#t=${table}`;
const links = [...tokens.map((t) => `${base}&k=${t}`), base];
// Each page is opened once before the first move, so that it keeps the deal's commitment and its
// first view (in its context's localStorage), and opened again for the pictures.
const contexts = await Promise.all(links.map(() => browser.newContext()));
for (const [i, link] of links.entries()) {
  const page = await (contexts[i] as Awaited<ReturnType<typeof browser.newContext>>).newPage();
  await page.goto(link);
  await page.waitForSelector("main[data-phase]");
  await page.close();
}
let x = 7;
const random = () => {
  x = (x * 16807) % 2147483647;
  return x / 2147483647;
};
let moves = 0;
let ended = false;
const clients = tokens.map(
  (t) =>
    new SeatClient(s.url, table, t, {
      onTurn: (c, turn) => {
        if (moves < LIMIT && !ended) {
          moves++;
          setTimeout(() => c.act(pickMove(turn.legal, random), turn.seq), 5);
        }
      },
    }),
);
await Promise.all(clients.map((c) => c.start()));
const done = (): boolean => {
  ended = clients.some((c) => [...c.rows.values()].some((r) => r.kind === "reveal"));
  return toEnd ? ended : moves >= LIMIT;
};
while (!done()) await new Promise((r) => setTimeout(r, 50));
await new Promise((r) => setTimeout(r, 300));
for (const c of clients) c.stop();
const sizes: [number, number][] = [
  [390, 844],
  [1280, 800],
];
for (const [w, hgt] of sizes) {
  for (const [i, link] of links.entries()) {
    const page = await (contexts[i] as Awaited<ReturnType<typeof browser.newContext>>).newPage();
    await page.setViewportSize({ width: w, height: hgt });
    page.on("pageerror", (e) => console.log("pageerror", e.message));
    await page.goto(link);
    await page.waitForSelector("main[data-phase]");
    await new Promise((r) => setTimeout(r, 200));
    const name = i < tokens.length ? `seat${i}` : "spectator";
    await page.screenshot({ path: join(out, `${name}-${w}x${hgt}${toEnd ? "-end" : ""}.png`) });
    await page.close();
  }
}
await browser.close();
await s.kill();
console.log("done", moves);
