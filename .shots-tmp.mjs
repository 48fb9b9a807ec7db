import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
const child = spawn(process.execPath, ["server/dist/main.js", "--db", "/tmp/so/shots.db", "--port", "0", "--site", "docs-site"], { stdio: ["ignore", "pipe", "inherit"] });
const url = await new Promise((r) => child.stdout.on("data", (d) => { const m = /burraco server: (http:\/\/[^/\s]+)\//.exec(String(d)); if (m) r(m[1]); }));
// a real table for the bad-token case
const { WebSocket } = await import("ws");
const table = await new Promise((r) => { const s = new WebSocket(url.replace("http", "ws") + "/ws"); s.on("open", () => s.send(JSON.stringify({ v: 1, type: "create", preset: "classic", seats: ["person", "person", "person", "person"], clockSeconds: null }))); s.on("message", (d) => { r(JSON.parse(String(d)).table); s.close(); }); });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
const errors = [];
for (const [name, hash] of [["gone", "#t=nosuchtable0000"], ["badlink", `#t=${table}&k=wrongtokenwrongtoken`]])
  for (const lang of ["it", "en"])
    for (const [w, h] of [[390, 844], [1280, 800]]) {
      const page = await browser.newPage({ viewport: { width: w, height: h } });
      page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
      page.on("pageerror", (e) => errors.push(String(e)));
      await page.goto(`${url}/playground/online.html?lang=${lang}${hash}`);
      await page.waitForSelector("#dead", { timeout: 5000 });
      await page.screenshot({ path: `/tmp/so/${name}-${lang}-${w}.png`, fullPage: true });
      console.log(name, lang, w, await page.textContent("#dead"), await page.textContent("#connection"));
      await page.close();
    }
console.log("errors", errors);
await browser.close(); child.kill();
