// A TypeDoc plugin for the docs site.
// - Entry modules are named as a user imports them ("burraco", "burraco/bots", …), not after their
//   files ("index", "bots"): TypeDoc names a module by its path, and a user never types that path.
// - Links to the playground are written site-absolute ("/playground/index.html") in the guides and
//   "playground/index.html" in the header, which TypeDoc leaves as they are; this turns them into
//   paths relative to each page, so the site works from any folder and from file://. The
//   playground itself is copied in by scripts/build-playground.mjs.
// - Each table of the guides sits in a box of its own that scrolls sideways (docs/site.css), so a
//   wide table does not make the whole page wider than a phone. The box is a labelled region that
//   takes the focus, so a keyboard can scroll it too.
// - Icons come from the sprite that TypeDoc's icons.js adds to each page (`#icon-…`), never from
//   the file assets/icons.svg: from file://, Chromium refuses an SVG `<use>` of another file ('file:'
//   URLs are unique origins), so the search, menu and anchor icons were blocked (issue 39, N6).
// - The README's picture is an absolute address of the repository's file (so that it shows on a
//   registry's page); the site shows its own copy instead, in media/, and works offline.
// - Documents without a title of their own in front matter get a readable one (RULES.md is kept
//   word for word as the rules reference: "RULES" becomes "Rules"), after the guides.
// - The landing page is the README, which has its own title: TypeDoc's title above it (the same
//   word) is dropped, so the page opens with the README's title and what the library does.
import { copyFileSync, mkdirSync } from "node:fs";
import { basename, join } from "node:path";
import { Converter, PageEvent, ReflectionKind, RendererEvent } from "typedoc";

/** Where the README's picture lives in the repository, as the README addresses it. */
const RAW = "https://raw.githubusercontent.com/burraco-js/burraco/main/";
/** The repository's files the README addresses by RAW: copied into the site's media/. */
const pictures = new Set();

/** Readable titles for the documents whose file name TypeDoc would show. */
const TITLES = { RULES: "Rules" };

/** The import name of each entry file's module, keyed by the name TypeDoc gives it. */
const ENTRY_NAMES = {
  index: "burraco",
  bots: "burraco/bots",
  i18n: "burraco/i18n",
  sim: "burraco/sim",
  scoring: "burraco/scoring",
  pad: "burraco/pad",
  table: "burraco/table",
  schemas: "burraco/schemas",
};

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
      const name = ENTRY_NAMES[module.name];
      if (name !== undefined) module.name = name;
    }
    for (const doc of context.project.getReflectionsByKind(ReflectionKind.Document)) {
      const title = TITLES[doc.name];
      if (title === undefined) continue;
      doc.name = title;
      doc.frontmatter = { ...doc.frontmatter, title, group: "Reference" };
    }
  });
  app.renderer.on(RendererEvent.END, (event) => {
    if (pictures.size === 0) return;
    mkdirSync(join(event.outputDirectory, "media"), { recursive: true });
    for (const file of pictures) copyFileSync(file, join(event.outputDirectory, "media", basename(file)));
  });
  app.renderer.on(PageEvent.END, (page) => {
    if (page.contents === undefined) return;
    const up = "../".repeat(page.url.split("/").length - 1);
    page.contents = page.contents
      .replace(/href="(?:\.\.\/)*assets\/icons\.svg#/g, 'href="#')
      .replace(new RegExp(`src="${RAW.replace(/[./]/g, "\\$&")}([\\w/.-]+)"`, "g"), (_, path) => {
        pictures.add(path);
        return `src="${up}media/${basename(path)}"`;
      })
      .replace(/href="\/?playground\//g, `href="${up}playground/`)
      .replace(/<table>/g, '<div class="table-scroll" role="region" aria-label="table" tabindex="0"><table>')
      .replace(/<\/table>/g, "</table></div>");
    if (page.url === "index.html") {
      page.contents = page.contents.replace(
        /<div class="tsd-page-title">\s*<h1>([^<]*)<\/h1><\/div>(\s*<div class="tsd-panel tsd-typography"><h1 id="[^"]*" class="tsd-anchor-link">)\1</,
        "$2$1<",
      );
    }
  });
}
