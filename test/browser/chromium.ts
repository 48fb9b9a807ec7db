/**
 * The Chromium the browser tests drive (Debian's, or BURRACO_CHROMIUM), and what a test file says
 * when it is missing: without it the tests are skipped, saying which binary is missing and how to
 * install it, unless BURRACO_REQUIRE_BROWSER=1 (set by .ci/run) makes a missing browser a failure.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const browserPath = process.env.BURRACO_CHROMIUM ?? "/usr/bin/chromium";
export const hasBrowser = existsSync(browserPath);
export const required = process.env.BURRACO_REQUIRE_BROWSER === "1";

/** Printed once by each browser test file that is skipped (issue 29, E18). */
export function sayIfSkipped(what: string): void {
  if (hasBrowser || required) return;
  console.warn(
    `\n[browser tests] SKIPPED ${what}: no Chromium at ${browserPath}.\n` +
      "  Install it (Debian/Ubuntu: apt-get install chromium) or point BURRACO_CHROMIUM at a Chromium binary.\n" +
      "  CI sets BURRACO_REQUIRE_BROWSER=1, which turns this skip into a failure.\n",
  );
}

/** The flags every test's Chromium runs with. */
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A headless Chromium with its own profile folder (Playwright passes --headless and --user-data-dir). */
export function launchChromium(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, { executablePath: browserPath, headless: true, args: ARGS });
}

/** A headless Chromium for tests that need several isolated contexts (`browser.newContext()`), e.g. four players. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: browserPath, headless: true, args: ARGS });
}

// biome-ignore lint/suspicious/noExplicitAny: the page's globals, untyped on the Node side
declare const window: any;
// biome-ignore lint/suspicious/noExplicitAny: the page's globals, untyped on the Node side
declare const document: any;

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
let axeSource: string | null = null;

/**
 * Puts axe-core in the page. Through the DevTools protocol, not a `<script>` tag: the server's
 * Content-Security-Policy refuses any inline script it did not serve, as it should.
 */
export async function injectAxe(page: Page): Promise<void> {
  if ((await page.evaluate('"axe" in window')) === true) return;
  axeSource ??= readFileSync(axePath, "utf8");
  await page.evaluate(axeSource);
}

/** axe-core's WCAG 2.1 A and AA rules on the page as it stands: the violations, by rule and element. */
export async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const run = (window as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResult> } }).axe.run;
    const r = await run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
  });
}

/** axe-core with every rule it has (best practices included), on the page as it stands. */
export async function axeAll(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const run = (window as { axe: { run: (c: unknown) => Promise<AxeResult> } }).axe.run;
    const r = await run(document);
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
  });
}
