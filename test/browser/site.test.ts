/**
 * The built docs site (`npm run docs`) as a reader meets it: it runs with the browser tests because
 * both need the site built first. Issue 20: the modules are named as a user imports them, file
 * names in comments are not turned into web addresses, and the search finds the text of the guides
 * and the rules, not only the names of exports. Issue 29: no example marker shows as text (E9);
 * in Chromium, no page scrolls sideways on a phone and the landing page shows the playground (E16).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaticServer, serveStatic } from "../../scripts/staticServer.js";
import { hasBrowser, launchChromium, sayIfSkipped } from "./chromium.js";

const site = fileURLToPath(new URL("../../docs-site/", import.meta.url));

const outDir = fileURLToPath(new URL("../../test-output/", import.meta.url));

// The page's globals, untyped on the Node side (see playground.test.ts).
// biome-ignore lint/suspicious/noExplicitAny: the page's DOM
declare const document: any;
// biome-ignore lint/suspicious/noExplicitAny: the page's DOM
declare const window: any;

sayIfSkipped("the docs site in Chromium");

/** Every HTML page of the site outside the playground, as paths relative to the site. */
function pageFiles(dir = site): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "playground" ? [] : pageFiles(path);
    return entry.name.endsWith(".html") ? [relative(site, path)] : [];
  });
}

/** Every HTML page of the site, as text. */
function pages(): string[] {
  return pageFiles().map((file) => readFileSync(join(site, file), "utf8"));
}

/** The text a reader sees of a page: its markup without tags, scripts and HTML comments, unescaped. */
function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x?[0-9a-f]+;|&\w+;/gi, " ");
}

/** The words TypeDoc's search index holds (lunr's inverted index, deflated and base64-encoded). */
function searchWords(): Set<string> {
  const script = readFileSync(join(site, "assets", "search.js"), "utf8");
  const data = /"([A-Za-z0-9+/=]+)"/.exec(script)?.[1] ?? "";
  const index = JSON.parse(inflateSync(Buffer.from(data, "base64")).toString("utf8")) as {
    index: { invertedIndex: [string, unknown][] };
  };
  return new Set(index.index.invertedIndex.map(([word]) => word));
}

describe("the docs site", () => {
  it("is built (npm run docs)", () => {
    expect(existsSync(join(site, "index.html")), "run `npm run docs` first").toBe(true);
  });

  it("names each module as it is imported: burraco, burraco/bots, …", () => {
    const modules = readdirSync(join(site, "modules")).sort();
    expect(modules).toEqual([
      "burraco.html",
      "burraco_bots.html",
      "burraco_i18n.html",
      "burraco_pad.html",
      "burraco_schemas.html",
      "burraco_scoring.html",
      "burraco_sim.html",
      "burraco_table.html",
    ]);
    expect(readFileSync(join(site, "modules", "burraco_bots.html"), "utf8")).toContain("<h1>Module burraco/bots</h1>");
  });

  it("turns no file name into a web address (no http://RULES.md)", () => {
    const bogus = pages().filter((html) => /href="https?:\/\/[\w./-]*\.md"/.test(html));
    expect(bogus).toEqual([]);
  });

  it("E9 shows no example marker as text (<!-- example: … -->)", () => {
    const shown = pageFiles().filter((file) =>
      /example:\s*docs\//.test(visibleText(readFileSync(join(site, file), "utf8"))),
    );
    expect(shown).toEqual([]);
  });

  it("N6 the navigation shows readable titles, the user guides first, then Rules, Performance, Architecture, Testing", () => {
    const script = readFileSync(join(site, "assets", "navigation.js"), "utf8");
    const data = /"([A-Za-z0-9+/=]+)"/.exec(script)?.[1] ?? "";
    const entries = JSON.parse(inflateSync(Buffer.from(data, "base64")).toString("utf8")) as { text: string }[];
    const titles = entries.map((e) => e.text);
    const reference = ["Rules", "Performance", "Architecture", "Testing"];
    const at = titles.indexOf("Rules");
    expect(titles[0]).toBe("Quick start");
    expect(titles.slice(at, at + reference.length)).toEqual(reference);
    // No file name shown as a title (RULES, architecture, testing).
    for (const title of titles) expect(title, title).toMatch(/^[A-Z]|^burraco/);
  });

  it("N6 no page takes its icons from assets/icons.svg, which Chromium blocks from file://", () => {
    const external = pageFiles().filter((file) => readFileSync(join(site, file), "utf8").includes("icons.svg#"));
    expect(external).toEqual([]);
  });

  it("searches the guides and the rules: pinella, pozzetto, R4.3", () => {
    const words = searchWords();
    for (const word of ["pinella", "pozzetto", "r4.3", "semipulito"]) expect(words.has(word), word).toBe(true);
  });
});

describe.runIf(hasBrowser)("the docs site in Chromium", () => {
  let server: StaticServer;
  let context: BrowserContext;
  let profile: string;

  beforeAll(async () => {
    server = await serveStatic(join(site, "."));
    profile = mkdtempSync(join(tmpdir(), "burraco-chromium-"));
    mkdirSync(outDir, { recursive: true });
    context = await launchChromium(profile);
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
    if (profile !== undefined) rmSync(profile, { recursive: true, force: true });
  });

  /**
   * Goes to a page and waits until a reader sees it. TypeDoc hides the body until its script has
   * built the navigation, which it unpacks after the load event; measured before that, every width
   * is 0 and no page could be too wide.
   */
  async function visit(page: Page, file: string): Promise<void> {
    await page.goto(`${server.url}/${file}`, { waitUntil: "load" });
    await page.waitForFunction(() => document.body.style.display !== "none");
  }

  async function open(file: string, width: number, height: number): Promise<Page> {
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    await visit(page, file);
    return page;
  }

  it("N6 opened from file://, a page loads no blocked file and shows its icons", async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const blocked: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") blocked.push(m.text());
    });
    page.on("requestfailed", (r) => blocked.push(`${r.url()}: ${r.failure()?.errorText}`));
    for (const file of ["index.html", "documents/Architecture.html"]) {
      await page.goto(`file://${join(site, file)}`, { waitUntil: "load" });
      await page.waitForFunction(() => document.body.style.display !== "none");
      // The search icon is drawn: its <use> finds the sprite's symbol.
      const drawn = await page.evaluate(() => {
        const use = document.querySelector("#tsd-search-trigger use, use");
        const id = (use?.getAttribute("href") ?? "").replace(/^#/, "");
        return id !== "" && document.getElementById(id) !== null;
      });
      expect(drawn, file).toBe(true);
    }
    expect(blocked).toEqual([]);
    await page.close();
  });

  it("E16 no page scrolls sideways at 390 px (tables scroll in their own box)", async () => {
    const files = pageFiles();
    expect(files.length).toBeGreaterThan(100);
    const wide: string[] = [];
    // Two pages at a time (the machine's two cores), each navigated from page to page.
    const tabs = [await open("index.html", 390, 844), await open("index.html", 390, 844)];
    // The search index is read only when someone searches; it does not change a page's width.
    for (const tab of tabs) await tab.route("**/assets/search.js", (route) => route.abort());
    await Promise.all(
      tabs.map(async (tab, t) => {
        for (let i = t; i < files.length; i += tabs.length) {
          await visit(tab, files[i] as string);
          const width = await tab.evaluate(() => document.documentElement.scrollWidth);
          if (width > 390) wide.push(`${files[i]}: ${width} px`);
        }
        await tab.close();
      }),
    );
    expect(wide).toEqual([]);
    // Some 200 pages: a minute alone, more beside the other browser tests on two busy cores.
  }, 600_000);

  it("E16 the landing page opens with what the library does, a picture of the playground, the two commands", async () => {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      const page = await open("index.html", width, height);
      const top = await page.evaluate(() => {
        const kids = [...(document.querySelector(".tsd-panel.tsd-typography")?.children ?? [])];
        const img = kids.find((el) => el.querySelector("img") !== null)?.querySelector("img");
        return {
          first: kids.slice(0, 2).map((el) => el.tagName),
          imgAt: kids.findIndex((el) => el.querySelector("img") !== null),
          commandsAt: kids.findIndex(
            (el) => el.tagName === "PRE" && /npm ci && npm run demo[\s\S]*npm ci && npm test/.test(el.textContent),
          ),
          headings: kids.flatMap((el, i) => (el.tagName === "H2" ? [i] : [])),
          install: kids.find((el) => el.tagName === "H2")?.textContent?.trim() ?? "",
          src: img?.getAttribute("src") ?? "",
          alt: img?.getAttribute("alt") ?? "",
          loaded: img?.complete === true && img.naturalWidth > 0,
          imgWidth: img?.getBoundingClientRect().width ?? 0,
          innerWidth: window.innerWidth,
          titles: document.querySelectorAll("h1").length,
        };
      });
      // The title and what the library does, the picture, then Install; the two commands further
      // down (issue 39, N6).
      expect(top.first).toEqual(["H1", "P"]);
      expect(top.titles, "one title, the README's").toBe(1);
      expect(top.imgAt).toBe(2);
      // The site's own copy of the picture, not the repository's address the README gives (N4).
      expect(top.src).toMatch(/^media\/playground[\w-]*\.png$/);
      expect(top.alt).toMatch(/playground/i);
      expect(top.loaded, "the picture loads").toBe(true);
      expect(top.imgWidth).toBeGreaterThan(0);
      expect(top.imgWidth).toBeLessThanOrEqual(top.innerWidth);
      expect(top.headings[0]).toBe(top.imgAt + 1);
      expect(top.install).toBe("Install");
      expect(top.commandsAt).toBeGreaterThan(top.imgAt);
      await page.screenshot({ path: join(outDir, `site-landing-${width}.png`) });
      await page.close();
    }
  });
});
