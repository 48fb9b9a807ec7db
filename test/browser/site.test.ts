/**
 * The built docs site (`npm run docs`) as a reader meets it, without a browser: it runs with the
 * browser tests because both need the site built first. Issue 20: the modules are named as a user
 * imports them, file names in comments are not turned into web addresses, and the search finds the
 * text of the guides and the rules, not only the names of exports.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const site = fileURLToPath(new URL("../../docs-site/", import.meta.url));

/** Every HTML page of the site, as text. */
function pages(dir = site): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "playground" ? [] : pages(path);
    return entry.name.endsWith(".html") ? [readFileSync(path, "utf8")] : [];
  });
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
    ]);
    expect(readFileSync(join(site, "modules", "burraco_bots.html"), "utf8")).toContain("<h1>Module burraco/bots</h1>");
  });

  it("turns no file name into a web address (no http://RULES.md)", () => {
    const bogus = pages().filter((html) => /href="https?:\/\/[\w./-]*\.md"/.test(html));
    expect(bogus).toEqual([]);
  });

  it("searches the guides and the rules: pinella, pozzetto, R4.3", () => {
    const words = searchWords();
    for (const word of ["pinella", "pozzetto", "r4.3", "semipulito"]) expect(words.has(word), word).toBe(true);
  });
});
