// The picture of the playground that opens the README and the docs site's landing page
// (docs/guides/images/playground-1280-your-turn.png): the playground of the built site
// (`npm run docs`) in Debian's Chromium (or BURRACO_CHROMIUM) at 1280×800, on a seeded deal, after
// your draw. Run `npx tsx scripts/site-screenshot.ts` again when the playground's look changes.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serveStatic } from "./staticServer.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = join(root, "docs", "guides", "images", "playground-1280-your-turn.png");
const server = await serveStatic(join(root, "docs-site"));
const profile = mkdtempSync(join(tmpdir(), "burraco-chromium-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.BURRACO_CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  viewport: { width: 1280, height: 800 },
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync"],
});
try {
  const page = await context.newPage();
  await page.goto(`${server.url}/playground/index.html?seed=landing&preset=classic&players=4&lang=en&pause=0`);
  await page.waitForSelector('main[data-turn="0"][data-phase="draw"]');
  await page.click('[data-key="draw"]');
  await page.waitForSelector('main[data-phase="play"]');
  await page.screenshot({ path: out });
  console.log(`${out}: ${statSync(out).size} bytes`);
} finally {
  await context.close();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}
